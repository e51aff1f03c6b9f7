// Where the charts' inset legends go: in the corner that covers none of the roof, the ridges, the
// ops, the measured kernels or the curves, and nowhere else while only a slider moves.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/scene/scene.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/legend_placement.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

namespace roofline::test {
namespace {

using ui::OpList;

// About the size each chart has in the window at its default 1600 × 1000.
const QSize kChartSize(600, 640);

struct Roofline : OneChart<ui::RooflineChart> {
    explicit Roofline(Project project = defaultProject())
        : OneChart(std::move(project), kChartSize)
    { }
};

Project oneChip(const std::string& id)
{
    Project project = defaultProject();
    project.chipIds = {id};
    return project;
}

// A bare 400×300 plot whose axes both run from 0 to 100.
QCPAxisRect* percentPlot(QCustomPlot& plot)
{
    plot.resize(400, 300);
    QCPAxisRect* rect = plot.axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(0.0, 100.0);
    rect->axis(QCPAxis::atLeft)->setRange(0.0, 100.0);
    return rect;
}

QPointF pixelOf(QCPAxisRect* rect, double x, double y)
{
    return {rect->axis(QCPAxis::atBottom)->coordToPixel(x), rect->axis(QCPAxis::atLeft)->coordToPixel(y)};
}

// What the legend must not touch on a roofline, in pixels from the axes and core's scene (not from
// what the chart plotted or from its placement): each chip's ridges, ops and measured kernels as
// boxes the size of a marker, and its roof (each slope up to its ridge under the top ceiling, the
// ceiling from the ridge on) as points a pixel apart.
struct Drawn {
    std::vector<QRectF> markers;
    std::vector<QPointF> roof;
};

Drawn rooflineDrawn(ui::RooflineChart& chart)
{
    QCPAxisRect* rect = chart.panelRect(0);
    const QCPRange x = rect->axis(QCPAxis::atBottom)->range();
    const QRectF area(rect->rect());
    Drawn drawn;
    const auto marker = [&](double intensity, double flops) {
        const QPointF p = pixelOf(rect, intensity, flops);
        if (area.contains(p))
            drawn.markers.emplace_back(p.x() - 5.0, p.y() - 5.0, 10.0, 10.0);
    };
    const auto roof = [&](double from, double to, const std::function<double(double)>& flopsAt) {
        from = std::max(from, x.lower);
        to = std::min(to, x.upper);
        const int steps = 2000;
        for (int i = 0; i <= steps && from < to; ++i) {
            const double intensity = from * std::pow(to / from, static_cast<double>(i) / steps);
            const QPointF p = pixelOf(rect, intensity, flopsAt(intensity));
            if (area.contains(p))
                drawn.roof.push_back(p);
        }
    };
    for (const ChipRoofline& chip : chart.scene().chips) {
        for (const RidgePoint& ridge : chip.ridges)
            marker(ridge.intensity, ridge.flopsPerS);
        for (const OpPoint& point : chip.points)
            marker(point.evaluation.intensity, point.evaluation.attainableFlopsPerS);
        for (const MeasuredPoint& point : chip.measured)
            marker(point.intensity, point.achievedFlopsPerS);
        double peak = 0.0;
        for (const CeilingLine& ceiling : chip.ceilings) {
            if (!ceiling.achievable)
                peak = std::max(peak, ceiling.flopsPerS);
        }
        double ridgeAt = x.upper;
        for (const SlopeLine& slope : chip.slopes) {
            const double bandwidth = slope.bytesPerS;
            roof(x.lower, peak / bandwidth, [bandwidth](double i) { return bandwidth * i; });
            ridgeAt = std::min(ridgeAt, peak / bandwidth);
        }
        roof(ridgeAt, x.upper, [peak](double) { return peak; });
    }
    return drawn;
}

void expectLegendCoversNothing(ui::RooflineChart& chart)
{
    const QRectF legend(chart.legend()->outerRect());
    ASSERT_FALSE(legend.isEmpty());
    const Drawn drawn = rooflineDrawn(chart);
    ASSERT_FALSE(drawn.markers.empty());
    ASSERT_FALSE(drawn.roof.empty());
    for (const QRectF& marker : drawn.markers)
        EXPECT_FALSE(legend.intersects(marker)) << "a marker at " << marker.center().x() << "," << marker.center().y();
    const int covered = static_cast<int>(std::count_if(drawn.roof.begin(), drawn.roof.end(),
        [&](const QPointF& p) { return legend.adjusted(-1, -1, 1, 1).contains(p); }));
    EXPECT_EQ(covered, 0) << "roof points under the legend";
}

bool inCorner(const QRectF& legend, QCPAxisRect* rect, Qt::Alignment corner)
{
    const QRectF area(rect->insetLayout()->rect());
    const bool right = std::fabs(legend.right() - area.right()) <= 1.0;
    const bool left = std::fabs(legend.left() - area.left()) <= 1.0;
    const bool bottom = std::fabs(legend.bottom() - area.bottom()) <= 1.0;
    const bool top = std::fabs(legend.top() - area.top()) <= 1.0;
    return (corner.testFlag(Qt::AlignRight) ? right : left) && (corner.testFlag(Qt::AlignBottom) ? bottom : top);
}

TEST(LegendPlacement, DefaultRooflineLegendCoversNoRoofRidgeOrOp)
{
    Roofline roofline;
    ui::RooflineChart* chart = &roofline.chart;
    ASSERT_EQ(chart->panelCount(), 1);
    expectLegendCoversNothing(*chart);
    // The compute-bound region's name still shows beside it.
    EXPECT_TRUE(shownLabelTexts(*chart).contains(QStringLiteral("Compute-bound")))
        << shownLabelTexts(*chart).join(QLatin1Char('|')).toStdString();
    const QRectF legend(chart->legend()->outerRect());
    for (const QRectF& label : shownLabelRects(*chart))
        EXPECT_FALSE(label.intersects(legend));
}

TEST(LegendPlacement, KernelsMeasuredAtHighIntensityAndLowFlopsPushTheLegendOutOfTheBottomRight)
{
    // With the vector-unit ceilings' entry and the size key the legend is too big for any free
    // corner of this chart (inside, it covered 3054 roof points): it goes above the plot.
    Roofline roofline;
    ui::RooflineChart* chart = &roofline.chart;
    QCPAxisRect* rect = chart->panelRect(0);
    const QCPRange x = rect->axis(QCPAxis::atBottom)->range();
    const QCPRange y = rect->axis(QCPAxis::atLeft)->range();
    // A grid of slow kernels filling the bottom right quarter of the view (log axes).
    std::vector<MeasuredKernel> kernels;
    for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 3; ++j) {
            const double intensity = x.lower * std::pow(x.upper / x.lower, 0.6 + 0.1 * i);
            const double flopsPerS = y.lower * std::pow(y.upper / y.lower, 0.05 + 0.12 * j);
            MeasuredKernel kernel;
            kernel.name = "k" + std::to_string(i) + std::to_string(j);
            kernel.bytes = 1e9;
            kernel.flops = intensity * kernel.bytes;
            kernel.seconds = kernel.flops / flopsPerS;
            kernels.push_back(kernel);
        }
    }
    roofline.document.setMeasured(kernels);
    roofline.flush();
    ASSERT_FALSE(plottedMeasuredPoints(*chart, 0).empty());
    // (New measurements rebuild the chart: its axis rect is a new one.)
    EXPECT_FALSE(inCorner(QRectF(chart->legend()->outerRect()), chart->panelRect(0), ui::kBottomRight));
    expectLegendCoversNothing(*chart);
    // Outside the plot, whole, and every entry in it.
    const QRect legend = chart->legend()->outerRect();
    const QRect plot = chart->panelRect(0)->outerRect();
    EXPECT_FALSE(legend.intersects(chart->panelRect(0)->rect()));
    EXPECT_LE(legend.bottom(), plot.top());
    EXPECT_TRUE(QRect(QPoint(0, 0), chart->plot()->size()).contains(legend));
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        // (A row of entries wrapped into a grid has empty cells at its end.)
        if (const QCPAbstractLegendItem* item = chart->legend()->item(i)) {
            EXPECT_TRUE(legend.contains(item->outerRect()));
        }
    }
    // Zooming keeps it there; the chart's next build chooses again, the same way.
    chart->plot()->replot();
    EXPECT_FALSE(chart->legend()->outerRect().intersects(chart->panelRect(0)->rect()));
}

