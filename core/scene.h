#pragma once

#include "core/chip.h"
#include "core/evaluation.h"
#include "core/op.h"
#include "core/solvers.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// What the charts draw, computed without Qt so it can be tested, exported as CSV and timed.

struct AxisRange {
    double lower = 1.0;
    double upper = 10.0;
    bool operator==(const AxisRange&) const = default;
};

struct RooflineOptions {
    // The one ceiling to show (a chip without it shows its headline precision's); nullopt shows every
    // precision of each chip.
    std::optional<Dtype> precision;
    bool showAchievable = false; // also the derated ceilings (drawn dashed)
    std::vector<std::string> hiddenLevels; // memory levels / links not drawn, by name (case-insensitive)
};

struct CeilingLine {
    Dtype precision = Dtype::BF16;
    double flopsPerS = 0.0;
    bool achievable = false; // derated by the chip's achievable fraction
};

struct SlopeLine {
    std::string name; // "HBM", "ICI"
    BandwidthKind kind = BandwidthKind::Memory;
    double bytesPerS = 0.0;
};

// Where a slope meets a nominal ceiling: intensity = peak / bandwidth.
struct RidgePoint {
    std::string levelName;
    Dtype precision = Dtype::BF16;
    double intensity = 0.0;
    double flopsPerS = 0.0;
};

// The chapter's shaded regions, for the chip's region precision over its drawn memory-level slopes
// (over its links when no memory level is drawn).
enum class RegionKind {
    BandwidthBoundEverywhere, // left of every ridge: bound by every bandwidth
    BandwidthBoundLowerOnly, // between ridges: bound by the lower bandwidths only
    ComputeBound, // right of every ridge
};
struct Region {
    RegionKind kind = RegionKind::ComputeBound;
    double fromIntensity = 0.0;
    double toIntensity = 0.0;
};

struct OpPoint {
    std::size_t opIndex = 0;
    std::string label;
    Evaluation evaluation; // x = intensity, y = attainableFlopsPerS
};

// An op that cannot be placed on a chip (the chip has no int4 peak, no link named NVLink…).
struct OpProblem {
    std::size_t index = 0;
    std::string message;
};

struct ChipRoofline {
    std::string chipId;
    std::string chipName;
    Dtype regionPrecision = Dtype::BF16;
    std::vector<CeilingLine> ceilings;
    std::vector<SlopeLine> slopes;
    std::vector<RidgePoint> ridges;
    std::vector<Region> regions;
    std::vector<OpPoint> points;
    std::vector<OpProblem> problems;
};

struct RooflineScene {
    std::vector<ChipRoofline> chips;
    AxisRange intensityRange; // a view that shows every ridge and op, in whole decades
    AxisRange flopsRange;
};

RooflineScene buildRooflineScene(
    std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims, const RooflineOptions& options);

// One chip's part of the scene; the chart rebuilds only the chips a change touches.
ChipRoofline buildChipRoofline(
    const Chip& chip, std::span<const Op> ops, const Dims& dims, const RooflineOptions& options);

// Re-evaluates only the op points of a chip (what moves while a slider is dragged).
void updateOpPoints(ChipRoofline& layer, const Chip& chip, std::span<const Op> ops, const Dims& dims);

// Whole decades that show every ridge, op point and ceiling of the layers.
void fitRooflineRanges(RooflineScene& scene);

struct SweepOptions {
    BatchRange range;
    bool achievable = false;
};

struct SweepCurve {
    std::size_t sweepIndex = 0;
    std::string label; // "D=F=4096 bf16×int8"
    std::vector<double> flopsPerS; // one per SweepScene::batch
    double peakFlopsPerS = 0.0;
    std::optional<double> criticalBatch; // where the curve reaches its ceiling; nullopt: never
    double flopsAtCurrentBatch = 0.0; // at the B slider
};

struct ChipSweeps {
    std::string chipId;
    std::string chipName;
    std::vector<SweepCurve> curves;
    std::vector<OpProblem> problems;
    AxisRange flopsRange; // this chip's curves alone, for a chart of its own
};

struct SweepScene {
    std::vector<double> batch;
    double currentBatch = 1.0;
    std::vector<ChipSweeps> chips;
    AxisRange flopsRange; // every chip's curves: from 0 to 5 % above the highest ceiling
};

// sweeps: ops with a B parameter (matmul, batched-matmul, sharded-matmul); their B is the x axis.
SweepScene buildSweepScene(
    std::span<const Chip* const> chips, std::span<const Op> sweeps, const Dims& dims, const SweepOptions& options);

// Only the markers at the B slider: what moves while B is dragged. Throws Error(Meaningless) if a
// marker's FLOPs/s is not finite (not possible for validated ops and sliders).
void updateSweepMarkers(SweepScene& scene, std::span<const Chip* const> chips, std::span<const Op> sweeps,
    const Dims& dims, const SweepOptions& options);

// "D=F=4096 bf16×int8": a sweep's legend text when it has no label.
std::string describeSweep(const Op& sweep, const Dims& dims);

std::string_view regionKindName(RegionKind kind);

} // namespace roofline
