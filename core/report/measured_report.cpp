#include "core/report/measured_report.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/report/calc_report.h"
#include "core/scene/scene.h"

#include <map>

namespace roofline {

namespace {

// The warnings of a chip: groups it cannot place, and groups above its roof, which cannot be right.
void chipWarnings(MeasuredReport& report, const std::vector<MeasuredKernel>& kernels, const Chip& chip)
{
    std::vector<MeasuredKernel> totals;
    totals.reserve(report.groups.size());
    for (const KernelNameGroup& group : report.groups) {
        const MeasuredKernel& first = kernels[group.firstKernel];
        totals.push_back({group.name, group.flops, group.bytes, group.seconds, chip.id, first.link});
    }
    ChipRoofline layer;
    placeMeasuredKernels(layer, chip, totals);
    for (const OpProblem& problem : layer.measuredProblems)
        report.warnings.push_back(problem.message + "; not drawn on " + chip.name);
    for (const MeasuredPoint& point : layer.measured) {
        if (point.aboveRoof)
            report.warnings.push_back(quoteForMessage(point.name, 80) + " reaches "
                + formatCompact(point.fractionOfRoof * 100.0, 3) + " % of " + chip.name + "'s roof at its intensity ("
                + formatSI(point.roofFlopsPerS, "FLOPs/s") + "): above it, which cannot be; check the chip's peak or "
                + "the bytes counted");
    }
}

// A kernel's name in a table: control bytes escaped (a terminal shows what the file holds), cut at 60.
std::string shownName(const std::string& name)
{
    const std::string quoted = quoteForMessage(name, 60);
    return quoted.substr(1, quoted.size() - 2);
}

} // namespace

MeasuredReport measuredReport(const MeasuredFile& file, std::string source, const Chip* chip)
{
    MeasuredReport report;
    report.source = std::move(source);
    report.format = file.format;
    report.skipped = file.skipped;
    for (const ImportWarning& warning : file.warnings)
        report.warnings.push_back(warning.message);
    report.ceilings = file.ceilings;
    std::vector<MeasuredKernel> kept;
    std::map<std::string, std::size_t> elsewhere; // chip id → kernels
    if (chip) {
        report.chipId = chip->id;
        for (const MeasuredKernel& kernel : file.kernels) {
            if (measuredOnChip(kernel, *chip))
                kept.push_back(kernel);
            else
                ++elsewhere[std::string(trim(kernel.chipId))];
        }
        if (report.ceilings)
            report.ceilings->chipId = chip->id;
    }
    const std::vector<MeasuredKernel>& kernels = chip ? kept : file.kernels;
    report.kernels = kernels.size();
    report.groups = groupByName(kernels);
    if (!elsewhere.empty()) {
        std::size_t count = 0;
        std::string ids;
        for (const auto& [id, n] : elsewhere) {
            count += n;
            ids += (ids.empty() ? "" : ", ") + id;
        }
        report.warnings.push_back(std::to_string(count) + " kernel(s) measured on other chips (" + ids
            + ") left out: only those of " + chip->id + " are counted");
    }
    if (chip)
        chipWarnings(report, kernels, *chip);
    return report;
}

nlohmann::ordered_json measuredReportJson(const MeasuredReport& report)
{
    nlohmann::ordered_json json;
    json["format"] = report.format;
    json["kernels"] = report.kernels;
    json["skipped"] = nlohmann::ordered_json::array();
    for (const SkippedKernel& skipped : report.skipped)
        json["skipped"].push_back({{"line", skipped.line}, {"reason", skipped.reason}});
    json["warnings"] = report.warnings;
    json["groups"] = nlohmann::ordered_json::array();
    for (const KernelNameGroup& group : report.groups)
        json["groups"].push_back({{"name", group.name}, {"count", group.count}, {"flops", group.flops},
            {"bytes", group.bytes}, {"seconds", group.seconds}});
    if (!report.chipId.empty())
        json["chip"] = report.chipId;
    if (report.ceilings) {
        json["ceilings"] = nlohmann::ordered_json::array();
        for (const EmpiricalCeiling& ceiling : report.ceilings->ceilings)
            json["ceilings"].push_back({{"name", ceiling.name}, {"flops_per_s", ceiling.flopsPerS}});
        json["bandwidths"] = nlohmann::ordered_json::array();
        for (const EmpiricalBandwidth& bandwidth : report.ceilings->bandwidths)
            json["bandwidths"].push_back({{"name", bandwidth.name}, {"bytes_per_s", bandwidth.bytesPerS}});
    }
    return json;
}

std::string measuredReportText(const MeasuredReport& report)
{
    std::string out = report.source + ": " + report.format;
    if (report.ceilings) {
        out += ", measured ceilings\n";
        std::vector<std::vector<std::string>> rows {{"ceiling", "FLOPs/s"}};
        for (const EmpiricalCeiling& ceiling : report.ceilings->ceilings)
            rows.push_back({ceiling.name, formatSI(ceiling.flopsPerS, "FLOPs/s")});
        out += alignedColumns(rows, "  ");
        rows = {{"level", "bandwidth"}};
        for (const EmpiricalBandwidth& bandwidth : report.ceilings->bandwidths)
            rows.push_back({bandwidth.name, formatSI(bandwidth.bytesPerS, "B/s")});
        out += alignedColumns(rows, "  ");
    } else {
        out += ", " + std::to_string(report.kernels) + " kernel(s) in " + std::to_string(report.groups.size())
            + " group(s) by name" + (report.chipId.empty() ? "" : " on " + report.chipId) + "\n";
    }
    for (const std::string& warning : report.warnings)
        out += "  warning: " + warning + "\n";
    for (const SkippedKernel& skipped : report.skipped)
        out += "  left out, line " + std::to_string(skipped.line) + ": " + skipped.reason + "\n";
    if (!report.groups.empty()) {
        std::vector<std::vector<std::string>> rows {{"name", "count", "FLOPs", "bytes", "time"}};
        for (const KernelNameGroup& group : report.groups)
            rows.push_back({shownName(group.name), std::to_string(group.count), formatCount(group.flops),
                formatCount(group.bytes), formatDuration(group.seconds)});
        out += alignedColumns(rows, "  ");
    }
    return out;
}

} // namespace roofline
