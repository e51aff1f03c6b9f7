#include "random_actions.h"
#include "support/chart_inspector.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/formats/chip_library.h"
#include "core/formats/project_json.h"
#include "core/formulas/evaluation.h"
#include "core/scene/scene.h"
#include "ui/actions/app_settings_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/compare_arrows.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/document.h"
#include "ui/i18n/language.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tables/op_table_model.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QWheelEvent>
#include <algorithm>

#include <cmath>
#include <filesystem>
#include <sstream>

namespace roofline::test {

namespace {

std::vector<QAction*> checkableActions(QMenu* menu)
{
    std::vector<QAction*> actions;
    if (!menu)
        return actions;
    for (QAction* action : menu->actions()) {
        if (!action->isSeparator() && !action->menu())
            actions.push_back(action);
    }
    return actions;
}

ui::OpListPanel* tablePanel(ui::MainWindow& window, ui::OpList list)
{
    return list == ui::OpList::Roofline ? opsPanel(window) : child<ui::OpListPanel>(window, "sweepList");
}

std::string str(double value)
{
    std::ostringstream out;
    out.precision(17);
    out << value;
    return out.str();
}

// Slider steps move markers with core's cheap path (an affine cost along B), a rebuild with the full
// one: the same number to a few ulps.
bool close(double a, double b)
{
    return a == b || std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

bool finitePoint(double key, double value)
{
    return std::isfinite(key) && std::isfinite(value);
}

// Every number QCustomPlot holds for a chart: plottables' data, items' positions, axis ranges.
std::string nonFinite(QCustomPlot* plot, const char* chart)
{
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        if (auto* graph = qobject_cast<QCPGraph*>(plottable)) {
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                if (!finitePoint(it->key, it->value))
                    return std::string(chart) + ": graph \"" + graph->name().toStdString() + "\" holds (" + str(it->key)
                        + ", " + str(it->value) + ")";
            }
        } else if (auto* curve = qobject_cast<QCPCurve*>(plottable)) {
            // The before-to-after arrows are one curve broken between arrows by a (NaN, NaN) point, QCustomPlot's
            // gap; any other number that is not finite is a fault.
            const bool gapped = qobject_cast<ui::CompareArrows*>(curve) != nullptr;
            int index = 0;
            for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it, ++index) {
                if (gapped && index % 3 == 2 && std::isnan(it->key) && std::isnan(it->value))
                    continue; // each arrow is a start, an end and a gap
                if (!finitePoint(it->key, it->value))
                    return std::string(chart) + ": curve \"" + curve->name().toStdString() + "\" holds (" + str(it->key)
                        + ", " + str(it->value) + ")";
            }
        } else if (auto* set = qobject_cast<ui::LineSet*>(plottable)) {
            for (const QLineF& line : set->lines()) {
                if (!finitePoint(line.x1(), line.y1()) || !finitePoint(line.x2(), line.y2()))
                    return std::string(chart) + ": a line set holds a line from (" + str(line.x1()) + ", "
                        + str(line.y1()) + ") to (" + str(line.x2()) + ", " + str(line.y2()) + ")";
            }
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        for (QCPItemPosition* position : plot->item(i)->positions()) {
            if (!finitePoint(position->coords().x(), position->coords().y()))
                return std::string(chart) + ": an item (" + plot->item(i)->metaObject()->className() + ") at ("
                    + str(position->coords().x()) + ", " + str(position->coords().y()) + ")";
        }
    }
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            if (!finitePoint(axis->range().lower, axis->range().upper) || !(axis->range().lower < axis->range().upper))
                return std::string(chart) + ": an axis ranges over [" + str(axis->range().lower) + ", "
                    + str(axis->range().upper) + "]";
        }
    }
    return {};
}

// What the user sees compared with what they edited: zooms, legend clicks and export settings are
// remembered with the project but are not undoable edits, so they are left out of "undo restores".
Project undoable(Project project)
{
    project.views = {};
    project.exportSettings = {};
    // A model read from a file stays known to the session after its entry is undone (so redo can
    // bring it back); like a save, undo compares only the models an entry uses.
    std::erase_if(project.customModels, [&](const ModelConfig& model) {
        return std::none_of(project.models.begin(), project.models.end(),
            [&](const ModelEntry& entry) { return equalsIgnoreCase(entry.modelId, model.id); });
    });
    return project;
}

} // namespace

