// Label placement: first free spot around the anchor, never over another label or a marker.
#include "ui/charts/frame/banded_area.h"
#include "ui/charts/labels/label_layout.h"
#include "ui/charts/labels/obstacle_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>
#include <string>

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

TEST(LabelLayout, KeepsClearOfPlottedLinesAndANoteTakesOneOverThemOnlyWhenNothingElseIsFree)
{
    // A line through the anchor, left to right, as a ceiling runs: the label's right side would cross it.
    const std::vector<LineObstacle> lines {{QLineF(0, 100, 400, 100), 1.5}};
    const std::vector<LabelRequest> requests {
        {QPointF(100, 100), QSizeF(40, 12), 6.0, {LabelSide::Right, LabelSide::AboveRight}, 1}};
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), {}, lines);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_LE(placed[0].rect.bottom(), 100 - 1.5); // above the line and its reach, not across it
    // With only the side across the line: left out; a note that must be read takes it anyway.
    std::vector<LabelRequest> only {{QPointF(100, 100), QSizeF(40, 12), 6.0, {LabelSide::Right}, 1}};
    EXPECT_FALSE(placeLabels(only, QRectF(0, 0, 400, 400), {}, lines)[0].shown);
    only[0].overLines = true;
    const auto note = placeLabels(only, QRectF(0, 0, 400, 400), {}, lines);
    ASSERT_TRUE(note[0].shown);
    EXPECT_EQ(note[0].rect, QRectF(106, 94, 40, 12));
}

// A label that must read as its own point's, beside a point 30 px from the plot's left edge with another
// point 18 px to its right: only a box whose right edge lies between the two reads as the first's, and
// 44 px wide it fits there only at the edge. Its finer grid's spot over the edge (x −3 to 41) is dropped,
// or, on a slide (intoBounds), moved inside (x 0 to 44).
TEST(LabelLayout, ALabelThatMustReadAsItsOwnTakesASpotMovedInsideThePlotsEdgeOnlyWhenAsked)
{
    std::vector<LabelRequest> requests {{QPointF(30, 100), QSizeF(44, 12), 6.0, {LabelSide::Above}, 1},
        {QPointF(48, 100), QSizeF(44, 12), 6.0, {LabelSide::Below}, 1}};
    requests[0].nearestOwn = true;
    requests[1].nearestOwn = true;
    const QRectF bounds(0, 0, 400, 400);
    EXPECT_FALSE(placeLabels(requests, bounds, {})[0].shown);
    requests[0].intoBounds = true;
    const auto placed = placeLabels(requests, bounds, {});
    ASSERT_TRUE(placed[0].shown);
    EXPECT_EQ(placed[0].rect.left(), 0.0);
    EXPECT_EQ(placed[0].rect.width(), 44.0);
    EXPECT_LT(distanceToBox(requests[0].anchor, placed[0].rect), distanceToBox(requests[1].anchor, placed[0].rect));
}

// Two labels pushed out on leaders towards each other (each with only the side that faces the other,
// the spots beside their anchors taken): the second leader may not cross the first, nor either leader
// a box, so the second goes further out where its leader passes clear, or is left out.
TEST(LabelLayout, ALeaderNeverCrossesAnotherLeaderOrALabel)
{
    const std::vector<QRectF> taken {QRectF(90, 150, 120, 45)}; // right above both anchors
    const std::vector<LabelRequest> requests {{QPointF(100, 200), QSizeF(60, 14), 6.0, {LabelSide::AboveRight}, 4},
        {QPointF(200, 200), QSizeF(60, 14), 6.0, {LabelSide::AboveLeft}, 4}};
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), taken);
    ASSERT_TRUE(placed[0].shown);
    ASSERT_TRUE(placed[0].leader);
    const QLineF first(requests[0].anchor, leaderEnd(requests[0].anchor, placed[0].rect));
    if (placed[1].shown && placed[1].leader) {
        const QLineF second(requests[1].anchor, leaderEnd(requests[1].anchor, placed[1].rect));
        EXPECT_NE(first.intersects(second, nullptr), QLineF::BoundedIntersection)
            << "leaders " << first.x1() << "," << first.y1() << "-" << first.x2() << "," << first.y2() << " and "
            << second.x1() << "," << second.y1() << "-" << second.x2() << "," << second.y2();
        EXPECT_FALSE(segmentMeetsBox(second, placed[0].rect));
        EXPECT_FALSE(segmentMeetsBox(first, placed[1].rect));
    }
    // Only the fourth ring is clear of the box above them, and there the two leaders would cross (up
    // and right, up and left): the second is left out.
    EXPECT_EQ(placed[0].rect, QRectF(100 + 4.2 + 3 * 34.0, 200 - 4.2 - 14 - 3 * 18.0, 60, 14));
    EXPECT_FALSE(placed[1].shown);
}