TEST(LegendPlacement, AZoomThatFillsTheLegendsCornerMovesTheLegendToAFreeCorner)
{
    // One chip: its key ("TPU v5e: 1.97e14, ridge 240.2") is wider than the room right of the ridge's
    // line at 240 FLOPs/byte, so the legend takes the free bottom left.
    Roofline roofline(oneChip("tpu-v5e"));
    ui::RooflineChart* chart = &roofline.chart;
    QCPAxisRect* rect = chart->panelRect(0);
    ASSERT_TRUE(inCorner(QRectF(chart->legend()->outerRect()), rect, ui::kBottomLeft));
    // Low intensities only, as a wheel zoom would set them (the axes' ranges, then a replot): HBM's slope
    // (8.19e11 bytes/s) starts at 8.19e9 FLOPs/s at 0.01 FLOPs/byte, a few pixels above the bottom left, and
    // ends at 2.46e12 at 3 FLOPs/byte, under the middle of the right edge: the top left is above it.
    rect->axis(QCPAxis::atBottom)->setRange(1e-2, 3.0);
    rect->axis(QCPAxis::atLeft)->setRange(5e9, 1e16);
    roofline.flush();
    chart->plot()->replot();
    const QRectF legend(chart->legend()->outerRect());
    EXPECT_FALSE(inCorner(legend, chart->panelRect(0), ui::kBottomLeft));
    expectLegendCoversNothing(*chart);
}

