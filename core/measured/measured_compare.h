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

struct MeasurementComparison {
    std::vector<GroupChange> changes; // in both first, by the before group's time share, then the others
    std::size_t inBoth = 0;
    std::size_t onlyBefore = 0;
    std::size_t onlyAfter = 0;
    double beforeSeconds = 0.0; // every kernel's time, each side
    double afterSeconds = 0.0;
};

MeasurementComparison compareMeasurements(
    std::span<const MeasuredKernel> before, std::span<const MeasuredKernel> after);

} // namespace roofline