std::string projectDifference(const Project& a, const Project& b)
{
    std::string out;
    const auto field = [&](const char* name, bool same) {
        if (!same)
            out += std::string(out.empty() ? "" : ", ") + name;
    };
    field("chipIds", a.chipIds == b.chipIds);
    field("chipColors", a.chipColors == b.chipColors);
    field("customChips", a.customChips == b.customChips);
    field("ops", a.ops == b.ops);
    field("sweeps", a.sweeps == b.sweeps);
    field("measured", a.measured == b.measured);
    field("measuredView", a.measuredView == b.measuredView);
    field("measuredLinks", a.measuredLinks == b.measuredLinks);
    field("empiricalRooflines", a.empiricalRooflines == b.empiricalRooflines);
    field("models", a.models == b.models);
    field("customModels", a.customModels == b.customModels);
    field("dims", a.dims == b.dims);
    field("viewOptions", a.viewOptions == b.viewOptions);
    field("views", a.views == b.views);
    field("exportSettings", a.exportSettings == b.exportSettings);
    return out.empty() ? "nothing" : out;
}

// ---------------------------------------------------------------------------------------------
// DialogDriver

DialogDriver::DialogDriver()
{
    m_timer.setInterval(2);
    connect(&m_timer, &QTimer::timeout, this, [this] { poll(); });
    m_timer.start();
}

void DialogDriver::poll()
{
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (!dialog || !dialog->isVisible() || dialog == m_last)
        return;
    m_last = dialog;
    ++m_answered;
    if (m_handler) {
        auto handler = std::move(m_handler);
        m_handler = nullptr;
        if (handler(dialog))
            return;
    }
    if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
        for (QMessageBox::StandardButton wanted : {QMessageBox::Yes, QMessageBox::Discard, QMessageBox::Ok}) {
            if (QAbstractButton* button = box->button(wanted)) {
                button->click();
                return;
            }
        }
    }
    dialog->reject();
}

// ---------------------------------------------------------------------------------------------
// The session

RandomSession::RandomSession(std::uint64_t seed, int steps)
    : m_seed(seed)
    , m_steps(steps)
    , m_random(seed)
{
    m_window = std::make_unique<ui::MainWindow>(defaultProject(), builtinChips());
    m_window->resize(1280, 720);
    m_window->show();
    m_window->flushUpdates();
    m_first = m_window->document().project();
    auto* languages = m_window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    for (QAction* action : checkableActions(languages)) {
        if (action->isChecked())
            m_language = action->data().toString();
    }
    for (QAction* action : checkableActions(appSettingsActions(*m_window)->appThemeMenu())) {
        if (action->isChecked())
            m_appTheme = action->data().toString();
    }
}

RandomSession::~RandomSession()
{
    // The app's settings (language, window theme) as they were, for the tests that follow.
    auto* languages = m_window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    for (QAction* action : checkableActions(languages)) {
        if (action->data().toString() == m_language)
            action->trigger();
    }
    for (QAction* action : checkableActions(appSettingsActions(*m_window)->appThemeMenu())) {
        if (action->data().toString() == m_appTheme)
            action->trigger();
    }
    ui::applyLanguage(QStringLiteral("en"));
    m_window.reset();
}

const Project& RandomSession::project() const
{
    return m_window->document().project();
}

