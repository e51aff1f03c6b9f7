#include "core/io/measured_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/json_reader.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace roofline {

namespace {

// ---- numbers and units ----------------------------------------------------------------------------

// "12345.6", "1.2e9" and, as Nsight Compute prints them, "1,234,567.89" (groups of exactly three
// digits, so a decimal comma such as "65,77" is refused rather than misread as 6577).
std::optional<double> parseCsvNumber(std::string_view text)
{
    text = trim(text);
    if (text.find(',') == std::string_view::npos)
        return parseFiniteNumber(text);
    std::size_t i = (!text.empty() && (text[0] == '-' || text[0] == '+')) ? 1 : 0;
    std::size_t groupDigits = 0;
    bool firstGroup = true;
    std::string plain(text.substr(0, i));
    for (; i < text.size() && text[i] != '.' && text[i] != 'e' && text[i] != 'E'; ++i) {
        if (text[i] == ',') {
            if (groupDigits == 0 || groupDigits > 3 || (!firstGroup && groupDigits != 3))
                return std::nullopt;
            firstGroup = false;
            groupDigits = 0;
            continue;
        }
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        ++groupDigits;
        plain += text[i];
    }
    if (groupDigits != 3)
        return std::nullopt;
    plain.append(text.substr(i));
    return parseFiniteNumber(plain);
}

[[noreturn]] void failField(std::string_view source, const CsvField& field, std::string_view what, ErrorKind kind,
    const std::string& problem, ErrorCode code, std::string value = {}, std::string high = {})
{
    ErrorDetail detail = detailAt(code, source, field.position, std::string(what));
    detail.value = std::move(value);
    detail.high = std::move(high);
    throw Error(
        kind, formatPosition(source, field.position) + ": " + std::string(what) + ": " + problem, std::move(detail));
}

// A record with more or fewer fields than the header: the error says how many each has.
Error fieldCountError(std::string_view source, const CsvRecord& record, const CsvRecord& header)
{
    ErrorDetail detail = detailAt(ErrorCode::FieldCount, source, {record.line, 1});
    detail.value = std::to_string(record.fields.size());
    detail.expected = std::to_string(header.fields.size());
    return Error(ErrorKind::Syntax,
        formatPosition(source, {record.line, 1}) + ": this line has " + std::to_string(record.fields.size())
            + " fields, the header has " + std::to_string(header.fields.size()),
        std::move(detail));
}

double requireNumber(std::string_view source, const CsvField& field, std::string_view what)
{
    if (const std::optional<double> value = parseCsvNumber(field.text))
        return *value;
    if (trim(field.text).empty())
        failField(source, field, what, ErrorKind::MissingKey, "no value (the field is empty)", ErrorCode::EmptyField);
    if (looksNumeric(field.text) || parseFiniteNumber(field.text.substr(0, field.text.find(',')))) {
        const bool hasComma = field.text.find(',') != std::string::npos;
        failField(source, field, what, ErrorKind::InvalidValue,
            quoteForMessage(field.text)
                + (hasComma ? " is not a number in the expected form (1,234,567.8: commas between groups of three "
                              "digits, a point before decimals)"
                            : " is not a finite number"),
            hasComma ? ErrorCode::NotGroupedNumber : ErrorCode::NotFinite, quoteForMessage(field.text));
    }
    failField(source, field, what, ErrorKind::WrongType, quoteForMessage(field.text) + " is not a number",
        ErrorCode::NotANumber, quoteForMessage(field.text));
}

enum class Quantity { Count, Bytes, Seconds, BytesPerSecond, CyclesPerSecond, CountPerCycle };

// What a quantity is called: its tag as ErrorDetail::expected names it (see ErrorCode::UnitMismatch), and
// its name in a message, with the units it is written in.
struct QuantityWords {
    std::string_view tag;
    std::string_view name;
};

QuantityWords quantityWords(Quantity quantity)
{
    // In the order of Quantity.
    static constexpr std::array<QuantityWords, 6> kWords {{
        {"count", "a count (no unit, or inst)"},
        {"bytes", "bytes (byte, Kbyte, Mbyte, Gbyte, Tbyte)"},
        {"seconds", "a time (nsecond, usecond, msecond, second)"},
        {"bandwidth", "a bandwidth (byte/second, Gbyte/second…)"},
        {"frequency", "a frequency (cycle/second, cycle/nsecond, Ghz…)"},
        {"count-per-cycle", "a count per cycle (inst/cycle)"},
    }};
    static_assert(static_cast<std::size_t>(Quantity::CountPerCycle) + 1 == kWords.size());
    return kWords.at(static_cast<std::size_t>(quantity));
}

// One unit word split into its SI prefix and base: "Kbyte" → 1e3, "byte"; "usecond" → 1e-6, "second".
struct UnitWord {
    double scale = 1.0;
    std::string base; // "byte", "second", "cycle", "count", "hz"
};

std::optional<UnitWord> parseUnitWord(std::string_view word)
{
    static const std::map<std::string, std::string, std::less<>> kBases {{"byte", "byte"}, {"bytes", "byte"},
        {"second", "second"}, {"seconds", "second"}, {"s", "second"}, {"cycle", "cycle"}, {"cycles", "cycle"},
        {"inst", "count"}, {"op", "count"}, {"ops", "count"}, {"", "count"}, {"hz", "hz"}, {"Hz", "hz"}};
    static const std::map<std::string, double, std::less<>> kPrefixes {{"", 1.0}, {"n", 1e-9}, {"u", 1e-6},
        {"\u00b5", 1e-6}, {"m", 1e-3}, {"K", 1e3}, {"k", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"P", 1e15}};
    for (const auto& [base, canonical] : kBases) {
        if (!word.ends_with(base))
            continue;
        const std::string_view prefix = word.substr(0, word.size() - base.size());
        if (base.empty() && !prefix.empty() && !kPrefixes.contains(prefix))
            continue;
        if (const auto found = kPrefixes.find(prefix); found != kPrefixes.end()) {
            if (base.empty() && !prefix.empty())
                continue; // "K" alone is not a unit
            return UnitWord {found->second, canonical};
        }
    }
    return std::nullopt;
}

// The factor that turns a value printed in `unit` into the SI base of `quantity`, or nullopt when the
// unit does not measure that quantity.
std::optional<double> unitScale(std::string_view unit, Quantity quantity)
{
    unit = trim(unit);
    const std::size_t slash = unit.find('/');
    const std::optional<UnitWord> top = parseUnitWord(unit.substr(0, slash));
    if (!top)
        return std::nullopt;
    if (slash == std::string_view::npos) {
        if (quantity == Quantity::Count && top->base == "count" && top->scale == 1.0)
            return 1.0;
        if (quantity == Quantity::Count && top->base == "count")
            return top->scale;
        if (quantity == Quantity::Bytes && top->base == "byte")
            return top->scale;
        if (quantity == Quantity::Seconds && top->base == "second")
            return top->scale;
        if (quantity == Quantity::CyclesPerSecond && top->base == "hz")
            return top->scale;
        return std::nullopt;
    }
    const std::optional<UnitWord> bottom = parseUnitWord(unit.substr(slash + 1));
    if (!bottom)
        return std::nullopt;
    const double scale = top->scale / bottom->scale;
    if (quantity == Quantity::BytesPerSecond && top->base == "byte" && bottom->base == "second")
        return scale;
    if (quantity == Quantity::CyclesPerSecond && top->base == "cycle" && bottom->base == "second")
        return scale;
    if (quantity == Quantity::CountPerCycle && top->base == "count" && bottom->base == "cycle")
        return scale;
    return std::nullopt;
}

// ---- the simple format ----------------------------------------------------------------------------

MeasuredImport parseSimple(const std::vector<CsvRecord>& records, std::string_view source)
{
    const CsvRecord& header = records.front();
    std::map<std::string, std::size_t> columns;
    for (std::size_t c = 0; c < header.fields.size(); ++c) {
        const std::string name = toLower(trim(header.fields[c].text));
        if (name.empty())
            continue;
        if (!columns.emplace(name, c).second)
            throw Error(ErrorKind::Syntax,
                formatPosition(source, header.fields[c].position) + ": the column " + quoteForMessage(name)
                    + " appears twice in the header",
                [&] {
                    ErrorDetail detail = detailAt(ErrorCode::DuplicateColumn, source, header.fields[c].position);
                    detail.value = quoteForMessage(name);
                    return detail;
                }());
    }
    for (const char* required : {"name", "flops", "bytes", "seconds"}) {
        if (!columns.contains(required)) {
            std::string found;
            for (const CsvField& field : header.fields)
                found += (found.empty() ? "" : ", ") + quoteForMessage(field.text, 30);
            throw Error(ErrorKind::MissingKey,
                formatPosition(source, {header.line, 1}) + ": the header has no column \"" + required
                    + "\"; a measured-kernels CSV needs name, flops, bytes, seconds (and may have chip, link); "
                      "found "
                    + found,
                [&] {
                    ErrorDetail detail = detailAt(ErrorCode::MissingColumn, source, {header.line, 1});
                    detail.value = std::string("\"") + required + "\"";
                    detail.expected = found;
                    return detail;
                }());
        }
    }
    const auto column = [&](const char* name) -> std::optional<std::size_t> {
        const auto it = columns.find(name);
        return it == columns.end() ? std::nullopt : std::optional<std::size_t>(it->second);
    };
    MeasuredImport result;
    result.format = MeasuredCsvFormat::Simple;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord& record = records[r];
        if (record.fields.size() != header.fields.size())
            throw fieldCountError(source, record, header);
        MeasuredKernel kernel;
        const CsvField& name = record.fields[*column("name")];
        kernel.name = std::string(trim(name.text));
        if (kernel.name.empty())
            failField(source, name, "name", ErrorKind::MissingKey, "no kernel name (the field is empty)",
                ErrorCode::EmptyField);
        const auto quantity = [&](const char* key) {
            const CsvField& field = record.fields[*column(key)];
            const double value = requireNumber(source, field, key);
            if (value <= 0.0 || value > kMaxMeasuredNumber)
                failField(source, field, key, ErrorKind::InvalidValue,
                    "must be a positive number up to " + formatPlain(kMaxMeasuredNumber) + ", got "
                        + formatPlain(value),
                    ErrorCode::NotInRange, formatPlain(value), formatPlain(kMaxMeasuredNumber));
            return value;
        };
        kernel.flops = quantity("flops");
        kernel.bytes = quantity("bytes");
        kernel.seconds = quantity("seconds");
        if (const auto chip = column("chip"))
            kernel.chipId = std::string(trim(record.fields[*chip].text));
        if (const auto link = column("link"))
            kernel.link = std::string(trim(record.fields[*link].text));
        validateMeasuredKernel(kernel, formatPosition(source, {record.line, 1}));
        result.kernels.push_back(std::move(kernel));
    }
    if (result.kernels.empty())
        throw Error(ErrorKind::Syntax, std::string(source) + ": the file has a header but no kernels",
            detailAt(ErrorCode::NoKernels, source, {0, 0}));
    return result;
}

