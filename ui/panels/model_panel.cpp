#include "ui/panels/model_panel.h"

#include "core/base/error.h"
#include "core/files/atomic_file.h"
#include "core/formulas/collective.h"
#include "core/model/model_batch.h"
#include "core/model/model_pareto.h"
#include "core/scene/model_scene.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/commands/add_model_command.h"
#include "ui/commands/edit_model_command.h"
#include "ui/commands/remove_model_command.h"
#include "ui/dialogs/add_model_dialog.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/model_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/panels/model_step_view.h"
#include "ui/panels/split_or_tabs.h"

#include <algorithm>
#include <array>
#include <optional>

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

// The pages area's height from which the step and both charts show at once: each chart then gets
// about 280 px, its legend below included. Shorter, they take turns in tabs.
constexpr int kHeightForAllPages = 560;
constexpr int kControlsColumnChars = 22; // a chip's tp, links and ring, and what its all-reduces use

enum PhaseChoice { kDecode = 0, kPrefill = 1, kBoth = 2 };

int choiceOf(const ModelEntry& entry)
{
    if (entry.bothPhases)
        return kBoth;
    return entry.phase == StepPhase::Prefill ? kPrefill : kDecode;
}

QString phaseWord(StepPhase phase)
{
    return phase == StepPhase::Prefill ? ModelPanel::tr("prefill") : ModelPanel::tr("decode");
}

} // namespace

