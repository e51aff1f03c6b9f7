#include "core/report/measured_report.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/report/calc_report.h"
#include "core/scene/scene.h"

#include <array>
#include <map>
#include <nlohmann/json.hpp>

namespace roofline {

namespace {

// The dtype of a group in words: "bf16", or why there is none.
std::string dtypeWords(const MeasuredDtype& dtype)
{
    if (dtype.dtype)
        return std::string(dtypeName(*dtype.dtype));
    return dtype.from == DtypeFrom::Mixed ? "mixed" : "–";
}

// Each group against its roof on the chip, and the warnings: groups it cannot place, groups above its
// roof (which cannot be right), and groups measured against its highest peak for want of their own.
void chipRoofs(MeasuredReport& report, const std::vector<MeasuredKernel>& kernels, const Chip& chip)
{
    report.roofs.assign(report.groups.size(), std::nullopt);
    std::size_t againstHighest = 0;
    std::optional<Dtype> highest;
    std::vector<std::string> above; // said after every group the chip cannot place
    for (std::size_t g = 0; g < report.groups.size(); ++g) {
        const MeasuredGroup group = measuredGroupOf(report.groups[g], kernels, chip.id);
        std::optional<MeasuredPoint> point;
        try {
            point = placeMeasuredGroup(chip, group);
        } catch (const Error& error) {
            report.warnings.push_back(std::string(error.what()) + "; not drawn on " + chip.name);
            continue;
        }
        if (!point)
            continue;
        const bool computeBound = point->roofFlopsPerS >= point->peakFlopsPerS;
        report.roofs[g] = MeasuredReport::Roof {point->roofPrecision, point->fractionOfRoof, point->roofExact,
            computeBound ? std::string(dtypeName(point->roofPrecision)) + " peak" : point->levelName};
        if (!point->roofExact) {
            ++againstHighest;
            highest = point->roofPrecision;
        }
        if (point->aboveRoof)
            above.push_back(quoteForMessage(point->name, 80) + " reaches "
                + formatCompact(point->fractionOfRoof * 100.0, 3) + " % of " + chip.name + "'s roof at its intensity ("
                + formatSI(point->roofFlopsPerS, "FLOPs/s") + ", " + report.roofs[g]->bound
                + "): above it, which cannot be; check the chip's peak or the bytes counted");
    }
    report.warnings.insert(report.warnings.end(), above.begin(), above.end());
    if (againstHighest > 0)
        report.warnings.push_back(std::to_string(againstHighest) + " group(s) measured against " + chip.name
            + "'s highest peak (" + std::string(dtypeName(*highest))
            + "): the file does not say the precision they ran in (or " + chip.name
            + " has no peak of it), so their share of the roof may be too low (\"≥\" in the table)");
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
    report.unmodelledSeconds = file.unmodelledSeconds;
    report.unmodelled = file.unmodelled;
    report.kernelSeconds = file.kernelSeconds;
    report.dataMovementSeconds = file.dataMovementSeconds;
    report.dataMovement = file.dataMovement;
    report.join = file.join;
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
    if (chip) {
        chipRoofs(report, kernels, *chip);
        for (const DataMovement& moved : report.dataMovement) {
            // Bytes over a link the chip does not list: nothing to measure them against.
            const BandwidthLevel* level = moved.overLink ? defaultLink(*chip) : &defaultMemoryLevel(*chip);
            report.dataMovementAgainst.push_back(level
                    ? MeasuredReport::Bandwidth {level->name, level->totalBytesPerS()}
                    : MeasuredReport::Bandwidth {});
        }
    }
    return report;
}

namespace {

nlohmann::ordered_json unjoinedByReason(const JoinedTime& time)
{
    return {{"no_launch", time.noLaunchSeconds}, {"outside_ops", time.outsideOpsSeconds}};
}

// A trace's join: the GPU read and its kernels' time at the top level, its copies', and every GPU's.
void writeJoinJson(std::ostream& out, const TraceJoin& join)
{
    const JoinedTime& kernels = join.kernels;
    const JoinedTime& copies = join.copies;
    out << ",\n  \"device\": " << join.device
        << ",\n  \"joined_seconds\": " << nlohmann::ordered_json(kernels.joinedSeconds).dump()
        << ",\n  \"unjoined_seconds\": " << nlohmann::ordered_json(kernels.unjoinedSeconds()).dump()
        << ",\n  \"unjoined_by_reason\": " << unjoinedByReason(kernels).dump() << ",\n  \"copies\": "
        << nlohmann::ordered_json(
               {{"seconds", copies.seconds()}, {"joined_seconds", copies.joinedSeconds},
                   {"unjoined_seconds", copies.unjoinedSeconds()}, {"unjoined_by_reason", unjoinedByReason(copies)}})
               .dump()
        << ",\n  \"devices\": [";
    for (std::size_t i = 0; i < join.devices.size(); ++i) {
        const DeviceTime& device = join.devices[i];
        const nlohmann::ordered_json row {{"device", device.device}, {"kernel_seconds", device.kernels.seconds()},
            {"joined_seconds", device.kernels.joinedSeconds}, {"unjoined_seconds", device.kernels.unjoinedSeconds()},
            {"unjoined_by_reason", unjoinedByReason(device.kernels)}, {"copy_seconds", device.copies.seconds()}};
        out << (i == 0 ? "\n    " : ",\n    ") << row.dump();
    }
    out << (join.devices.empty() ? "]" : "\n  ]");
}

} // namespace

void writeMeasuredReportJson(std::ostream& out, const MeasuredReport& report)
{
    // A JSON value, compact, on one line (strings escaped by nlohmann, numbers as it writes doubles).
    const auto value = [](const nlohmann::ordered_json& json) { return json.dump(); };
    out << "{\n  \"format\": " << value(report.format) << ",\n  \"kernels\": " << report.kernels
        << ",\n  \"skipped\": [";
    for (std::size_t i = 0; i < report.skipped.size(); ++i)
        out << (i == 0 ? "\n    " : ",\n    ")
            << value({{"line", report.skipped[i].line}, {"reason", report.skipped[i].reason}});
    out << (report.skipped.empty() ? "]" : "\n  ]") << ",\n  \"warnings\": [";
    for (std::size_t i = 0; i < report.warnings.size(); ++i)
        out << (i == 0 ? "\n    " : ",\n    ") << value(report.warnings[i]);
    out << (report.warnings.empty() ? "]" : "\n  ]") << ",\n  \"groups\": [";
    for (std::size_t i = 0; i < report.groups.size(); ++i) {
        const KernelNameGroup& group = report.groups[i];
        nlohmann::ordered_json row {{"name", group.name}, {"count", group.count}, {"flops", group.flops},
            {"bytes", group.bytes}, {"seconds", group.seconds}};
        row["dtype"] = group.dtype.dtype ? nlohmann::ordered_json(std::string(dtypeName(*group.dtype.dtype)))
                                         : nlohmann::ordered_json(nullptr);
        if (i < report.roofs.size() && report.roofs[i]) {
            row["peak_precision"] = std::string(dtypeName(report.roofs[i]->peakPrecision));
            row["fraction_of_roof"] = report.roofs[i]->fractionOfRoof;
            row["roof_exact"] = report.roofs[i]->exact;
        }
        out << (i == 0 ? "\n    " : ",\n    ") << value(row);
    }
    out << (report.groups.empty() ? "]" : "\n  ]");
    if (!report.chipId.empty())
        out << ",\n  \"chip\": " << value(report.chipId);
    if (report.ceilings) {
        nlohmann::ordered_json ceilings = nlohmann::ordered_json::array();
        for (const EmpiricalCeiling& ceiling : report.ceilings->ceilings)
            ceilings.push_back({{"name", ceiling.name}, {"flops_per_s", ceiling.flopsPerS}});
        nlohmann::ordered_json bandwidths = nlohmann::ordered_json::array();
        for (const EmpiricalBandwidth& bandwidth : report.ceilings->bandwidths)
            bandwidths.push_back({{"name", bandwidth.name}, {"bytes_per_s", bandwidth.bytesPerS}});
        out << ",\n  \"ceilings\": " << value(ceilings) << ",\n  \"bandwidths\": " << value(bandwidths);
    }
    if (report.unmodelledSeconds) {
        out << ",\n  \"unmodelled_seconds\": " << value(*report.unmodelledSeconds)
            << ",\n  \"kernel_seconds\": " << value(report.kernelSeconds) << ",\n  \"unmodelled\": [";
        for (std::size_t i = 0; i < report.unmodelled.size(); ++i) {
            const UnmodelledTime& time = report.unmodelled[i];
            out << (i == 0 ? "\n    " : ",\n    ")
                << value({{"op", time.op}, {"kernels", time.kernels}, {"seconds", time.seconds},
                       {"reason", time.reason}});
        }
        out << (report.unmodelled.empty() ? "]" : "\n  ]");
        out << ",\n  \"data_movement_seconds\": " << value(report.dataMovementSeconds) << ",\n  \"data_movement\": [";
        for (std::size_t i = 0; i < report.dataMovement.size(); ++i) {
            const DataMovement& moved = report.dataMovement[i];
            nlohmann::ordered_json row {{"name", moved.name}, {"count", moved.runs}, {"bytes", moved.bytes},
                {"seconds", moved.seconds}, {"bytes_per_s", moved.bytesPerS()}};
            if (i < report.dataMovementAgainst.size() && report.dataMovementAgainst[i].bytesPerS > 0.0) {
                row["level"] = report.dataMovementAgainst[i].level;
                row["fraction_of_bandwidth"] = moved.bytesPerS() / report.dataMovementAgainst[i].bytesPerS;
            }
            out << (i == 0 ? "\n    " : ",\n    ") << value(row);
        }
        out << (report.dataMovement.empty() ? "]" : "\n  ]");
    }
    if (report.join)
        writeJoinJson(out, *report.join);
    if (!report.projections.empty()) {
        out << ",\n  \"projections\": [";
        for (std::size_t p = 0; p < report.projections.size(); ++p) {
            const Projection& projection = report.projections[p];
            nlohmann::ordered_json groups = nlohmann::ordered_json::array();
            for (const ProjectedGroup& group : projection.groups)
                groups.push_back({{"name", group.name}, {"seconds", group.seconds},
                    {"bound", group.computeBound ? "compute" : "bandwidth"}});
            out << (p == 0 ? "\n    " : ",\n    ")
                << value({{"chip", projection.chipId}, {"step_s", projection.stepS},
                       {"modelled_s", projection.modelledS}, {"unmodelled_s", projection.unmodelledS},
                       {"calibration",
                           report.calibrationSource.empty() ? nlohmann::ordered_json(report.chipId + " (this profile)")
                                                            : nlohmann::ordered_json(report.calibrationSource)},
                       {"groups", std::move(groups)}});
        }
        out << "\n  ]";
    }
    out << "\n}\n";
}

void writeMeasuredReportText(std::ostream& out, const MeasuredReport& report)
{
    out << report.source << ": " << report.format;
    if (report.ceilings) {
        out << ", measured ceilings\n";
        std::vector<std::vector<std::string>> rows {{"ceiling", "FLOPs/s"}};
        for (const EmpiricalCeiling& ceiling : report.ceilings->ceilings)
            rows.push_back({ceiling.name, formatSI(ceiling.flopsPerS, "FLOPs/s")});
        out << alignedColumns(rows, "  ");
        rows = {{"level", "bandwidth"}};
        for (const EmpiricalBandwidth& bandwidth : report.ceilings->bandwidths)
            rows.push_back({bandwidth.name, formatSI(bandwidth.bytesPerS, "B/s")});
        out << alignedColumns(rows, "  ");
    } else {
        out << ", " << report.kernels << " kernel(s) in " << report.groups.size() << " group(s) by name"
            << (report.chipId.empty() ? "" : " on " + report.chipId) << "\n";
    }
    if (report.unmodelledSeconds)
        out << "  unmodelled: " << formatDuration(*report.unmodelledSeconds) << " of "
            << formatDuration(report.kernelSeconds) << " of kernel time (ops the app cannot model)\n";
    if (report.dataMovementSeconds > 0.0) {
        out << "  data movement: " << formatDuration(report.dataMovementSeconds) << " of "
            << formatDuration(report.kernelSeconds) << " of kernel time (ops that do no FLOPs, not on the chart)\n";
        std::vector<std::vector<std::string>> rows {{"op", "runs", "bytes", "time", "bandwidth"}};
        if (!report.dataMovementAgainst.empty())
            rows.front().push_back("of bandwidth");
        for (std::size_t i = 0; i < report.dataMovement.size(); ++i) {
            const DataMovement& moved = report.dataMovement[i];
            rows.push_back({shownName(moved.name), std::to_string(moved.runs), formatSI(moved.bytes, "B"),
                formatDuration(moved.seconds), formatSI(moved.bytesPerS(), "B/s")});
            if (i < report.dataMovementAgainst.size()) {
                const MeasuredReport::Bandwidth& against = report.dataMovementAgainst[i];
                rows.back().push_back(against.bytesPerS > 0.0
                        ? formatCompact(100.0 * moved.bytesPerS() / against.bytesPerS, 3) + " % of " + against.level
                        : std::string("(no link)"));
            }
        }
        out << alignedColumns(rows, "    ");
    }
    if (report.join) {
        const JoinedTime& kernels = report.join->kernels;
        std::string others;
        for (const DeviceTime& device : report.join->devices)
            if (device.device != report.join->device)
                others += (others.empty() ? "" : ", ") + std::to_string(device.device);
        out << "  GPU " << report.join->device << (others.empty() ? "" : " (also in the trace: " + others + ")") << ": "
            << formatDuration(kernels.joinedSeconds) << " of kernel time joined the ops that launched it; "
            << "not joined: " << formatDuration(kernels.noLaunchSeconds) << " without a launch, "
            << formatDuration(kernels.outsideOpsSeconds) << " launched outside every op\n";
    }
    for (const std::string& warning : report.warnings)
        out << "  warning: " << warning << "\n";
    for (const SkippedKernel& skipped : report.skipped)
        out << "  left out, line " << skipped.line << ": " << skipped.reason << "\n";
    if (report.groups.empty())
        return;
    // Two passes, each row formatted as it is needed: its widths, then its text. With a chip, how close
    // each came to its roof there, and the peak that roof is of.
    const bool roofs = !report.roofs.empty();
    const auto row = [&](std::size_t g) {
        const KernelNameGroup& group = report.groups[g];
        std::string roof;
        if (roofs && report.roofs[g])
            roof = (report.roofs[g]->exact ? "" : "≥ ") + formatCompact(report.roofs[g]->fractionOfRoof * 100.0, 3)
                + " % (" + report.roofs[g]->bound + ")";
        return std::array<std::string, 7> {shownName(group.name), std::to_string(group.count), dtypeWords(group.dtype),
            formatCount(group.flops), formatCount(group.bytes), formatDuration(group.seconds), roof};
    };
    const std::array<std::string, 7> header {
        "name", "count", "precision", "FLOPs", "bytes", "time", roofs ? "of roof" : ""};
    std::array<std::size_t, 7> widths {};
    const auto widen = [&](const std::array<std::string, 7>& cells) {
        for (std::size_t c = 0; c < cells.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(cells[c]));
    };
    widen(header);
    for (std::size_t g = 0; g < report.groups.size(); ++g)
        widen(row(g));
    const std::size_t shown = roofs ? 7 : 6;
    const auto print = [&](const std::array<std::string, 7>& cells) {
        out << "  ";
        for (std::size_t c = 0; c < shown; ++c) {
            out << cells[c];
            if (c + 1 < shown)
                out << std::string(widths[c] - displayWidth(cells[c]) + 2, ' ');
        }
        out << '\n';
    };
    print(header);
    for (std::size_t g = 0; g < report.groups.size(); ++g)
        print(row(g));
    // docs/model.md §15: the step on each chip it is projected to.
    for (const Projection& projection : report.projections) {
        out << "projected to " << projection.chipId << " ("
            << (report.calibrationSource.empty()
                       ? "the efficiencies of " + report.chipId + ", calibrated from this profile"
                       : "calibration " + report.calibrationSource)
            << "): step " << formatDuration(projection.stepS) << " = " << formatDuration(projection.modelledS)
            << " modelled + " << formatDuration(projection.unmodelledS) << " unmodelled, carried over as measured\n";
    }
}

} // namespace roofline