const std::vector<RandomSession::Action>& RandomSession::actionTable()
{
    static const std::vector<Action> table {
        {"add op", 6, &RandomSession::addOp},
        {"add op (dialog)", 3, &RandomSession::addOpWithDialog},
        {"edit op", 5, &RandomSession::editOp},
        {"duplicate op", 4, &RandomSession::duplicateOp},
        {"delete op", 5, &RandomSession::deleteOp},
        {"move op", 4, &RandomSession::moveOp},
        {"select op", 3, &RandomSession::selectOp},
        {"show/hide chip", 6, &RandomSession::toggleChip},
        {"new custom chip", 2, &RandomSession::newCustomChip},
        {"edit chip", 2, &RandomSession::editChip},
        {"delete custom chip", 2, &RandomSession::deleteCustomChip},
        {"slider step", 8, &RandomSession::sliderStep},
        {"slider drag", 4, &RandomSession::sliderDrag},
        {"spin box", 3, &RandomSession::spinBoxValue},
        {"parameters combo/check", 4, &RandomSession::parameterCombo},
        {"view action", 5, &RandomSession::viewAction},
        {"memory level", 2, &RandomSession::levelToggle},
        {"chart theme", 2, &RandomSession::chartTheme},
        {"window theme", 1, &RandomSession::appTheme},
        {"language", 2, &RandomSession::language},
        {"chart tab", 2, &RandomSession::chartTab},
        {"dock move", 3, &RandomSession::dockMove},
        {"restore layout", 1, &RandomSession::restoreLayout},
        {"undo", 10, &RandomSession::undo},
        {"redo", 5, &RandomSession::redo},
        {"legend click", 4, &RandomSession::legendClick},
        {"zoom", 3, &RandomSession::zoom},
        {"pan", 2, &RandomSession::pan},
        {"reset view", 2, &RandomSession::resetView},
        {"import measurements", 2, &RandomSession::importMeasurements},
        {"import ERT", 1, &RandomSession::importErt},
        {"compare measurements", 1, &RandomSession::compareMeasurements},
        {"calibration", 2, &RandomSession::calibration},
        {"add model", 2, &RandomSession::addModel},
        {"remove model", 1, &RandomSession::removeModel},
        {"edit model", 2, &RandomSession::editModel},
        {"measured controls", 3, &RandomSession::measuredControls},
        {"remove measured", 1, &RandomSession::removeMeasured},
        {"clear measured", 1, &RandomSession::clearMeasured},
        {"save", 2, &RandomSession::saveProject},
        {"open", 1, &RandomSession::openProject},
        {"new project", 1, &RandomSession::newProject},
        {"export", 1, &RandomSession::exportChart},
        {"copy chart", 1, &RandomSession::copyChart},
        {"resize", 1, &RandomSession::resize},
    };
    return table;
}

int RandomSession::pick(int count)
{
    if (count <= 1)
        return 0;
    return static_cast<int>(m_random() % static_cast<std::uint64_t>(count));
}

bool RandomSession::chance(double p)
{
    return static_cast<double>(m_random() % 1000000) < p * 1e6;
}

void RandomSession::note(const std::string& what)
{
    m_log.back() += " " + what;
}

void RandomSession::settle()
{
    QCoreApplication::processEvents();
    m_window->flushUpdates();
}

std::string RandomSession::run()
{
    int total = 0;
    for (const Action& action : actionTable())
        total += action.weight;
    for (int step = 0; step < m_steps; ++step) {
        int roll = pick(total);
        const Action* chosen = &actionTable().front();
        for (const Action& action : actionTable()) {
            if (roll < action.weight) {
                chosen = &action;
                break;
            }
            roll -= action.weight;
        }
        m_log.push_back(std::to_string(step) + ": " + chosen->name);
        (this->*chosen->run)();
        m_dialogs.clear();
        settle();
        if (std::string problem = check(); !problem.empty())
            return report(problem);
    }
    if (std::string problem = checkFinish(); !problem.empty())
        return report(problem);
    return {};
}

std::string RandomSession::report(const std::string& problem) const
{
    std::string out = "seed " + std::to_string(m_seed) + ", after " + std::to_string(m_log.size()) + " actions: "
        + problem + "\nReplay: ROOFLINE_RANDOM_SEED=" + std::to_string(m_seed) + " ROOFLINE_RANDOM_STEPS="
        + std::to_string(m_log.size()) + " gui_tests --gtest_filter='RandomActions.Replay'\nActions:\n";
    for (const std::string& line : m_log)
        out += "  " + line + "\n";
    return out;
}

// ---- invariants ----

std::string RandomSession::check()
{
    if (m_log.back().ends_with("FAILED"))
        return "the action failed: " + m_log.back();
    if (!m_exported.isEmpty()) {
        const QFileInfo file(m_exported);
        m_exported.clear();
        if (!file.exists() || file.size() == 0)
            return "the export wrote nothing to " + file.filePath().toStdString();
    }
    if (m_opened) {
        m_opened = false;
        if (asInFile(m_window->document().project()) != asInFile(m_saved))
            return "save → open changed the project: " + projectDifference(m_window->document().project(), m_saved);
    }
    if (std::string problem = checkDocument(); !problem.empty())
        return problem;
    if (std::string problem = checkCharts(); !problem.empty())
        return problem;
    if (std::string problem = checkDetails(); !problem.empty())
        return problem;
    return checkSaveReopen();
}

