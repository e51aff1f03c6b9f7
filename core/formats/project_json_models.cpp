#include "core/formats/project_json_models.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_values.h"
#include "core/formats/model_json.h"
#include "core/model/model_config.h"

#include <cmath>
#include <cstdint>
#include <set>

namespace roofline {

namespace {

constexpr int kInvalidModel = static_cast<int>(ErrorKind::InvalidValue);

double wholeNumber(const JsonCursor& cursor, double maximum)
{
    const double value = cursor.number();
    if (value < 1.0 || value > maximum || std::floor(value) != value) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotWholeInRange;
        detail.value = formatPlain(value);
        detail.low = "1";
        detail.high = formatPlain(maximum);
        cursor.fail(kInvalidModel,
            "must be a whole number from 1 to " + formatPlain(maximum) + ", got " + formatPlain(value),
            std::move(detail));
    }
    return value;
}

Dtype storageDtype(const JsonCursor& cursor)
{
    const std::string text = cursor.string();
    const std::optional<Dtype> dtype = parseDtype(text);
    if (!dtype)
        cursor.fail(static_cast<int>(ErrorKind::UnknownName),
            "unknown dtype " + quoteForMessage(text) + "; expected one of " + dtypeNameList(), ErrorCode::UnknownName,
            quoteForMessage(text), dtypeNameList());
    if (!isStorageDtype(*dtype))
        cursor.fail(kInvalidModel, std::string(dtypeName(*dtype)) + " is a compute format, not a storage format",
            ErrorCode::ComputeFormat, std::string(dtypeName(*dtype)));
    return *dtype;
}

// A number of links, or "all": every link of the kind the chip has (docs/model.md §12).
double linksFrom(const JsonCursor& cursor)
{
    if (cursor.value().is_string()) {
        oneOf(cursor, {"all"});
        return kEveryLink;
    }
    return wholeNumber(cursor, kMaxWholeNumber);
}

nlohmann::ordered_json linksToJson(double links)
{
    return links == kEveryLink ? nlohmann::ordered_json("all") : number(links);
}

ModelEntry entryFromJson(const JsonCursor& cursor)
{
    cursor.expectObject();
    ModelEntry entry;
    entry.modelId = cursor.require("model").nonEmptyString();
    if (const auto phase = present(cursor, "phase"))
        entry.phase = *parseStepPhase(oneOf(*phase, {"prefill", "decode"}));
    if (const auto both = present(cursor, "both_phases"))
        entry.bothPhases = both->boolean();
    // {"chip id": n}: each chip's tp, and (docs/model.md §14) its ep.
    for (const auto& [key, set] : {std::pair {"tp", &setTensorParallel}, std::pair {"ep", &setExpertParallel}}) {
        const auto perChip = present(cursor, key);
        if (!perChip)
            continue;
        perChip->expectObject();
        std::set<std::string> seen;
        for (const std::string& chip : perChip->keys()) {
            const JsonCursor value = perChip->require(chip);
            if (trim(chip).empty())
                value.fail(kInvalidModel, "a chip id must not be empty", ErrorCode::MustNotBeEmpty);
            if (!seen.insert(toLower(chip)).second)
                value.fail(kInvalidModel, quoteForMessage(chip) + " is listed twice", ErrorCode::ListedTwice,
                    quoteForMessage(chip));
            set(entry, chip, wholeNumber(value, kMaxTensorParallel));
        }
    }
    if (const auto link = present(cursor, "link"))
        entry.link = link->string();
    if (const auto ring = present(cursor, "ring"))
        entry.ring = oneOf(*ring, {"uni", "bi"});
    if (const auto links = present(cursor, "links"))
        entry.links = linksFrom(*links);
    const auto chips = present(cursor, "chips");
    // A file from before serving's defaults (it has no "chips") wrote the chapter's one link one way for every
    // model, chosen by nobody: it gets today's defaults.
    if (!chips && entry.ring == "uni" && entry.links == 1.0) {
        entry.ring = "bi";
        entry.links = kEveryLink;
    }
    if (chips) {
        chips->expectObject();
        for (const std::string& chip : chips->keys()) {
            const JsonCursor value = chips->require(chip);
            value.expectObject();
            if (trim(chip).empty())
                value.fail(kInvalidModel, "a chip id must not be empty", ErrorCode::MustNotBeEmpty);
            double links = linksOn(entry, chip);
            std::string ring = ringOn(entry, chip);
            if (const auto chipLinks = present(value, "links"))
                links = linksFrom(*chipLinks);
            if (const auto chipRing = present(value, "ring"))
                ring = oneOf(*chipRing, {"uni", "bi"});
            setCollectivesOn(entry, chip, links, ring);
        }
    }
    for (const auto& [key, dtype] :
        {std::pair {"x", &entry.x}, std::pair {"w", &entry.w}, std::pair {"kv", &entry.kv}}) {
        if (const auto value = present(cursor, key)) {
            *dtype = storageDtype(*value);
            // docs/model.md §13: block scales are a weights' format; activations and caches take what it computes in.
            if (std::string_view(key) != "w" && isBlockScaled(*dtype))
                value->fail(kInvalidModel, blockScaledMisuse(*dtype), ErrorCode::StorageOnlyFormat,
                    std::string(dtypeName(*dtype)), std::string(dtypeName(blockComputeDtype(*dtype))));
        }
    }
    if (const auto value = present(cursor, "w_experts"))
        entry.wExperts = storageDtype(*value);
    return entry;
}

} // namespace

