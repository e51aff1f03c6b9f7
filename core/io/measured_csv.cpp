#include "core/io/measured_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/shared_text.h"
#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/mapped_text.h"
#include "core/io/measured_csv_detail.h"
#include "core/io/nsight_csv.h"
#include "core/io/number_locale.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

namespace roofline {

// ---- fields and numbers ---------------------------------------------------------------------------

void failField(std::string_view source, const CsvField& field, std::string_view what, ErrorKind kind,
    const std::string& problem, ErrorCode code, std::string value, std::string high)
{
    ErrorDetail detail = detailAt(code, source, field.position, std::string(what));
    detail.value = std::move(value);
    detail.high = std::move(high);
    throw Error(
        kind, formatPosition(source, field.position) + ": " + std::string(what) + ": " + problem, std::move(detail));
}

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

double requireNumber(
    const DecimalMarkPolicy& policy, std::string_view source, const CsvField& field, std::string_view what)
{
    return requireNumber(policy, source, field, what, readNumberText(field.text));
}

double requireNumber(const DecimalMarkPolicy& policy, std::string_view source, const CsvField& field,
    std::string_view what, const NumberReadings& readings)
{
    if (const std::optional<double> value = policy.value(readings, field.text, field.position, what))
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

void noteNumber(DecimalMarkPolicy& policy, const CsvField& field, std::string_view what)
{
    noteNumber(policy, field, what, readNumberText(field.text));
}

void noteNumber(DecimalMarkPolicy& policy, const CsvField& field, std::string_view what, const NumberReadings& readings)
{
    policy.note(readings, field.text, field.position, what);
}

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

namespace {

// ---- the simple format ----------------------------------------------------------------------------

void checkQuantity(std::string_view source, const CsvField& field, std::string_view key, double value)
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

// Read one record at a time: a million kernels cost their kernels, not a million records of fields too,
// and a name, chip or memory level repeated by many kernels is held once.
MeasuredImport parseSimple(std::string_view body, std::string_view source, TextReading& reading)
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
    TextPool texts;
    CsvRecord record;
    while (reader.next(record)) {
        reading.reached(reader.offset());
        if (record.fields.size() != header.fields.size())
            throw fieldCountError(source, record, header);
        MeasuredKernel kernel;
        const CsvField& name = record.fields[*column("name")];
        kernel.name = texts.intern(trim(name.text));
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
            kernel.chipId = texts.intern(trim(record.fields[*chip].text));
        if (const auto link = column("link"))
            kernel.link = texts.intern(trim(record.fields[*link].text));
        if (const auto precision = column("precision"))
            kernel.dtype = precisionOf(source, record.fields[*precision]);
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
    // whose first column is "ID", once per run. Find them by their lines, so program output is never parsed.
    std::vector<std::size_t> headers;
    bool profilerMessages = false;
    TextReading scan = whole.part(kCheckedAt, kScannedAt);
    for (std::size_t lineStart = 0; lineStart < body.size();) {
        scan.reached(lineStart);
        if (body.substr(lineStart).starts_with("\"ID\","))
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
