#pragma once

#include "ui/charts/labels/obstacle_index.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace roofline::ui {

// Where a label may sit around the point it names.
enum class LabelSide { Right, AboveRight, BelowRight, Above, Below, Left, AboveLeft, BelowLeft };

struct LabelRequest {
    QPointF anchor; // pixel position of what the label names
    QSizeF size; // its text box
    double clearance = 6.0; // gap between the anchor and the box on the first ring
    std::vector<LabelSide> sides; // tried in this order; empty: every side, right first
    int rings = 1; // rings further out, each joined to the anchor by a leader line
    bool slide = false; // outer rings move the box sideways only (along a horizontal line), no leader
    // A note that must be read (ops a chip cannot place): with no spot clear of the lines, it takes one
    // over them (on its opaque box) rather than be left out.
    bool overLines = false;
    // On its finer grid (nearestOwn), a spot over the edge of `bounds` is moved inside rather than dropped:
    // beside a point near the edge with another point close by, the spot between them is often that one.
    bool intoBounds = false;
    // Its box's centre nearer its own anchor than the anchor of any other request that asks this
    // (critical B labels of curves on one chart: each reads as its own knee's). With no spot on its
    // rings, it looks for one on a finer grid around its anchor, on a leader.
    bool nearestOwn = false;
};

// Exactly the same request (Qt's own == on points and sizes is fuzzy).
bool sameRequest(const LabelRequest& a, const LabelRequest& b);

struct LabelPlacement {
    QRectF rect;
    bool shown = false; // false: no free spot in bounds; the label is left out rather than overlap
    bool leader = false; // placed on an outer ring: draw a line from the anchor to the box
};

// Exactly the same placement (the same box, to the bit).
bool samePlacement(const LabelPlacement& a, const LabelPlacement& b);

// What the obstacles of one layout answered for candidate boxes, kept while the same labels are placed
// again in another order (the same boxes are asked about; testing a box against a heavy chart's lines
// is most of a placement's time). Valid only for one set of obstacles.
class BlockedMemo {
public:
    // The answer for `rect` (clear of lines or not), computing it with `test` the first time.
    template<typename Test> bool blocked(const QRectF& rect, bool clearOfLines, Test test)
    {
        const Key key = keyOf(rect, clearOfLines);
        if (const auto found = m_answers.find(key); found != m_answers.end())
            return found->second;
        const bool answer = test();
        m_answers.emplace(key, answer);
        return answer;
    }

private:
    struct Key {
        double x, y, w, h;
        bool clearOfLines;
        bool operator==(const Key&) const = default;
    };
    struct Hash {
        std::size_t operator()(const Key& key) const;
    };
    static Key keyOf(const QRectF& rect, bool clearOfLines)
    {
        return {rect.x(), rect.y(), rect.width(), rect.height(), clearOfLines};
    }
    std::unordered_map<Key, bool, Hash> m_answers;
};

// What one placement decided, per request, and the box around every spot each request looked at (the spots
// it tested and their leaders): kept so that placing the same labels again, after a slider step moved some
// of what they avoid, decides again only the labels whose spots something changed near.
struct PlacementRecord {
    QRectF bounds;
    bool anyLines = false; // the obstacles had lines

    std::vector<LabelRequest> requests;
    std::vector<LabelPlacement> placements;
    // Per request, what it looked at: around the labels placed before it (its anchor and every spot it
    // tested), and around the obstacles (the spots it tested against them; null: none).
    std::vector<QRectF> lookedAtLabels;
    std::vector<QRectF> lookedAtObstacles;
    std::size_t decided = 0; // requests decided by testing spots (the others answered as the record before)
};

// A placement that may answer as the last one did: `before` is the last placement of the same call, against
// obstacles that differ from today's only inside `changed` (where what moved was and is now); what this
// placement decides is written to `record`. The answers are the same as placing from scratch: a request is
// decided again if it differs from the one before, or if anything it looked at changed, which includes the
// boxes and leaders of the labels decided before it that moved.
struct PlacementReuse {
    const PlacementRecord* before = nullptr; // null: nothing to reuse (record only)
    const ObstacleIndex* changed = nullptr;
    PlacementRecord* record = nullptr;
};

// Greedy placement in request order (put the important labels first): each label takes the first
// candidate spot inside `bounds` that overlaps no label placed before it, no obstacle (markers, the
// legend) and crosses no line; a leader crosses no other leader and no box of another point's label.
// A spatial grid keeps it near linear for the hundreds of labels and lines of a heavy scene.
std::vector<LabelPlacement> placeLabels(std::span<const LabelRequest> requests, const QRectF& bounds,
    std::span<const QRectF> obstacles, std::span<const LineObstacle> lines = {});
// The same against obstacles indexed beforehand: a chart's lines, which a slider step does not move,
// are indexed once per view rather than once per step.
// `leadersBefore`: leaders drawn already (of labels placed in an earlier call), which no new leader
// or box may cross.
// `memo`: answers kept from an earlier call against the same `obstacles`.
// `reuse`: the last placement of these labels, and where the obstacles changed since (a slider step); not
// with `leadersBefore`.
std::vector<LabelPlacement> placeLabelsClearOf(std::span<const LabelRequest> requests, const QRectF& bounds,
    std::span<const ObstacleIndex* const> obstacles, std::span<const QLineF> leadersBefore = {},
    BlockedMemo* memo = nullptr, PlacementReuse* reuse = nullptr);

// Where a leader from `anchor` meets a label's box: the box's nearest point.
QPointF leaderEnd(const QPointF& anchor, const QRectF& box);
// Whether a segment meets a box (touching counts).
bool segmentMeetsBox(const QLineF& segment, const QRectF& box);
// The distance from a point to a box (0 inside it), and its square (to compare distances without a root).
double distanceToBox(const QPointF& point, const QRectF& box);
double squaredDistanceToBox(const QPointF& point, const QRectF& box);

// The box on `side` of an anchor at distance `gap`.
QRectF labelRect(const QPointF& anchor, const QSizeF& size, LabelSide side, double gap);

} // namespace roofline::ui