// Every state the app reaches saves and opens as itself: written as the window's save writes it (the
// same core call its worker makes, into a scratch file, so the window's path, title and undo history stay
// as the session left them) and read back as an open reads it.
std::string RandomSession::checkSaveReopen()
{
    const Project saved = m_window->document().projectForSaving();
    const std::filesystem::path path = m_dir.filePath(QStringLiteral("every-step.roofline.json")).toStdString();
    try {
        saveProjectFile(path, saved);
        const Project back = loadProjectFile(path);
        if (asInFile(back) != asInFile(saved))
            return "save → open changed the project: " + projectDifference(asInFile(back), asInFile(saved));
    } catch (const Error& error) {
        return std::string("the project cannot be saved or opened again: ") + error.what();
    }
    return {};
}

std::string RandomSession::checkDocument()
{
    const ui::Document& document = m_window->document();
    const Project& project = document.project();
    if (document.shownChips().size() + document.missingChips().size() != project.chipIds.size())
        return "shown " + std::to_string(document.shownChips().size()) + " + missing "
            + std::to_string(document.missingChips().size()) + " chips for " + std::to_string(project.chipIds.size())
            + " ids";
    for (const ui::OpList list : {ui::OpList::Roofline, ui::OpList::Sweeps}) {
        ui::OpListPanel* panel = tablePanel(*m_window, list);
        const auto ops = document.ops(list).size();
        if (static_cast<std::size_t>(itemModel(*panel)->rowCount()) != ops)
            return std::string(list == ui::OpList::Roofline ? "ops" : "sweeps") + ": the table has "
                + std::to_string(itemModel(*panel)->rowCount()) + " rows for " + std::to_string(ops);
        if (panel->currentOp() >= static_cast<int>(ops))
            return "the current row " + std::to_string(panel->currentOp()) + " is past the " + std::to_string(ops)
                + " ops";
    }
    const QUndoStack* stack = document.undoStack();
    if (stack->index() < 0 || stack->index() > stack->count() || stack->cleanIndex() > stack->count())
        return "undo stack index " + std::to_string(stack->index()) + " of " + std::to_string(stack->count());
    for (const double value : {project.dims.b, project.dims.d, project.dims.f}) {
        if (!std::isfinite(value) || value < 1)
            return "a slider holds " + str(value);
    }
    // The chips panel's check marks say what is shown.
    ui::ChipListModel* chips = itemModel(*chipsPanel(*m_window));
    for (const Chip& chip : document.library()) {
        const QModelIndex index = chips->indexOfChip(chip.id);
        if (!index.isValid())
            return "the chips panel has no row for " + chip.id;
        const bool checked = chips->data(index, Qt::CheckStateRole).value<Qt::CheckState>() == Qt::Checked;
        if (checked != document.isShown(chip.id))
            return "the chips panel's check mark for " + chip.id + " says " + (checked ? "shown" : "hidden");
    }
    return {};
}

