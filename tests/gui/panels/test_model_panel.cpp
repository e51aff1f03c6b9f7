// Models in the app (docs/model.md §10): Add Model… puts a model's layer ops on the roofline as one group,
// the Model panel shows each chip's step, and everything follows the sliders, undoes and saves. What is
// drawn is read back from QCustomPlot and compared with core's evaluateStep and modelBatchCurve.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/model_panel_parts.h"

#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/model/model_batch.h"
#include "core/scene/model_scene.h"
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

// The step core computes for the shown chip at the document's sliders.
StepResult expectedStep(const ui::Document& document, std::size_t chip, std::size_t model, StepPhase phase)
{
    const Chip& target = document.shownChips()[chip];
    return evaluateStep(
        *document.entryModel(model), target, stepConfigOn(document.models()[model], phase, document.dims(), target.id));
}

void expectPlottedIsTheStep(const ui::RooflineChart& chart, int chip, int step, const StepResult& expected)
{
    const std::vector<QPointF> points = plottedModelPoints(chart, chip, step);
    ASSERT_EQ(points.size(), expected.ops.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_TRUE(near(points[i].x(), expected.ops[i].evaluation.intensity)) << expected.ops[i].step.name;
        EXPECT_TRUE(near(points[i].y(), expected.ops[i].evaluation.attainableFlopsPerS)) << expected.ops[i].step.name;
    }
}

int legendEntriesNamed(const ui::RooflineChart& chart, const QString& name)
{
    int count = 0;
    for (int i = 0; i < chart.legend()->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.legend()->item(i)))
            count += item->plottable()->name() == name ? 1 : 0;
    }
    return count;
}

TEST(ModelsOnTheRoofline, AddModelPutsOneGroupPerChipAndOneLegendEntry)
{
    auto window = openWindow();
    ui::RooflineChart& chart = *window->rooflineChart();
    addModel(*window, "llama-3-70b");
    const RooflineScene& scene = chart.scene();
    ASSERT_EQ(scene.chips.size(), 2u);
    for (int c = 0; c < 2; ++c) {
        SCOPED_TRACE(c);
        ASSERT_EQ(scene.chips[static_cast<std::size_t>(c)].models.size(), 1u);
        expectPlottedIsTheStep(
            chart, c, 0, expectedStep(window->document(), static_cast<std::size_t>(c), 0, StepPhase::Decode));
    }
    EXPECT_EQ(legendEntriesNamed(chart, QStringLiteral("Llama 3 70B")), 1);
    EXPECT_TRUE(shownLabelTexts(chart).contains(QStringLiteral("Llama 3 70B · decode · tp 8")))
        << shownLabelTexts(chart).join(QStringLiteral(" | ")).toStdString();
    // Its count per step is in each op's tooltip.
    const std::vector<QPointF> points = plottedModelPoints(chart, 1, 0); // H100 SXM
    QCPAxisRect* rect = chart.panelRect(0);
    const QPoint qkv(static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(points[0].x()))),
        static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(points[0].y()))));
    const QString tooltip = chart.tooltipAt(qkv);
    EXPECT_TRUE(tooltip.contains(QStringLiteral("× 80 per step"))) << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("Llama 3 70B · decode · tp 8"))) << tooltip.toStdString();
}

TEST(ModelsOnTheRoofline, TheGroupFollowsTheBAndSSliders)
{
    auto window = openWindow();
    addModel(*window, "mistral-7b", 2);
    ui::Document& document = window->document();
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 300));
    window->flushUpdates();
    expectPlottedIsTheStep(*window->rooflineChart(), 1, 0, expectedStep(document, 1, 0, StepPhase::Decode));
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::S, 32768));
    window->flushUpdates();
    const StepResult longContext = expectedStep(document, 1, 0, StepPhase::Decode);
    EXPECT_EQ(longContext.ops[1].step.op.numbers.at("S"), 32768.0);
    expectPlottedIsTheStep(*window->rooflineChart(), 1, 0, longContext);
    // D and F are the chapter's matmul's: a model does not follow them.
    const std::vector<QPointF> before = plottedModelPoints(*window->rooflineChart(), 1, 0);
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::D, 1024));
    window->flushUpdates();
    EXPECT_EQ(plottedModelPoints(*window->rooflineChart(), 1, 0), before);
}

