#include "support/chart_inspector.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_base.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/roofline/compare_arrows.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"

#include <algorithm>

namespace roofline::ui {

// The friend the charts name: the private item lists the read-backs below need, as they are.
class ChartInspector {
public:
    static const auto& chips(const RooflineChart& chart) { return chart.m_chips; }
    static int shapeOf(const RooflineChart& chart, int op) { return chart.shapeOf(op); }
    static const auto& measured(const RooflineChart& chart) { return chart.m_measured.m_chips; }
    static const auto& compared(const RooflineChart& chart) { return chart.m_compare.m_chips; }
    static const auto& models(const RooflineChart& chart) { return chart.m_models.m_curves; }
    static const RooflineScene& scene(const RooflineChart& chart) { return chart.m_scene; }
    static bool chipHidden(const RooflineChart& chart, std::size_t chip) { return chart.chipHidden(chip); }
    static const auto& chips(const BatchSizeChart& chart) { return chart.m_chips; }
    static const QCPCurve* computeBoundMarkers(const ModelBatchChart& chart) { return chart.m_boundMarkers; }
    static const auto& sliderMarkers(const ModelBatchChart& chart) { return chart.m_current; }
    static const auto& drawn(const ModelParetoChart& chart) { return chart.m_drawn; }
    static const auto& frontiers(const ModelParetoChart& chart) { return chart.m_frontiers; }
    static const QCPCurve* rings(const ModelParetoChart& chart) { return chart.m_current; }
    static const auto& panels(const ChartBase& chart) { return chart.m_panels; }
};

} // namespace roofline::ui

namespace roofline::test {

using ui::ChartInspector;

namespace {

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
std::vector<double> linesOf(const std::vector<QCPGraph*>& lines, bool slopes)
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

// The item list at `index`, or nullptr when there is none.
template<class Items> const typename Items::value_type* at(const Items& items, int index)
{
    return index >= 0 && index < static_cast<int>(items.size()) ? &items[static_cast<std::size_t>(index)] : nullptr;
}

// linesOf() a chip's list of lines, which `pick` takes from its items; none for a chip not drawn.
template<class Chips, class Pick> std::vector<double> linesAt(const Chips& chips, int chip, Pick pick, bool slopes)
{
    const auto* items = at(chips, chip);
    return items ? linesOf(pick(*items), slopes) : std::vector<double> {};
}

// The lists of lines a chip's items have (the roofline's and the measured layer's).
constexpr auto kCeilings = [](const auto& items) -> const auto&
{
    return items.ceilings;
};
constexpr auto kVectorCeilings = [](const auto& items) -> const auto&
{
    return items.vectorCeilings;
};
constexpr auto kLinkSlopes = [](const auto& items) -> const auto&
{
    return items.linkSlopes;
};
constexpr auto kSlopes = [](const auto& items) -> const auto&
{
    return items.slopes;
};

// A curve of the batch-size chart: its graph, its critical B and its marker at the slider.
const auto* sweepCurve(const ui::BatchSizeChart& chart, int chip, int curve)
{
    const auto* items = at(ChartInspector::chips(chart), chip);
    return items ? at(items->curves, curve) : nullptr;
}

std::optional<QPointF> firstPoint(const QCPCurve* curve)
{
    if (!curve || curve->data()->isEmpty())
        return std::nullopt;
    const auto point = curve->data()->at(0);
    return QPointF(point->key, point->value);
}

} // namespace

std::optional<QPointF> plottedOpPoint(const ui::RooflineChart& chart, int chip, int op)
{
    const auto* items = at(ChartInspector::chips(chart), chip);
    if (!items || op < 0)
        return std::nullopt;
    const auto s = static_cast<std::size_t>(ChartInspector::shapeOf(chart, op));
    for (const bool hollow : {false, true}) {
        const std::vector<int>& ops = (hollow ? items->hollowOps : items->shapeOps)[s];
        const QCPCurve* curve = (hollow ? items->hollowShapes : items->shapes)[s];
        const auto it = std::find(ops.begin(), ops.end(), op);
        if (it == ops.end() || !curve)
            continue;
        const auto point = curve->data()->at(static_cast<int>(it - ops.begin()));
        return QPointF(point->key, point->value);
    }
    return std::nullopt;
}

std::vector<int> plottedHollowOps(const ui::RooflineChart& chart, int chip)
{
    std::vector<int> ops;
    const auto* items = at(ChartInspector::chips(chart), chip);
    if (!items)
        return ops;
    for (std::size_t s = 0; s < items->hollowShapes.size(); ++s) {
        if (items->hollowShapes[s]
            && items->hollowShapes[s]->data()->size() == static_cast<int>(items->hollowOps[s].size()))
            ops.insert(ops.end(), items->hollowOps[s].begin(), items->hollowOps[s].end());
    }
    std::sort(ops.begin(), ops.end());
    return ops;
}

std::vector<double> plottedCeilings(const ui::RooflineChart& chart, int chip)
{
    // Only what is on screen: a chip hidden from the legend draws no ceiling.
    return linesAt(ChartInspector::chips(chart), chip, kCeilings, false);
}

std::vector<double> plottedVectorCeilings(const ui::RooflineChart& chart, int chip)
{
    return linesAt(ChartInspector::chips(chart), chip, kVectorCeilings, false);
}

std::vector<double> plottedLinkSlopes(const ui::RooflineChart& chart, int chip)
{
    return linesAt(ChartInspector::chips(chart), chip, kLinkSlopes, true);
}

std::vector<QPointF> plottedMeasuredPoints(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::measured(chart), chip);
    return items ? pointsOf(items->markers) : std::vector<QPointF> {};
}

