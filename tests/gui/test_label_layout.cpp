// Label placement: first free spot around the anchor, never over another label or a marker.
#include "ui/charts/label_layout.h"

#include <gtest/gtest.h>

namespace roofline::ui {
namespace {

TEST(LabelLayout, TakesThePreferredSideWhenItIsFree)
{
    const std::vector<LabelRequest> requests {{QPointF(100, 100), QSizeF(40, 12), 6.0, {LabelSide::Right}, 1}};
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), {});
    ASSERT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].rect, QRectF(106, 94, 40, 12));
    EXPECT_FALSE(placed[0].leader);
}

TEST(LabelLayout, LabelsAtTheSamePointGoToDifferentSidesOrFurtherOut)
{
    std::vector<LabelRequest> requests;
    for (int i = 0; i < 12; ++i)
        requests.push_back({QPointF(200, 200), QSizeF(50, 12), 6.0, {}, 3});
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), {});
    for (std::size_t i = 0; i < placed.size(); ++i) {
        ASSERT_TRUE(placed[i].shown) << i;
        for (std::size_t j = i + 1; j < placed.size(); ++j)
            EXPECT_FALSE(placed[i].rect.intersects(placed[j].rect)) << i << " " << j;
    }
    EXPECT_TRUE(placed.back().leader); // eight sides, then a second ring
}

TEST(LabelLayout, AvoidsObstaclesAndLeavesOutWhatDoesNotFit)
{
    const QRectF marker(104, 90, 60, 20); // covers the right side
    const std::vector<LabelRequest> requests {
        {QPointF(100, 100), QSizeF(40, 12), 6.0, {}, 1}, {QPointF(5, 5), QSizeF(500, 12), 6.0, {}, 1}};
    const std::vector<QRectF> obstacles {marker};
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), obstacles);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_FALSE(placed[0].rect.intersects(marker));
    EXPECT_FALSE(placed[1].shown); // wider than the chart
}

} // namespace
} // namespace roofline::ui
