#pragma once

#include "core/formulas/op.h"
#include "core/model/model_config.h"
#include "core/model/transformer_step.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A model added to a project (docs/model.md §10): which model, its phase, and how it is served on each shown
// chip. Its step follows the sliders: B sequences of S keys and values, T = 1 in decode and T = S in prefill.

// How one chip runs the model: its tensor parallelism, its expert parallelism (docs/model.md §14), and the links
// and ring direction of its collectives when they are not the entry's (docs/model.md §12).
struct ChipServing {
    std::string chipId;
    double tp = 1.0;
    std::optional<double> links; // kEveryLink or a whole number; nullopt: the entry's
    std::optional<std::string> ring; // "uni" or "bi"; nullopt: the entry's
    double ep = 1.0; // of a mixture of experts, with tp 1

    bool operator==(const ChipServing&) const = default;
};

struct ModelEntry {
    std::string modelId; // a model of the library, or of the project's custom models
    StepPhase phase = StepPhase::Decode;
    bool bothPhases = false; // prefill and decode side by side
    // Per chip (ids compare without case, kept in id order); a chip not listed: tp = 1 and the entry's links.
    std::vector<ChipServing> chips;
    std::string link; // the all-reduces' link; empty: each chip's first link
    // Every chip's all-reduces unless a chip says otherwise: as serving runs them, both ways over every link.
    std::string ring = "bi";
    double links = kEveryLink;
    Dtype x = Dtype::BF16;
    Dtype w = Dtype::BF16;
    std::optional<Dtype> wExperts; // the routed experts' weights when stored apart (docs/model.md §13); nullopt: w
    Dtype kv = Dtype::BF16;

    bool operator==(const ModelEntry&) const = default;
};

double tensorParallelOn(const ModelEntry& entry, std::string_view chipId);
// Sets a chip's tp. A chip left with tp = 1 and the entry's links and ring needs no entry and has none.
void setTensorParallel(ModelEntry& entry, std::string_view chipId, double tp);

double expertParallelOn(const ModelEntry& entry, std::string_view chipId);
// Sets a chip's ep (docs/model.md §14); like tp, a chip back at ep 1 and the entry's links keeps no entry.
void setExpertParallel(ModelEntry& entry, std::string_view chipId, double ep);

// The links (kEveryLink: all of them) and ring direction a chip's all-reduces use.
double linksOn(const ModelEntry& entry, std::string_view chipId);
std::string ringOn(const ModelEntry& entry, std::string_view chipId);
// Sets them for one chip; values equal to the entry's are not kept as the chip's own.
void setCollectivesOn(ModelEntry& entry, std::string_view chipId, double links, std::string_view ring);

// The phases shown: the entry's, or prefill then decode.
std::vector<StepPhase> shownPhases(const ModelEntry& entry);

// A new entry for a model: its weights in the formats its checkpoint is published in (docs/model.md §13), bf16
// when the model states none.
ModelEntry newModelEntry(const ModelConfig& model);

// The step on a chip at the sliders: B = dims.b, S = dims.s, T = 1 (decode) or S (prefill), the chip's tp,
// ep, links and ring.
StepConfig stepConfigOn(const ModelEntry& entry, StepPhase phase, const Dims& dims, std::string_view chipId);

// The model an entry names: the project's own (custom) models first, then the library; nullptr when neither
// has it (the app says which model is missing, as for chips).
const ModelConfig* findEntryModel(
    const ModelEntry& entry, const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library);

} // namespace roofline
