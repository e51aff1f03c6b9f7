// The project the app opens on, driven through its sliders: D and F move the chapter's matmuls as
// B does.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/panels/parameters_panel.h"

#include <QSlider>

namespace roofline::test {
namespace {

using ui::ParametersPanel;

// A matmul's intensity written out (docs/model.md §2): 2BDF FLOPs over the bytes of x[B,D] and z[B,F] in bf16
// and w[D,F] at `weightBytes` bytes per element.
double matmulIntensity(double b, double d, double f, double weightBytes)
{
    return 2.0 * b * d * f / (2.0 * b * d + weightBytes * d * f + 2.0 * b * f);
}

TEST(DefaultProjectSliders, MovingDAndFMovesTheChaptersMatmulsAndNotTheDotProduct)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    ParametersPanel* parameters = window->parametersPanel();
    const std::optional<QPointF> dot = plottedOpPoint(*chart, 0, 2);
    ASSERT_TRUE(dot);
    // Op 0 is the bf16 matmul (2-byte weights), op 1 Q2's with int8 weights.
    for (const int op : {0, 1})
        EXPECT_TRUE(near(plottedOpPoint(*chart, 0, op)->x(), matmulIntensity(128, 4096, 4096, 2.0 - op), 1e-12));

    parameters->slider(Dim::D)->setValue(ParametersPanel::sliderPosition(16384));
    EXPECT_EQ(window->document().dims().d, 16384.0);
    window->flushUpdates();
    for (const int chip : {0, 1}) {
        for (const int op : {0, 1}) {
            const std::optional<QPointF> point = plottedOpPoint(*chart, chip, op);
            ASSERT_TRUE(point) << "chip " << chip << " op " << op;
            EXPECT_TRUE(near(point->x(), matmulIntensity(128, 16384, 4096, 2.0 - op), 1e-12));
        }
    }
    EXPECT_EQ(plottedOpPoint(*chart, 0, 2), dot);

    parameters->slider(Dim::F)->setValue(ParametersPanel::sliderPosition(256));
    EXPECT_EQ(window->document().dims().f, 256.0);
    window->flushUpdates();
    for (const int op : {0, 1})
        EXPECT_TRUE(near(plottedOpPoint(*chart, 0, op)->x(), matmulIntensity(128, 16384, 256, 2.0 - op), 1e-12));
    EXPECT_EQ(plottedOpPoint(*chart, 0, 2), dot);
}

} // namespace
} // namespace roofline::test