// Critical B labels of two knees on one ceiling, 60 px apart, each asking to read as its own: the
// first knee's preferred side (above right) would centre its box nearer the second knee, so it takes
// another; every box's centre ends nearer its own knee than the other's.
TEST(LabelLayout, ALabelThatMustReadAsItsOwnPointsIsCentredNearerItThanAnyOther)
{
    std::vector<LabelRequest> requests {
        {QPointF(100, 200), QSizeF(80, 14), 6.0, {LabelSide::AboveRight, LabelSide::AboveLeft, LabelSide::Above}, 2},
        {QPointF(160, 200), QSizeF(80, 14), 6.0, {LabelSide::AboveRight, LabelSide::AboveLeft, LabelSide::Above}, 2}};
    requests[0].nearestOwn = true;
    requests[1].nearestOwn = true;
    const auto placed = placeLabels(requests, QRectF(0, 0, 400, 400), {});
    for (std::size_t i = 0; i < 2; ++i) {
        ASSERT_TRUE(placed[i].shown) << i;
        const QPointF centre = placed[i].rect.center();
        EXPECT_LT(QLineF(centre, requests[i].anchor).length(), QLineF(centre, requests[1 - i].anchor).length()) << i;
    }
    EXPECT_EQ(placed[0].rect, labelRect(requests[0].anchor, requests[0].size, LabelSide::AboveLeft, 6.0));
    // Without asking, the first takes its preferred side, centred nearer the second knee.
    requests[0].nearestOwn = false;
    requests[1].nearestOwn = false;
    EXPECT_EQ(placeLabels(requests, QRectF(0, 0, 400, 400), {})[0].rect,
        labelRect(requests[0].anchor, requests[0].size, LabelSide::AboveRight, 6.0));
}

TEST(LabelLayout, ALabelThatMustReadAsItsOwnPointsHasItsNearestEdgeNearerItThanAnyOther)
{
    // A at (200, 200): its spot above (x 150–250, y 174–194) is taken, so the first ring out (y 150–170)
    // is next. That box's centre (200, 160) is 40 px from A and 61 px from B at (260, 170), but its edge is
    // 30 px from A and 10 px from B: read as B's label, so it must not be taken.
    std::vector<LabelRequest> requests {{QPointF(200, 200), QSizeF(100, 20), 6.0, {LabelSide::Above}, 2},
        {QPointF(260, 170), QSizeF(100, 20), 6.0, {LabelSide::Right}, 1}};
    requests[0].nearestOwn = true;
    requests[1].nearestOwn = true;
    const std::vector<QRectF> taken {QRectF(150, 175, 100, 18)};
    const auto placed = placeLabels(requests, QRectF(0, 0, 500, 400), taken);
    ASSERT_TRUE(placed[0].shown);
    EXPECT_NE(placed[0].rect, QRectF(150, 150, 100, 20));
    EXPECT_LT(distanceToBox(requests[0].anchor, placed[0].rect), distanceToBox(requests[1].anchor, placed[0].rect))
        << placed[0].rect.x() << "," << placed[0].rect.y();
}

