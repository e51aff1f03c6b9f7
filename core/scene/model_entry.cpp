#include "core/scene/model_entry.h"

#include "core/base/text.h"
#include "core/model/model_config.h"

#include <algorithm>

namespace roofline {

namespace {

const ChipServing* servingOf(const ModelEntry& entry, std::string_view chipId)
{
    for (const ChipServing& chip : entry.chips) {
        if (equalsIgnoreCase(chip.chipId, chipId))
            return &chip;
    }
    return nullptr;
}

// The chip's entry, made when it has none.
ChipServing& servingFor(ModelEntry& entry, std::string_view chipId)
{
    for (ChipServing& chip : entry.chips) {
        if (equalsIgnoreCase(chip.chipId, chipId))
            return chip;
    }
    entry.chips.push_back({std::string(chipId), 1.0, std::nullopt, std::nullopt, 1.0});
    return entry.chips.back();
}

// Drops what says nothing, and keeps the chips in id order, as a project file reads them back: an entry
// compares equal to itself saved and opened.
void tidy(ModelEntry& entry)
{
    std::erase_if(entry.chips,
        [&](const ChipServing& chip) { return chip.tp == 1.0 && chip.ep == 1.0 && !chip.links && !chip.ring; });
    std::ranges::sort(entry.chips, {}, &ChipServing::chipId);
}

} // namespace

double tensorParallelOn(const ModelEntry& entry, std::string_view chipId)
{
    const ChipServing* chip = servingOf(entry, chipId);
    return chip ? chip->tp : 1.0;
}

void setTensorParallel(ModelEntry& entry, std::string_view chipId, double tp)
{
    servingFor(entry, chipId).tp = tp;
    tidy(entry);
}

double expertParallelOn(const ModelEntry& entry, std::string_view chipId)
{
    const ChipServing* chip = servingOf(entry, chipId);
    return chip ? chip->ep : 1.0;
}

void setExpertParallel(ModelEntry& entry, std::string_view chipId, double ep)
{
    servingFor(entry, chipId).ep = ep;
    tidy(entry);
}

double linksOn(const ModelEntry& entry, std::string_view chipId)
{
    const ChipServing* chip = servingOf(entry, chipId);
    return chip && chip->links ? *chip->links : entry.links;
}

std::string ringOn(const ModelEntry& entry, std::string_view chipId)
{
    const ChipServing* chip = servingOf(entry, chipId);
    return chip && chip->ring ? *chip->ring : entry.ring;
}

void setCollectivesOn(ModelEntry& entry, std::string_view chipId, double links, std::string_view ring)
{
    ChipServing& chip = servingFor(entry, chipId);
    chip.links = links == entry.links ? std::nullopt : std::optional<double>(links);
    chip.ring = ring == entry.ring ? std::nullopt : std::optional<std::string>(ring);
    tidy(entry);
}

std::vector<StepPhase> shownPhases(const ModelEntry& entry)
{
    if (entry.bothPhases)
        return {StepPhase::Prefill, StepPhase::Decode};
    return {entry.phase};
}

ModelEntry newModelEntry(const ModelConfig& model)
{
    ModelEntry entry;
    entry.modelId = model.id;
    entry.w = model.weightsDtype.value_or(Dtype::BF16);
    entry.wExperts = model.expertWeightsDtype;
    return entry;
}

StepConfig stepConfigOn(const ModelEntry& entry, StepPhase phase, const Dims& dims, std::string_view chipId)
{
    StepConfig config;
    config.phase = phase;
    config.b = dims.b;
    config.s = dims.s;
    config.t = defaultT(phase, dims.s);
    config.tp = tensorParallelOn(entry, chipId);
    config.ep = expertParallelOn(entry, chipId);
    config.link = entry.link;
    config.ring = ringOn(entry, chipId);
    config.links = linksOn(entry, chipId);
    config.x = entry.x;
    config.w = entry.w;
    config.wExperts = entry.wExperts;
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
