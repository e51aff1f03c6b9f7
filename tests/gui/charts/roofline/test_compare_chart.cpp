// Before and after on the roofline chart, read back from what it drew: an arrow per group found in both
// runs from its before point to its after point (docs/model.md §E, §I, worked out by hand below), labelled
// with its speed-up, hollow rings for the groups of one run only, named in the legend, and marks that
// grow with the slide theme's.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/set_compared_command.h"

#include <cmath>

namespace roofline::test {
namespace {

constexpr int kTpu = 0; // the default project's chips: TPU v5e, then H100 SXM
constexpr int kH100 = 1;

// Before: gemm 2 × (4e12 FLOPs, 2e9 B, 4 ms): (2000 FLOPs/B, 1e15 FLOPs/s); softmax (1e9, 1e9, 1 ms):
// (1, 1e12); copy (1e9, 1e9, 2 ms), gone after: (1, 5e11). Shares of 11 ms: 8/11, 1/11, 2/11.
// After: gemm 2 × (4e12, 1e9, 2 ms): (4000, 2e15), 4 ms / 2 ms = 2×; softmax (1e9, 1e9, 2 ms): (1, 5e11),
// 0.5×; fused (1e10, 1e8, 1 ms), new: (100, 1e13).
std::vector<MeasuredKernel> beforeRun()
{
    return {{"gemm", 4e12, 2e9, 4e-3, "h100-sxm", ""}, {"gemm", 4e12, 2e9, 4e-3, "h100-sxm", ""},
        {"softmax", 1e9, 1e9, 1e-3, "h100-sxm", ""}, {"copy", 1e9, 1e9, 2e-3, "h100-sxm", ""}};
}

std::vector<MeasuredKernel> afterRun()
{
    return {{"gemm", 4e12, 1e9, 2e-3, "h100-sxm", ""}, {"gemm", 4e12, 1e9, 2e-3, "h100-sxm", ""},
        {"softmax", 1e9, 1e9, 2e-3, "h100-sxm", ""}, {"fused", 1e10, 1e8, 1e-3, "h100-sxm", ""}};
}

void compareWith(ui::Document& document, std::vector<MeasuredKernel> after)
{
    document.undoStack()->push(
        new ui::SetComparedCommand(document, std::move(after), "after.json", [] { return QStringLiteral("compare"); }));
}

bool nearPoint(const QPointF& a, const QPointF& b)
{
    return std::fabs(a.x() / b.x() - 1.0) < 1e-12 && std::fabs(a.y() / b.y() - 1.0) < 1e-12;
}

TEST(CompareChart, AnArrowRunsFromEachGroupInBothFromWhereItWasToWhereItIs)
{
    OneChart<ui::RooflineChart> one(defaultProject(), QSize(1200, 800));
    one.document.setMeasured(beforeRun());
    compareWith(one.document, afterRun());
    one.flush();
    const std::vector<QLineF> arrows = plottedCompareArrows(one.chart, kH100);
    ASSERT_EQ(arrows.size(), 2u); // gemm and softmax; not copy nor fused
    EXPECT_TRUE(nearPoint(arrows[0].p1(), {2000.0, 1e15}));
    EXPECT_TRUE(nearPoint(arrows[0].p2(), {4000.0, 2e15}));
    EXPECT_TRUE(nearPoint(arrows[1].p1(), {1.0, 1e12}));
    EXPECT_TRUE(nearPoint(arrows[1].p2(), {1.0, 5e11}));
    // The before discs are sized by their share of the before run, as measured discs are.
    const double size = one.chart.theme().markerSize;
    const std::vector<double> discs = plottedCompareBeforeDiameters(one.chart, kH100);
    ASSERT_EQ(discs.size(), 2u);
    EXPECT_NEAR(discs[0], size * 6.0 * std::sqrt(8.0 / 11.0), 1e-9);
    EXPECT_NEAR(discs[1], size * 6.0 * std::sqrt(1.0 / 11.0), 1e-9); // 1.81 marker sizes, above the 0.6 floor
    // The measured layer draws no discs of its own then: each group is drawn once.
    EXPECT_TRUE(plottedMeasuredPoints(one.chart, kH100).empty());
    // Each arrow is labelled with its speed-up (and, among the first label_top, its name). gemm after, at
    // 2e15 FLOPs/s, is above even H100's highest peak (fp8, 1.979e15): its label says so.
    const QStringList labels = shownLabelTexts(one.chart);
    EXPECT_TRUE(labels.contains(QStringLiteral("⚠ gemm 2×"))) << labels.join(QLatin1String(" | ")).toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral("softmax 0.5×"))) << labels.join(QLatin1String(" | ")).toStdString();
    // The TPU measured nothing: it draws no arrow.
    EXPECT_TRUE(plottedCompareArrows(one.chart, kTpu).empty());
}

