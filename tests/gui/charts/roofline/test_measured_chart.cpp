// Measured kernels on the roofline chart, read back from the QCustomPlot objects: measured groups as
// discs whose area is their share of the time with a size key in the legend, labels on the top N
// only, a line from a linked op's prediction to its measurement, the ERT ceilings dashed, and the
// Details panel's "reaches N % of the roofline's prediction".
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/readers/ert_json.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/size_legend_item.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/panels/details_panel.h"

#include <QImage>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace roofline::test {
namespace {

// The default project's chips: TPU v5e, then H100 SXM.
constexpr int kH100Index = 1;

// `names` names × 40 kernels on H100 SXM, name i taking (i + 1) ms a kernel: shares (i + 1) / Σ.
std::vector<MeasuredKernel> kernelsOf(int names)
{
    std::vector<MeasuredKernel> kernels;
    for (int k = 0; k < 40; ++k) {
        for (int i = 0; i < names; ++i)
            kernels.push_back({"kernel_" + std::to_string(i), 1e9, 1e6, (i + 1) * 1e-3, "h100-sxm", ""});
    }
    return kernels;
}

// Area in proportion to the share: a whole profile 6 marker sizes across, never under 0.6.
double expectedDiameter(double share, double markerSize)
{
    return markerSize * std::max(0.6, 6.0 * std::sqrt(share));
}

ui::SizeLegendItem* sizeKey(const ui::RooflineChart& chart)
{
    QCPLegend* legend = chart.legend();
    for (int i = 0; legend && i < legend->itemCount(); ++i) {
        if (auto* item = qobject_cast<ui::SizeLegendItem*>(legend->item(i)))
            return item;
    }
    return nullptr;
}

TEST(MeasuredChart, DiscsHaveAnAreaInProportionToTheirShareAndTheLegendKeysTheSizes)
{
    OneChart<ui::RooflineChart> one;
    EXPECT_EQ(sizeKey(one.chart), nullptr); // no measurements, no key
    one.document.setMeasured(kernelsOf(3)); // 120 kernels: grouped, shares 3/6, 2/6, 1/6
    one.flush();
    const double size = one.chart.theme().markerSize;
    const std::vector<double> diameters = plottedMeasuredDiameters(one.chart, kH100Index);
    ASSERT_EQ(diameters.size(), 3u);
    EXPECT_NEAR(diameters[0], size * 6.0 * std::sqrt(0.5), 1e-9);
    EXPECT_NEAR(diameters[1], size * 6.0 * std::sqrt(2.0 / 6.0), 1e-9);
    EXPECT_NEAR(diameters[2], size * 6.0 * std::sqrt(1.0 / 6.0), 1e-9);
    // Areas go as the shares: 3 : 2 : 1.
    EXPECT_NEAR(diameters[0] * diameters[0] / (diameters[2] * diameters[2]), 3.0, 1e-9);
    // Each at its group's totals: 40 GFLOPs over 40 MB in 40 × (i + 1) ms.
    const std::vector<QPointF> points = plottedMeasuredPoints(one.chart, kH100Index);
    ASSERT_EQ(points.size(), 3u);
    EXPECT_DOUBLE_EQ(points[0].x(), 1000.0);
    EXPECT_NEAR(points[0].y(), 40e9 / 0.12, 1.0);
    EXPECT_TRUE(plottedMeasuredPoints(one.chart, 0).empty()); // none on TPU v5e

    const ui::SizeLegendItem* key = sizeKey(one.chart);
    ASSERT_NE(key, nullptr);
    ASSERT_EQ(key->diameters().size(), 3);
    EXPECT_NEAR(key->diameters()[0], expectedDiameter(0.01, size), 1e-9);
    EXPECT_NEAR(key->diameters()[1], expectedDiameter(0.1, size), 1e-9);
    EXPECT_NEAR(key->diameters()[2], size * 6.0 * std::sqrt(0.5), 1e-9); // as large as the 50 % group's disc
    EXPECT_EQ(key->texts().size(), 4);
    EXPECT_TRUE(key->texts().back().startsWith(QStringLiteral("50")));
    EXPECT_GE(key->minimumOuterSizeHint().height(), static_cast<int>(key->diameters()[2]));
}

TEST(MeasuredChart, ATinyShareIsDrawnAtTheSmallestSize)
{
    OneChart<ui::RooflineChart> one;
    std::vector<MeasuredKernel> kernels = kernelsOf(3);
    kernels.push_back({"rare", 1e6, 1e4, 1e-6, "h100-sxm", ""}); // 1 µs of 240 ms
    one.document.setMeasured(kernels);
    one.flush();
    const std::vector<double> diameters = plottedMeasuredDiameters(one.chart, kH100Index);
    ASSERT_EQ(diameters.size(), 4u);
    EXPECT_NEAR(diameters.back(), one.chart.theme().markerSize * 0.6, 1e-9);
}

TEST(MeasuredChart, OnlyTheTopNByTimeAreLabelled)
{
    OneChart<ui::RooflineChart> one(defaultProject(), QSize(1400, 900));
    one.document.setMeasured(kernelsOf(12));
    MeasuredSettings view = one.document.measuredView();
    view.labelTop = 3;
    one.document.setMeasuredView(view);
    one.flush();
    one.chart.plot()->replot();
    QStringList texts = shownLabelTexts(one.chart) + one.chart.droppedLabelTexts();
    QStringList measured;
    for (const QString& text : texts) {
        if (text.startsWith(QStringLiteral("kernel_")))
            measured.append(text);
    }
    measured.sort();
    // The three largest shares: names 11, 10 and 9 (12, 11 and 10 ms a kernel).
    EXPECT_EQ(
        measured, (QStringList {QStringLiteral("kernel_10"), QStringLiteral("kernel_11"), QStringLiteral("kernel_9")}));
    // Every group is still drawn.
    EXPECT_EQ(plottedMeasuredPoints(one.chart, kH100Index).size(), 12u);
}

TEST(MeasuredChart, ALinkedGroupHasALineFromItsOpsPredictionThatFollowsTheSliders)
{
    OneChart<ui::RooflineChart> one;
    one.document.setMeasured(kernelsOf(3));
    EXPECT_TRUE(plottedPredictionLines(one.chart, kH100Index).empty());
    one.document.setMeasuredLinks({{"kernel_2", "h100-sxm", 0}}); // the bf16 matmul
    one.flush();
    const auto check = [&] {
        const std::vector<QLineF> lines = plottedPredictionLines(one.chart, kH100Index);
        ASSERT_EQ(lines.size(), 1u);
        const std::optional<QPointF> op = plottedOpPoint(one.chart, kH100Index, 0);
        ASSERT_TRUE(op);
        EXPECT_EQ(lines[0].p1(), *op);
        // kernel_2: 40 GFLOPs, 40 MB, 40 × 3 ms.
        EXPECT_DOUBLE_EQ(lines[0].p2().x(), 1000.0);
        EXPECT_NEAR(lines[0].p2().y(), 40e9 / 0.12, 1.0);
    };
    check();
    EXPECT_TRUE(plottedPredictionLines(one.chart, 0).empty()); // the group is on H100 only
    const QPointF before = plottedPredictionLines(one.chart, kH100Index)[0].p1();
    one.document.setDim(Dim::B, 512.0);
    one.flush();
    check();
    EXPECT_NE(plottedPredictionLines(one.chart, kH100Index)[0].p1(), before);
    // Hiding the measured points hides the line.
    one.document.setSeriesHidden(Series {Series::Kind::Measured, {}, 0}, true);
    one.flush();
    EXPECT_TRUE(plottedPredictionLines(one.chart, kH100Index).empty());
}

// The area a slider step repaints (PlotWidget::dynamicContent: where the moving layer draws), in
// pixels, overlaps counted once.
double dynamicArea(ui::RooflineChart& chart)
{
    QRegion region;
    for (const QRect& rect : chart.plot()->dynamicContent())
        region += rect;
    double area = 0.0;
    for (const QRect& rect : region)
        area += static_cast<double>(rect.width()) * rect.height();
    return area;
}

// The prediction line's op end moves with B, so it is on the moving layer; its ink must be the
// small boxes along it, not its axis rect, or every B step with a linked op repaints the whole plot.
TEST(MeasuredChart, ALinkedOpsLineAddsOnlyTheBoxesAlongItToASliderStep)
{
    OneChart<ui::RooflineChart> one;
    one.document.setMeasured(kernelsOf(3));
    one.document.setDim(Dim::B, 512.0);
    one.flush();
    const double without = dynamicArea(one.chart);
    one.document.setMeasuredLinks({{"kernel_2", "h100-sxm", 0}});
    one.flush();
    one.document.setDim(Dim::B, 4096.0);
    one.flush();
    const double with = dynamicArea(one.chart);
    const std::vector<QLineF> lines = plottedPredictionLines(one.chart, kH100Index);
    ASSERT_EQ(lines.size(), 1u);
    QCPAxisRect* rect = one.chart.panelRect(one.chart.panelCount() == 1 ? 0 : kH100Index);
    const QRect plotArea = rect->rect();
    const auto pixel = [&](const QPointF& p) {
        return QPointF(
            rect->axis(QCPAxis::atBottom)->coordToPixel(p.x()), rect->axis(QCPAxis::atLeft)->coordToPixel(p.y()));
    };
    const QLineF line(pixel(lines[0].p1()), pixel(lines[0].p2()));
    ASSERT_GT(line.length(), 50.0); // a line long enough for its bounding box to matter
    // Every pixel of the line inside the plot lies in the moving layer's ink: a step repaints it.
    const std::vector<QRect> ink = one.chart.plot()->dynamicContent();
    for (int i = 0; i <= 100; ++i) {
        const QPoint p = line.pointAt(i / 100.0).toPoint();
        if (!plotArea.contains(p))
            continue;
        EXPECT_TRUE(std::any_of(ink.begin(), ink.end(), [&](const QRect& r) { return r.contains(p); }))
            << "the line at " << p.x() << "," << p.y() << " is outside the repainted area";
    }
    // The line adds about its length times a box's height (16 px pieces with margins), far less than
    // its plot: a tenth of the plot area, and at most 40 px per pixel of line.
    const double plot = static_cast<double>(plotArea.width()) * plotArea.height();
    EXPECT_LT(with - without, 0.1 * plot) << with << " vs " << without << " of " << plot;
    EXPECT_LT(with - without, 40.0 * line.length()) << with << " vs " << without;

    // And what it repaints is enough: after steps that swing the line about, the frame is what a
    // full replot draws (no piece of an old line left behind).
    for (const double b : {1.0, 64.0, 2048.0, 8.0, 300.0, 16384.0, 128.0}) {
        one.document.setDim(Dim::B, b);
        one.flush();
    }
    const QImage stepped = one.chart.plot()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    one.chart.plot()->replot();
    const QImage full = one.chart.plot()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    ASSERT_EQ(stepped.size(), full.size());
    int different = 0;
    for (int y = 0; y < full.height(); ++y) {
        for (int x = 0; x < full.width(); ++x) {
            const QRgb a = stepped.pixel(x, y);
            const QRgb c = full.pixel(x, y);
            // (Antialiased edges drawn on the frame may round a little differently, as in Coalescing.*.)
            different += std::max({std::abs(qRed(a) - qRed(c)), std::abs(qGreen(a) - qGreen(c)),
                             std::abs(qBlue(a) - qBlue(c))})
                    > 8
                ? 1
                : 0;
        }
    }
    EXPECT_EQ(different, 0) << "pixels that differ from a full replot by more than 8";
}

TEST(MeasuredChart, TheErtCeilingsAreDashedOnTheirChipWithALegendEntry)
{
    OneChart<ui::RooflineChart> one;
    EXPECT_FALSE(legendHas(one.chart, QStringLiteral("measured (ERT)")));
    one.document.setEmpiricalRooflines({loadErtFile(ROOFLINE_TEST_DATA_DIR "/ert/roofline.json", "h100-sxm")});
    one.flush();
    // The fixture: 9512.37 GFLOP/s; L1 14215.62, L2 4733.18, DRAM 1408.45 GB/s.
    const std::vector<double> ceilings = plottedMeasuredCeilings(one.chart, kH100Index);
    ASSERT_EQ(ceilings.size(), 1u);
    EXPECT_NEAR(ceilings[0], 9512.37e9, 1e-3);
    const std::vector<double> slopes = plottedMeasuredSlopes(one.chart, kH100Index);
    ASSERT_EQ(slopes.size(), 3u);
    EXPECT_NEAR(slopes[0] / 14215.62e9, 1.0, 1e-12);
    EXPECT_NEAR(slopes[1] / 4733.18e9, 1.0, 1e-12);
    EXPECT_NEAR(slopes[2] / 1408.45e9, 1.0, 1e-12);
    EXPECT_TRUE(plottedMeasuredCeilings(one.chart, 0).empty());
    EXPECT_TRUE(legendHas(one.chart, QStringLiteral("measured (ERT)")));
    EXPECT_TRUE(shownLabelTexts(one.chart).contains(QStringLiteral("measured 9.51e12")));
}

// However many levels an ERT file has, a chip's measured slopes are one plottable and its ceilings another:
// 20,000 levels add no QCustomPlot object over 3 (a plottable each took minutes to clear at 150,000), the
// chart holds at most 256 of them (the slowest, and one per span of their rates' logarithm:
// drawnErtLevels), and a replot draws a line only where it lands on pixels no other did.
TEST(MeasuredChart, AnErtFileWithManyLevelsIsOnePlottableAndDrawsOnlyDistinctPixels)
{
    OneChart<ui::RooflineChart> one;
    one.document.setEmpiricalRooflines({loadErtFile(ROOFLINE_TEST_DATA_DIR "/ert/roofline.json", "h100-sxm")});
    one.flush();
    const int withThree = one.chart.plot()->plottableCount();
    const auto drawn = [&] {
        std::vector<int> counts;
        for (int i = 0; i < one.chart.plot()->plottableCount(); ++i) {
            if (auto* lines = qobject_cast<ui::LineSet*>(one.chart.plot()->plottable(i)))
                counts.push_back(lines->drawnCount());
        }
        return counts;
    };
    one.chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
    EXPECT_EQ(drawn(), (std::vector<int> {1, 3})); // the fixture's one peak and three levels, each drawn

    // Level i at (1000 + i) GB/s, as ERT writes it: in billions. Neighbours are log(1001/1000) = 0.001 apart,
    // closer than a span, log(20999/1000) / 255 = 0.0119: every span has a level, and with the slowest 256
    // are held.
    EmpiricalRoofline many;
    many.chipId = "h100-sxm";
    many.ceilings = {{"GFLOPs", 9512.37e9}};
    for (int i = 0; i < 20000; ++i)
        many.bandwidths.push_back({"L" + std::to_string(i), (1000.0 + i) * 1e9});
    one.document.setEmpiricalRooflines({many});
    one.flush();
    EXPECT_EQ(one.chart.plot()->plottableCount(), withThree);
    const std::vector<double> slopes = plottedMeasuredSlopes(one.chart, kH100Index);
    ASSERT_EQ(slopes.size(), 256u);
    EXPECT_NEAR(slopes.front() / 1000e9, 1.0, 1e-12);
    EXPECT_NEAR(slopes.back() / 20999e9, 1.0, 1e-12);
    one.chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
    // Parallel lines from 1e12 to 2.1e13 B/s, some closer than a quarter pixel: fewer than 256 are drawn,
    // and more than one.
    const std::vector<int> counts = drawn();
    ASSERT_EQ(counts.size(), 2u);
    EXPECT_EQ(counts[0], 1);
    EXPECT_GT(counts[1], 1);
    EXPECT_LE(counts[1], 256);
}

TEST(MeasuredChart, DetailsSaysHowMuchOfThePredictionALinkedGroupReaches)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    // 40 runs of the dot product as profiled (2e6 FLOPs, 4e6 bytes, 2 µs each), and 40 of a kernel of
    // another shape, both linked to the dot product (op 2).
    std::vector<MeasuredKernel> kernels;
    for (int k = 0; k < 40; ++k) {
        kernels.push_back({"dot_kernel", 2e6, 4e6, 2e-6, "h100-sxm", ""});
        kernels.push_back({"big_gemm", 1e9, 1e6, 1e-3, "h100-sxm", ""});
    }
    document.setMeasured(kernels);
    document.setMeasuredLinks({{"dot_kernel", "h100-sxm", 2}, {"big_gemm", "h100-sxm", 2}});
    detailsPanel(*window)->setOp(2);
    window->flushUpdates();
    QCoreApplication::processEvents();
    // The dot product of two bf16 vectors of 1e6 on H100 SXM: 2e6 FLOPs and 4e6 bytes over HBM at
    // 3.35e12 B/s, so T_lower = 4e6 / 3.35e12 = 1.194 µs (its 2e6 FLOPs take far less at the peak);
    // against 2 µs measured that is 59.7 %, worded as 60 %.
    const int percent = static_cast<int>(std::lround(100.0 * (4e6 / 3.35e12) / 2e-6));
    ASSERT_EQ(percent, 60);
    const QString words = detailsPanel(*window)->explanation();
    EXPECT_TRUE(words.contains(
        QStringLiteral("Measured dot_kernel (40 kernels) reaches 60 % of the roofline's prediction: 1.19 µs predicted, "
                       "2 µs measured per kernel.")))
        << words.toStdString();
    // big_gemm: 1e9 FLOPs a kernel against the dot's 2e6, and Details says the shapes differ (only for it).
    EXPECT_EQ(words.count(QStringLiteral("the link may join different shapes")), 1) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("Its FLOPs per kernel are 500× the op's"))) << words.toStdString();
    // Not on TPU v5e, where none of them ran: the sentences are H100's only.
    EXPECT_EQ(words.count(QStringLiteral("of the roofline's prediction")), 2);
    // Undoing the links takes the sentences away.
    document.setMeasuredLinks({});
    window->flushUpdates();
    QCoreApplication::processEvents();
    EXPECT_FALSE(detailsPanel(*window)->explanation().contains(QStringLiteral("prediction")));
}

} // namespace
} // namespace roofline::test