TEST(ModelsOnTheRoofline, UndoRedoRemoveAndTheLegendHideIt)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    addModel(*window, "gemma-2-9b", 2);
    ui::RooflineChart& chart = *window->rooflineChart();
    // qkv, attention, attention-sliding (Gemma 2's every other layer, docs/model.md §13), out, the two all-reduces,
    // up, down, lm_head.
    EXPECT_EQ(plottedModelPoints(chart, 0, 0).size(), 9u);
    document.setSeriesHidden(Series::model(0), true); // a legend click
    window->flushUpdates();
    EXPECT_TRUE(plottedModelPoints(chart, 0, 0).empty());
    document.undoStack()->push(new ui::RemoveModelCommand(document, 0));
    window->flushUpdates();
    EXPECT_TRUE(document.models().empty());
    EXPECT_TRUE(chart.scene().chips[0].models.empty());
    EXPECT_TRUE(document.project().views.hidden.models.empty());
    document.undoStack()->undo(); // back, and still hidden
    window->flushUpdates();
    ASSERT_EQ(document.models().size(), 1u);
    EXPECT_TRUE(isSeriesHidden(document.project().views.hidden, Series::model(0)));
    document.setSeriesHidden(Series::model(0), false);
    window->flushUpdates();
    EXPECT_EQ(plottedModelPoints(chart, 0, 0).size(), 9u);
    document.undoStack()->undo(); // the add
    window->flushUpdates();
    EXPECT_TRUE(document.models().empty());
    EXPECT_EQ(legendEntriesNamed(chart, QStringLiteral("Gemma 2 9B")), 0);
    document.undoStack()->redo();
    window->flushUpdates();
    EXPECT_EQ(legendEntriesNamed(chart, QStringLiteral("Gemma 2 9B")), 1);
}

TEST(ModelPanel, ShowsEachChipsStepOpByOpWithItsMemory)
{
    auto window = openWindow();
    addModel(*window, "llama-3-70b");
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    EXPECT_EQ(child<QComboBox>(panel, "modelBox")->currentText(), QStringLiteral("Llama 3 70B"));
    ASSERT_EQ(stepViews(panel).size(), 2u); // TPU v5e and H100 SXM, decode
    for (std::size_t c = 0; c < 2; ++c) {
        SCOPED_TRACE(c);
        const ui::ModelStepView& view = *stepViews(panel)[c];
        const StepResult expected = expectedStep(window->document(), c, 0, StepPhase::Decode);
        EXPECT_EQ(view.summary(),
            QStringLiteral("step %1 · %2 tokens/s")
                .arg(ui::formatDurationText(expected.stepTimeS), ui::formatCompactText(expected.tokensPerS)));
        const auto& rows = stepChart(view)->rows();
        ASSERT_EQ(rows.size(), expected.ops.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const StepOpResult& op = expected.ops[i];
            EXPECT_TRUE(near(rows[i].compute, op.step.count * op.evaluation.tMath)) << op.step.name;
            const double traffic = op.step.count * op.evaluation.tComms;
            EXPECT_TRUE(
                near(op.evaluation.levelKind == BandwidthKind::Link ? rows[i].network : rows[i].memory, traffic))
                << op.step.name;
            EXPECT_TRUE(rows[i].label.startsWith(QString::fromStdString(op.step.name) + QStringLiteral(" ×")));
        }
        EXPECT_TRUE(rows[3].label.endsWith(QStringLiteral("network"))) << rows[3].label.toStdString();
        EXPECT_EQ(memoryBar(view)->memory().weightsBytes, expected.memory.weightsBytes);
        EXPECT_EQ(memoryBar(view)->memory().kvCacheBytes, expected.memory.kvCacheBytes);
    }
    // 17.4 GB of weights per chip do not fit TPU v5e's 16 GB; H100's 80 GB hold them.
    EXPECT_TRUE(memoryBar(*stepViews(panel)[0])->overCapacity());
    EXPECT_TRUE(memoryBar(*stepViews(panel)[0])->text().endsWith(QStringLiteral("of 16 GB HBM: does not fit")))
        << memoryBar(*stepViews(panel)[0])->text().toStdString();
    EXPECT_FALSE(memoryBar(*stepViews(panel)[1])->overCapacity());
    EXPECT_EQ(stepViews(panel)[1]->boundText(), QStringLiteral("never compute-bound, whatever B (at this S)"));
}

