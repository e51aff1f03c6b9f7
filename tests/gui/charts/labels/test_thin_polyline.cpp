// Curves drawn with their straight runs as single segments (thinPolyline): a batch sweep of thousands
// of points costs the stroker a few segments, and nothing drawn moves by more than the tolerance.
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/thinned_graph.h"
#include "ui/charts/labels/thin_polyline.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace roofline::test {
namespace {

using ui::thinPolyline;

TEST(ThinPolyline, AStraightRunOfAThousandPointsIsDrawnAsOneSegment)
{
    QVector<QPointF> line;
    for (int i = 0; i < 1000; ++i)
        line.push_back(QPointF(i * 0.7, 500.0 - i * 0.3));
    EXPECT_EQ(thinPolyline(line), (QVector<QPointF> {{0.0, 500.0}, {999 * 0.7, 500.0 - 999 * 0.3}}));
}

TEST(ThinPolyline, ARiseThenAFlatTopKeepsTheCornerAndBothEnds)
{
    // A sweep's shape: up at 45 degrees to (100, 100), then flat to (300, 100).
    QVector<QPointF> line;
    for (int x = 0; x <= 300; ++x)
        line.push_back(QPointF(x, x <= 100 ? 200.0 - x : 100.0));
    EXPECT_EQ(thinPolyline(line), (QVector<QPointF> {{0, 200}, {100, 100}, {300, 100}}));
}

TEST(ThinPolyline, APointFurtherFromTheLineThanTheToleranceStays)
{
    // A bump of 0.3 px: each of its neighbours is 0.15 px from a line that skips it, more than the
    // eighth of a pixel left out; of 0.1 px, every point is within it of the line from end to end.
    const QVector<QPointF> bumped {{0, 0}, {10, 0}, {20, 0.3}, {30, 0}, {40, 0}};
    EXPECT_EQ(thinPolyline(bumped), bumped);
    const QVector<QPointF> nudged {{0, 0}, {10, 0}, {20, 0.1}, {30, 0}, {40, 0}};
    EXPECT_EQ(thinPolyline(nudged), (QVector<QPointF> {{0, 0}, {40, 0}}));
}

TEST(ThinPolyline, ALineThatTurnsBackOnItselfIsNotDrawnShorter)
{
    // Out to x = 50 and back to x = 20 along the same line: the far end stays.
    const QVector<QPointF> line {{0, 0}, {25, 0}, {50, 0}, {35, 0}, {20, 0}};
    EXPECT_EQ(thinPolyline(line), (QVector<QPointF> {{0, 0}, {50, 0}, {20, 0}}));
}

TEST(ThinPolyline, AGapKeepsTheEndsOnBothSidesOfIt)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const QVector<QPointF> line {{0, 0}, {1, 1}, {2, 2}, {nan, nan}, {5, 5}, {6, 6}, {7, 7}};
    const QVector<QPointF> thin = thinPolyline(line);
    ASSERT_EQ(thin.size(), 5);
    EXPECT_EQ(thin[0], QPointF(0, 0));
    EXPECT_EQ(thin[1], QPointF(2, 2));
    EXPECT_TRUE(std::isnan(thin[2].x()));
    EXPECT_EQ(thin[3], QPointF(5, 5));
    EXPECT_EQ(thin[4], QPointF(7, 7));
}

TEST(ThinPolyline, PointsAtTheStartWithinTheToleranceAreOne)
{
    const QVector<QPointF> line {{0, 0}, {0.05, 0}, {0.1, 0.05}, {10, 10}};
    EXPECT_EQ(thinPolyline(line), (QVector<QPointF> {{0, 0}, {10, 10}}));
}

TEST(ThinPolyline, TwoPointsOrFewerAreDrawnAsGiven)
{
    EXPECT_EQ(thinPolyline({}), QVector<QPointF> {});
    EXPECT_EQ(thinPolyline({{1, 2}}), (QVector<QPointF> {{1, 2}}));
    EXPECT_EQ(thinPolyline({{1, 2}, {1, 2}}), (QVector<QPointF> {{1, 2}, {1, 2}}));
}

