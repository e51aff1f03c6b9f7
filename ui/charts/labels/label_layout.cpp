#include "ui/charts/labels/label_layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace roofline::ui {

namespace {

constexpr std::array kAllSides {LabelSide::Right, LabelSide::AboveRight, LabelSide::BelowRight, LabelSide::Left,
    LabelSide::Above, LabelSide::Below, LabelSide::AboveLeft, LabelSide::BelowLeft};

QPointF ringOffset(LabelSide side, const QSizeF& size, int ring)
{
    const double across = ring * (size.width() + 4.0); // straight left or right
    const double diagonal = ring * (size.width() / 2.0 + 4.0);
    const double down = ring * (size.height() + 4.0);
    switch (side) {
    case LabelSide::Right:
        return {across, 0.0};
    case LabelSide::Left:
        return {-across, 0.0};
    case LabelSide::Above:
        return {0.0, -down};
    case LabelSide::Below:
        return {0.0, down};
    case LabelSide::AboveRight:
        return {diagonal, -down};
    case LabelSide::BelowRight:
        return {diagonal, down};
    case LabelSide::AboveLeft:
        return {-diagonal, -down};
    case LabelSide::BelowLeft:
        return {-diagonal, down};
    }
    return {};
}

// Along a horizontal line: left sides slide further left, right sides further right.
QPointF slideOffset(LabelSide side, const QSizeF& size, int ring)
{
    const double step = ring * (size.width() + 8.0);
    switch (side) {
    case LabelSide::Left:
    case LabelSide::AboveLeft:
    case LabelSide::BelowLeft:
        return {-step, 0.0};
    case LabelSide::Right:
    case LabelSide::AboveRight:
    case LabelSide::BelowRight:
        return {step, 0.0};
    case LabelSide::Above: // stacked upwards (a region's name rising in its band)
        return {0.0, -ring * (size.height() + 4.0)};
    case LabelSide::Below:
        return {0.0, ring * (size.height() + 4.0)};
    }
    return {};
}

} // namespace

QRectF labelRect(const QPointF& anchor, const QSizeF& size, LabelSide side, double gap)
{
    const double w = size.width();
    const double h = size.height();
    const double d = gap * 0.7; // diagonal sides sit at the same distance as the straight ones
    switch (side) {
    case LabelSide::Right:
        return {anchor.x() + gap, anchor.y() - h / 2, w, h};
    case LabelSide::Left:
        return {anchor.x() - gap - w, anchor.y() - h / 2, w, h};
    case LabelSide::Above:
        return {anchor.x() - w / 2, anchor.y() - gap - h, w, h};
    case LabelSide::Below:
        return {anchor.x() - w / 2, anchor.y() + gap, w, h};
    case LabelSide::AboveRight:
        return {anchor.x() + d, anchor.y() - d - h, w, h};
    case LabelSide::BelowRight:
        return {anchor.x() + d, anchor.y() + d, w, h};
    case LabelSide::AboveLeft:
        return {anchor.x() - d - w, anchor.y() - d - h, w, h};
    case LabelSide::BelowLeft:
        return {anchor.x() - d - w, anchor.y() + d, w, h};
    }
    return {};
}

std::vector<LabelPlacement> placeLabels(std::span<const LabelRequest> requests, const QRectF& bounds,
    std::span<const QRectF> obstacles, std::span<const LineObstacle> lines)
{
    ObstacleIndex index(bounds);
    for (const QRectF& obstacle : obstacles)
        index.addBox(obstacle);
    for (const LineObstacle& line : lines)
        index.addLine(line);
    const ObstacleIndex* const all[] = {&index};
    return placeLabelsClearOf(requests, bounds, all);
}

std::vector<LabelPlacement> placeLabelsClearOf(
    std::span<const LabelRequest> requests, const QRectF& bounds, std::span<const ObstacleIndex* const> obstacles)
{
    std::vector<LabelPlacement> placements(requests.size());
    ObstacleIndex placed(bounds);
    const bool anyLines
        = std::any_of(obstacles.begin(), obstacles.end(), [](const ObstacleIndex* index) { return index->hasLines(); });
    const auto blocked = [&](const QRectF& rect, bool clearOfLines) {
        return std::any_of(obstacles.begin(), obstacles.end(), [&](const ObstacleIndex* index) {
            return index->overlapsBox(rect) || (clearOfLines && index->crossesLine(rect));
        });
    };
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const LabelRequest& request = requests[i];
        const std::span<const LabelSide> sides
            = request.sides.empty() ? std::span<const LabelSide>(kAllSides) : std::span<const LabelSide>(request.sides);
        bool done = false;
        // Clear of the lines first; a note that must be read tries again over them.
        for (const bool clearOfLines : {true, false}) {
            if (!clearOfLines && (done || !request.overLines || !anyLines))
                break;
            for (int ring = 0; ring < std::max(1, request.rings) && !done; ++ring) {
                for (const LabelSide side : sides) {
                    // An outer ring moves a box out by its own size, so rings do not overlap each other.
                    const QPointF offset
                        = request.slide ? slideOffset(side, request.size, ring) : ringOffset(side, request.size, ring);
                    const QRectF rect
                        = labelRect(request.anchor, request.size, side, request.clearance).translated(offset);
                    if (!bounds.contains(rect) || placed.overlapsBox(rect) || blocked(rect, clearOfLines))
                        continue;
                    placements[i] = {rect, true, ring > 0 && !request.slide};
                    placed.addBox(rect);
                    done = true;
                    break;
                }
            }
        }
    }
    return placements;
}

} // namespace roofline::ui
