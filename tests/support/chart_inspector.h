#pragma once

// What a chart has drawn, read back from its plot through QCustomPlot's public API: the chart's
// plot widget (ChartBase::plot()), its plottables and items, each found by the tag the chart gave it
// when it made it (ui::tagItem in ui/charts/frame/chart_items.h: its role, chip and index). The
// product's charts have no read-back API of their own, and these functions need none.

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QStringList>

#include <optional>
#include <vector>

namespace roofline::ui {

class ChartBase;
class BatchSizeChart;
class ModelBatchChart;
class ModelParetoChart;
class ParityChart;
class RooflineChart;

} // namespace roofline::ui

namespace roofline::test {

// ---- the roofline: (intensity, FLOPs/s) as drawn, nothing for what a hidden chip or series hides ----
std::optional<QPointF> plottedOpPoint(const ui::RooflineChart& chart, int chip, int op);
std::vector<int> plottedHollowOps(const ui::RooflineChart& chart, int chip); // drawn hollow: they do not fit
// FLOPs/s of each ceiling line drawn, matrix units' and vector units' (docs/model.md §6).
std::vector<double> plottedCeilings(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedVectorCeilings(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedLinkSlopes(const ui::RooflineChart& chart, int chip); // bytes/s of each link's slope
// Measured groups, their discs' diameters in pixels, the rings around the ones above their roof, the
// prediction lines (op point → group point), the ERT ceilings (FLOPs/s) and slopes (bytes/s).
std::vector<QPointF> plottedMeasuredPoints(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedMeasuredDiameters(const ui::RooflineChart& chart, int chip);
std::vector<QPointF> plottedMeasuredWarnings(const ui::RooflineChart& chart, int chip);
std::vector<QLineF> plottedPredictionLines(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedMeasuredCeilings(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedMeasuredSlopes(const ui::RooflineChart& chart, int chip);
// A calibration's achieved ceilings (FLOPs/s) and slopes (bytes/s) drawn for a chip (docs/model.md §15).
std::vector<double> plottedAchievedCeilings(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedAchievedSlopes(const ui::RooflineChart& chart, int chip);
// The parity chart's points (measured s, predicted s), hollow (nominal) or filled (calibrated), of every class.
std::vector<QPointF> plottedParityPoints(const ui::ParityChart& chart, bool calibrated);
// Before and after (a comparison): each arrow from a group's before point to its after point, in the
// groups' order; the before discs (diameters in pixels) of the groups in both; the rings of the groups
// on one side only, and whether every such ring is hollow. Nothing for a hidden chip or comparison.
std::vector<QLineF> plottedCompareArrows(const ui::RooflineChart& chart, int chip);
std::vector<double> plottedCompareBeforeDiameters(const ui::RooflineChart& chart, int chip);
std::vector<QPointF> plottedOnlyBefore(const ui::RooflineChart& chart, int chip);
std::vector<QPointF> plottedOnlyAfter(const ui::RooflineChart& chart, int chip);
bool compareRingsHollow(const ui::RooflineChart& chart, int chip);
// The warning rings of a comparison: the centre of each side above its roof (a before disc, an arrow's
// head, a ring), in the groups' order, before before after.
std::vector<QPointF> plottedCompareWarnings(const ui::RooflineChart& chart, int chip);
double compareArrowWidth(const ui::RooflineChart& chart, int chip); // pixels; 0: none drawn
double compareArrowHead(const ui::RooflineChart& chart, int chip);
// A model step's ops drawn for a chip (the chip's scene.chips[chip].models[step]).
std::vector<QPointF> plottedModelPoints(const ui::RooflineChart& chart, int chip, int step);
bool isChipHidden(const ui::RooflineChart& chart, int chip);

// ---- the batch-size chart ----
std::optional<QPointF> plottedMarker(
    const ui::BatchSizeChart& chart, int chip, int curve); // (B, FLOPs/s) at the slider
std::optional<QPointF> plottedCriticalBatch(const ui::BatchSizeChart& chart, int chip, int curve);
int plottedCurvePointCount(const ui::BatchSizeChart& chart, int chip, int curve); // 0: not drawn

// ---- the Model panel's tokens/s chart: (B, tokens/s), in curve order ----
std::vector<QPointF> plottedComputeBoundMarkers(const ui::ModelBatchChart& chart); // curves without one skipped
std::vector<QPointF> plottedSliderMarkers(const ui::ModelBatchChart& chart);

// ---- the Model panel's latency against throughput: (tokens/s per sequence, tokens/s per chip) ----
std::vector<QPointF> plottedParetoLine(const ui::ModelParetoChart& chart, int series); // in B order
// A series' markers drawn filled (hollow false) or hollow, and whether those are filled circles.
std::vector<QPointF> plottedParetoMarkers(const ui::ModelParetoChart& chart, int series, bool hollow);
bool paretoMarkersFilled(const ui::ModelParetoChart& chart, int series, bool hollow);
std::vector<QPointF> plottedParetoFrontier(const ui::ModelParetoChart& chart, int chip); // along x
std::vector<QPointF> plottedParetoRings(const ui::ModelParetoChart& chart);

// ---- any chart's legend: whether it has an entry of this name, in whichever of its forms it is drawn ----
bool legendHas(const ui::ChartBase& chart, const QString& name);

// ---- any chart's labels after the last replot ----
std::vector<QRectF> shownLabelRects(const ui::ChartBase& chart); // pixels
QStringList shownLabelTexts(const ui::ChartBase& chart); // in the same order
// The chip of each shown label (-1: none), and of each one drawn with a leader line, in the same order.
std::vector<int> shownLabelChips(const ui::ChartBase& chart);
std::vector<int> leaderLabelChips(const ui::ChartBase& chart);

} // namespace roofline::test
