#pragma once

#include "core/base/error.h"
#include "core/base/progress.h"
#include "core/files/mapped_text.h"
#include "core/measured/measured.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

enum class MeasuredCsvFormat {
    Simple, // name,flops,bytes,seconds[,chip][,link]
    NsightCompute, // ncu --csv: one row per kernel and metric
    NsightComputeRaw, // ncu --csv --page raw: one row per kernel, one column per metric
};

// A kernel of a profiler export left out: where it starts and why ("\"copy_kernel\" (ID 2): no
// floating-point work counted (0 FLOPs)").
struct SkippedKernel {
    std::size_t line = 0;
    std::string reason;
    bool operator==(const SkippedKernel&) const = default;
};

// Something an import read that its user should know, though nothing was refused: numbers read with
// decimal commas, several Nsight Compute runs in one file, lines that belong to no table. `message` is
// the English the command line prints; `detail` the same as data, for the GUI to word (its code is one of
// ErrorCode::DecimalCommas, SeveralRuns, LinesNotRead…).
struct ImportWarning {
    std::string message;
    ErrorDetail detail;
};

struct MeasuredImport {
    MeasuredCsvFormat format = MeasuredCsvFormat::Simple;
    std::vector<MeasuredKernel> kernels;
    std::vector<SkippedKernel> skipped; // kernels of a profiler export left out, each with the reason
    std::vector<ImportWarning> warnings;
};

// Whether the line at the start of `text` is an Nsight Compute table's header: ncu's quoted "ID" first,
// and its "Kernel Name" column; a simple CSV's header (name, flops, bytes, seconds) never is, whatever it
// starts with.
bool isNsightHeaderLine(std::string_view text);

// Reads measured kernels from CSV text; the format is recognised from the header (see docs/file-formats.md,
// "Measured kernels"). The text is read one record (one Nsight Compute launch) at a time, whatever its
// size: memory grows with the kernels made and the distinct names (each held once, SharedText), not with
// the text. Numbers are read in the file's one convention (core/files/number_locale.h): a number
// that could mean two things in a file that does not say which is refused (AmbiguousNumber), and so are
// numbers that contradict each other (MixedDecimalMarks) and a fractional instruction count
// (FractionalCount). An Nsight Compute file may hold several runs appended one after another; each run's
// launches are kernels of their own, and every launch keeps its kernel's name. Every error names
// `source`, the line and column and the field, e.g.
//   "runs.csv:4:12: flops: \"12abc\" is not a number".
// Throws Error: Encoding (binary data, not UTF-8), Syntax (quotes, field counts, no kernels), MissingKey
// (a required column or metric), WrongType (text where a number belongs), InvalidValue (zero, negative,
// 1e400, nan), UnknownName (a unit that is not the metric's), Meaningless.
MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source);
// The same, saying how far it got through `reading` (a progress bar, Cancel, a mapped file's pages).
MeasuredImport parseMeasuredCsv(std::string_view text, std::string_view source, const TextReading& reading);
// A file of any size, mapped rather than read into memory (MappedText). `progress` (may be null) hears how
// far the reading got and may stop it (Cancelled).
MeasuredImport loadMeasuredCsvFile(const std::filesystem::path& path, Progress* progress = nullptr);

} // namespace roofline