// ---- Nsight Compute -------------------------------------------------------------------------------

// One metric value of one kernel as the file prints it; converted only when it is needed, so a
// column we do not read can hold anything.
struct RawMetric {
    const CsvField* value = nullptr;
    std::string unit;
    TextPosition unitPosition;
};

struct NcuKernel {
    std::string id;
    std::string name;
    std::size_t line = 0;
    std::map<std::string, RawMetric, std::less<>> metrics;
};

// ncu's own label for gpu__time_duration.sum in the Speed Of Light section of the details page.
std::string canonicalMetricName(std::string_view name)
{
    if (name == "Duration")
        return "gpu__time_duration.sum";
    return std::string(name);
}

class NcuMetricReader {
public:
    NcuMetricReader(const NcuKernel& kernel, std::string_view source)
        : m_kernel(kernel)
        , m_source(source)
    { }

    // The value in SI base units, nullopt when the kernel has no such metric (or ncu printed n/a).
    std::optional<double> get(std::string_view metric, Quantity quantity) const
    {
        const auto it = m_kernel.metrics.find(metric);
        if (it == m_kernel.metrics.end() || !it->second.value)
            return std::nullopt;
        const CsvField& field = *it->second.value;
        const std::string_view text = trim(field.text);
        if (text.empty() || equalsIgnoreCase(text, "n/a"))
            return std::nullopt;
        const double value = requireNumber(m_source, field, metric);
        const std::optional<double> scale = unitScale(it->second.unit, quantity);
        if (!scale) {
            ErrorDetail detail
                = detailAt(ErrorCode::UnitMismatch, m_source, it->second.unitPosition, std::string(metric));
            detail.value = quoteForMessage(it->second.unit);
            detail.expected = std::string(quantityWords(quantity).tag);
            throw Error(ErrorKind::UnknownName,
                formatPosition(m_source, it->second.unitPosition) + ": " + std::string(metric) + ": the unit "
                    + quoteForMessage(it->second.unit) + " is not " + std::string(quantityWords(quantity).name),
                std::move(detail));
        }
        if (value < 0.0)
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "must not be negative, got " + formatPlain(value), ErrorCode::Negative, formatPlain(value));
        const double converted = value * *scale;
        if (!std::isfinite(converted))
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "overflows when converted from " + quoteForMessage(it->second.unit), ErrorCode::NotFinite,
                quoteForMessage(field.text));
        return converted;
    }

    bool has(std::string_view metric) const { return m_kernel.metrics.contains(metric); }

    // A counter the Speed Of Light roofline reads, as a total: X.sum from sm__ or smsp__ (the same
    // total), or, from a `--set roofline` export, smsp__X.sum.per_cycle_elapsed × cycles/s × duration.
    std::optional<double> counter(std::string_view base, double seconds) const
    {
        for (const char* unit : {"sm__", "smsp__"}) {
            if (const auto total = get(std::string(unit) + std::string(base) + ".sum", Quantity::Count))
                return total;
        }
        const std::optional<double> perSecond = cyclesPerSecond();
        for (const char* unit : {"smsp__", "sm__"}) {
            const auto perCycle
                = get(std::string(unit) + std::string(base) + ".sum.per_cycle_elapsed", Quantity::CountPerCycle);
            if (perCycle && perSecond)
                return *perCycle * *perSecond * seconds;
        }
        return std::nullopt;
    }