std::string RandomSession::checkCharts()
{
    const ui::Document& document = m_window->document();
    const Project& project = document.project();

    // Both charts on screen, or the current tab's.
    ui::ChartArea* area = chartArea(*m_window);
    const bool roofVisible = m_window->rooflineChart()->isVisible() && m_window->rooflineChart()->height() > 20;
    const bool sweepVisible = m_window->batchSizeChart()->isVisible() && m_window->batchSizeChart()->height() > 20;
    if (area->arrangement() != project.viewOptions.arrangement)
        return "the chart area's arrangement is not the project's";
    if (project.viewOptions.arrangement == ChartArrangement::SideBySide && !(roofVisible && sweepVisible))
        return std::string("side by side, a chart is not visible: roofline ") + (roofVisible ? "yes" : "no")
            + ", batch-size " + (sweepVisible ? "yes" : "no");
    if (project.viewOptions.arrangement == ChartArrangement::Tabs && roofVisible == sweepVisible)
        return std::string("as tabs, ") + (roofVisible ? "both charts are" : "neither chart is") + " visible";

    // The roofline: every op at the point core computes, every ceiling core lists.
    const std::vector<const Chip*> chips = document.shownChipPointers();
    const RooflineScene roofline = buildRooflineScene(
        chips, document.ops(ui::OpList::Roofline), document.dims(), rooflineOptions(project), document.measured());
    const ui::RooflineChart* roofChart = m_window->rooflineChart();
    if (roofChart->scene().chips.size() != roofline.chips.size())
        return "the roofline draws " + std::to_string(roofChart->scene().chips.size()) + " chips, core "
            + std::to_string(roofline.chips.size());
    const std::size_t opCount = document.ops(ui::OpList::Roofline).size();
    for (std::size_t c = 0; c < roofline.chips.size(); ++c) {
        const ChipRoofline& chip = roofline.chips[c];
        const int ci = static_cast<int>(c);
        std::vector<bool> placed(opCount, false);
        const bool chipHidden = isSeriesHidden(project.views.hidden, Series::rooflineChip(chip.chipId));
        for (const OpPoint& point : chip.points) {
            // A legend click hides a chip or an op: its markers go.
            if (chipHidden || isSeriesHidden(project.views.hidden, Series::rooflineOp(point.opIndex)))
                continue;
            placed[point.opIndex] = true;
            const std::optional<QPointF> plotted = plottedOpPoint(*roofChart, ci, static_cast<int>(point.opIndex));
            const std::string which = chip.chipId + " op " + std::to_string(point.opIndex);
            if (!plotted)
                return "the roofline has no marker for " + which;
            if (!close(plotted->x(), point.evaluation.intensity)
                || !close(plotted->y(), point.evaluation.attainableFlopsPerS))
                return "the roofline draws " + which + " at (" + str(plotted->x()) + ", " + str(plotted->y())
                    + "), core at (" + str(point.evaluation.intensity) + ", "
                    + str(point.evaluation.attainableFlopsPerS) + ")";
        }
        for (std::size_t o = 0; o < opCount; ++o) {
            if (!placed[o] && plottedOpPoint(*roofChart, ci, static_cast<int>(o)))
                return "the roofline draws " + chip.chipId + " op " + std::to_string(o)
                    + ", hidden or not placed by core";
        }
        // Matrix ceilings and the vector units' ones are drawn apart: compare each with core's of its unit.
        std::vector<double> ceilings = plottedCeilings(*roofChart, ci);
        const std::vector<double> vectorCeilings = plottedVectorCeilings(*roofChart, ci);
        ceilings.insert(ceilings.end(), vectorCeilings.begin(), vectorCeilings.end());
        // A chip hidden from the legend draws none.
        std::vector<CeilingLine> expected;
        for (const ComputeUnit unit : {ComputeUnit::Matrix, ComputeUnit::Vector}) {
            if (chipHidden)
                break;
            for (const CeilingLine& ceiling : chip.ceilings) {
                if (ceiling.unit == unit)
                    expected.push_back(ceiling);
            }
        }
        if (ceilings.size() != expected.size())
            return "the roofline draws " + std::to_string(ceilings.size()) + " ceilings for " + chip.chipId + ", core "
                + std::to_string(expected.size());
        for (std::size_t k = 0; k < ceilings.size(); ++k) {
            if (!close(ceilings[k], expected[k].flopsPerS))
                return "ceiling " + std::to_string(k) + " of " + chip.chipId + " at " + str(ceilings[k]) + ", core "
                    + str(expected[k].flopsPerS);
        }
    }

    // The batch-size chart: each curve's marker at the B slider where core puts it.
    const BatchSizeScene sweeps
        = buildBatchSizeScene(chips, document.ops(ui::OpList::Sweeps), document.dims(), sweepOptions(project));
    const ui::BatchSizeChart* batchSizeChart = m_window->batchSizeChart();
    if (batchSizeChart->scene().chips.size() != sweeps.chips.size())
        return "the batch-size chart draws " + std::to_string(batchSizeChart->scene().chips.size()) + " chips, core "
            + std::to_string(sweeps.chips.size());
    for (std::size_t c = 0; c < sweeps.chips.size(); ++c) {
        const ChipSweeps& chip = sweeps.chips[c];
        if (batchSizeChart->scene().chips[c].curves.size() != chip.curves.size())
            return "the batch-size chart draws " + std::to_string(batchSizeChart->scene().chips[c].curves.size())
                + " curves for " + chip.chipId + ", core " + std::to_string(chip.curves.size());
        for (std::size_t k = 0; k < chip.curves.size(); ++k) {
            const SweepCurve& curve = chip.curves[k];
            const std::optional<QPointF> marker
                = plottedMarker(*batchSizeChart, static_cast<int>(c), static_cast<int>(k));
            const std::string which = chip.chipId + " sweep " + std::to_string(curve.sweepIndex);
            const bool hidden = isSeriesHidden(project.views.hidden, Series::sweepChip(chip.chipId))
                || isSeriesHidden(project.views.hidden, Series::sweep(curve.sweepIndex));
            if (!marker && hidden)
                continue;
            if (!marker)
                return "the batch-size chart has no marker for " + which;
            if (!close(marker->x(), sweeps.currentBatch) || !close(marker->y(), curve.flopsAtCurrentBatch))
                return "the batch-size chart's marker for " + which + " is at (" + str(marker->x()) + ", "
                    + str(marker->y()) + "), core at (" + str(sweeps.currentBatch) + ", "
                    + str(curve.flopsAtCurrentBatch) + ")";
        }
    }

    for (const auto& [plot, name] : {std::pair<QCustomPlot*, const char*> {roofChart->plot(), "roofline"},
             std::pair<QCustomPlot*, const char*> {batchSizeChart->plot(), "batch-size chart"}}) {
        if (std::string problem = nonFinite(plot, name); !problem.empty())
            return problem;
    }
    return {};
}

