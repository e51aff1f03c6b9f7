#include "ui/charts/roofline/measured_markers.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

double measuredMarkerDiameter(double timeShare, double markerSize)
{
    const double share = std::isfinite(timeShare) ? std::clamp(timeShare, 0.0, 1.0) : 0.0;
    return markerSize * std::max(kMeasuredMinDiameter, kMeasuredDiameterAtAll * std::sqrt(share));
}

MeasuredMarkers::MeasuredMarkers(QCPAxisRect* rect, const QPen& pen, const QBrush& brush, bool cross)
    : QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft))
    , m_pen(pen)
    , m_brush(brush)
    , m_cross(cross)
{
    setLineStyle(lsNone);
    // Not drawn (draw() draws the discs): the legend placer reads it as the size of a point to avoid.
    setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 12.0));
    removeFromLegend();
    setSelectable(QCP::stNone);
}

void MeasuredMarkers::setPoints(const QVector<double>& x, const QVector<double>& y, const QVector<double>& diameters)
{
    QVector<double> t(x.size());
    for (int i = 0; i < x.size(); ++i)
        t[i] = i;
    setData(t, x, y, true);
    m_diameters = diameters;
}

void MeasuredMarkers::draw(QCPPainter* painter)
{
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    if (!x || !y)
        return;
    applyScattersAntialiasingHint(painter);
    const double crossArm = m_pen.widthF() * 2.0;
    int i = 0;
    for (auto it = data()->constBegin(); it != data()->constEnd(); ++it, ++i) {
        const double px = x->coordToPixel(it->key);
        const double py = y->coordToPixel(it->value);
        if (!std::isfinite(px) || !std::isfinite(py) || std::fabs(px) > 1e6 || std::fabs(py) > 1e6)
            continue;
        const double r = (i < m_diameters.size() ? m_diameters[i] : 0.0) / 2.0;
        painter->setPen(m_pen);
        painter->setBrush(m_brush);
        painter->drawEllipse(QPointF(px, py), r, r);
        if (m_cross) {
            // The point itself: a small cross, the measured kernels' sign since before they had sizes.
            const double arm = std::min(r * 0.7, crossArm);
            painter->drawLine(QLineF(px - arm, py - arm, px + arm, py + arm));
            painter->drawLine(QLineF(px - arm, py + arm, px + arm, py - arm));
        }
    }
}

} // namespace roofline::ui
