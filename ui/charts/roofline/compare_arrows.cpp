#include "ui/charts/roofline/compare_arrows.h"

#include <QPolygonF>

#include <cmath>
#include <limits>

namespace roofline::ui {

CompareArrows::CompareArrows(QCPAxisRect* rect, const QPen& pen, double headLength)
    : QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft))
    , m_headLength(headLength)
{
    setPen(pen);
    setLineStyle(lsLine);
    setScatterStyle(QCPScatterStyle());
    removeFromLegend();
    setSelectable(QCP::stNone);
}

void CompareArrows::setArrows(
    const QVector<double>& fromX, const QVector<double>& fromY, const QVector<double>& toX, const QVector<double>& toY)
{
    const double gap = std::numeric_limits<double>::quiet_NaN();
    QVector<double> t;
    QVector<double> x;
    QVector<double> y;
    for (int i = 0; i < fromX.size(); ++i) {
        for (const auto& [px, py] : {std::pair {fromX[i], fromY[i]}, {toX[i], toY[i]}, {gap, gap}}) {
            t.append(t.size());
            x.append(px);
            y.append(py);
        }
    }
    setData(t, x, y, true);
}

QPointF CompareArrows::arrowStart(int arrow) const
{
    const auto point = data()->at(arrow * 3);
    return {point->key, point->value};
}

QPointF CompareArrows::arrowEnd(int arrow) const
{
    const auto point = data()->at(arrow * 3 + 1);
    return {point->key, point->value};
}

void CompareArrows::draw(QCPPainter* painter)
{
    QCPCurve::draw(painter);
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    if (!x || !y)
        return;
    applyDefaultAntialiasingHint(painter);
    painter->setPen(QPen(pen().color(), 1.0));
    painter->setBrush(pen().color());
    // A head as wide as two thirds of its length, its tip at the after point, along the shaft.
    const double half = m_headLength / 3.0;
    for (int i = 0; i < arrowCount(); ++i) {
        const QPointF from(x->coordToPixel(arrowStart(i).x()), y->coordToPixel(arrowStart(i).y()));
        const QPointF tip(x->coordToPixel(arrowEnd(i).x()), y->coordToPixel(arrowEnd(i).y()));
        const QPointF along = tip - from;
        const double length = std::hypot(along.x(), along.y());
        if (!std::isfinite(length) || length < 1e-9)
            continue;
        const QPointF unit = along / length;
        const QPointF normal(-unit.y(), unit.x());
        const QPointF base = tip - unit * m_headLength;
        painter->drawPolygon(QPolygonF {tip, base + normal * half, base - normal * half});
    }
}

} // namespace roofline::ui
