#pragma once

#include "core/files/csv_reader.h"
#include "core/measured/measured.h"
#include "core/readers/measured_csv.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A profiler's CSV export (rocprofv3, XProf) is read whole, so it is refused above this size: far
// beyond any run's table (a rocprofv3 file of 100,000 dispatches and 12 counters is some 30 MiB).
inline constexpr std::size_t kMaxProfilerCsvBytes = 32u << 20;

// What a profiler's CSV export gives: the kernels placed, those left out with their line and the
// reason ("\"copy.1\": 0 FLOPs"), and what the user should know (runs appended one after another).
struct ProfilerExport {
    std::vector<MeasuredKernel> kernels;
    std::vector<SkippedKernel> skipped;
    std::vector<ImportWarning> warnings;
};

// One table of a profiler's CSV: a header and the records up to the next header (or the end). A file
// appended to another with >> (or passes concatenated with cat) holds one table per file, each read by
// the columns of its own header.
class ProfilerTable {
public:
    ProfilerTable(std::string_view source, const CsvRecord& header, std::span<const CsvRecord> rows)
        : m_source(source)
        , m_header(&header)
        , m_rows(rows)
    { }

    const CsvRecord& header() const { return *m_header; }
    std::span<const CsvRecord> rows() const { return m_rows; }

    // The column named any of `names` (compared without case), or nullopt.
    std::optional<std::size_t> column(std::initializer_list<std::string_view> names) const;
    // The same, required: throws Error(MissingKey, MissingColumn) naming the file, the header's line, the
    // column and the columns found.
    std::size_t require(std::initializer_list<std::string_view> names) const;

    // A record's field as a number of the C locale ("16384.000000", "4.3e-02"), finite and at least 0.
    // Throws Error naming file:line:column and the column: WrongType for text, InvalidValue for a
    // negative or non-finite number; FieldCount for a record shorter than the header.
    double number(const CsvRecord& record, std::size_t column) const;
    // A field that holds a whole number written as digits ("1733482937123456789", a timestamp in
    // nanoseconds), read as a 64-bit integer: every digit counts, where a double keeps some 16. Throws
    // Error naming file:line:column and the column: WrongType for text, InvalidValue (NotWhole) for a
    // fraction, an exponent or a sign, InvalidValue (NotInRange) above 2^64 − 1.
    std::uint64_t wholeNumber(const CsvRecord& record, std::size_t column) const;
    const std::string& text(const CsvRecord& record, std::size_t column) const;

private:
    std::string_view m_source;
    const CsvRecord* m_header;
    std::span<const CsvRecord> m_rows;
};

// A profiler's CSV: its records split into tables at each record that is a header (`isHeader`: the
// format's own columns), the first record always one.
class ProfilerCsv {
public:
    // Reads the CSV (UTF-8, at most kMaxProfilerCsvBytes). Throws Error(Syntax) naming `source` for an
    // empty file.
    ProfilerCsv(std::string_view text, std::string_view source, bool (*isHeader)(const CsvRecord&));
    ProfilerCsv(const ProfilerCsv&) = delete;
    ProfilerCsv& operator=(const ProfilerCsv&) = delete;

    const std::string& source() const { return m_source; }
    const std::vector<ProfilerTable>& tables() const { return m_tables; }

private:
    std::string m_source;
    std::vector<CsvRecord> m_records;
    std::vector<ProfilerTable> m_tables;
};

// Whether a record holds each of `names` as a field (trimmed, compared without case): how a format's
// header is told from its rows.
bool hasFields(const CsvRecord& record, std::initializer_list<std::string_view> names);

} // namespace roofline
