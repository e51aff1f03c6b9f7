#include "core/io/xprof_csv.h"

#include "core/base/error.h"
#include "core/base/text.h"

namespace roofline {

namespace {

constexpr double kMicrosecond = 1e-6;
constexpr double kGiga = 1e9; // GFLOP/s
constexpr double kGibi = 1073741824.0; // GiB/s: 2^30

bool isStepNumber(std::string_view step)
{
    return !step.empty() && step.find_first_not_of("0123456789") == std::string_view::npos;
}

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
    const ProfilerCsv csv(text, source);
    const std::size_t stepColumn = csv.require({"Step", "step"});
    const std::size_t operationColumn = csv.require({"Operation", "operation"});
    const std::optional<std::size_t> categoryColumn = csv.column({"Category", "category"});
    const std::size_t timeColumn = csv.require({"Total self time (us)", "total_self_time"});
    const std::size_t flopRateColumn = csv.require({"Normalized FLOP Rate (GFLOP/s)", "measured_flop_rate"});
    const std::size_t hbmColumn = csv.require({"HBM BW (GiB/s)", "hbm_bw"});
    bool hasTotal = false;
    for (std::size_t r = 1; r < csv.records().size(); ++r)
        hasTotal = hasTotal || trim(csv.text(csv.records()[r], stepColumn)) == "Total";
    ProfilerExport result;
    for (std::size_t r = 1; r < csv.records().size(); ++r) {
        const CsvRecord& record = csv.records()[r];
        const std::string_view step = trim(csv.text(record, stepColumn));
        if (hasTotal ? step != "Total" : !isStepNumber(step))
            continue;
        if (categoryColumn && trim(csv.text(record, *categoryColumn)) == "Program")
            continue;
        const std::string& name = csv.text(record, operationColumn);
        const auto skip = [&](const char* why) {
            result.skipped.push_back({record.line, quoteForMessage(name, 80) + ": " + why});
        };
        const double seconds = csv.number(record, timeColumn) * kMicrosecond;
        const double flops = csv.number(record, flopRateColumn) * kGiga * seconds;
        const double bytes = csv.number(record, hbmColumn) * kGibi * seconds;
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
    if (result.kernels.empty())
        throw Error(ErrorKind::Syntax,
            std::string(source) + ": no op of the roofline table has FLOPs, HBM traffic and time"
                + (hasTotal ? std::string() : std::string(" (and no \"Total\" or numbered steps)"))
                + (result.skipped.empty() ? std::string()
                                          : "; first left out, line " + std::to_string(result.skipped.front().line)
                            + ": " + result.skipped.front().reason),
            detailAt(ErrorCode::NoKernels, source, {}));
    return result;
}

} // namespace roofline
