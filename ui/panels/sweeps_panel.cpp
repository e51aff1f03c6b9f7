#include "ui/panels/sweeps_panel.h"

#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"
#include "ui/panels/op_list_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace roofline::ui {

SweepsPanel::SweepsPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new OpListPanel(document, OpList::Sweeps))
    , m_from(new QSpinBox)
    , m_to(new QSpinBox)
    , m_logBatch(new QCheckBox)
    , m_logFlops(new QCheckBox)
    , m_layout(new QComboBox)
    , m_shared(new QCheckBox)
{
    m_list->setObjectName(QStringLiteral("sweepList"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    auto* form = new QFormLayout;
    form->setContentsMargins(6, 0, 6, 2);
    form->setVerticalSpacing(2); // compact: the bottom row of a short window is as tall as this panel needs
    for (QSpinBox* box : {m_from, m_to}) {
        box->setRange(1, 1 << 24);
        box->setKeyboardTracking(false);
        box->setGroupSeparatorShown(true);
    }
    auto* range = new QHBoxLayout;
    range->addWidget(m_from);
    auto* toLabel = new QLabel;
    range->addWidget(toLabel);
    range->addWidget(m_to);
    auto* fromLabel = new QLabel;
    fromLabel->setBuddy(m_from);
    form->addRow(fromLabel, range);
    auto* axes = new QHBoxLayout;
    axes->addWidget(m_logBatch);
    axes->addWidget(m_logFlops);
    axes->addStretch(1);
    auto* axesLabel = new QLabel;
    form->addRow(axesLabel, axes);
    m_layout->addItem(QString());
    m_layout->addItem(QString());
    // As wide as its longest choice: squeezed, a Russian one was cut mid-word.
    m_layout->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* chips = new QHBoxLayout;
    chips->addWidget(m_layout);
    chips->addWidget(m_shared);
    chips->addStretch(1);
    auto* chipsLabel = new QLabel;
    chipsLabel->setBuddy(m_layout);
    form->addRow(chipsLabel, chips);
    layout->addLayout(form);
    retranslate(this, [=, this] {
        m_from->setToolTip(tr("The smallest batch size drawn"));
        m_to->setToolTip(tr("The largest batch size drawn (the chapter's figure: 1 to 511)"));
        toLabel->setText(tr("to"));
        fromLabel->setText(tr("&B from:"));
        m_logBatch->setText(tr("log B"));
        m_logBatch->setToolTip(tr("A logarithmic batch-size axis (points spread evenly in log B)"));
        m_logFlops->setText(tr("log FLOPs/s"));
        m_logFlops->setToolTip(tr("A logarithmic FLOPs/s axis"));
        axesLabel->setText(tr("Axes:"));
        m_layout->setItemText(0, tr("One chart per chip"));
        m_layout->setItemText(1, tr("Overlaid"));
        m_layout->setToolTip(tr("Draw each chip on its own chart (each like the chapter's figure) or all on one"));
        m_shared->setText(tr("same FLOPs/s scale"));
        m_shared->setToolTip(tr("Give the charts of every chip one FLOPs/s scale, so heights compare"));
        chipsLabel->setText(tr("&Chips:"));
    });

    connect(m_from, &QSpinBox::valueChanged, this, [this](int value) {
        push([] { return tr("Set the batch range"); },
            [this, value] {
                ViewOptions options = m_document.viewOptions();
                options.batchRange.from = value;
                options.batchRange.to = std::max(options.batchRange.to, static_cast<double>(value) + 1.0);
                return options;
            });
    });
    connect(m_to, &QSpinBox::valueChanged, this, [this](int value) {
        push([] { return tr("Set the batch range"); },
            [this, value] {
                ViewOptions options = m_document.viewOptions();
                options.batchRange.to = value;
                options.batchRange.from = std::min(options.batchRange.from, static_cast<double>(value) - 1.0);
                return options;
            });
    });
    connect(m_logBatch, &QCheckBox::clicked, this, [this](bool on) {
        push([on] { return on ? tr("Log batch axis") : tr("Linear batch axis"); },
            [this, on] {
                ViewOptions options = m_document.viewOptions();
                options.sweepLogBatch = on;
                options.batchRange.logSpacing = on;
                return options;
            });
    });
    connect(m_logFlops, &QCheckBox::clicked, this, [this](bool on) {
        push([on] { return on ? tr("Log FLOPs/s axis") : tr("Linear FLOPs/s axis"); },
            [this, on] {
                ViewOptions options = m_document.viewOptions();
                options.sweepLogFlops = on;
                return options;
            });
    });
    connect(m_layout, &QComboBox::activated, this, [this](int index) {
        push([] { return tr("Change the batch-size chart's layout"); },
            [this, index] {
                ViewOptions options = m_document.viewOptions();
                options.sweepChipLayout = index == 1 ? ChipLayout::Overlay : ChipLayout::SideBySide;
                return options;
            });
    });
    connect(m_shared, &QCheckBox::clicked, this, [this](bool on) {
        push([on] { return on ? tr("One FLOPs/s scale") : tr("A FLOPs/s scale per chip"); },
            [this, on] {
                ViewOptions options = m_document.viewOptions();
                options.sweepSharedFlops = on;
                return options;
            });
    });
    connect(&m_document, &Document::viewOptionsChanged, this, &SweepsPanel::sync);
    sync();
}

void SweepsPanel::push(UndoText text, const std::function<ViewOptions()>& change)
{
    const ViewOptions options = change();
    if (options == m_document.viewOptions())
        return;
    m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options, std::move(text)));
}

void SweepsPanel::sync()
{
    const ViewOptions options = m_document.viewOptions();
    const QSignalBlocker a(m_from);
    const QSignalBlocker b(m_to);
    m_from->setValue(static_cast<int>(options.batchRange.from));
    m_to->setValue(static_cast<int>(options.batchRange.to));
    m_logBatch->setChecked(options.sweepLogBatch);
    m_logFlops->setChecked(options.sweepLogFlops);
    m_layout->setCurrentIndex(options.sweepChipLayout == ChipLayout::Overlay ? 1 : 0);
    m_shared->setChecked(options.sweepSharedFlops);
    m_shared->setEnabled(options.sweepChipLayout == ChipLayout::SideBySide);
}

} // namespace roofline::ui
