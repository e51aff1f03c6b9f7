#include "ui/charts/roofline/roofline_compare.h"

#include "ui/charts/roofline/compare_arrows.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/charts/roofline/roofline_measured.h"

#include <algorithm>

namespace roofline::ui {

namespace {

// The spots of one kind of group: in both (before), only before or only after.
struct Spots {
    QVector<double> x;
    QVector<double> y;
    QVector<double> d;

    void add(const ComparedSpot& spot, double markerSize)
    {
        x.append(spot.intensity);
        y.append(spot.flopsPerS);
        d.append(measuredMarkerDiameter(spot.timeShare, markerSize));
    }
};

MeasuredMarkers* markersOf(QCPAxisRect* rect, const QPen& pen, const QBrush& brush, bool cross, const Spots& spots)
{
    auto* markers = new MeasuredMarkers(rect, pen, brush, cross);
    markers->setPoints(spots.x, spots.y, spots.d);
    markers->setLayer(QStringLiteral("main"));
    return markers;
}

} // namespace

void RooflineCompareLayer::clear()
{
    m_chips.clear();
}

QColor RooflineCompareLayer::beforeColor(const QColor& color, const ChartTheme& theme)
{
    const QColor under = theme.plotBackground.alpha() > 0 ? theme.plotBackground : theme.background;
    const auto mix = [](int a, int b) { return (a * 11 + b * 9) / 20; };
    return QColor(mix(color.red(), under.red()), mix(color.green(), under.green()), mix(color.blue(), under.blue()));
}

QPen RooflineCompareLayer::arrowPen(const QColor& color, const ChartTheme& theme)
{
    return QPen(color, theme.lineWidth, Qt::SolidLine, Qt::FlatCap);
}

double RooflineCompareLayer::headLength(const ChartTheme& theme)
{
    return std::max(theme.markerSize * 1.3, theme.lineWidth * 4.0);
}

QPen RooflineCompareLayer::ringPen(const QColor& color, const ChartTheme& theme, bool before)
{
    QPen pen(before ? beforeColor(color, theme) : color, std::max(1.5, theme.lineWidth * 0.6));
    if (before)
        pen.setDashPattern({2.5, 1.5});
    return pen;
}

void RooflineCompareLayer::buildChip(std::size_t chip, QCPAxisRect* rect, std::vector<ComparedPoint> points,
    const ChartTheme& theme, const QColor& color)
{
    if (m_chips.size() <= chip)
        m_chips.resize(chip + 1);
    ChipItems& items = m_chips[chip];
    items.points = std::move(points);
    Spots before;
    Spots onlyBefore;
    Spots onlyAfter;
    QVector<double> toX;
    QVector<double> toY;
    for (const ComparedPoint& point : items.points) {
        if (point.before && point.after) {
            before.add(*point.before, theme.markerSize);
            toX.append(point.after->intensity);
            toY.append(point.after->flopsPerS);
        } else if (point.before) {
            onlyBefore.add(*point.before, theme.markerSize);
        } else if (point.after) {
            onlyAfter.add(*point.after, theme.markerSize);
        }
    }
    const QColor faded = beforeColor(color, theme);
    items.before = markersOf(
        rect, RooflineMeasuredLayer::discPen(faded, theme), RooflineMeasuredLayer::discBrush(faded), true, before);
    items.onlyBefore = markersOf(rect, ringPen(color, theme, true), Qt::NoBrush, false, onlyBefore);
    items.onlyAfter = markersOf(rect, ringPen(color, theme, false), Qt::NoBrush, false, onlyAfter);
    items.arrows = new CompareArrows(rect, arrowPen(color, theme), headLength(theme));
    items.arrows->setArrows(before.x, before.y, toX, toY);
    items.arrows->setLayer(QStringLiteral("main"));
}

void RooflineCompareLayer::applyVisibility(std::size_t chip, bool chipShown, const HiddenSeries& hidden)
{
    if (chip >= m_chips.size())
        return;
    const ChipItems& items = m_chips[chip];
    for (QCPCurve* curve : {static_cast<QCPCurve*>(items.before), static_cast<QCPCurve*>(items.arrows),
             static_cast<QCPCurve*>(items.onlyBefore), static_cast<QCPCurve*>(items.onlyAfter)}) {
        if (curve)
            curve->setVisible(chipShown && !hidden.measured);
    }
}

void RooflineCompareLayer::addLabels(std::size_t chip, const HiddenSeries& hidden, const QColor& textColor,
    const ChartTheme& theme, std::vector<ChartLabel>& labels) const
{
    if (hidden.measured || chip >= m_chips.size())
        return;
    for (const ComparedPoint& point : m_chips[chip].points) {
        if (!point.speedup || !point.after)
            continue;
        ChartLabel label;
        label.x = point.after->intensity;
        label.y = point.after->flopsPerS;
        label.text = QString::fromStdString(comparedLabel(point));
        label.color = textColor;
        label.bold = true;
        label.markerRadius = headLength(theme) / 2.0;
        labels.push_back(std::move(label));
    }
}

} // namespace roofline::ui