TEST(ModelPanel, SaysTheParametersTheCachePerTokenAndTheWindowsOfAModelServedIn2026)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    // Added as the dialog adds it: its weights in the formats its checkpoint is published in (docs/model.md §13).
    ModelEntry entry = newModelEntry(libraryModel("gpt-oss-120b"));
    EXPECT_EQ(entry.w, Dtype::BF16);
    EXPECT_EQ(entry.wExperts, Dtype::MXFP4);
    document.undoStack()->push(new ui::AddModelCommand(document, 0, entry));
    window->flushUpdates();
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    // 36 layers of 2880·(64 + 16)·64 + 64·64·2880 attention and 2880·128 router, 4 of 128 experts of 3·2880·2880,
    // two embeddings of 2880·201088: 5,710,233,600 active of 116,788,838,400.
    const QLabel* summary = child<QLabel>(panel, "modelSummary");
    EXPECT_EQ(summary->text(),
        QStringLiteral("116.79e9 parameters, 5.7102e9 active per token · weights bf16, routed experts mxfp4 · KV cache "
                       "73728 B per token of context, whole model · 18 of 36 layers attend to the last 128 positions"));
    // 2·36 layers · 8 heads · 64 · 2 B = 73,728 B per token.
    EXPECT_EQ(2 * 36 * 8 * 64 * 2, 73728);
    // The experts' step ops read mxfp4 weights: E_act experts of 2880 × 5760 at 0.53125 B.
    const StepResult expected = expectedStep(document, 1, 0, StepPhase::Decode);
    const auto up = std::find_if(
        expected.ops.begin(), expected.ops.end(), [](const StepOpResult& op) { return op.step.name == "experts-up"; });
    ASSERT_NE(up, expected.ops.end());
    EXPECT_EQ(dtypeValue(up->step.op, "w"), Dtype::MXFP4);

    // DeepSeek-V3: fp8-block weights, a latent cache of 576 values per token and layer.
    document.undoStack()->push(new ui::AddModelCommand(document, 1, newModelEntry(libraryModel("deepseek-v3"))));
    window->flushUpdates();
    child<QComboBox>(panel, "modelBox")->setCurrentIndex(1);
    panel.updateNow();
    EXPECT_EQ(summary->text(),
        QStringLiteral(
            "671.03e9 parameters, 37.551e9 active per token · weights fp8-block · KV cache 70272 B per token "
            "of context, whole model (a latent of 512 + 64 per layer)"));
    EXPECT_TRUE(summary->toolTip().contains(QStringLiteral("k routed experts per layer")))
        << summary->toolTip().toStdString();
    // Saved and read back, the experts' format stays the entry's own.
    const Project saved = parseProjectJson(projectToText(document.project()), "p.json");
    EXPECT_EQ(saved.models[0].wExperts, Dtype::MXFP4);
    EXPECT_EQ(saved.models[1].w, Dtype::FP8Block);
}