std::vector<QLineF> plottedCompareArrows(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    std::vector<QLineF> arrows;
    if (!items || !items->arrows || !items->arrows->visible())
        return arrows;
    for (int i = 0; i < items->arrows->arrowCount(); ++i)
        arrows.emplace_back(items->arrows->arrowStart(i), items->arrows->arrowEnd(i));
    return arrows;
}

std::vector<double> plottedCompareBeforeDiameters(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    if (!items || !items->before || !items->before->visible())
        return {};
    return {items->before->diameters().begin(), items->before->diameters().end()};
}

std::vector<QPointF> plottedOnlyBefore(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items ? pointsOf(items->onlyBefore) : std::vector<QPointF> {};
}

std::vector<QPointF> plottedOnlyAfter(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items ? pointsOf(items->onlyAfter) : std::vector<QPointF> {};
}

std::vector<QPointF> plottedCompareWarnings(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items ? pointsOf(items->warnings) : std::vector<QPointF> {};
}

bool compareRingsHollow(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items && items->onlyBefore && items->onlyAfter && items->onlyBefore->discBrush().style() == Qt::NoBrush
        && items->onlyAfter->discBrush().style() == Qt::NoBrush;
}

double compareArrowWidth(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items && items->arrows ? items->arrows->pen().widthF() : 0.0;
}

double compareArrowHead(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::compared(chart), chip);
    return items && items->arrows ? items->arrows->headLength() : 0.0;
}

std::vector<double> plottedMeasuredDiameters(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::measured(chart), chip);
    if (!items || !items->markers || !items->markers->visible())
        return {};
    return {items->markers->diameters().begin(), items->markers->diameters().end()};
}

std::vector<QPointF> plottedMeasuredWarnings(const ui::RooflineChart& chart, int chip)
{
    const auto* items = at(ChartInspector::measured(chart), chip);
    return items ? pointsOf(items->warnings) : std::vector<QPointF> {};
}

std::vector<QLineF> plottedPredictionLines(const ui::RooflineChart& chart, int chip)
{
    std::vector<QLineF> lines;
    const auto* items = at(ChartInspector::measured(chart), chip);
    if (!items)
        return lines;
    for (const QCPCurve* line : items->predictions) {
        if (!line->visible() || line->data()->size() != 2)
            continue;
        lines.emplace_back(
            line->data()->at(0)->key, line->data()->at(0)->value, line->data()->at(1)->key, line->data()->at(1)->value);
    }
    return lines;
}

std::vector<double> plottedMeasuredCeilings(const ui::RooflineChart& chart, int chip)
{
    return linesAt(ChartInspector::measured(chart), chip, kCeilings, false);
}

