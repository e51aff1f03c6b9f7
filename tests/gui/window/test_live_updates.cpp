// The sliders move every bound op along the roofline and the marker on the batch-size chart to
// the values core computes, live, and undo puts them back.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/formulas/solvers.h"
#include "core/scene/scene.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/panels/parameters_panel.h"

#include <QSlider>
#include <QSpinBox>
#include <QUndoStack>

namespace roofline::test {
namespace {

using ui::OpList;
using ui::ParametersPanel;

// The chapter's own Q3 formula (docs/model.md §4), written out again rather than taken from core.
double chapterQ3(double b, double d, double f)
{
    const double flops = 2.0 * b * d * f;
    const double flopsTime = flops / 1.97e14;
    const double commsTime = (2.0 * b * d + d * f + 2.0 * b * f) / 8.2e11;
    return flops / std::max(flopsTime, commsTime);
}

void expectOpsWhereCorePutsThem(ui::MainWindow& window, const Dims& dims)
{
    const auto& chips = window.document().shownChips();
    const auto& ops = window.document().ops(OpList::Roofline);
    for (std::size_t c = 0; c < chips.size(); ++c) {
        for (std::size_t o = 0; o < ops.size(); ++o) {
            const Evaluation expected = evaluate(chips[c], ops[o], dims);
            const std::optional<QPointF> plotted
                = plottedOpPoint(*window.rooflineChart(), static_cast<int>(c), static_cast<int>(o));
            ASSERT_TRUE(plotted) << chips[c].id << " op " << o;
            EXPECT_DOUBLE_EQ(plotted->x(), expected.intensity) << chips[c].id << " op " << o;
            EXPECT_DOUBLE_EQ(plotted->y(), expected.attainableFlopsPerS) << chips[c].id << " op " << o;
        }
    }
}

TEST(LiveUpdates, MovingTheBSliderMovesBoundOpsAndTheBatchMarkerToCoresValues)
{
    auto window = openWindow();
    ParametersPanel* parameters = window->parametersPanel();
    const std::optional<QPointF> dotBefore = plottedOpPoint(*window->rooflineChart(), 0, 2);
    const std::optional<QPointF> matmulBefore = plottedOpPoint(*window->rooflineChart(), 0, 0);
    ASSERT_TRUE(dotBefore && matmulBefore);

    parameters->slider(Dim::B)->setValue(ParametersPanel::sliderPosition(256));
    EXPECT_EQ(window->document().dims().b, 256.0);
    EXPECT_EQ(spinBox(*parameters, Dim::B)->value(), 256);
    window->flushUpdates();
    expectOpsWhereCorePutsThem(*window, Dims {256, 4096, 4096});
    // The matmul follows B: twice the batch, about twice the intensity (B ≪ D, F).
    const std::optional<QPointF> matmulAfter = plottedOpPoint(*window->rooflineChart(), 0, 0);
    EXPECT_GT(matmulAfter->x(), 1.8 * matmulBefore->x());
    // The dot product does not follow any slider.
    EXPECT_EQ(plottedOpPoint(*window->rooflineChart(), 0, 2), dotBefore);

    // Batch-size chart: the line and each curve's marker at B = 256, on the chapter's curve.
    ui::BatchSizeChart* sweep = window->batchSizeChart();
    EXPECT_EQ(sweep->plottedSliderBatch(0), 256.0);
    const std::optional<QPointF> d4096 = plottedMarker(*sweep, 0, 0);
    const std::optional<QPointF> d1024 = plottedMarker(*sweep, 0, 1);
    ASSERT_TRUE(d4096 && d1024);
    EXPECT_EQ(d4096->x(), 256.0);
    EXPECT_TRUE(near(d4096->y(), chapterQ3(256, 4096, 4096)));
    EXPECT_TRUE(near(d1024->y(), chapterQ3(256, 1024, 1024)));
    EXPECT_TRUE(near(d4096->y(), 1.97e14)); // past the critical B of 136

    parameters->slider(Dim::B)->setValue(ParametersPanel::sliderPosition(64));
    window->flushUpdates();
    EXPECT_TRUE(near(plottedMarker(*sweep, 0, 1)->y(), chapterQ3(64, 1024, 1024)));
    EXPECT_LT(plottedMarker(*sweep, 0, 0)->y(), 1.97e14);
}

TEST(LiveUpdates, UndoPutsTheSliderAndTheMarkersBack)
{
    auto window = openWindow();
    const std::optional<QPointF> before = plottedOpPoint(*window->rooflineChart(), 1, 0);
    spinBox(*window->parametersPanel(), Dim::B)->setValue(1024);
    window->flushUpdates();
    EXPECT_NE(plottedOpPoint(*window->rooflineChart(), 1, 0), before);
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_EQ(window->document().dims().b, 128.0);
    EXPECT_EQ(window->parametersPanel()->slider(Dim::B)->value(), ParametersPanel::sliderPosition(128));
    EXPECT_EQ(plottedOpPoint(*window->rooflineChart(), 1, 0), before);
    EXPECT_EQ(window->batchSizeChart()->plottedSliderBatch(0), 128.0);
    window->document().undoStack()->redo();
    window->flushUpdates();
    expectOpsWhereCorePutsThem(*window, Dims {1024, 4096, 4096});
}

TEST(LiveUpdates, OneSliderDragIsOneUndoStep)
{
    auto window = openWindow();
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    QUndoStack* stack = window->document().undoStack();
    const int steps = stack->count();
    slider->setSliderDown(true); // what a mouse press on the handle does
    for (const int b : {150, 200, 300, 400, 600})
        slider->setValue(ParametersPanel::sliderPosition(b));
    slider->setSliderDown(false);
    EXPECT_EQ(window->document().dims().b, 600.0);
    EXPECT_EQ(stack->count(), steps + 1);
    stack->undo();
    EXPECT_EQ(window->document().dims().b, 128.0);
    // A second drag is a step of its own.
    slider->setSliderDown(true);
    slider->setValue(ParametersPanel::sliderPosition(32));
    slider->setSliderDown(false);
    slider->setSliderDown(true);
    slider->setValue(ParametersPanel::sliderPosition(16));
    slider->setSliderDown(false);
    EXPECT_EQ(stack->count(), steps + 2);
}

TEST(LiveUpdates, ManySliderStepsBeforeTheEventLoopDrawOnce)
{
    auto window = openWindow();
    for (int b = 100; b < 140; ++b)
        window->document().setDim(Dim::B, b);
    window->flushUpdates();
    expectOpsWhereCorePutsThem(*window, Dims {139, 4096, 4096});
}

TEST(LiveUpdates, DAndFSlidersMoveOpsThatFollowThem)
{
    Project project = defaultProject();
    project.ops[0].bindings["D"] = Dim::D;
    project.ops[0].bindings["F"] = Dim::F;
    project.sweeps[0].bindings["D"] = Dim::D;
    auto window = openWindow(project);
    spinBox(*window->parametersPanel(), Dim::D)->setValue(8192);
    window->flushUpdates();
    expectOpsWhereCorePutsThem(*window, Dims {128, 8192, 4096});
    // The sweep that follows D is redrawn with its new shape: its critical B is core's.
    Op sweep = window->document().ops(OpList::Sweeps)[0];
    const std::optional<double> critical = criticalBatch(builtin("tpu-v5e"), sweep, window->document().dims());
    ASSERT_TRUE(critical);
    EXPECT_DOUBLE_EQ(plottedCriticalBatch(*window->batchSizeChart(), 0, 0)->x(), *critical);
}

TEST(SliderScale, IsLogarithmicFromOneToBeyond65536)
{
    EXPECT_EQ(ParametersPanel::sliderValue(0), 1.0);
    for (const double value : {1.0, 2.0, 128.0, 4096.0, 65536.0, 1048576.0})
        EXPECT_EQ(ParametersPanel::sliderValue(ParametersPanel::sliderPosition(value)), value);
    EXPECT_GE(ParametersPanel::sliderValue(ParametersPanel::kMaxExponent * 100), 65536.0);
    // Equal slider distances are equal ratios.
    EXPECT_EQ(ParametersPanel::sliderPosition(256) - ParametersPanel::sliderPosition(128),
        ParametersPanel::sliderPosition(8192) - ParametersPanel::sliderPosition(4096));
}

} // namespace
} // namespace roofline::test