TEST(ModelPanel, PrefillAndDecodeSideBySideIsOneClickAndOneUndoStep)
{
    auto window = openWindow();
    addModel(*window, "llama-3-8b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    ASSERT_EQ(stepViews(panel).size(), 2u);
    const int before = window->document().undoStack()->count();
    child<QButtonGroup>(panel, "phaseButtons")->button(2)->click();
    window->flushUpdates();
    EXPECT_EQ(window->document().undoStack()->count(), before + 1);
    EXPECT_TRUE(window->document().models()[0].bothPhases);
    ASSERT_EQ(stepViews(panel).size(), 4u);
    EXPECT_EQ(stepViews(panel)[0]->title(), QStringLiteral("prefill"));
    EXPECT_EQ(stepViews(panel)[1]->title(), QStringLiteral("decode"));
    // And the roofline has both groups on each chip.
    EXPECT_EQ(window->rooflineChart()->scene().chips[0].models.size(), 2u);
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_EQ(stepViews(panel).size(), 2u);
}

TEST(ModelPanel, AMixtureOfExpertsSaysTheExpertsItsStepTouches)
{
    auto window = openWindow();
    window->document().undoStack()->push(new ui::SetDimCommand(window->document(), Dim::B, 16));
    addModel(*window, "mixtral-8x7b", 2);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    // 16 tokens touch 8·(1 − 0.75^16) = 7.92 of Mixtral's 8 experts.
    EXPECT_TRUE(stepViews(panel)[1]->summary().contains(QStringLiteral("E_act 7.92 of 8 experts")))
        << stepViews(panel)[1]->summary().toStdString();
    // Its experts' ops are on the roofline with the others, and their tooltip says the same.
    const ModelStep& step = window->rooflineChart()->scene().chips[1].models[0];
    ASSERT_TRUE(step.runs()) << step.problem;
    EXPECT_EQ(step.result.ops[5].step.name, "experts-up");
}

TEST(ModelPanel, TheBatchCurveIsCoresWithTheComputeBoundBMarked)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::S, 128));
    pushViewOptions(document, [](ViewOptions& options) { options.batchRange.to = 1023; });
    ModelEntry entry = entryOnEveryChip("llama-3-70b", document, 8, StepPhase::Decode);
    entry.chips = {{"h100-sxm", 8.0, std::nullopt, std::nullopt}}; // every link both ways, with its hops
    document.undoStack()->push(new ui::AddModelCommand(document, 0, entry));
    window->flushUpdates();
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    const std::vector<ui::ModelBatchChart::Curve>& curves = panel.batchChart()->curves();
    ASSERT_EQ(curves.size(), 2u);
    const ui::ModelBatchChart::Curve& h100 = curves[1];
    const StepConfig config = stepConfigOn(document.models()[0], StepPhase::Decode, document.dims(), "h100-sxm");
    const ModelBatchCurve expected = modelBatchCurve(
        libraryModel("llama-3-70b"), builtin("h100-sxm"), config, batchPoints(document.viewOptions().batchRange));
    EXPECT_EQ(h100.batch, expected.batch);
    EXPECT_EQ(h100.tokensPerS, expected.tokensPerS);
    ASSERT_EQ(expected.computeBound.kind, Crossover::Kind::At);
    ASSERT_TRUE(h100.computeBoundBatch);
    EXPECT_EQ(*h100.computeBoundBatch, expected.computeBound.value);
    // A marker for each chip whose step turns compute-bound within the batch range, at its B.
    std::vector<double> expectedMarkers;
    for (std::size_t c = 0; c < 2; ++c) {
        const Chip& chip = document.shownChips()[c];
        const ModelBatchCurve curve = modelBatchCurve(libraryModel("llama-3-70b"), chip,
            stepConfigOn(document.models()[0], StepPhase::Decode, document.dims(), chip.id),
            batchPoints(document.viewOptions().batchRange));
        if (curve.computeBound.kind == Crossover::Kind::At && curve.computeBound.value >= 1.0
            && curve.computeBound.value <= 1023.0)
            expectedMarkers.push_back(curve.computeBound.value);
    }
    std::vector<double> markers;
    for (const QPointF& marker : plottedComputeBoundMarkers(*panel.batchChart()))
        markers.push_back(marker.x());
    EXPECT_EQ(markers, expectedMarkers);
    EXPECT_NE(std::find(markers.begin(), markers.end(), expected.computeBound.value), markers.end());
    EXPECT_EQ(h100.currentBatch, document.dims().b);
}

