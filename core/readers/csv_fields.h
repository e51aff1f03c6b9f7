#pragma once

// What the readers of measured kernels share (csv_fields.cpp; used by measured_csv.cpp, nsight_csv.cpp and
// the profilers' CSV readers): how a field's problem is said, numbers read in the file's one convention,
// and the warning of runs appended one after another. Not for other callers.

#include "core/base/error.h"
#include "core/files/csv_reader.h"
#include "core/files/number_locale.h"
#include "core/readers/measured_csv.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// Throws Error(kind) "source:line:column: what: problem" with `code`, `value` and `high` in its detail.
[[noreturn]] void failField(std::string_view source, const CsvField& field, std::string_view what, ErrorKind kind,
    const std::string& problem, ErrorCode code, std::string value = {}, std::string high = {});

// A record with more or fewer fields than the header: the error says how many each has.
Error fieldCountError(std::string_view source, const CsvRecord& record, const CsvRecord& header);

// A number field in the file's convention (core/files/number_locale.h): the policy has seen every number
// field before this one, or the file's every number field when the reader noted them first.
double requireNumber(
    const DecimalMarkPolicy& policy, std::string_view source, const CsvField& field, std::string_view what);
// The same with the field's readings already made (readNumberText(field.text)).
double requireNumber(const DecimalMarkPolicy& policy, std::string_view source, const CsvField& field,
    std::string_view what, const NumberReadings& readings);

// Notes the file's decimal mark for a field that holds a number (text that is no number says nothing).
void noteNumber(DecimalMarkPolicy& policy, const CsvField& field, std::string_view what);
// The same with the field's readings already made (readNumberText(field.text)).
void noteNumber(
    DecimalMarkPolicy& policy, const CsvField& field, std::string_view what, const NumberReadings& readings);

// The warning an import carries when its numbers were read with decimal commas: the user sees which
// field settled it.
std::optional<ImportWarning> decimalCommaWarning(const DecimalMarkPolicy& policy, std::string_view source);

// The warning of a file that holds several runs one after another (ErrorCode::AppendedRuns): `format`
// ("rocprofv3"), the line each run starts at, and what each run's kernels are ("dispatches").
ImportWarning appendedRunsWarning(
    std::string_view source, std::string_view format, const std::vector<std::size_t>& lines, std::string_view kernels);

} // namespace roofline
