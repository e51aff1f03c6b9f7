#include "core/readers/rocprof_csv.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/readers/csv_fields.h"

#include <map>
#include <set>

namespace roofline {

namespace {

constexpr double kNanosecond = 1e-9;

// One dispatch of a run: its kernel, where it was first met, its times (whole nanoseconds since an epoch:
// 1733482937123456789 has 19 digits, beyond a double's 16) and its counters.
struct Dispatch {
    std::string id;
    std::string kernel;
    std::size_t line = 0;
    std::uint64_t start = 0, end = 0;
    std::map<std::string, double, std::less<>> counters;
};

// One run of the application: its dispatches in the order first met, by Dispatch_Id, and the counters its
// passes collected.
struct RocprofRun {
    std::size_t line = 0;
    std::vector<Dispatch> dispatches;
    std::map<std::string, std::size_t, std::less<>> byId;
    std::set<std::string, std::less<>> counters;
};

// "TCC_EA0_RDREQ_sum" and "TCC_EA0_RDREQ" are one counter: rocprof-compute sums a counter's instances
// under the first name, rocprofv3 reports the sum under the second.
std::string counterName(std::string_view text)
{
    std::string name(trim(text));
    if (name.ends_with("_sum"))
        name.resize(name.size() - 4);
    return name;
}

std::optional<double> flopsOf(const Dispatch& dispatch)
{
    const auto& c = dispatch.counters;
    const auto get = [&c](const std::string& name, bool& found) {
        const auto it = c.find(name);
        if (it == c.end())
            return 0.0;
        found = true;
        return it->second;
    };
    bool found = false;
    double valu = 0.0;
    for (const char* precision : {"F16", "F32", "F64"}) {
        const std::string p(precision);
        valu += get("SQ_INSTS_VALU_ADD_" + p, found) + get("SQ_INSTS_VALU_MUL_" + p, found)
            + get("SQ_INSTS_VALU_TRANS_" + p, found) + 2.0 * get("SQ_INSTS_VALU_FMA_" + p, found);
    }
    double mfma = 0.0;
    for (const char* type : {"F16", "BF16", "F32", "F64", "I8", "F8", "BF8", "XF32"})
        mfma += get("SQ_INSTS_VALU_MFMA_MOPS_" + std::string(type), found);
    if (!found)
        return std::nullopt;
    return 64.0 * valu + 512.0 * mfma;
}

std::optional<double> bytesOf(const Dispatch& dispatch)
{
    const auto& c = dispatch.counters;
    const auto value = [&c](const std::string& name) {
        const auto it = c.find(name);
        return it == c.end() ? 0.0 : it->second;
    };
    for (const char* prefix : {"TCC_EA0_", "TCC_EA_"}) {
        const std::string p(prefix);
        if (!c.contains(p + "RDREQ") && !c.contains(p + "WRREQ"))
            continue;
        const double bubble = p == "TCC_EA0_" ? value("TCC_BUBBLE") : 0.0;
        const double read = 128.0 * bubble + 64.0 * (value(p + "RDREQ") - bubble - value(p + "RDREQ_32B"))
            + 32.0 * value(p + "RDREQ_32B");
        const double write = 64.0 * value(p + "WRREQ_64B") + 32.0 * (value(p + "WRREQ") - value(p + "WRREQ_64B"));
        return read + write;
    }
    if (c.contains("FETCH_SIZE") || c.contains("WRITE_SIZE"))
        return 1024.0 * (value("FETCH_SIZE") + value("WRITE_SIZE"));
    return std::nullopt;
}

bool isRocprofHeader(const CsvRecord& record)
{
    return hasFields(record, {"Dispatch_Id", "Counter_Name", "Counter_Value"});
}

} // namespace

bool looksLikeRocprofCounters(std::string_view text)
{
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    return firstLine.find("Counter_Name") != std::string_view::npos
        && firstLine.find("Counter_Value") != std::string_view::npos
        && firstLine.find("Dispatch_Id") != std::string_view::npos;
}

bool looksLikeRocprofKernelTrace(std::string_view text)
{
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    return firstLine.find("Counter_Name") == std::string_view::npos
        && firstLine.find("\"Dispatch_Id\"") != std::string_view::npos
        && firstLine.find("\"Kernel_Name\"") != std::string_view::npos
        && firstLine.find("\"Start_Timestamp\"") != std::string_view::npos
        && firstLine.find("\"End_Timestamp\"") != std::string_view::npos;
}

ProfilerExport parseRocprofCounters(std::string_view text, std::string_view source)
{
    const ProfilerCsv csv(text, source, &isRocprofHeader);
    const CsvRecord& first = csv.tables().front().header();
    if (!hasFields(first, {"Counter_Name"}) && hasFields(first, {"Kernel_Name", "Start_Timestamp", "End_Timestamp"})) {
        ErrorDetail detail = detailAt(ErrorCode::MissingColumn, source, {first.line, 1});
        detail.value = "\"Counter_Name\"";
        throw Error(ErrorKind::MissingKey,
            formatPosition(source, {first.line, 1})
                + ": a rocprofv3 kernel trace (kernel_trace.csv) times each dispatch but counts no FLOPs or bytes, "
                  "so its kernels have no place on a roofline; collect counters with rocprofv3 --pmc … --output-format "
                  "csv and import its counter_collection.csv",
            std::move(detail));
    }
    // rocprofv3 writes one row per dispatch and counter, the counter's instances already summed
    // (generate_csv in rocprofiler-sdk's source/lib/output/generateCSV.cpp). A table (a pass) that collects
    // no counter its run has not is another run: the file appended to itself (>>), or runs concatenated, whose
    // Dispatch_Ids start again; a pass of the same run brings counters of its own (and may collect one again,
    // GRBM_GUI_ACTIVE in each, of which the first is kept). A table that reports a dispatch and counter twice
    // was appended to without its header: the second starts another run.
    std::vector<RocprofRun> runs(1);
    runs.back().line = csv.tables().front().header().line;
    for (const ProfilerTable& table : csv.tables()) {
        const std::size_t dispatchColumn = table.require({"Dispatch_Id"});
        const std::size_t kernelColumn = table.require({"Kernel_Name"});
        const std::size_t counterColumn = table.require({"Counter_Name"});
        const std::size_t valueColumn = table.require({"Counter_Value"});
        const std::size_t startColumn = table.require({"Start_Timestamp"});
        const std::size_t endColumn = table.require({"End_Timestamp"});
        bool collectsNew = false;
        for (const CsvRecord& record : table.rows())
            collectsNew = collectsNew || !runs.back().counters.contains(trim(table.text(record, counterColumn)));
        if (!runs.back().counters.empty() && !collectsNew)
            runs.emplace_back().line = table.header().line;
        std::set<std::string, std::less<>> reported; // "dispatch\x1fcounter", in this table
        for (const CsvRecord& record : table.rows()) {
            const std::string id(trim(table.text(record, dispatchColumn)));
            const std::string& kernel = table.text(record, kernelColumn);
            const std::string raw(trim(table.text(record, counterColumn)));
            const double value = table.number(record, valueColumn);
            if (!reported.insert(id + '\x1f' + raw).second) {
                runs.emplace_back().line = record.line;
                reported = {id + '\x1f' + raw};
            }
            RocprofRun& run = runs.back();
            run.counters.insert(raw);
            const auto [at, inserted] = run.byId.try_emplace(id, run.dispatches.size());
            if (inserted) {
                Dispatch& dispatch = run.dispatches.emplace_back();
                dispatch.id = id;
                dispatch.kernel = kernel;
                dispatch.line = record.line;
                dispatch.start = table.wholeNumber(record, startColumn);
                dispatch.end = table.wholeNumber(record, endColumn);
            }
            Dispatch& dispatch = run.dispatches[at->second];
            if (dispatch.kernel != kernel) {
                throw Error(ErrorKind::InvalidValue,
                    formatPosition(source, {record.line, 1}) + ": Kernel_Name: dispatch " + id + " is "
                        + quoteForMessage(kernel) + " here and " + quoteForMessage(dispatch.kernel) + " on line "
                        + std::to_string(dispatch.line)
                        + ": the passes in this file are of different runs (profile each run into its own file)");
            }
            // "TCC_EA0_RDREQ" and "TCC_EA0_RDREQ_sum" are one quantity: the first reported is kept, never both
            // added.
            dispatch.counters.try_emplace(counterName(raw), value);
        }
    }
    ProfilerExport result;
    for (const RocprofRun& run : runs) {
        for (const Dispatch& dispatch : run.dispatches) {
            const std::string who = quoteForMessage(dispatch.kernel, 80) + " (dispatch " + dispatch.id + ")";
            const auto skip = [&](const std::string& why) {
                result.skipped.push_back({dispatch.line, who + ": " + why});
            };
            const std::optional<double> flops = flopsOf(dispatch);
            const std::optional<double> bytes = bytesOf(dispatch);
            if (!flops)
                skip("no FLOP counters (SQ_INSTS_VALU_*, SQ_INSTS_VALU_MFMA_MOPS_*)");
            else if (*flops <= 0.0)
                skip("0 FLOPs");
            else if (!bytes)
                skip("no HBM byte counters (TCC_EA0_RDREQ, TCC_EA0_WRREQ…, or FETCH_SIZE)");
            else if (*bytes <= 0.0)
                skip("0 bytes from HBM");
            else if (dispatch.end <= dispatch.start)
                skip("End_Timestamp is not after Start_Timestamp");
            else {
                // The difference of the two integers, exact, before it becomes seconds.
                const double seconds = static_cast<double>(dispatch.end - dispatch.start) * kNanosecond;
                MeasuredKernel kernel {dispatch.kernel, *flops, *bytes, seconds, {}, {}};
                validateMeasuredKernel(kernel, formatPosition(source, {dispatch.line, 1}));
                result.kernels.push_back(std::move(kernel));
            }
        }
    }
    if (result.kernels.empty()) {
        ErrorDetail detail = detailAt(ErrorCode::NoKernels, source, {});
        throw Error(ErrorKind::Syntax,
            std::string(source)
                + ": no dispatch has both FLOP and HBM byte counters: collect with rocprofv3 --pmc "
                  "SQ_INSTS_VALU_ADD_F32 SQ_INSTS_VALU_MUL_F32 SQ_INSTS_VALU_FMA_F32 SQ_INSTS_VALU_MFMA_MOPS_BF16 "
                  "TCC_EA0_RDREQ TCC_EA0_WRREQ (in as many passes as the GPU needs)"
                + (result.skipped.empty() ? std::string()
                                          : "; first left out, line " + std::to_string(result.skipped.front().line)
                            + ": " + result.skipped.front().reason),
            std::move(detail));
    }
    if (runs.size() > 1) {
        std::vector<std::size_t> lines;
        for (const RocprofRun& run : runs)
            lines.push_back(run.line);
        result.warnings.push_back(appendedRunsWarning(source, "rocprofv3", lines, "dispatches"));
    }
    return result;
}

} // namespace roofline
