// The Model panel's layout of each chip (ui/panels/model_panel_layouts.cpp): tp and ep per chip, each spin one
// undo step, saved with the project, and the links and ring each chip's collectives use, said in words.
#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/model/model_batch.h"
#include "core/scene/model_scene.h"
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/model_panel_parts.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_breakdown_chart.h"
#include "ui/commands/add_model_command.h"
#include "ui/commands/edit_model_command.h"
#include "ui/commands/remove_model_command.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/commands/set_dim_command.h"
#include "ui/dialogs/add_model_dialog.h"
#include "ui/i18n/language.h"
#include "ui/i18n/op_text.h"
#include "ui/panels/model_memory_bar.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/model_step_view.h"
#include "ui/panels/split_or_tabs.h"
#include <QAbstractButton>
#include <QButtonGroup>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>

namespace roofline::test {
namespace {

TEST(ModelPanel, TensorParallelismIsPerChipAndASpinIsOneUndoStep)
{
    auto window = openWindow();
    addModel(*window, "qwen2.5-72b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    QSpinBox* h100 = tpBox(panel, 1);
    ASSERT_TRUE(h100);
    const int before = window->document().undoStack()->count();
    h100->setValue(2);
    h100->setValue(4);
    h100->setValue(8);
    window->flushUpdates();
    EXPECT_EQ(window->document().undoStack()->count(), before + 1);
    // The step is named by where the spin ended, not where it began.
    EXPECT_EQ(window->document().undoStack()->undoText().toStdString(), "Set tp of Qwen2.5 72B on H100 SXM = 8");
    EXPECT_EQ(tensorParallelOn(window->document().models()[0], "h100-sxm"), 8.0);
    EXPECT_EQ(tensorParallelOn(window->document().models()[0], "tpu-v5e"), 1.0);
    EXPECT_EQ(window->rooflineChart()->scene().chips[1].models[0].tp, 8.0);
    // The spin box stays the one under the user's hand: an edit refreshes the panel, it does not rebuild it.
    ASSERT_EQ(tpBox(panel, 1), h100);
    // tp = 3 does not divide 64 heads: the step says so instead of drawing.
    h100->setValue(3);
    window->flushUpdates();
    EXPECT_FALSE(stepViews(panel)[1]->problem().isEmpty());
    EXPECT_TRUE(stepViews(panel)[1]->problem().contains(QStringLiteral("tp=3")))
        << stepViews(panel)[1]->problem().toStdString();
    EXPECT_TRUE(plottedModelPoints(*window->rooflineChart(), 1, 0).empty());
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_EQ(tensorParallelOn(window->document().models()[0], "h100-sxm"), 1.0);
    EXPECT_EQ(tpBox(panel, 1)->value(), 1);
}

TEST(ModelPanel, AMixtureOfExpertsHasAnEpPerChipThatUndoesSavesAndSaysItsAllToAlls)
{
    // docs/model.md §14: ep splits the routed experts over chips; a dense model has no such control.
    auto window = openWindow(); // TPU v5e and H100 SXM
    addModel(*window, "llama-3-8b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    EXPECT_EQ(epBox(panel, 1), nullptr);
    ui::Document& document = window->document();
    addModel(*window, "qwen3-30b-a3b", 1);
    child<QComboBox>(panel, "modelBox")->setCurrentIndex(1);
    panel.updateNow();
    QSpinBox* ep = epBox(panel, 1);
    ASSERT_TRUE(ep);
    EXPECT_EQ(ep->value(), 1);
    EXPECT_EQ(ep->maximum(), 128); // E = 128 routed experts
    const int before = document.undoStack()->count();
    ep->setValue(2);
    ep->setValue(16); // one undo step for the spin
    window->flushUpdates();
    EXPECT_EQ(document.undoStack()->count(), before + 1);
    EXPECT_EQ(document.undoStack()->undoText().toStdString(), "Set ep of Qwen3 30B-A3B on H100 SXM = 16");
    const ModelEntry& entry = document.models()[1];
    EXPECT_EQ(expertParallelOn(entry, "h100-sxm"), 16.0);
    EXPECT_EQ(expertParallelOn(entry, "tpu-v5e"), 1.0);
    // Over 16 H100s the all-to-alls cross from the board's NVLink to the NIC, and the panel says so.
    EXPECT_EQ(collectivesLabel(panel, 1)->text(),
        QStringLiteral("all-to-alls over 18 × NVLink inside each 8 chips, then 1 × NIC across 2 of them, both "
                       "ways\n600 ns a hop"));
    // The step drawn is core's step at ep 16: the same time, with the dispatch and combine among its ops.
    const StepResult expected = evaluateStep(libraryModel("qwen3-30b-a3b"), document.shownChips()[1],
        stepConfigOn(entry, StepPhase::Decode, document.dims(), "h100-sxm"));
    const ModelStep shown = modelStepOn(
        entry, 1, StepPhase::Decode, document.shownChips()[1], document.dims(), {}, document.modelLibrary());
    ASSERT_TRUE(shown.runs()) << shown.problem;
    EXPECT_EQ(shown.result.stepTimeS, expected.stepTimeS);
    EXPECT_TRUE(std::ranges::any_of(
        shown.result.ops, [](const StepOpResult& op) { return op.step.name == "all-to-all-dispatch"; }));
    const std::vector<ui::ModelStepView*> views = stepViews(panel);
    ASSERT_EQ(views.size(), 2u);
    EXPECT_TRUE(views[1]->problem().isEmpty()) << views[1]->problem().toStdString();
    // ep beside tp is refused in the step, by name.
    tpBox(panel, 1)->setValue(2);
    window->flushUpdates();
    EXPECT_TRUE(stepViews(panel)[1]->problem().contains(QStringLiteral("ep=16 with tp=2")))
        << stepViews(panel)[1]->problem().toStdString();
    // Saved and opened, the ep stays; undone, it is gone.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moe.roofline.json"));
    saveProjectFile(path.toStdString(), document.project());
    const Project reopened = loadProjectFile(path.toStdString());
    EXPECT_EQ(expertParallelOn(reopened.models[1], "h100-sxm"), 16.0);
    document.undoStack()->undo();
    document.undoStack()->undo();
    window->flushUpdates();
    EXPECT_EQ(expertParallelOn(document.models()[1], "h100-sxm"), 1.0);
    EXPECT_EQ(epBox(panel, 1)->value(), 1);
}

TEST(ModelPanel, TurningOneChipsTpThenItsLinksMakesTwoUndoSteps)
{
    // Every spin box its own undo session: tp then links on the same chip were once merged into one step.
    auto window = openWindow();
    addModel(*window, "llama-3-70b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    const int before = window->document().undoStack()->count();
    tpBox(panel, 1)->setValue(8);
    linksBox(panel, 1)->setValue(4);
    window->flushUpdates();
    EXPECT_EQ(window->document().undoStack()->count(), before + 2);
    window->document().undoStack()->undo();
    EXPECT_EQ(tensorParallelOn(window->document().models()[0], "h100-sxm"), 8.0);
    EXPECT_EQ(linksOn(window->document().models()[0], "h100-sxm"), kEveryLink);
}

TEST(ModelPanel, EachChipsAllReducesUseEveryLinkBothWaysUntilSetAndSaySo)
{
    // docs/model.md §12: the panel defaults to every link both ways, sets links and ring per chip beside tp, and
    // says which it uses.
    auto window = openWindow(); // TPU v5e and H100 SXM
    addModel(*window, "llama-3-70b", 8);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    QSpinBox* links = linksBox(panel, 1);
    QComboBox* ring = ringBox(panel, 1);
    ASSERT_TRUE(links && ring && collectivesLabel(panel, 1));
    EXPECT_EQ(links->value(), 0);
    EXPECT_EQ(links->text(), QStringLiteral("every link"));
    EXPECT_EQ(links->maximum(), 18);
    EXPECT_EQ(ring->currentData().toString(), QStringLiteral("bi"));
    EXPECT_EQ(
        collectivesLabel(panel, 1)->text(), QStringLiteral("all-reduces over 18 × NVLink, both ways\n600 ns a hop"));
    EXPECT_EQ(collectivesLabel(panel, 0)->text(), QStringLiteral("all-reduces over 4 × ICI, both ways"));
    ui::Document& document = window->document();
    const auto stepTime = [&](std::size_t chip) {
        return modelStepOn(document.models()[0], 0, StepPhase::Decode, document.shownChips()[chip], document.dims(), {},
            document.modelLibrary())
            .result.stepTimeS;
    };
    const double serving = stepTime(1);
    // One link one way on H100: two undo steps, the panel's step is core's at those settings, and TPU v5e keeps
    // every link.
    const int before = document.undoStack()->count();
    links->setValue(1);
    ring->setCurrentIndex(ring->findData(QStringLiteral("uni")));
    window->flushUpdates();
    panel.updateNow();
    EXPECT_EQ(document.undoStack()->count(), before + 2);
    EXPECT_EQ(linksOn(document.models()[0], "h100-sxm"), 1.0);
    EXPECT_EQ(ringOn(document.models()[0], "h100-sxm"), "uni");
    EXPECT_EQ(linksOn(document.models()[0], "tpu-v5e"), kEveryLink);
    EXPECT_EQ(collectivesLabel(panel, 1)->text(), QStringLiteral("all-reduces over 1 × NVLink, one way\n600 ns a hop"));
    const double chapter = stepTime(1);
    EXPECT_GT(chapter, 2 * serving);
    EXPECT_EQ(stepViews(panel)[1]->summary().contains(ui::formatDurationText(chapter)), true)
        << stepViews(panel)[1]->summary().toStdString();
    document.undoStack()->undo();
    document.undoStack()->undo();
    window->flushUpdates();
    panel.updateNow();
    EXPECT_EQ(linksBox(panel, 1)->value(), 0);
    EXPECT_EQ(ringBox(panel, 1)->currentData().toString(), QStringLiteral("bi"));
    // A chip without a chip-to-chip link says so and offers no choice.
    auto l4 = openWindow();
    l4->document().undoStack()->push(
        new ui::SetChipsShownCommand(l4->document(), {"l4"}, [] { return QStringLiteral("Show L4"); }));
    addModel(*l4, "llama-3-8b", 1);
    l4->modelPanel()->updateNow();
    EXPECT_FALSE(linksBox(*l4->modelPanel(), 0)->isEnabled());
    EXPECT_EQ(collectivesLabel(*l4->modelPanel(), 0)->text(), QStringLiteral("no chip-to-chip link: tp 1 only"));
}

} // namespace
} // namespace roofline::test