TEST(CompareChart, GroupsOfOneRunAreHollowRingsTheLegendNames)
{
    OneChart<ui::RooflineChart> one;
    one.document.setMeasured(beforeRun());
    one.flush();
    EXPECT_FALSE(legendHas(one.chart, QStringLiteral("only before")));
    compareWith(one.document, afterRun());
    one.flush();
    const std::vector<QPointF> gone = plottedOnlyBefore(one.chart, kH100);
    ASSERT_EQ(gone.size(), 1u);
    EXPECT_TRUE(nearPoint(gone[0], {1.0, 5e11}));
    const std::vector<QPointF> added = plottedOnlyAfter(one.chart, kH100);
    ASSERT_EQ(added.size(), 1u);
    EXPECT_TRUE(nearPoint(added[0], {100.0, 1e13}));
    EXPECT_TRUE(compareRingsHollow(one.chart, kH100));
    EXPECT_TRUE(legendHas(one.chart, QStringLiteral("only before")));
    EXPECT_TRUE(legendHas(one.chart, QStringLiteral("only after")));
    EXPECT_TRUE(legendHas(one.chart, QStringLiteral("before")));
    // Undone, the measured discs are back and the comparison's marks and keys are gone.
    one.document.undoStack()->undo();
    one.flush();
    EXPECT_TRUE(plottedCompareArrows(one.chart, kH100).empty());
    EXPECT_EQ(plottedMeasuredPoints(one.chart, kH100).size(), 4u); // 4 kernels, under 50: one by one
    EXPECT_FALSE(legendHas(one.chart, QStringLiteral("only before")));
    EXPECT_FALSE(legendHas(one.chart, QStringLiteral("only after")));
}

// The warning is a label of its own: "⚠ gemm 2×" at 1000, 1e15 on H100 SXM, just above the bf16 ceiling
// and under the plot's top, where the op labels of the chapter's matmuls crowd it. Placed after them it
// found no spot at 1200 × 800 and was left out; a warning now goes before every label but the selected op's.
TEST(CompareChart, ASideAboveItsRoofIsRingedBeforeAsAfterAndItsLabelSaysSo)
{
    // On H100 SXM (bf16 9.89e14, HBM 3.35e12): a bf16 gemm, 1e12 FLOPs over 1e9 bytes (intensity 1000, past
    // the ridge: its roof is the bf16 peak), 2 ms before (5e14) and 1 ms after (1e15: above its roof). A
    // copy, 1e9 FLOPs over 1e9 bytes (roof 3.35e12 at intensity 1), 0.1 ms before (1e13: above it) and 1 ms
    // after (1e12).
    OneChart<ui::RooflineChart> one(defaultProject(), QSize(1200, 800));
    one.document.setMeasured(
        {{"gemm", 1e12, 1e9, 2e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-4, "h100-sxm", ""}});
    compareWith(one.document,
        {{"gemm", 1e12, 1e9, 1e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-3, "h100-sxm", ""}});
    one.flush();
    // Each ring where the side above its roof is drawn: gemm's arrow head after, copy's disc before.
    const std::vector<QPointF> rings = plottedCompareWarnings(one.chart, kH100);
    ASSERT_EQ(rings.size(), 2u);
    EXPECT_TRUE(nearPoint(rings[0], {1000.0, 1e15}));
    EXPECT_TRUE(nearPoint(rings[1], {1.0, 1e13}));
    const QStringList labels = shownLabelTexts(one.chart);
    EXPECT_TRUE(labels.contains(QStringLiteral("⚠ gemm 2×"))) << labels.join(QLatin1String(" | ")).toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral("⚠ copy 0.1×"))) << labels.join(QLatin1String(" | ")).toStdString();
    EXPECT_TRUE(legendHas(one.chart, QStringLiteral("above its roof: wrong peak or byte count?")));
    // Hidden with the comparison.
    one.document.setSeriesHidden(Series {Series::Kind::Measured, {}, 0}, true);
    one.flush();
    EXPECT_TRUE(plottedCompareWarnings(one.chart, kH100).empty());
    // A comparison with nothing above its roof rings nothing and has no such legend entry.
    one.document.setSeriesHidden(Series {Series::Kind::Measured, {}, 0}, false);
    one.document.undoStack()->undo();
    compareWith(one.document,
        {{"gemm", 1e12, 1e9, 4e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-3, "h100-sxm", ""}});
    one.flush();
    ASSERT_EQ(plottedCompareWarnings(one.chart, kH100).size(), 1u); // the copy before, still
    one.document.setMeasured(
        {{"gemm", 1e12, 1e9, 2e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-3, "h100-sxm", ""}});
    one.flush();
    EXPECT_TRUE(plottedCompareWarnings(one.chart, kH100).empty());
    EXPECT_FALSE(legendHas(one.chart, QStringLiteral("above its roof: wrong peak or byte count?")));
}

