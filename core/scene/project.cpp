#include "core/scene/project.h"

#include "core/base/text.h"
#include "core/formulas/chip.h"
#include "core/formulas/op_spec.h"

#include <algorithm>

namespace roofline {

Project defaultProject()
{
    Project project;
    project.chipIds = {"tpu-v5e", "h100-sxm"};
    project.dims = Dims {128.0, 4096.0, 4096.0};

    // The matmuls follow all three sliders, so each one moves something; the sliders start at the
    // chapter's B = 128, D = F = 4096.
    Op matmul = parseOpSpec("matmul B=B D=D F=F x=bf16 w=bf16 z=bf16");
    matmul.label = "bf16 matmul";
    Op int8Weights = parseOpSpec("matmul B=B D=D F=F x=bf16 w=int8 z=bf16");
    int8Weights.label = "int8 weights (Q2)";
    Op dot = parseOpSpec("dot N=1000000 dtype=bf16");
    dot.label = "dot product";
    project.ops = {matmul, int8Weights, dot};

    OpSpecRules sweepRules;
    sweepRules.optionalNumbers = {"B"};
    project.sweeps = {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "default sweep", sweepRules),
        parseOpSpec("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "default sweep", sweepRules)};
    assignOpMarkers(project.ops);
    assignOpMarkers(project.sweeps);
    assignChipColors(project);
    return project;
}

namespace {

// The colours of chips `ids`, as chipColors() hands them out.
std::vector<Rgb> colorsOf(const std::vector<std::string>& ids, const std::map<std::string, Rgb>& stored)
{
    std::vector<Rgb> taken;
    for (const std::string& id : ids) {
        if (const auto it = stored.find(id); it != stored.end())
            taken.push_back(it->second);
    }
    std::vector<Rgb> colors;
    colors.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (const auto it = stored.find(ids[i]); it != stored.end()) {
            colors.push_back(it->second);
            continue;
        }
        const auto free = std::find_if(kChipPalette.begin(), kChipPalette.end(),
            [&taken](Rgb color) { return std::find(taken.begin(), taken.end(), color) == taken.end(); });
        const Rgb color = free != kChipPalette.end() ? *free : kChipPalette[i % kChipPalette.size()];
        taken.push_back(color);
        colors.push_back(color);
    }
    return colors;
}

} // namespace

std::vector<Rgb> chipColors(const Project& project)
{
    return colorsOf(project.chipIds, project.chipColors);
}

const Calibration* calibrationOf(const Project& project, std::string_view chipId)
{
    for (const Calibration& calibration : project.calibrations) {
        if (equalsIgnoreCase(calibration.chipId, chipId))
            return &calibration;
    }
    return nullptr;
}

void setCalibration(std::vector<Calibration>& calibrations, Calibration calibration)
{
    for (Calibration& held : calibrations) {
        if (equalsIgnoreCase(held.chipId, calibration.chipId)) {
            held = std::move(calibration);
            return;
        }
    }
    calibrations.push_back(std::move(calibration));
}

void setCalibration(Project& project, Calibration calibration)
{
    setCalibration(project.calibrations, std::move(calibration));
}

Rgb chipColor(const Project& project, const std::string& chipId)
{
    if (const auto it = project.chipColors.find(chipId); it != project.chipColors.end())
        return it->second;
    // Shown: the colour it is drawn with; not shown: the one it would get if it were shown next.
    std::vector<std::string> ids = project.chipIds;
    const auto shown = std::find(ids.begin(), ids.end(), chipId);
    const auto index = static_cast<std::size_t>(shown - ids.begin());
    if (shown == ids.end())
        ids.push_back(chipId);
    return colorsOf(ids, project.chipColors)[index];
}

void assignChipColors(Project& project)
{
    const std::vector<Rgb> colors = chipColors(project);
    for (std::size_t i = 0; i < colors.size(); ++i)
        project.chipColors.emplace(project.chipIds[i], colors[i]);
}

ResolvedChips resolveProjectChips(const Project& project, const std::vector<Chip>& library)
{
    ResolvedChips resolved;
    for (const std::string& id : project.chipIds) {
        if (const Chip* embedded = findChip(project.customChips, id))
            resolved.chips.push_back(*embedded);
        else if (const Chip* known = findChip(library, id))
            resolved.chips.push_back(*known);
        else
            resolved.missing.push_back(id);
    }
    return resolved;
}

RooflineOptions rooflineOptions(const Project& project)
{
    RooflineOptions options;
    options.precision = project.viewOptions.precision;
    options.showAchievable = project.viewOptions.showAchievable;
    options.hiddenLevels = project.viewOptions.hiddenLevels;
    options.detail = project.viewOptions.detail;
    options.shownLevels = project.viewOptions.shownLevels;
    // A model split over chips (tp > 1) all-reduces over a link on each of them (docs/model.md §10).
    for (const ModelEntry& entry : project.models) {
        for (const ChipServing& split : entry.chips) {
            if (split.tp > 1.0)
                options.crossedLinks.push_back({split.chipId, entry.link});
        }
    }
    options.allLinks = project.viewOptions.allLinkSlopes;
    options.measured = project.measuredView; // the filter applies to exports as to the chart
    options.measuredLinks = project.measuredLinks;
    options.empirical = project.empiricalRooflines;
    if (project.viewOptions.showAchievedCeilings)
        options.achieved = project.calibrations;
    return options;
}

SweepOptions sweepOptions(const Project& project)
{
    SweepOptions options;
    options.range = project.viewOptions.batchRange;
    return options;
}

ViewOptionsChange setViewOptions(Project& project, const ViewOptions& options)
{
    const ViewOptions& before = project.viewOptions;
    ViewOptionsChange change;
    const bool units = before.labelUnits != options.labelUnits;
    change.roofline = units || before.precision != options.precision || before.showAchievable != options.showAchievable
        || before.hiddenLevels != options.hiddenLevels || before.allLinkSlopes != options.allLinkSlopes
        || before.detail != options.detail || before.shownLevels != options.shownLevels
        || before.chipLayout != options.chipLayout || before.showAchievedCeilings != options.showAchievedCeilings;
    const bool sweepAxes = before.batchRange != options.batchRange || before.sweepLogBatch != options.sweepLogBatch
        || before.sweepLogFlops != options.sweepLogFlops;
    change.sweep = units || sweepAxes || before.sweepChipLayout != options.sweepChipLayout
        || before.sweepSharedFlops != options.sweepSharedFlops;
    change.arrangement = before.arrangement != options.arrangement;
    change.theme = before.theme != options.theme;
    if (sweepAxes) {
        project.views.sweepBatch.reset();
        project.views.sweepFlops.reset();
    }
    project.viewOptions = options;
    return change;
}

} // namespace roofline