// A slider step places the labels again against markers and lines that moved: answered from the last
// placement where nothing a label looked at changed, the placement must be the one from scratch, to the bit,
// whatever moved (markers, the slider's line, anchors, sizes, labels added or dropped, the order).
TEST(PlacementReuse, ASliderStepPlacesAsFromScratchWhateverMoved)
{
    const QRectF bounds(0, 0, 800, 500);
    std::mt19937 random(20261207);
    std::uniform_real_distribution<double> x(-20.0, 820.0);
    std::uniform_real_distribution<double> y(-20.0, 520.0);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> width(24, 90);
    std::uniform_int_distribution<int> rings(1, 3);
    const auto chance = [&](double p) { return unit(random) < p; };
    // Knees in a crowd (nearest their own, on the finer grid), labels elsewhere, a note over the lines.
    const auto newRequest = [&] {
        LabelRequest request;
        const bool crowd = chance(0.4);
        request.anchor
            = crowd ? QPointF(300 + 80 * unit(random), 300 + 60 * unit(random)) : QPointF(x(random), y(random));
        request.size = QSizeF(width(random), chance(0.2) ? 28 : 14);
        request.clearance = 4.0 + 4.0 * unit(random);
        request.rings = rings(random);
        if (chance(0.3))
            request.sides = {LabelSide::Right, LabelSide::Left, LabelSide::Above};
        request.nearestOwn = crowd && chance(0.7);
        request.intoBounds = request.nearestOwn && chance(0.5);
        request.slide = !request.nearestOwn && chance(0.1);
        request.overLines = !request.nearestOwn && chance(0.1);
        return request;
    };
    ObstacleIndex fixed(bounds);
    for (int i = 0; i < 12; ++i)
        fixed.addLine({QLineF(x(random), y(random), x(random), y(random)), 2.5});
    for (int i = 0; i < 20; ++i)
        fixed.addBox(QRectF(x(random), y(random), 8, 8));
    std::vector<QPointF> markers(40);
    for (QPointF& marker : markers)
        marker = QPointF(x(random), y(random));
    double slider = 400.0;
    const auto movingIndex = [&] {
        ObstacleIndex moving(bounds);
        for (const QPointF& marker : markers)
            moving.addBox(QRectF(marker - QPointF(4, 4), QSizeF(8, 8)));
        moving.addLine({QLineF(slider, 0, slider, 500), 2.0});
        return moving;
    };
    std::vector<LabelRequest> requests(70);
    std::ranges::generate(requests, newRequest);

    ObstacleIndex moving = movingIndex();
    PlacementRecord record;
    const ObstacleIndex* const first[] = {&fixed, &moving};
    PlacementReuse start {nullptr, nullptr, &record};
    placeLabelsClearOf(requests, bounds, first, {}, nullptr, &start);
    std::size_t reused = 0;
    for (int step = 0; step < 120; ++step) {
        SCOPED_TRACE("step " + std::to_string(step));
        // What a step may move, each with its own chance (some steps move nothing at all).
        if (chance(0.6))
            slider = std::clamp(slider + 60.0 * (unit(random) - 0.5), 0.0, 800.0);
        for (QPointF& marker : markers) {
            if (chance(0.05))
                marker += QPointF(30.0 * (unit(random) - 0.5), 30.0 * (unit(random) - 0.5));
        }
        for (LabelRequest& request : requests) {
            if (chance(0.02))
                request.anchor += QPointF(20.0 * (unit(random) - 0.5), 20.0 * (unit(random) - 0.5));
            if (chance(0.01))
                request.size.setWidth(width(random));
        }
        if (chance(0.05))
            requests.push_back(newRequest());
        if (chance(0.05) && requests.size() > 10)
            requests.erase(requests.begin() + static_cast<std::ptrdiff_t>(unit(random) * 10));
        if (chance(0.03))
            std::swap(requests[3], requests[7]);
        const ObstacleIndex before = std::move(moving);
        moving = movingIndex();
        const ObstacleIndex changed = ObstacleIndex::differences(before, moving, bounds);
        const ObstacleIndex* const obstacles[] = {&fixed, &moving};
        BlockedMemo memo;
        PlacementReuse reuse {&record, &changed, &record};
        const std::vector<LabelPlacement> again
            = placeLabelsClearOf(requests, bounds, obstacles, {}, chance(0.5) ? &memo : nullptr, &reuse);
        const std::vector<LabelPlacement> scratch = placeLabelsClearOf(requests, bounds, obstacles);
        ASSERT_EQ(again.size(), scratch.size());
        for (std::size_t i = 0; i < again.size(); ++i) {
            EXPECT_TRUE(samePlacement(again[i], scratch[i]))
                << "label " << i << ": " << again[i].rect.x() << "," << again[i].rect.y() << " shown " << again[i].shown
                << ", from scratch " << scratch[i].rect.x() << "," << scratch[i].rect.y() << " shown "
                << scratch[i].shown;
        }
        reused += requests.size() - record.decided;
    }
    // The steps did answer from the record (a third of the labels looked at nothing that moved).
    EXPECT_GT(reused, 120u * 70u / 3u);
}

