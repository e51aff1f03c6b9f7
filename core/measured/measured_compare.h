#pragma once

#include "core/measured/measured.h"
#include "core/measured/measured_groups.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// Two measurements of one workload, before and after a change, group by group (docs/model.md §I): a
// group is the kernels of one name on one chip (compared without case), as selectMeasured() groups them.
struct GroupChange {
    std::string name;
    std::string chipId;
    std::optional<MeasuredGroup> before; // nullopt: only after (a new kernel)
    std::optional<MeasuredGroup> after; // nullopt: only before (gone)
    // Found in both: the mean time per kernel before over the mean time after. Above 1 the group got
    // faster ("2.5× faster"); below 1, slower. Per kernel, so a run that profiled more steps compares
    // with one that profiled fewer.
    std::optional<double> speedup;
};

// What is known of one side beyond its kernels: the formats it was read in, and the kernel time it
// holds outside any group.
struct ComparedSide {
    // The readers' names (MeasuredFile::format: "pytorch-trace", "nsight-compute"…); empty: not known.
    std::vector<std::string> formats;
    // Kernel time in no group, but spent: a PyTorch trace's unmodelled time and its data movement (ops that do
    // no FLOPs).
    double unmodelledSeconds = 0.0;
};

struct MeasurementComparison {
    std::vector<GroupChange> changes; // in both first, by the before group's time share, then the others
    std::size_t inBoth = 0;
    std::size_t onlyBefore = 0;
    std::size_t onlyAfter = 0;
    double beforeSeconds = 0.0; // every kernel's time, each side
    double afterSeconds = 0.0;
    ComparedSide before; // the formats each side was read in (distinct, sorted) and its unmodelled time
    ComparedSide after;

    // Each side's whole kernel time: its kernels' and the unmodelled.
    double beforeTotalSeconds() const { return beforeSeconds + before.unmodelledSeconds; }
    double afterTotalSeconds() const { return afterSeconds + after.unmodelledSeconds; }
    // What a comparison must say before its numbers are believed: the two sides have no group in common
    // (nothing is compared: two different workloads, or the same one named differently), or were read
    // in different formats (a kernels' export against a trace's ops name the same work differently).
    bool sharesNoGroup() const { return inBoth == 0 && (onlyBefore > 0 || onlyAfter > 0); }
    bool differentFormats() const;
};

MeasurementComparison compareMeasurements(std::span<const MeasuredKernel> before, std::span<const MeasuredKernel> after,
    ComparedSide beforeSide = {}, ComparedSide afterSide = {});

} // namespace roofline
