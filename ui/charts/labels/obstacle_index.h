#pragma once

#include <QLineF>
#include <QRectF>

#include <vector>

namespace roofline::ui {

// Exactly the same box, to the bit (QRectF's own == is fuzzy): what a slider step compares to see what moved.
inline bool sameRect(const QRectF& a, const QRectF& b)
{
    return a.x() == b.x() && a.y() == b.y() && a.width() == b.width() && a.height() == b.height();
}

// A drawn line no label may cross: the box must stay `reach` pixels (half the pen, and a margin) away.
struct LineObstacle {
    QLineF line;
    double reach = 1.0;
};

// What labels must keep clear of (boxes: markers, the legend, labels already placed; lines: every
// drawn line), bucketed by a coarse grid over the chart so a candidate box is tested only against its
// neighbours. Lines are cut into short pieces, so a long slope is looked at only in the cells a box
// touches. Cells are linked lists in flat arrays: filing a heavy chart's thousands of pieces
// allocates nothing per piece. Anything reaching past the grid is filed in its edge cells.
class ObstacleIndex {
public:
    explicit ObstacleIndex(const QRectF& area, double cell = 64.0);

    void addBox(const QRectF& box);
    void addLine(const LineObstacle& line);

    bool overlapsBox(const QRectF& rect) const;
    bool crossesLine(const QRectF& rect) const;
    bool hasLines() const { return !m_pieces.empty(); }

    // Where two indexes over the same area differ, as boxes: each box and each piece of line (grown by its
    // reach) not the same as the one filed in the same place in the other (what moved in a slider step, where
    // it was and where it is).
    static ObstacleIndex differences(const ObstacleIndex& a, const ObstacleIndex& b, const QRectF& area);

private:
    // Ids filed by the cells a box touches.
    class Cells {
    public:
        Cells(const QRectF& area, double cell);
        void insert(const QRectF& box, int id);
        // Whether `test` holds for any id filed in a cell `rect` touches; stops at the first.
        template<typename Test> bool any(const QRectF& rect, Test test) const;

    private:
        struct Link {
            int id;
            int next;
        };
        int index(double v, double origin, int count) const;
        template<typename Visit> bool forCells(const QRectF& rect, Visit visit) const;

        QPointF m_origin;
        double m_perCell; // 1 / the cell's size
        int m_columns;
        int m_rows;
        std::vector<int> m_heads; // first link of each cell, -1 when empty
        std::vector<Link> m_links;
    };

    double m_cell;
    Cells m_boxCells;
    Cells m_lineCells;
    std::vector<QRectF> m_boxes;
    // In floats: a heavy scene's curves are a quarter of a million pieces, kept for as long as the
    // view lasts, and a pixel position needs no more.
    struct Piece {
        float x1, y1, x2, y2;
        float reach;
        bool operator==(const Piece&) const = default;
    };
    std::vector<Piece> m_pieces;
};

} // namespace roofline::ui
