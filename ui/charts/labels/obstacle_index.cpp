#include "ui/charts/labels/obstacle_index.h"

#include "ui/charts/labels/line_clipping.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace roofline::ui {

ObstacleIndex::Cells::Cells(const QRectF& area, double cell)
    : m_origin(area.topLeft())
    , m_perCell(1.0 / cell)
    , m_columns(std::max(1, static_cast<int>(std::ceil(area.width() / cell)) + 1))
    , m_rows(std::max(1, static_cast<int>(std::ceil(area.height() / cell)) + 1))
    , m_heads(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows), -1)
{ }

int ObstacleIndex::Cells::index(double v, double origin, int count) const
{
    // (The hottest line of a slider step's label placement: a product, no floor. Past either end, and NaN,
    // land in the edge cells; inside, the cast is the floor. Monotonic in v, so a box and any box that
    // overlaps it still share a cell.)
    const double c = (v - origin) * m_perCell;
    if (!(c > 0.0))
        return 0;
    if (c >= static_cast<double>(count - 1))
        return count - 1;
    return static_cast<int>(c);
}

template<typename Visit> bool ObstacleIndex::Cells::forCells(const QRectF& rect, Visit visit) const
{
    const int x0 = index(rect.left(), m_origin.x(), m_columns);
    const int x1 = index(rect.right(), m_origin.x(), m_columns);
    const int y0 = index(rect.top(), m_origin.y(), m_rows);
    const int y1 = index(rect.bottom(), m_origin.y(), m_rows);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            if (visit(static_cast<std::size_t>(y) * static_cast<std::size_t>(m_columns) + static_cast<std::size_t>(x)))
                return true;
        }
    }
    return false;
}

void ObstacleIndex::Cells::insert(const QRectF& box, int id)
{
    forCells(box, [&](std::size_t cell) {
        m_links.push_back({id, m_heads[cell]});
        m_heads[cell] = static_cast<int>(m_links.size()) - 1;
        return false;
    });
}

template<typename Test> bool ObstacleIndex::Cells::any(const QRectF& rect, Test test) const
{
    return forCells(rect, [&](std::size_t cell) {
        for (int link = m_heads[cell]; link >= 0; link = m_links[static_cast<std::size_t>(link)].next) {
            if (test(m_links[static_cast<std::size_t>(link)].id))
                return true;
        }
        return false;
    });
}

ObstacleIndex::ObstacleIndex(const QRectF& area, double cell)
    : m_cell(cell)
    , m_boxCells(area, cell)
    , m_lineCells(area, cell)
{ }

void ObstacleIndex::addBox(const QRectF& box)
{
    m_boxes.push_back(box);
    m_boxCells.insert(box, static_cast<int>(m_boxes.size()) - 1);
}

void ObstacleIndex::addLine(const LineObstacle& obstacle)
{
    const QLineF& line = obstacle.line;
    const int pieces = std::max(1, static_cast<int>(std::ceil(line.length() / (m_cell / 2.0))));
    const double r = obstacle.reach;
    for (int i = 0; i < pieces; ++i) {
        const QLineF piece(line.pointAt(static_cast<double>(i) / pieces), line.pointAt((i + 1.0) / pieces));
        m_pieces.push_back({static_cast<float>(piece.x1()), static_cast<float>(piece.y1()),
            static_cast<float>(piece.x2()), static_cast<float>(piece.y2()), static_cast<float>(r)});
        m_lineCells.insert(QRectF(piece.p1(), piece.p2()).normalized().adjusted(-r - 1, -r - 1, r + 1, r + 1),
            static_cast<int>(m_pieces.size()) - 1);
    }
}

bool ObstacleIndex::overlapsBox(const QRectF& rect) const
{
    return m_boxCells.any(rect, [&](int id) { return m_boxes[static_cast<std::size_t>(id)].intersects(rect); });
}

bool ObstacleIndex::crossesLine(const QRectF& rect) const
{
    return m_lineCells.any(rect, [&](int id) {
        const Piece& piece = m_pieces[static_cast<std::size_t>(id)];
        const QLineF line(static_cast<double>(piece.x1), static_cast<double>(piece.y1), static_cast<double>(piece.x2),
            static_cast<double>(piece.y2));
        const double r = static_cast<double>(piece.reach);
        // Its bounding box grown by its reach first: most pieces a cell holds miss the box. Touching
        // counts (unlike QRectF::intersects): a line along the grown box's edge crosses it.
        if (std::min(line.x1(), line.x2()) - r > rect.right() || rect.left() > std::max(line.x1(), line.x2()) + r
            || std::min(line.y1(), line.y2()) - r > rect.bottom() || rect.top() > std::max(line.y1(), line.y2()) + r)
            return false;
        const std::optional<QLineF> inside = clippedLine(line, rect.adjusted(-r, -r, r, r));
        return inside && inside->length() > 0.0;
    });
}

namespace {

// Each element of `a` and `b` that differs from the one at the same place in the other, and those past the
// shorter one's end, given to `add`: what changed between two indexes filled in the same order (a step's
// markers, each where its plottable put it), with no sort; filled in another order, more is said to have
// changed than did, never less.
template<typename T, typename Same, typename Add>
void eachDifference(const std::vector<T>& a, const std::vector<T>& b, Same same, Add add)
{
    const std::size_t common = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < common; ++i) {
        if (!same(a[i], b[i])) {
            add(a[i]);
            add(b[i]);
        }
    }
    for (std::size_t i = common; i < a.size(); ++i)
        add(a[i]);
    for (std::size_t i = common; i < b.size(); ++i)
        add(b[i]);
}

} // namespace

ObstacleIndex ObstacleIndex::differences(const ObstacleIndex& a, const ObstacleIndex& b, const QRectF& area)
{
    ObstacleIndex changed(area, a.m_cell);
    eachDifference(
        a.m_boxes, b.m_boxes, sameRect, [&](const QRectF& box) { changed.addBox(box.adjusted(-1, -1, 1, 1)); });
    eachDifference(a.m_pieces, b.m_pieces, std::equal_to<> {}, [&](const Piece& piece) {
        const double r = static_cast<double>(piece.reach) + 1.0;
        changed.addBox(
            QRectF(QPointF(piece.x1, piece.y1), QPointF(piece.x2, piece.y2)).normalized().adjusted(-r, -r, r, r));
    });
    return changed;
}

} // namespace roofline::ui