// A step that moves nothing decides nothing again; one that moves a marker decides again the labels that
// looked at it (and those after them that looked where those went), not all of them.
TEST(PlacementReuse, OnlyTheLabelsThatLookedAtWhatMovedAreDecidedAgain)
{
    const QRectF bounds(0, 0, 600, 400);
    std::vector<LabelRequest> requests;
    for (int i = 0; i < 10; ++i)
        requests.push_back({QPointF(40 + 55.0 * i, 60 + 30.0 * i), QSizeF(40, 14), 6.0, {}, 2});
    ObstacleIndex fixed(bounds);
    const auto indexWith = [&](const QPointF& marker) {
        ObstacleIndex moving(bounds);
        moving.addBox(QRectF(marker, QSizeF(8, 8)));
        return moving;
    };
    PlacementRecord record;
    // A step from the markers `from` (none: the first placement, nothing to answer from) to those `to`.
    const auto step = [&](const ObstacleIndex* from, const ObstacleIndex& to) {
        std::optional<ObstacleIndex> changed;
        if (from)
            changed = ObstacleIndex::differences(*from, to, bounds);
        const ObstacleIndex* const obstacles[] = {&fixed, &to};
        PlacementReuse reuse {changed ? &record : nullptr, changed ? &*changed : nullptr, &record};
        return placeLabelsClearOf(requests, bounds, obstacles, {}, nullptr, &reuse);
    };
    const ObstacleIndex before = indexWith(QPointF(500, 20));
    step(nullptr, before);
    EXPECT_EQ(record.decided, 10u);

    const ObstacleIndex same = indexWith(QPointF(500, 20));
    step(&before, same);
    EXPECT_EQ(record.decided, 0u);

    // A marker moved onto the right of label 0's anchor (where its first spot was): label 0 is decided
    // again; the others looked nowhere near the marker or label 0's two spots.
    const ObstacleIndex after = indexWith(QPointF(50, 56));
    const std::vector<LabelPlacement> placed = step(&same, after);
    EXPECT_EQ(record.decided, 1u);
    const ObstacleIndex* const moved[] = {&fixed, &after};
    const std::vector<LabelPlacement> scratch = placeLabelsClearOf(requests, bounds, moved);
    for (std::size_t i = 0; i < placed.size(); ++i)
        EXPECT_TRUE(samePlacement(placed[i], scratch[i])) << i;
    // Label 0 went from the right (46, 53) to above right, 0.7 × 6 from its anchor each way: clear of the
    // marker's top at 56.
    EXPECT_DOUBLE_EQ(placed[0].rect.x(), 40.0 + 0.7 * 6.0);
    EXPECT_DOUBLE_EQ(placed[0].rect.y(), 60.0 - 0.7 * 6.0 - 14.0);
}

// The dirty area of a slider step: BandedArea keeps its sorted spans between merges, so a rect
// added after a merge must still be in the next one, and both gaps merge the same rects.
TEST(BandedArea, MergesAgainAfterMoreRectsAreAdded)
{
    BandedArea area(16);
    area.add(QRect(0, 0, 10, 10)); // x 0–9, band 0
    area.add(QRect(30, 2, 10, 10)); // x 30–39, 20 pixels right of the first
    const std::vector<QRect> apart = area.pieces(0);
    ASSERT_EQ(apart.size(), 2u);
    EXPECT_EQ(apart[0], QRect(0, 0, 10, 10));
    EXPECT_EQ(apart[1], QRect(30, 2, 10, 10));
    // A gap of 24 joins them: one span from x 0 to 39, rows 0 to 11.
    const std::vector<QRect> joined = area.pieces(24);
    ASSERT_EQ(joined.size(), 1u);
    EXPECT_EQ(joined[0], QRect(QPoint(0, 0), QPoint(39, 11)));
    EXPECT_EQ(area.bandRegion(24), QRegion(QRect(0, 0, 40, 16)));
    // A rect added after those merges is in the next one.
    area.add(QRect(10, 20, 20, 4)); // band 1 (rows 20–23), x 10–29
    const std::vector<QRect> more = area.pieces(0);
    ASSERT_EQ(more.size(), 3u);
    EXPECT_EQ(more[2], QRect(10, 20, 20, 4));
}

// Rects in any order, some above the widget (negative rows) and some many bands tall: the pieces
// cover every pixel of every rect, never overlap, stay within one band each, and come band by band,
// left to right.
TEST(BandedArea, PiecesCoverEveryRectWithoutOverlapInAnyOrder)
{
    constexpr int kBand = 16;
    BandedArea area(kBand);
    std::vector<QRect> rects;
    std::mt19937 random(7);
    std::uniform_int_distribution<int> x(-40, 300);
    std::uniform_int_distribution<int> y(-60, 200);
    std::uniform_int_distribution<int> size(1, 70);
    for (int i = 0; i < 200; ++i) {
        rects.emplace_back(x(random), y(random), size(random), size(random));
        area.add(rects.back());
    }
    const std::vector<QRect> pieces = area.pieces(0);
    const auto bandOf = [](int row) { return static_cast<int>(std::floor(row / static_cast<double>(kBand))); };
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        EXPECT_EQ(bandOf(pieces[i].top()), bandOf(pieces[i].bottom())) << i;
        if (i > 0) {
            const int previous = bandOf(pieces[i - 1].top());
            const int band = bandOf(pieces[i].top());
            EXPECT_TRUE(previous < band || (previous == band && pieces[i - 1].right() < pieces[i].left())) << i;
        }
        for (std::size_t j = i + 1; j < pieces.size(); ++j)
            EXPECT_FALSE(pieces[i].intersects(pieces[j])) << i << " " << j;
    }
    for (const QRect& rect : rects) {
        for (int row = rect.top(); row <= rect.bottom(); ++row) {
            for (int column = rect.left(); column <= rect.right(); ++column) {
                const bool covered = std::any_of(
                    pieces.begin(), pieces.end(), [&](const QRect& piece) { return piece.contains(column, row); });
                ASSERT_TRUE(covered) << column << "," << row;
            }
        }
    }
}

} // namespace
} // namespace roofline::ui
