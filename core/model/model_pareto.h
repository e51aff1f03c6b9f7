#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/model/model_config.h"
#include "core/model/transformer_step.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// Latency against throughput (docs/model.md §12): how serving plans a batch size. For a model decoding on a
// chip, each tensor parallelism and batch size is a point: what one sequence gets (tokens/s per sequence,
// 1/step) against what the hardware gives (tokens/s per chip, B/(step·tp)).

// Every tp the model can be split over: the whole numbers from 1 to n_heads that validateStep accepts (tp
// divides n_heads, vocab, the MLP widths, and n_kv_heads when n_kv_heads ≥ tp).
std::vector<double> tensorParallelChoices(const ModelConfig& model);

// Every ep the routed experts can be split over (docs/model.md §14): the divisors of E above 1 up to maxChips;
// none for a dense model.
std::vector<double> expertParallelChoices(const ModelConfig& model, double maxChips);

// B = 1, 2, 4, … up to maxB (a whole number from 1 to 1e12; maxB itself only when it is a power of two).
std::vector<double> doublingBatches(double maxB);

struct ParetoPoint {
    std::string chipId;
    double tp = 1.0;
    double ep = 1.0; // docs/model.md §14: chips the routed experts are split over (with tp 1)
    double b = 1.0;
    double stepTimeS = 0.0;
    double tokensPerSPerSequence = 0.0; // 1 / step
    double tokensPerSPerChip = 0.0; // B / (step · tp); B / step with ep (each chip its own B sequences)
    std::optional<bool> fits; // weights + KV cache ≤ the chip's capacity; nullopt when it states none
    bool onFrontier = false;
    // The links the all-reduces cross (docs/model.md §14), inside a domain first; empty at tp 1.
    std::vector<std::string> tiers;
};

// The points of a model decoding on a chip: for each tp of tensorParallelChoices up to maxChips (in order) each B of
// doublingBatches(maxB), then for a mixture of experts each ep of expertParallelChoices (tp 1). `config` gives S, the
// dtypes and the all-reduces' link, links and ring (phase, T, B and tp are set here). A tp above 1 on a chip without a
// chip-to-chip link has no points; any other problem throws what evaluateStep throws. The frontier is marked
// (markFrontier).
std::vector<ParetoPoint> paretoPoints(const ModelConfig& model, const Chip& chip, const StepConfig& config, double maxB,
    const EvaluationOptions& options = {}, double maxChips = kMaxWholeNumber);

// Marks the frontier among points of the same chip: a point that fits (or whose fit is unknown) and that no
// other such point beats on both tokens/s per sequence and tokens/s per chip.
void markFrontier(std::span<ParetoPoint> points);

} // namespace roofline
