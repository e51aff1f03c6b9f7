#include "core/readers/csv_fields.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <string>
#include <utility>
#include <vector>

namespace roofline {

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

ImportWarning appendedRunsWarning(
    std::string_view source, std::string_view format, const std::vector<std::size_t>& lines, std::string_view kernels)
{
    std::string starts;
    for (const std::size_t line : lines)
        starts += (starts.empty() ? "" : ", ") + std::to_string(line);
    ImportWarning warning;
    warning.detail = detailAt(ErrorCode::AppendedRuns, source, {0, 0});
    warning.detail.value = std::to_string(lines.size());
    warning.detail.expected = starts;
    warning.detail.subject = std::string(format);
    warning.message = std::string(source) + ": " + std::to_string(lines.size()) + " " + std::string(format)
        + " runs one after another (they start at lines " + starts + "); each run's " + std::string(kernels)
        + " are kernels of their own, never added to another run's";
    return warning;
}

} // namespace roofline
