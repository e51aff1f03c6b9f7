// Nsight Compute's CSV (`ncu --csv`, its details page, and `--page raw`), read one launch at a time: a
// million launches cost the kernels they make, never a million launches' rows at once.
#include "core/readers/nsight_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/csv_reader.h"
#include "core/readers/csv_fields.h"
#include "core/readers/nsight_catalog.h"
#include "core/readers/nsight_units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>

namespace roofline {

namespace {

using nsight::NcuCatalog;
using nsight::Quantity;
using nsight::quantityWords;
using nsight::UnitScales;

// One metric of one launch as the file prints it; converted only when it is needed, so a column we
// do not read can hold anything.
struct NcuMetric {
    std::string_view name; // ncu's own label for gpu__time_duration.sum, Duration, read as that
    const CsvField* value = nullptr;
    const NumberReadings* readings = nullptr; // of value, when the reader has made them already
    std::string_view unit;
    TextPosition unitPosition;
};

std::string_view canonicalMetricName(std::string_view name)
{
    if (name == "Duration")
        return "gpu__time_duration.sum";
    return name;
}

// One kernel launch: its metrics by name. The same metric can appear in two sections of the details
// page; the first one wins (they hold the same value).
struct NcuLaunch {
    std::string_view id;
    std::string_view name;
    std::size_t line = 0;
    std::size_t run = 0; // which of the file's Nsight Compute runs (a file of runs appended with >>)
    // Launches of one raw table print the same metrics in the same order: they share this key (the
    // table's run + 1). 0: the names must be compared (the details page lists each launch's own).
    std::size_t layoutKey = 0;
    std::vector<NcuMetric> metrics; // sorted by name, one of each

    // Sorts metrics added in file order, keeping the first of each name.
    void sortMetrics()
    {
        std::stable_sort(
            metrics.begin(), metrics.end(), [](const NcuMetric& a, const NcuMetric& b) { return a.name < b.name; });
        metrics.erase(std::unique(metrics.begin(), metrics.end(),
                          [](const NcuMetric& a, const NcuMetric& b) { return a.name == b.name; }),
            metrics.end());
    }
};

// A launch whose numbers could mean two things while the file has not said which convention it uses:
// read once the whole file has been seen.
struct Undecided { };

// Where a launch's metrics hold each metric of the catalog, and its tensor-core math-op counters.
class NcuLayout {
public:
    // Whether `launch` prints the metrics this layout was made for, in the same order.
    bool fits(const NcuLaunch& launch) const
    {
        if (launch.metrics.size() != m_names.size())
            return false;
        if (launch.layoutKey != 0 && launch.layoutKey == m_key)
            return true;
        return std::equal(m_names.begin(), m_names.end(), launch.metrics.begin(), launch.metrics.end(),
            [](const std::string& name, const NcuMetric& metric) { return metric.name == name; });
    }

    explicit NcuLayout(const NcuLaunch& launch)
        : m_key(launch.layoutKey)
    {
        const NcuCatalog& catalog = NcuCatalog::get();
        m_slots.assign(catalog.names.size(), kAbsent);
        for (std::size_t i = 0; i < launch.metrics.size(); ++i) {
            const std::string_view name = launch.metrics[i].name;
            m_names.emplace_back(name);
            const auto known = std::find(catalog.names.begin(), catalog.names.end(), name);
            if (known != catalog.names.end() && m_slots[known - catalog.names.begin()] == kAbsent)
                m_slots[known - catalog.names.begin()] = i;
            // Tensor cores: the math-op counters per source type (sparsity variants are a split of the
            // same ops, so they are not added again).
            if (name.starts_with("sm__ops_path_tensor_src_") && name.ends_with(".sum")
                && name.find("_sparsity_") == std::string_view::npos)
                m_tensorOps.push_back(i);
        }
        for (std::size_t k = 0; k < catalog.threadOps.size(); ++k) {
            if (has(catalog.threadOps[k].counter))
                m_threadOps.push_back(k);
        }
    }

