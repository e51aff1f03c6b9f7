#pragma once

#include "core/measured/measured.h"
#include "core/measured/measured_dtype.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// How the measured kernels are shown: grouped or one by one, which are labelled, which are filtered
// out. Saved in the project file under "measured_view" (docs/file-formats.md "Project files").
enum class Aggregation { Auto, On, Off }; // Auto: on above kAggregateAbove kernels

inline constexpr std::size_t kAggregateAbove = 50;
inline constexpr int kMaxLabelTop = 1000;

// A chart draws at most this many groups, those with the most time, and one point per profile for the
// rest (MeasuredRest). As many as the labels can name, so a labelled group is always drawn; on a
// 1600x900 plot a thousand discs already cover each other where kernels crowd, so more would add
// no point a reader can tell apart, only the cost of placing and hit-testing them: a profile of 10^6
// distinct names made a chart of 10^6 discs per chip (seconds a frame, gigabytes).
inline constexpr std::size_t kMaxDrawnGroups = kMaxLabelTop;

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
    MeasuredDtype dtype; // its kernels' precision (DtypeTally): one, none known, or a mix

    MeasuredKernel asKernel() const { return {name, flops, bytes, seconds, chipId, link, dtype.dtype}; }
    double intensity() const { return flops / bytes; }
    double achievedFlopsPerS() const { return flops / seconds; }
};

// The groups of one profile that a chart does not draw (beyond maxDrawn, see selectMeasured), as one
// point: at their total FLOPs / total bytes and total FLOPs / total seconds, against the chip's first
// memory level (their bytes may have crossed several). A filter's left-outs are not in it.
struct MeasuredRest {
    SharedText chipId; // the profile's, as its first such group wrote it; empty: kernels with no chip
    std::size_t groups = 0;
    std::size_t count = 0; // kernels in those groups
    double flops = 0.0; // totals of the groups' totals, compensated sums
    double bytes = 0.0;
    double seconds = 0.0;
    double timeShare = 0.0; // of the profile's time
    MeasuredDtype dtype; // of the groups' kernels, taken together

    MeasuredKernel asKernel() const { return {{}, flops, bytes, seconds, chipId, {}, dtype.dtype}; }
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
    // What a chart draws: the indexes into groups of the maxDrawn (kMaxDrawnGroups) groups with the most
    // time, ranked as the labels are, in the order of groups; and, per profile, the rest as one point.
    std::vector<std::size_t> drawn;
    std::vector<MeasuredRest> rest;
    std::size_t groupsNotDrawn() const { return groups.size() - drawn.size(); }

    std::span<const std::size_t> membersOf(const MeasuredGroup& group) const
    {
        return std::span(members).subspan(group.firstMember, group.count);
    }
};

// Groups (or not, see aggregates()), computes time shares, filters and marks the labelled groups.
// Throws Error(Syntax / TooLarge, ErrorCode::BadPattern) for a regular expression that is not valid,
// naming `context` ("measured_view.filter").
// At most `maxDrawn` groups are drawn (MeasuredSelection::drawn and rest).
MeasuredSelection selectMeasured(std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings,
    std::string_view context = "measured_view.filter", std::size_t maxDrawn = kMaxDrawnGroups);

// The same, but a filter that cannot be compiled is ignored and described in filterProblem: for the
// charts and exports, which must draw whatever the project holds.
MeasuredSelection selectMeasuredLeniently(
    std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings, std::size_t maxDrawn = kMaxDrawnGroups);

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
    MeasuredDtype dtype; // its launches' precision, taken together (DtypeTally)
};
std::vector<KernelNameGroup> groupByName(std::span<const MeasuredKernel> kernels);
// A name group (of `kernels`, the list groupByName read) as a MeasuredGroup to place on chip `chipId`: its
// totals and precision, and the level its first kernel's bytes crossed.
MeasuredGroup measuredGroupOf(
    const KernelNameGroup& named, std::span<const MeasuredKernel> kernels, std::string_view chipId);

// Checks a project's settings: labelTop in 0..kMaxLabelTop, minTimeShare in 0..1, a filter that
// compiles. Throws Error naming `context` and the key.
void validateMeasuredSettings(const MeasuredSettings& settings, std::string_view context);

} // namespace roofline
