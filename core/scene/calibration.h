#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/measured/measured.h"
#include "core/measured/measured_dtype.h"
#include "core/model/model_pareto.h"
#include "core/model/transformer_step.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// Predictions that learn from measurements (docs/model.md §15): a chip calibrated from measured kernels.

// What kind of work a measured group is, by its name (and, for a collective, the level it crossed).
enum class OpClass { Matmul, Attention, Vector, Collective, Other };
std::string_view opClassName(OpClass opClass); // "matmul", "attention", "vector", "collective", "other"
// mm, addmm, bmm, baddbmm, scaled mm, linear, convolution, gemm: matmul; attention and its kernels (sdpa, flash):
// attention; elementwise, norms, softmax, activations, embedding: vector; all-reduce, all-gather, reduce-scatter,
// all-to-all, nccl, or any group whose bytes crossed a chip-to-chip link: collective; the rest: other.
OpClass classOfGroup(std::string_view name, bool overALink);
// The class of one of the app's ops: the matmuls and experts matmul, attention attention, dot and elementwise
// vector, all-reduce and all-to-all collective, a custom op other.
OpClass classOfOp(const Op& op);
std::optional<OpClass> parseOpClass(std::string_view name);

// A class/bound bucket with fewer groups keeps e = 1 (docs/model.md §15).
inline constexpr std::size_t kMinGroupsToCalibrate = 3;

// One class and bound: e = Σ n·t̂ / Σ n·t over its groups (1 when it has fewer than kMinGroupsToCalibrate).
struct ClassEfficiency {
    OpClass opClass = OpClass::Other;
    bool computeBound = false;
    std::size_t groups = 0;
    double efficiency = 1.0;
    double seconds = 0.0; // Σ n·t: the measured total
    bool fitted = false; // false: too few groups, e = 1

    bool operator==(const ClassEfficiency&) const = default;
};

// One measured group (a kernel name) on the chip, every time per run.
struct CalibratedGroup {
    std::string name;
    OpClass opClass = OpClass::Other;
    bool computeBound = false; // its nominal bound: F/peak ≥ Y/bw
    double runs = 0.0; // n
    double flops = 0.0; // per run
    double bytes = 0.0;
    double peakFlopsPerS = 0.0; // of its precision (the chip's highest when not known)
    double bandwidthBytesPerS = 0.0; // of the level its bytes crossed
    double predictedS = 0.0; // t̂ = max(F/peak, Y/bw)
    double measuredS = 0.0; // t, the mean over its runs
    double calibratedS = 0.0; // t̃ = max(F/(peak·e_compute), Y/(bw·e_bandwidth))
    double error = 0.0; // |t̃ − t| / t
    // What places it on another chip (a projection): its kernels' precision and the level their bytes crossed.
    MeasuredDtype dtype;
    std::string link;

    bool operator==(const CalibratedGroup&) const = default;
};

struct Calibration {
    std::string chipId;
    std::string source; // the calibration file it was read from; empty when computed here
    std::vector<ClassEfficiency> classes; // every class and bound that has a group, class order, compute first
    std::vector<CalibratedGroup> groups; // in the order the kernels named them first
    double mapeNominal = 0.0; // mean of |t̂ − t| / t
    double mapeCalibrated = 0.0; // mean of |t̃ − t| / t
    double mapeLeaveOneOut = 0.0; // each group's t̃ from a calibration fitted without it
    double timeWeightedError = 0.0; // Σ n·|t̃ − t| / Σ n·t
    // Kernel time of the profiles that no group models (a trace's ops the app cannot cost, and its data movement,
    // ops that do no FLOPs): what a projection carries over as it is. 0 when none was known (a calibration made from a
    // project's kernels).
    double unmodelledS = 0.0;
    std::vector<std::string> warnings; // groups left out (no level of theirs on the chip, no time), thin buckets

    bool operator==(const Calibration&) const = default;
};

// Calibrates `chip` from kernels measured on it (those measured on another chip are left out). Throws Error when
// no group can be placed on the chip.
Calibration calibrate(const Chip& chip, std::span<const MeasuredKernel> kernels);

// A measured step on another chip (docs/model.md §15): each group at max(F/(peak·e_compute), Y/(bw·e_bandwidth))
// with the target's peak for its precision and bandwidth of its level, the efficiencies of `efficiencies` (the
// source's calibration, or the target's own); the time the source could not model carried over as it is.
struct ProjectedGroup {
    std::string name;
    double seconds = 0.0; // over its runs: n·t
    bool computeBound = false;
    OpClass opClass = OpClass::Other;
};
struct Projection {
    std::string chipId;
    double stepS = 0.0; // modelled + unmodelled
    double modelledS = 0.0;
    double unmodelledS = 0.0; // the profile's unmodelled time, and any group the target cannot place, as measured
    std::vector<ProjectedGroup> groups;
    std::vector<std::string> warnings;
};
Projection projectOnto(
    const Chip& target, const Calibration& measured, const Calibration& efficiencies, double unmodelledSeconds);

// The efficiency a calibration gives a class and bound: its bucket's, or 1 when it has none.
double efficiencyOf(const Calibration& calibration, OpClass opClass, bool computeBound);

// An op's time under a calibration: max(T_math/e_compute, T_comms/e_bandwidth) of its evaluation, with the
// efficiencies of its class (classOfOp).
double calibratedOpSeconds(const Op& op, const Evaluation& evaluation, const Calibration& calibration);
// A model's step under a calibration: Σ count·calibratedOpSeconds.
double calibratedStepSeconds(const StepResult& step, const Calibration& calibration);

// Latency against throughput as a calibration predicts it (docs/model.md §12, §15): each point's decode step on
// `chip` at its tp, ep and B priced by calibratedStepSeconds, its tokens/s with it, and the frontier marked again.
// `config` is what paretoPoints was given. The nominal step time is kept in `nominalStepTimeS`.
struct CalibratedParetoPoint {
    ParetoPoint point; // calibrated
    double nominalStepTimeS = 0.0;
};
std::vector<CalibratedParetoPoint> calibratedParetoPoints(std::span<const ParetoPoint> points, const ModelConfig& model,
    const Chip& chip, const StepConfig& config, const Calibration& calibration);

// t̃ of an op on a chip: max(F/(peak·e_compute), Y/(bw·e_bandwidth)).
double calibratedSeconds(double flops, double bytes, double peakFlopsPerS, double bandwidthBytesPerS,
    double computeEfficiency, double bandwidthEfficiency);

} // namespace roofline
