#pragma once

#include "ui/charts/frame/qcp.h"

#include <QPointF>
#include <QVector>

namespace roofline::ui {

// How far (pixels) a point left out of a drawn line may be from the line drawn instead: an eighth
// of a pixel, which antialiasing cannot show.
inline constexpr double kThinTolerancePx = 0.125;

// A polyline in pixels with the points left out that lie within `tolerance` of the straight line
// drawn past them: a curve of thousands of points that is straight for most of its length (a batch
// sweep's rise and its flat top) becomes a few segments, and the stroker's time with it. Ends, bends
// and gaps (a NaN point, as QCustomPlot draws them) stay; a point that turns back along the line
// ends the straight run, so nothing is drawn shorter. One pass (a cone of directions from the last
// point kept).
QVector<QPointF> thinPolyline(const QVector<QPointF>& points, double tolerance = kThinTolerancePx);

// A QCPGraph whose line is drawn thinned (thinPolyline): what addLine makes. Its data, scatter
// markers, fills and hit tests are QCPGraph's.
class ThinnedGraph : public QCPGraph {
    Q_OBJECT
public:
    using QCPGraph::QCPGraph;

protected:
    void drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const override;
};

} // namespace roofline::ui
