#include "core/readers/profiler_csv.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/readers/measured_csv.h"

#include <charconv>
#include <cmath>

namespace roofline {

bool hasFields(const CsvRecord& record, std::initializer_list<std::string_view> names)
{
    for (std::string_view name : names) {
        bool found = false;
        for (const CsvField& field : record.fields)
            found = found || equalsIgnoreCase(trim(field.text), name);
        if (!found)
            return false;
    }
    return true;
}

ProfilerCsv::ProfilerCsv(std::string_view text, std::string_view source, bool (*isHeader)(const CsvRecord&))
    : m_source(source)
{
    if (text.size() > kMaxProfilerCsvBytes) {
        ErrorDetail detail = detailAt(ErrorCode::TextTooLarge, source, {});
        detail.limit = kMaxProfilerCsvBytes;
        throw Error(ErrorKind::TooLarge,
            m_source + ": larger than " + formatByteSize(kMaxProfilerCsvBytes)
                + ", the limit for a profiler's CSV export",
            std::move(detail));
    }
    requireUtf8Text(text, source);
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    m_records = readCsvRecords(text, source);
    if (m_records.empty())
        throw Error(ErrorKind::Syntax, m_source + ": the file is empty", detailAt(ErrorCode::Empty, source, {}));
    std::size_t header = 0;
    for (std::size_t r = 1; r <= m_records.size(); ++r) {
        if (r < m_records.size() && !isHeader(m_records[r]))
            continue;
        m_tables.emplace_back(
            m_source, m_records[header], std::span<const CsvRecord>(m_records).subspan(header + 1, r - header - 1));
        header = r;
    }
}

std::optional<std::size_t> ProfilerTable::column(std::initializer_list<std::string_view> names) const
{
    const std::vector<CsvField>& fields = header().fields;
    for (std::size_t i = 0; i < fields.size(); ++i)
        for (std::string_view name : names)
            if (equalsIgnoreCase(trim(fields[i].text), name))
                return i;
    return std::nullopt;
}

std::size_t ProfilerTable::require(std::initializer_list<std::string_view> names) const
{
    if (const std::optional<std::size_t> found = column(names))
        return *found;
    std::string found;
    for (const CsvField& field : header().fields)
        found += (found.empty() ? "" : ", ") + quoteForMessage(field.text, 30);
    const std::string wanted = "\"" + std::string(*names.begin()) + "\"";
    ErrorDetail detail = detailAt(ErrorCode::MissingColumn, m_source, {header().line, 1});
    detail.value = wanted;
    detail.expected = found;
    throw Error(ErrorKind::MissingKey,
        formatPosition(m_source, {header().line, 1}) + ": no column " + wanted + " in the header; found " + found,
        std::move(detail));
}

const std::string& ProfilerTable::text(const CsvRecord& record, std::size_t column) const
{
    if (column >= record.fields.size()) {
        ErrorDetail detail = detailAt(ErrorCode::FieldCount, m_source, {record.line, 1});
        detail.value = std::to_string(record.fields.size());
        detail.expected = std::to_string(header().fields.size());
        throw Error(ErrorKind::Syntax,
            formatPosition(m_source, {record.line, 1}) + ": " + std::to_string(record.fields.size())
                + " fields, but the header has " + std::to_string(header().fields.size()),
            std::move(detail));
    }
    return record.fields[column].text;
}

double ProfilerTable::number(const CsvRecord& record, std::size_t column) const
{
    const std::string& field = text(record, column);
    const CsvField& at = record.fields[column];
    const std::string name = header().fields[column].text;
    const std::string where = formatPosition(m_source, at.position) + ": " + name + ": ";
    const std::optional<double> value = parseFiniteNumber(trim(field));
    if (!value) {
        const bool numeric = looksNumeric(trim(field));
        ErrorDetail detail
            = detailAt(numeric ? ErrorCode::NotFinite : ErrorCode::NotANumber, m_source, at.position, name);
        detail.value = quoteForMessage(field);
        throw Error(numeric ? ErrorKind::InvalidValue : ErrorKind::WrongType,
            where + quoteForMessage(field) + (numeric ? " is not a finite number" : " is not a number"),
            std::move(detail));
    }
    if (*value < 0.0) {
        ErrorDetail detail = detailAt(ErrorCode::Negative, m_source, at.position, name);
        detail.value = quoteForMessage(field);
        throw Error(
            ErrorKind::InvalidValue, where + "must not be negative, got " + quoteForMessage(field), std::move(detail));
    }
    return *value;
}

std::uint64_t ProfilerTable::wholeNumber(const CsvRecord& record, std::size_t column) const
{
    const std::string_view field = trim(text(record, column));
    const CsvField& at = record.fields[column];
    const std::string name = header().fields[column].text;
    const std::string where = formatPosition(m_source, at.position) + ": " + name + ": ";
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
    const bool digits = !field.empty() && field.find_first_not_of("0123456789") == std::string_view::npos;
    if (digits && error == std::errc() && end == field.data() + field.size())
        return value;
    ErrorDetail detail = detailAt(ErrorCode::NotWhole, m_source, at.position, name);
    detail.value = quoteForMessage(field);
    if (digits) { // too many digits for 64 bits
        detail.code = ErrorCode::NotInRange;
        detail.low = "0";
        detail.high = std::to_string(UINT64_MAX);
        throw Error(ErrorKind::InvalidValue,
            where + quoteForMessage(field) + " is beyond " + std::to_string(UINT64_MAX) + ", the largest it can be",
            std::move(detail));
    }
    if (!parseFiniteNumber(field) && !looksNumeric(field)) {
        detail.code = ErrorCode::NotANumber;
        throw Error(ErrorKind::WrongType, where + quoteForMessage(field) + " is not a number", std::move(detail));
    }
    throw Error(ErrorKind::InvalidValue,
        where + "must be a whole number written in digits, got " + quoteForMessage(field), std::move(detail));
}

} // namespace roofline
