#pragma once

#include "core/io/csv_reader.h"
#include "core/io/measured_csv.h"
#include "core/measured/measured.h"

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A profiler's CSV export (rocprofv3, XProf) is read whole, so it is refused above this size: far
// beyond any run's table (a rocprofv3 file of 100,000 dispatches and 12 counters is some 30 MiB).
inline constexpr std::size_t kMaxProfilerCsvBytes = 32u << 20;

// What a profiler's CSV export gives: the kernels placed, and those left out with their line and the
// reason ("\"copy.1\": 0 FLOPs").
struct ProfilerExport {
    std::vector<MeasuredKernel> kernels;
    std::vector<SkippedKernel> skipped;
};

// A profiler's CSV with its header read: the columns by name, and the records after the header.
class ProfilerCsv {
public:
    // Reads the CSV (UTF-8, at most kMaxProfilerCsvBytes); the first record is the header.
    // Throws Error(Syntax) naming `source` for an empty file.
    ProfilerCsv(std::string_view text, std::string_view source);

    const std::string& source() const { return m_source; }
    const CsvRecord& header() const { return m_records.front(); }
    const std::vector<CsvRecord>& records() const { return m_records; } // the header first

    // The column named any of `names` (compared without case), or nullopt.
    std::optional<std::size_t> column(std::initializer_list<std::string_view> names) const;
    // The same, required: throws Error(MissingKey, MissingColumn) naming the file, the column and the
    // columns found.
    std::size_t require(std::initializer_list<std::string_view> names) const;

    // A record's field as a number of the C locale ("16384.000000", "4.3e-02"), finite and at least 0.
    // Throws Error naming file:line:column and the column: WrongType for text, InvalidValue for a
    // negative or non-finite number; FieldCount for a record shorter than the header.
    double number(const CsvRecord& record, std::size_t column) const;
    const std::string& text(const CsvRecord& record, std::size_t column) const;

private:
    std::string m_source;
    std::vector<CsvRecord> m_records;
};

} // namespace roofline