TEST(LegendPlacement, TheLegendStaysPutWhileTheBSliderMoves)
{
    Roofline roofline;
    ui::RooflineChart* chart = &roofline.chart;
    const QRect before = chart->legend()->outerRect();
    const int paints = chart->paintCount();
    for (const double b : {129.0, 160.0, 256.0, 300.0, 512.0, 1024.0, 64.0, 8.0, 1.0, 128.0}) {
        roofline.document.setDim(Dim::B, b);
        roofline.flush();
        EXPECT_EQ(chart->legend()->outerRect(), before) << "at B = " << b;
    }
    EXPECT_GT(chart->paintCount(), paints); // the steps did draw
}

TEST(LegendPlacement, TheCannotBePlacedNoteShowsBesideTheLegend)
{
    Project project = defaultProject();
    project.chipIds = {"v100", "tpu-v5e"}; // V100: no bf16, so none of the ops is placed on it
    Roofline roofline(project);
    ui::RooflineChart* chart = &roofline.chart;
    const QString note = QStringLiteral("V100: 3 of 3 ops cannot be placed (Details says why)");
    const QStringList texts = shownLabelTexts(*chart);
    const qsizetype index = texts.indexOf(note);
    ASSERT_GE(index, 0) << texts.join(QLatin1Char('|')).toStdString();
    const QRectF noteRect = shownLabelRects(*chart)[static_cast<std::size_t>(index)];
    EXPECT_FALSE(noteRect.intersects(QRectF(chart->legend()->outerRect())));
    EXPECT_TRUE(QRectF(chart->panelRect(0)->rect()).contains(noteRect));
}

// A chip's measured (ERT) ceilings and slopes are one LineSet each, not QCustomPlot data: the legend
// keeps off each of its lines as off a graph's segment (dashed: half the weight of a solid line), only
// those near the candidate boxes, and none while the set is hidden.
TEST(LegendPlacement, ALineSetsLinesAreObstaclesNearTheCorners)
{
    QCustomPlot plot;
    QCPAxisRect* rect = percentPlot(plot);
    auto* set = new ui::LineSet(rect, QPen(Qt::black, 1.0, Qt::DashLine));
    // One line in the top-right quarter, one in the bottom-left.
    set->setLines({QLineF(90.0, 60.0, 90.0, 100.0), QLineF(0.0, 0.0, 10.0, 10.0)});
    plot.replot();
    const QRectF topRight(QRectF(pixelOf(rect, 50.0, 100.0), pixelOf(rect, 100.0, 50.0)).normalized());
    const std::vector<QRectF> near {topRight};

    ui::LegendObstacles obstacles = ui::plottedObstacles(rect, near);
    ASSERT_EQ(obstacles.lines.size(), 1u);
    EXPECT_EQ(obstacles.lines[0].line, QLineF(pixelOf(rect, 90.0, 60.0), pixelOf(rect, 90.0, 100.0)));
    EXPECT_DOUBLE_EQ(obstacles.lines[0].weight, 0.5);
    EXPECT_TRUE(obstacles.markers.empty());
    // Without boxes, every line; a solid pen weighs 1.
    set->setPen(QPen(Qt::black, 1.0, Qt::SolidLine));
    obstacles = ui::plottedObstacles(rect);
    ASSERT_EQ(obstacles.lines.size(), 2u);
    EXPECT_EQ(obstacles.lines[1].line, QLineF(pixelOf(rect, 0.0, 0.0), pixelOf(rect, 10.0, 10.0)));
    EXPECT_DOUBLE_EQ(obstacles.lines[1].weight, 1.0);

    set->setVisible(false);
    EXPECT_TRUE(ui::plottedObstacles(rect).lines.empty());
}

