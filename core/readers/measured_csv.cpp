#include "core/readers/measured_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/shared_text.h"
#include "core/base/text.h"
#include "core/files/csv_reader.h"
#include "core/files/mapped_text.h"
#include "core/files/number_locale.h"
#include "core/readers/csv_fields.h"
#include "core/readers/nsight_csv.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

namespace roofline {

namespace {

// ---- the simple format ----------------------------------------------------------------------------

void checkCsvQuantity(std::string_view source, const CsvField& field, std::string_view key, double value)
{
    if (value <= 0.0 || value > kMaxMeasuredNumber)
        failField(source, field, key, ErrorKind::InvalidValue,
            "must be a positive number up to " + formatPlain(kMaxMeasuredNumber) + ", got " + formatPlain(value),
            ErrorCode::NotInRange, formatPlain(value), formatPlain(kMaxMeasuredNumber));
}

// The precision column: a dtype the app knows ("bf16", "bfloat16"…), or empty when not known.
std::optional<Dtype> precisionOf(std::string_view source, const CsvField& field)
{
    const std::string_view text = trim(field.text);
    if (text.empty())
        return std::nullopt;
    const std::optional<Dtype> dtype = parseDtype(text);
    if (!dtype) {
        ErrorDetail detail = detailAt(ErrorCode::UnknownName, source, field.position, "precision");
        detail.value = quoteForMessage(text);
        detail.expected = dtypeNameList();
        throw Error(ErrorKind::UnknownName,
            formatPosition(source, field.position) + ": precision: " + quoteForMessage(text)
                + " is not a precision the app knows (" + dtypeNameList() + "; empty: not known)",
            std::move(detail));
    }
    return dtype;
}

// The columns of a simple CSV's header, by name (lower case).
struct SimpleColumns {
    std::size_t fields = 0;
    std::size_t line = 0;
    std::array<std::size_t, 3> quantities {}; // flops, bytes, seconds
    std::size_t name = 0;
    std::optional<std::size_t> chip, link, precision;
};

// Whether a record is a simple CSV's header: it names every required column. A header again, after
// rows, is a file appended to another (>>).
bool isSimpleHeader(const CsvRecord& record)
{
    std::size_t found = 0;
    for (const char* required : {"name", "flops", "bytes", "seconds"}) {
        for (const CsvField& field : record.fields) {
            if (equalsIgnoreCase(trim(field.text), required)) {
                ++found;
                break;
            }
        }
    }
    return found == 4;
}

SimpleColumns simpleColumns(const CsvRecord& header, std::string_view source)
{
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
                    + "\"; a measured-kernels CSV needs name, flops, bytes, seconds (and may have chip, link, "
                      "precision); found "
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
    SimpleColumns result;
    result.fields = header.fields.size();
    result.line = header.line;
    result.quantities = {*column("flops"), *column("bytes"), *column("seconds")};
    result.name = *column("name");
    result.chip = column("chip");
    result.link = column("link");
    result.precision = column("precision");
    return result;
}

// Read one record at a time: a million kernels cost their kernels, not a million records of fields too,
// and a name, chip or memory level repeated by many kernels is held once.
MeasuredImport parseSimple(std::string_view body, std::string_view source, TextReading& reading)
{
    CsvReader reader(body, source);
    CsvRecord header;
    if (!reader.next(header))
        throw Error(
            ErrorKind::Syntax, std::string(source) + ": the file is empty", detailAt(ErrorCode::Empty, source, {0, 0}));
    SimpleColumns columns = simpleColumns(header, source);
    std::vector<std::size_t> tables {header.line}; // where each table's header is
    static constexpr std::array<const char*, 3> kQuantities {"flops", "bytes", "seconds"};
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
    TextPool texts;
    CsvRecord record;
    while (reader.next(record)) {
        reading.reached(reader.offset());
        if (isSimpleHeader(record)) { // another file's table, appended: read by its own columns
            columns = simpleColumns(record, source);
            tables.push_back(record.line);
            header = std::move(record);
            continue;
        }
        if (record.fields.size() != columns.fields)
            throw fieldCountError(source, record, header);
        const CsvField& name = record.fields[columns.name];
        // A spreadsheet's "Total" row sums the kernels above it: it is no kernel.
        if (equalsIgnoreCase(trim(name.text), "total")) {
            result.skipped.push_back(
                {record.line, quoteForMessage(trim(name.text)) + ": a total of other rows, not a kernel"});
            continue;
        }
        MeasuredKernel kernel;
        kernel.name = texts.intern(trim(name.text));
        if (kernel.name.empty())
            failField(source, name, "name", ErrorKind::MissingKey, "no kernel name (the field is empty)",
                ErrorCode::EmptyField);
        std::array<double*, 3> values {&kernel.flops, &kernel.bytes, &kernel.seconds};
        bool waits = false;
        for (std::size_t q = 0; q < kQuantities.size(); ++q) {
            CsvField& field = record.fields[columns.quantities[q]];
            const NumberReadings readings = readNumberText(field.text);
            policy.note(readings, field.text, field.position, kQuantities[q]);
            if (readings.ambiguous() && policy.mark() == DecimalMark::Unknown) {
                pending.push_back({result.kernels.size(), q, readings, std::move(field)});
                waits = true;
                continue;
            }
            *values[q] = requireNumber(policy, source, field, kQuantities[q]);
            checkCsvQuantity(source, field, kQuantities[q], *values[q]);
        }
        if (columns.chip)
            kernel.chipId = texts.intern(trim(record.fields[*columns.chip].text));
        if (columns.link)
            kernel.link = texts.intern(trim(record.fields[*columns.link].text));
        if (columns.precision)
            kernel.dtype = precisionOf(source, record.fields[*columns.precision]);
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
        checkCsvQuantity(source, number.field, kQuantities[number.quantity], value);
    }
    for (const auto& [k, line] : unchecked)
        validateMeasuredKernel(result.kernels[k], formatPosition(source, {line, 1}));
    if (tables.size() > 1)
        result.warnings.push_back(appendedRunsWarning(source, "CSV", tables, "rows"));
    if (std::optional<ImportWarning> warning = decimalCommaWarning(policy, source))
        result.warnings.push_back(std::move(*warning));
    return result;
}

} // namespace

namespace {

// How much of the text each pass is of a reading's progress: the checks are quick, the parse is not.
constexpr double kCheckedAt = 0.05;
constexpr double kScannedAt = 0.1;
constexpr std::size_t kChunk = 4u << 20;

// The text is UTF-8, checked a few megabytes at a time so a mapped file's pages can go behind the check.
// A chunk ends at the start of a character; a problem is then said as requireUtf8Text says it.
void checkUtf8(std::string_view text, std::string_view source, TextReading reading)
{
    for (std::size_t from = 0; from < text.size();) {
        std::size_t to = std::min(text.size(), from + kChunk);
        for (int back = 0; back < 3 && to < text.size() && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80;
             ++back)
            --to;
        if (findInvalidUtf8(text.substr(from, to - from)))
            requireUtf8Text(text, source);
        from = to;
        reading.reached(from);
    }
}

} // namespace

bool isNsightHeaderLine(std::string_view text)
{
    if (!text.starts_with("\"ID\","))
        return false; // ncu quotes every field of its header, the first always "ID"
    CsvReader reader(text.substr(0, text.find('\n')), "header");
    CsvRecord header;
    try {
        if (!reader.next(header))
            return false;
    } catch (const Error&) { // not one well-formed line of CSV
        return false;
    }
    bool kernelName = false;
    for (const CsvField& field : header.fields)
        kernelName = kernelName || field.text == "Kernel Name";
    return kernelName && !isSimpleHeader(header);
}

MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source)
{
    TextReading reading(text.size(), nullptr, nullptr);
    return parseMeasuredCsv(text, source, reading);
}

MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source, const TextReading& whole)
{
    checkUtf8(text, source, whole.part(0.0, kCheckedAt));
    const std::string_view body = text.starts_with("\xEF\xBB\xBF") ? text.substr(3) : text;
    if (trim(body).empty())
        throw Error(
            ErrorKind::Syntax, std::string(source) + ": the file is empty", detailAt(ErrorCode::Empty, source, {0, 0}));
    // An Nsight Compute export starts (after ==PROF== messages and program output) with a quoted header
    // whose first column is "ID", once per run. Find them by their lines, so program output is never parsed;
    // a header is Nsight's by its columns (isNsightHeaderLine), not by its first field alone.
    std::vector<std::size_t> headers;
    bool profilerMessages = false;
    TextReading scan = whole.part(kCheckedAt, kScannedAt);
    for (std::size_t lineStart = 0; lineStart < body.size();) {
        scan.reached(lineStart);
        if (isNsightHeaderLine(body.substr(lineStart)))
            headers.push_back(lineStart);
        const std::size_t end = body.find('\n', lineStart);
        const std::string_view line = body.substr(lineStart, end == std::string_view::npos ? end : end - lineStart);
        profilerMessages = profilerMessages || line.find("==PROF==") != std::string_view::npos;
        if (end == std::string_view::npos)
            break;
        lineStart = end + 1;
    }
    TextReading parse = whole.part(kScannedAt, 1.0);
    if (!headers.empty())
        return parseNsightCompute(body, headers, source, parse);
    if (profilerMessages)
        throw Error(ErrorKind::Syntax,
            std::string(source)
                + ": an Nsight Compute log without a CSV table; profile with ncu --csv (see docs/file-formats.md, "
                  "\"Measured kernels\")");
    return parseSimple(body, source, parse);
}

MeasuredImport loadMeasuredCsvFile(const std::filesystem::path& path, Progress* progress)
{
    MappedText mapped(path, "CSV of measured kernels");
    return parseMeasuredCsv(mapped.text(), path.string(), TextReading(mapped.text().size(), progress, &mapped));
}

} // namespace roofline
