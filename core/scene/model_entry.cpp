#include "core/scene/model_entry.h"

#include "core/base/text.h"
#include "core/model/model_config.h"

#include <algorithm>

namespace roofline {

double tensorParallelOn(const ModelEntry& entry, std::string_view chipId)
{
    for (const ChipTensorParallel& chip : entry.tp) {
        if (equalsIgnoreCase(chip.chipId, chipId))
            return chip.tp;
    }
    return 1.0;
}

void setTensorParallel(ModelEntry& entry, std::string_view chipId, double tp)
{
    std::erase_if(entry.tp, [&](const ChipTensorParallel& chip) { return equalsIgnoreCase(chip.chipId, chipId); });
    if (tp != 1.0)
        entry.tp.push_back({std::string(chipId), tp});
    // In id order, as a project file reads them back: an entry compares equal to itself saved and opened.
    std::sort(entry.tp.begin(), entry.tp.end(),
        [](const ChipTensorParallel& a, const ChipTensorParallel& b) { return a.chipId < b.chipId; });
}

std::vector<StepPhase> shownPhases(const ModelEntry& entry)
{
    if (entry.bothPhases)
        return {StepPhase::Prefill, StepPhase::Decode};
    return {entry.phase};
}

StepConfig stepConfigOn(const ModelEntry& entry, StepPhase phase, const Dims& dims, std::string_view chipId)
{
    StepConfig config;
    config.phase = phase;
    config.b = dims.b;
    config.s = dims.s;
    config.t = defaultT(phase, dims.s);
    config.tp = tensorParallelOn(entry, chipId);
    config.link = entry.link;
    config.ring = entry.ring;
    config.links = entry.links;
    config.x = entry.x;
    config.w = entry.w;
    config.kv = entry.kv;
    return config;
}

const ModelConfig* findEntryModel(
    const ModelEntry& entry, const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library)
{
    if (const ModelConfig* model = findModel(custom, entry.modelId))
        return model;
    return findModel(library, entry.modelId);
}

} // namespace roofline
