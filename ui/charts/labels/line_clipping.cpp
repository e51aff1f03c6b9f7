#include "ui/charts/labels/line_clipping.h"

#include <algorithm>

namespace roofline::ui {

std::optional<QLineF> clippedLine(const QLineF& line, const QRectF& box)
{
    const double dx = line.dx();
    const double dy = line.dy();
    double t0 = 0.0;
    double t1 = 1.0;
    const auto clip = [&](double p, double q) {
        if (p == 0.0)
            return q >= 0.0;
        const double t = q / p;
        if (p < 0.0) {
            if (t > t1)
                return false;
            t0 = std::max(t0, t);
        } else {
            if (t < t0)
                return false;
            t1 = std::min(t1, t);
        }
        return true;
    };
    if (!clip(-dx, line.x1() - box.left()) || !clip(dx, box.right() - line.x1()) || !clip(-dy, line.y1() - box.top())
        || !clip(dy, box.bottom() - line.y1()) || t0 > t1)
        return std::nullopt;
    return QLineF(line.pointAt(t0), line.pointAt(t1));
}

} // namespace roofline::ui
