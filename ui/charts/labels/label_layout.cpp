#include "ui/charts/labels/label_layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
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

QPointF leaderEnd(const QPointF& anchor, const QRectF& box)
{
    return {std::clamp(anchor.x(), box.left(), box.right()), std::clamp(anchor.y(), box.top(), box.bottom())};
}

bool segmentMeetsBox(const QLineF& segment, const QRectF& box)
{
    // Apart from each other across x or y: most boxes a chart asks about (touching still meets).
    if (std::max(segment.x1(), segment.x2()) < box.left() || std::min(segment.x1(), segment.x2()) > box.right()
        || std::max(segment.y1(), segment.y2()) < box.top() || std::min(segment.y1(), segment.y2()) > box.bottom())
        return false;
    if (box.contains(segment.p1()) || box.contains(segment.p2()))
        return true;
    const QLineF edges[] {{box.topLeft(), box.topRight()}, {box.topRight(), box.bottomRight()},
        {box.bottomRight(), box.bottomLeft()}, {box.bottomLeft(), box.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges),
        [&segment](const QLineF& edge) { return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection; });
}

double distanceToBox(const QPointF& point, const QRectF& box)
{
    return std::sqrt(squaredDistanceToBox(point, box));
}

double squaredDistanceToBox(const QPointF& point, const QRectF& box)
{
    const double dx = std::max({box.left() - point.x(), 0.0, point.x() - box.right()});
    const double dy = std::max({box.top() - point.y(), 0.0, point.y() - box.bottom()});
    return dx * dx + dy * dy;
}

namespace {

bool samePoint(const QPointF& a, const QPointF& b)
{
    return a.x() == b.x() && a.y() == b.y();
}

} // namespace

bool sameRequest(const LabelRequest& a, const LabelRequest& b)
{
    return samePoint(a.anchor, b.anchor) && a.size.width() == b.size.width() && a.size.height() == b.size.height()
        && a.clearance == b.clearance && a.sides == b.sides && a.rings == b.rings && a.slide == b.slide
        && a.overLines == b.overLines && a.intoBounds == b.intoBounds && a.nearestOwn == b.nearestOwn;
}

bool samePlacement(const LabelPlacement& a, const LabelPlacement& b)
{
    return a.shown == b.shown && a.leader == b.leader && sameRect(a.rect, b.rect);
}

std::size_t BlockedMemo::Hash::operator()(const Key& key) const
{
    std::size_t seed = key.clearOfLines ? 0x9e3779b97f4a7c15ULL : 0;
    for (const double v : {key.x, key.y, key.w, key.h})
        seed ^= std::hash<double> {}(v) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2);
    return seed;
}

namespace {

// The box moved the least way that puts it inside `bounds` (as it was where it fits already).
QRectF movedInside(const QRectF& rect, const QRectF& bounds)
{
    QRectF moved = rect;
    if (moved.left() < bounds.left())
        moved.moveLeft(bounds.left());
    else if (moved.right() > bounds.right())
        moved.moveRight(bounds.right());
    if (moved.top() < bounds.top())
        moved.moveTop(bounds.top());
    else if (moved.bottom() > bounds.bottom())
        moved.moveBottom(bounds.bottom());
    return moved;
}

// The box around the boxes given (null if none).
class Extent {
public:
    void add(const QRectF& rect)
    {
        m_left = std::min(m_left, rect.left());
        m_top = std::min(m_top, rect.top());
        m_right = std::max(m_right, rect.right());
        m_bottom = std::max(m_bottom, rect.bottom());
    }
    void add(const QPointF& point) { add(QRectF(point, point)); }
    QRectF rect() const
    {
        return m_left > m_right ? QRectF() : QRectF(QPointF(m_left, m_top), QPointF(m_right, m_bottom));
    }

private:
    double m_left = std::numeric_limits<double>::infinity();
    double m_top = std::numeric_limits<double>::infinity();
    double m_right = -std::numeric_limits<double>::infinity();
    double m_bottom = -std::numeric_limits<double>::infinity();
};

// The anchors of the requests that keep nearest their own, by x (then y, so two lists of the same anchors
// compare equal).
std::vector<QPointF> rivalsOf(std::span<const LabelRequest> requests)
{
    std::vector<QPointF> rivals;
    for (const LabelRequest& request : requests) {
        if (request.nearestOwn)
            rivals.push_back(request.anchor);
    }
    std::ranges::sort(
        rivals, [](const QPointF& a, const QPointF& b) { return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y()); });
    return rivals;
}

