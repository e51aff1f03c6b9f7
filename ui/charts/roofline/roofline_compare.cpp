#include "ui/charts/roofline/roofline_compare.h"

#include "ui/charts/frame/chart_items.h"
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
    Spots above; // the rings of the sides above their roof, around the disc, ring or arrow head they mark
    QVector<double> toX;
    QVector<double> toY;
    const double ring = std::max(2.0, theme.thinLineWidth * 1.5);
    const auto warn = [&](const ComparedSpot& spot, double diameter) {
        if (!spot.aboveRoof)
            return;
        above.x.append(spot.intensity);
        above.y.append(spot.flopsPerS);
        above.d.append(diameter + 2.0 * ring + 4.0);
    };
    const auto disc
        = [&](const ComparedSpot& spot) { return measuredMarkerDiameter(spot.timeShare, theme.markerSize); };
    for (const ComparedPoint& point : items.points) {
        if (point.before && point.after) {
            before.add(*point.before, theme.markerSize);
            toX.append(point.after->intensity);
            toY.append(point.after->flopsPerS);
            warn(*point.before, disc(*point.before));
            warn(*point.after, headLength(theme));
        } else if (point.before) {
            onlyBefore.add(*point.before, theme.markerSize);
            warn(*point.before, disc(*point.before));
        } else if (point.after) {
            onlyAfter.add(*point.after, theme.markerSize);
            warn(*point.after, disc(*point.after));
        }
    }
    const QColor faded = beforeColor(color, theme);
    const int chipIndex = static_cast<int>(chip);
    items.before = tagged(markersOf(rect, RooflineMeasuredLayer::discPen(faded, theme),
                              RooflineMeasuredLayer::discBrush(faded), true, before),
        {"compare-before", chipIndex});
    items.onlyBefore = tagged(markersOf(rect, ringPen(color, theme, true), Qt::NoBrush, false, onlyBefore),
        {"compare-only-before", chipIndex});
    items.onlyAfter = tagged(markersOf(rect, ringPen(color, theme, false), Qt::NoBrush, false, onlyAfter),
        {"compare-only-after", chipIndex});
    items.arrows
        = tagged(new CompareArrows(rect, arrowPen(color, theme), headLength(theme)), {"compare-arrows", chipIndex});
    items.arrows->setArrows(before.x, before.y, toX, toY);
    items.arrows->setLayer(QStringLiteral("main"));
    items.warnings = tagged(markersOf(rect, QPen(theme.warning, ring), Qt::NoBrush, false, above),
        {"compare-warnings", chipIndex}); // over the arrows
}

bool RooflineCompareLayer::anyAboveRoof() const
{
    for (const ChipItems& items : m_chips) {
        for (const ComparedPoint& point : items.points) {
            if ((point.before && point.before->aboveRoof) || (point.after && point.after->aboveRoof))
                return true;
        }
    }
    return false;
}

void RooflineCompareLayer::applyVisibility(std::size_t chip, bool chipShown, const HiddenSeries& hidden)
{
    if (chip >= m_chips.size())
        return;
    const ChipItems& items = m_chips[chip];
    for (QCPCurve* curve : {static_cast<QCPCurve*>(items.before), static_cast<QCPCurve*>(items.arrows),
             static_cast<QCPCurve*>(items.onlyBefore), static_cast<QCPCurve*>(items.onlyAfter),
             static_cast<QCPCurve*>(items.warnings)}) {
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
        // Either end above its roof: the label says so, as a measured point's does.
        label.warning = (point.before && point.before->aboveRoof) || point.after->aboveRoof;
        if (label.warning)
            label.text = QStringLiteral("⚠ ") + label.text;
        label.color = textColor;
        label.bold = true;
        label.markerRadius = headLength(theme) / 2.0;
        labels.push_back(std::move(label));
    }
}

} // namespace roofline::ui
