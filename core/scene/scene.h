#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/formulas/solvers.h"
#include "core/measured/compared_points.h"
#include "core/measured/empirical_roofline.h"
#include "core/measured/measured.h"
#include "core/measured/measured_groups.h"
#include "core/measured/measured_links.h"
#include "core/scene/calibration.h"
#include "core/scene/model_step.h"

#include <limits>
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

// How much of each chip the roofline draws. Focused: what the chart's question needs, as the chapter's
// figures draw it: the ceiling of the chosen precision, the first memory level's slope, a vector unit's
// ceiling only while an op runs on it, and a level's or link's slope only while bytes cross it (an op's,
// a measured kernel's, a model's all-reduce). Full: every precision asked for, every memory level and
// link, every vector unit.
enum class Detail { Focused, Full };

// A model's all-reduces cross a link of a chip (docs/model.md §10): its slope is part of the question.
struct CrossedLink {
    std::string chipId; // compared without case
    std::string link; // empty: the chip's first link
    bool operator==(const CrossedLink&) const = default;
};

struct RooflineOptions {
    // Full draws everything (what scenes built without a project expect); a project's view options
    // say Focused unless the user asked for everything (rooflineOptions() in project.h).
    Detail detail = Detail::Full;
    // Focused: levels and links drawn besides the ones the question needs (View → Memory Levels and Links).
    std::vector<std::string> shownLevels;
    std::vector<CrossedLink> crossedLinks;
    // The one ceiling to show (a chip without it shows its headline precision's); nullopt shows every
    // precision of each chip.
    std::optional<Dtype> precision;
    bool showAchievable = false; // also the derated ceilings (drawn dashed)
    std::vector<std::string> hiddenLevels; // memory levels / links not drawn, by name (case-insensitive)
    MeasuredSettings measured; // grouping, filter and labels of the measured kernels
    // Measured groups linked to ops (indexes into the scene's ops): a group whose kernels do not say their
    // precision is measured against the peak of its op's (groupDtype, docs/model.md §E).
    std::vector<MeasuredLink> measuredLinks;
    std::vector<EmpiricalRoofline> empirical; // measured ceilings, each for the chip it names
    // Calibrations whose achieved ceilings and slopes are drawn, each for the chip it names (empty: none).
    std::vector<Calibration> achieved;
    // A link's slope for one link (the chapter's "4.5e10 each way") or for all `count` of them at once.
    bool allLinks = false;
    // The vector units' ceilings and ridges (docs/model.md §6), beside the matrix ones.
    bool vectorCeilings = true;
};

struct CeilingLine {
    Dtype precision = Dtype::BF16;
    double flopsPerS = 0.0;
    bool achievable = false; // derated by the chip's achievable fraction
    // Matrix units, or the vector units' lower ceiling (docs/model.md §6, "VPU fp32 1.4e13"); the shaded regions
    // stay on the matrix ceiling.
    ComputeUnit unit = ComputeUnit::Matrix;
    // Where the drawn line starts (FLOPs/byte). A nominal ceiling starts at its leftmost ridge, where the
    // fastest slope meets it: left of that no op can reach it, and the chart draws it dotted. 0: it runs
    // from the left edge (an achievable ceiling, which has no ridge, or a chip with no slope drawn).
    double fromIntensity = 0.0;
};

struct SlopeLine {
    std::string name; // "HBM", "ICI"
    BandwidthKind kind = BandwidthKind::Memory;
    double bytesPerS = 0.0; // of `links` links together
    double links = 1.0; // links the slope is for: 1, or the link's count (RooflineOptions::allLinks)
    // Where the drawn slope ends: its ridge with the roof, the highest nominal matrix ceiling. Infinite
    // when the chip has no such ceiling: it runs on to the chart's right edge.
    double toIntensity = std::numeric_limits<double>::infinity();
    double toFlopsPerS = std::numeric_limits<double>::infinity();
    // The faster, inner tier of a two-tier collective on the chart (docs/model.md §14): the op is drawn against
    // its slower, outer tier, and this slope is drawn as a ghost beside it, with no ridge of its own.
    bool ghost = false;
};

