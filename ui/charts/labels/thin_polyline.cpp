#include "ui/charts/labels/thin_polyline.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace roofline::ui {

namespace {

// The signed angle from direction `base` to `angle`, in (-pi, pi].
double turn(double angle, double base)
{
    double d = angle - base;
    while (d > std::numbers::pi)
        d -= 2.0 * std::numbers::pi;
    while (d <= -std::numbers::pi)
        d += 2.0 * std::numbers::pi;
    return d;
}

bool finite(const QPointF& p)
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
    // direction whose turn from `base` is in [low, high]; `reach`, the farthest any got; `last`, the
    // run's last point (drawn when the run ends).
    QPointF anchor;
    bool open = false; // the run has a direction
    double base = 0.0;
    double low = 0.0;
    double high = 0.0;
    double reach = 0.0;
    qsizetype last = 0;
    qsizetype keptLast = -1; // the last point kept, by index
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
    bool gap = !finite(points.front());
    if (gap)
        keep(0);
    else
        start(0);
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QPointF& p = points[i];
        if (!finite(p)) { // a gap: the run before it ends, and the point after it starts the next
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
        const double distance = std::hypot(v.x(), v.y());
        if (!open && distance <= tolerance) { // still at the anchor
            last = i;
            continue;
        }
        const double angle = std::atan2(v.y(), v.x());
        const double spread = distance > tolerance ? std::asin(tolerance / distance) : std::numbers::pi;
        if (!open) {
            open = true;
            base = angle;
            low = -spread;
            high = spread;
            reach = distance;
            last = i;
            continue;
        }
        const double t = turn(angle, base);
        if (t >= low && t <= high && distance >= reach - tolerance) {
            low = std::max(low, t - spread);
            high = std::min(high, t + spread);
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
        if (finite(kept[i - 1]) && finite(kept[i]))
            segments.emplace_back(kept[i - 1], kept[i]);
    }
    return segments;
}

} // namespace roofline::ui
