#include "core/io/measured_import.h"

#include "core/base/text.h"
#include "core/io/ert_json.h"
#include "core/io/json_reader.h"

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

// ERT's roofline.json, the one JSON format read so far: a JSON object. (A JSON format added later tells
// itself apart by its keys, and goes before this one.)
bool isErt(std::string_view text)
{
    return start(text).starts_with("{");
}

// `ncu --csv`: a line that starts with its quoted "ID" header, or its ==PROF== messages.
bool isNsight(std::string_view text)
{
    const std::string_view body = start(text);
    return body.starts_with("\"ID\",") || text.find("\n\"ID\",") != std::string_view::npos
        || text.find("==PROF==") != std::string_view::npos;
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

constexpr MeasuredReader kReaders[] = {
    {"ert", &isErt, &fromErt},
    {"nsight-compute", &isNsight, &fromCsv},
    {"csv", &anything, &fromCsv},
};

} // namespace

std::span<const MeasuredReader> measuredReaders()
{
    return kReaders;
}

namespace {

// Reads with the first reader that recognises `start`, the beginning of `text`.
MeasuredFile readWith(
    std::string_view start, std::string_view text, std::string_view source, const TextReading& reading)
{
    for (const MeasuredReader& reader : measuredReaders()) {
        if (reader.recognises(start))
            return reader.read(text, source, reading);
    }
    return fromCsv(text, source, reading); // not reached: the plain CSV takes anything
}

// How much of a file its format is told from. A CSV reader finds an Nsight Compute header wherever it is,
// so a file told apart only further on is still read as what it is.
constexpr std::size_t kRecognisedBytes = 1u << 20;

} // namespace

MeasuredFile readMeasuredText(std::string_view text, std::string_view source)
{
    return readWith(text, text, source, TextReading(text.size(), nullptr, nullptr));
}

MeasuredFile readMeasuredFile(const std::filesystem::path& path, Progress* progress)
{
    MappedText mapped(path, "file of measurements");
    const std::string_view text = mapped.text();
    return readWith(text.substr(0, kRecognisedBytes), text, path.string(), TextReading(text.size(), progress, &mapped));
}

} // namespace roofline