private:
    std::optional<double> cyclesPerSecond() const
    {
        for (const char* metric : {"smsp__cycles_elapsed.avg.per_second", "sm__cycles_elapsed.avg.per_second"}) {
            if (const auto value = get(metric, Quantity::CyclesPerSecond))
                return value;
        }
        return std::nullopt;
    }

    const NcuKernel& m_kernel;
    std::string_view m_source;
};

// FLOPs as Nsight Compute's roofline counts them: per precision add + mul + 2·fma thread instructions,
// plus tensor-core math ops. Writes why there are none into `reason`.
std::optional<double> ncuFlops(
    const NcuMetricReader& reader, const NcuKernel& kernel, double seconds, std::string& reason)
{
    double flops = 0.0;
    bool counted = false;
    for (const char precision : {'d', 'f', 'h'}) {
        for (const auto& [op, weight] : {std::pair {"add", 1.0}, std::pair {"mul", 1.0}, std::pair {"fma", 2.0}}) {
            const std::string base = std::string("sass_thread_inst_executed_op_") + precision + op + "_pred_on";
            if (const auto count = reader.counter(base, seconds)) {
                flops += weight * *count;
                counted = true;
            }
        }
    }
    // Tensor cores: the math-op counters per source type when present (sparsity variants are a split
    // of the same ops, so they are not added again), otherwise tensor instructions × 512, the factor
    // of ncu's own tensor roofline section.
    bool tensorOps = false;
    for (const auto& [name, metric] : kernel.metrics) {
        if (name.starts_with("sm__ops_path_tensor_src_") && name.ends_with(".sum")
            && name.find("_sparsity_") == std::string::npos) {
            if (const auto ops = reader.get(name, Quantity::Count)) {
                flops += *ops;
                counted = true;
                tensorOps = true;
            }
        }
    }
    if (!tensorOps) {
        if (const auto instructions = reader.counter("inst_executed_pipe_tensor", seconds)) {
            flops += 512.0 * *instructions;
            counted = true;
        }
    }
    if (!counted) {
        reason = "no FLOP counters (sm__sass_thread_inst_executed_op_{d,f,h}{add,mul,fma}_pred_on.sum or "
                 "tensor-core metrics)";
        return std::nullopt;
    }
    if (!(flops > 0.0)) {
        reason = "no floating-point work counted (0 FLOPs)";
        return std::nullopt;
    }
    return flops;
}

