#include "ui/charts/labels/label_layout.h"

#include "ui/charts/labels/line_clipping.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace roofline::ui {

namespace {

constexpr std::array kAllSides {LabelSide::Right, LabelSide::AboveRight, LabelSide::BelowRight, LabelSide::Left,
    LabelSide::Above, LabelSide::Below, LabelSide::AboveLeft, LabelSide::BelowLeft};

// Rects bucketed by a coarse grid over the chart, so a test only looks at its neighbours. Cells are
// linked lists in two flat arrays: placing a heavy chart's hundreds of labels allocates nothing
// per rect. Rects reaching past the grid are filed in its edge cells.
class RectIndex {
public:
    RectIndex(const QRectF& area, double cell)
        : m_origin(area.topLeft())
        , m_cell(cell)
        , m_columns(std::max(1, static_cast<int>(std::ceil(area.width() / cell)) + 1))
        , m_rows(std::max(1, static_cast<int>(std::ceil(area.height() / cell)) + 1))
        , m_heads(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows), -1)
    { }

    void insert(const QRectF& rect)
    {
        const auto id = static_cast<int>(m_rects.size());
        m_rects.push_back(rect);
        forCells(rect, [&](std::size_t cell) {
            m_links.push_back({id, m_heads[cell]});
            m_heads[cell] = static_cast<int>(m_links.size()) - 1;
            return false;
        });
    }

    bool intersects(const QRectF& rect) const
    {
        return forCells(rect, [&](std::size_t cell) {
            for (int link = m_heads[cell]; link >= 0; link = m_links[static_cast<std::size_t>(link)].next) {
                if (m_rects[static_cast<std::size_t>(m_links[static_cast<std::size_t>(link)].rect)].intersects(rect))
                    return true;
            }
            return false;
        });
    }

private:
    struct Link {
        int rect;
        int next;
    };

    int column(double x) const
    {
        const double c = std::floor((x - m_origin.x()) / m_cell);
        return static_cast<int>(std::clamp(c, 0.0, static_cast<double>(m_columns - 1)));
    }
    int row(double y) const
    {
        const double r = std::floor((y - m_origin.y()) / m_cell);
        return static_cast<int>(std::clamp(r, 0.0, static_cast<double>(m_rows - 1)));
    }

    template<typename Visit> bool forCells(const QRectF& rect, Visit visit) const
    {
        const int x1 = column(rect.right());
        const int y1 = row(rect.bottom());
        for (int y = row(rect.top()); y <= y1; ++y) {
            for (int x = column(rect.left()); x <= x1; ++x) {
                if (visit(static_cast<std::size_t>(y) * static_cast<std::size_t>(m_columns)
                        + static_cast<std::size_t>(x)))
                    return true;
            }
        }
        return false;
    }

    QPointF m_origin;
    double m_cell;
    int m_columns;
    int m_rows;
    std::vector<int> m_heads; // first link of each cell, -1 when empty
    std::vector<Link> m_links;
    std::vector<QRectF> m_rects;
};

// Lines cut into short pieces bucketed like the rects above, so a long slope is looked at only in
// the cells a box touches.
class LineIndex {
public:
    LineIndex(const QRectF& area, double cell)
        : m_boxes(area, cell)
        , m_cell(cell)
    { }

    void insert(const LineObstacle& obstacle)
    {
        const QLineF& line = obstacle.line;
        const int pieces = std::max(1, static_cast<int>(std::ceil(line.length() / (m_cell / 2.0))));
        for (int i = 0; i < pieces; ++i) {
            const QLineF piece(line.pointAt(static_cast<double>(i) / pieces), line.pointAt((i + 1.0) / pieces));
            const double r = obstacle.reach;
            m_pieces.push_back({piece, r});
            m_boxes.insert(QRectF(piece.p1(), piece.p2()).normalized().adjusted(-r - 1, -r - 1, r + 1, r + 1),
                static_cast<int>(m_pieces.size()) - 1);
        }
    }

