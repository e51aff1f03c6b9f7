#pragma once

#include "core/formats/model_library.h"
#include "core/formulas/chip.h"
#include "core/formulas/solvers.h"
#include "core/model/model_pareto.h"
#include "core/model/transformer_step.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace roofline {

// What `roofline-studio model` prints: a step of a model on a chip (docs/model.md §10).
struct ModelReport {
    LoadedModel model;
    Chip chip;
    StepConfig config;
    StepResult step;
    Crossover computeBound; // the B where the step turns compute-bound (T and S held)
    std::optional<double> maxBatchThatFits;
};

// Throws Error for a step that cannot be built or evaluated, so nothing is printed for bad input.
ModelReport computeModelReport(const LoadedModel& model, const Chip& chip, const StepConfig& config);

// The --json object: model, chip, phase, B, T, S, tp, link, links, ring (the all-reduces' as they ran), ops
// (name, op, count, flops, bytes, t_math_s, t_comms_s, t_lower_s, bound: one instance on one chip; E_act for the
// experts' ops), step_time_s, tokens_per_s, weights_bytes_per_chip, kv_cache_bytes_per_chip, fits; and hf_config
// (model_type and the keys read) when the model was read from a Hugging Face config.json.
nlohmann::ordered_json modelReportToJson(const ModelReport& report);

// How params_total and params_active are counted (docs/model.md §13), said beside the figures: model cards differ.
inline constexpr std::string_view kParamsRule
    = "active: attention, dense MLPs, shared experts, the router, k routed experts per layer, embeddings and lm_head "
      "whole; no norms, biases or sinks";

// One line of what the step's memory is made of: the weights' formats, the cache per token of context, latent
// attention and sliding windows ("weights fp8-block, KV cache bf16: 70,272 B per token of context (a latent of
// 512 + 64 per layer, on every chip)").
std::string describeModelShape(const ModelConfig& model, const StepConfig& config);

// The readable table: the step's ops, then the step, the memory and the compute-bound B.
std::string modelReportToTable(const ModelReport& report);

// Where a step is compute-bound along B: "above B = 599.17", "below B = …", "at any B" or "never". B counts
// sequences: a crossing below B = 1 is said for every B (crossoverFromOneSequence).
std::string describeBatchCrossover(const Crossover& crossover);

// How the all-reduces run: "18 × NVLink, both ways" (the chip's first link when the config names none).
std::string describeCollectiveLinks(const StepConfig& config, const Chip& chip);

// `model --pareto --json` (docs/model.md §12): {"points": [{"chip", "tp", "B", "step_time_s",
// "tokens_per_s_per_sequence", "tokens_per_s_per_chip", "fits", "on_frontier"}]}.
nlohmann::ordered_json paretoToJson(const std::vector<ParetoPoint>& points);
// The same as a table per chip, the frontier marked.
std::string paretoToTable(const ModelConfig& model, const std::vector<Chip>& chips,
    const std::vector<ParetoPoint>& points, const StepConfig& config);

} // namespace roofline