// Where a placed label puts something later labels avoid: its box, and its leader's.
void addPlaced(ObstacleIndex& index, const LabelPlacement& placement, const QPointF& anchor)
{
    if (!placement.shown)
        return;
    index.addBox(placement.rect.adjusted(-2, -2, 2, 2));
    if (placement.leader)
        index.addBox(QRectF(anchor, leaderEnd(anchor, placement.rect)).normalized().adjusted(-2, -2, 2, 2));
}

// Whether two leaders cross (sharing an anchor is not crossing).
bool leadersCross(const QLineF& a, const QLineF& b)
{
    if (a.p1() == b.p1())
        return false;
    return a.intersects(b, nullptr) == QLineF::BoundedIntersection;
}

} // namespace

std::vector<LabelPlacement> placeLabelsClearOf(std::span<const LabelRequest> requests, const QRectF& bounds,
    std::span<const ObstacleIndex* const> obstacles, std::span<const QLineF> leadersBefore, BlockedMemo* memo,
    PlacementReuse* reuse)
{
    std::vector<LabelPlacement> placements(requests.size());
    ObstacleIndex placed(bounds);
    // Leaders drawn so far, and the boxes placed so far with the anchor each names (a new leader may
    // cross neither): few, so plain lists. A leader behind a box of its own point names nothing else,
    // so labels of one point still go further out on leaders past those placed first.
    std::vector<QLineF> leaders(leadersBefore.begin(), leadersBefore.end());
    std::vector<std::pair<QRectF, QPointF>> boxes;
    // The anchors a box that keeps nearest its own must keep further from.
    // By x, so a box looks only at the rivals within its own distance across (a heavy chart has
    // hundreds, and the finer grid asks about hundreds of spots each).
    const std::vector<QPointF> rivals = rivalsOf(requests);
    // Read as its own knee's: the box's nearest edge nearer it than any other knee (a box beside two knees
    // on one ceiling, reaching towards the other, reads as that one's).
    const auto nearestItsOwn = [&rivals](const LabelRequest& request, const QRectF& rect) {
        if (!request.nearestOwn)
            return true;
        const double own = squaredDistanceToBox(request.anchor, rect);
        const double reach = std::sqrt(own) * (1.0 + 1e-12) + 1e-9; // (a rival at exactly that distance counts)
        const auto first = std::ranges::lower_bound(
            rivals, rect.left() - reach, std::less<> {}, [](const QPointF& p) { return p.x(); });
        for (auto other = first; other != rivals.end() && other->x() <= rect.right() + reach; ++other) {
            if (*other != request.anchor && squaredDistanceToBox(*other, rect) <= own)
                return false;
        }
        return true;
    };
    const auto clearOfLeaders = [&](const QRectF& rect, const QPointF& anchor, const std::optional<QLineF>& leader) {
        for (const QLineF& drawn : leaders) {
            if ((drawn.p1() != anchor && segmentMeetsBox(drawn, rect)) || (leader && leadersCross(*leader, drawn)))
                return false;
        }
        // (The boxes near the leader at all first: a heavy chart places hundreds of labels a step.)
        if (leader && placed.overlapsBox(QRectF(leader->p1(), leader->p2()).normalized().adjusted(-1, -1, 1, 1))) {
            for (const auto& [box, boxAnchor] : boxes) {
                if (boxAnchor != anchor && segmentMeetsBox(*leader, box))
                    return false;
            }
        }
        return true;
    };
    const bool anyLines
        = std::any_of(obstacles.begin(), obstacles.end(), [](const ObstacleIndex* index) { return index->hasLines(); });
    // What the request being decided has looked at: around the labels placed before it (its anchor, so every
    // leader it tried, and each spot it tested), and around the obstacles (each spot it tested against them).
    Extent lookingAtLabels;
    Extent lookingAtObstacles;
    const auto blocked = [&](const QRectF& rect, bool clearOfLines) {
        const auto test = [&] {
            return std::any_of(obstacles.begin(), obstacles.end(), [&](const ObstacleIndex* index) {
                return index->overlapsBox(rect) || (clearOfLines && index->crossesLine(rect));
            });
        };
        lookingAtObstacles.add(rect);
        return memo ? memo->blocked(rect, clearOfLines, test) : test();
    };
    const auto take = [&](std::size_t i, const QRectF& rect, const std::optional<QLineF>& leader) {
        placements[i] = {rect, true, leader.has_value()};
        placed.addBox(rect);
        boxes.emplace_back(rect, requests[i].anchor);
        if (leader)
            leaders.push_back(*leader);
    };
    // The rings around the anchor, each side in order.
    const auto onRings = [&](std::size_t i, bool clearOfLines) {
        const LabelRequest& request = requests[i];
        const std::span<const LabelSide> sides
            = request.sides.empty() ? std::span<const LabelSide>(kAllSides) : std::span<const LabelSide>(request.sides);
        for (int ring = 0; ring < std::max(1, request.rings); ++ring) {
            for (const LabelSide side : sides) {
                // An outer ring moves a box out by its own size, so rings do not overlap each other.
                const QPointF offset
                    = request.slide ? slideOffset(side, request.size, ring) : ringOffset(side, request.size, ring);
                const QRectF rect = labelRect(request.anchor, request.size, side, request.clearance).translated(offset);
                // (Cheapest tests first; a chart's lines last.)
                if (!bounds.contains(rect))
                    continue;
                lookingAtLabels.add(rect);
                if (placed.overlapsBox(rect) || !nearestItsOwn(request, rect))
                    continue;
                const bool hasLeader = ring > 0 && !request.slide;
                const std::optional<QLineF> leader = hasLeader
                    ? std::optional<QLineF>(QLineF(request.anchor, leaderEnd(request.anchor, rect)))
                    : std::nullopt;
                if (!clearOfLeaders(rect, request.anchor, leader) || blocked(rect, clearOfLines))
                    continue;
                take(i, rect, leader);
                return true;
            }
        }
        return false;
    };
    // A label that must read as its own point's and found no spot on the rings: the spots around it,
    // nearest first, on a finer grid (a quarter of its width across, half its height up and down, out to
    // its rings' reach), on a leader.
    // (One list of spots, reserved once per label and reused: hundreds of spots each, and a crowded chart
    // has many such labels per layout.)
    struct Spot {
        double distance;
        int order; // as generated: equal distances keep this order
        QRectF rect;
    };
    std::vector<Spot> spots;
    const auto onFinerGrid = [&](std::size_t i) {
        const LabelRequest& request = requests[i];
        const double across = request.size.width() / 4.0;
        const double down = request.size.height() / 2.0;
        const int reachX = 4 * std::max(1, request.rings);
        const int reachY = 2 * std::max(1, request.rings) + 1;
        spots.clear();
        spots.reserve(static_cast<std::size_t>((2 * reachX + 1) * (2 * reachY + 1)));
        for (int dx = -reachX; dx <= reachX; ++dx) {
            for (int dy = -reachY; dy <= reachY; ++dy) {
                const QPointF centre = request.anchor + QPointF(dx * across, dy * down);
                QRectF rect(centre - QPointF(request.size.width() / 2.0, request.size.height() / 2.0), request.size);
                if (request.intoBounds)
                    rect = movedInside(rect, bounds);
                // (Off the plot: never taken, so not sorted. Squares: the same order, no root.)
                const double distance = squaredDistanceToBox(request.anchor, rect);
                const double nearest = request.clearance * 0.7;
                if (distance >= nearest * nearest && bounds.contains(rect))
                    spots.push_back({distance, static_cast<int>(spots.size()), rect});
            }
        }
        // Nearest first, equal distances in the order generated (a sort that needs no buffer of its own).
        std::sort(spots.begin(), spots.end(), [](const Spot& a, const Spot& b) {
            return a.distance < b.distance || (a.distance == b.distance && a.order < b.order);
        });
        for (const Spot& spot : spots) {
            const QRectF& rect = spot.rect;
            lookingAtLabels.add(rect);
            if (placed.overlapsBox(rect) || !nearestItsOwn(request, rect))
                continue;
            const QLineF leader(request.anchor, leaderEnd(request.anchor, rect));
            if (!clearOfLeaders(rect, request.anchor, leader) || blocked(rect, true))
                continue;
            take(i, rect, leader);
            return true;
        }
        return false;
    };
    // The last placement, if it can answer: the same bounds, the same knees to keep nearest to, lines or not.
    const PlacementRecord* before = reuse && reuse->changed && leadersBefore.empty() ? reuse->before : nullptr;
    if (before
        && (!sameRect(before->bounds, bounds) || before->anyLines != anyLines
            || !std::ranges::equal(rivalsOf(before->requests), rivals, samePoint)))
        before = nullptr;
    // Where the labels decided so far were or are now placed differently from the last placement.
    std::optional<ObstacleIndex> moved;
    if (before)
        moved.emplace(bounds);
    // Whether anything a request looked at last time changed: a spot it turned down for a label placed
    // before it is turned down again if those labels are as they were there; one it tested against the
    // obstacles, if they are too.
    const auto near = [](const ObstacleIndex& index, const QRectF& area) {
        return !area.isNull() && index.overlapsBox(area.adjusted(-2, -2, 2, 2));
    };
    const auto unchanged = [&](std::size_t i) {
        return !near(*moved, before->lookedAtLabels[i]) && !near(*reuse->changed, before->lookedAtObstacles[i]);
    };
    std::vector<QRectF> lookedAtLabels(requests.size());
    std::vector<QRectF> lookedAtObstacles(requests.size());
    std::size_t decided = 0;
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const LabelRequest& request = requests[i];
        const bool known = before && i < before->requests.size();
        if (known && sameRequest(request, before->requests[i]) && unchanged(i)) {
            // Everything it looked at is as it was: it decides as it did.
            const LabelPlacement& kept = before->placements[i];
            if (kept.shown) {
                take(i, kept.rect,
                    kept.leader ? std::optional<QLineF>(QLineF(request.anchor, leaderEnd(request.anchor, kept.rect)))
                                : std::nullopt);
            }
            lookedAtLabels[i] = before->lookedAtLabels[i];
            lookedAtObstacles[i] = before->lookedAtObstacles[i];
            continue;
        }
        ++decided;
        lookingAtLabels = Extent();
        lookingAtLabels.add(request.anchor);
        lookingAtObstacles = Extent();
        // Clear of the lines, on the rings and then (a label that must read as its own) on the finer grid; a
        // note that must be read tries the rings again over the lines, on its opaque box.
        if (!onRings(i, true) && !(request.nearestOwn && onFinerGrid(i)) && request.overLines && anyLines)
            onRings(i, false);
        lookedAtLabels[i] = lookingAtLabels.rect();
        lookedAtObstacles[i] = lookingAtObstacles.rect();
        if (before) {
            const LabelPlacement old = known ? before->placements[i] : LabelPlacement {};
            const QPointF oldAnchor = known ? before->requests[i].anchor : request.anchor;
            if (!samePlacement(old, placements[i]) || (old.shown && !samePoint(oldAnchor, request.anchor))) {
                addPlaced(*moved, old, oldAnchor);
                addPlaced(*moved, placements[i], request.anchor);
            }
        }
    }
    if (reuse && reuse->record && !leadersBefore.empty()) {
        *reuse->record = PlacementRecord {}; // placed among leaders drawn before: no later placement may answer so
    } else if (reuse && reuse->record) {
        PlacementRecord& record = *reuse->record; // (may be `before` itself: read no more from here on)
        record.bounds = bounds;
        record.anyLines = anyLines;
        record.requests.assign(requests.begin(), requests.end());
        record.placements = placements;
        record.lookedAtLabels = std::move(lookedAtLabels);
        record.lookedAtObstacles = std::move(lookedAtObstacles);
        record.decided = decided;
    }
    return placements;
}

} // namespace roofline::ui
