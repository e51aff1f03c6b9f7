#include "ui/panels/parameters_panel.h"

#include "ui/commands/set_dim_command.h"
#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace roofline::ui {

namespace {

constexpr int kStepsPerDoubling = 100;

QString dimTooltip(Dim dim)
{
    switch (dim) {
    case Dim::B:
        return ParametersPanel::tr("Batch size B: every op parameter that follows B moves with it, and so does the "
                                   "marker on the batch-size chart");
    case Dim::D:
        return ParametersPanel::tr("D: the contracting dimension of the ops that follow it");
    case Dim::F:
        return ParametersPanel::tr("F: the output features of the ops that follow it");
    case Dim::T:
    case Dim::S:
        break; // the sequence sliders are not shown yet
    }
    return {};
}

} // namespace

int ParametersPanel::sliderPosition(double value)
{
    return static_cast<int>(std::lround(kStepsPerDoubling * std::log2(std::max(1.0, value))));
}

double ParametersPanel::sliderValue(int position)
{
    return std::round(std::exp2(static_cast<double>(position) / kStepsPerDoubling));
}

ParametersPanel::ParametersPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_precision(new QComboBox)
    , m_achievable(new QCheckBox)
    , m_units(new QComboBox)
{
    // Compact, so the Chips list above keeps a usable height in a short window (1024×700).
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(4);
    auto* dims = new QGroupBox;
    auto* grid = new QGridLayout(dims);
    grid->setContentsMargins(6, 2, 6, 2);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    for (const Dim dim : {Dim::B, Dim::D, Dim::F}) {
        const auto i = static_cast<std::size_t>(dim);
        const int row = static_cast<int>(i);
        auto* label = new QLabel(QStringLiteral("&%1").arg(QString::fromUtf8(dimName(dim))));
        auto* slider = new QSlider(Qt::Horizontal);
        slider->setRange(0, kMaxExponent * kStepsPerDoubling);
        slider->setSingleStep(5);
        slider->setPageStep(kStepsPerDoubling);
        slider->setTickPosition(QSlider::TicksBelow);
        slider->setTickInterval(2 * kStepsPerDoubling);
        slider->setObjectName(QStringLiteral("slider%1").arg(QString::fromUtf8(dimName(dim))));
        auto* spin = new QSpinBox;
        spin->setRange(1, 1 << 30);
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(true);
        spin->setMinimumWidth(100);
        spin->setObjectName(QStringLiteral("spin%1").arg(QString::fromUtf8(dimName(dim))));
        label->setBuddy(slider);
        retranslate(label, [dim, slider, spin, label] {
            slider->setToolTip(dimTooltip(dim) + tr(" (logarithmic; Page Up/Down doubles or halves)"));
            spin->setToolTip(dimTooltip(dim));
            label->setToolTip(dimTooltip(dim));
        });
        grid->addWidget(label, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(spin, row, 2);
        m_sliders[i] = slider;
        m_spins[i] = spin;
        connect(slider, &QSlider::sliderPressed, this, [this] { ++m_dragSession; });
        connect(slider, &QSlider::valueChanged, this,
            [this, dim, slider](int position) { setDimFromUser(dim, sliderValue(position), slider->isSliderDown()); });
        connect(spin, &QSpinBox::valueChanged, this, [this, dim](int value) { setDimFromUser(dim, value, false); });
        syncDim(dim);
    }
    layout->addWidget(dims);

    auto* display = new QGroupBox;
    auto* form = new QFormLayout(display);
    form->setContentsMargins(6, 2, 6, 2);
    form->setVerticalSpacing(2);
    m_precision->addItem(QString(), QString());
    for (const Dtype dtype : kAllDtypes)
        m_precision->addItem(dtypeText(dtype), dtypeText(dtype));
    auto* precisionLabel = new QLabel;
    precisionLabel->setBuddy(m_precision);
    // The achievable ceilings belong with the precision (they derate its peak), and one row less
    // leaves the Chips list another row.
    auto* precisionRow = new QHBoxLayout;
    precisionRow->addWidget(m_precision, 1);
    precisionRow->addWidget(m_achievable);
    form->addRow(precisionLabel, precisionRow);
    m_units->addItem(QString());
    m_units->addItem(QString());
    auto* unitsLabel = new QLabel;
    unitsLabel->setBuddy(m_units);
    form->addRow(unitsLabel, m_units);
    layout->addWidget(display);
    layout->addStretch(1);
    retranslate(this, [=, this] {
        dims->setTitle(tr("Dimensions"));
        display->setTitle(tr("Roofline"));
        m_precision->setItemText(0, tr("Every precision"));
        m_precision->setToolTip(
            tr("The compute ceiling drawn for each chip: one precision, or every precision it has"));
        precisionLabel->setText(tr("&Precision:"));
        m_achievable->setText(tr("&Achievable ceilings"));
        m_achievable->setToolTip(tr("Also draw each chip's achievable peak, dashed: about 80–85 % of the nominal "
                                    "peak for GPUs, 95 % for TPUs"));
        m_units->setItemText(0, tr("Scientific (1.97e14)"));
        m_units->setItemText(1, tr("SI prefixes (197 T)"));
        m_units->setToolTip(tr("How ceilings and FLOPs/s tick labels read"));
        unitsLabel->setText(tr("&Labels:"));
    });

    connect(m_precision, &QComboBox::activated, this, [this] {
        ViewOptions options = m_document.viewOptions();
        const QString name = m_precision->currentData().toString();
        options.precision = name.isEmpty() ? std::nullopt : parseDtype(name.toStdString());
        m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options,
            [name] { return tr("Show %1 ceilings").arg(name.isEmpty() ? tr("every precision's") : name); }));
    });
    connect(m_achievable, &QCheckBox::clicked, this, [this](bool checked) {
        ViewOptions options = m_document.viewOptions();
        options.showAchievable = checked;
        m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options,
            [checked] { return checked ? tr("Show achievable ceilings") : tr("Hide achievable ceilings"); }));
    });
    connect(m_units, &QComboBox::activated, this, [this](int index) {
        ViewOptions options = m_document.viewOptions();
        options.labelUnits = index == 1 ? LabelUnits::SI : LabelUnits::Scientific;
        m_document.undoStack()->push(
            new SetViewOptionsCommand(m_document, options, [] { return tr("Change label units"); }));
    });
    connect(&m_document, &Document::dimsChanged, this, &ParametersPanel::syncDim);
    connect(&m_document, &Document::viewOptionsChanged, this, &ParametersPanel::syncViewOptions);
    syncViewOptions();
}