// Where a slope meets a nominal ceiling: intensity = peak / bandwidth.
struct RidgePoint {
    std::string levelName;
    Dtype precision = Dtype::BF16;
    double intensity = 0.0;
    double flopsPerS = 0.0;
    ComputeUnit unit = ComputeUnit::Matrix; // of the ceiling
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

// An op's point on a chip. Its label is the op's (Project::ops[opIndex]): the CLI and the GUI each
// word it (displayLabel(), opLabel()).
struct OpPoint {
    std::size_t opIndex = 0;
    Evaluation evaluation; // x = intensity, y = attainableFlopsPerS; evaluation.fits: drawn hollow when false
};

// An op that cannot be placed on a chip (the chip has no int4 peak, no link named NVLink…), as core's
// Error said it: the English sentence the CLI prints, and the same as data for the GUI to say in its
// language (null only for problems core has no detail for).
struct OpProblem {
    std::size_t index = 0;
    std::string message;
    std::optional<ErrorDetail> detail;
};

// A measured kernel, or a group of them (see MeasuredGroup), on a chip: at (intensity, achieved
// FLOPs/s), against the roof at its intensity (docs/model.md §E). The roof's ceiling is the peak of the
// precision the kernel ran in when that is known (the file's, or the linked op's) and the chip has it;
// otherwise the chip's highest peak of any precision, which no kernel can be above whatever it computed
// in (a point above that is a wrong peak in the chip file, or bytes the profiler under-counted), and
// `dtype` says why.
struct MeasuredPoint {
    std::size_t kernelIndex = 0; // into the project's measured kernels: the group's first
    // Into MeasuredSelection::groups (a kernel placed alone: its index); the point of the groups not
    // drawn (restGroups > 0): groups.size() + its index in MeasuredSelection::rest.
    std::size_t groupIndex = 0;
    std::size_t restGroups = 0; // > 0: the point stands for this many groups the chart does not draw
    std::size_t count = 1; // kernels in the group
    double timeShare = 0.0; // of the profile's time (MeasuredGroup::timeShare)
    bool labelled = false; // among the top N by time: labelled on the chart, the rest have tooltips
    SharedText name;
    std::string levelName; // the memory level or link its bytes crossed
    BandwidthKind levelKind = BandwidthKind::Memory;
    double flops = 0.0; // as measured (a group: the totals)
    double bytes = 0.0;
    double seconds = 0.0;
    double intensity = 0.0; // FLOPs / byte
    double achievedFlopsPerS = 0.0; // FLOPs / seconds
    MeasuredDtype dtype; // what it ran in, as far as it is known, and who says so
    // The ceiling of the roof: dtype's peak, or the chip's highest when dtype is not known or the chip
    // has no peak of it (roofIsItsDtype() is false then).
    Dtype roofPrecision = Dtype::BF16;
    double peakFlopsPerS = 0.0;
    double bandwidthBytesPerS = 0.0;
    double roofFlopsPerS = 0.0; // min(peak, bandwidth · intensity)
    double fractionOfRoof = 0.0; // achieved / roof
    bool aboveRoof = false; // fractionOfRoof > 1: the numbers cannot all be right
    // The roof is the kernel's own: its precision's peak, or its level's slope where that is under every
    // peak of the chip. When not, fractionOfRoof is a lower bound (its own roof can only be lower).
    bool roofExact = true;

