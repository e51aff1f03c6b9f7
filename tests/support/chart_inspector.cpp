#include "support/chart_inspector.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/calibration/parity_chart.h"
#include "ui/charts/frame/chart_base.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/grid_fitting.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/roofline/compare_arrows.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"

#include <algorithm>

namespace roofline::test {

namespace {

// What the chart drew, found on its plot by the tag each object carries (ui::tagItem): its role, its
// chip and its index, in the order the chart made them.
bool hasTag(const QObject* object, const char* role, int chip, int index)
{
    return object->property(ui::kRoleProperty).toString() == QLatin1String(role)
        && (chip < 0 || object->property(ui::kChipProperty).toInt() == chip)
        && (index < 0 || object->property(ui::kIndexProperty).toInt() == index);
}

// Every plottable of the role (of the chip, at the index; -1: any) that is a T, in the order made.
template<class T>
std::vector<const T*> plotted(const ui::ChartBase& chart, const char* role, int chip = -1, int index = -1)
{
    std::vector<const T*> found;
    QCustomPlot* plot = chart.plot(); // its accessors are not const
    for (int i = 0; i < plot->plottableCount(); ++i) {
        const auto* object = qobject_cast<const T*>(plot->plottable(i));
        if (object && hasTag(object, role, chip, index))
            found.push_back(object);
    }
    return found;
}

// The one plottable of the role, chip and index; nullptr when there is none.
template<class T> const T* plottedOne(const ui::ChartBase& chart, const char* role, int chip = -1, int index = -1)
{
    const std::vector<const T*> found = plotted<T>(chart, role, chip, index);
    return found.empty() ? nullptr : found.front();
}

// A chip's role asked of a chip that is not in the chart: none.
bool chipDrawn(const ui::RooflineChart& chart, int chip)
{
    return chip >= 0 && chip < static_cast<int>(chart.scene().chips.size());
}

std::vector<QPointF> pointsOf(const QCPCurve* curve)
{
    std::vector<QPointF> points;
    if (!curve || !curve->visible())
        return points;
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        points.emplace_back(it->key, it->value);
    return points;
}

// A flat line's height, or a slope's bandwidth (FLOPs/s = bandwidth × intensity at its first point),
// of each line shown.
std::vector<double> linesOf(const std::vector<const QCPGraph*>& lines, bool slopes)
{
    std::vector<double> values;
    for (const QCPGraph* line : lines) {
        if (line->visible())
            values.push_back(
                slopes ? line->data()->at(0)->value / line->data()->at(0)->key : line->data()->at(0)->value);
    }
    return values;
}

// The same of a chip's measured (ERT) lines, all in one plottable.
std::vector<double> linesOf(const ui::LineSet* lines, bool slopes)
{
    std::vector<double> values;
    if (lines && lines->visible()) {
        for (const QLineF& line : lines->lines())
            values.push_back(slopes ? line.y1() / line.x1() : line.y1());
    }
    return values;
}

std::vector<double> chipLines(const ui::RooflineChart& chart, const char* role, int chip, bool slopes)
{
    return chipDrawn(chart, chip) ? linesOf(plotted<QCPGraph>(chart, role, chip), slopes) : std::vector<double> {};
}

std::vector<double> measuredLines(const ui::RooflineChart& chart, const char* role, int chip, bool slopes)
{
    return chipDrawn(chart, chip) ? linesOf(plottedOne<ui::LineSet>(chart, role, chip), slopes)
                                  : std::vector<double> {};
}

const ui::MeasuredMarkers* markers(const ui::RooflineChart& chart, const char* role, int chip)
{
    return chipDrawn(chart, chip) ? plottedOne<ui::MeasuredMarkers>(chart, role, chip) : nullptr;
}

const ui::CompareArrows* arrows(const ui::RooflineChart& chart, int chip)
{
    return chipDrawn(chart, chip) ? plottedOne<ui::CompareArrows>(chart, "compare-arrows", chip) : nullptr;
}

// The op of each point of an op marker curve (ui::kOpsProperty).
std::vector<int> opsOf(const QCPCurve* curve)
{
    return curve->property(ui::kOpsProperty).value<std::vector<int>>();
}

std::optional<QPointF> firstPoint(const QCPCurve* curve)
{
    if (!curve || curve->data()->isEmpty())
        return std::nullopt;
    const auto point = curve->data()->at(0);
    return QPointF(point->key, point->value);
}

// A curve of the batch-size chart's chip, by its role ("sweep", "critical-batch", "slider-marker").
template<class T> const T* sweepItem(const ui::BatchSizeChart& chart, const char* role, int chip, int curve)
{
    return chip >= 0 && curve >= 0 ? plottedOne<T>(chart, role, chip, curve) : nullptr;
}

// Each panel's labels, in panel order.
std::vector<const ui::LabelItem*> labelItems(const ui::ChartBase& chart)
{
    std::vector<const ui::LabelItem*> items;
    QCustomPlot* plot = chart.plot(); // its accessors are not const
    for (int i = 0; i < plot->itemCount(); ++i) {
        const auto* labels = qobject_cast<const ui::LabelItem*>(plot->item(i));
        if (labels && hasTag(labels, "labels", -1, -1))
            items.push_back(labels);
    }
    std::stable_sort(items.begin(), items.end(), [](const ui::LabelItem* a, const ui::LabelItem* b) {
        return a->property(ui::kIndexProperty).toInt() < b->property(ui::kIndexProperty).toInt();
    });
    return items;
}

} // namespace

std::optional<QPointF> plottedOpPoint(const ui::RooflineChart& chart, int chip, int op)
{
    if (!chipDrawn(chart, chip) || op < 0)
        return std::nullopt;
    for (const char* role : {"op-points", "op-points-hollow"}) {
        for (const QCPCurve* curve : plotted<QCPCurve>(chart, role, chip)) {
            const std::vector<int> ops = opsOf(curve);
            const auto at = std::find(ops.begin(), ops.end(), op) - ops.begin();
            if (at >= static_cast<std::ptrdiff_t>(ops.size()) || at >= curve->data()->size())
                continue;
            const auto point = curve->data()->at(static_cast<int>(at));
            return QPointF(point->key, point->value);
        }
    }
    return std::nullopt;
}

std::vector<int> plottedHollowOps(const ui::RooflineChart& chart, int chip)
{
    std::vector<int> ops;
    if (!chipDrawn(chart, chip))
        return ops;
    for (const QCPCurve* curve : plotted<QCPCurve>(chart, "op-points-hollow", chip)) {
        const std::vector<int> hollow = opsOf(curve);
        if (curve->data()->size() == static_cast<int>(hollow.size()))
            ops.insert(ops.end(), hollow.begin(), hollow.end());
    }
    std::sort(ops.begin(), ops.end());
    return ops;
}

std::vector<double> plottedCeilings(const ui::RooflineChart& chart, int chip)
{
    // Only what is on screen: a chip hidden from the legend draws no ceiling.
    return chipLines(chart, "ceiling", chip, false);
}

std::vector<double> plottedVectorCeilings(const ui::RooflineChart& chart, int chip)
{
    return chipLines(chart, "vector-ceiling", chip, false);
}

std::vector<double> plottedLinkSlopes(const ui::RooflineChart& chart, int chip)
{
    return chipLines(chart, "link-slope", chip, true);
}

std::vector<QPointF> plottedMeasuredPoints(const ui::RooflineChart& chart, int chip)
{
    return pointsOf(markers(chart, "measured", chip));
}

std::vector<QLineF> plottedCompareArrows(const ui::RooflineChart& chart, int chip)
{
    const ui::CompareArrows* drawn = arrows(chart, chip);
    std::vector<QLineF> lines;
    if (!drawn || !drawn->visible())
        return lines;
    for (int i = 0; i < drawn->arrowCount(); ++i)
        lines.emplace_back(drawn->arrowStart(i), drawn->arrowEnd(i));
    return lines;
}

std::vector<double> plottedCompareBeforeDiameters(const ui::RooflineChart& chart, int chip)
{
    const ui::MeasuredMarkers* before = markers(chart, "compare-before", chip);
    if (!before || !before->visible())
        return {};
    return {before->diameters().begin(), before->diameters().end()};
}

std::vector<QPointF> plottedOnlyBefore(const ui::RooflineChart& chart, int chip)
{
    return pointsOf(markers(chart, "compare-only-before", chip));
}

std::vector<QPointF> plottedOnlyAfter(const ui::RooflineChart& chart, int chip)
{
    return pointsOf(markers(chart, "compare-only-after", chip));
}

std::vector<QPointF> plottedCompareWarnings(const ui::RooflineChart& chart, int chip)
{
    return pointsOf(markers(chart, "compare-warnings", chip));
}

bool compareRingsHollow(const ui::RooflineChart& chart, int chip)
{
    const ui::MeasuredMarkers* before = markers(chart, "compare-only-before", chip);
    const ui::MeasuredMarkers* after = markers(chart, "compare-only-after", chip);
    return before && after && before->discBrush().style() == Qt::NoBrush && after->discBrush().style() == Qt::NoBrush;
}

double compareArrowWidth(const ui::RooflineChart& chart, int chip)
{
    const ui::CompareArrows* drawn = arrows(chart, chip);
    return drawn ? drawn->pen().widthF() : 0.0;
}

double compareArrowHead(const ui::RooflineChart& chart, int chip)
{
    const ui::CompareArrows* drawn = arrows(chart, chip);
    return drawn ? drawn->headLength() : 0.0;
}

std::vector<double> plottedMeasuredDiameters(const ui::RooflineChart& chart, int chip)
{
    const ui::MeasuredMarkers* discs = markers(chart, "measured", chip);
    if (!discs || !discs->visible())
        return {};
    return {discs->diameters().begin(), discs->diameters().end()};
}

std::vector<QPointF> plottedMeasuredWarnings(const ui::RooflineChart& chart, int chip)
{
    return pointsOf(markers(chart, "measured-warnings", chip));
}

std::vector<QLineF> plottedPredictionLines(const ui::RooflineChart& chart, int chip)
{
    std::vector<QLineF> lines;
    if (!chipDrawn(chart, chip))
        return lines;
    for (const QCPCurve* line : plotted<QCPCurve>(chart, "prediction", chip)) {
        if (!line->visible() || line->data()->size() != 2)
            continue;
        lines.emplace_back(
            line->data()->at(0)->key, line->data()->at(0)->value, line->data()->at(1)->key, line->data()->at(1)->value);
    }
    return lines;
}

std::vector<double> plottedMeasuredCeilings(const ui::RooflineChart& chart, int chip)
{
    return measuredLines(chart, "measured-ceilings", chip, false);
}

std::vector<double> plottedMeasuredSlopes(const ui::RooflineChart& chart, int chip)
{
    return measuredLines(chart, "measured-slopes", chip, true);
}

std::vector<double> plottedAchievedCeilings(const ui::RooflineChart& chart, int chip)
{
    std::vector<double> values;
    const ui::LineSet* lines
        = chipDrawn(chart, chip) ? plottedOne<ui::LineSet>(chart, "achieved-lines", chip) : nullptr;
    if (lines && lines->visible()) {
        for (const QLineF& line : lines->lines()) {
            if (line.y1() == line.y2())
                values.push_back(line.y1());
        }
    }
    return values;
}

std::vector<double> plottedAchievedSlopes(const ui::RooflineChart& chart, int chip)
{
    std::vector<double> values;
    const ui::LineSet* lines
        = chipDrawn(chart, chip) ? plottedOne<ui::LineSet>(chart, "achieved-lines", chip) : nullptr;
    if (lines && lines->visible()) {
        for (const QLineF& line : lines->lines()) {
            if (line.y1() != line.y2())
                values.push_back(line.y1() / line.x1());
        }
    }
    return values;
}

std::vector<QPointF> plottedParityPoints(const ui::ParityChart& chart, bool calibrated)
{
    std::vector<QPointF> points;
    for (const QCPCurve* curve : plotted<QCPCurve>(chart, calibrated ? "parity-calibrated" : "parity-nominal")) {
        const std::vector<QPointF> more = pointsOf(curve);
        points.insert(points.end(), more.begin(), more.end());
    }
    std::sort(points.begin(), points.end(), [](const QPointF& a, const QPointF& b) {
        return std::pair {a.x(), a.y()} < std::pair {b.x(), b.y()};
    });
    return points;
}

std::vector<QPointF> plottedModelPoints(const ui::RooflineChart& chart, int chip, int step)
{
    if (!chipDrawn(chart, chip) || step < 0)
        return {};
    return pointsOf(plottedOne<QCPCurve>(chart, "model-step", chip, step));
}

bool isChipHidden(const ui::RooflineChart& chart, int chip)
{
    // Every chip drawn has its ridges; a hidden chip's are not visible.
    const QCPCurve* ridges = chipDrawn(chart, chip) ? plottedOne<QCPCurve>(chart, "ridges", chip) : nullptr;
    return ridges && !ridges->visible();
}

std::optional<QPointF> plottedMarker(const ui::BatchSizeChart& chart, int chip, int curve)
{
    return firstPoint(sweepItem<QCPCurve>(chart, "slider-marker", chip, curve));
}

std::optional<QPointF> plottedCriticalBatch(const ui::BatchSizeChart& chart, int chip, int curve)
{
    return firstPoint(sweepItem<QCPCurve>(chart, "critical-batch", chip, curve));
}

int plottedCurvePointCount(const ui::BatchSizeChart& chart, int chip, int curve)
{
    const QCPGraph* graph = sweepItem<QCPGraph>(chart, "sweep", chip, curve);
    return graph && graph->visible() ? graph->data()->size() : 0;
}

std::vector<QPointF> plottedComputeBoundMarkers(const ui::ModelBatchChart& chart)
{
    return pointsOf(plottedOne<QCPCurve>(chart, "compute-bound-markers"));
}

std::vector<QPointF> plottedSliderMarkers(const ui::ModelBatchChart& chart)
{
    std::vector<QPointF> points;
    for (const QCPCurve* marker : plotted<QCPCurve>(chart, "slider-marker")) {
        const std::vector<QPointF> one = pointsOf(marker);
        points.insert(points.end(), one.begin(), one.end());
    }
    return points;
}

std::vector<QPointF> plottedParetoLine(const ui::ModelParetoChart& chart, int series)
{
    return series < 0 ? std::vector<QPointF> {} : pointsOf(plottedOne<QCPCurve>(chart, "pareto-line", -1, series));
}

std::vector<QPointF> plottedParetoMarkers(const ui::ModelParetoChart& chart, int series, bool hollow)
{
    return series < 0
        ? std::vector<QPointF> {}
        : pointsOf(plottedOne<QCPCurve>(chart, hollow ? "pareto-markers-hollow" : "pareto-markers", -1, series));
}

bool paretoMarkersFilled(const ui::ModelParetoChart& chart, int series, bool hollow)
{
    const QCPCurve* markers = series < 0
        ? nullptr
        : plottedOne<QCPCurve>(chart, hollow ? "pareto-markers-hollow" : "pareto-markers", -1, series);
    if (!markers)
        return false;
    const QCPScatterStyle style = markers->scatterStyle();
    return style.shape() == QCPScatterStyle::ssCircle && style.brush().style() != Qt::NoBrush;
}

std::vector<QPointF> plottedParetoFrontier(const ui::ModelParetoChart& chart, int chip)
{
    return chip < 0 ? std::vector<QPointF> {} : pointsOf(plottedOne<QCPCurve>(chart, "pareto-frontier", chip));
}

std::vector<QPointF> plottedParetoRings(const ui::ModelParetoChart& chart)
{
    return pointsOf(plottedOne<QCPCurve>(chart, "pareto-rings"));
}

std::vector<QRectF> shownLabelRects(const ui::ChartBase& chart)
{
    std::vector<QRectF> rects;
    for (const ui::LabelItem* labels : labelItems(chart)) {
        for (const ui::LabelPlacement& placement : labels->placements()) {
            if (placement.shown)
                rects.push_back(placement.rect);
        }
    }
    return rects;
}

namespace {
std::vector<int> labelChips(const ui::ChartBase& chart, bool leadersOnly)
{
    std::vector<int> chips;
    for (const ui::LabelItem* item : labelItems(chart)) {
        const std::vector<ui::LabelPlacement>& placements = item->placements();
        const std::vector<ui::ChartLabel>& labels = item->labels();
        for (std::size_t i = 0; i < placements.size() && i < labels.size(); ++i) {
            if (placements[i].shown && (!leadersOnly || placements[i].leader))
                chips.push_back(labels[i].chip);
        }
    }
    return chips;
}
} // namespace

std::vector<int> shownLabelChips(const ui::ChartBase& chart)
{
    return labelChips(chart, false);
}

std::vector<int> leaderLabelChips(const ui::ChartBase& chart)
{
    return labelChips(chart, true);
}

QStringList shownLabelTexts(const ui::ChartBase& chart)
{
    QStringList texts;
    for (const ui::LabelItem* item : labelItems(chart)) {
        const std::vector<ui::LabelPlacement>& placements = item->placements();
        const std::vector<ui::ChartLabel>& labels = item->labels();
        for (std::size_t i = 0; i < placements.size() && i < labels.size(); ++i) {
            if (placements[i].shown)
                texts.append(labels[i].text);
        }
    }
    return texts;
}

bool legendHas(const ui::ChartBase& chart, const QString& name)
{
    QCPLegend* legend = chart.legend();
    for (int i = 0; legend && i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        // Drawn in whichever of its forms fits (fitLegendRow): the entry is there in any of them.
        if (item
            && (item->plottable()->name() == name
                || item->plottable()->property(ui::kLegendForms).toStringList().contains(name)))
            return true;
    }
    return false;
}

} // namespace roofline::test