TEST(ModelPanel, ABStepMovesOnlyTheSliderMarkersAndAnSStepRedrawsTheCurves)
{
    // The tokens/s curves do not depend on B: a B step keeps them (the 4 096-point graphs are not
    // rebuilt) and moves each curve's circle to core's tokens/s at the new B; an S step recomputes them.
    auto window = openWindow();
    ui::Document& document = window->document();
    addModel(*window, "llama-3-8b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    ui::ModelBatchChart& chart = *panel.batchChart();
    ASSERT_EQ(chart.curves().size(), 2u);
    const int graphs = chart.plot()->graphCount();
    QCPGraph* firstCurve = chart.plot()->graph(0);
    const std::vector<double> firstTokens = chart.curves()[0].tokensPerS;

    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 300));
    panel.updateNow();
    EXPECT_EQ(chart.plot()->graphCount(), graphs);
    EXPECT_EQ(chart.plot()->graph(0), firstCurve);
    EXPECT_EQ(chart.curves()[0].tokensPerS, firstTokens);
    const std::vector<QPointF> circles = plottedSliderMarkers(chart); // each curve's, in curve order
    ASSERT_EQ(circles.size(), 2u);
    for (std::size_t c = 0; c < 2; ++c) {
        const StepResult expected = expectedStep(document, c, 0, StepPhase::Decode);
        EXPECT_EQ(circles[c].x(), 300.0);
        EXPECT_EQ(circles[c].y(), expected.tokensPerS);
        EXPECT_EQ(chart.curves()[c].currentTokensPerS, expected.tokensPerS);
    }

    document.undoStack()->push(new ui::SetDimCommand(document, Dim::S, 32768));
    panel.updateNow();
    const Chip& chip = document.shownChips()[0];
    const ModelBatchCurve expected = modelBatchCurve(libraryModel("llama-3-8b"), chip,
        stepConfigOn(document.models()[0], StepPhase::Decode, document.dims(), chip.id),
        batchPoints(document.viewOptions().batchRange));
    EXPECT_EQ(chart.curves()[0].tokensPerS, expected.tokensPerS);
    EXPECT_NE(chart.curves()[0].tokensPerS, firstTokens);
    EXPECT_EQ(chart.curves()[0].largestFittingBatch, expected.maxBatchThatFits);
}

TEST(ModelPanel, AStepsBarsAreDrawnWhenTheChartIsPainted)
{
    // A breakdown chart replots when it is painted (one scrolled out of view costs nothing per B step):
    // grabbing it after a B step draws the step at the new B, with its math, memory and network bars.
    auto window = openWindow();
    ui::Document& document = window->document();
    addModel(*window, "llama-3-70b", 8);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 200));
    panel.updateNow();
    ASSERT_FALSE(stepViews(panel).empty());
    ui::ModelBreakdownChart& chart = *stepChart(*stepViews(panel)[0]);
    chart.grab(); // laid out and painted at B = 200
    QApplication::processEvents();
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 900));
    panel.updateNow();
    const QImage image = chart.grab().toImage();
    chart.plot()->replot(); // what the step looks like drawn now: the grab was not an older drawing
    EXPECT_TRUE(image == chart.grab().toImage());
    std::array<int, 3> pixels {};
    const std::array<QColor, 3> fills = ui::ModelBreakdownChart::costColors(panel.theme());
    const std::array colors {fills[0].rgb(), fills[1].rgb(), fills[2].rgb()};
    ASSERT_NE(colors[0], colors[1]);
    ASSERT_NE(colors[1], colors[2]);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            for (std::size_t i = 0; i < colors.size(); ++i)
                pixels[i] += image.pixel(x, y) == colors[i] ? 1 : 0;
        }
    }
    EXPECT_GT(pixels[0], 50) << "math";
    EXPECT_GT(pixels[1], 50) << "memory traffic";
    EXPECT_GT(pixels[2], 50) << "network traffic";
}

