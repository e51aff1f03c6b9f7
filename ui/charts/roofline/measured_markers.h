#pragma once

#include "ui/charts/frame/qcp.h"

#include <QImage>
#include <QVector>

#include <cstdint>
#include <unordered_map>

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
// A profile can hold a million groups: on screen and in PNG exports each disc is copied from an image
// of a disc of its size drawn once (its position kept to a quarter of a device pixel), since stroking
// an antialiased ellipse costs some fifty times as much. PDF and SVG get real ellipses.
class MeasuredMarkers : public QCPCurve {
    Q_OBJECT
public:
    MeasuredMarkers(QCPAxisRect* rect, const QPen& pen, const QBrush& brush, bool cross);

    // Replaces the points; `diameters` in pixels, one per point.
    void setPoints(const QVector<double>& x, const QVector<double>& y, const QVector<double>& diameters);
    const QVector<double>& diameters() const { return m_diameters; }
    const QBrush& discBrush() const { return m_brush; } // Qt::NoBrush: rings
    const QPen& discPen() const { return m_pen; }

    // How many disc images draw() has made and kept: one per size, not one per point.
    std::size_t cachedDiscs() const { return m_discs.size(); }

protected:
    void draw(QCPPainter* painter) override;

private:
    // One disc, centred at `at` (pixels of the painter's transform), as ellipse and lines.
    void drawDisc(QPainter* painter, const QPointF& at, double radius) const;
    // The image of a disc `diameter` device pixels across whose centre lies `phaseX`/`phaseY` quarter
    // pixels right of and below the top left corner of the image's middle pixel; `scale` device
    // pixels per pixel.
    const QImage& discImage(double diameter, int phaseX, int phaseY, double scale, bool antialiased);

    QPen m_pen;
    QBrush m_brush;
    bool m_cross = true;
    QVector<double> m_diameters;
    std::unordered_map<std::uint64_t, QImage> m_discs;
    double m_discScale = 0.0; // the device scale m_discs were drawn for
    bool m_discAntialiased = true;
};

} // namespace roofline::ui
