#include "core/formats/chip_json.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/source_json.h"

#include <cmath>
#include <map>
#include <set>

namespace roofline {

namespace {

BandwidthLevel levelFromJson(const JsonCursor& entry, BandwidthKind kind)
{
    entry.expectObject();
    BandwidthLevel level;
    level.kind = kind;
    level.name = entry.require("name").nonEmptyString();
    level.bytesPerS = entry.require("bandwidth_bytes_per_s").positiveNumber();
    if (const auto capacity = entry.optional("capacity_bytes"))
        level.capacityBytes = capacity->positiveNumber();
    // A file from before links had a count holds one link per entry; validateChip checks the value.
    if (const auto count = entry.optional("count"))
        level.count = count->number();
    if (const auto latency = entry.optional("latency_s"))
        level.latencyS = latency->number();
    if (const auto domain = entry.optional("domain"))
        level.domain = domain->number();
    if (const auto note = entry.optional("note"))
        level.note = note->string();
    return level;
}

std::vector<BandwidthLevel> levelsFromJson(const JsonCursor& array, BandwidthKind kind)
{
    std::vector<BandwidthLevel> levels;
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i)
        levels.push_back(levelFromJson(array.at(i), kind));
    return levels;
}

// Where a chip's key paths start: "" for a chip file, "custom_chips[2]." for a chip inside a project.
struct ChipPlace {
    std::string_view source;
    std::string prefix;
};

struct Fault {
    ErrorCode code;
    std::string value;
    std::string low, high;
};

[[noreturn]] void failAt(
    const ChipPlace& place, const std::string& path, ErrorKind kind, const std::string& problem, Fault fault)
{
    ErrorDetail detail;
    detail.code = fault.code;
    detail.source = std::string(place.source);
    detail.keyPath = place.prefix + path;
    detail.value = std::move(fault.value);
    detail.low = std::move(fault.low);
    detail.high = std::move(fault.high);
    throw Error(kind, std::string(place.source) + ": " + place.prefix + path + ": " + problem, std::move(detail));
}

void checkPositive(const ChipPlace& place, const std::string& path, double value)
{
    if (!std::isfinite(value) || value <= 0.0)
        failAt(place, path, ErrorKind::InvalidValue, "must be a positive finite number, got " + formatPlain(value),
            Fault {ErrorCode::NotPositive, formatPlain(value), {}, {}});
    if (value < kMinChipNumber || value > kMaxChipNumber)
        failAt(place, path, ErrorKind::InvalidValue,
            "must be between " + formatPlain(kMinChipNumber) + " and " + formatPlain(kMaxChipNumber) + ", got "
                + formatPlain(value) + " (FLOPs/s, bytes/s and bytes are counted in units, not in T or G)",
            Fault {
                ErrorCode::NotInRange, formatPlain(value), formatPlain(kMinChipNumber), formatPlain(kMaxChipNumber)});
}

// A link's count is a whole number of links; a memory level is one memory and has none.
void checkCount(const ChipPlace& place, const std::string& path, const BandwidthLevel& level)
{
    if (level.kind == BandwidthKind::Memory) {
        if (level.count != 1.0)
            failAt(place, path, ErrorKind::InvalidValue,
                "only links have a count (how many such links a chip has); a memory level has none",
                Fault {ErrorCode::CountOnMemoryLevel, formatPlain(level.count), {}, {}});
        return;
    }
    const double count = level.count;
    if (!std::isfinite(count) || count < 1.0 || count > kMaxLinkCount || std::floor(count) != count)
        failAt(place, path, ErrorKind::InvalidValue,
            "must be a whole number of links from 1 to " + formatPlain(kMaxLinkCount) + ", got " + formatPlain(count),
            Fault {ErrorCode::NotWholeInRange, formatPlain(count), "1", formatPlain(kMaxLinkCount)});
}

// A link's latency is one hop's time in seconds, at most a second; a memory level has none.
void checkLatency(const ChipPlace& place, const std::string& path, const BandwidthLevel& level)
{
    if (level.kind == BandwidthKind::Memory) {
        if (level.latencyS != 0.0)
            failAt(place, path, ErrorKind::InvalidValue,
                "only links have a latency (one hop of a collective); a memory level has none",
                Fault {ErrorCode::LatencyOnMemoryLevel, formatPlain(level.latencyS), {}, {}});
        return;
    }
    if (!std::isfinite(level.latencyS) || level.latencyS < 0.0 || level.latencyS > kMaxLinkLatencyS)
        failAt(place, path, ErrorKind::InvalidValue,
            "must be a number of seconds from 0 to " + formatPlain(kMaxLinkLatencyS) + ", got "
                + formatPlain(level.latencyS),
            Fault {ErrorCode::NotInRange, formatPlain(level.latencyS), "0", formatPlain(kMaxLinkLatencyS)});
}

// A link's domain is a whole number of chips; 1 is a link to the chip's host only (PCIe on an 8-GPU board or a
// TPU host), which no collective takes unless named. A memory level has none.
void checkDomain(const ChipPlace& place, const std::string& path, const BandwidthLevel& level)
{
    if (!level.domain)
        return;
    const double domain = *level.domain;
    if (level.kind == BandwidthKind::Memory)
        failAt(place, path, ErrorKind::InvalidValue,
            "only links have a domain (how many chips a link joins directly); a memory level has none",
            Fault {ErrorCode::DomainOnMemoryLevel, formatPlain(domain), {}, {}});
    if (!std::isfinite(domain) || domain < 1.0 || domain > kMaxLinkDomain || std::floor(domain) != domain)
        failAt(place, path, ErrorKind::InvalidValue,
            "must be a whole number of chips from 1 to " + formatPlain(kMaxLinkDomain) + ", got " + formatPlain(domain),
            Fault {ErrorCode::NotWholeInRange, formatPlain(domain), "1", formatPlain(kMaxLinkDomain)});
}

void validateChipAt(const Chip& chip, const ChipPlace& source);

// Reads a map of precision → FLOPs/s ("peak_flops_per_s" or "vector_peak_flops_per_s").
std::map<Dtype, double> peaksFromJson(const JsonCursor& peaks)
{
    peaks.expectObject();
    std::map<Dtype, double> result;
    for (const std::string& key : peaks.keys()) {
        const JsonCursor value = peaks.require(key);
        const std::optional<Dtype> dtype = parseDtype(key);
        if (!dtype)
            value.fail(static_cast<int>(ErrorKind::UnknownName),
                "unknown precision \"" + key + "\"; expected one of " + dtypeNameList(), ErrorCode::UnknownName,
                "\"" + key + "\"", dtypeNameList());
        if (!isComputeDtype(*dtype))
            value.fail(static_cast<int>(ErrorKind::InvalidValue),
                "\"" + key + "\" stores weights with block scales; a chip's peak is for the format it computes in, \""
                    + std::string(dtypeName(blockComputeDtype(*dtype))) + "\"",
                ErrorCode::StorageOnlyFormat, "\"" + key + "\"", std::string(dtypeName(blockComputeDtype(*dtype))));
        if (result.contains(*dtype))
            value.fail(static_cast<int>(ErrorKind::InvalidValue), "precision given twice");
        result[*dtype] = value.positiveNumber();
    }
    return result;
}

} // namespace

