// The Model panel's latency against throughput (docs/model.md §12), read back from what QCustomPlot draws: a curve per
// chip and tp through B = 1, 2, 4, …, hollow points that do not fit, each chip's frontier, the ring at the panel's tp
// and B; a B step moves only the ring; and the chart exported as PNG, SVG, PDF and CSV at the export settings. The
// paper model's numbers are worked out by hand in tests/core/model/test_model_pareto.cpp.
#include "support/gui_test_helpers.h"
#include "support/paper_models.h"
#include "support/pdf_tools.h"

#include "core/model/model_pareto.h"
#include "core/scene/model_scene.h"
#include "ui/charts/model/model_pareto_chart.h"
#include "ui/commands/edit_model_command.h"
#include "ui/commands/set_dim_command.h"
#include "ui/panels/model_panel.h"

#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QTemporaryDir>

namespace roofline::test {
namespace {

// The paper model decoding 8-token contexts on the paper chip (FLOPs free, HBM 1e9 B/s of 3000 bytes, 2 links
// with a hop of 0.3 µs), B up to 8, the panel at tp 2 and B = 2.
Project paperProject()
{
    Project project = defaultProject();
    project.customChips = {paperChip(1e18)};
    project.chipIds = {"paper"};
    project.chipColors.clear();
    assignChipColors(project);
    project.customModels = {paperDenseModel()};
    ModelEntry entry;
    entry.modelId = "paper-dense";
    setTensorParallel(entry, "paper", 2);
    project.models = {entry};
    project.dims.b = 2;
    project.dims.s = 8;
    project.viewOptions.batchRange.to = 8;
    return project;
}

ui::ModelParetoChart& paretoOf(ui::MainWindow& window)
{
    ui::ModelPanel& panel = *window.modelPanel();
    panel.updateNow();
    return *panel.paretoChart();
}

// By hand: step(tp 1) = (560·B + 1536) ns, step(tp 2) = (328·B + 1968) ns.
QPointF paperPoint(double tp, double b)
{
    const double step = (tp == 1 ? 560.0 * b + 1536 : 328.0 * b + 1968) * 1e-9;
    return {1.0 / step, b / (step * tp)};
}

void expectPoints(const std::vector<QPointF>& got, const std::vector<QPointF>& want)
{
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        EXPECT_TRUE(near(got[i].x(), want[i].x(), 1e-9)) << i << ": " << got[i].x() << " against " << want[i].x();
        EXPECT_TRUE(near(got[i].y(), want[i].y(), 1e-9)) << i << ": " << got[i].y() << " against " << want[i].y();
    }
}

TEST(ModelParetoChart, DrawsTheFrontierWorkedOutByHandAndHollowPointsThatDoNotFit)
{
    auto window = openWindow(paperProject());
    const ui::ModelParetoChart& chart = paretoOf(*window);
    ASSERT_EQ(chart.series().size(), 2u); // one curve per tp the model divides over (n_heads 2)
    EXPECT_EQ(chart.tpLabels(), (QStringList {QStringLiteral("tp 1"), QStringLiteral("tp 2")}));
    // Each curve through B = 1, 2, 4, 8 in order.
    expectPoints(chart.drawnLine(0), {paperPoint(1, 1), paperPoint(1, 2), paperPoint(1, 4), paperPoint(1, 8)});
    expectPoints(chart.drawnLine(1), {paperPoint(2, 1), paperPoint(2, 2), paperPoint(2, 4), paperPoint(2, 8)});
    // tp 1 holds 2048 bytes of weights and 256·B of cache in 3000: B = 4 and 8 do not fit, and are hollow.
    expectPoints(chart.drawnMarkers(0, false), {paperPoint(1, 1), paperPoint(1, 2)});
    expectPoints(chart.drawnMarkers(0, true), {paperPoint(1, 4), paperPoint(1, 8)});
    expectPoints(
        chart.drawnMarkers(1, false), {paperPoint(2, 1), paperPoint(2, 2), paperPoint(2, 4), paperPoint(2, 8)});
    EXPECT_TRUE(chart.drawnMarkers(1, true).empty());
    EXPECT_EQ(chart.markerStyle(0, true).brush().style(), Qt::NoBrush);
    EXPECT_NE(chart.markerStyle(0, false).brush().style(), Qt::NoBrush);
    EXPECT_EQ(chart.markerStyle(0, true).shape(), QCPScatterStyle::ssCircle);
    // The frontier along x: tp 2 at B = 8 (the most per chip that fits), tp 1 at B = 2 and at B = 1 (the fastest per
    // sequence). tp 1 at B = 4 would beat tp 2 at B = 8 on both, but does not fit.
    expectPoints(chart.drawnFrontier(0), {paperPoint(2, 8), paperPoint(1, 2), paperPoint(1, 1)});
    // The ring: the panel's tp 2 at the B slider's 2.
    expectPoints(chart.drawnCurrent(), {paperPoint(2, 2)});
    // Log axes that show every point.
    EXPECT_EQ(chart.xAxis->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
    for (const QPointF& point : chart.drawnLine(0)) {
        EXPECT_TRUE(chart.xAxis->range().contains(point.x()));
        EXPECT_TRUE(chart.yAxis->range().contains(point.y()));
    }
    EXPECT_EQ(chart.xAxis->label(), QStringLiteral("tokens/s per sequence"));
    EXPECT_EQ(chart.yAxis->label(), QStringLiteral("tokens/s per chip"));
}

TEST(ModelParetoChart, OneCurvePerChipAndTpWithCoresPoints)
{
    Project project = defaultProject();
    project.chipIds = {"h100-sxm", "b200"};
    project.chipColors.clear();
    assignChipColors(project);
    ModelEntry entry;
    entry.modelId = "mixtral-8x7b";
    project.models = {entry};
    project.dims.s = 2048;
    project.viewOptions.batchRange.to = 300;
    auto window = openWindow(project);
    const ui::ModelParetoChart& chart = paretoOf(*window);
    const ModelConfig& mixtral = *findModel(builtinModels(), "mixtral-8x7b");
    const std::vector<double> tps = tensorParallelChoices(mixtral); // 1, 2, 4, 8, 16, 32
    ASSERT_EQ(chart.series().size(), 2 * tps.size());
    int frontierPoints = 0;
    for (std::size_t c = 0; c < 2; ++c) {
        const Chip& chip = window->document().shownChips()[c];
        const std::vector<ParetoPoint> points
            = paretoPoints(mixtral, chip, stepConfigOn(entry, StepPhase::Decode, project.dims, chip.id), 300);
        ASSERT_EQ(points.size(), tps.size() * 9); // B = 1 … 256
        std::vector<QPointF> frontier;
        for (std::size_t t = 0; t < tps.size(); ++t) {
            const int index = static_cast<int>(c * tps.size() + t);
            const ui::ModelParetoChart::Series& series = chart.series()[static_cast<std::size_t>(index)];
            EXPECT_EQ(series.chip, static_cast<int>(c));
            EXPECT_EQ(series.tp, tps[t]);
            EXPECT_EQ(series.chipName, QString::fromStdString(chip.name));
            const std::vector<QPointF> line = chart.drawnLine(index);
            ASSERT_EQ(line.size(), 9u);
            for (std::size_t i = 0; i < line.size(); ++i) {
                const ParetoPoint& want = points[t * 9 + i];
                EXPECT_EQ(line[i].x(), want.tokensPerSPerSequence);
                EXPECT_EQ(line[i].y(), want.tokensPerSPerChip);
                if (want.onFrontier)
                    frontier.emplace_back(want.tokensPerSPerSequence, want.tokensPerSPerChip);
            }
            EXPECT_EQ(chart.drawnMarkers(index, true).size() + chart.drawnMarkers(index, false).size(), 9u);
        }
        std::ranges::sort(frontier, {}, &QPointF::x);
        EXPECT_EQ(chart.drawnFrontier(static_cast<int>(c)), frontier);
        frontierPoints += static_cast<int>(frontier.size());
    }
    EXPECT_GT(frontierPoints, 0);
    EXPECT_EQ(chart.drawnCurrent().size(), 2u); // a ring on each chip
}

TEST(ModelParetoChart, ABStepMovesOnlyTheRingAndAnSStepRedrawsTheCurves)
{
    auto window = openWindow(paperProject());
    ui::Document& document = window->document();
    ui::ModelParetoChart& chart = paretoOf(*window);
    const int plottables = chart.plottableCount();
    const QCPAbstractPlottable* first = chart.plottable(0);
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 4));
    paretoOf(*window);
    EXPECT_EQ(chart.plottableCount(), plottables);
    EXPECT_EQ(chart.plottable(0), first); // not rebuilt
    expectPoints(chart.drawnCurrent(), {paperPoint(2, 4)});
    // The chip's tp moves the ring to the other curve.
    ModelEntry entry = document.models()[0];
    setTensorParallel(entry, "paper", 1);
    document.undoStack()->push(new ui::EditModelCommand(document, 0, entry, [] { return QStringLiteral("tp"); }));
    window->flushUpdates();
    expectPoints(paretoOf(*window).drawnCurrent(), {paperPoint(1, 4)});
    // S = 16: every step reads twice the KV cache (attention's 256·B bytes at S = 8 become 512·B), so the points move.
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::S, 16));
    paretoOf(*window);
    const double step = (560.0 + 256 + 1536) * 1e-9; // tp 1, B = 1
    expectPoints({chart.drawnLine(0).front()}, {QPointF(1.0 / step, 1.0 / step)});
}

} // namespace
} // namespace roofline::test