    bool roofIsItsDtype() const { return dtype.dtype && *dtype.dtype == roofPrecision; }
};

// A ceiling or a slope a benchmark measured on the chip (EmpiricalRoofline), drawn dashed beside the
// datasheet's.
struct MeasuredCeiling {
    std::string name; // "GFLOPs"
    double flopsPerS = 0.0;
};
struct MeasuredSlope {
    std::string name; // "L1", "DRAM"
    double bytesPerS = 0.0;
};

// What a calibrated class reaches on the chip (docs/model.md §15): a nominal roof times the efficiency the
// chip's calibration fitted for that class and bound, drawn beside the roof it is a part of.
struct AchievedLine {
    OpClass opClass = OpClass::Other;
    bool ceiling = false; // a compute ceiling (peak·e_compute), or else a slope (bandwidth·e_bandwidth)
    double efficiency = 1.0;
    double flopsPerS = 0.0; // a ceiling: of the layer's region precision
    double bytesPerS = 0.0; // a slope: of `levelName`
    std::string levelName; // a slope's level or link
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
    std::vector<MeasuredPoint> measured; // the kernels measured on this chip, or on no chip in particular
    std::vector<OpProblem> measuredProblems; // index: the group's (a link the chip does not have)
    std::vector<MeasuredCeiling> measuredCeilings; // from the chip's empirical roofline, if any
    std::vector<MeasuredSlope> measuredSlopes;
    // Levels of the chip's empirical roofline the chart does not draw (drawnErtLevels): a file of more than
    // kMaxDrawnErtLevels ceilings or slopes.
    std::size_t measuredLevelsLeftOut = 0;
    std::string empiricalSource; // the file they came from
    // Each fitted class and bound of the chip's calibration, when the options ask for them.
    std::vector<AchievedLine> achieved;
    std::string achievedSource; // the calibration's file; empty: computed in the app
    // Before and after (placeComparison): the groups of a comparison drawn on this chip; empty without one.
    std::vector<ComparedPoint> compared;
    // The project's models on this chip, one per model and shown phase (placeModelSteps, model_scene.h).
    std::vector<ModelStep> models;
};

// What the measured points are: grouped or not, and what the filter left out.
struct MeasuredSummary {
    bool aggregated = false;
    std::size_t groupsShown = 0;
    std::size_t groupsNotDrawn = 0; // beyond kMaxDrawnGroups: drawn as one point per profile
    std::size_t kernelsShown = 0;
    std::size_t kernelsFilteredOut = 0;
    std::string filterProblem; // a filter that could not be compiled (ignored)
};

struct RooflineScene {
    std::vector<ChipRoofline> chips;
    MeasuredSummary measured;
    AxisRange intensityRange; // a view that shows every ridge and op, in whole decades
    AxisRange flopsRange;
};

// `measured`: kernels a profiler measured; one with a chip id is placed only on that chip (compared
// case-insensitively), one without on every chip. They are grouped, filtered and labelled as
// options.measured says (selectMeasuredLeniently, once for every chip): a chart shows the groups.
RooflineScene buildRooflineScene(std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, std::span<const MeasuredKernel> measured = {});
// The same from a selection made before (the caller keeps it; the kernels are not needed again).
RooflineScene buildRooflineScene(std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, const MeasuredSelection& selection);

// One chip's part of the scene; the chart rebuilds only the chips a change touches.
ChipRoofline buildChipRoofline(const Chip& chip, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, std::span<const MeasuredKernel> measured = {});

// Places the measured kernels that belong on a chip (see buildRooflineScene) into its layer, each on
// its own in file order, replacing what was there. A kernel whose link the chip does not have is a
// measured problem (index: the kernel's).
void placeMeasuredKernels(ChipRoofline& layer, const Chip& chip, std::span<const MeasuredKernel> measured);

// Measured groups' links to ops, for the roofs of groups whose kernels do not say their precision
// (groupDtype): RooflineOptions::measuredLinks and the ops they index.
struct MeasuredLinks {
    std::span<const MeasuredLink> links;
    std::span<const Op> ops;
};

// The same for the groups a selection draws (MeasuredSelection::drawn), in its order (largest time
// share first), then a point for each profile's groups not drawn (MeasuredSelection::rest); a problem's
// index is its point's groupIndex.
void placeMeasuredGroups(
    ChipRoofline& layer, const Chip& chip, const MeasuredSelection& selection, MeasuredLinks linked = {});

// One group against its roof on a chip, whether drawn or not: for a table that shows every group.
// Nothing when the group is not on the chip or the chip has no ceiling; throws Error when it cannot be
// placed (a link the chip does not have, a roof that is not finite).
std::optional<MeasuredPoint> placeMeasuredGroup(
    const Chip& chip, const MeasuredGroup& group, MeasuredLinks linked = {});

// The empirical ceilings and slopes of the chip (the entry whose chipId is its id) into its layer: those a
// chart draws (drawnErtLevels, at most kMaxDrawnErtLevels of each), the others counted in
// measuredLevelsLeftOut.
void placeEmpiricalRoofline(ChipRoofline& layer, const Chip& chip, std::span<const EmpiricalRoofline> empirical);

// The achieved ceilings and slopes of the chip's calibration (the entry whose chipId is its id) into its layer: for
// each class and bound fitted from enough groups, the region precision's peak times e_compute, or the bandwidth of
// the chip's first memory level (its first link, for a collective) times e_bandwidth.
void placeAchievedLines(ChipRoofline& layer, const Chip& chip, std::span<const Calibration> calibrations);

// Whether a kernel is shown under a chip: it names that chip, or none.
bool measuredOnChip(const MeasuredKernel& kernel, const Chip& chip);

// Re-evaluates only the op points of a chip (what moves while a slider is dragged).
void updateOpPoints(ChipRoofline& layer, const Chip& chip, std::span<const Op> ops, const Dims& dims);

// What a slider step cannot change, kept between steps so that a step re-evaluates only the ops that
// follow the slider that moved. For an op whose FLOPs and bytes are affine in B (one affine parameter
// follows B), its coefficients along B: a B step then moves its point with a few multiply-adds per
// chip, without evaluating or allocating anything (peak and bandwidth stay in the point). Ops that
// follow no slider that moved keep their points. Reset it (= {}) when chips, ops or options change;
// updateOpPoints below notices a different op or chip count itself.
struct OpPointCache {
    struct OpEntry {
        bool followsB = false;
        bool followsD = false;
        bool followsF = false;
        bool followsT = false;
        bool followsS = false;
        std::optional<AffineCost> alongB; // when its cost is affine in B
    };
    std::vector<OpEntry> ops;
    // Per chip of the scene, for each op the index of its point in the layer (npos: a problem).
    std::vector<std::vector<std::size_t>> pointOf;
    Dims dims; // the sliders the points were computed at
    bool valid = false;
};

// Moves every chip's op points to new slider values, touching only what the change touches (see
// OpPointCache). Same points as updateOpPoints for each chip, to the last bit for the chapter's
// whole-number shapes and within an ulp or two otherwise (FLOPs as slope·B + intercept).
void updateOpPoints(RooflineScene& scene, OpPointCache& cache, std::span<const Chip* const> chips,
    std::span<const Op> ops, const Dims& dims);

// Whole decades that show every ridge, op point and ceiling of the layers.
void fitRooflineRanges(RooflineScene& scene);

// Puts each group of a before/after comparison on the chips it was measured on (comparedOnChip, the
// first `labelTop` in both named), flags each side above its roof on the chip (`chips`: the scene's, in
// its order; roofs as placeMeasuredGroup's) and fits the ranges again so that where each went is in view.
void placeComparison(RooflineScene& scene, std::span<const Chip* const> chips, const MeasurementComparison& comparison,
    int labelTop, MeasuredLinks linked = {});

struct SweepOptions {
    BatchRange range;
    bool achievable = false;
};

// A sweep's curve on a chip; its legend text is the sweep's (Project::sweeps[sweepIndex]).
struct SweepCurve {
    std::size_t sweepIndex = 0;
    std::vector<double> flopsPerS; // one per BatchSizeScene::batch
    double peakFlopsPerS = 0.0;
    std::optional<double> criticalBatch; // where the curve reaches its ceiling; nullopt: never
    // FLOPs and bytes both proportional to B (attention, docs/model.md §9): the intensity, and so the curve, is
    // the same at every B. Its intensity then; nullopt for a curve that bends.
    std::optional<double> flatIntensity;
    double flopsAtCurrentBatch = 0.0; // at the B slider
    // FLOPs and bytes along B and the bandwidth they cross, kept so a B step moves the marker with a
    // few multiply-adds (valid while the D and F the sweep follows stay where they were built);
    // nullopt where int4 rounding makes the cost not affine in B (the marker is evaluated in full).
    std::optional<AffineCost> costAlongB;
    double bandwidthBytesPerS = 0.0;
    double latencyS = 0.0; // a collective's hops (docs/model.md §12), added to its T_comms at every B
};

struct ChipSweeps {
    std::string chipId;
    std::string chipName;
    std::vector<SweepCurve> curves;
    std::vector<OpProblem> problems;
    AxisRange flopsRange; // this chip's curves alone, for a chart of its own
};

struct BatchSizeScene {
    std::vector<double> batch;
    double currentBatch = 1.0;
    Dims builtAt; // the sliders the curves were computed at
    std::vector<ChipSweeps> chips;
    AxisRange flopsRange; // every chip's curves: from 0 to 5 % above the highest ceiling
};

// sweeps: ops with a B parameter (matmul, batched-matmul, sharded-matmul, attention); their B is the x axis.
BatchSizeScene buildBatchSizeScene(
    std::span<const Chip* const> chips, std::span<const Op> sweeps, const Dims& dims, const SweepOptions& options);

// Only the markers at the B slider: what moves while B is dragged (from each curve's cached cost,
// unless D or F moved under a sweep that follows them). Throws Error(Meaningless) if a marker's
// FLOPs/s is not finite (not possible for validated ops and sliders).
void updateBatchSizeMarkers(BatchSizeScene& scene, std::span<const Chip* const> chips, std::span<const Op> sweeps,
    const Dims& dims, const SweepOptions& options);

// A sweep's shape as data: "D=F=4096 bf16×int8" (D and F, and the dtypes unless both are bf16).
std::string describeSweepShape(const Op& sweep, const Dims& dims);
// "D=F=4096 bf16×int8 (batched)": a sweep's legend text when it has no label, in English (the GUI
// says the kind's part in the user's language).
std::string describeSweep(const Op& sweep, const Dims& dims);
// A sweep's legend text: its label, or describeSweep().
std::string displaySweepLabel(const Op& sweep, const Dims& dims);

} // namespace roofline
