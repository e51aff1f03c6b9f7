#include "ui/dialogs/projection_dialog.h"

#include "core/base/text.h"
#include "core/scene/projection_scene.h"
#include "ui/charts/calibration/projection_chart.h"
#include "ui/dialogs/calibrated_chip_choice.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QVBoxLayout>

namespace roofline::ui {

ProjectionDialog::ProjectionDialog(Document& document, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_sources(new QComboBox(this))
    , m_chips(new QListWidget(this))
    , m_own(new QCheckBox(this))
    , m_chart(new ProjectionChart(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("projectionDialog"));
    m_sources->setObjectName(QStringLiteral("projectionSource"));
    m_chips->setObjectName(QStringLiteral("projectionTargets"));
    m_own->setObjectName(QStringLiteral("ownEfficiencies"));
    m_summary->setObjectName(QStringLiteral("projectionSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_sources);
    leftLayout->addWidget(m_chips, 1);
    leftLayout->addWidget(m_own);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 640}); // the chart the most: its bars' ends carry their words
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(900, 560);
    connect(m_sources, &QComboBox::activated, this, [this](int index) {
        m_sourceId = m_sources->itemData(index).toString().toStdString();
        reproject();
    });
    connect(m_chips, &QListWidget::itemChanged, this, [this] {
        m_picked = true;
        reproject();
    });
    connect(m_own, &QCheckBox::toggled, this, &ProjectionDialog::reproject);
    connect(&m_document, &Document::calibrationsChanged, this, &ProjectionDialog::sync);
    connect(&m_document, &Document::projectReset, this, &ProjectionDialog::sync);
    connect(&m_document, &Document::libraryChanged, this, &ProjectionDialog::fillChips);
    fillChips();
    retranslate(this, [this] {
        setWindowTitle(tr("Project onto Other Chips"));
        m_own->setText(tr("Price a chip with its own calibration when the project holds one"));
        m_chips->setToolTip(tr("The chips to project the measured step onto"));
        sync();
    });
}

const Calibration* ProjectionDialog::source() const
{
    return calibrationOf(m_document.project(), m_sourceId);
}

void ProjectionDialog::fillChips()
{
    const std::vector<std::string> kept = targets();
    const QSignalBlocker blocker(m_chips);
    m_chips->clear();
    for (const Chip& chip : m_document.library()) {
        auto* item = new QListWidgetItem(QString::fromStdString(chip.name), m_chips);
        item->setData(Qt::UserRole, QString::fromStdString(chip.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    if (m_picked)
        setTargets(kept);
}

std::vector<std::string> ProjectionDialog::targets() const
{
    std::vector<std::string> chosen;
    for (int i = 0; i < m_chips->count(); ++i) {
        if (m_chips->item(i)->checkState() == Qt::Checked)
            chosen.push_back(m_chips->item(i)->data(Qt::UserRole).toString().toStdString());
    }
    return chosen;
}

void ProjectionDialog::setTargets(const std::vector<std::string>& chipIds)
{
    {
        const QSignalBlocker blocker(m_chips);
        for (int i = 0; i < m_chips->count(); ++i) {
            const std::string id = m_chips->item(i)->data(Qt::UserRole).toString().toStdString();
            const bool chosen = std::any_of(chipIds.begin(), chipIds.end(),
                [&](const std::string& wanted) { return equalsIgnoreCase(wanted, id); });
            m_chips->item(i)->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_picked = true;
    reproject();
}

void ProjectionDialog::setOwnEfficiencies(bool own)
{
    m_own->setChecked(own);
}

void ProjectionDialog::sync()
{
    const Project& project = m_document.project();
    m_sourceId = fillCalibratedChips(
        *m_sources, m_document, m_sourceId, [](const QString& name) { return tr("Measured on %1").arg(name); });
    if (!m_picked) {
        // Until the user picks: the shown chips other than the measured one.
        std::vector<std::string> shown;
        for (const std::string& id : project.chipIds) {
            if (!equalsIgnoreCase(id, m_sourceId))
                shown.push_back(id);
        }
        const QSignalBlocker blocker(m_chips);
        for (int i = 0; i < m_chips->count(); ++i) {
            const std::string id = m_chips->item(i)->data(Qt::UserRole).toString().toStdString();
            const bool chosen = std::any_of(
                shown.begin(), shown.end(), [&](const std::string& wanted) { return equalsIgnoreCase(wanted, id); });
            m_chips->item(i)->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        }
    }
    reproject();
}

void ProjectionDialog::reproject()
{
    const Calibration* measured = source();
    if (!measured) {
        m_chart->setScene({}, {});
        m_summary->setText(summaryText());
        return;
    }
    std::vector<const Chip*> chips;
    for (const std::string& id : targets()) {
        if (const Chip* chip = m_document.libraryChip(id))
            chips.push_back(chip);
    }
    ProjectionScene scene = projectionScene(*measured, chips, m_document.project(), m_own->isChecked());
    QStringList names;
    for (const ProjectionBar& bar : scene.bars)
        names.append(m_document.chipName(bar.chipId));
    m_chart->setScene(std::move(scene), names);
    m_summary->setText(summaryText());
}

QString ProjectionDialog::summaryText() const
{
    const Calibration* measured = source();
    if (!measured)
        return tr("No chip is calibrated: calibrate the chip the kernels ran on (Measurements → Calibrate a Chip from "
                  "the Measurements), then choose the chips to project its step onto.");
    const QString chip = m_document.chipName(measured->chipId);
    const QString file = QFileInfo(QString::fromStdString(measured->source)).fileName();
    const int groups = static_cast<int>(measured->groups.size());
    QString text = file.isEmpty()
        ? tr("The step measured on %1 (%n group(s) of the project's measurements)", "", groups).arg(chip)
        : tr("The step measured on %1 (%n group(s) of %2)", "", groups).arg(chip, file);
    text += tr(", each group on each chip at max(F / (peak · e_compute), Y / (bandwidth · e_bandwidth)).");
    if (measured->unmodelledS > 0.0)
        text += QLatin1Char(' ')
            + tr("%1 the profile spent in ops no group models is carried over to every chip as measured.")
                  .arg(formatDurationText(measured->unmodelledS));
    else
        text += QLatin1Char(' ')
            + tr("No unmodelled time is known for this calibration: the bars hold the modelled groups only.");
    const ProjectionScene& scene = m_chart->scene();
    for (std::size_t i = 1; i < scene.bars.size(); ++i) {
        const ProjectionBar& bar = scene.bars[i];
        const QString target = m_document.chipName(bar.chipId);
        text += QLatin1Char(' ')
            + (equalsIgnoreCase(bar.efficienciesOf, measured->chipId) && !equalsIgnoreCase(bar.chipId, measured->chipId)
                    ? tr("%1: %2 (%3), with %4's efficiencies (measured on another chip).")
                          .arg(target, m_chart->barText(i), m_chart->boundsText(i), chip)
                    : tr("%1: %2 (%3), with its own calibration's efficiencies.")
                          .arg(target, m_chart->barText(i), m_chart->boundsText(i)));
        if (!bar.warnings.empty())
            text += QLatin1Char(' ')
                + tr("%n group(s) it cannot place were carried over as measured.", "",
                    static_cast<int>(bar.warnings.size()));
    }
    return text;
}

} // namespace roofline::ui
