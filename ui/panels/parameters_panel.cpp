#include "ui/panels/parameters_panel.h"

#include "ui/commands/set_dim_command.h"
#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/panels/number_spin_box.h"

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
#include <QToolButton>
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
        return ParametersPanel::tr("T: the new (query) tokens per sequence of the attention ops that follow it; "
                                   "1 is a decode step, T = S is prefill");
    case Dim::S:
        return ParametersPanel::tr("S: the keys and values per sequence (the context length) of the attention ops "
                                   "that follow it");
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
{
    // Compact, so the Chips list above keeps a usable height in a short window (1024×700).
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(4);
    // Untitled: the dock says "Parameters" and the rows name themselves; a title line here would
    // cost the Chips list a row in a short window.
    auto* dims = new QGroupBox;
    auto* grid = new QGridLayout(dims);
    grid->setContentsMargins(6, 2, 6, 2);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    for (const Dim dim : {Dim::B, Dim::D, Dim::F})
        addDimRow(dim, grid, static_cast<int>(dim));
    // The sequence pair under a toggle that shows their values while folded.
    m_sequenceToggle = new QToolButton;
    m_sequenceToggle->setObjectName(QStringLiteral("sequenceToggle"));
    m_sequenceToggle->setCheckable(true);
    m_sequenceToggle->setAutoRaise(true);
    m_sequenceToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_sequenceToggle->setArrowType(Qt::RightArrow);
    m_sequenceToggle->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    grid->addWidget(m_sequenceToggle, 3, 0, 1, 3);
    addDimRow(Dim::T, grid, 4);
    addDimRow(Dim::S, grid, 5);
    connect(m_sequenceToggle, &QToolButton::toggled, this, &ParametersPanel::setSequenceOpen);
    setSequenceOpen(false);
    connect(&m_document, &Document::opsChanged, this, &ParametersPanel::openSequenceIfFollowed);
    openSequenceIfFollowed();
    layout->addWidget(dims);

    auto* display = new QGroupBox;
    auto* form = new QFormLayout(display);
    form->setContentsMargins(6, 2, 6, 2);
    form->setVerticalSpacing(2);
    m_precision->setSizeAdjustPolicy(QComboBox::AdjustToContents); // its longest choice whole in every language
    m_precision->addItem(QString(), QString());
    for (const Dtype dtype : kComputeDtypes)
        m_precision->addItem(dtypeText(dtype), dtypeText(dtype));
    auto* precisionLabel = new QLabel;
    precisionLabel->setBuddy(m_precision);
    // The achievable ceilings belong with the precision (they derate its peak), and one row less
    // leaves the Chips list another row.
    auto* precisionRow = new QHBoxLayout;
    precisionRow->addWidget(m_precision, 1);
    precisionRow->addWidget(m_achievable);
    form->addRow(precisionLabel, precisionRow);
    layout->addWidget(display);
    layout->addStretch(1);
    retranslate(this, [=, this] {
        m_sequenceToggle->setToolTip(tr("The sequence sliders T and S, for attention ops"));
        updateSequenceText();
        m_precision->setItemText(0, tr("Every precision"));
        m_precision->setToolTip(
            tr("The compute ceiling drawn for each chip: one precision, or every precision it has"));
        precisionLabel->setText(tr("&Precision:"));
        m_achievable->setText(tr("&Achievable ceilings"));
        m_achievable->setToolTip(tr("Also draw each chip's achievable peak, dashed: about 80–85 % of the nominal "
                                    "peak for GPUs, 95 % for TPUs"));
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
    connect(&m_document, &Document::dimsChanged, this, &ParametersPanel::syncDim);
    connect(&m_document, &Document::viewOptionsChanged, this, &ParametersPanel::syncViewOptions);
    syncViewOptions();
}

void ParametersPanel::addDimRow(Dim dim, QGridLayout* grid, int row)
{
    const auto i = static_cast<std::size_t>(dim);
    auto* label = new QLabel(QStringLiteral("&%1").arg(QString::fromUtf8(dimName(dim))));
    auto* slider = new QSlider(Qt::Horizontal);
    slider->setRange(0, kMaxExponent * kStepsPerDoubling);
    slider->setSingleStep(5);
    slider->setPageStep(kStepsPerDoubling);
    slider->setObjectName(QStringLiteral("slider%1").arg(QString::fromUtf8(dimName(dim))));
    auto* spin = new NumberSpinBox;
    spin->setRange(1, 1 << 30);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    spin->setMinimumWidth(100);
    spin->setObjectName(QStringLiteral("spin%1").arg(QString::fromUtf8(dimName(dim))));
    label->setBuddy(slider);
    retranslate(label, [dim, slider, spin, label] {
        slider->setToolTip(dimTooltip(dim) + tr(" (logarithmic; Page Up/Down doubles or halves)"));
        spin->setHelp(dimTooltip(dim));
        label->setToolTip(dimTooltip(dim));
    });
    grid->addWidget(label, row, 0);
    grid->addWidget(slider, row, 1);
    grid->addWidget(spin, row, 2);
    m_labels[i] = label;
    m_sliders[i] = slider;
    m_spins[i] = spin;
    connect(slider, &QSlider::sliderPressed, this, [this] { ++m_dragSession; });
    connect(slider, &QSlider::valueChanged, this,
        [this, dim, slider](int position) { setDimFromUser(dim, sliderValue(position), slider->isSliderDown()); });
    connect(spin, &QSpinBox::valueChanged, this, [this, dim](int value) { setDimFromUser(dim, value, false); });
    syncDim(dim);
}

bool ParametersPanel::isSequenceOpen() const
{
    return m_sequenceToggle->isChecked();
}

void ParametersPanel::setSequenceOpen(bool open)
{
    if (m_sequenceToggle->isChecked() != open) {
        m_sequenceToggle->setChecked(open); // comes back here through toggled
        return;
    }
    m_sequenceToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    for (const Dim dim : {Dim::T, Dim::S}) {
        const auto i = static_cast<std::size_t>(dim);
        for (QWidget* widget : {static_cast<QWidget*>(m_labels[i]), static_cast<QWidget*>(m_sliders[i]),
                 static_cast<QWidget*>(m_spins[i])})
            widget->setVisible(open);
    }
    updateSequenceText();
}

// Opened for the user once an op follows T or S (a project with attention, a new binding); never
// folded for them.
void ParametersPanel::openSequenceIfFollowed()
{
    for (const OpList list : {OpList::Roofline, OpList::Sweeps}) {
        for (const Op& op : m_document.ops(list)) {
            for (const auto& [key, dim] : op.bindings) {
                if (dim == Dim::T || dim == Dim::S) {
                    setSequenceOpen(true);
                    return;
                }
            }
        }
    }
}

void ParametersPanel::updateSequenceText()
{
    const Dims& dims = m_document.dims();
    const QString values
        = QStringLiteral("T = %1, S = %2").arg(locale().toString(dims.t, 'f', 0), locale().toString(dims.s, 'f', 0));
    m_sequenceToggle->setText(isSequenceOpen() ? tr("Sequence") : tr("Sequence: %1").arg(values));
}

void ParametersPanel::setDimFromUser(Dim dim, double value, bool dragging)
{
    if (value == m_document.dims()[dim])
        return;
    m_document.undoStack()->push(new SetDimCommand(m_document, dim, value, dragging ? m_dragSession : 0));
}

void ParametersPanel::syncDim(Dim dim)
{
    // Every dimension has a slider and a spin box here: B, D and F, and T and S under the sequence toggle.
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
    if (dim == Dim::T || dim == Dim::S)
        updateSequenceText();
}

void ParametersPanel::syncViewOptions()
{
    const ViewOptions options = m_document.viewOptions();
    const int precision = options.precision ? m_precision->findData(dtypeText(*options.precision)) : 0;
    m_precision->setCurrentIndex(std::max(0, precision));
    m_achievable->setChecked(options.showAchievable);
}

} // namespace roofline::ui