TEST(ModelPanel, AStepsLegendNamesOnlyTheTrafficItsBarsShow)
{
    // At tp 1 no op crosses a link: the breakdown has no network bars and its legend no network entry.
    // At tp 8 on H100 the all-reduces go over NVLink, and the entry is there.
    auto window = openWindow();
    addModel(*window, "llama-3-8b", 1);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    ASSERT_EQ(stepViews(panel).size(), 2u);
    const auto legendNames = [&panel] {
        ui::ModelBreakdownChart& chart = *stepChart(*stepViews(panel)[1]); // H100 SXM
        chart.updateNow();
        QStringList names;
        for (int i = 0; i < chart.legend()->itemCount(); ++i) {
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.legend()->item(i)))
                names.append(item->plottable()->name());
        }
        return names;
    };
    EXPECT_EQ(legendNames(), (QStringList {QStringLiteral("math"), QStringLiteral("memory traffic")}));
    tpBox(panel, 1)->setValue(8);
    window->flushUpdates();
    panel.updateNow();
    EXPECT_EQ(legendNames(),
        (QStringList {QStringLiteral("math"), QStringLiteral("memory traffic"), QStringLiteral("network traffic")}));
}

// In the bottom row's default 27.5 % of the height and a third of the width, the Model panel's two
// charts were strips of 60 px and its step bars 20 px wide. Brought to the front, the panel gets room,
// and each of its pages (the step, tokens/s against B, latency against throughput) gets the panel's
// whole width in a tab, in a large window as in a small one.
TEST(ModelPanel, EachOfItsPagesHasRoomToReadWhenThePanelComesToTheFront)
{
    for (const QSize size : {QSize(1600, 1000), QSize(1280, 720)}) {
        SCOPED_TRACE(size.width());
        Project project = defaultProject();
        project.models.push_back(
            entryOnEveryChip("mixtral-8x7b", ui::Document(defaultProject(), builtinChips()), 2, StepPhase::Decode));
        auto window = openWindow(project);
        window->resize(size);
        QCoreApplication::processEvents(); // the window raises the Model panel once its docks are laid out
        // In front at this size (as Add Model… or opening a project brings it), not shrunk with the window.
        window->showPanel(window->modelPanel());
        QCoreApplication::processEvents();
        window->flushUpdates();
        ui::ModelPanel* panel = window->findChild<ui::ModelPanel*>();
        ASSERT_NE(panel, nullptr);
        ASSERT_TRUE(panel->isVisible());
        EXPECT_GE(panel->height(), size.height() * 35 / 100);
        EXPECT_GE(panel->width(), size.width() * 35 / 100);
        auto* pages = panel->findChild<ui::SplitOrTabs*>();
        ASSERT_NE(pages, nullptr);
        ASSERT_FALSE(pages->showsAll()) << "too short for three pages at once";
        // The step bars take what the chip's controls leave: most of the width.
        ASSERT_FALSE(stepViews(*panel).empty());
        EXPECT_GE(stepViews(*panel).front()->width(), panel->width() / 2);
        for (int page = 1; page <= 2; ++page) {
            child<QTabWidget>(*pages, "pagesInTabs")->setCurrentIndex(page);
            QCoreApplication::processEvents();
            QWidget* chart = page == 1 ? static_cast<QWidget*>(panel->batchChart()) : panel->paretoChart();
            EXPECT_TRUE(chart->isVisible());
            EXPECT_GE(chart->height(), 170) << "page " << page;
            EXPECT_GE(chart->width(), panel->width() * 9 / 10) << "page " << page;
        }
    }
}

