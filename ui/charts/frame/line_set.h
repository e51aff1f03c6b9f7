#pragma once

#include "ui/charts/frame/qcp.h"

#include <QLineF>
#include <QPen>

#include <vector>

namespace roofline::ui {

// Many straight lines of one pen as ONE plottable (a chip's measured ERT ceilings, or its measured
// slopes). A plottable per line made a 150,000-level ERT file 150,000 QCPGraphs, and QCustomPlot keeps
// its plottables, a layer's children and a QObject's children in lists it searches on every removal, so
// clearing them took minutes. Here adding and removing is one object whatever the count, and drawing
// skips a line whose ends land on the same quarter pixels as one already drawn, so it costs at most what
// the plot's pixels can show. The lines are not QCustomPlot data (which would need NaN gaps between
// them): the legend placer reads them from lines() (legend_placement.cpp).
class LineSet : public QCPAbstractPlottable {
    Q_OBJECT
public:
    LineSet(QCPAxisRect* rect, const QPen& pen);

    // Replaces the lines, in plot coordinates.
    void setLines(std::vector<QLineF> lines);
    const std::vector<QLineF>& lines() const { return m_lines; }
    // How many lines the last draw() drew: those on distinct pixels inside the axis rect.
    int drawnCount() const { return m_drawn; }

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
        const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QCPRange rangeOf(bool keys, bool& foundRange, QCP::SignDomain inSignDomain) const;

    std::vector<QLineF> m_lines;
    int m_drawn = 0;
};

} // namespace roofline::ui
