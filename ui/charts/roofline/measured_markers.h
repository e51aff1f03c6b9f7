#pragma once

#include "ui/charts/frame/qcp.h"

#include <QVector>

namespace roofline::ui {

// How large a measured group's marker is: its area is in proportion to its share of its profile's
// time, as Nsight Compute and Intel Advisor draw them, so the eye weighs points by where the time
// goes. A whole profile's time is kMeasuredDiameterAtAll marker sizes across; a share small enough
// to be drawn smaller than kMeasuredMinDiameter marker sizes is drawn at that size, so every point
// stays visible and hoverable (about 1 % of the time and less).
inline constexpr double kMeasuredDiameterAtAll = 6.0;
inline constexpr double kMeasuredMinDiameter = 0.6;
double measuredMarkerDiameter(double timeShare, double markerSize);

// The time shares the size legend shows a circle for.
inline constexpr double kSizeLegendShares[] = {0.01, 0.1, 0.5};

// Measured groups as discs of their own sizes (measuredMarkerDiameter), each with a small cross at
// its point: a translucent fill, so a large group does not hide the lines and points under it. Kept
// on a layer that a slider step does not redraw; drawn in the order given (largest first, so small
// ones stay on top). A ring style (no fill, no cross) draws the warning around the ones above their
// roof.
class MeasuredMarkers : public QCPCurve {
    Q_OBJECT
public:
    MeasuredMarkers(QCPAxisRect* rect, const QPen& pen, const QBrush& brush, bool cross);

    // Replaces the points; `diameters` in pixels, one per point.
    void setPoints(const QVector<double>& x, const QVector<double>& y, const QVector<double>& diameters);
    const QVector<double>& diameters() const { return m_diameters; }

protected:
    void draw(QCPPainter* painter) override;

private:
    QPen m_pen;
    QBrush m_brush;
    bool m_cross = true;
    QVector<double> m_diameters;
};

} // namespace roofline::ui
