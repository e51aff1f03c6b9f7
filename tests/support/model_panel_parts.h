#pragma once

// The Model panel's widgets as the tests reach them: by the object names the panel gives them, each
// chip's by its place among the shown chips ("tpBox0"), each step view by its place ("modelStepView0",
// chip by chip, phase by phase).

#include "core/formats/model_library.h"
#include "support/find_child.h"
#include "ui/charts/serving/model_breakdown_chart.h"
#include "ui/commands/add_model_command.h"
#include "ui/document.h"
#include "ui/main_window.h"
#include "ui/panels/model_memory_bar.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/model_step_view.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>

#include <vector>

namespace roofline::test {

// A chip's widgets; nullptr when the chip is not shown.
inline QSpinBox* tpBox(const ui::ModelPanel& panel, int chip)
{
    return panel.findChild<QSpinBox*>(QStringLiteral("tpBox%1").arg(chip));
}
// Only a mixture of experts has one (docs/model.md §14).
inline QSpinBox* epBox(const ui::ModelPanel& panel, int chip)
{
    return panel.findChild<QSpinBox*>(QStringLiteral("epBox%1").arg(chip));
}
inline QSpinBox* linksBox(const ui::ModelPanel& panel, int chip) // 0 ("every link") or a number of links
{
    return panel.findChild<QSpinBox*>(QStringLiteral("linksBox%1").arg(chip));
}
inline QComboBox* ringBox(const ui::ModelPanel& panel, int chip) // "bi" or "uni" as item data
{
    return panel.findChild<QComboBox*>(QStringLiteral("ringBox%1").arg(chip));
}
inline QLabel* collectivesLabel(const ui::ModelPanel& panel, int chip) // what the chip's all-reduces use
{
    return panel.findChild<QLabel*>(QStringLiteral("collectivesLabel%1").arg(chip));
}

// The step views, chip by chip, phase by phase.
inline std::vector<ui::ModelStepView*> stepViews(const ui::ModelPanel& panel)
{
    std::vector<ui::ModelStepView*> views;
    while (auto* view = panel.findChild<ui::ModelStepView*>(QStringLiteral("modelStepView%1").arg(views.size())))
        views.push_back(view);
    return views;
}

// A step view's breakdown chart and memory bar.
inline ui::ModelBreakdownChart* stepChart(const ui::ModelStepView& view)
{
    return child<ui::ModelBreakdownChart>(view, "modelStepChart");
}
inline ui::ModelMemoryBar* memoryBar(const ui::ModelStepView& view)
{
    return child<ui::ModelMemoryBar>(view, "modelStepMemory");
}

// A model of the library, by id.
inline const ModelConfig& libraryModel(std::string_view id)
{
    return *findModel(builtinModels(), id);
}

// A model at tp on every shown chip, in one phase.
inline ModelEntry entryOnEveryChip(const std::string& id, const ui::Document& document, double tp, StepPhase phase)
{
    ModelEntry entry;
    entry.modelId = id;
    entry.phase = phase;
    for (const Chip& chip : document.shownChips())
        setTensorParallel(entry, chip.id, tp);
    return entry;
}

// Adds it to the window's project as one undo step, and draws.
inline void addModel(ui::MainWindow& window, const std::string& id, double tp = 8, StepPhase phase = StepPhase::Decode)
{
    ui::Document& document = window.document();
    document.undoStack()->push(new ui::AddModelCommand(
        document, static_cast<int>(document.models().size()), entryOnEveryChip(id, document, tp, phase)));
    window.flushUpdates();
}

} // namespace roofline::test
