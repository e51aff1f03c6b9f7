#include "core/io/measured_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/json_reader.h"
#include "core/io/number_locale.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace roofline {

namespace {

// ---- numbers and units ----------------------------------------------------------------------------

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

// A number field in the file's convention (core/io/number_locale.h): the policy has seen every number
// field before this one, or the file's every number field when the reader noted them first.
double requireNumber(
    const DecimalMarkPolicy& policy, std::string_view source, const CsvField& field, std::string_view what)
{
    if (const std::optional<double> value = policy.value(readNumberText(field.text), field.text, field.position, what))
        return *value;
    if (trim(field.text).empty())
        failField(source, field, what, ErrorKind::MissingKey, "no value (the field is empty)", ErrorCode::EmptyField);
    const bool separated = field.text.find(',') != std::string::npos
        || (field.text.find('.') != field.text.rfind('.') && field.text.find('.') != std::string::npos);
    if (looksNumeric(field.text) || separated) {
        failField(source, field, what, ErrorKind::InvalidValue,
            quoteForMessage(field.text)
                + (separated ? " is not a number in either form (1,234,567.8 or 1.234.567,8: one mark between groups "
                               "of three digits, the other before the decimals)"
                             : " is not a finite number"),
            separated ? ErrorCode::NotGroupedNumber : ErrorCode::NotFinite, quoteForMessage(field.text));
    }
    failField(source, field, what, ErrorKind::WrongType, quoteForMessage(field.text) + " is not a number",
        ErrorCode::NotANumber, quoteForMessage(field.text));
}

// Notes the file's decimal mark for a field that holds a number (text that is no number says nothing).
void noteNumber(DecimalMarkPolicy& policy, const CsvField& field, std::string_view what)
{
    policy.note(readNumberText(field.text), field.text, field.position, what);
}

// The warning an import carries when its numbers were read with decimal commas: the user sees which
// field settled it.
std::optional<ImportWarning> decimalCommaWarning(const DecimalMarkPolicy& policy, std::string_view source)
{
    if (policy.mark() != DecimalMark::Comma)
        return std::nullopt;
    ImportWarning warning;
    warning.detail.code = ErrorCode::DecimalCommas;
    warning.detail.source = std::string(source);
    warning.detail.value = policy.evidence();
    warning.message = std::string(source) + ": numbers read with a decimal comma and \".\" between thousands, as "
        + policy.evidence() + " shows";
    return warning;
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

void checkQuantity(std::string_view source, const CsvField& field, std::string_view key, double value)
{
    if (value <= 0.0 || value > kMaxMeasuredNumber)
        failField(source, field, key, ErrorKind::InvalidValue,
            "must be a positive number up to " + formatPlain(kMaxMeasuredNumber) + ", got " + formatPlain(value),
            ErrorCode::NotInRange, formatPlain(value), formatPlain(kMaxMeasuredNumber));
}

// Read one record at a time: a million kernels cost their kernels, not a million records of fields too.
MeasuredImport parseSimple(std::string_view body, std::string_view source)
{
    CsvReader reader(body, source);
    CsvRecord header;
    if (!reader.next(header))
        throw Error(
            ErrorKind::Syntax, std::string(source) + ": the file is empty", detailAt(ErrorCode::Empty, source, {0, 0}));
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
    static constexpr std::array<const char*, 3> kQuantities {"flops", "bytes", "seconds"};
    const std::array<std::size_t, 3> quantityColumns {*column("flops"), *column("bytes"), *column("seconds")};
    // A number that could mean two things waits until a later number settles the file's decimal mark.
    struct Pending {
        std::size_t kernel = 0;
        std::size_t quantity = 0;
        NumberReadings readings;
        CsvField field;
    };
    std::vector<Pending> pending;
    std::vector<std::pair<std::size_t, std::size_t>> unchecked; // kernel, line: validated once its numbers are
    DecimalMarkPolicy policy {std::string(source)};
    MeasuredImport result;
    result.format = MeasuredCsvFormat::Simple;
    CsvRecord record;
    while (reader.next(record)) {
        if (record.fields.size() != header.fields.size())
            throw fieldCountError(source, record, header);
        MeasuredKernel kernel;
        const CsvField& name = record.fields[*column("name")];
        kernel.name = std::string(trim(name.text));
        if (kernel.name.empty())
            failField(source, name, "name", ErrorKind::MissingKey, "no kernel name (the field is empty)",
                ErrorCode::EmptyField);
        std::array<double*, 3> values {&kernel.flops, &kernel.bytes, &kernel.seconds};
        bool waits = false;
        for (std::size_t q = 0; q < kQuantities.size(); ++q) {
            CsvField& field = record.fields[quantityColumns[q]];
            const NumberReadings readings = readNumberText(field.text);
            policy.note(readings, field.text, field.position, kQuantities[q]);
            if (readings.ambiguous() && policy.mark() == DecimalMark::Unknown) {
                pending.push_back({result.kernels.size(), q, readings, std::move(field)});
                waits = true;
                continue;
            }
            *values[q] = requireNumber(policy, source, field, kQuantities[q]);
            checkQuantity(source, field, kQuantities[q], *values[q]);
        }
        if (const auto chip = column("chip"))
            kernel.chipId = std::string(trim(record.fields[*chip].text));
        if (const auto link = column("link"))
            kernel.link = std::string(trim(record.fields[*link].text));
        if (waits)
            unchecked.emplace_back(result.kernels.size(), record.line);
        else
            validateMeasuredKernel(kernel, formatPosition(source, {record.line, 1}));
        result.kernels.push_back(std::move(kernel));
    }
    if (result.kernels.empty())
        throw Error(ErrorKind::Syntax, std::string(source) + ": the file has a header but no kernels",
            detailAt(ErrorCode::NoKernels, source, {0, 0}));
    for (const Pending& number : pending) {
        MeasuredKernel& kernel = result.kernels[number.kernel];
        double& value = number.quantity == 0 ? kernel.flops : number.quantity == 1 ? kernel.bytes : kernel.seconds;
        value = *policy.value(number.readings, number.field.text, number.field.position, kQuantities[number.quantity]);
        checkQuantity(source, number.field, kQuantities[number.quantity], value);
    }
    for (const auto& [k, line] : unchecked)
        validateMeasuredKernel(result.kernels[k], formatPosition(source, {line, 1}));
    if (std::optional<ImportWarning> warning = decimalCommaWarning(policy, source))
        result.warnings.push_back(std::move(*warning));
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
    std::size_t run = 0; // which of the file's Nsight Compute runs (a file of runs appended with >>)
    std::map<std::string, RawMetric, std::less<>> metrics;
};

// One `ncu --csv` output: its header and its rows, up to the next one's header.
struct NcuRun {
    std::vector<CsvRecord> records; // the header first
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
    NcuMetricReader(const NcuKernel& kernel, std::string_view source, const DecimalMarkPolicy& policy)
        : m_kernel(kernel)
        , m_source(source)
        , m_policy(policy)
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
        const double value = requireNumber(m_policy, m_source, field, metric);
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
        // An instruction or operation count (a .sum of counts) is whole; ncu's "16.78 Minst" is too once
        // scaled. A fraction is a number misread: "1.048" with "." between thousands is 1048.
        if (quantity == Quantity::Count && metric.ends_with(".sum")
            && std::fabs(converted - std::round(converted)) > 1e-9 * std::max(1.0, converted))
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "a count of instructions or operations must be whole, got " + quoteForMessage(trim(field.text))
                    + (it->second.unit.empty() ? std::string() : " " + it->second.unit) + " = " + formatPlain(converted)
                    + "; if \".\" separates thousands in this file, export it again with LC_ALL=C",
                ErrorCode::FractionalCount, quoteForMessage(trim(field.text)), formatPlain(converted));
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
    const DecimalMarkPolicy& m_policy;
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

MeasuredImport kernelsFromNcu(const std::vector<NcuKernel>& kernels, const DecimalMarkPolicy& policy,
    MeasuredCsvFormat format, bool severalRuns, std::string_view source)
{
    MeasuredImport result;
    result.format = format;
    bool anyDuration = false;
    for (const NcuKernel& kernel : kernels) {
        const NcuMetricReader reader(kernel, source, policy);
        const std::string label = quoteForMessage(kernel.name, 80) + " ("
            + (severalRuns ? "run " + std::to_string(kernel.run + 1) + ", " : std::string()) + "ID " + kernel.id + ")";
        const auto skip = [&](const std::string& reason) {
            result.skipped.push_back({kernel.line, label + ": " + reason});
        };
        const std::optional<double> seconds = reader.get("gpu__time_duration.sum", Quantity::Seconds);
        if (!seconds) {
            skip("no duration (gpu__time_duration.sum)");
            continue;
        }
        anyDuration = true;
        std::string reason;
        const std::optional<double> flops = ncuFlops(reader, kernel, *seconds, reason);
        const std::optional<double> bytes = flops ? ncuBytes(reader, *seconds, reason) : std::nullopt;
        if (!flops || !bytes) {
            skip(reason);
            continue;
        }
        if (!(*bytes > 0.0) || !(*seconds > 0.0)) {
            skip(*bytes > 0.0 ? "a duration of 0" : "no DRAM bytes moved");
            continue;
        }
        // Launches of one kernel keep its name, so they are one group (docs/model.md §E).
        MeasuredKernel measured;
        measured.name = kernel.name;
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
            std::string(source) + ": no kernel could be placed; " + result.skipped.front().reason + hint);
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

// A column of metric values: a metric's name (sm__…, dram__…, gpu__…) or the details page's Duration.
bool isMetricColumn(std::string_view name)
{
    return name.find("__") != std::string_view::npos || name == "Duration";
}

// Default `ncu --csv`: one row per (kernel launch, metric).
void kernelsOfLongRun(const NcuRun& run, std::size_t runIndex, DecimalMarkPolicy& policy,
    std::vector<NcuKernel>& kernels, std::string_view source)
{
    const CsvRecord& header = run.records.front();
    const std::size_t idColumn = *findColumn(header, "ID");
    const std::size_t nameColumn = *findColumn(header, "Kernel Name");
    const std::size_t metricColumn = *findColumn(header, "Metric Name");
    const std::size_t valueColumn = *findColumn(header, "Metric Value");
    const std::optional<std::size_t> unitColumn = findColumn(header, "Metric Unit");
    const std::size_t needed = std::max({idColumn, nameColumn, metricColumn, valueColumn, unitColumn.value_or(0)});
    std::map<std::string, std::size_t> byId; // within this run: another run's ID 0 is another launch
    for (std::size_t r = 1; r < run.records.size(); ++r) {
        const CsvRecord& record = run.records[r];
        if (record.fields.size() <= needed)
            throw fieldCountError(source, record, header);
        const std::string& id = record.fields[idColumn].text;
        auto [it, added] = byId.emplace(id, kernels.size());
        if (added)
            kernels.push_back(NcuKernel {id, record.fields[nameColumn].text, record.line, runIndex, {}});
        NcuKernel& kernel = kernels[it->second];
        RawMetric metric;
        metric.value = &record.fields[valueColumn];
        if (unitColumn) {
            metric.unit = record.fields[*unitColumn].text;
            metric.unitPosition = record.fields[*unitColumn].position;
        }
        noteNumber(policy, record.fields[valueColumn], record.fields[metricColumn].text);
        // The same metric can appear in two sections; the first one wins (they hold the same value).
        kernel.metrics.emplace(canonicalMetricName(record.fields[metricColumn].text), metric);
    }
}

// `ncu --csv --page raw`: one row per kernel launch, one column per metric, the units in the row after
// the header.
void kernelsOfRawRun(const NcuRun& run, std::size_t runIndex, DecimalMarkPolicy& policy,
    std::vector<NcuKernel>& kernels, std::string_view source)
{
    const CsvRecord& header = run.records.front();
    const std::size_t idColumn = *findColumn(header, "ID");
    const std::size_t nameColumn = *findColumn(header, "Kernel Name");
    std::size_t first = 1;
    const CsvRecord* units = nullptr;
    if (first < run.records.size() && run.records[first].fields.size() > idColumn
        && trim(run.records[first].fields[idColumn].text).empty()) {
        units = &run.records[first];
        ++first;
    }
    for (std::size_t r = first; r < run.records.size(); ++r) {
        const CsvRecord& record = run.records[r];
        if (record.fields.size() != header.fields.size())
            throw fieldCountError(source, record, header);
        NcuKernel kernel {record.fields[idColumn].text, record.fields[nameColumn].text, record.line, runIndex, {}};
        for (std::size_t c = 0; c < header.fields.size(); ++c) {
            RawMetric metric;
            metric.value = &record.fields[c];
            if (units && c < units->fields.size()) {
                metric.unit = units->fields[c].text;
                metric.unitPosition = units->fields[c].position;
            }
            if (isMetricColumn(header.fields[c].text))
                noteNumber(policy, record.fields[c], header.fields[c].text);
            kernel.metrics.emplace(canonicalMetricName(header.fields[c].text), metric);
        }
        kernels.push_back(std::move(kernel));
    }
}

std::size_t lineOf(std::string_view text, std::size_t offset)
{
    return static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'))
        + 1;
}

// An Nsight Compute export: one table per run, each starting at a header line ("ID",…). `>>` appends a
// run after another, with its own program output and ==PROF== messages before its header; each run's
// launches are kernels of their own, though their IDs start again at 0.
MeasuredImport parseNcu(std::string_view body, const std::vector<std::size_t>& headers, std::string_view source)
{
    std::vector<NcuRun> runs;
    std::vector<ImportWarning> warnings;
    for (std::size_t r = 0; r < headers.size(); ++r) {
        const std::size_t end = r + 1 < headers.size() ? headers[r + 1] : body.size();
        CsvReader reader(body, source, CsvOptions {"==", headers[r], end, true});
        NcuRun run;
        CsvRecord record;
        while (reader.next(record))
            run.records.push_back(std::move(record));
        // What follows a table up to the next run's header (or the end) is not read: say so when it is more
        // than profiler messages, so nothing is left out silently.
        std::size_t firstLine = 0;
        std::size_t lastLine = 0;
        std::size_t at = reader.offset();
        while (at < end) {
            const std::size_t lineEnd
                = std::min(end, body.find('\n', at) == std::string_view::npos ? body.size() : body.find('\n', at));
            const std::string_view line = trim(body.substr(at, lineEnd - at));
            if (!line.empty() && !line.starts_with("==")) {
                const std::size_t number = lineOf(body, at);
                firstLine = firstLine == 0 ? number : firstLine;
                lastLine = number;
            }
            at = lineEnd + 1;
        }
        if (firstLine > 0) {
            ImportWarning warning;
            warning.detail = detailAt(ErrorCode::LinesNotRead, source, {firstLine, 1});
            warning.detail.low = std::to_string(firstLine);
            warning.detail.high = std::to_string(lastLine);
            warning.message = std::string(source) + ": "
                + (firstLine == lastLine
                        ? "line " + std::to_string(firstLine) + " follows"
                        : "lines " + std::to_string(firstLine) + "–" + std::to_string(lastLine) + " follow")
                + " an Nsight Compute table and is part of none (a program's output?): not read";
            warnings.push_back(std::move(warning));
        }
        runs.push_back(std::move(run));
    }
    DecimalMarkPolicy policy {std::string(source)};
    std::vector<NcuKernel> kernels;
    bool raw = false;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const CsvRecord& header = runs[r].records.front();
        if (!findColumn(header, "Kernel Name"))
            throw Error(ErrorKind::MissingKey,
                formatPosition(source, {header.line, 1}) + ": an Nsight Compute header needs a \"Kernel Name\" column");
        const bool longFormat = findColumn(header, "Metric Name") && findColumn(header, "Metric Value");
        raw = raw || (r == 0 && !longFormat);
        if (longFormat)
            kernelsOfLongRun(runs[r], r, policy, kernels, source);
        else
            kernelsOfRawRun(runs[r], r, policy, kernels, source);
    }
    MeasuredImport result = kernelsFromNcu(kernels, policy,
        raw ? MeasuredCsvFormat::NsightComputeRaw : MeasuredCsvFormat::NsightCompute, runs.size() > 1, source);
    if (runs.size() > 1) {
        std::string lines;
        for (const NcuRun& run : runs)
            lines += (lines.empty() ? "" : ", ") + std::to_string(run.records.front().line);
        ImportWarning warning;
        warning.detail = detailAt(ErrorCode::SeveralRuns, source, {0, 0});
        warning.detail.value = std::to_string(runs.size());
        warning.detail.expected = lines;
        warning.message = std::string(source) + ": " + std::to_string(runs.size())
            + " Nsight Compute runs one after another (their tables start at lines " + lines
            + "); each run's launches are kernels of their own, though their IDs start again at 0";
        result.warnings.push_back(std::move(warning));
    }
    result.warnings.insert(result.warnings.end(), warnings.begin(), warnings.end());
    if (std::optional<ImportWarning> warning = decimalCommaWarning(policy, source))
        result.warnings.push_back(std::move(*warning));
    return result;
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
    // whose first column is "ID", once per run. Find them by their lines, so program output is never parsed.
    std::vector<std::size_t> headers;
    for (std::size_t lineStart = 0; lineStart < body.size();) {
        if (body.substr(lineStart).starts_with("\"ID\","))
            headers.push_back(lineStart);
        const std::size_t end = body.find('\n', lineStart);
        if (end == std::string_view::npos)
            break;
        lineStart = end + 1;
    }
    if (!headers.empty())
        return parseNcu(body, headers, source);
    if (body.find("==PROF==") != std::string_view::npos)
        throw Error(ErrorKind::Syntax,
            std::string(source)
                + ": an Nsight Compute log without a CSV table; profile with ncu --csv (see docs/file-formats.md, "
                  "\"Measured kernels\")");
    return parseSimple(body, source);
}

MeasuredImport loadMeasuredCsvFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxMeasuredCsvBytes, "CSV of measured kernels");
    return parseMeasuredCsv(text, path.string());
}

} // namespace roofline