// A graph is in the legend's way as it is drawn: its line thinned as ThinnedGraph draws it, and a
// marker only on the points that show one (every (skip + 1)th), so a curve of thousands of points costs
// its few segments and markers, not one test per point.
TEST(LegendPlacement, AGraphIsAnObstacleAsItIsDrawn)
{
    QCustomPlot plot;
    QCPAxisRect* rect = percentPlot(plot);
    auto* graph = new QCPGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setPen(QPen(Qt::black, 2.0));
    QVector<double> x;
    QVector<double> y;
    for (int i = 0; i <= 9; ++i) {
        x.push_back(10.0 * i);
        y.push_back(i <= 5 ? 10.0 * i : 50.0); // a rise to (50, 50), then flat
    }
    graph->setData(x, y, true);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6.0));
    graph->setScatterSkip(2);
    plot.replot();
    const ui::LegendObstacles obstacles = ui::plottedObstacles(rect);
    ASSERT_EQ(obstacles.lines.size(), 2u);
    EXPECT_EQ(obstacles.lines[0].line, QLineF(pixelOf(rect, 0.0, 0.0), pixelOf(rect, 50.0, 50.0)));
    EXPECT_EQ(obstacles.lines[1].line, QLineF(pixelOf(rect, 50.0, 50.0), pixelOf(rect, 90.0, 50.0)));
    // Markers on points 0, 3, 6 and 9: a box of the marker's radius (at least 4) and 3 more around each.
    ASSERT_EQ(obstacles.markers.size(), 4u);
    const double r = 4.0 + 3.0;
    for (std::size_t k = 0; k < 4; ++k) {
        const QPointF p = pixelOf(rect, x[static_cast<int>(3 * k)], y[static_cast<int>(3 * k)]);
        EXPECT_EQ(obstacles.markers[k], QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)) << k;
    }
}

TEST(LegendPlacement, OverlaidBatchSizeLegendCoversNoCurve)
{
    Project project = defaultProject();
    project.viewOptions.sweepChipLayout = ChipLayout::Overlay;
    OneChart<ui::BatchSizeChart> sweep(project, kChartSize);
    ui::BatchSizeChart* chart = &sweep.chart;
    ASSERT_EQ(chart->panelCount(), 1);
    QCPAxisRect* rect = chart->panelRect(0);
    const QRectF legend(chart->legend()->outerRect());
    ASSERT_FALSE(legend.isEmpty());
    const BatchSizeScene& scene = chart->scene();
    int checked = 0;
    for (const ChipSweeps& chip : scene.chips) {
        for (const SweepCurve& curve : chip.curves) {
            for (std::size_t i = 0; i + 1 < scene.batch.size(); ++i) {
                // Each segment, every few pixels along it.
                const QPointF a = pixelOf(rect, scene.batch[i], curve.flopsPerS[i]);
                const QPointF b = pixelOf(rect, scene.batch[i + 1], curve.flopsPerS[i + 1]);
                const int steps = std::max(1, static_cast<int>(std::hypot(b.x() - a.x(), b.y() - a.y()) / 2.0));
                for (int s = 0; s <= steps; ++s) {
                    const QPointF p = a + (b - a) * (static_cast<double>(s) / steps);
                    EXPECT_FALSE(legend.contains(p)) << "a curve at " << p.x() << "," << p.y();
                    ++checked;
                }
            }
            if (curve.criticalBatch) {
                const QPointF p = pixelOf(rect, *curve.criticalBatch, curve.peakFlopsPerS);
                EXPECT_FALSE(legend.intersects(QRectF(p.x() - 5, p.y() - 5, 10, 10)));
            }
        }
    }
    EXPECT_GT(checked, 100);
}

} // namespace
} // namespace roofline::test