ModelPanel::ModelPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_theme(ChartTheme::light())
    , m_addModel(new QAction(this))
    , m_modelBox(new QComboBox)
    , m_add(new QAction(this))
    , m_remove(new QAction(this))
    , m_export(new QAction(this))
    , m_exportChart(new QAction(this))
    , m_phase(new QButtonGroup(this))
    , m_empty(new QLabel)
    , m_summary(new QLabel)
    , m_sections(new QWidget)
    , m_grid(new QGridLayout(m_sections))
    , m_batch(new ModelBatchChart)
    , m_pareto(new ModelParetoChart)
    , m_update(this, [this] {
        if (isVisible()) // a closed panel catches up when shown (showEvent)
            apply();
    })
{
    setObjectName(QStringLiteral("modelPanel"));
    m_modelBox->setObjectName(QStringLiteral("modelBox"));
    m_phase->setObjectName(QStringLiteral("phaseButtons"));
    // Narrow enough to share the bottom dock area with Details without widening the window.
    m_modelBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modelBox->setMinimumContentsLength(6);
    m_remove->setObjectName(QStringLiteral("removeModelButton"));
    m_export->setObjectName(QStringLiteral("exportModelCsvButton"));
    m_exportChart->setObjectName(QStringLiteral("exportParetoChartButton"));
    m_addModel->setObjectName(QStringLiteral("addModelAction"));
    m_addModel->setIcon(QIcon::fromTheme(QStringLiteral("list-add")));
    m_add->setIcon(m_addModel->icon());
    connect(m_add, &QAction::triggered, m_addModel, &QAction::trigger);
    connect(m_addModel, &QAction::triggered, this, [this] {
        AddModelDialog dialog(m_document.modelLibrary(), m_document.shownChips(), this);
        if (dialog.exec() != QDialog::Accepted || !dialog.selectedModel())
            return;
        const int index = static_cast<int>(m_document.models().size());
        m_document.undoStack()->push(new AddModelCommand(m_document, index, dialog.entry(), dialog.ownModel()));
        setCurrentModel(index);
    });
    connect(m_remove, &QAction::triggered, this, [this] {
        if (m_current >= 0)
            m_document.undoStack()->push(new RemoveModelCommand(m_document, m_current));
    });
    connect(m_export, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the models' steps"), QStringLiteral("models.csv"), tr("CSV (*.csv)"));
        if (!path.isEmpty())
            exportCsv(path);
    });
    connect(m_exportChart, &QAction::triggered, this, &ModelPanel::exportChartRequested);
    connect(m_modelBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_filling)
            return;
        m_current = index;
        schedule(true);
    });

    auto* decode = new QRadioButton;
    auto* prefill = new QRadioButton;
    auto* both = new QRadioButton;
    decode->setObjectName(QStringLiteral("decodeButton"));
    prefill->setObjectName(QStringLiteral("prefillButton"));
    both->setObjectName(QStringLiteral("bothPhasesButton"));
    m_phase->addButton(decode, kDecode);
    m_phase->addButton(prefill, kPrefill);
    m_phase->addButton(both, kBoth);
    connect(m_phase, &QButtonGroup::idClicked, this, &ModelPanel::setPhase);

    auto* top = new QHBoxLayout;
    top->addWidget(m_modelBox, 1);
    // The buttons in a tool bar: in a narrow dock the last ones go under its » rather than widening the panel
    // (their row made the window 1049 px wide at least, more than a 1024-pixel screen). Actions, not push buttons:
    // the » opens a menu, which can hold an action but not a widget (Qt disables a » hiding only widgets).
    auto* buttons = new QToolBar;
    buttons->setObjectName(QStringLiteral("modelButtons"));
    buttons->setIconSize(QSize(16, 16));
    buttons->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* button : {m_add, m_remove, m_export, m_exportChart})
        buttons->addAction(button);
    top->addWidget(buttons);
    auto* phases = new QHBoxLayout;
    for (QRadioButton* button : {decode, prefill, both})
        phases->addWidget(button);
    // What the model card leads with and what its attention and weights are (docs/model.md §13), beside the phases
    // so that the step and its charts keep their height in a small window; cut where the dock is narrow, whole in
    // its tooltip.
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    m_summary->setMinimumWidth(1);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    phases->addSpacing(12);
    phases->addWidget(m_summary, 1);

    // One line: a wrapped text would ask the dock for the height of its narrowest wrap.
    m_empty->setObjectName(QStringLiteral("modelPanelEmpty"));
    m_empty->setMinimumWidth(1);
    auto* scroll = m_scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_sections);
    scroll->viewport()->installEventFilter(this); // its width decides where each phase's step goes
    m_grid->setContentsMargins(2, 2, 2, 2);
    // Small minimums: the bottom dock area must not make the window taller (1280×720 stays 1280×720).
    scroll->setMinimumHeight(40);
    m_batch->setMinimumHeight(40);
    m_pareto->setMinimumHeight(40);
    // The step and the two charts of the whole step (tokens/s against B, latency against throughput):
    // together when the panel is tall enough for each to read, else one at a time in tabs.
    m_pages = new SplitOrTabs({scroll, m_batch, m_pareto});
    m_pages->setObjectName(QStringLiteral("modelPages"));
    m_pages->setHeightForAll(kHeightForAllPages);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(phases);
    layout->addWidget(m_empty);
    layout->addWidget(m_pages, 1);

    connect(&document, &Document::modelsChanged, this, [this] { schedule(true); });
    connect(&document, &Document::chipsChanged, this, [this] { schedule(true); });
    connect(&document, &Document::libraryChanged, this, [this] { schedule(true); });
    connect(&document, &Document::calibrationsChanged, this, [this] { schedule(false); });
    connect(&document, &Document::projectReset, this, [this] {
        m_current = m_document.models().empty() ? -1 : 0;
        schedule(true);
    });
    connect(&document, &Document::dimsChanged, this, [this](Dim dim) {
        if (dim == Dim::B || dim == Dim::S)
            schedule(false);
    });
    connect(&document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.sweep)
            schedule(false); // the batch range
    });
    retranslate(this, [=, this] {
        m_addModel->setText(tr("Add &Model…"));
        m_addModel->setToolTip(tr("Put a transformer's layer ops on the roofline and its step in the Model panel"));
        m_add->setText(tr("Add…"));
        m_add->setToolTip(m_addModel->toolTip());
        m_remove->setText(tr("Remove"));
        m_remove->setToolTip(tr("Take the model out of the project"));
        m_export->setText(tr("CSV…"));
        m_export->setToolTip(tr("Every model's ops and step totals on every chip shown, as CSV"));
        m_exportChart->setText(tr("Chart…"));
        m_exportChart->setToolTip(tr("Export latency against throughput as PNG, SVG, PDF or CSV"));
        m_modelBox->setToolTip(tr("The model the panel shows"));
        decode->setText(tr("Decode"));
        prefill->setText(tr("Prefill"));
        both->setText(tr("Side by side"));
        both->setToolTip(tr("Prefill and decode side by side"));
        m_pages->setTitles({tr("Step"), tr("Tokens/s against B"), tr("Latency against throughput")});
        m_empty->setText(tr("No model yet: Add Model… puts one here."));
        m_empty->setToolTip(tr("Add Model… puts a transformer's layer ops on the roofline and its step time, "
                               "tokens/s and memory here."));
        setWords();
    });
    m_current = document.models().empty() ? -1 : 0;
    schedule(true);
}

