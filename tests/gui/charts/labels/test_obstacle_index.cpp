// What labels keep clear of, indexed by a grid over the chart: boxes and lines are found wherever a
// label's box touches them (a long line far from its ends, anything past the grid's edge), and
// placing against several indexes is placing against all their obstacles at once.
#include "ui/charts/labels/label_layout.h"
#include "ui/charts/labels/obstacle_index.h"

#include <gtest/gtest.h>

namespace roofline::ui {
namespace {

const QRectF kChart(0, 0, 400, 300);

TEST(ObstacleIndex, ABoxIsFoundOnlyByBoxesThatOverlapIt)
{
    ObstacleIndex index(kChart);
    index.addBox(QRectF(100, 100, 20, 10));
    EXPECT_TRUE(index.overlapsBox(QRectF(115, 105, 30, 30)));
    EXPECT_FALSE(index.overlapsBox(QRectF(121, 100, 30, 10))); // one pixel right of it
    EXPECT_FALSE(index.overlapsBox(QRectF(100, 111, 20, 10))); // one pixel below it
    EXPECT_FALSE(index.crossesLine(QRectF(115, 105, 30, 30))); // a box is not a line
}

TEST(ObstacleIndex, ALongLineIsFoundFarFromItsEndsWithItsReach)
{
    // A diagonal from corner to corner, 500 px long (cut into pieces of 32 px), reach 2 px.
    ObstacleIndex index(kChart);
    index.addLine({QLineF(0, 0, 400, 300), 2.0});
    EXPECT_TRUE(index.hasLines());
    // Its midpoint (200, 150) inside a box in the middle of the chart.
    EXPECT_TRUE(index.crossesLine(QRectF(190, 140, 20, 20)));
    // A box whose nearest corner (203, 148) is |3·203 − 4·148| / 5 = 3.4 px from the line: clear of a
    // reach of 2 px.
    EXPECT_FALSE(index.crossesLine(QRectF(203, 128, 20, 20)));
    // The same box 2 px wider and taller towards the line: its reach takes in (199, 149.25) on the line.
    EXPECT_TRUE(index.crossesLine(QRectF(201, 128, 22, 22)));
}

TEST(ObstacleIndex, ALineAlongTheEdgeOfAGrownBoxCrossesIt)
{
    // A horizontal line at y = 100 with reach 2: a box ending at y = 98 touches its reach.
    ObstacleIndex index(kChart);
    index.addLine({QLineF(0, 100, 400, 100), 2.0});
    EXPECT_TRUE(index.crossesLine(QRectF(50, 88, 40, 10)));
    EXPECT_FALSE(index.crossesLine(QRectF(50, 87, 40, 10.9)));
}

TEST(ObstacleIndex, WhatLiesPastTheGridIsFiledInItsEdgeCells)
{
    ObstacleIndex index(kChart);
    index.addBox(QRectF(450, 320, 30, 30)); // right of and below the chart
    index.addLine({QLineF(-100, -50, -20, -50), 1.0}); // above and left of it
    EXPECT_TRUE(index.overlapsBox(QRectF(440, 310, 20, 20)));
    EXPECT_TRUE(index.crossesLine(QRectF(-60, -60, 10, 20)));
    EXPECT_FALSE(index.crossesLine(QRectF(-10, -60, 10, 20)));
}

TEST(ObstacleIndex, PlacingAgainstSeveralIndexesAvoidsEveryOneOfThem)
{
    // The right side (206–246 × 144–156) is covered by a box in one index, the left side (154–194) by a
    // line at x = 170 in another: the label takes the side above, 180–220 × 132–144, as it does with
    // both in one list.
    const std::vector<LabelRequest> requests {
        {QPointF(200, 150), QSizeF(40, 12), 6.0, {LabelSide::Right, LabelSide::Left, LabelSide::Above}, 1}};
    ObstacleIndex boxes(kChart);
    boxes.addBox(QRectF(204, 145, 60, 20));
    ObstacleIndex lines(kChart);
    lines.addLine({QLineF(170, 130, 170, 170), 1.5});
    const ObstacleIndex* const both[] = {&boxes, &lines};
    const auto placed = placeLabelsClearOf(requests, kChart, both);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].rect, QRectF(180, 132, 40, 12));
    const std::vector<QRectF> boxList {QRectF(204, 145, 60, 20)};
    const std::vector<LineObstacle> lineList {{QLineF(170, 130, 170, 170), 1.5}};
    EXPECT_EQ(placeLabels(requests, kChart, boxList, lineList)[0].rect, placed[0].rect);
}

} // namespace
} // namespace roofline::ui
