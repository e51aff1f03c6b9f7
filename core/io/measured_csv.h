#pragma once

#include "core/base/progress.h"
#include "core/measured/measured.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A CSV of measured kernels is refused above this size, before it is read.
inline constexpr std::size_t kMaxMeasuredCsvBytes = 32u << 20;

enum class MeasuredCsvFormat {
    Simple, // name,flops,bytes,seconds[,chip][,link]
    NsightCompute, // ncu --csv: one row per kernel and metric
    NsightComputeRaw, // ncu --csv --page raw: one row per kernel, one column per metric
};

struct MeasuredImport {
    MeasuredCsvFormat format = MeasuredCsvFormat::Simple;
    std::vector<MeasuredKernel> kernels;
    std::vector<std::string> skipped; // kernels of a profiler export left out, each with the reason
};

// Reads measured kernels from CSV text; the format is recognised from the header (see docs/file-formats.md,
// "Measured kernels"). Every error names `source`, the line and column and the field, e.g.
//   "runs.csv:4:12: flops: \"12abc\" is not a number".
// Throws Error: Encoding (binary data, not UTF-8), Syntax (quotes, field counts, no kernels), MissingKey
// (a required column or metric), WrongType (text where a number belongs), InvalidValue (zero, negative,
// 1e400, nan), UnknownName (a unit that is not the metric's), Meaningless, TooLarge.
MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source);
// `progress` (may be null) hears how far the reading got and may stop it (Cancelled).
MeasuredImport loadMeasuredCsvFile(const std::filesystem::path& path, Progress* progress = nullptr);

} // namespace roofline
