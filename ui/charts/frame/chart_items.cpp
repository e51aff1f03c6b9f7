#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/thinned_graph.h"

#include "core/formulas/marker.h"

#include "ui/charts/frame/marker_curve.h"

#include <QFontMetrics>

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline::ui {

void tagItem(QObject* item, const ItemTag& tag)
{
    item->setProperty(kRoleProperty, QString::fromLatin1(tag.role));
    item->setProperty(kChipProperty, tag.chip);
    item->setProperty(kIndexProperty, tag.index);
}

QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y, const QPen& pen)
{
    // Thinned: a batch sweep of thousands of points is straight for most of its length.
    auto* graph = new ThinnedGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setData(x, y, true);
    graph->setPen(pen);
    graph->setLineStyle(QCPGraph::lsLine);
    graph->removeFromLegend();
    graph->setSelectable(QCP::stNone);
    return graph;
}

QCPItemStraightLine* addVerticalLine(QCPAxisRect* rect, double x, const QPen& pen)
{
    auto* line = new QCPItemStraightLine(rect->parentPlot());
    line->setClipAxisRect(rect);
    for (QCPItemPosition* position : {line->point1, line->point2})
        position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    moveVerticalLine(line, x);
    line->setPen(pen);
    line->setSelectable(false);
    return line;
}

void moveVerticalLine(QCPItemStraightLine* line, double x)
{
    line->point1->setCoords(x, 1.0);
    line->point2->setCoords(x, 2.0);
}

QCPItemRect* addBand(QCPAxisRect* rect, double x1, double x2, double bottom, double top, const QColor& color)
{
    auto* band = new QCPItemRect(rect->parentPlot());
    band->setClipAxisRect(rect);
    for (QCPItemPosition* position : {band->topLeft, band->bottomRight})
        position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    band->topLeft->setCoords(x1, top);
    band->bottomRight->setCoords(x2, bottom);
    band->setPen(Qt::NoPen);
    band->setBrush(color);
    band->setLayer(QStringLiteral("background"));
    band->setSelectable(false);
    return band;
}

QCPCurve* addMarkers(QCPAxisRect* rect, QCPScatterStyle style)
{
    auto* curve = new MarkerCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    curve->setLineStyle(QCPCurve::lsNone);
    curve->setScatterStyle(style);
    curve->removeFromLegend();
    curve->setSelectable(QCP::stNone);
    return curve;
}

QCPGraph* addLegendKey(
    QCPAxisRect* rect, QCPLegend* legend, const QString& name, const QPen& pen, const QCPScatterStyle& style)
{
    QCustomPlot* plot = rect->parentPlot();
    QCPGraph* graph = plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->removeFromLegend();
    graph->setName(name);
    graph->setPen(pen);
    graph->setLineStyle(pen.style() == Qt::NoPen ? QCPGraph::lsNone : QCPGraph::lsLine);
    graph->setScatterStyle(style);
    graph->setSelectable(QCP::stNone);
    graph->addToLegend(legend);
    return graph;
}

QCPLegend* addLegend(QCPAxisRect* rect, const QFont& font, const QColor& text, const QColor& background,
    const QColor& border, Qt::Alignment corner)
{
    auto* legend = new QCPLegend;
    rect->insetLayout()->addElement(legend, corner);
    legend->setLayer(QStringLiteral("legend"));
    legend->setFont(font);
    legend->setTextColor(text);
    legend->setBrush(background);
    legend->setBorderPen(QPen(border));
    legend->setIconSize(legendIconSize(font));
    legend->setRowSpacing(0);
    legend->setMargins(QMargins(5, 3, 5, 3));
    legend->setSelectableParts(QCPLegend::spNone);
    return legend;
}

QSize legendIconSize(const QFont& font)
{
    // As tall as a line of the legend's text, so the key's line and marker sit at the middle of the
    // text (QCustomPlot aligns both to the top); wide in proportion.
    const int height = QFontMetrics(font).height();
    return QSize(std::max(22, height * 3 / 2), std::max(10, height));
}

void setMarkerPoints(QCPCurve* curve, const QVector<double>& x, const QVector<double>& y)
{
    QSharedPointer<QCPCurveDataContainer> data = curve->data();
    if (data->size() == x.size()) {
        int i = 0;
        for (auto it = data->begin(); it != data->end(); ++it, ++i) {
            it->key = x[i];
            it->value = y[i];
        }
        return;
    }
    QVector<double> t(x.size());
    for (int i = 0; i < x.size(); ++i)
        t[i] = i;
    curve->setData(t, x, y, true);
}

QString wrapText(const QString& text, int width)
{
    QString wrapped;
    int line = 0;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (line > 0 && line + 1 + word.size() > width) {
            wrapped += QLatin1Char('\n');
            line = 0;
        } else if (line > 0) {
            wrapped += QLatin1Char(' ');
            ++line;
        }
        wrapped += word;
        line += static_cast<int>(word.size());
    }
    return wrapped;
}

QCPScatterStyle rasterized(const QCPScatterStyle& style, qreal devicePixelRatio)
{
    const double extent = style.size() + 2.0 * style.pen().widthF() + 2.0;
    const int side = static_cast<int>(std::ceil(extent * devicePixelRatio));
    QPixmap pixmap(side, side);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QCPPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setModes(QCPPainter::pmNoCaching);
    style.applyTo(&painter, style.pen());
    const double center = side / devicePixelRatio / 2.0;
    style.drawShape(&painter, center, center);
    painter.end();
    return QCPScatterStyle(pixmap);
}

QCPScatterStyle::ScatterShape opMarkerShape(int index)
{
    // In MarkerShape's order.
    static constexpr std::array kShapes {QCPScatterStyle::ssCircle, QCPScatterStyle::ssSquare,
        QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond, QCPScatterStyle::ssTriangleInverted,
        QCPScatterStyle::ssCrossSquare, QCPScatterStyle::ssPlusCircle, QCPScatterStyle::ssStar,
        QCPScatterStyle::ssCross, QCPScatterStyle::ssPlus, QCPScatterStyle::ssPlusSquare,
        QCPScatterStyle::ssCrossCircle};
    static_assert(kShapes.size() == kAllMarkerShapes.size());
    return kShapes[static_cast<std::size_t>(index) % kShapes.size()];
}

} // namespace roofline::ui
