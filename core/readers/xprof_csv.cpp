#include "core/readers/xprof_csv.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/readers/csv_fields.h"

#include <set>

namespace roofline {

namespace {

constexpr double kXprofMicrosecond = 1e-6;
constexpr double kXprofGiga = 1e9; // GFLOP/s
constexpr double kGibi = 1073741824.0; // GiB/s: 2^30

bool isStepNumber(std::string_view step)
{
    return !step.empty() && step.find_first_not_of("0123456789") == std::string_view::npos;
}

bool isXprofHeader(const CsvRecord& record)
{
    return (hasFields(record, {"Operation"}) || hasFields(record, {"operation"}))
        && (hasFields(record, {"Normalized FLOP Rate (GFLOP/s)"}) || hasFields(record, {"measured_flop_rate"}));
}

// The row XProf adds before each step's ops: their sum over the whole program, named "Program" and of
// category "Program" (GenerateRooflineModelProgramRecord in openxla/xprof's
// xprof/convert/op_stats_to_roofline_model.cc). Told by its name, so a table without its Category column
// still leaves it out.
bool isProgramRow(const ProfilerTable& table, const CsvRecord& record, std::size_t operationColumn,
    std::optional<std::size_t> categoryColumn)
{
    return trim(table.text(record, operationColumn)) == "Program"
        || (categoryColumn && trim(table.text(record, *categoryColumn)) == "Program");
}

// One table's rows of one run: a run ends where a row repeats one of its (step, program, operation) or
// where a header starts another table (a file appended to another).
struct XprofRun {
    const ProfilerTable* table = nullptr;
    std::size_t line = 0;
    std::size_t begin = 0, end = 0; // rows of the table
};

} // namespace

bool looksLikeXprofRoofline(std::string_view text)
{
    const std::string lower = toLower(text.substr(0, text.find('\n')));
    return lower.find("operation") != std::string::npos
        && (lower.find("normalized flop rate (gflop/s)") != std::string::npos
            || lower.find("measured_flop_rate") != std::string::npos);
}

ProfilerExport parseXprofRoofline(std::string_view text, std::string_view source)
{
    const ProfilerCsv csv(text, source, &isXprofHeader);
    std::vector<XprofRun> runs;
    for (const ProfilerTable& table : csv.tables()) {
        const std::size_t stepColumn = table.require({"Step", "step"});
        const std::size_t operationColumn = table.require({"Operation", "operation"});
        const std::optional<std::size_t> programColumn = table.column({"Program ID", "hlo_module_id"});
        runs.push_back({&table, table.header().line, 0, 0});
        // What a row is within a run: a step's op of a program.
        const auto keyOf = [&](const CsvRecord& record) {
            return std::string(trim(table.text(record, stepColumn))) + '\x1f'
                + (programColumn ? std::string(trim(table.text(record, *programColumn))) : std::string()) + '\x1f'
                + std::string(trim(table.text(record, operationColumn)));
        };
        std::set<std::string, std::less<>> seen;
        for (std::size_t r = 0; r < table.rows().size(); ++r) {
            const CsvRecord& record = table.rows()[r];
            if (seen.insert(keyOf(record)).second)
                continue;
            runs.back().end = r;
            runs.push_back({&table, record.line, r, r});
            seen = {keyOf(record)};
        }
        runs.back().end = table.rows().size();
    }
    ProfilerExport result;
    bool anyTotal = false;
    for (const XprofRun& run : runs) {
        const ProfilerTable& table = *run.table;
        const std::size_t stepColumn = table.require({"Step", "step"});
        const std::size_t operationColumn = table.require({"Operation", "operation"});
        const std::optional<std::size_t> categoryColumn = table.column({"Category", "category"});
        const std::size_t timeColumn = table.require({"Total self time (us)", "total_self_time"});
        const std::size_t flopRateColumn = table.require({"Normalized FLOP Rate (GFLOP/s)", "measured_flop_rate"});
        const std::size_t hbmColumn = table.require({"HBM BW (GiB/s)", "hbm_bw"});
        const std::span<const CsvRecord> rows = table.rows().subspan(run.begin, run.end - run.begin);
        bool hasTotal = false;
        for (const CsvRecord& record : rows)
            hasTotal = hasTotal || trim(table.text(record, stepColumn)) == "Total";
        anyTotal = anyTotal || hasTotal;
        for (const CsvRecord& record : rows) {
            const std::string_view step = trim(table.text(record, stepColumn));
            if (hasTotal ? step != "Total" : !isStepNumber(step))
                continue;
            if (isProgramRow(table, record, operationColumn, categoryColumn))
                continue;
            const std::string& name = table.text(record, operationColumn);
            const auto skip = [&](const char* why) {
                result.skipped.push_back({record.line, quoteForMessage(name, 80) + ": " + why});
            };
            const double seconds = table.number(record, timeColumn) * kXprofMicrosecond;
            const double flops = table.number(record, flopRateColumn) * kXprofGiga * seconds;
            const double bytes = table.number(record, hbmColumn) * kGibi * seconds;
            if (!(seconds > 0.0))
                skip("no self time");
            else if (!(flops > 0.0))
                skip("0 FLOPs");
            else if (!(bytes > 0.0))
                skip("no HBM traffic");
            else {
                MeasuredKernel kernel {name, flops, bytes, seconds, {}, {}};
                validateMeasuredKernel(kernel, formatPosition(source, {record.line, 1}));
                result.kernels.push_back(std::move(kernel));
            }
        }
    }
    if (result.kernels.empty())
        throw Error(ErrorKind::Syntax,
            std::string(source) + ": no op of the roofline table has FLOPs, HBM traffic and time"
                + (anyTotal ? std::string() : std::string(" (and no \"Total\" or numbered steps)"))
                + (result.skipped.empty() ? std::string()
                                          : "; first left out, line " + std::to_string(result.skipped.front().line)
                            + ": " + result.skipped.front().reason),
            detailAt(ErrorCode::NoKernels, source, {}));
    if (runs.size() > 1) {
        std::vector<std::size_t> lines;
        for (const XprofRun& run : runs)
            lines.push_back(run.line);
        result.warnings.push_back(appendedRunsWarning(source, "XProf", lines, "ops"));
    }
    return result;
}

} // namespace roofline
