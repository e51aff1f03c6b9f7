#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/model/model_pareto.h"
#include "core/scene/model_entry.h"
#include "core/scene/model_step.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <span>
#include <string>
#include <vector>

namespace roofline {

// The project's models (docs/model.md §10) in the scenes: each model's layer ops on each chip's roofline, what
// the Model panel shows, and its CSV.

// The step of one model entry on one chip in one phase, at the sliders. A step that cannot run (a tp that
// does not divide the model, a chip without the link or peak it needs, a model that is not found) comes
// back with its problem instead of ops.
ModelStep modelStepOn(const ModelEntry& entry, std::size_t modelIndex, StepPhase phase, const Chip& chip,
    const Dims& dims, const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library,
    const EvaluationOptions& options = {});

// Puts every model of the project on every chip of the scene (each shown phase) and fits the ranges again
// so the model's ops are in view. library: the models the app knows (built-in and the user's).
void placeModelSteps(RooflineScene& scene, std::span<const Chip* const> chips, const Project& project,
    const std::vector<ModelConfig>& library, const EvaluationOptions& options = {});

// The models' steps as CSV (docs/file-formats.md "Model files"): a row per op of each chip × model × phase (one
// instance on one chip, its count per step and its time per step), then a "step" row with the totals:
// step time, tokens/s, weights and KV cache per chip, capacity and whether they fit.
std::string modelStepsToCsv(const RooflineScene& scene);

// Latency against throughput (docs/model.md §12) for one model entry on one chip, as the Model panel draws it:
// decode at S = dims.s over the chip's links and ring, every tp the model divides over and B = 1, 2, 4, … up to
// maxB, the chip's frontier marked. No points when the model is not found or its decode step cannot run on the
// chip (the panel's step says why).
std::vector<ParetoPoint> modelParetoOn(const ModelEntry& entry, const Chip& chip, const Dims& dims, double maxB,
    const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library,
    const EvaluationOptions& options = {});

// What the Model panel's latency against throughput chart and its export draw: the project's model `model` (an
// index into project.models) on each of `chips` in order, at the sliders' S and up to the batch-size range's end.
// Throws Error(InvalidValue) when the project has no such model.
void checkProjectModel(const Project& project, std::size_t model); // the Error projectModelPareto throws, if any
std::vector<ParetoPoint> projectModelPareto(const Project& project, std::span<const Chip* const> chips,
    std::size_t model, const std::vector<ModelConfig>& library, const EvaluationOptions& options = {});

// Those points as CSV, a row per point in order (docs/file-formats.md "The Model panel's CSV"):
//   model,chip,tp,B,step_time_s,tokens_per_s_per_sequence,tokens_per_s_per_chip,fits,on_frontier
// fits is "true", "false" or empty when the chip states no capacity.
std::string modelParetoToCsv(std::string_view modelId, const std::vector<ParetoPoint>& points);

} // namespace roofline
