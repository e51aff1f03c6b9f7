#include "ui/charts/labels/thin_polyline.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

bool pointIsFinite(const QPointF& p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

} // namespace

QVector<QPointF> thinPolyline(const QVector<QPointF>& points, double tolerance)
{
    if (points.size() <= 2)
        return points;
    QVector<QPointF> kept;
    kept.reserve(points.size());
    // The run from `anchor`: every point since lies within `tolerance` of the line from it in any
    // direction in a cone around the unit vector `base`, whose edges are at angles from it with
    // tangents `low` and `high`; `reach`, the farthest any got; `last`, the run's last point (drawn
    // when the run ends). The cone is narrower than a half-plane (each point's own cone is, being
    // farther than the tolerance), so angles compare as their tangents: no trigonometry per point.
    QPointF anchor;
    bool open = false; // the run has a direction
    QPointF base;
    double low = 0.0;
    double high = 0.0;
    double reach = 0.0;
    qsizetype last = 0;
    qsizetype keptLast = -1; // the last point kept, by index
    const double tolerance2 = tolerance * tolerance;
    const auto keep = [&](qsizetype index) {
        if (index != keptLast) {
            kept.push_back(points[index]);
            keptLast = index;
        }
    };
    const auto start = [&](qsizetype index) {
        keep(index);
        anchor = points[index];
        open = false;
        reach = 0.0;
        last = index;
    };
    bool gap = !pointIsFinite(points.front());
    if (gap)
        keep(0);
    else
        start(0);
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QPointF& p = points[i];
        if (!pointIsFinite(p)) { // a gap: the run before it ends, and the point after it starts the next
            if (!gap)
                keep(last);
            keep(i);
            gap = true;
            continue;
        }
        if (gap) {
            gap = false;
            start(i);
            continue;
        }
        const QPointF v = p - anchor;
        const double distance2 = v.x() * v.x() + v.y() * v.y();
        if (!open && distance2 <= tolerance2) { // still at the anchor
            last = i;
            continue;
        }
        const double distance = std::sqrt(distance2);
        // The tangent of the half-angle of the directions that pass within the tolerance of p.
        const double spread = distance2 > tolerance2 ? tolerance / std::sqrt(distance2 - tolerance2) : 0.0;
        if (!open) {
            open = true;
            base = v / distance;
            low = -spread;
            high = spread;
            reach = distance;
            last = i;
            continue;
        }
        // p in the base's frame: along it and across it; the tangent of its angle from the base.
        const double along = base.x() * v.x() + base.y() * v.y();
        const double across = base.x() * v.y() - base.y() * v.x();
        if (along > 0.0 && low * along <= across && across <= high * along && distance >= reach - tolerance) {
            if (distance2 > tolerance2) { // (a point within the tolerance of the anchor narrows nothing)
                const double slope = across / along;
                // The cone narrows to p's own: tan(angle ∓ spread); an edge past a right angle from the
                // base is beyond the cone's, which stays.
                if (1.0 + slope * spread > 0.0)
                    low = std::max(low, (slope - spread) / (1.0 + slope * spread));
                if (1.0 - slope * spread > 0.0)
                    high = std::min(high, (slope + spread) / (1.0 - slope * spread));
            }
            reach = std::max(reach, distance);
            last = i;
            continue;
        }
        // The run ends at its last point, which starts the next one; this point is looked at again.
        start(last);
        --i;
    }
    if (!gap)
        keep(last);
    return kept;
}

std::vector<QLineF> drawnSegments(const QVector<QPointF>& points)
{
    const QVector<QPointF> kept = thinPolyline(points);
    std::vector<QLineF> segments;
    for (qsizetype i = 1; i < kept.size(); ++i) {
        if (pointIsFinite(kept[i - 1]) && pointIsFinite(kept[i]))
            segments.emplace_back(kept[i - 1], kept[i]);
    }
    return segments;
}

} // namespace roofline::ui