void ModelPanel::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    m_batch->setTheme(theme);
    m_pareto->setTheme(theme);
    for (ModelStepView* view : m_views)
        view->setTheme(theme);
    m_shape.clear(); // the chips' names in their colours
    schedule(true);
}

QSize ModelPanel::sizeHint() const
{
    return {420, 200};
}

int ModelPanel::currentModel() const
{
    return m_current;
}

void ModelPanel::setCurrentModel(int model)
{
    m_current = model;
    schedule(true);
}

void ModelPanel::schedule(bool rebuild)
{
    (rebuild ? m_rebuildPending : m_refreshPending) = true;
    // Many changes before the event loop turns (a slider drag) make one update.
    m_update.request();
}

bool ModelPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrangeViews();
    return QWidget::eventFilter(watched, event);
}

void ModelPanel::arrangeViews()
{
    if (m_sides.empty())
        return;
    const auto phases = m_views.size() / m_sides.size();
    // A chip's controls beside its steps, and its phases side by side, when each step still gets the room its
    // bars and names need; else the controls in a row above and the steps one under the other, each the panel's
    // width: four steps of two chips in the bottom row's 40 % of a 1280-pixel window were strips of 90 px.
    int viewWidth = 0;
    for (const ModelStepView* view : m_views)
        viewWidth = std::max(viewWidth, view->minimumSizeHint().width());
    const int column = fontMetrics().averageCharWidth() * kControlsColumnChars;
    const int spacing = std::max(0, m_grid->horizontalSpacing());
    const QMargins margins = m_grid->contentsMargins();
    const int needed = column + static_cast<int>(phases) * (viewWidth + spacing) + margins.left() + margins.right();
    const bool beside = m_scroll->viewport()->width() >= needed;
    if (beside == m_phasesTogether && m_arranged)
        return;
    m_phasesTogether = beside;
    m_arranged = true;
    const int rowsPerChip = beside ? 1 : 1 + static_cast<int>(phases);
    for (std::size_t c = 0; c < m_sides.size(); ++c) {
        const int row = static_cast<int>(c) * rowsPerChip;
        QWidget* side = m_sides[c];
        m_grid->removeWidget(side);
        // The controls one under the other in a narrow column beside the steps (wrapping their words), or two
        // by two above them.
        auto* controls = static_cast<QGridLayout*>(side->layout());
        std::vector<QWidget*> parts {m_chipNames[c], m_tpBoxes[c]};
        if (m_epBoxes[c])
            parts.push_back(m_epBoxes[c]);
        parts.insert(parts.end(), {m_linksBoxes[c], m_ringBoxes[c]});
        for (std::size_t i = 0; i < parts.size(); ++i) {
            controls->removeWidget(parts[i]);
            const int at = static_cast<int>(i);
            if (beside)
                controls->addWidget(parts[i], at, 0);
            else
                controls->addWidget(parts[i], at / 2, at % 2);
        }
        // What the collectives use, under the controls, as wide as they are.
        const int wordsRow = beside ? static_cast<int>(parts.size()) : static_cast<int>(parts.size() + 1) / 2;
        controls->removeWidget(m_collectiveLabels[c]);
        controls->addWidget(m_collectiveLabels[c], wordsRow, 0, 1, beside ? 1 : 2);
        for (int r = 0; r < controls->rowCount(); ++r)
            controls->setRowStretch(r, 0);
        controls->setRowStretch(wordsRow + 1, beside ? 1 : 0);
        controls->setColumnStretch(1, beside ? 0 : 1);
        side->setMaximumWidth(beside ? column : QWIDGETSIZE_MAX);
        m_grid->addWidget(side, row, 0);
        for (std::size_t p = 0; p < phases; ++p) {
            QWidget* view = m_views[c * phases + p];
            m_grid->removeWidget(view);
            const int at = static_cast<int>(p);
            m_grid->addWidget(view, beside ? row : row + 1 + at, beside ? 1 + at : 0);
        }
    }
    m_grid->setColumnStretch(0, beside ? 0 : 1);
    for (int p = 1; p <= static_cast<int>(phases); ++p)
        m_grid->setColumnStretch(p, beside ? 1 : 0);
}

void ModelPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    apply(); // what changed while the panel was closed or behind a tab
}

void ModelPanel::updateNow()
{
    apply();
    m_batch->updateNow();
    m_pareto->updateNow();
}

std::string ModelPanel::shapeKey() const
{
    // What the sections are made for: the models in the box, the one shown and its phases, the chips and their
    // colours (the chips' names are drawn in them).
    std::string key;
    for (std::size_t m = 0; m < m_document.models().size(); ++m) {
        const ModelConfig* model = m_document.entryModel(m);
        key += (model ? model->name : m_document.models()[m].modelId) + '\n';
    }
    key += '#' + std::to_string(m_current) + '#';
    if (m_current >= 0 && m_current < static_cast<int>(m_document.models().size())) {
        const auto current = static_cast<std::size_t>(m_current);
        key += m_document.models()[current].bothPhases ? "both" : "one";
        // A mixture of experts has an ep control per chip, a dense model none.
        const ModelConfig* model = m_document.entryModel(current);
        key += model && isMixtureOfExperts(*model) ? "+ep" : "";
    }
    for (const Chip& chip : m_document.shownChips()) {
        const Rgb color = m_document.chipColor(chip.id);
        key += '|' + chip.id + ':' + std::to_string(color.r) + ',' + std::to_string(color.g) + ','
            + std::to_string(color.b);
    }
    return key;
}

void ModelPanel::clampCurrent()
{
    const int count = static_cast<int>(m_document.models().size());
    if (m_current >= count)
        m_current = count - 1;
    if (m_current < 0 && count > 0)
        m_current = 0;
}

void ModelPanel::apply()
{
    clampCurrent();
    if (m_rebuildPending) {
        m_rebuildPending = false;
        m_refreshPending = true;
        // An edit that leaves the sections as they are (a tp, a phase of the same kind) only refreshes:
        // the spin box being turned must stay under the user's hand.
        const std::string key = shapeKey();
        if (key != m_shape) {
            m_shape = key;
            rebuildSections();
        } else if (m_current >= 0) {
            m_filling = true;
            m_phase->button(choiceOf(m_document.models()[static_cast<std::size_t>(m_current)]))->setChecked(true);
            m_filling = false;
        }
    }
    if (m_refreshPending) {
        m_refreshPending = false;
        refresh();
    }
}