void validateChip(const Chip& chip, std::string_view source)
{
    validateChipAt(chip, ChipPlace {source, {}});
}

namespace {

void validateChipAt(const Chip& chip, const ChipPlace& source)
{
    if (!isValidFileId(chip.id))
        failAt(source, "id", ErrorKind::InvalidValue,
            "must be 1–64 characters of a–z, 0–9, '-', '_' or '.', got " + quoteForMessage(chip.id),
            Fault {ErrorCode::InvalidChipId, quoteForMessage(chip.id), {}, {}});
    if (trim(chip.name).empty())
        failAt(source, "name", ErrorKind::InvalidValue, "must not be empty",
            Fault {ErrorCode::MustNotBeEmpty, {}, {}, {}});
    if (trim(chip.vendor).empty())
        failAt(source, "vendor", ErrorKind::InvalidValue, "must not be empty",
            Fault {ErrorCode::MustNotBeEmpty, {}, {}, {}});
    if (chip.peakFlopsPerS.empty())
        failAt(source, "peak_flops_per_s", ErrorKind::MissingKey, "needs at least one precision, e.g. \"bf16\"",
            Fault {ErrorCode::NoPrecision, {}, {}, {}});
    for (const auto& [dtype, peak] : chip.peakFlopsPerS)
        checkPositive(source, "peak_flops_per_s." + std::string(dtypeName(dtype)), peak);
    for (const auto& [dtype, peak] : chip.vectorPeakFlopsPerS)
        checkPositive(source, "vector_peak_flops_per_s." + std::string(dtypeName(dtype)), peak);
    if (chip.memory.empty())
        failAt(source, "memory", ErrorKind::MissingKey, "needs at least one memory level (the first is HBM or similar)",
            Fault {ErrorCode::NoMemoryLevel, {}, {}, {}});
    std::set<std::string> names;
    for (const auto* group : {&chip.memory, &chip.links}) {
        const std::string groupKey = group == &chip.memory ? "memory" : "links";
        for (std::size_t i = 0; i < group->size(); ++i) {
            const BandwidthLevel& level = (*group)[i];
            const std::string path = groupKey + "[" + std::to_string(i) + "]";
            if (trim(level.name).empty())
                failAt(source, path + ".name", ErrorKind::InvalidValue, "must not be empty",
                    Fault {ErrorCode::MustNotBeEmpty, {}, {}, {}});
            if (!names.insert(toLower(level.name)).second)
                failAt(source, path + ".name", ErrorKind::InvalidValue,
                    "\"" + level.name + "\" is used twice (names of memory levels and links must be unique)",
                    Fault {ErrorCode::NameUsedTwice, "\"" + level.name + "\"", {}, {}});
            checkPositive(source, path + ".bandwidth_bytes_per_s", level.bytesPerS);
            if (level.capacityBytes)
                checkPositive(source, path + ".capacity_bytes", *level.capacityBytes);
            checkCount(source, path + ".count", level);
            checkLatency(source, path + ".latency_s", level);
            checkDomain(source, path + ".domain", level);
        }
    }
    if (chip.achievableFraction
        && (!std::isfinite(*chip.achievableFraction) || *chip.achievableFraction <= 0.0
            || *chip.achievableFraction > 1.0))
        failAt(source, "achievable_fraction", ErrorKind::InvalidValue,
            "must be in (0, 1], got " + formatPlain(*chip.achievableFraction),
            Fault {ErrorCode::NotFraction, formatPlain(*chip.achievableFraction), {}, {}});
}

} // namespace