void ParametersPanel::setDimFromUser(Dim dim, double value, bool dragging)
{
    if (value == m_document.dims()[dim])
        return;
    m_document.undoStack()->push(new SetDimCommand(m_document, dim, value, dragging ? m_dragSession : 0));
}

void ParametersPanel::syncDim(Dim dim)
{
    const double value = m_document.dims()[dim];
    QSlider* slider = m_sliders[static_cast<std::size_t>(dim)];
    QSpinBox* spin = m_spins[static_cast<std::size_t>(dim)];
    // While the user drags, the slider already is where the value came from.
    if (!slider->isSliderDown() || sliderValue(slider->value()) != value) {
        const QSignalBlocker blocker(slider);
        slider->setValue(sliderPosition(value));
    }
    const QSignalBlocker blocker(spin);
    spin->setValue(static_cast<int>(std::min(value, static_cast<double>(spin->maximum()))));
}

void ParametersPanel::syncViewOptions()
{
    const ViewOptions options = m_document.viewOptions();
    const int precision = options.precision ? m_precision->findData(dtypeText(*options.precision)) : 0;
    m_precision->setCurrentIndex(std::max(0, precision));
    m_achievable->setChecked(options.showAchievable);
    m_units->setCurrentIndex(options.labelUnits == LabelUnits::SI ? 1 : 0);
}

} // namespace roofline::ui