void writeModelKeys(nlohmann::ordered_json& json, const Project& project)
{
    nlohmann::ordered_json models = nlohmann::ordered_json::array();
    for (const ModelEntry& entry : project.models) {
        nlohmann::ordered_json tp = nlohmann::ordered_json::object();
        nlohmann::ordered_json ep = nlohmann::ordered_json::object();
        nlohmann::ordered_json chips = nlohmann::ordered_json::object();
        for (const ChipServing& chip : entry.chips) {
            if (chip.tp != 1.0)
                tp[chip.chipId] = number(chip.tp);
            if (chip.ep != 1.0)
                ep[chip.chipId] = number(chip.ep);
            nlohmann::ordered_json own = nlohmann::ordered_json::object();
            if (chip.links)
                own["links"] = linksToJson(*chip.links);
            if (chip.ring)
                own["ring"] = *chip.ring;
            if (!own.empty())
                chips[chip.chipId] = std::move(own);
        }
        nlohmann::ordered_json object {{"model", entry.modelId}, {"phase", std::string(stepPhaseName(entry.phase))},
            {"both_phases", entry.bothPhases}, {"tp", tp}, {"chips", chips}, {"link", entry.link},
            {"ring", entry.ring}};
        // Only a project that serves a mixture of experts with expert parallelism has it: older builds read the rest.
        if (!ep.empty())
            object["ep"] = std::move(ep);
        // Every link is the default, left out so that a build from before it reads the file.
        if (entry.links != kEveryLink)
            object["links"] = number(entry.links);
        object["x"] = std::string(dtypeName(entry.x));
        object["w"] = std::string(dtypeName(entry.w));
        // Only a model whose experts are stored apart (docs/model.md §13) has it: older files read as before.
        if (entry.wExperts)
            object["w_experts"] = std::string(dtypeName(*entry.wExperts));
        object["kv"] = std::string(dtypeName(entry.kv));
        models.push_back(std::move(object));
    }
    json["models"] = std::move(models);
    nlohmann::ordered_json custom = nlohmann::ordered_json::array();
    for (const ModelConfig& model : project.customModels)
        custom.push_back(modelToJson(model));
    json["custom_models"] = std::move(custom);
}

void readModelKeys(const JsonCursor& root, Project& project)
{
    if (const auto models = present(root, "models")) {
        const std::size_t count = models->arraySize();
        for (std::size_t i = 0; i < count; ++i)
            project.models.push_back(entryFromJson(models->at(i)));
    }
    if (const auto custom = present(root, "custom_models")) {
        std::set<std::string> ids;
        const std::size_t count = custom->arraySize();
        for (std::size_t i = 0; i < count; ++i) {
            const JsonCursor entry = custom->at(i);
            ModelConfig model = modelFromJson(entry);
            if (!ids.insert(toLower(model.id)).second)
                entry.require("id").fail(kInvalidModel, "two custom models have the id " + quoteForMessage(model.id),
                    ErrorCode::ListedTwice, quoteForMessage(model.id));
            project.customModels.push_back(std::move(model));
        }
    }
}

} // namespace roofline
