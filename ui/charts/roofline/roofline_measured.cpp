#include "ui/charts/roofline/roofline_measured.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"


#include <algorithm>
#include <tuple>

namespace roofline::ui {

namespace {

// As the chart's own lines: far past anything the view can show.
constexpr double kMeasuredLineXMin = 1e-6;
constexpr double kMeasuredLineXMax = 1e11;

} // namespace

QBrush RooflineMeasuredLayer::discBrush(const QColor& color)
{
    QColor fill = color;
    fill.setAlpha(70);
    return QBrush(fill);
}

QPen RooflineMeasuredLayer::discPen(const QColor& color, const ChartTheme& theme)
{
    return QPen(color, std::max(1.5, theme.thinLineWidth * 1.2));
}

QPen RooflineMeasuredLayer::achievedPen(const QColor& color, const ChartTheme& theme)
{
    QPen pen(color, std::max(1.5, theme.lineWidth * 0.8));
    pen.setDashPattern({8.0, 3.0, 1.5, 3.0});
    return pen;
}

void RooflineMeasuredLayer::clear()
{
    m_chips.clear();
}

QPen RooflineMeasuredLayer::measuredCeilingPen(const QColor& color, const ChartTheme& theme)
{
    // Long dashes: the achievable ceiling's are short ones.
    QPen pen(color, std::max(1.5, theme.lineWidth * 0.8));
    pen.setDashPattern({6.0, 3.0});
    return pen;
}

QStringList RooflineMeasuredLayer::sizeLegendTexts()
{
    QStringList texts {tr("share of the time:")};
    for (const double share : kSizeLegendShares)
        texts.append(formatPercentText(share));
    return texts;
}

void RooflineMeasuredLayer::buildChip(std::size_t chip, QCPAxisRect* rect, const ChipRoofline& scene,
    const ChartTheme& theme, const QColor& color, Links links, QCPLayer* moving, LabelUnits units,
    std::vector<ChartLabel>& headLabels, bool discs)
{
    if (m_chips.size() <= chip)
        m_chips.resize(chip + 1);
    ChipItems& items = m_chips[chip];
    items.links = std::move(links);

    // The chip's empirical roofline: each slope up to the highest measured ceiling, each ceiling from
    // where the fastest measured slope meets it.
    double topCeiling = 0.0;
    for (const MeasuredCeiling& ceiling : scene.measuredCeilings)
        topCeiling = std::max(topCeiling, ceiling.flopsPerS);
    double fastest = 0.0;
    for (const MeasuredSlope& slope : scene.measuredSlopes)
        fastest = std::max(fastest, slope.bytesPerS);
    // All of a chip's measured ceilings are one plottable, and all its measured slopes another, however
    // many the file has (LineSet).
    const QPen ertPen = measuredCeilingPen(color, theme);
    std::vector<QLineF> ceilings;
    for (const MeasuredCeiling& ceiling : scene.measuredCeilings) {
        const double from = fastest > 0.0 ? ceiling.flopsPerS / fastest : kMeasuredLineXMin;
        ceilings.emplace_back(from, ceiling.flopsPerS, kMeasuredLineXMax, ceiling.flopsPerS);
        ChartLabel label;
        label.anchor = ChartLabel::Anchor::RightEdge;
        label.y = ceiling.flopsPerS;
        label.color = color;
        label.text = tr("measured %1")
                         .arg(units == LabelUnits::SI ? formatSIText(ceiling.flopsPerS, QStringLiteral("FLOPs/s"))
                                                      : formatScientificText(ceiling.flopsPerS));
        label.sides = {LabelSide::BelowLeft, LabelSide::AboveLeft};
        label.slide = true;
        headLabels.push_back(label);
    }
    std::vector<QLineF> slopes;
    for (const MeasuredSlope& slope : scene.measuredSlopes) {
        const double to = topCeiling > 0.0 ? topCeiling / slope.bytesPerS : kMeasuredLineXMax;
        slopes.emplace_back(kMeasuredLineXMin, slope.bytesPerS * kMeasuredLineXMin, to, slope.bytesPerS * to);
    }
    // What each calibrated class reaches (docs/model.md §15): its ceiling from where the achieved slope of its
    // class (or the chip's fastest drawn one) meets it, its slope up to the chip's highest achieved ceiling.
    std::vector<QLineF> achieved;
    double achievedTop = 0.0;
    for (const AchievedLine& line : scene.achieved) {
        if (line.ceiling)
            achievedTop = std::max(achievedTop, line.flopsPerS);
    }
    double roof = 0.0;
    for (const CeilingLine& ceiling : scene.ceilings) {
        if (!ceiling.achievable && ceiling.unit == ComputeUnit::Matrix)
            roof = std::max(roof, ceiling.flopsPerS);
    }
    double fastestAchieved = 0.0;
    for (const AchievedLine& slope : scene.achieved) {
        if (!slope.ceiling)
            fastestAchieved = std::max(fastestAchieved, slope.bytesPerS);
    }
    for (const AchievedLine& line : scene.achieved) {
        const QString share = formatPercentText(line.efficiency);
        ChartLabel label;
        label.color = color;
        if (line.ceiling) {
            const double from = fastestAchieved > 0.0 ? line.flopsPerS / fastestAchieved : kMeasuredLineXMin;
            achieved.emplace_back(from, line.flopsPerS, kMeasuredLineXMax, line.flopsPerS);
            label.anchor = ChartLabel::Anchor::RightEdge;
            label.y = line.flopsPerS;
            label.text = tr("%1 achieved %2", "a calibrated class's ceiling: matmul achieved 62 %")
                             .arg(opClassText(line.opClass), share);
            label.sides = {LabelSide::BelowLeft, LabelSide::AboveLeft};
            label.slide = true;
        } else {
            const double top = achievedTop > 0.0 ? achievedTop : roof;
            const double to = top > 0.0 ? top / line.bytesPerS : kMeasuredLineXMax;
            achieved.emplace_back(kMeasuredLineXMin, line.bytesPerS * kMeasuredLineXMin, to, line.bytesPerS * to);
            // Named a little below where it ends, on the line.
            label.anchor = ChartLabel::Anchor::Point;
            label.x = to / 6.0;
            label.y = line.bytesPerS * label.x;
            label.text = tr("%1 %2 achieved %3", "a calibrated class's slope: vector HBM achieved 85 %")
                             .arg(opClassText(line.opClass), QString::fromStdString(line.levelName), share);
            label.sides = {LabelSide::AboveLeft, LabelSide::BelowRight};
        }
        label.note = tr("%1: %2", "a footnote: chip, what its line is")
                         .arg(QString::fromStdString(scene.chipName), label.text);
        headLabels.push_back(label);
    }
    const int chipIndex = static_cast<int>(chip);
    if (!achieved.empty()) {
        items.achieved = tagged(new LineSet(rect, achievedPen(color, theme)), {"achieved-lines", chipIndex});
        items.achieved->setLines(std::move(achieved));
        items.achieved->setLayer(QStringLiteral("main"));
    }
    for (auto [lines, plottable, role] : {std::tuple {&ceilings, &items.ceilings, "measured-ceilings"},
             std::tuple {&slopes, &items.slopes, "measured-slopes"}}) {
        if (lines->empty())
            continue;
        *plottable = tagged(new LineSet(rect, ertPen), {role, chipIndex});
        (*plottable)->setLines(std::move(*lines));
        (*plottable)->setLayer(QStringLiteral("main"));
    }

    if (discs && !scene.measured.empty()) {
        QVector<double> x;
        QVector<double> y;
        QVector<double> d;
        QVector<double> wx;
        QVector<double> wy;
        QVector<double> wd;
        QVector<double> rd;
        const double ring = std::max(2.0, theme.thinLineWidth * 1.5);
        for (const MeasuredPoint& point : scene.measured) {
            const double diameter = measuredMarkerDiameter(point.timeShare, theme.markerSize);
            x.append(point.intensity);
            y.append(point.achievedFlopsPerS);
            d.append(diameter);
            if (point.aboveRoof) {
                wx.append(point.intensity);
                wy.append(point.achievedFlopsPerS);
                wd.append(diameter);
                rd.append(diameter + 2.0 * ring + 4.0);
            }
        }
        items.markers
            = tagged(new MeasuredMarkers(rect, discPen(color, theme), discBrush(color), true), {"measured", chipIndex});
        items.markers->setPoints(x, y, d);
        items.warnings = tagged(
            new MeasuredMarkers(rect, QPen(theme.warning, ring), Qt::NoBrush, false), {"measured-warnings", chipIndex});
        items.warnings->setPoints(wx, wy, rd);
        items.above = tagged(new MeasuredMarkers(rect, discPen(color, theme), discBrush(color), true),
            {"measured-above-roof", chipIndex});
        items.above->setPoints(wx, wy, wd);
        for (QCPCurve* curve : {static_cast<QCPCurve*>(items.markers), static_cast<QCPCurve*>(items.above),
                 static_cast<QCPCurve*>(items.warnings)})
            curve->setLayer(QStringLiteral("main"));
    }

    // A thin line from a linked op's prediction to its measurement, moved at each step.
    QColor lineColor = color;
    lineColor.setAlpha(200);
    for (std::size_t p = 0; p < scene.measured.size() && p < items.links.size(); ++p) {
        if (items.links[p] < 0)
            continue;
        // Indexed by the scene's measured point it ends at.
        QCPCurve* line = tagged(addMarkers(rect, QCPScatterStyle()), {"prediction", chipIndex, static_cast<int>(p)});
        line->setLineStyle(QCPCurve::lsLine);
        line->setPen(QPen(lineColor, std::max(1.0, theme.thinLineWidth)));
        line->setLayer(moving);
        items.predictions.push_back(line);
        items.predictionPoints.push_back(p);
    }
}

void RooflineMeasuredLayer::raiseWarnings()
{
    for (const ChipItems& items : m_chips) {
        for (QCPCurve* curve : {static_cast<QCPCurve*>(items.above), static_cast<QCPCurve*>(items.warnings)}) {
            if (curve)
                curve->setLayer(QStringLiteral("main"));
        }
    }
}

void RooflineMeasuredLayer::applyVisibility(std::size_t chip, bool chipShown, const HiddenSeries& hidden)
{
    if (chip >= m_chips.size())
        return;
    const ChipItems& items = m_chips[chip];
    for (QCPCurve* curve : {static_cast<QCPCurve*>(items.markers), static_cast<QCPCurve*>(items.above),
             static_cast<QCPCurve*>(items.warnings)}) {
        if (curve)
            curve->setVisible(chipShown && !hidden.measured);
    }
    for (LineSet* lines : {items.ceilings, items.slopes, items.achieved}) {
        if (lines)
            lines->setVisible(chipShown);
    }
}

void RooflineMeasuredLayer::move(
    const RooflineScene& scene, const HiddenSeries& hidden, const std::vector<bool>& chipShown)
{
    for (std::size_t c = 0; c < m_chips.size() && c < scene.chips.size(); ++c) {
        ChipItems& items = m_chips[c];
        const ChipRoofline& layer = scene.chips[c];
        const bool shown = c < chipShown.size() && chipShown[c] && !hidden.measured;
        for (std::size_t i = 0; i < items.predictions.size(); ++i) {
            QCPCurve* line = items.predictions[i];
            const std::size_t p = items.predictionPoints[i];
            const int op = items.links[p];
            const OpPoint* from = nullptr;
            for (const OpPoint& point : layer.points) {
                if (static_cast<int>(point.opIndex) == op)
                    from = &point;
            }
            const bool drawn = shown && from && p < layer.measured.size()
                && !isSeriesHidden(hidden, Series::rooflineOp(static_cast<std::size_t>(op)));
            line->setVisible(drawn);
            if (!drawn)
                continue;
            const MeasuredPoint& to = layer.measured[p];
            setMarkerPoints(line, {from->evaluation.intensity, to.intensity},
                {from->evaluation.attainableFlopsPerS, to.achievedFlopsPerS});
        }
    }
}

void RooflineMeasuredLayer::addLabels(const ChipRoofline& scene, const HiddenSeries& hidden, const QColor& color,
    const ChartTheme& theme, std::vector<ChartLabel>& labels) const
{
    if (hidden.measured)
        return;
    for (const MeasuredPoint& point : scene.measured) {
        // The top N by time are named; naming every group would bury the chart. The point of the
        // groups not drawn always says what it is.
        if (!point.labelled && point.restGroups == 0)
            continue;
        ChartLabel label;
        label.x = point.intensity;
        label.y = point.achievedFlopsPerS;
        const QString name = measuredPointName(point);
        label.text = point.aboveRoof ? tr("⚠ %1").arg(name) : name;
        label.warning = point.aboveRoof;
        label.color = point.aboveRoof ? theme.warning : color;
        const double radius = measuredMarkerDiameter(point.timeShare, theme.markerSize) / 2.0;
        label.markerRadius = point.aboveRoof ? radius + std::max(2.0, theme.thinLineWidth * 1.5) + 3.0 : radius + 1.0;
        labels.push_back(std::move(label));
    }
}

} // namespace roofline::ui