std::string RandomSession::checkDetails()
{
    const ui::Document& document = m_window->document();
    ui::DetailsPanel* details = detailsPanel(*m_window);
    const int ops = static_cast<int>(document.ops(ui::OpList::Roofline).size());
    if (details->op() >= ops)
        return "Details shows op " + std::to_string(details->op()) + " of " + std::to_string(ops);
    QTableWidget* table = details->table();
    if (details->op() < 0)
        return table->columnCount() == 0 ? std::string() : "Details shows columns for no op";
    const auto& chips = document.shownChips();
    if (static_cast<std::size_t>(table->columnCount()) != chips.size())
        return "Details has " + std::to_string(table->columnCount()) + " columns for " + std::to_string(chips.size())
            + " chips";
    QStringList headers;
    QStringList names;
    for (int c = 0; c < table->columnCount(); ++c)
        headers.append(table->horizontalHeaderItem(c) ? table->horizontalHeaderItem(c)->text() : QString());
    for (const Chip& chip : chips)
        names.append(QString::fromStdString(chip.name));
    headers.sort();
    names.sort();
    if (headers != names)
        return "Details' columns are " + headers.join(QStringLiteral(", ")).toStdString() + ", the chips shown "
            + names.join(QStringLiteral(", ")).toStdString();
    return {};
}

std::string RandomSession::checkFinish()
{
    ui::Document& document = m_window->document();
    QUndoStack* stack = document.undoStack();
    // From where the session ended: redo all to the top, undo all to the first project, redo all to
    // the top again, and undo back to where the session ended.
    const Project ended = document.project();
    const int endedAt = stack->index();
    const auto walk = [&](bool forward, const char* what) -> std::string {
        m_log.push_back(std::string("end: ") + what + " (from " + std::to_string(stack->index()) + ")");
        while (forward ? stack->canRedo() : stack->canUndo()) {
            forward ? stack->redo() : stack->undo();
            settle();
            if (std::string problem = check(); !problem.empty())
                return std::string(what) + ", at " + std::to_string(stack->index()) + ": " + problem;
        }
        return {};
    };
    if (std::string problem = walk(true, "redo all"); !problem.empty())
        return problem;
    const Project top = document.project();
    if (std::string problem = walk(false, "undo all"); !problem.empty())
        return problem;
    if (undoable(document.project()) != undoable(m_first))
        return "undo all did not give the first project back: "
            + projectDifference(undoable(document.project()), undoable(m_first));
    if (std::string problem = walk(true, "redo all"); !problem.empty())
        return problem;
    if (undoable(document.project()) != undoable(top))
        return "redo all did not give the last project back: "
            + projectDifference(undoable(document.project()), undoable(top));
    while (stack->index() > endedAt)
        stack->undo();
    settle();
    if (undoable(document.project()) != undoable(ended))
        return "undoing to where the session ended did not give its project back: "
            + projectDifference(undoable(document.project()), undoable(ended));
    m_log.push_back("end: save, open");
    const QString path = m_dir.filePath(QStringLiteral("final.roofline.json"));
    const Project saved = document.projectForSaving();
    if (!m_window->fileActions()->saveFile(path, true))
        return "the last save failed";
    if (!m_window->fileActions()->openFile(path, true))
        return "the last project did not open";
    if (asInFile(document.project()) != asInFile(saved))
        return "save → open changed the project: " + projectDifference(document.project(), saved);
    settle();
    return check();
}

} // namespace roofline::test
