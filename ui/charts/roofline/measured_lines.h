#pragma once

#include "ui/charts/frame/qcp.h"

#include <QLineF>
#include <QPen>

#include <vector>

namespace roofline::ui {

// Many straight lines of one pen as ONE plottable: a chip's measured (ERT) ceilings, or its measured
// slopes. A plottable per line made a 150,000-level ERT file 150,000 QCPGraphs, and QCustomPlot keeps
// its plottables, a layer's children and a QObject's children in lists that it searches on every removal,
// so clearing them took minutes. Here adding and removing is one object whatever the count, and drawing
// skips a line that lands on the same quarter pixels as one already drawn, so it costs at most what the
// plot's pixels can show. The curve's data holds each line's two ends with a NaN point between lines:
// the legend placer sees every line as it sees a graph's.
class MeasuredLines : public QCPCurve {
    Q_OBJECT
public:
    MeasuredLines(QCPAxisRect* rect, const QPen& pen);

    // Replaces the lines, in plot coordinates (x: FLOPs/byte, y: FLOPs/s).
    void setLines(std::vector<QLineF> lines);
    const std::vector<QLineF>& lines() const { return m_lines; }
    // How many lines the last draw() drew: those on distinct pixels inside the axis rect.
    int drawnCount() const { return m_drawn; }

protected:
    void draw(QCPPainter* painter) override;

private:
    std::vector<QLineF> m_lines;
    int m_drawn = 0;
};

} // namespace roofline::ui
