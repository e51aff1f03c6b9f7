#pragma once

// What the readers of measured kernels share (measured_csv.cpp, nsight_csv.cpp): how a field's problem
// is said, and numbers read in the file's one convention. Not for other callers.

#include "core/base/error.h"
#include "core/io/csv_reader.h"
#include "core/io/measured_csv.h"
#include "core/io/number_locale.h"

#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// Throws Error(kind) "source:line:column: what: problem" with `code`, `value` and `high` in its detail.
[[noreturn]] void failField(std::string_view source, const CsvField& field, std::string_view what, ErrorKind kind,
    const std::string& problem, ErrorCode code, std::string value = {}, std::string high = {});

// A record with more or fewer fields than the header: the error says how many each has.
Error fieldCountError(std::string_view source, const CsvRecord& record, const CsvRecord& header);

// A number field in the file's convention (core/io/number_locale.h): the policy has seen every number
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

} // namespace roofline