void ModelPanel::fillModelBox()
{
    m_filling = true;
    m_modelBox->clear();
    for (std::size_t m = 0; m < m_document.models().size(); ++m) {
        const ModelConfig* model = m_document.entryModel(m);
        const std::string& id = m_document.models()[m].modelId;
        m_modelBox->addItem(
            model ? QString::fromStdString(model->name) : tr("%1 (not found)").arg(QString::fromStdString(id)));
    }
    clampCurrent();
    m_modelBox->setCurrentIndex(m_current);
    m_filling = false;
}

void ModelPanel::rebuildSections()
{
    fillModelBox();
    for (QWidget* widget : m_sections->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        delete widget;
    m_chipNames.clear();
    m_tpBoxes.clear();
    m_epBoxes.clear();
    m_linksBoxes.clear();
    m_ringBoxes.clear();
    m_collectiveLabels.clear();
    m_views.clear();
    m_sides.clear();
    m_arranged = false;
    const bool any = m_current >= 0;
    m_empty->setVisible(!any);
    m_summary->setVisible(any);
    m_summary->clear();
    m_remove->setEnabled(any);
    m_export->setEnabled(any);
    m_exportChart->setEnabled(any);
    for (QAbstractButton* button : m_phase->buttons())
        button->setEnabled(any);
    m_pages->setVisible(any);
    if (!any)
        return;
    const ModelEntry& entry = m_document.models()[static_cast<std::size_t>(m_current)];
    if (const ModelConfig* model = m_document.entryModel(static_cast<std::size_t>(m_current))) {
        const QString text = modelParamsText(*model) + QStringLiteral(" · ") + modelShapeText(*model, entry);
        m_summary->setText(text);
        // The line may be cut in a narrow dock: the tooltip has it whole, and how the parameters are counted.
        m_summary->setToolTip(text + QStringLiteral("\n\n") + modelParamsRuleText());
    }
    m_filling = true;
    m_phase->button(choiceOf(entry))->setChecked(true);
    m_filling = false;
    const std::vector<Chip>& chips = m_document.shownChips();
    const std::vector<StepPhase> phases = shownPhases(entry);
    const ModelConfig* shown = m_document.entryModel(static_cast<std::size_t>(m_current));
    const ModelConfig* experts = shown && isMixtureOfExperts(*shown) ? shown : nullptr;
    for (std::size_t c = 0; c < chips.size(); ++c) {
        const int row = static_cast<int>(c);
        auto* name = new QLabel(QString::fromStdString(chips[c].name));
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        QPalette colored = name->palette();
        // The project's colour for the chip, as every chart draws it.
        colored.setColor(QPalette::WindowText, m_theme.textColor(toQColor(m_document.chipColor(chips[c].id))));
        name->setPalette(colored);
        auto* tp = new QSpinBox;
        // Each chip's widgets are named by its place among the shown chips: "tpBox0", "linksBox0"…
        tp->setObjectName(QStringLiteral("tpBox%1").arg(row));
        tp->setRange(1, 4096);
        tp->setValue(static_cast<int>(tensorParallelOn(entry, chips[c].id)));
        tp->setPrefix(QStringLiteral("tp "));
        tp->setToolTip(tr("Tensor parallelism on %1: the chips a layer is split over").arg(name->text()));
        // Each spin box its own undo session, one number for all of them: a box's steps merge into one undo
        // step, and never with another box's.
        const int session = ++m_sessions;
        connect(tp, &QSpinBox::valueChanged, this,
            [this, row, session](int value) { setParallelism(row, value, session, false); });
        // docs/model.md §14: a mixture of experts' routed experts split over ep chips, E/ep on each.
        QSpinBox* ep = nullptr;
        if (experts) {
            ep = new QSpinBox;
            ep->setObjectName(QStringLiteral("epBox%1").arg(row));
            ep->setRange(1, static_cast<int>(std::min(experts->nExperts, 4096.0)));
            ep->setValue(static_cast<int>(expertParallelOn(entry, chips[c].id)));
            ep->setPrefix(QStringLiteral("ep "));
            ep->setToolTip(tr("Expert parallelism on %1: the chips the routed experts are split over, E/ep on each; "
                              "attention runs data-parallel, with tp 1")
                               .arg(name->text()));
            const int epSession = ++m_sessions;
            connect(ep, &QSpinBox::valueChanged, this,
                [this, row, epSession](int value) { setParallelism(row, value, epSession, true); });
        }
        // docs/model.md §12: the all-reduces' links and ring direction on this chip, beside its tp.
        auto* links = new QSpinBox;
        links->setObjectName(QStringLiteral("linksBox%1").arg(row));
        links->setPrefix(tr("links "));
        links->setSpecialValueText(tr("every link"));
        links->setToolTip(tr("How many of %1's links each all-reduce uses at once").arg(name->text()));
        auto* ring = new QComboBox;
        ring->setObjectName(QStringLiteral("ringBox%1").arg(row));
        ring->addItem(tr("both ways"), QStringLiteral("bi"));
        ring->addItem(tr("one way"), QStringLiteral("uni"));
        ring->setToolTip(tr("The all-reduces' ring: both ways at once (as serving runs) or one way (the chapter's "
                            "case)"));
        auto* uses = new QLabel;
        uses->setObjectName(QStringLiteral("collectivesLabel%1").arg(row));
        uses->setWordWrap(true);
        const int linksSession = ++m_sessions;
        connect(links, &QSpinBox::valueChanged, this, [this, row, ring, linksSession](int value) {
            setCollectives(row, value, ring->currentData().toString().toStdString(), linksSession);
        });
        connect(ring, &QComboBox::currentIndexChanged, this, [this, row, links, ring] {
            setCollectives(row, links->value(), ring->currentData().toString().toStdString(), 0);
        });
        auto* sideWidget = new QWidget;
        auto* side = new QGridLayout(sideWidget); // arrangeViews() fills it, beside the chip's steps or above them
        side->setContentsMargins(0, 0, 0, 0);
        m_sides.push_back(sideWidget);
        m_chipNames.push_back(name);
        m_tpBoxes.push_back(tp);
        m_epBoxes.push_back(ep);
        m_linksBoxes.push_back(links);
        m_ringBoxes.push_back(ring);
        m_collectiveLabels.push_back(uses);
        fillCollectives(c, entry, chips[c]);
        for (std::size_t p = 0; p < phases.size(); ++p) {
            auto* view = new ModelStepView;
            // Named by its place: chip by chip, phase by phase.
            view->setObjectName(QStringLiteral("modelStepView%1").arg(m_views.size()));
            view->setTheme(m_theme);
            m_views.push_back(view);
        }
    }
    arrangeViews();
}

const ModelBatchCurve& ModelPanel::curveFor(
    std::size_t slot, const ModelConfig& model, const Chip& chip, StepConfig config, const std::vector<double>& batch)
{
    config.b = 1.0; // the curve is over every B: the slider's is not part of what it depends on
    if (slot >= m_curveCache.size())
        m_curveCache.resize(slot + 1);
    CachedCurve& cached = m_curveCache[slot];
    if (cached.config != config || cached.model != model || cached.chip != chip || cached.batch != batch) {
        cached.curve = modelBatchCurve(model, chip, config, batch);
        cached.model = model;
        cached.chip = chip;
        cached.config = config;
        cached.batch = batch;
    }
    return cached.curve;
}

void ModelPanel::refresh()
{
    if (m_current < 0 || m_current >= static_cast<int>(m_document.models().size()))
        return;
    const auto index = static_cast<std::size_t>(m_current);
    const ModelEntry& entry = m_document.models()[index];
    const ModelConfig* model = m_document.entryModel(index);
    const Project& project = m_document.project();
    const std::vector<Chip>& chips = m_document.shownChips();
    const std::vector<StepPhase> phases = shownPhases(entry);
    std::vector<double> batch;
    try {
        batch = batchPoints(project.viewOptions.batchRange);
    } catch (const Error&) {
        batch.clear();
    }
    std::vector<ModelBatchChart::Curve> curves;
    std::size_t view = 0;
    for (std::size_t c = 0; c < chips.size(); ++c) {
        m_filling = true;
        if (c < m_tpBoxes.size())
            m_tpBoxes[c]->setValue(static_cast<int>(tensorParallelOn(entry, chips[c].id)));
        if (c < m_epBoxes.size() && m_epBoxes[c])
            m_epBoxes[c]->setValue(static_cast<int>(expertParallelOn(entry, chips[c].id)));
        m_filling = false;
        if (c < m_linksBoxes.size())
            fillCollectives(c, entry, chips[c]);
        for (const StepPhase phase : phases) {
            const ModelStep step = modelStepOn(
                entry, index, phase, chips[c], project.dims, project.customModels, m_document.modelLibrary());
            Crossover bound;
            if (step.runs() && model) {
                const ModelBatchCurve& curve = curveFor(curves.size(), *model, chips[c], step.config, batch);
                bound = curve.computeBound;
                ModelBatchChart::Curve drawn;
                drawn.name = tr("%1 · %2").arg(QString::fromStdString(chips[c].name), phaseWord(phase));
                drawn.color = toQColor(m_document.chipColor(chips[c].id));
                drawn.style = phase == StepPhase::Decode ? Qt::SolidLine : Qt::DashLine;
                drawn.batch = curve.batch;
                drawn.tokensPerS = curve.tokensPerS;
                if (bound.kind == Crossover::Kind::At && !batch.empty() && bound.value >= batch.front()
                    && bound.value <= batch.back() && curve.computeBoundTokensPerS) {
                    drawn.computeBoundBatch = bound.value;
                    drawn.computeBoundTokensPerS = *curve.computeBoundTokensPerS;
                }
                drawn.currentBatch = step.config.b;
                drawn.currentTokensPerS = step.result.tokensPerS;
                drawn.largestFittingBatch = curve.maxBatchThatFits;
                curves.push_back(std::move(drawn));
            }
            if (view < m_views.size())
                m_views[view]->setStep(step, bound, calibrationOf(project, chips[c].id));
            ++view;
        }
    }
    m_batch->setCurves(std::move(curves));
    m_pareto->setScene(m_paretoFeed.sceneOf(m_document, index));
    arrangeViews(); // the steps' rows decide the room each needs
}

void ModelPanel::setPhase(int choice)
{
    if (m_filling || m_current < 0)
        return;
    ModelEntry entry = m_document.models()[static_cast<std::size_t>(m_current)];
    entry.bothPhases = choice == kBoth;
    if (choice != kBoth)
        entry.phase = choice == kPrefill ? StepPhase::Prefill : StepPhase::Decode;
    const QString name = m_modelBox->currentText();
    m_document.undoStack()->push(new EditModelCommand(m_document, m_current, entry, [name, choice] {
        return choice == kBoth ? ModelPanel::tr("Show %1 in prefill and decode").arg(name)
                               : ModelPanel::tr("Show %1 in %2")
                                     .arg(name, phaseWord(choice == kPrefill ? StepPhase::Prefill : StepPhase::Decode));
    }));
}

void ModelPanel::setWords()
{
    if (m_current >= 0)
        fillModelBox();
    schedule(false);
}

std::string ModelPanel::csv() const
{
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    RooflineScene scene = buildRooflineScene(chips, {}, m_document.dims(), RooflineOptions {});
    placeModelSteps(scene, chips, m_document.project(), m_document.modelLibrary());
    return modelStepsToCsv(scene);
}

bool ModelPanel::exportCsv(const QString& path)
{
    try {
        writeFileAtomically(path.toStdString(), csv());
        Q_EMIT message(tr("Wrote %1").arg(path));
        return true;
    } catch (const Error& error) {
        Q_EMIT message(errorText(error));
        return false;
    }
}

} // namespace roofline::ui