TEST(CompareChart, HidingTheMeasuredPointsHidesTheComparisonAndItsLabels)
{
    OneChart<ui::RooflineChart> one(defaultProject(), QSize(1200, 800));
    one.document.setMeasured(beforeRun());
    compareWith(one.document, afterRun());
    one.flush();
    one.document.setSeriesHidden(Series {Series::Kind::Measured, {}, 0}, true);
    one.flush();
    EXPECT_TRUE(plottedCompareArrows(one.chart, kH100).empty());
    EXPECT_TRUE(plottedOnlyBefore(one.chart, kH100).empty());
    EXPECT_FALSE(shownLabelTexts(one.chart).contains(QStringLiteral("⚠ gemm 2×")));
    EXPECT_FALSE(shownLabelTexts(one.chart).contains(QStringLiteral("softmax 0.5×")));
}

TEST(CompareChart, NoLabelCoversAnArrowsHead)
{
    OneChart<ui::RooflineChart> one(defaultProject(), QSize(1200, 800));
    one.document.setMeasured(beforeRun());
    compareWith(one.document, afterRun());
    one.flush();
    QCPAxisRect* rect = one.chart.plot()->axisRect();
    const std::vector<QRectF> boxes = shownLabelRects(one.chart);
    ASSERT_FALSE(boxes.empty());
    for (const QLineF& arrow : plottedCompareArrows(one.chart, kH100)) {
        const QPointF tip(rect->axis(QCPAxis::atBottom)->coordToPixel(arrow.x2()),
            rect->axis(QCPAxis::atLeft)->coordToPixel(arrow.y2()));
        for (const QRectF& box : boxes)
            EXPECT_FALSE(box.contains(tip)) << tip.x() << "," << tip.y();
    }
}

TEST(CompareChart, ArrowsAndHeadsGrowWithTheSlideThemesMarks)
{
    OneChart<ui::RooflineChart> one;
    one.document.setMeasured(beforeRun());
    compareWith(one.document, afterRun());
    one.flush();
    // On screen: the theme's line width, and a head of 1.3 marker sizes (or 4 line widths).
    const ui::ChartTheme& screen = one.chart.theme();
    EXPECT_DOUBLE_EQ(compareArrowWidth(one.chart, kH100), screen.lineWidth);
    EXPECT_DOUBLE_EQ(compareArrowHead(one.chart, kH100), std::max(screen.markerSize * 1.3, screen.lineWidth * 4.0));
    // A slide's lines (4.5 px) and markers (17 px) make arrows 4.5 px wide with 22.1 px heads.
    const ui::ChartTheme slide = ui::ChartTheme::slide();
    EXPECT_DOUBLE_EQ(ui::RooflineCompareLayer::arrowPen(Qt::black, slide).widthF(), 4.5);
    EXPECT_DOUBLE_EQ(ui::RooflineCompareLayer::headLength(slide), 17.0 * 1.3);
    EXPECT_GT(ui::RooflineCompareLayer::headLength(slide), compareArrowHead(one.chart, kH100));
}

} // namespace
} // namespace roofline::test