    // Whether the launch prints any of the counter's metrics.
    bool has(const NcuCatalog::Counter& counter) const
    {
        return slot(counter.smSum) || slot(counter.smspSum) || slot(counter.smspPerCycle) || slot(counter.smPerCycle);
    }

    // The place of catalog metric `wanted` among the launch's metrics, or nullopt.
    std::optional<std::size_t> slot(std::size_t wanted) const
    {
        return m_slots[wanted] == kAbsent ? std::nullopt : std::optional<std::size_t>(m_slots[wanted]);
    }
    const std::vector<std::size_t>& tensorOps() const { return m_tensorOps; }
    // The catalog's thread-instruction counters (by their place in threadOps) the launch prints.
    const std::vector<std::size_t>& threadOps() const { return m_threadOps; }

private:
    static constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();
    std::size_t m_key = 0;
    std::vector<std::string> m_names;
    std::vector<std::size_t> m_slots;
    std::vector<std::size_t> m_tensorOps;
    std::vector<std::size_t> m_threadOps;
};

class NcuMetricReader {
public:
    NcuMetricReader(const NcuLaunch& launch, const NcuLayout& layout, std::string_view source,
        const DecimalMarkPolicy& policy, UnitScales& units, bool final)
        : m_launch(launch)
        , m_layout(layout)
        , m_source(source)
        , m_policy(policy)
        , m_units(units)
        , m_final(final)
    { }

    // The value of catalog metric `wanted` in SI base units, nullopt when the launch has no such metric
    // (or ncu printed n/a). Throws Undecided, unless `final`, for a number whose meaning waits for the
    // file's decimal mark.
    std::optional<double> get(std::size_t wanted, Quantity quantity) const
    {
        const std::optional<std::size_t> slot = m_layout.slot(wanted);
        return slot ? at(*slot, quantity) : std::nullopt;
    }

    // The same for the launch's metric at `slot`.
    std::optional<double> at(std::size_t slot, Quantity quantity) const
    {
        const NcuMetric& found = m_launch.metrics[slot];
        const std::string_view metric = found.name;
        if (!found.value)
            return std::nullopt;
        const CsvField& field = *found.value;
        const std::string_view text = trim(field.text);
        if (text.empty() || equalsIgnoreCase(text, "n/a"))
            return std::nullopt;
        const NumberReadings readings = found.readings ? *found.readings : readNumberText(field.text);
        if (!m_final && m_policy.mark() == DecimalMark::Unknown && readings.ambiguous())
            throw Undecided {};
        const double value = requireNumber(m_policy, m_source, field, metric, readings);
        const std::optional<double> scale = m_units.of(found.unit, quantity);
        if (!scale) {
            ErrorDetail detail = detailAt(ErrorCode::UnitMismatch, m_source, found.unitPosition, std::string(metric));
            detail.value = quoteForMessage(found.unit);
            detail.expected = std::string(quantityWords(quantity).tag);
            throw Error(ErrorKind::UnknownName,
                formatPosition(m_source, found.unitPosition) + ": " + std::string(metric) + ": the unit "
                    + quoteForMessage(found.unit) + " is not " + std::string(quantityWords(quantity).name),
                std::move(detail));
        }
        if (value < 0.0)
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "must not be negative, got " + formatPlain(value), ErrorCode::Negative, formatPlain(value));
        const double converted = value * *scale;
        if (!std::isfinite(converted))
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "overflows when converted from " + quoteForMessage(found.unit), ErrorCode::NotFinite,
                quoteForMessage(field.text));
        // An instruction or operation count (a .sum of counts) is whole; ncu's "16.78 Minst" is too once
        // scaled. A fraction is a number misread: "1.048" with "." between thousands is 1048.
        if (quantity == Quantity::Count && metric.ends_with(".sum")
            && std::fabs(converted - std::round(converted)) > 1e-9 * std::max(1.0, converted))
            failField(m_source, field, metric, ErrorKind::InvalidValue,
                "a count of instructions or operations must be whole, got " + quoteForMessage(trim(field.text))
                    + (found.unit.empty() ? std::string() : " " + std::string(found.unit)) + " = "
                    + formatPlain(converted)
                    + "; if \".\" separates thousands in this file, export it again with LC_ALL=C",
                ErrorCode::FractionalCount, quoteForMessage(trim(field.text)), formatPlain(converted));
        return converted;
    }

