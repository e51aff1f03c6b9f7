#include "core/io/rocprof_csv.h"

#include "core/base/error.h"
#include "core/base/text.h"

#include <map>

namespace roofline {

namespace {

constexpr double kNanosecond = 1e-9;

// One dispatch: its kernel, where it was first met, its times and its counters (summed over rows).
struct Dispatch {
    std::string kernel;
    std::size_t line = 0;
    double start = 0.0, end = 0.0;
    std::map<std::string, double, std::less<>> counters;
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

bool sameFields(const CsvRecord& a, const CsvRecord& b)
{
    if (a.fields.size() != b.fields.size())
        return false;
    for (std::size_t i = 0; i < a.fields.size(); ++i)
        if (a.fields[i].text != b.fields[i].text)
            return false;
    return true;
}

} // namespace

bool looksLikeRocprofCounters(std::string_view text)
{
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    return firstLine.find("Counter_Name") != std::string_view::npos
        && firstLine.find("Counter_Value") != std::string_view::npos
        && firstLine.find("Dispatch_Id") != std::string_view::npos;
}

ProfilerExport parseRocprofCounters(std::string_view text, std::string_view source)
{
    const ProfilerCsv csv(text, source);
    const std::size_t dispatchColumn = csv.require({"Dispatch_Id"});
    const std::size_t kernelColumn = csv.require({"Kernel_Name"});
    const std::size_t counterColumn = csv.require({"Counter_Name"});
    const std::size_t valueColumn = csv.require({"Counter_Value"});
    const std::size_t startColumn = csv.require({"Start_Timestamp"});
    const std::size_t endColumn = csv.require({"End_Timestamp"});
    std::map<std::string, Dispatch, std::less<>> dispatches;
    std::vector<std::string> order; // dispatches in the order first met
    for (std::size_t r = 1; r < csv.records().size(); ++r) {
        const CsvRecord& record = csv.records()[r];
        if (sameFields(record, csv.header())) // the next pass of the same run
            continue;
        const std::string id(trim(csv.text(record, dispatchColumn)));
        const std::string& kernel = csv.text(record, kernelColumn);
        const std::string counter = counterName(csv.text(record, counterColumn));
        const double value = csv.number(record, valueColumn);
        auto [it, inserted] = dispatches.try_emplace(id);
        Dispatch& dispatch = it->second;
        if (inserted) {
            dispatch.kernel = kernel;
            dispatch.line = record.line;
            dispatch.start = csv.number(record, startColumn);
            dispatch.end = csv.number(record, endColumn);
            order.push_back(id);
        } else if (dispatch.kernel != kernel) {
            throw Error(ErrorKind::InvalidValue,
                formatPosition(source, {record.line, 1}) + ": Kernel_Name: dispatch " + id + " is "
                    + quoteForMessage(kernel) + " here and " + quoteForMessage(dispatch.kernel) + " on line "
                    + std::to_string(dispatch.line)
                    + ": the passes in this file are of different runs (profile each run into its own file)");
        }
        dispatch.counters[counter] += value;
    }
    ProfilerExport result;
    for (const std::string& id : order) {
        const Dispatch& dispatch = dispatches.at(id);
        const std::string who = quoteForMessage(dispatch.kernel, 80) + " (dispatch " + id + ")";
        const auto skip = [&](const std::string& why) { result.skipped.push_back({dispatch.line, who + ": " + why}); };
        const std::optional<double> flops = flopsOf(dispatch);
        const std::optional<double> bytes = bytesOf(dispatch);
        const double seconds = (dispatch.end - dispatch.start) * kNanosecond;
        if (!flops)
            skip("no FLOP counters (SQ_INSTS_VALU_*, SQ_INSTS_VALU_MFMA_MOPS_*)");
        else if (*flops <= 0.0)
            skip("0 FLOPs");
        else if (!bytes)
            skip("no HBM byte counters (TCC_EA0_RDREQ, TCC_EA0_WRREQ…, or FETCH_SIZE)");
        else if (*bytes <= 0.0)
            skip("0 bytes from HBM");
        else if (!(seconds > 0.0))
            skip("End_Timestamp is not after Start_Timestamp");
        else {
            MeasuredKernel kernel {dispatch.kernel, *flops, *bytes, seconds, {}, {}};
            validateMeasuredKernel(kernel, formatPosition(source, {dispatch.line, 1}));
            result.kernels.push_back(std::move(kernel));
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
    return result;
}

} // namespace roofline
