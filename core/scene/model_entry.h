#pragma once

#include "core/model/model_config.h"
#include "core/model/op.h"
#include "core/model/transformer_step.h"

#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A model added to a project (docs/model.md §10): which model, its phase, and how it is split over each shown
// chip. Its step follows the sliders: B sequences of S keys and values, T = 1 in decode and T = S in
// prefill.

struct ChipTensorParallel {
    std::string chipId;
    double tp = 1.0;

    bool operator==(const ChipTensorParallel&) const = default;
};

struct ModelEntry {
    std::string modelId; // a model of the library, or of the project's custom models
    StepPhase phase = StepPhase::Decode;
    bool bothPhases = false; // prefill and decode side by side
    std::vector<ChipTensorParallel> tp; // per chip (ids compare without case); a chip not listed: tp = 1
    std::string link; // the all-reduces' link; empty: each chip's first link
    std::string ring = "uni";
    double links = 1.0;
    Dtype x = Dtype::BF16;
    Dtype w = Dtype::BF16;
    Dtype kv = Dtype::BF16;

    bool operator==(const ModelEntry&) const = default;
};

double tensorParallelOn(const ModelEntry& entry, std::string_view chipId);
// Sets a chip's tp; tp = 1 removes the chip's entry (the default needs none). Entries are kept in id order.
void setTensorParallel(ModelEntry& entry, std::string_view chipId, double tp);

// The phases shown: the entry's, or prefill then decode.
std::vector<StepPhase> shownPhases(const ModelEntry& entry);

// The step on a chip at the sliders: B = dims.b, S = dims.s, T = 1 (decode) or S (prefill), the chip's tp.
StepConfig stepConfigOn(const ModelEntry& entry, StepPhase phase, const Dims& dims, std::string_view chipId);

// The model an entry names: the project's own (custom) models first, then the library; nullptr when neither
// has it (the app says which model is missing, as for chips).
const ModelConfig* findEntryModel(
    const ModelEntry& entry, const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library);

} // namespace roofline
