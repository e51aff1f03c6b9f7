#pragma once

#include "core/base/error.h"
#include "core/model/transformer_step.h"

#include <cstddef>
#include <optional>
#include <string>

namespace roofline {

// A model's step on one chip, as the roofline chart and the Model panel draw it (see model_scene.h).
struct ModelStep {
    std::size_t modelIndex = 0; // into Project::models
    std::string modelId;
    std::string modelName; // "Llama 3 70B": a name, the same in every language
    StepPhase phase = StepPhase::Decode;
    double tp = 1.0;
    StepConfig config; // the step at the sliders
    StepResult result; // its ops, times and memory; empty when the step cannot run
    // Why it cannot run on this chip (tp that does not divide, no link for the all-reduces, a missing
    // model), as core said it; empty when it runs.
    std::string problem;
    std::optional<ErrorDetail> problemDetail;

    bool runs() const { return problem.empty(); }
};

} // namespace roofline
