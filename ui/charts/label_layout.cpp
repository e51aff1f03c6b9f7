#include "ui/charts/label_layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

namespace roofline::ui {

namespace {

constexpr std::array kAllSides {LabelSide::Right, LabelSide::AboveRight, LabelSide::BelowRight, LabelSide::Left,
    LabelSide::Above, LabelSide::Below, LabelSide::AboveLeft, LabelSide::BelowLeft};

// Rects bucketed by a coarse grid, so a test only looks at its neighbours.
class RectIndex {
public:
    explicit RectIndex(double cell)
        : m_cell(cell)
    { }

    void insert(const QRectF& rect)
    {
        const auto id = static_cast<int>(m_rects.size());
        m_rects.push_back(rect);
        forCells(rect, [&](long long key) {
            m_cells[key].push_back(id);
            return false;
        });
    }

    bool intersects(const QRectF& rect) const
    {
        return forCells(rect, [&](long long key) {
            const auto it = m_cells.find(key);
            if (it == m_cells.end())
                return false;
            return std::any_of(it->second.begin(), it->second.end(),
                [&](int id) { return m_rects[static_cast<std::size_t>(id)].intersects(rect); });
        });
    }

private:
    template<typename Visit> bool forCells(const QRectF& rect, Visit visit) const
    {
        const auto x0 = static_cast<long long>(std::floor(rect.left() / m_cell));
        const auto x1 = static_cast<long long>(std::floor(rect.right() / m_cell));
        const auto y0 = static_cast<long long>(std::floor(rect.top() / m_cell));
        const auto y1 = static_cast<long long>(std::floor(rect.bottom() / m_cell));
        for (long long x = x0; x <= x1; ++x) {
            for (long long y = y0; y <= y1; ++y) {
                if (visit((x << 32) ^ (y & 0xffffffffLL)))
                    return true;
            }
        }
        return false;
    }

    double m_cell;
    std::vector<QRectF> m_rects;
    std::unordered_map<long long, std::vector<int>> m_cells;
};

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
    case LabelSide::Above:
    case LabelSide::Below:
        return {0.0, 0.0};
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

std::vector<LabelPlacement> placeLabels(
    std::span<const LabelRequest> requests, const QRectF& bounds, std::span<const QRectF> obstacles)
{
    std::vector<LabelPlacement> placements(requests.size());
    RectIndex placed(64.0);
    RectIndex blocked(64.0);
    for (const QRectF& obstacle : obstacles)
        blocked.insert(obstacle);
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const LabelRequest& request = requests[i];
        const std::span<const LabelSide> sides
            = request.sides.empty() ? std::span<const LabelSide>(kAllSides) : std::span<const LabelSide>(request.sides);
        bool done = false;
        for (int ring = 0; ring < std::max(1, request.rings) && !done; ++ring) {
            for (const LabelSide side : sides) {
                // An outer ring moves a box out by its own size, so rings do not overlap each other.
                const QPointF offset
                    = request.slide ? slideOffset(side, request.size, ring) : ringOffset(side, request.size, ring);
                const QRectF rect = labelRect(request.anchor, request.size, side, request.clearance).translated(offset);
                if (!bounds.contains(rect) || placed.intersects(rect) || blocked.intersects(rect))
                    continue;
                placements[i] = {rect, true, ring > 0 && !request.slide};
                placed.insert(rect);
                done = true;
                break;
            }
        }
    }
    return placements;
}

} // namespace roofline::ui