std::optional<double> ncuBytes(const NcuMetricReader& reader, double seconds, std::string& reason)
{
    if (const auto bytes = reader.get("dram__bytes.sum", Quantity::Bytes))
        return bytes;
    const auto read = reader.get("dram__bytes_read.sum", Quantity::Bytes);
    const auto write = reader.get("dram__bytes_write.sum", Quantity::Bytes);
    if (read || write)
        return read.value_or(0.0) + write.value_or(0.0);
    if (const auto rate = reader.get("dram__bytes.sum.per_second", Quantity::BytesPerSecond))
        return *rate * seconds;
    reason = "no DRAM traffic (dram__bytes.sum, or dram__bytes_read.sum and dram__bytes_write.sum)";
    return std::nullopt;
}

MeasuredImport kernelsFromNcu(const std::vector<NcuKernel>& kernels, MeasuredCsvFormat format, std::string_view source)
{
    MeasuredImport result;
    result.format = format;
    std::map<std::string, int> nameCounts;
    for (const NcuKernel& kernel : kernels)
        ++nameCounts[kernel.name];
    bool anyDuration = false;
    for (const NcuKernel& kernel : kernels) {
        const NcuMetricReader reader(kernel, source);
        const std::string label
            = quoteForMessage(kernel.name, 80) + " (ID " + kernel.id + ", line " + std::to_string(kernel.line) + ")";
        const std::optional<double> seconds = reader.get("gpu__time_duration.sum", Quantity::Seconds);
        if (!seconds) {
            result.skipped.push_back(label + ": no duration (gpu__time_duration.sum)");
            continue;
        }
        anyDuration = true;
        std::string reason;
        const std::optional<double> flops = ncuFlops(reader, kernel, *seconds, reason);
        const std::optional<double> bytes = flops ? ncuBytes(reader, *seconds, reason) : std::nullopt;
        if (!flops || !bytes) {
            result.skipped.push_back(label + ": " + reason);
            continue;
        }
        if (!(*bytes > 0.0) || !(*seconds > 0.0)) {
            result.skipped.push_back(label + ": " + (*bytes > 0.0 ? "a duration of 0" : "no DRAM bytes moved"));
            continue;
        }
        MeasuredKernel measured;
        measured.name = nameCounts[kernel.name] > 1 ? kernel.name + " [ID " + kernel.id + "]" : kernel.name;
        measured.flops = *flops;
        measured.bytes = *bytes;
        measured.seconds = *seconds;
        validateMeasuredKernel(measured, formatPosition(source, {kernel.line, 1}));
        result.kernels.push_back(std::move(measured));
    }
    if (result.kernels.empty()) {
        const std::string hint
            = " (profile with ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,"
              "sm__sass_thread_inst_executed_op_ffma_pred_on.sum,… — see docs/file-formats.md, \"Measured kernels\")";
        if (kernels.empty())
            throw Error(ErrorKind::Syntax, std::string(source) + ": the Nsight Compute export has no kernels",
                detailAt(ErrorCode::NoKernels, source, {0, 0}));
        if (!anyDuration)
            throw Error(ErrorKind::MissingKey,
                std::string(source) + ": no kernel has a duration (gpu__time_duration.sum)" + hint,
                detailAt(ErrorCode::NoDuration, source, {0, 0}));
        throw Error(ErrorKind::MissingKey,
            std::string(source) + ": no kernel could be placed; " + result.skipped.front() + hint);
    }
    return result;
}