    // A counter the Speed Of Light roofline reads, as a total: X.sum from sm__ or smsp__ (the same
    // total), or, from a `--set roofline` export, smsp__X.sum.per_cycle_elapsed × cycles/s × duration.
    std::optional<double> counter(const NcuCatalog::Counter& names, double seconds) const
    {
        for (const std::size_t total : {names.smSum, names.smspSum}) {
            if (const auto value = get(total, Quantity::Count))
                return value;
        }
        const std::optional<std::size_t> smsp = m_layout.slot(names.smspPerCycle);
        const std::optional<std::size_t> sm = m_layout.slot(names.smPerCycle);
        if (!smsp && !sm)
            return std::nullopt; // the usual case, and no clock to read for it
        const std::optional<double> perSecond = cyclesPerSecond();
        for (const std::optional<std::size_t> rate : {smsp, sm}) {
            const auto perCycle = rate ? at(*rate, Quantity::CountPerCycle) : std::nullopt;
            if (perCycle && perSecond)
                return *perCycle * *perSecond * seconds;
        }
        return std::nullopt;
    }

    const NcuLayout& layout() const { return m_layout; }

private:
    std::optional<double> cyclesPerSecond() const
    {
        for (const std::size_t metric : NcuCatalog::get().cyclesPerSecond) {
            if (const auto value = get(metric, Quantity::CyclesPerSecond))
                return value;
        }
        return std::nullopt;
    }

    const NcuLaunch& m_launch;
    const NcuLayout& m_layout;
    std::string_view m_source;
    const DecimalMarkPolicy& m_policy;
    UnitScales& m_units;
    bool m_final;
};

