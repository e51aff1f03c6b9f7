#pragma once

#include "core/files/mapped_text.h"
#include "core/readers/measured_csv.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace roofline {

// Reads an Nsight Compute export (`ncu --csv`, the details page or `--page raw`) whose tables start at
// `headers` (offsets of its "ID",… lines in `body`, one per run appended with >>), one launch at a time:
// memory grows with the kernels made and the distinct kernel names, not with the file. Errors as
// parseMeasuredCsv's (core/readers/measured_csv.h).
MeasuredImport parseNsightCompute(
    std::string_view body, const std::vector<std::size_t>& headers, std::string_view source, TextReading& reading);

} // namespace roofline