std::optional<std::size_t> findColumn(const CsvRecord& header, std::string_view name)
{
    for (std::size_t c = 0; c < header.fields.size(); ++c) {
        if (header.fields[c].text == name)
            return c;
    }
    return std::nullopt;
}

// Default `ncu --csv`: one row per (kernel launch, metric).
MeasuredImport parseNcuLong(const std::vector<CsvRecord>& records, std::size_t headerIndex, std::string_view source)
{
    const CsvRecord& header = records[headerIndex];
    const std::size_t idColumn = *findColumn(header, "ID");
    const std::size_t nameColumn = *findColumn(header, "Kernel Name");
    const std::size_t metricColumn = *findColumn(header, "Metric Name");
    const std::size_t valueColumn = *findColumn(header, "Metric Value");
    const std::optional<std::size_t> unitColumn = findColumn(header, "Metric Unit");
    std::vector<NcuKernel> kernels;
    std::map<std::string, std::size_t> byId;
    for (std::size_t r = headerIndex + 1; r < records.size(); ++r) {
        const CsvRecord& record = records[r];
        const std::size_t needed = std::max({idColumn, nameColumn, metricColumn, valueColumn, unitColumn.value_or(0)});
        if (record.fields.size() <= needed)
            throw fieldCountError(source, record, header);
        const std::string& id = record.fields[idColumn].text;
        auto [it, added] = byId.emplace(id, kernels.size());
        if (added)
            kernels.push_back(NcuKernel {id, record.fields[nameColumn].text, record.line, {}});
        NcuKernel& kernel = kernels[it->second];
        RawMetric metric;
        metric.value = &record.fields[valueColumn];
        if (unitColumn) {
            metric.unit = record.fields[*unitColumn].text;
            metric.unitPosition = record.fields[*unitColumn].position;
        }
        // The same metric can appear in two sections; the first one wins (they hold the same value).
        kernel.metrics.emplace(canonicalMetricName(record.fields[metricColumn].text), metric);
    }
    return kernelsFromNcu(kernels, MeasuredCsvFormat::NsightCompute, source);
}

