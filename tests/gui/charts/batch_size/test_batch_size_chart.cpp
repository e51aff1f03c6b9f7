// The batch-size chart on a document of its own, read back from QCustomPlot: the chapter's Q3
// figure, one chart per chip or overlaid, log axes, and legend clicks.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/scene/scene.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"

#include <QTest>

namespace roofline::test {
namespace {

using Sweep = OneChart<ui::BatchSizeChart>;

TEST(BatchSizeChart, DefaultViewIsTheChaptersQ3Figure)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e"};
    Sweep sweep(project);
    const ui::BatchSizeChart& chart = sweep.chart;
    ASSERT_EQ(chart.panelCount(), 1);
    // B from 1 to 511, every whole number; linear axes from 0 to just above 1.97e14 (5 %), and 15 % of that
    // range more for the critical B labels beside the knees.
    EXPECT_EQ(plottedCurvePointCount(chart, 0, 0), 511);
    QCPAxisRect* rect = chart.panelRect(0);
    EXPECT_EQ(rect->axis(QCPAxis::atBottom)->scaleType(), QCPAxis::stLinear);
    EXPECT_EQ(rect->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLinear);
    EXPECT_EQ(rect->axis(QCPAxis::atLeft)->range().lower, 0.0);
    EXPECT_TRUE(near(rect->axis(QCPAxis::atLeft)->range().upper, 1.97e14 * 1.05 * 1.15));
    // The critical B of each curve, marked at the ceiling: the chapter's 136.09 and 226.31.
    EXPECT_TRUE(near(plottedCriticalBatch(chart, 0, 0)->x(), 136.09, 1e-3));
    EXPECT_TRUE(near(plottedCriticalBatch(chart, 0, 1)->x(), 226.31, 1e-3));
    EXPECT_EQ(plottedCriticalBatch(chart, 0, 0)->y(), 1.97e14);
}

TEST(BatchSizeChart, EachChipsChartTitleIsInItsChipsShadeAsOnTheRoofline)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm"};
    project.viewOptions.chipLayout = ChipLayout::SideBySide;
    Sweep sweep(project);
    OneChart<ui::RooflineChart> roofline(project);
    ASSERT_EQ(sweep.chart.panelCount(), 2);
    ASSERT_EQ(roofline.chart.panelCount(), 2);
    const auto titleColor = [](const ui::ChartBase& chart, int panel) {
        return chart.panelRect(panel)->axis(QCPAxis::atTop)->labelColor();
    };
    // Two chips, two shades (not one text colour for both), the same on both charts.
    EXPECT_NE(titleColor(sweep.chart, 0), titleColor(sweep.chart, 1));
    for (int p = 0; p < 2; ++p)
        EXPECT_EQ(titleColor(sweep.chart, p), titleColor(roofline.chart, p)) << p;
}

TEST(BatchSizeChart, OneChartPerChipByDefaultOverlaidOnRequestLogAxesToo)
{
    Sweep sweep;
    ui::BatchSizeChart& chart = sweep.chart;
    ASSERT_EQ(chart.panelCount(), 2);
    // Each chip's chart ends above its own ceiling (5 %, then 15 % of that for the critical B labels)…
    EXPECT_TRUE(near(chart.panelRect(0)->axis(QCPAxis::atLeft)->range().upper, 1.97e14 * 1.05 * 1.15));
    EXPECT_TRUE(near(chart.panelRect(1)->axis(QCPAxis::atLeft)->range().upper, 9.89e14 * 1.05 * 1.15));
    // …but B is shared.
    chart.panelRect(0)->axis(QCPAxis::atBottom)->setRange(10, 300);
    EXPECT_EQ(chart.panelRect(1)->axis(QCPAxis::atBottom)->range(), QCPRange(10, 300));
    pushViewOptions(sweep.document, [](ViewOptions& o) { o.sweepSharedFlops = true; });
    sweep.flush();
    EXPECT_EQ(chart.panelRect(0)->axis(QCPAxis::atLeft)->range(), chart.panelRect(1)->axis(QCPAxis::atLeft)->range());
    pushViewOptions(sweep.document, [](ViewOptions& o) {
        o.sweepChipLayout = ChipLayout::Overlay;
        o.sweepLogBatch = true;
        o.sweepLogFlops = true;
    });
    sweep.flush();
    ASSERT_EQ(chart.panelCount(), 1);
    EXPECT_EQ(chart.panelRect(0)->axis(QCPAxis::atBottom)->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(chart.panelRect(0)->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(chart.plottedSliderBatch(1), 128.0);
}

TEST(BatchSizeChart, LegendClickHidesACurveOnEveryChip)
{
    Sweep sweep;
    ui::BatchSizeChart& chart = sweep.chart;
    QCPLegend* legend = chart.legend();
    ASSERT_TRUE(legend);
    ASSERT_EQ(legend->itemCount(), 2);
    QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, legend->item(1)->outerRect().center());
    sweep.flush();
    EXPECT_EQ(sweep.document.project().views.hidden.sweeps, std::vector<int> {1});
    for (int chip = 0; chip < 2; ++chip) {
        EXPECT_EQ(plottedCurvePointCount(chart, chip, 0), 511) << chip;
        EXPECT_EQ(plottedCurvePointCount(chart, chip, 1), 0) << chip;
    }
}

TEST(BatchSizeChart, LabelsNeverOverlapWithSixChips)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "b200", "tpu-v6e", "gaudi3"};
    for (const ChipLayout layout : {ChipLayout::Overlay, ChipLayout::SideBySide}) {
        project.viewOptions.sweepChipLayout = layout;
        Sweep sweep(project);
        const std::vector<QRectF> rects = shownLabelRects(sweep.chart);
        EXPECT_GT(rects.size(), 6u);
        for (std::size_t i = 0; i < rects.size(); ++i) {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                EXPECT_FALSE(rects[i].intersects(rects[j])) << i << " and " << j;
        }
    }
}

// A chip that cannot run a sweep (V100 has no bf16) says so, in core's words said again here, once
// and naming the chip where several chips share the chart.
TEST(BatchSizeChart, ASweepAChipCannotDrawIsExplainedOnItsChart)
{
    Project project = defaultProject();
    project.chipIds = {"v100", "tpu-v5e"};
    Sweep sweep(project);
    const QString reason = QStringLiteral("V100 has no bf16 peak; it has fp64, fp32, fp16");
    QStringList texts = shownLabelTexts(sweep.chart);
    texts.replaceInStrings(QStringLiteral("\n"), QStringLiteral(" "));
    EXPECT_TRUE(texts.contains(QStringLiteral("2 of 2 sweeps not drawn: ") + reason))
        << texts.join(QLatin1Char('|')).toStdString();
    pushViewOptions(sweep.document, [](ViewOptions& o) { o.sweepChipLayout = ChipLayout::Overlay; });
    sweep.flush();
    texts = shownLabelTexts(sweep.chart);
    texts.replaceInStrings(QStringLiteral("\n"), QStringLiteral(" "));
    EXPECT_TRUE(texts.contains(QStringLiteral("V100: 2 of 2 sweeps not drawn: ") + reason))
        << texts.join(QLatin1Char('|')).toStdString();
}

} // namespace
} // namespace roofline::test
