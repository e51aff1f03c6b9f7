#include "core/readers/ert_json.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_reader.h"

#include <set>

namespace roofline {

namespace {

// ERT writes rates in billions (GFLOP/s, GB/s). 1e21 of them is 1e30 per second, the limit every
// rate in a chip file has.
constexpr double kErtGiga = 1e9;
constexpr double kMaxErtRate = 1e21;

constexpr int kSyntax = static_cast<int>(ErrorKind::Syntax);
constexpr int kInvalidErt = static_cast<int>(ErrorKind::InvalidValue);

struct ErtEntry {
    std::string name;
    double rate = 0.0; // in units of 1e9 per second
};

// "data": [[name, number], …], as build_database() writes it (a list of two-element lists).
std::vector<ErtEntry> entries(const JsonCursor& section, std::string_view what)
{
    section.expectObject();
    const JsonCursor data = section.require("data");
    const std::size_t count = data.arraySize();
    if (count == 0)
        data.fail(kSyntax,
            "no measurements (ERT writes one [name, value] pair per " + std::string(what == "gflops" ? "peak" : "level")
                + " here; did its run finish?)",
            ErrorCode::ErtNoData, std::string(what));
    std::vector<ErtEntry> out;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor entry = data.at(i);
        if (!entry.value().is_array() || entry.value().size() != 2 || !entry.value()[0].is_string()
            || !entry.value()[1].is_number())
            entry.fail(kSyntax,
                "expected [name, number], as the Empirical Roofline Toolkit writes it, got "
                    + describeJsonType(entry.value()),
                ErrorCode::ErtPair, describeJsonType(entry.value()));
        ErtEntry parsed;
        parsed.name = entry.at(0).nonEmptyString();
        const JsonCursor value = entry.at(1);
        parsed.rate = value.positiveNumber();
        if (parsed.rate > kMaxErtRate) {
            ErrorDetail detail;
            detail.code = ErrorCode::NotInRange;
            detail.value = formatPlain(parsed.rate);
            detail.high = formatPlain(kMaxErtRate);
            value.fail(kInvalidErt,
                "must be at most " + formatPlain(kMaxErtRate) + " (ERT's numbers are in billions per second), got "
                    + formatPlain(parsed.rate),
                std::move(detail));
        }
        if (!seen.insert(toLower(parsed.name)).second)
            entry.at(0).fail(kInvalidErt, quoteForMessage(parsed.name) + " is listed twice", ErrorCode::NameUsedTwice,
                quoteForMessage(parsed.name));
        out.push_back(std::move(parsed));
    }
    return out;
}

} // namespace

EmpiricalRoofline parseErtJson(std::string_view text, std::string_view source, std::string chipId)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxErtFileBytes, 32});
    const JsonCursor root(document, std::string(source));
    root.expectObject();
    const JsonCursor empirical = root.require("empirical");
    empirical.expectObject();
    EmpiricalRoofline roofline;
    roofline.chipId = std::move(chipId);
    // ERT always calls the file roofline.json: its Results.<host>/Run.<n>/ folders say which run it was.
    std::vector<std::string> parts;
    for (const auto& part : std::filesystem::path(std::string(source)))
        if (!part.empty() && part != "/")
            parts.push_back(part.string());
    for (std::size_t i = parts.size() > 3 ? parts.size() - 3 : 0; i < parts.size(); ++i)
        roofline.source += (roofline.source.empty() ? "" : "/") + parts[i];
    for (const ErtEntry& entry : entries(empirical.require("gflops"), "gflops"))
        roofline.ceilings.push_back({entry.name, entry.rate * kErtGiga});
    for (const ErtEntry& entry : entries(empirical.require("gbytes"), "gbytes"))
        roofline.bandwidths.push_back({entry.name, entry.rate * kErtGiga});
    return roofline;
}

EmpiricalRoofline loadErtFile(const std::filesystem::path& path, std::string chipId)
{
    const std::string text = readTextFile(path, kMaxErtFileBytes, "roofline.json of the Empirical Roofline Toolkit");
    return parseErtJson(text, path.string(), std::move(chipId));
}

} // namespace roofline
