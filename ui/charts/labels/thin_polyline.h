#pragma once

#include <QLineF>
#include <QPointF>
#include <QVector>

#include <vector>

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

// The segments of a polyline in pixels as it is drawn thinned: between its kept points, none across a
// gap (a NaN point). What labels and the legend keep off is what is drawn, in a few dozen segments
// for a curve of thousands of points.
std::vector<QLineF> drawnSegments(const QVector<QPointF>& points);

} // namespace roofline::ui
