#pragma once

#include "core/measured/measured_compare.h"

#include <ostream>
#include <string>
#include <vector>

namespace roofline {

// `roofline-studio measured BEFORE --compare AFTER [--json]` (docs/cli.md): two measurements of one
// workload, group by group (compareMeasurements, docs/model.md §I).

// What the comparison must say before its numbers are read (MeasurementComparison::sharesNoGroup,
// differentFormats), in English, naming the two files.
std::vector<std::string> comparisonWarnings(
    const MeasurementComparison& comparison, const std::string& before, const std::string& after);

// A reader's format in words, for those warnings: "pytorch-trace" is "a PyTorch profiler trace".
std::string formatWords(const std::string& format);

// JSON: {"before", "after" (the files), "in_both", "only_before", "only_after", "before_seconds",
// "after_seconds" (the groups' kernel time), "before_unmodelled_seconds", "after_unmodelled_seconds" (kernel
// time in no group: a trace's ops the app cannot model), "before_total_seconds", "after_total_seconds" (the
// two added), "before_formats", "after_formats", "warnings": [...], "changes": [{"name", "chip", "speedup"
// (null unless in both), "before", "after"}]}, where "before" and "after" are {"count", "flops", "bytes",
// "seconds", "mean_seconds"} (mean_seconds: per kernel) or null for a group on one side only. `warnings`
// are the comparison's (comparisonWarnings) after those given.
void writeComparisonJson(std::ostream& out, const MeasurementComparison& comparison, const std::string& before,
    const std::string& after, const std::vector<std::string>& warnings = {});

// The same as a table for people: a header with each side's whole kernel time and its unmodelled part,
// then a row per group: its kernels before and after, its mean time per kernel each side and its speed-up
// ("1.8×"), "only before" or "only after".
void writeComparisonText(
    std::ostream& out, const MeasurementComparison& comparison, const std::string& before, const std::string& after);

} // namespace roofline
