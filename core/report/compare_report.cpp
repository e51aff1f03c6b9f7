#include "core/report/compare_report.h"

#include "core/base/number_format.h"
#include "core/report/calc_report.h"

#include <nlohmann/json.hpp>

namespace roofline {

namespace {

nlohmann::ordered_json side(const std::optional<MeasuredGroup>& group)
{
    if (!group)
        return nullptr;
    return {{"count", group->count}, {"flops", group->flops}, {"bytes", group->bytes}, {"seconds", group->seconds}};
}

// A group's mean time per kernel, or "–" on the side it is missing from.
std::string perKernel(const std::optional<MeasuredGroup>& group)
{
    return group ? formatDuration(group->seconds / static_cast<double>(group->count)) : "–";
}

} // namespace

void writeComparisonJson(
    std::ostream& out, const MeasurementComparison& comparison, const std::string& before, const std::string& after)
{
    const auto value = [](const nlohmann::ordered_json& json) { return json.dump(); };
    out << "{\n  \"before\": " << value(before) << ",\n  \"after\": " << value(after)
        << ",\n  \"in_both\": " << comparison.inBoth << ",\n  \"only_before\": " << comparison.onlyBefore
        << ",\n  \"only_after\": " << comparison.onlyAfter
        << ",\n  \"before_seconds\": " << value(comparison.beforeSeconds)
        << ",\n  \"after_seconds\": " << value(comparison.afterSeconds) << ",\n  \"changes\": [";
    for (std::size_t i = 0; i < comparison.changes.size(); ++i) {
        const GroupChange& change = comparison.changes[i];
        nlohmann::ordered_json row {{"name", change.name}, {"chip", change.chipId}};
        row["speedup"] = change.speedup ? nlohmann::ordered_json(*change.speedup) : nlohmann::ordered_json(nullptr);
        row["before"] = side(change.before);
        row["after"] = side(change.after);
        out << (i == 0 ? "\n    " : ",\n    ") << value(row);
    }
    out << (comparison.changes.empty() ? "]" : "\n  ]") << "\n}\n";
}

void writeComparisonText(
    std::ostream& out, const MeasurementComparison& comparison, const std::string& before, const std::string& after)
{
    out << before << " → " << after << ": " << comparison.inBoth << " group(s) in both, " << comparison.onlyBefore
        << " only before, " << comparison.onlyAfter << " only after; " << formatDuration(comparison.beforeSeconds)
        << " → " << formatDuration(comparison.afterSeconds) << " of kernel time\n";
    std::vector<std::vector<std::string>> rows {{"name", "chip", "before", "after", "speed-up"}};
    for (const GroupChange& change : comparison.changes) {
        const std::string speedup = change.speedup ? formatCompact(*change.speedup, 3) + "×"
            : change.before                        ? "only before"
                                                   : "only after";
        rows.push_back({change.name, change.chipId, perKernel(change.before), perKernel(change.after), speedup});
    }
    out << alignedColumns(rows, "  ");
}

} // namespace roofline
