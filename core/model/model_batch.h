#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/solvers.h"
#include "core/model/model_config.h"
#include "core/model/transformer_step.h"

#include <optional>
#include <vector>

namespace roofline {

// The chapter's Q3 figure for a whole model (docs/model.md §10): tokens/s against the batch B for a model on a
// chip, with the B where the step turns compute-bound.

// One op of a step with its times as functions of B (T, S and everything else held): T_math(B) =
// mathSlope·B and T_comms(B) = commsSlope·B + commsIntercept + expertTimeS·E_act(B·T), exactly. Every op works
// on the step's B sequences (M = B·T tokens, B sequences, an all-reduce of B·T·D elements), so its FLOPs
// vanish at B = 0; its bytes do not (the weights are read whatever B is), nor does a collective's latency.
// An experts op (docs/model.md §11) reads the weights of the E_act = E·(1 − (1 − k/E)^M) experts its M tokens
// touch, which bends in B; every other op has expertTimeS = 0.
struct StepOpLine {
    double count = 1.0;
    double mathSlope = 0.0;
    double commsSlope = 0.0;
    double commsIntercept = 0.0;
    double expertTimeS = 0.0; // one expert's weights over the bandwidth
    double experts = 0.0; // E
    double expertsPerToken = 0.0; // k
    double expertsEp = 1.0; // chips the experts are split over: E/ep here, each chip's M tokens routed alike (§14)
    double tokensPerSequence = 1.0; // T: M = B·T
};

// T_comms of one op at B.
double commsTimeAt(const StepOpLine& line, double b);

// The lines of every op of the step, in docs/model.md §10's order (config.b is not used). Throws what
// evaluateStep throws at B = 1.
std::vector<StepOpLine> stepLinesInBatch(
    const ModelConfig& model, const Chip& chip, const StepConfig& config, const EvaluationOptions& options = {});

// The step time at B: Σ count·max(T_math(B), T_comms(B)).
double stepTimeAt(const std::vector<StepOpLine>& lines, double b);

// The step is compute-bound when its math takes longer than its traffic, summed over the step:
// Σ count·T_math(B) > Σ count·T_comms(B). For a single matmul this is the chapter's critical batch.
// Both sides are affine in B and the math starts at 0, so the crossover is exact and compute-bound
// above it: At (above `value`), Always (no traffic at B = 0) or Never (the traffic grows as fast). With
// experts the traffic is affine plus a bounded concave term, so the difference is convex, starts at or
// below 0 and crosses 0 at most once; the crossing is found by bisection to the last bit of a double.
Crossover stepCrossoverInBatch(const std::vector<StepOpLine>& lines);

// The crossover over the batches a step can have: B counts sequences, from 1. A crossing below B = 1 says what
// every B does: compute-bound at any B when it is compute-bound above it (a long prefill), never when below it.
// What the app and the command line say; the crossover itself stays exact (its number is data).
Crossover crossoverFromOneSequence(const Crossover& crossover);

struct ModelBatchCurve {
    std::vector<double> batch;
    std::vector<double> tokensPerS; // B / step in decode, B·T / step in prefill
    Crossover computeBound;
    std::optional<double> computeBoundTokensPerS; // on the curve at computeBound.value (At only)
    // The largest whole B whose weights and KV cache fit the chip's memory (0: not even one sequence);
    // nullopt when the chip states no capacity.
    std::optional<double> maxBatchThatFits;
};

// Throws what evaluateStep throws at B = 1, Error(InvalidValue) for a B below 1 and Error(Meaningless)
// when a point is not finite.
ModelBatchCurve modelBatchCurve(const ModelConfig& model, const Chip& chip, const StepConfig& config,
    const std::vector<double>& batch, const EvaluationOptions& options = {});

// The largest whole B that fits (see ModelBatchCurve::maxBatchThatFits).
std::optional<double> maxBatchThatFits(const ModelConfig& model, const Chip& chip, const StepConfig& config);

} // namespace roofline