std::vector<double> plottedMeasuredSlopes(const ui::RooflineChart& chart, int chip)
{
    return linesAt(ChartInspector::measured(chart), chip, kSlopes, true);
}

std::vector<QPointF> plottedModelPoints(const ui::RooflineChart& chart, int chip, int step)
{
    const auto* steps = at(ChartInspector::models(chart), chip);
    const auto* curve = steps ? at(*steps, step) : nullptr;
    return curve ? pointsOf(*curve) : std::vector<QPointF> {};
}

bool isChipHidden(const ui::RooflineChart& chart, int chip)
{
    return at(ChartInspector::scene(chart).chips, chip)
        && ChartInspector::chipHidden(chart, static_cast<std::size_t>(chip));
}

std::optional<QPointF> plottedMarker(const ui::BatchSizeChart& chart, int chip, int curve)
{
    const auto* items = sweepCurve(chart, chip, curve);
    return items ? firstPoint(items->marker) : std::nullopt;
}

std::optional<QPointF> plottedCriticalBatch(const ui::BatchSizeChart& chart, int chip, int curve)
{
    const auto* items = sweepCurve(chart, chip, curve);
    return items ? firstPoint(items->critical) : std::nullopt;
}

int plottedCurvePointCount(const ui::BatchSizeChart& chart, int chip, int curve)
{
    const auto* items = sweepCurve(chart, chip, curve);
    return items && items->graph->visible() ? items->graph->data()->size() : 0;
}

std::vector<QPointF> plottedComputeBoundMarkers(const ui::ModelBatchChart& chart)
{
    return pointsOf(ChartInspector::computeBoundMarkers(chart));
}

std::vector<QPointF> plottedSliderMarkers(const ui::ModelBatchChart& chart)
{
    std::vector<QPointF> points;
    for (const QCPCurve* marker : ChartInspector::sliderMarkers(chart)) {
        const std::vector<QPointF> one = pointsOf(marker);
        points.insert(points.end(), one.begin(), one.end());
    }
    return points;
}

std::vector<QPointF> plottedParetoLine(const ui::ModelParetoChart& chart, int series)
{
    const auto* drawn = at(ChartInspector::drawn(chart), series);
    return drawn ? pointsOf(drawn->line) : std::vector<QPointF> {};
}

std::vector<QPointF> plottedParetoMarkers(const ui::ModelParetoChart& chart, int series, bool hollow)
{
    const auto* drawn = at(ChartInspector::drawn(chart), series);
    return drawn ? pointsOf(hollow ? drawn->hollow : drawn->filled) : std::vector<QPointF> {};
}

bool paretoMarkersFilled(const ui::ModelParetoChart& chart, int series, bool hollow)
{
    const auto* drawn = at(ChartInspector::drawn(chart), series);
    if (!drawn)
        return false;
    const QCPScatterStyle style = (hollow ? drawn->hollow : drawn->filled)->scatterStyle();
    return style.shape() == QCPScatterStyle::ssCircle && style.brush().style() != Qt::NoBrush;
}

std::vector<QPointF> plottedParetoFrontier(const ui::ModelParetoChart& chart, int chip)
{
    for (const auto& [index, curve] : ChartInspector::frontiers(chart)) {
        if (index == chip)
            return pointsOf(curve);
    }
    return {};
}

std::vector<QPointF> plottedParetoRings(const ui::ModelParetoChart& chart)
{
    return pointsOf(ChartInspector::rings(chart));
}

std::vector<QRectF> shownLabelRects(const ui::ChartBase& chart)
{
    std::vector<QRectF> rects;
    for (const auto& panel : ChartInspector::panels(chart)) {
        for (const ui::LabelPlacement& placement : panel.labels->placements()) {
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
    for (const auto& panel : ChartInspector::panels(chart)) {
        const std::vector<ui::LabelPlacement>& placements = panel.labels->placements();
        const std::vector<ui::ChartLabel>& labels = panel.labels->labels();
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
    for (const auto& panel : ChartInspector::panels(chart)) {
        const std::vector<ui::LabelPlacement>& placements = panel.labels->placements();
        const std::vector<ui::ChartLabel>& labels = panel.labels->labels();
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
        if (item && item->plottable()->name() == name)
            return true;
    }
    return false;
}

} // namespace roofline::test