Chip chipFromJson(const JsonCursor& root)
{
    root.expectObject();
    Chip chip;
    chip.id = root.require("id").nonEmptyString();
    chip.name = root.require("name").nonEmptyString();
    chip.vendor = root.require("vendor").nonEmptyString();

    chip.peakFlopsPerS = peaksFromJson(root.require("peak_flops_per_s"));
    if (const auto vector = root.optional("vector_peak_flops_per_s"))
        chip.vectorPeakFlopsPerS = peaksFromJson(*vector);

    chip.memory = levelsFromJson(root.require("memory"), BandwidthKind::Memory);
    if (const auto links = root.optional("links"))
        chip.links = levelsFromJson(*links, BandwidthKind::Link);
    if (const auto fraction = root.optional("achievable_fraction"))
        chip.achievableFraction = fraction->number();
    if (const auto sources = root.optional("sources"))
        chip.sources = sourcesFromJson(*sources);
    if (const auto notes = root.optional("notes"))
        chip.notes = notes->string();
    chip.origin = root.source();
    validateChipAt(chip, ChipPlace {root.source(), root.path().empty() ? std::string() : root.path() + "."});
    return chip;
}

Chip parseChipJson(std::string_view text, std::string_view source)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxChipFileBytes, 32});
    return chipFromJson(JsonCursor(document, std::string(source)));
}

Chip loadChipFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxChipFileBytes, "chip file");
    return parseChipJson(text, path.string());
}

nlohmann::ordered_json chipToJson(const Chip& chip)
{
    nlohmann::ordered_json ordered;
    ordered["id"] = chip.id;
    ordered["name"] = chip.name;
    ordered["vendor"] = chip.vendor;
    if (chip.achievableFraction)
        ordered["achievable_fraction"] = *chip.achievableFraction;
    nlohmann::ordered_json peaks = nlohmann::ordered_json::object();
    for (const auto& [dtype, peak] : chip.peakFlopsPerS)
        peaks[std::string(dtypeName(dtype))] = peak;
    ordered["peak_flops_per_s"] = peaks;
    if (!chip.vectorPeakFlopsPerS.empty()) {
        nlohmann::ordered_json vector = nlohmann::ordered_json::object();
        for (const auto& [dtype, peak] : chip.vectorPeakFlopsPerS)
            vector[std::string(dtypeName(dtype))] = peak;
        ordered["vector_peak_flops_per_s"] = vector;
    }
    const auto levels = [](const std::vector<BandwidthLevel>& group) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const BandwidthLevel& level : group) {
            nlohmann::ordered_json entry;
            entry["name"] = level.name;
            entry["bandwidth_bytes_per_s"] = level.bytesPerS;
            if (level.count != 1.0) {
                if (std::floor(level.count) == level.count && std::fabs(level.count) <= kMaxLinkCount)
                    entry["count"] = static_cast<long long>(level.count);
                else
                    entry["count"] = level.count;
            }
            if (level.capacityBytes)
                entry["capacity_bytes"] = *level.capacityBytes;
            if (level.latencyS != 0.0)
                entry["latency_s"] = level.latencyS;
            if (level.domain) {
                if (std::floor(*level.domain) == *level.domain && std::fabs(*level.domain) <= kMaxLinkDomain)
                    entry["domain"] = static_cast<long long>(*level.domain);
                else
                    entry["domain"] = *level.domain;
            }
            if (!level.note.empty())
                entry["note"] = level.note;
            array.push_back(entry);
        }
        return array;
    };
    ordered["memory"] = levels(chip.memory);
    ordered["links"] = levels(chip.links);
    ordered["sources"] = sourcesToJson(chip.sources);
    if (!chip.notes.empty())
        ordered["notes"] = chip.notes;
    return ordered;
}

} // namespace roofline