// FLOPs as Nsight Compute's roofline counts them: per precision add + mul + 2·fma thread instructions,
// plus tensor-core math ops. Writes why there are none into `reason`.
std::optional<double> ncuFlops(const NcuMetricReader& reader, double seconds, std::string& reason)
{
    const NcuCatalog& catalog = NcuCatalog::get();
    double flops = 0.0;
    bool counted = false;
    for (const std::size_t k : reader.layout().threadOps()) {
        const NcuCatalog::WeightedCounter& op = catalog.threadOps[k];
        if (const auto count = reader.counter(op.counter, seconds)) {
            flops += op.weight * *count;
            counted = true;
        }
    }
    // Tensor cores: the math-op counters per source type when present, otherwise tensor instructions
    // × 512, the factor of ncu's own tensor roofline section.
    bool tensorOps = false;
    for (const std::size_t slot : reader.layout().tensorOps()) {
        if (const auto ops = reader.at(slot, Quantity::Count)) {
            flops += *ops;
            counted = true;
            tensorOps = true;
        }
    }
    if (!tensorOps && reader.layout().has(catalog.tensorInstructions)) {
        if (const auto instructions = reader.counter(catalog.tensorInstructions, seconds)) {
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
    const NcuCatalog& catalog = NcuCatalog::get();
    if (const auto bytes = reader.get(catalog.dramBytes, Quantity::Bytes))
        return bytes;
    const auto read = reader.get(catalog.dramRead, Quantity::Bytes);
    const auto write = reader.get(catalog.dramWrite, Quantity::Bytes);
    if (read || write)
        return read.value_or(0.0) + write.value_or(0.0);
    if (const auto rate = reader.get(catalog.dramPerSecond, Quantity::BytesPerSecond))
        return *rate * seconds;
    reason = "no DRAM traffic (dram__bytes.sum, or dram__bytes_read.sum and dram__bytes_write.sum)";
    return std::nullopt;
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

// One `ncu --csv` output's table: its header, and where its columns are.
struct NcuTable {
    std::size_t run = 0;
    CsvRecord header;
    bool longFormat = false; // one row per (launch, metric); else one row per launch (--page raw)
    std::size_t idColumn = 0;
    std::size_t nameColumn = 0;
    std::size_t metricColumn = 0; // long format
    std::size_t valueColumn = 0; // long format
    std::optional<std::size_t> unitColumn; // long format
    std::size_t needed = 0; // long format: the fields a row must have
    std::optional<CsvRecord> units; // raw: the row of units after the header
    std::vector<std::size_t> metricOrder; // raw: the columns by metric name, the first of each name
    std::vector<bool> isMetric; // raw: whether each column holds metric values (isMetricColumn)

    static NcuTable of(CsvRecord header, std::size_t run, std::string_view source)
    {
        NcuTable table;
        table.run = run;
        table.header = std::move(header);
        const CsvRecord& h = table.header;
        if (!findColumn(h, "Kernel Name"))
            throw Error(ErrorKind::MissingKey,
                formatPosition(source, {h.line, 1}) + ": an Nsight Compute header needs a \"Kernel Name\" column");
        table.idColumn = *findColumn(h, "ID");
        table.nameColumn = *findColumn(h, "Kernel Name");
        table.longFormat = findColumn(h, "Metric Name") && findColumn(h, "Metric Value");
        if (table.longFormat) {
            table.metricColumn = *findColumn(h, "Metric Name");
            table.valueColumn = *findColumn(h, "Metric Value");
            table.unitColumn = findColumn(h, "Metric Unit");
            table.needed = std::max({table.idColumn, table.nameColumn, table.metricColumn, table.valueColumn,
                table.unitColumn.value_or(0)});
        } else {
            for (std::size_t c = 0; c < h.fields.size(); ++c) {
                table.metricOrder.push_back(c);
                table.isMetric.push_back(isMetricColumn(h.fields[c].text));
            }
            std::stable_sort(table.metricOrder.begin(), table.metricOrder.end(), [&](std::size_t a, std::size_t b) {
                return canonicalMetricName(h.fields[a].text) < canonicalMetricName(h.fields[b].text);
            });
            table.metricOrder.erase(std::unique(table.metricOrder.begin(), table.metricOrder.end(),
                                        [&](std::size_t a, std::size_t b) {
                                            return canonicalMetricName(h.fields[a].text)
                                                == canonicalMetricName(h.fields[b].text);
                                        }),
                table.metricOrder.end());
        }
        return table;
    }

    // The launch a row of the raw page is, its metrics in `launch` (whose views are the row's, and its
    // fields' readings when given, by column).
    void rawLaunch(
        const CsvRecord& record, NcuLaunch& launch, const std::vector<NumberReadings>* readings = nullptr) const
    {
        launch.id = record.fields[idColumn].text;
        launch.name = record.fields[nameColumn].text;
        launch.line = record.line;
        launch.run = run;
        launch.layoutKey = run + 1;
        launch.metrics.clear();
        for (const std::size_t c : metricOrder) {
            NcuMetric metric;
            metric.name = canonicalMetricName(header.fields[c].text);
            metric.value = &record.fields[c];
            metric.readings = readings && isMetric[c] ? &(*readings)[c] : nullptr;
            if (units) { // (as many fields as the header: checked when it was read)
                metric.unit = units->fields[c].text;
                metric.unitPosition = units->fields[c].position;
            }
            launch.metrics.push_back(metric);
        }
    }

    // The launch the rows of the details page are (all of one ID, one after another).
    void longLaunch(const std::vector<CsvRecord>& rows, NcuLaunch& launch) const
    {
        const CsvRecord& first = rows.front();
        launch.id = first.fields[idColumn].text;
        launch.name = first.fields[nameColumn].text;
        launch.line = first.line;
        launch.run = run;
        launch.layoutKey = 0;
        launch.metrics.clear();
        for (const CsvRecord& row : rows) {
            NcuMetric metric;
            metric.name = canonicalMetricName(row.fields[metricColumn].text);
            metric.value = &row.fields[valueColumn];
            if (unitColumn) {
                metric.unit = row.fields[*unitColumn].text;
                metric.unitPosition = row.fields[*unitColumn].position;
            }
            launch.metrics.push_back(metric);
        }
        launch.sortMetrics();
    }
};

// The kernels of the file's launches, made as the launches are read. A launch whose numbers wait for
// the file's decimal mark keeps its rows until the end, and its kernel (or its reason to be left out)
// takes its place in file order then.
class NcuKernels {
public:
    NcuKernels(std::string_view source, bool severalRuns, DecimalMarkPolicy& policy)
        : m_source(source)
        , m_severalRuns(severalRuns)
        , m_policy(policy)
    { }

    // Converts `launch` (whose views are into `rows`), or keeps `rows` for later.
    void add(const NcuLaunch& launch, const std::vector<CsvRecord>& rows)
    {
        const std::size_t sequence = m_launches++;
        try {
            convert(launch, sequence, false);
        } catch (const Undecided&) {
            m_undecided.push_back({sequence, launch.run, rows});
        }
    }

    // The launches that waited, read now that the whole file has said what it can; then the import.
    MeasuredImport finish(const std::vector<NcuTable>& tables, MeasuredCsvFormat format)
    {
        NcuLaunch launch;
        for (const Waiting& waiting : m_undecided) {
            const NcuTable& table = tables[waiting.run];
            if (table.longFormat)
                table.longLaunch(waiting.rows, launch);
            else
                table.rawLaunch(waiting.rows.front(), launch);
            convert(launch, waiting.sequence, true);
        }
        if (!m_undecided.empty())
            restoreFileOrder();
        m_result.format = format;
        if (m_result.kernels.empty()) {
            const std::string hint
                = " (profile with ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,"
                  "sm__sass_thread_inst_executed_op_ffma_pred_on.sum,… — see docs/file-formats.md, \"Measured "
                  "kernels\")";
            if (m_launches == 0)
                throw Error(ErrorKind::Syntax, std::string(m_source) + ": the Nsight Compute export has no kernels",
                    detailAt(ErrorCode::NoKernels, m_source, {0, 0}));
            if (!m_anyDuration)
                throw Error(ErrorKind::MissingKey,
                    std::string(m_source) + ": no kernel has a duration (gpu__time_duration.sum)" + hint,
                    detailAt(ErrorCode::NoDuration, m_source, {0, 0}));
            throw Error(ErrorKind::MissingKey,
                std::string(m_source) + ": no kernel could be placed; " + m_result.skipped.front().reason + hint);
        }
        return std::move(m_result);
    }

    std::size_t distinctNames() const { return m_names.size(); }

private:
    struct Waiting {
        std::size_t sequence = 0;
        std::size_t run = 0;
        std::vector<CsvRecord> rows;
    };

    void convert(const NcuLaunch& launch, std::size_t sequence, bool final)
    {
        if (!m_layout || !m_layout->fits(launch))
            m_layout.emplace(launch);
        const NcuMetricReader reader(launch, *m_layout, m_source, m_policy, m_units, final);
        const auto skip = [&](const std::string& reason) {
            const std::string label = quoteForMessage(launch.name, 80) + " ("
                + (m_severalRuns ? "run " + std::to_string(launch.run + 1) + ", " : std::string()) + "ID "
                + std::string(launch.id) + ")";
            m_result.skipped.push_back({launch.line, label + ": " + reason});
            m_skippedOrder.push_back(sequence);
        };
        const std::optional<double> seconds = reader.get(NcuCatalog::get().duration, Quantity::Seconds);
        if (!seconds) {
            skip("no duration (gpu__time_duration.sum)");
            return;
        }
        m_anyDuration = true;
        std::string reason;
        const std::optional<double> flops = ncuFlops(reader, *seconds, reason);
        const std::optional<double> bytes = flops ? ncuBytes(reader, *seconds, reason) : std::nullopt;
        if (!flops || !bytes) {
            skip(reason);
            return;
        }
        if (!(*bytes > 0.0) || !(*seconds > 0.0)) {
            skip(*bytes > 0.0 ? "a duration of 0" : "no DRAM bytes moved");
            return;
        }
        // Launches of one kernel keep its name, so they are one group (docs/model.md §E); the name's
        // characters are held once however many launches share it.
        MeasuredKernel measured;
        measured.name = m_names.intern(launch.name);
        measured.flops = *flops;
        measured.bytes = *bytes;
        measured.seconds = *seconds;
        validateMeasuredKernel(measured, formatPosition(m_source, {launch.line, 1}));
        m_result.kernels.push_back(std::move(measured));
        m_kernelOrder.push_back(sequence);
    }

    // Kernels and skipped launches in the order of their launches in the file.
    void restoreFileOrder()
    {
        const auto reorder = [](auto& items, std::vector<std::size_t>& order) {
            std::vector<std::size_t> index(items.size());
            for (std::size_t i = 0; i < index.size(); ++i)
                index[i] = i;
            std::stable_sort(
                index.begin(), index.end(), [&](std::size_t a, std::size_t b) { return order[a] < order[b]; });
            std::remove_reference_t<decltype(items)> sorted;
            sorted.reserve(items.size());
            for (const std::size_t i : index)
                sorted.push_back(std::move(items[i]));
            items = std::move(sorted);
        };
        reorder(m_result.kernels, m_kernelOrder);
        reorder(m_result.skipped, m_skippedOrder);
    }

    std::string_view m_source;
    bool m_severalRuns;
    DecimalMarkPolicy& m_policy;
    UnitScales m_units;
    std::optional<NcuLayout> m_layout; // of the last launch converted
    TextPool m_names;
    MeasuredImport m_result;
    std::vector<std::size_t> m_kernelOrder; // each kernel's launch, counted from 0 in the file
    std::vector<std::size_t> m_skippedOrder;
    std::vector<Waiting> m_undecided;
    std::size_t m_launches = 0;
    bool m_anyDuration = false;
};

std::size_t lineOf(std::string_view text, std::size_t offset)
{
    return static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'))
        + 1;
}

// What follows a table up to the next run's header (or the end) is not read: a warning when it is more
// than profiler messages, so nothing is left out silently.
std::optional<ImportWarning> linesNotRead(
    std::string_view body, std::size_t from, std::size_t end, std::string_view source)
{
    std::size_t firstLine = 0;
    std::size_t lastLine = 0;
    std::size_t at = from;
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
    if (firstLine == 0)
        return std::nullopt;
    ImportWarning warning;
    warning.detail = detailAt(ErrorCode::LinesNotRead, source, {firstLine, 1});
    warning.detail.low = std::to_string(firstLine);
    warning.detail.high = std::to_string(lastLine);
    warning.message = std::string(source) + ": "
        + (firstLine == lastLine ? "line " + std::to_string(firstLine) + " follows"
                                 : "lines " + std::to_string(firstLine) + "–" + std::to_string(lastLine) + " follow")
        + " an Nsight Compute table and is part of none (a program's output?): not read";
    return warning;
}

} // namespace

// An Nsight Compute export: one table per run, each starting at a header line ("ID",…). `>>` appends a
// run after another, with its own program output and ==PROF== messages before its header; each run's
// launches are kernels of their own, though their IDs start again at 0. The details page's rows of one
// launch come one after another, as ncu writes them: a launch ends where a row of another ID starts.
MeasuredImport parseNsightCompute(
    std::string_view body, const std::vector<std::size_t>& headers, std::string_view source, TextReading& reading)
{
    DecimalMarkPolicy policy {std::string(source)};
    NcuKernels kernels(source, headers.size() > 1, policy);
    std::vector<NcuTable> tables;
    std::vector<ImportWarning> warnings;
    NcuLaunch launch;
    std::vector<CsvRecord> rows; // the rows of the launch being read
    std::vector<NumberReadings> readings; // raw: the numbers of the row being read, by column
    CsvRecord record;
    for (std::size_t r = 0; r < headers.size(); ++r) {
        const std::size_t end = r + 1 < headers.size() ? headers[r + 1] : body.size();
        CsvReader reader(body, source, CsvOptions {"==", headers[r], end, true});
        CsvRecord header;
        reader.next(header); // the header line itself: always a record
        tables.push_back(NcuTable::of(std::move(header), r, source));
        NcuTable& table = tables.back();
        const CsvRecord& h = table.header;
        if (table.longFormat) {
            rows.clear();
            while (reader.next(record)) {
                reading.reached(reader.offset());
                if (record.fields.size() <= table.needed)
                    throw fieldCountError(source, record, h);
                noteNumber(policy, record.fields[table.valueColumn], record.fields[table.metricColumn].text);
                if (!rows.empty() && record.fields[table.idColumn].text != rows.front().fields[table.idColumn].text) {
                    table.longLaunch(rows, launch);
                    kernels.add(launch, rows);
                    rows.clear();
                }
                rows.push_back(std::move(record));
            }
            if (!rows.empty()) {
                table.longLaunch(rows, launch);
                kernels.add(launch, rows);
            }
        } else {
            bool first = true;
            rows.resize(1);
            while (reader.next(rows.front())) {
                reading.reached(reader.offset());
                CsvRecord& row = rows.front();
                // Every row has a field per column, the row of units too (or the numbers of some
                // columns would be read without their units).
                if (row.fields.size() != h.fields.size())
                    throw fieldCountError(source, row, h);
                // ncu --page raw prints the units in the row after the header: its ID is empty.
                if (first && trim(row.fields[table.idColumn].text).empty()) {
                    first = false;
                    table.units = std::move(row);
                    continue;
                }
                first = false;
                // Each number is read once: for the file's decimal mark, then for its value.
                readings.resize(h.fields.size());
                for (std::size_t c = 0; c < h.fields.size(); ++c) {
                    if (table.isMetric[c]) {
                        readings[c] = readNumberText(row.fields[c].text);
                        noteNumber(policy, row.fields[c], h.fields[c].text, readings[c]);
                    }
                }
                table.rawLaunch(row, launch, &readings);
                kernels.add(launch, rows);
            }
        }
        if (std::optional<ImportWarning> warning = linesNotRead(body, reader.offset(), end, source))
            warnings.push_back(std::move(*warning));
    }
    MeasuredImport result = kernels.finish(
        tables, tables.front().longFormat ? MeasuredCsvFormat::NsightCompute : MeasuredCsvFormat::NsightComputeRaw);
    if (tables.size() > 1) {
        std::string lines;
        for (const NcuTable& table : tables)
            lines += (lines.empty() ? "" : ", ") + std::to_string(table.header.line);
        ImportWarning warning;
        warning.detail = detailAt(ErrorCode::SeveralRuns, source, {0, 0});
        warning.detail.value = std::to_string(tables.size());
        warning.detail.expected = lines;
        warning.message = std::string(source) + ": " + std::to_string(tables.size())
            + " Nsight Compute runs one after another (their tables start at lines " + lines
            + "); each run's launches are kernels of their own, though their IDs start again at 0";
        result.warnings.push_back(std::move(warning));
    }
    result.warnings.insert(result.warnings.end(), warnings.begin(), warnings.end());
    if (std::optional<ImportWarning> warning = decimalCommaWarning(policy, source))
        result.warnings.push_back(std::move(*warning));
    return result;
}

} // namespace roofline
