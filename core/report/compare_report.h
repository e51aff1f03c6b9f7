#pragma once

#include "core/measured/measured_compare.h"

#include <ostream>
#include <string>

namespace roofline {

// `roofline-studio measured BEFORE --compare AFTER [--json]` (docs/cli.md): two measurements of one
// workload, group by group (compareMeasurements, docs/model.md §I).
//
// JSON: {"before", "after" (the files), "in_both", "only_before", "only_after", "before_seconds",
// "after_seconds", "changes": [{"name", "chip", "speedup" (null unless in both), "before", "after"}]}, where
// "before" and "after" are {"count", "flops", "bytes", "seconds"} or null for a group on one side only.
void writeComparisonJson(
    std::ostream& out, const MeasurementComparison& comparison, const std::string& before, const std::string& after);

// The same as a table for people: a row per group, its mean time per kernel before and after and its
// speed-up ("1.8×"), "only before" or "only after".
void writeComparisonText(
    std::ostream& out, const MeasurementComparison& comparison, const std::string& before, const std::string& after);

} // namespace roofline
