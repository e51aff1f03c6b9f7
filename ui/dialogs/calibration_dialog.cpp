#include "ui/dialogs/calibration_dialog.h"

#include "core/scene/parity_scene.h"
#include "ui/charts/calibration/parity_chart.h"
#include "ui/dialogs/calibrated_chip_choice.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QVBoxLayout>

namespace roofline::ui {

CalibrationDialog::CalibrationDialog(Document& document, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_chips(new QComboBox(this))
    , m_chart(new ParityChart(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("calibrationDialog"));
    m_chips->setObjectName(QStringLiteral("calibratedChips"));
    m_summary->setObjectName(QStringLiteral("calibrationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_chips);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(720, 620);
    connect(m_chips, &QComboBox::activated, this, [this](int index) {
        m_chipId = m_chips->itemData(index).toString().toStdString();
        showChosen();
    });
    connect(&m_document, &Document::measuredChanged, this, &CalibrationDialog::sync);
    connect(&m_document, &Document::projectReset, this, &CalibrationDialog::sync);
    retranslate(this, [this] {
        setWindowTitle(tr("Predicted against Measured"));
        sync();
    });
}

const Calibration* CalibrationDialog::shownCalibration() const
{
    return calibrationOf(m_document.project(), m_chipId);
}

void CalibrationDialog::sync()
{
    m_chipId = fillCalibratedChips(*m_chips, m_document, m_chipId, [](const QString& name) { return name; });
    m_chips->setVisible(m_document.calibrations().size() > 1);
    showChosen();
}

QString CalibrationDialog::summaryText() const
{
    const Calibration* calibration = shownCalibration();
    if (!calibration)
        return tr("No chip is calibrated. Import measured kernels, then Measurements → Calibrate a Chip from the "
                  "Measurements; or load a file made by <code>%1</code>.")
            .arg(QStringLiteral("roofline-studio calibrate --out"));
    const QString chip = m_document.chipName(calibration->chipId);
    const int groups = static_cast<int>(calibration->groups.size());
    const QString file = QFileInfo(QString::fromStdString(calibration->source)).fileName();
    QString text = file.isEmpty()
        ? tr("%1, calibrated from %n measured group(s) of the project's measurements.", "", groups).arg(chip)
        : tr("%1, calibrated from %n measured group(s) of %2.", "", groups).arg(chip, file);
    QStringList classes;
    for (const ClassEfficiency& bucket : calibration->classes) {
        const QString bound = bucket.computeBound ? tr("compute") : tr("bandwidth");
        classes.append(bucket.fitted
                ? tr("%1 %2-bound %3 (%n group(s))", "", static_cast<int>(bucket.groups))
                      .arg(opClassText(bucket.opClass), bound, formatPercentText(bucket.efficiency))
                : tr("%1 %2-bound kept at 100 % (%n group(s), too few)", "", static_cast<int>(bucket.groups))
                      .arg(opClassText(bucket.opClass), bound));
    }
    text += QLatin1Char(' ') + tr("Of its roofline each class reaches: %1.").arg(classes.join(tr("; ")));
    text += QLatin1Char(' ')
        + tr("Error: nominal %1, calibrated %2, leave one out %3, time-weighted %4.")
              .arg(formatPercentText(calibration->mapeNominal), formatPercentText(calibration->mapeCalibrated),
                  formatPercentText(calibration->mapeLeaveOneOut), formatPercentText(calibration->timeWeightedError));
    return text;
}

void CalibrationDialog::showChosen()
{
    const Calibration* calibration = shownCalibration();
    m_chart->setScene(calibration ? parityScene(*calibration) : ParityScene {},
        calibration ? m_document.chipName(m_chipId) : QString());
    m_summary->setText(summaryText());
}

} // namespace roofline::ui