// `ncu --csv --page raw`: one row per kernel launch, one column per metric, the units in the row after
// the header.
MeasuredImport parseNcuRaw(const std::vector<CsvRecord>& records, std::size_t headerIndex, std::string_view source)
{
    const CsvRecord& header = records[headerIndex];
    const std::size_t idColumn = *findColumn(header, "ID");
    const std::size_t nameColumn = *findColumn(header, "Kernel Name");
    std::size_t first = headerIndex + 1;
    const CsvRecord* units = nullptr;
    if (first < records.size() && records[first].fields.size() > idColumn
        && trim(records[first].fields[idColumn].text).empty()) {
        units = &records[first];
        ++first;
    }
    std::vector<NcuKernel> kernels;
    for (std::size_t r = first; r < records.size(); ++r) {
        const CsvRecord& record = records[r];
        if (record.fields.size() != header.fields.size())
            throw fieldCountError(source, record, header);
        NcuKernel kernel {record.fields[idColumn].text, record.fields[nameColumn].text, record.line, {}};
        for (std::size_t c = 0; c < header.fields.size(); ++c) {
            RawMetric metric;
            metric.value = &record.fields[c];
            if (units && c < units->fields.size()) {
                metric.unit = units->fields[c].text;
                metric.unitPosition = units->fields[c].position;
            }
            kernel.metrics.emplace(canonicalMetricName(header.fields[c].text), metric);
        }
        kernels.push_back(std::move(kernel));
    }
    return kernelsFromNcu(kernels, MeasuredCsvFormat::NsightComputeRaw, source);
}

} // namespace

MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source)
{
    if (text.size() > kMaxMeasuredCsvBytes)
        throw Error(ErrorKind::TooLarge,
            std::string(source) + ": larger than " + std::to_string(kMaxMeasuredCsvBytes >> 20)
                + " MiB, the limit for a CSV of measured kernels",
            [&] {
                ErrorDetail detail = detailAt(ErrorCode::TextTooLarge, source, {0, 0});
                detail.limit = kMaxMeasuredCsvBytes;
                return detail;
            }());
    requireUtf8Text(text, source);
    const std::string_view body = text.starts_with("\xEF\xBB\xBF") ? text.substr(3) : text;
    if (trim(body).empty())
        throw Error(
            ErrorKind::Syntax, std::string(source) + ": the file is empty", detailAt(ErrorCode::Empty, source, {0, 0}));
    // An Nsight Compute export starts (after ==PROF== messages and program output) with a quoted header
    // whose first column is "ID". Find it by its line, so program output before it is never parsed.
    std::size_t lineStart = 0;
    std::optional<std::size_t> ncuHeader;
    while (lineStart < body.size()) {
        if (body.substr(lineStart).starts_with("\"ID\",")) {
            ncuHeader = lineStart;
            break;
        }
        const std::size_t end = body.find('\n', lineStart);
        if (end == std::string_view::npos)
            break;
        lineStart = end + 1;
    }
    if (ncuHeader) {
        // Parse from the header on, positions still counted from the top of the file.
        const std::vector<CsvRecord> records = readCsvRecords(body, source, CsvOptions {"==", *ncuHeader});
        const std::size_t headerIndex = 0;
        const std::size_t headerLine = records.front().line;
        const CsvRecord& header = records.front();
        if (!findColumn(header, "Kernel Name"))
            throw Error(ErrorKind::MissingKey,
                formatPosition(source, {headerLine, 1}) + ": an Nsight Compute header needs a \"Kernel Name\" column");
        const bool longFormat = findColumn(header, "Metric Name") && findColumn(header, "Metric Value");
        return longFormat ? parseNcuLong(records, headerIndex, source) : parseNcuRaw(records, headerIndex, source);
    }
    if (body.find("==PROF==") != std::string_view::npos)
        throw Error(ErrorKind::Syntax,
            std::string(source)
                + ": an Nsight Compute log without a CSV table; profile with ncu --csv (see docs/file-formats.md, "
                  "\"Measured kernels\")");
    const std::vector<CsvRecord> records = readCsvRecords(body, source);
    return parseSimple(records, source);
}

MeasuredImport loadMeasuredCsvFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxMeasuredCsvBytes, "CSV of measured kernels");
    return parseMeasuredCsv(text, path.string());
}

} // namespace roofline
