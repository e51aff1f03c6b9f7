#pragma once

#include "core/base/error.h"
#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"

#include <optional>
#include <string_view>
#include <vector>

namespace roofline {

// Where T_math = T_comms along one parameter v of an op, all else held.
struct Crossover {
    enum class Kind {
        At, // compute-bound on one side of `value`
        Always, // compute-bound for every v > 0
        Never, // bandwidth-bound for every v > 0
    };
    Kind kind = Kind::Never;
    double value = 0.0; // meaningful for At
    bool computeBoundAbove = true; // for At: compute-bound when v > value (false: when v < value)
};

// Exact solution of T_math(v) = T_comms(v) for a parameter the op's cost is affine in.
// nullopt when the op has no such parameter or the cost is not affine in it. Where int4 tensors of
// odd element count make the bytes zigzag (upperAffineCostAlong), it is solved on the line of the
// odd values, which move the most bytes: the crossover then holds for every whole v beyond it.
std::optional<Crossover> crossoverAlong(
    const Chip& chip, const Op& op, const Dims& dims, std::string_view key, const EvaluationOptions& options = {});

// The chapter's critical batch size: the B at which a matmul (or batched or sharded matmul)
// becomes compute-bound, with exact bytes. nullopt when it never does. 0 when it always is.
std::optional<double> criticalBatch(
    const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options = {});

// The D above which a sharded matmul's per-chip math outlasts its all-reduce. nullopt when never.
std::optional<double> criticalD(
    const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options = {});

// The batch sizes a sweep visits: every whole number in [from, to] when there are at most
// maxPoints of them, otherwise maxPoints values spread evenly (in log space when logSpacing).
struct BatchRange {
    double from = 1.0;
    double to = 511.0;
    int maxPoints = 4096;
    bool logSpacing = false;

    bool operator==(const BatchRange&) const = default;
};
void validateBatchRange(const BatchRange& range, std::string_view context);
std::vector<double> batchPoints(const BatchRange& range);

// Attainable FLOPs/s of an op at each batch size: FLOPs(B) / max(T_math(B), T_comms(B)).
// Writes into `flopsPerS` (resized, no allocation when its capacity suffices). The op must have a
// B parameter marked affine (matmul, batched-matmul, sharded-matmul, attention); throws Error
// otherwise. Where int4 rounding makes the cost not affine in B, every point is evaluated in full.
void sweepBatch(const Chip& chip, const Op& op, const Dims& dims, const std::vector<double>& batch,
    std::vector<double>& flopsPerS, const EvaluationOptions& options = {});

// The errors of a sweep, with their details: an op without a batch dimension, and a rate that is
// not a finite number at some B (a shape too large for doubles).
Error notSweepable(const Op& op);
Error notFiniteAtBatch(const Chip& chip, const Op& op, const Dims& dims, double batch);

// Whether an op can be swept over B (has an affine B parameter).
bool isSweepable(const Op& op);

// FLOPs/s of an op at one batch size, evaluated in full (any cost, affine or not).
double flopsPerSAtBatch(
    const Chip& chip, const Op& op, const Dims& dims, double batch, const EvaluationOptions& options = {});

} // namespace roofline
