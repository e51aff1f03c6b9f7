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
    return {{"count", group->count}, {"flops", group->flops}, {"bytes", group->bytes}, {"seconds", group->seconds},
        {"mean_seconds", group->seconds / static_cast<double>(group->count)}};
}

// A group's mean time per kernel, or "–" on the side it is missing from.
std::string perKernel(const std::optional<MeasuredGroup>& group)
{
    return group ? formatDuration(group->seconds / static_cast<double>(group->count)) : "–";
}

std::string countOf(const std::optional<MeasuredGroup>& group)
{
    return group ? std::to_string(group->count) : "–";
}

// "an Nsight Compute CSV and a kernels CSV": the formats a side was read in.
std::string formatsWords(const std::vector<std::string>& formats)
{
    std::string words;
    for (std::size_t i = 0; i < formats.size(); ++i)
        words += (i == 0 ? "" : i + 1 == formats.size() ? " and " : ", ") + formatWords(formats[i]);
    return words;
}

} // namespace

std::string formatWords(const std::string& format)
{
    if (format == "csv")
        return "a kernels CSV";
    if (format == "nsight-compute")
        return "an Nsight Compute CSV";
    if (format == "pytorch-trace")
        return "a PyTorch profiler trace";
    if (format == "rocprofv3")
        return "a rocprofv3 counter CSV";
    if (format == "xprof")
        return "an XProf roofline table";
    if (format == "ert")
        return "an ERT roofline.json";
    return "\"" + format + "\"";
}

std::vector<std::string> comparisonWarnings(
    const MeasurementComparison& comparison, const std::string& before, const std::string& after)
{
    std::vector<std::string> warnings;
    if (comparison.differentFormats())
        warnings.push_back(before + " is " + formatsWords(comparison.before.formats) + " and " + after + " "
            + formatsWords(comparison.after.formats)
            + ": each names its groups its own way (kernels, ops, shapes), so the same work is seldom found in both");
    if (comparison.sharesNoGroup())
        warnings.push_back(before + " and " + after
            + " share no group (no kernel name on the same chip in both): nothing is compared, every group is "
              "only before or only after");
    return warnings;
}

void writeComparisonJson(std::ostream& out, const MeasurementComparison& comparison, const std::string& before,
    const std::string& after, const std::vector<std::string>& warnings)
{
    const auto value = [](const nlohmann::ordered_json& json) { return json.dump(); };
    std::vector<std::string> all = warnings;
    for (std::string& warning : comparisonWarnings(comparison, before, after))
        all.push_back(std::move(warning));
    out << "{\n  \"before\": " << value(before) << ",\n  \"after\": " << value(after)
        << ",\n  \"in_both\": " << comparison.inBoth << ",\n  \"only_before\": " << comparison.onlyBefore
        << ",\n  \"only_after\": " << comparison.onlyAfter
        << ",\n  \"before_seconds\": " << value(comparison.beforeSeconds)
        << ",\n  \"after_seconds\": " << value(comparison.afterSeconds)
        << ",\n  \"before_unmodelled_seconds\": " << value(comparison.before.unmodelledSeconds)
        << ",\n  \"after_unmodelled_seconds\": " << value(comparison.after.unmodelledSeconds)
        << ",\n  \"before_total_seconds\": " << value(comparison.beforeTotalSeconds())
        << ",\n  \"after_total_seconds\": " << value(comparison.afterTotalSeconds())
        << ",\n  \"before_formats\": " << value(comparison.before.formats)
        << ",\n  \"after_formats\": " << value(comparison.after.formats) << ",\n  \"warnings\": [";
    for (std::size_t i = 0; i < all.size(); ++i)
        out << (i == 0 ? "\n    " : ",\n    ") << value(all[i]);
    out << (all.empty() ? "]" : "\n  ]") << ",\n  \"changes\": [";
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
    // The whole kernel time each side spent, the unmodelled part said apart: a run whose unmodelled ops
    // grew is not faster because its modelled ones shrank.
    out << before << " → " << after << ": " << comparison.inBoth << " group(s) in both, " << comparison.onlyBefore
        << " only before, " << comparison.onlyAfter << " only after; "
        << formatDuration(comparison.beforeTotalSeconds()) << " → " << formatDuration(comparison.afterTotalSeconds())
        << " of kernel time";
    if (comparison.before.unmodelledSeconds > 0.0 || comparison.after.unmodelledSeconds > 0.0)
        out << " (of it unmodelled, in ops the app cannot model: "
            << formatDuration(comparison.before.unmodelledSeconds) << " → "
            << formatDuration(comparison.after.unmodelledSeconds) << ")";
    out << "\n";
    std::vector<std::vector<std::string>> rows {{"name", "chip", "kernels", "mean before", "mean after", "speed-up"}};
    for (const GroupChange& change : comparison.changes) {
        const std::string speedup = change.speedup ? formatCompact(*change.speedup, 3) + "×"
            : change.before                        ? "only before"
                                                   : "only after";
        rows.push_back({change.name, change.chipId, countOf(change.before) + " → " + countOf(change.after),
            perKernel(change.before), perKernel(change.after), speedup});
    }
    out << alignedColumns(rows, "  ");
}

} // namespace roofline
