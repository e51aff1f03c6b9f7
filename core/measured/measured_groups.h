#pragma once

#include "core/measured/measured.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// How the measured kernels are shown: grouped or one by one, which are labelled, which are filtered
// out. Saved in the project file under "measured_view" (docs/file-formats.md "Project files").
enum class Aggregation { Auto, On, Off }; // Auto: on above kAggregateAbove kernels

inline constexpr std::size_t kAggregateAbove = 50;
inline constexpr int kMaxLabelTop = 1000;

struct MeasuredSettings {
    Aggregation aggregation = Aggregation::Auto;
    int labelTop = 8; // the N groups with the largest time share are labelled on the chart (0..kMaxLabelTop)
    std::string filter; // kept: names that contain it (substring) or match it (regular expression); empty: all
    bool filterIsRegex = false;
    double minTimeShare = 0.0; // kept: groups with at least this share of their profile's time, 0..1

    bool operator==(const MeasuredSettings&) const = default;
};

// Whether kernels are grouped, for a profile of `kernelCount` kernels.
bool aggregates(const MeasuredSettings& settings, std::size_t kernelCount);

// Kernels of the same name on the same chip crossing the same memory level (chip and level compared
// without case), as one point: at total FLOPs / total bytes and total FLOPs / total seconds, the
// kernels' whole work over their whole time. When kernels are not grouped each is a group of one.
struct MeasuredGroup {
    SharedText name;
    SharedText chipId; // as the first kernel wrote it; empty: every chip
    SharedText link; // as the first kernel wrote it; empty: the chip's first memory level
    std::size_t firstMember = 0; // into MeasuredSelection::members
    std::size_t count = 0; // kernels in the group
    double flops = 0.0; // totals, summed with compensation (Neumaier), so the order does not matter
    double bytes = 0.0;
    double seconds = 0.0;
    // Of its profile's time: the total seconds of every kernel measured on the same chip (kernels with
    // no chip are a profile of their own). A filter does not change it.
    double timeShare = 0.0;
    bool labelled = false; // among the labelTop shown groups with the largest time share

    MeasuredKernel asKernel() const { return {name, flops, bytes, seconds, chipId, link}; }
    double intensity() const { return flops / bytes; }
    double achievedFlopsPerS() const { return flops / seconds; }
};

// The groups a chart and a table show, after the filter, and how many kernels the filter left out.
// Grouped, they come largest time share first (ties: more seconds, then name, then chip); kernels
// shown one by one keep the order they were imported in. Either way the labels go to the first
// labelTop of that ranking by time.
struct MeasuredSelection {
    bool aggregated = false;
    std::vector<MeasuredGroup> groups;
    std::vector<std::size_t> members; // kernel indexes of each group, in file order, group by group
    std::size_t kernelsShown = 0;
    std::size_t kernelsFilteredOut = 0;
    std::size_t groupsFilteredOut = 0;
    std::string filterProblem; // a filter that could not be compiled: it was ignored, this says why

    std::span<const std::size_t> membersOf(const MeasuredGroup& group) const
    {
        return std::span(members).subspan(group.firstMember, group.count);
    }
};

// Groups (or not, see aggregates()), computes time shares, filters and marks the labelled groups.
// Throws Error(Syntax / TooLarge, ErrorCode::BadPattern) for a regular expression that is not valid,
// naming `context` ("measured_view.filter").
MeasuredSelection selectMeasured(std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings,
    std::string_view context = "measured_view.filter");

// The same, but a filter that cannot be compiled is ignored and described in filterProblem: for the
// charts and exports, which must draw whatever the project holds.
MeasuredSelection selectMeasuredLeniently(std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings);

// Every launch of one kernel name as one group, whatever its chip or memory level: what a profile
// spent, name by name (the `measured` command). Totals are compensated sums, so the order of the launches
// does not matter; groups come most seconds first, then by name. Linear in the kernels (a hash per name)
// but for the sort of the groups.
struct KernelNameGroup {
    std::string name;
    std::size_t count = 0;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    std::size_t firstKernel = 0; // the kernel that names it
};
std::vector<KernelNameGroup> groupByName(std::span<const MeasuredKernel> kernels);

// Checks a project's settings: labelTop in 0..kMaxLabelTop, minTimeShare in 0..1, a filter that
// compiles. Throws Error naming `context` and the key.
void validateMeasuredSettings(const MeasuredSettings& settings, std::string_view context);

} // namespace roofline