    bool crosses(const QRectF& rect) const
    {
        return m_boxes.any(rect, [&](int id) {
            const LineObstacle& piece = m_pieces[static_cast<std::size_t>(id)];
            const double r = piece.reach;
            const std::optional<QLineF> inside = clippedLine(piece.line, rect.adjusted(-r, -r, r, r));
            return inside && inside->length() > 0.0;
        });
    }

private:
    // The cells of RectIndex, holding piece ids.
    class Cells {
    public:
        Cells(const QRectF& area, double cell)
            : m_origin(area.topLeft())
            , m_cell(cell)
            , m_columns(std::max(1, static_cast<int>(std::ceil(area.width() / cell)) + 1))
            , m_rows(std::max(1, static_cast<int>(std::ceil(area.height() / cell)) + 1))
            , m_heads(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows), -1)
        { }
        void insert(const QRectF& box, int id)
        {
            forCells(box, [&](std::size_t cell) {
                m_links.push_back({id, m_heads[cell]});
                m_heads[cell] = static_cast<int>(m_links.size()) - 1;
            });
        }
        template<typename Test> bool any(const QRectF& rect, Test test) const
        {
            bool found = false;
            forCells(rect, [&](std::size_t cell) {
                for (int link = m_heads[cell]; link >= 0 && !found; link = m_links[static_cast<std::size_t>(link)].next)
                    found = test(m_links[static_cast<std::size_t>(link)].id);
            });
            return found;
        }

    private:
        struct Link {
            int id;
            int next;
        };
        int index(double v, double origin, int count) const
        {
            const double c = std::floor((v - origin) / m_cell);
            return static_cast<int>(std::clamp(c, 0.0, static_cast<double>(count - 1)));
        }
        template<typename Visit> void forCells(const QRectF& rect, Visit visit) const
        {
            const int x0 = index(rect.left(), m_origin.x(), m_columns);
            const int x1 = index(rect.right(), m_origin.x(), m_columns);
            const int y0 = index(rect.top(), m_origin.y(), m_rows);
            const int y1 = index(rect.bottom(), m_origin.y(), m_rows);
            for (int y = y0; y <= y1; ++y) {
                for (int x = x0; x <= x1; ++x)
                    visit(static_cast<std::size_t>(y) * static_cast<std::size_t>(m_columns)
                        + static_cast<std::size_t>(x));
            }
        }
        QPointF m_origin;
        double m_cell;
        int m_columns;
        int m_rows;
        std::vector<int> m_heads;
        std::vector<Link> m_links;
    };

    Cells m_boxes;
    double m_cell;
    std::vector<LineObstacle> m_pieces;
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
    std::vector<LabelPlacement> placements(requests.size());
    RectIndex placed(bounds, 64.0);
    RectIndex blocked(bounds, 64.0);
    for (const QRectF& obstacle : obstacles)
        blocked.insert(obstacle);
    LineIndex crossed(bounds, 64.0);
    for (const LineObstacle& line : lines)
        crossed.insert(line);
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const LabelRequest& request = requests[i];
        const std::span<const LabelSide> sides
            = request.sides.empty() ? std::span<const LabelSide>(kAllSides) : std::span<const LabelSide>(request.sides);
        bool done = false;
        // Clear of the lines first; a note that must be read tries again over them.
        for (const bool clearOfLines : {true, false}) {
            if (!clearOfLines && (done || !request.overLines || lines.empty()))
                break;
            for (int ring = 0; ring < std::max(1, request.rings) && !done; ++ring) {
                for (const LabelSide side : sides) {
                    // An outer ring moves a box out by its own size, so rings do not overlap each other.
                    const QPointF offset
                        = request.slide ? slideOffset(side, request.size, ring) : ringOffset(side, request.size, ring);
                    const QRectF rect
                        = labelRect(request.anchor, request.size, side, request.clearance).translated(offset);
                    if (!bounds.contains(rect) || placed.intersects(rect) || blocked.intersects(rect)
                        || (clearOfLines && !lines.empty() && crossed.crosses(rect)))
                        continue;
                    placements[i] = {rect, true, ring > 0 && !request.slide};
                    placed.insert(rect);
                    done = true;
                    break;
                }
            }
        }
    }
    return placements;
}

} // namespace roofline::ui
