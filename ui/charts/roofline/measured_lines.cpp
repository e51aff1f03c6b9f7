#include "ui/charts/roofline/measured_lines.h"

#include "ui/charts/labels/line_clipping.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace roofline::ui {

namespace {

// Lines whose ends round to the same quarter pixel are drawn on the same pixels (antialiasing included).
constexpr double kSubpixels = 4.0;

} // namespace

MeasuredLines::MeasuredLines(QCPAxisRect* rect, const QPen& pen)
    : QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft))
{
    setPen(pen);
    setLineStyle(lsLine);
    setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssNone));
    removeFromLegend();
    setSelectable(QCP::stNone);
}

void MeasuredLines::setLines(std::vector<QLineF> lines)
{
    m_lines = std::move(lines);
    QVector<double> t;
    QVector<double> x;
    QVector<double> y;
    const double gap = std::numeric_limits<double>::quiet_NaN();
    for (const QLineF& line : m_lines) {
        for (const QPointF& p : {line.p1(), line.p2(), QPointF(gap, gap)}) {
            t.append(t.size());
            x.append(p.x());
            y.append(p.y());
        }
    }
    setData(t, x, y, true);
}

void MeasuredLines::draw(QCPPainter* painter)
{
    m_drawn = 0;
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    if (!x || !y || m_lines.empty())
        return;
    // The axis rect grown by the pen: a line outside it is not drawn, a line across it only inside.
    const double margin = pen().widthF() + 1.0;
    const QRectF box = clipRect().toRectF().adjusted(-margin, -margin, margin, margin);
    std::vector<std::array<long long, 4>> seen;
    std::vector<QLineF> shown;
    seen.reserve(m_lines.size());
    shown.reserve(m_lines.size());
    for (const QLineF& line : m_lines) {
        const QLineF pixels(x->coordToPixel(line.x1()), y->coordToPixel(line.y1()), x->coordToPixel(line.x2()),
            y->coordToPixel(line.y2()));
        if (!std::isfinite(pixels.x1()) || !std::isfinite(pixels.y1()) || !std::isfinite(pixels.x2())
            || !std::isfinite(pixels.y2()))
            continue;
        const std::optional<QLineF> inside = clippedLine(pixels, box);
        if (!inside)
            continue;
        const auto at = [](double pixel) { return std::llround(pixel * kSubpixels); };
        seen.push_back({at(inside->x1()), at(inside->y1()), at(inside->x2()), at(inside->y2())});
        shown.push_back(*inside);
    }
    // One line per distinct set of quarter pixels, in the order given.
    std::vector<std::size_t> order(shown.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return seen[a] < seen[b]; });
    std::vector<bool> draw(shown.size(), false);
    for (std::size_t k = 0; k < order.size(); ++k)
        draw[order[k]] = k == 0 || seen[order[k]] != seen[order[k - 1]];
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (!draw[i])
            continue;
        painter->drawLine(shown[i]);
        ++m_drawn;
    }
}

} // namespace roofline::ui