TEST(ModelsInProjects, SaveOpenAndAModelFromAConfigTravelsWithTheProject)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    const QString config = QStringLiteral(ROOFLINE_TEST_DATA_DIR) + QStringLiteral("/hf-configs/gemma-7b/config.json");
    ui::AddModelDialog dialog(document.modelLibrary(), document.shownChips());
    ASSERT_TRUE(dialog.loadFile(config)) << dialog.problem().toStdString();
    ASSERT_TRUE(dialog.selectedModel());
    EXPECT_EQ(dialog.selectedModel()->name, "gemma-7b");
    child<QSpinBox>(dialog, "tpBox")->setValue(2);
    child<QButtonGroup>(dialog, "phaseButtons")->button(1)->click(); // prefill
    const ModelEntry entry = dialog.entry();
    EXPECT_EQ(entry.modelId, "gemma-7b");
    EXPECT_EQ(entry.phase, StepPhase::Prefill);
    EXPECT_EQ(tensorParallelOn(entry, "h100-sxm"), 2.0);
    ASSERT_TRUE(dialog.ownModel());
    document.undoStack()->push(new ui::AddModelCommand(document, 0, entry, dialog.ownModel()));
    addModel(*window, "mistral-7b", 1);
    window->flushUpdates();
    EXPECT_EQ(window->rooflineChart()->scene().chips[1].models[0].modelName, "gemma-7b");
    const Project saved = document.projectForSaving();
    ASSERT_EQ(saved.customModels.size(), 1u);
    EXPECT_EQ(saved.customModels[0].id, "gemma-7b");
    const Project reopened = parseProjectJson(projectToText(saved), "p.roofline.json");
    EXPECT_EQ(reopened.models, saved.models);
    EXPECT_EQ(reopened.customModels.size(), 1u);
    // Opened on another machine (only the built-in library), the project's own model is found.
    auto other = openWindow(reopened);
    EXPECT_EQ(other->rooflineChart()->scene().chips[1].models[0].modelName, "gemma-7b");
    EXPECT_TRUE(other->rooflineChart()->scene().chips[1].models[0].runs());
    // A model no entry uses is not saved.
    document.undoStack()->push(new ui::RemoveModelCommand(document, 0));
    EXPECT_TRUE(document.projectForSaving().customModels.empty());
    // A file that is not a model is refused in the dialog, with its name.
    QTemporaryDir folder;
    const QString chipFile = folder.filePath(QStringLiteral("h100.json"));
    QFile file(chipFile);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"id": "h100", "name": "H100", "peak_flops_per_s": {"bf16": 1e15}})");
    file.close();
    EXPECT_FALSE(dialog.loadFile(chipFile));
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("h100.json"))) << dialog.problem().toStdString();
}

TEST(ModelPanel, ExportsEveryModelsStepsAsCsv)
{
    auto window = openWindow();
    addModel(*window, "llama-3-70b");
    addModel(*window, "mistral-7b", 1);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("models.csv"));
    ASSERT_TRUE(window->modelPanel()->exportCsv(path));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // A header, then for each of 2 chips: 9 rows of llama (tp 8: 8 ops and a step row) and 7 of mistral.
    EXPECT_EQ(lines.size(), 1 + 2 * (9 + 7));
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("chip,model,phase,tp,B,T,S,row,op,count")));
    EXPECT_EQ(text.toStdString(), window->modelPanel()->csv());
    EXPECT_EQ(lines.filter(QStringLiteral(",step,")).size(), 4);
}

TEST(ModelPanel, SpeaksTheLanguage)
{
    auto window = openWindow();
    addModel(*window, "llama-3-70b");
    ui::ModelPanel& panel = *window->modelPanel();
    ui::applyLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    panel.updateNow();
    const ui::ModelStepView& view = *stepViews(panel)[1];
    EXPECT_TRUE(view.summary().startsWith(QStringLiteral("每步"))) << view.summary().toStdString();
    EXPECT_EQ(view.title(), QStringLiteral("解码"));
    EXPECT_TRUE(stepChart(view)->rows()[1].label.endsWith(QStringLiteral("内存")))
        << stepChart(view)->rows()[1].label.toStdString();
    EXPECT_EQ(
        panel.batchChart()->panelRect(0)->axis(QCPAxis::atBottom)->label(), QStringLiteral("批量大小 B（序列数）"));
    ui::applyLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    panel.updateNow();
    EXPECT_TRUE(view.summary().startsWith(QStringLiteral("step "))) << view.summary().toStdString();
}

} // namespace
} // namespace roofline::test
