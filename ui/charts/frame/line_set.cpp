#include "ui/charts/frame/line_set.h"

#include "ui/charts/labels/line_clipping.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline::ui {

namespace {

// Lines whose ends round to the same quarter pixel are drawn on the same pixels (antialiasing included).
constexpr double kSubpixels = 4.0;

bool inDomain(double value, QCP::SignDomain domain)
{
    return std::isfinite(value)
        && (domain == QCP::sdBoth || (domain == QCP::sdPositive && value > 0.0)
            || (domain == QCP::sdNegative && value < 0.0));
}

} // namespace

LineSet::LineSet(QCPAxisRect* rect, const QPen& pen)
    : QCPAbstractPlottable(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft))
{
    setPen(pen);
    setBrush(Qt::NoBrush);
    removeFromLegend();
    setSelectable(QCP::stNone);
}

void LineSet::setLines(std::vector<QLineF> lines)
{
    m_lines = std::move(lines);
}

double LineSet::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1.0; // never selected nor hovered: the chart's tooltips come from the scene
}

QCPRange LineSet::rangeOf(bool keys, bool& foundRange, QCP::SignDomain inSignDomain) const
{
    QCPRange range;
    foundRange = false;
    for (const QLineF& line : m_lines) {
        for (const double value : keys ? std::array {line.x1(), line.x2()} : std::array {line.y1(), line.y2()}) {
            if (!inDomain(value, inSignDomain))
                continue;
            if (!foundRange) {
                range = QCPRange(value, value);
                foundRange = true;
            } else {
                range.expand(value);
            }
        }
    }
    return range;
}

QCPRange LineSet::getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain) const
{
    return rangeOf(true, foundRange, inSignDomain);
}

QCPRange LineSet::getValueRange(bool& foundRange, QCP::SignDomain inSignDomain, const QCPRange&) const
{
    return rangeOf(false, foundRange, inSignDomain);
}

void LineSet::draw(QCPPainter* painter)
{
    m_drawn = 0;
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    if (!x || !y || m_lines.empty())
        return;
    // The axis rect grown by the pen: a line outside it is not drawn, a line across it only inside.
    const double margin = pen().widthF() + 1.0;
    const QRectF box = clipRect().toRectF().adjusted(-margin, -margin, margin, margin);
    struct Shown {
        std::array<long long, 4> ends; // in quarter pixels
        QLineF line;
    };
    std::vector<Shown> shown;
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
        shown.push_back({{at(inside->x1()), at(inside->y1()), at(inside->x2()), at(inside->y2())}, *inside});
    }
    // One line per distinct set of quarter pixels (the first given of each): one pen, so order is no matter.
    std::stable_sort(shown.begin(), shown.end(), [](const Shown& a, const Shown& b) { return a.ends < b.ends; });
    shown.erase(
        std::unique(shown.begin(), shown.end(), [](const Shown& a, const Shown& b) { return a.ends == b.ends; }),
        shown.end());
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->setBrush(Qt::NoBrush);
    for (const Shown& line : shown)
        painter->drawLine(line.line);
    m_drawn = static_cast<int>(shown.size());
}

void LineSet::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    applyDefaultAntialiasingHint(painter);
    painter->setPen(pen());
    painter->drawLine(QLineF(rect.left(), rect.center().y(), rect.right(), rect.center().y()));
}

} // namespace roofline::ui
