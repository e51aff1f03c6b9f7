#include "core/report/calc_report.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"

#include <algorithm>
#include <sstream>

namespace roofline {

std::size_t displayWidth(std::string_view text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string alignedColumns(const std::vector<std::vector<std::string>>& rows, std::string_view indent)
{
    std::string out;
    if (rows.empty())
        return out;
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    for (const auto& row : rows) {
        out += indent;
        for (std::size_t c = 0; c < row.size(); ++c) {
            out += row[c];
            if (c + 1 < row.size())
                out += std::string(widths[c] - displayWidth(row[c]) + 2, ' ');
        }
        out += '\n';
    }
    return out;
}

std::string describeMemoryFit(const Evaluation& e)
{
    if (!e.footprintBytes)
        return "not checked (no footprint=)";
    const std::string footprint = formatSI(*e.footprintBytes, "B");
    if (!e.capacityBytes)
        return footprint + " (no capacity given)";
    const std::string capacity = formatSI(*e.capacityBytes, "B") + " " + e.capacityLevel;
    return e.fits.value_or(true) ? "fits: " + footprint + " of " + capacity : "needs " + footprint + " of " + capacity;
}

std::vector<CalcRow> computeCalcRows(const std::vector<Chip>& chips, const std::vector<Op>& ops, const Dims& dims)
{
    std::vector<CalcRow> rows;
    rows.reserve(chips.size() * ops.size());
    for (const Chip& chip : chips) {
        for (const Op& op : ops) {
            CalcRow row;
            row.chip = &chip;
            row.op = &op;
            EvaluationOptions options;
            options.dataOnlyOps = true; // a table has a row for an all-to-all (docs/model.md §14)
            row.evaluation = evaluate(chip, op, dims, options);
            row.usefulFlops = costOf(op, dims).usefulFlops;
            if (op.kind == OpKind::Matmul || op.kind == OpKind::BatchedMatmul || op.kind == OpKind::Attention) {
                row.criticalKey = "critical_batch";
                row.criticalValue = criticalBatch(chip, op, dims);
            } else if (op.kind == OpKind::ShardedMatmul) {
                row.criticalKey = "critical_d";
                row.criticalValue = criticalD(chip, op, dims);
            }
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

void addTiersToJson(nlohmann::ordered_json& object, const Evaluation& e)
{
    if (e.tiers.empty())
        return;
    nlohmann::ordered_json names = nlohmann::ordered_json::array();
    nlohmann::ordered_json times = nlohmann::ordered_json::array();
    for (const EvaluationTier& tier : e.tiers) {
        names.push_back(tier.link);
        times.push_back(tier.seconds);
    }
    object["tiers"] = std::move(names);
    object["tier_times_s"] = std::move(times);
}

CalibratedTime calibratedTime(const CalcRow& row, const Calibration& calibration)
{
    CalibratedTime time;
    time.opClass = classOfOp(*row.op);
    time.computeEfficiency = efficiencyOf(calibration, time.opClass, true);
    time.bandwidthEfficiency = efficiencyOf(calibration, time.opClass, false);
    for (const ClassEfficiency& bucket : calibration.classes) {
        if (bucket.opClass == time.opClass && bucket.fitted)
            time.groups += bucket.groups;
    }
    time.seconds = calibratedOpSeconds(*row.op, row.evaluation, calibration);
    return time;
}

nlohmann::ordered_json calcRowsToJson(
    const std::vector<CalcRow>& rows, const Dims& dims, const Calibration* calibration)
{
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const CalcRow& row : rows) {
        const Evaluation& e = row.evaluation;
        nlohmann::ordered_json object;
        object["chip"] = row.chip->id;
        object["chip_name"] = row.chip->name;
        object["op"] = formatOpSpec(*row.op);
        object["label"] = displayLabel(*row.op, dims);
        object["precision"] = std::string(dtypeName(e.precision));
        object["flops"] = e.flops;
        object["useful_flops"] = row.usefulFlops;
        object["bytes"] = e.bytes;
        object["link"] = e.levelName;
        addTiersToJson(object, e);
        object["intensity"] = e.intensity;
        object["critical_intensity"] = e.criticalIntensity;
        object["peak_flops_per_s"] = e.peakFlopsPerS;
        object["bandwidth_bytes_per_s"] = e.bandwidthBytesPerS;
        object["t_math_s"] = e.tMath;
        object["t_comms_s"] = e.tComms;
        object["t_lower_s"] = e.tLower;
        object["t_upper_s"] = e.tUpper;
        object["attainable_flops_per_s"] = e.attainableFlopsPerS;
        object["bound"] = std::string(boundName(e.bound));
        object["unit"] = std::string(computeUnitName(e.unit));
        const auto orNull = [](const std::optional<double>& value) {
            return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
        };
        object["footprint_bytes"] = orNull(e.footprintBytes);
        object["capacity_bytes"] = orNull(e.capacityBytes);
        object["fits"] = e.fits ? nlohmann::ordered_json(*e.fits) : nlohmann::ordered_json(nullptr);
        if (row.criticalKey) {
            if (row.criticalValue)
                object[*row.criticalKey] = *row.criticalValue;
            else
                object[*row.criticalKey] = nullptr;
        }
        if (calibration) {
            const CalibratedTime time = calibratedTime(row, *calibration);
            object["calibrated"] = {{"seconds", time.seconds}, {"class", std::string(opClassName(time.opClass))},
                {"compute_efficiency", time.computeEfficiency}, {"bandwidth_efficiency", time.bandwidthEfficiency},
                {"groups", time.groups}, {"file", calibration->source}, {"measured_on", calibration->chipId},
                {"on_another_chip", !equalsIgnoreCase(calibration->chipId, row.chip->id)}};
        }
        array.push_back(std::move(object));
    }
    return array;
}

std::string calcRowsToTable(const std::vector<CalcRow>& rows, const Dims& dims, const Calibration* calibration)
{
    static const std::vector<std::string> headers {"op", "link", "unit", "FLOPs", "bytes", "intensity", "critical",
        "T_math", "T_comms", "T_lower", "T_upper", "attainable", "bound", "becomes compute-bound", "memory"};
    std::ostringstream out;
    // One block per chip: the rows of a chip come together.
    for (auto first = rows.begin(); first != rows.end();) {
        const Chip& chip = *first->chip;
        const auto last = std::find_if(first, rows.end(), [&](const CalcRow& row) { return row.chip != &chip; });
        // Useful FLOPs get a column only where padding makes them differ (tiled matmuls).
        const bool padded
            = std::any_of(first, last, [](const CalcRow& row) { return row.usefulFlops != row.evaluation.flops; });
        std::vector<std::vector<std::string>> table {headers};
        if (padded)
            table.front().insert(table.front().begin() + 4, "useful FLOPs");
        for (auto it = first; it != last; ++it) {
            const CalcRow& row = *it;
            const Evaluation& e = row.evaluation;
            std::string critical = "—";
            if (row.criticalKey) {
                const std::string variable = *row.criticalKey == "critical_d" ? "D" : "B";
                if (!row.criticalValue)
                    critical = "never";
                else if (*row.criticalValue == 0.0)
                    critical = "at any " + variable;
                else
                    critical = variable + " > " + formatCompact(*row.criticalValue);
            }
            table.push_back({displayLabel(*row.op, dims), crossedText(e), std::string(computeUnitName(e.unit)),
                formatCount(e.flops), formatCount(e.bytes), formatCompact(e.intensity, 4),
                formatCompact(e.criticalIntensity, 4), formatDuration(e.tMath), formatDuration(e.tComms),
                formatDuration(e.tLower), formatDuration(e.tUpper), formatSI(e.attainableFlopsPerS, "FLOPs/s"),
                std::string(boundName(e.bound)), critical, describeMemoryFit(e)});
            if (padded)
                table.back().insert(table.back().begin() + 4, formatCount(row.usefulFlops));
        }
        std::vector<std::size_t> widths(table.front().size(), 0);
        for (const auto& line : table) {
            for (std::size_t c = 0; c < line.size(); ++c)
                widths[c] = std::max(widths[c], displayWidth(line[c]));
        }
        out << chip.name << " (" << chip.id << ")\n";
        for (const auto& line : table) {
            out << "  ";
            for (std::size_t c = 0; c < line.size(); ++c) {
                out << line[c];
                if (c + 1 < line.size())
                    out << std::string(widths[c] - displayWidth(line[c]) + 2, ' ');
            }
            out << '\n';
        }
        // docs/model.md §15: each op's calibrated time, saying from what, and when the chip is not the one measured.
        if (calibration) {
            const bool elsewhere = !equalsIgnoreCase(calibration->chipId, chip.id);
            out << "  calibrated (" << calibration->source << ", measured on " << calibration->chipId
                << (elsewhere ? ", used on " + chip.id + ", another chip" : std::string()) << "):\n";
            for (auto it = first; it != last; ++it) {
                const CalibratedTime time = calibratedTime(*it, *calibration);
                out << "    " << displayLabel(*it->op, dims) << ": " << formatDuration(time.seconds) << " ("
                    << opClassName(time.opClass) << ", compute at " << formatCompact(time.computeEfficiency * 100.0, 3)
                    << " %, bandwidth at " << formatCompact(time.bandwidthEfficiency * 100.0, 3) << " %, "
                    << time.groups << " measured group(s))\n";
            }
        }
        first = last;
        if (first != rows.end())
            out << '\n';
    }
    return out.str();
}

} // namespace roofline
