#include "core/measured/measured_compare.h"

#include "core/base/text.h"

#include <algorithm>
#include <map>
#include <utility>

namespace roofline {

namespace {

using Key = std::pair<std::string, std::string>; // name, chip without case

std::vector<MeasuredGroup> groupsOf(std::span<const MeasuredKernel> kernels, double& seconds)
{
    MeasuredSettings settings;
    settings.aggregation = Aggregation::On;
    settings.labelTop = 0;
    const MeasuredSelection selection = selectMeasured(kernels, settings);
    seconds = 0.0;
    for (const MeasuredKernel& kernel : kernels)
        seconds += kernel.seconds;
    return selection.groups;
}

double meanSeconds(const MeasuredGroup& group)
{
    return group.seconds / static_cast<double>(group.count);
}

// Formats as a set: each once, in one order, so that two sides compare whatever order they were read in.
ComparedSide normalised(ComparedSide side)
{
    std::sort(side.formats.begin(), side.formats.end());
    side.formats.erase(std::unique(side.formats.begin(), side.formats.end()), side.formats.end());
    std::erase(side.formats, std::string());
    return side;
}

} // namespace

bool MeasurementComparison::differentFormats() const
{
    return !before.formats.empty() && !after.formats.empty() && before.formats != after.formats;
}

MeasurementComparison compareMeasurements(std::span<const MeasuredKernel> before, std::span<const MeasuredKernel> after,
    ComparedSide beforeSide, ComparedSide afterSide)
{
    MeasurementComparison comparison;
    comparison.before = normalised(std::move(beforeSide));
    comparison.after = normalised(std::move(afterSide));
    const std::vector<MeasuredGroup> beforeGroups = groupsOf(before, comparison.beforeSeconds);
    const std::vector<MeasuredGroup> afterGroups = groupsOf(after, comparison.afterSeconds);
    std::map<Key, std::size_t> afterIndex;
    for (std::size_t i = 0; i < afterGroups.size(); ++i)
        afterIndex.emplace(Key {afterGroups[i].name, toLower(afterGroups[i].chipId)}, i);
    std::vector<bool> matched(afterGroups.size(), false);
    std::vector<GroupChange> gone;
    for (const MeasuredGroup& group : beforeGroups) { // ranked by time share already
        GroupChange change {group.name, group.chipId, group, std::nullopt, std::nullopt};
        const auto found = afterIndex.find(Key {group.name, toLower(group.chipId)});
        if (found == afterIndex.end()) {
            gone.push_back(std::move(change));
            continue;
        }
        matched[found->second] = true;
        change.after = afterGroups[found->second];
        change.speedup = meanSeconds(group) / meanSeconds(*change.after);
        comparison.changes.push_back(std::move(change));
    }
    comparison.inBoth = comparison.changes.size();
    comparison.onlyBefore = gone.size();
    for (GroupChange& change : gone)
        comparison.changes.push_back(std::move(change));
    for (std::size_t i = 0; i < afterGroups.size(); ++i) {
        if (matched[i])
            continue;
        comparison.changes.push_back(
            GroupChange {afterGroups[i].name, afterGroups[i].chipId, std::nullopt, afterGroups[i], std::nullopt});
        ++comparison.onlyAfter;
    }
    return comparison;
}

} // namespace roofline