// Whatever the curve: each point left out lies within the tolerance of the line through the two kept
// points around it, and no farther than twice the tolerance from the segment drawn between them.
// Curves of a random walk's turns, with steps of a few pixels and of a fraction of one, in every
// direction (the cone of directions is compared by tangents, so a sign slip would show here).
TEST(ThinPolyline, EveryPointLeftOutIsWithinTheToleranceOfTheLineDrawn)
{
    std::mt19937 random(20261127);
    std::uniform_real_distribution<double> turn(-0.6, 0.6);
    std::uniform_real_distribution<double> step(0.05, 4.0);
    std::uniform_real_distribution<double> start(0.0, 6.3);
    for (int curve = 0; curve < 300; ++curve) {
        QVector<QPointF> points {{500.0, 300.0}};
        double heading = start(random);
        for (int i = 0; i < 400; ++i) {
            heading += curve % 3 == 0 ? turn(random) : turn(random) / 20.0;
            const double length = step(random);
            points.push_back(points.back() + QPointF(length * std::cos(heading), length * std::sin(heading)));
        }
        const QVector<QPointF> kept = ui::thinPolyline(points, ui::kThinTolerancePx);
        ASSERT_GE(kept.size(), 2);
        EXPECT_EQ(kept.front(), points.front());
        EXPECT_EQ(kept.back(), points.back());
        // The kept points in order, found among the curve's (each is one of them).
        qsizetype from = 0;
        for (qsizetype k = 1; k < kept.size(); ++k) {
            qsizetype to = from + 1;
            while (to < points.size() && points[to] != kept[k])
                ++to;
            ASSERT_LT(to, points.size()) << "curve " << curve << ": a kept point is not on the curve";
            const QLineF drawn(points[from], points[to]);
            const QPointF direction = (drawn.p2() - drawn.p1()) / drawn.length();
            for (qsizetype i = from + 1; i < to; ++i) {
                const QPointF v = points[i] - drawn.p1();
                const double across = std::fabs(direction.x() * v.y() - direction.y() * v.x());
                const double along = direction.x() * v.x() + direction.y() * v.y();
                EXPECT_LE(across, ui::kThinTolerancePx + 1e-9) << "curve " << curve << ", point " << i;
                EXPECT_GE(along, -2.0 * ui::kThinTolerancePx) << "curve " << curve << ", point " << i;
                EXPECT_LE(along, drawn.length() + 2.0 * ui::kThinTolerancePx) << "curve " << curve << ", point " << i;
            }
            from = to;
        }
        if (curve % 3 != 0) {
            EXPECT_LT(kept.size(), points.size() / 2) << "curve " << curve; // a gentle curve is thinned
        }
    }
}

// What labels and the legend keep off: the thinned line's segments, none across a gap.
TEST(ThinPolyline, DrawnSegmentsAreTheThinnedLineAndNoneCrossesAGap)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const QVector<QPointF> line {{0, 0}, {1, 1}, {2, 2}, {3, 2}, {nan, nan}, {5, 5}, {6, 6}, {7, 7}};
    const std::vector<QLineF> segments = ui::drawnSegments(line);
    ASSERT_EQ(segments.size(), 3u);
    EXPECT_EQ(segments[0], QLineF(0, 0, 2, 2));
    EXPECT_EQ(segments[1], QLineF(2, 2, 3, 2));
    EXPECT_EQ(segments[2], QLineF(5, 5, 7, 7));
    EXPECT_TRUE(ui::drawnSegments({{1, 2}}).empty());
}

TEST(ThinPolyline, AddLineMakesAThinnedGraph)
{
    QCustomPlot plot;
    QCPGraph* graph = ui::addLine(plot.axisRect(), {1, 2, 3}, {1, 2, 3}, QPen(Qt::black));
    EXPECT_NE(qobject_cast<ui::ThinnedGraph*>(graph), nullptr);
}

} // namespace
} // namespace roofline::test
