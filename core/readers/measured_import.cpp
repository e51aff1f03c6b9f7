#include "core/readers/measured_import.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_reader.h"
#include "core/readers/ert_json.h"
#include "core/readers/rocprof_csv.h"
#include "core/readers/xprof_csv.h"

namespace roofline {

namespace {

// The text after a UTF-8 byte-order mark and leading blanks.
std::string_view start(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first == std::string_view::npos ? std::string_view() : text.substr(first);
}

// ERT's roofline.json: a JSON object (a PyTorch trace, the other JSON format, is told apart by its
// "traceEvents", wherever it is among its keys, and goes before this one).
bool isErt(std::string_view text)
{
    return start(text).starts_with("{");
}

// `ncu --csv`: a line that is its header (isNsightHeaderLine), or its ==PROF== messages, in the first
// megabyte. Only a hint: the CSV reader, which takes both, finds a header wherever it is.
bool isNsight(std::string_view text)
{
    text = text.substr(0, 1u << 20);
    if (isNsightHeaderLine(start(text)))
        return true;
    for (std::size_t at = text.find("\n\"ID\","); at != std::string_view::npos; at = text.find("\n\"ID\",", at + 1))
        if (isNsightHeaderLine(text.substr(at + 1)))
            return true;
    return text.find("==PROF==") != std::string_view::npos;
}

// rocprofv3's counter collection, or its kernel trace, which its reader refuses saying what to collect.
bool isRocprof(std::string_view text)
{
    return looksLikeRocprofCounters(text) || looksLikeRocprofKernelTrace(text);
}

bool anything(std::string_view)
{
    return true;
}

MeasuredFile fromCsv(std::string_view text, std::string_view source, const TextReading& reading)
{
    MeasuredImport import = parseMeasuredCsv(text, source, reading);
    MeasuredFile file;
    file.format = import.format == MeasuredCsvFormat::Simple ? "csv" : "nsight-compute";
    file.kernels = std::move(import.kernels);
    file.skipped = std::move(import.skipped);
    file.warnings = std::move(import.warnings);
    return file;
}

MeasuredFile fromErt(std::string_view text, std::string_view source, const TextReading&)
{
    MeasuredFile file;
    file.format = "ert";
    file.ceilings = parseErtJson(text, source);
    return file;
}

// A PyTorch profiler trace is read as it streams (a .json.gz inflated a window at a time); a file larger than
// kMaxTraceFileBytes is refused before.
MeasuredFile traceFile(
    std::string_view text, std::string_view source, std::optional<std::int64_t> device, const TextReading& reading)
{
    if (text.size() > kMaxTraceFileBytes) {
        ErrorDetail detail = detailAt(ErrorCode::TextTooLarge, source, {});
        detail.limit = kMaxTraceFileBytes;
        throw Error(ErrorKind::TooLarge,
            std::string(source) + ": file is larger than " + formatByteSize(kMaxTraceFileBytes)
                + ", too large to be a PyTorch profiler trace",
            std::move(detail));
    }
    KinetoTrace trace = parseKinetoTrace(text, source, device, reading);
    MeasuredFile file;
    file.format = "pytorch-trace";
    file.kernels = std::move(trace.kernels);
    file.warnings = std::move(trace.warnings);
    for (ImportWarning& warning : file.warnings) { // named by the file, as every reader's are
        warning.message = std::string(source) + ": " + warning.message;
        warning.detail.source = source;
    }
    file.unmodelledSeconds = trace.unmodelledSeconds;
    file.unmodelled = std::move(trace.unmodelled);
    file.dataMovementSeconds = trace.dataMovementSeconds;
    file.dataMovement = std::move(trace.dataMovement);
    file.kernelSeconds = trace.kernelSeconds;
    file.shapes = std::move(trace.shapes);
    file.launches = std::move(trace.launches);
    file.join = std::move(trace.join);
    return file;
}

MeasuredFile fromTrace(std::string_view text, std::string_view source, const TextReading& reading)
{
    return traceFile(text, source, std::nullopt, reading);
}

template<ProfilerExport (*parse)(std::string_view, std::string_view)>
MeasuredFile fromProfilerCsv(std::string_view text, std::string_view source, const TextReading&)
{
    ProfilerExport read = parse(text, source);
    MeasuredFile file;
    file.kernels = std::move(read.kernels);
    file.skipped = std::move(read.skipped);
    file.warnings = std::move(read.warnings);
    return file;
}

MeasuredFile fromRocprof(std::string_view text, std::string_view source, const TextReading& reading)
{
    MeasuredFile file = fromProfilerCsv<&parseRocprofCounters>(text, source, reading);
    file.format = "rocprofv3";
    return file;
}

MeasuredFile fromXprof(std::string_view text, std::string_view source, const TextReading& reading)
{
    MeasuredFile file = fromProfilerCsv<&parseXprofRoofline>(text, source, reading);
    file.format = "xprof";
    return file;
}

constexpr MeasuredReader kReaders[] = {
    {"pytorch-trace", &looksLikeKinetoTrace, &fromTrace},
    {"ert", &isErt, &fromErt},
    {"rocprofv3", &isRocprof, &fromRocprof},
    {"xprof", &looksLikeXprofRoofline, &fromXprof},
    {"nsight-compute", &isNsight, &fromCsv},
    {"csv", &anything, &fromCsv},
};

} // namespace

std::span<const MeasuredReader> measuredReaders()
{
    return kReaders;
}

namespace {

// Reads with the first reader that recognises the text; each looks only at what tells its format (a CSV's
// first line, a JSON object's keys up to the one that decides), so nothing is read twice but that.
MeasuredFile readWith(
    std::string_view text, std::string_view source, const TextReading& reading, const MeasuredReadOptions& options = {})
{
    for (const MeasuredReader& reader : measuredReaders()) {
        if (!reader.recognises(text))
            continue;
        if (reader.read == &fromTrace && options.traceDevice)
            return traceFile(text, source, options.traceDevice, reading);
        return reader.read(text, source, reading);
    }
    return fromCsv(text, source, reading); // not reached: the plain CSV takes anything
}

} // namespace

MeasuredFile readMeasuredText(std::string_view text, std::string_view source)
{
    return readWith(text, source, TextReading(text.size(), nullptr, nullptr));
}

MeasuredFile readMeasuredFile(const std::filesystem::path& path, Progress* progress, const MeasuredReadOptions& options)
{
    MappedText mapped(path, "file of measurements");
    const std::string_view text = mapped.text();
    return readWith(text, path.string(), TextReading(text.size(), progress, &mapped), options);
}

} // namespace roofline
