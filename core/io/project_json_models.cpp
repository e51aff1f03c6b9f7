#include "core/io/project_json_models.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/io/json_values.h"
#include "core/io/model_json.h"
#include "core/model/model_config.h"

#include <cmath>
#include <cstdint>
#include <set>

namespace roofline {

namespace {

constexpr int kInvalid = static_cast<int>(ErrorKind::InvalidValue);

double wholeNumber(const JsonCursor& cursor, double maximum)
{
    const double value = cursor.number();
    if (value < 1.0 || value > maximum || std::floor(value) != value) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotWholeInRange;
        detail.value = formatPlain(value);
        detail.low = "1";
        detail.high = formatPlain(maximum);
        cursor.fail(kInvalid,
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
        cursor.fail(kInvalid, std::string(dtypeName(*dtype)) + " is a compute format, not a storage format",
            ErrorCode::ComputeFormat, std::string(dtypeName(*dtype)));
    return *dtype;
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
    if (const auto tp = present(cursor, "tp")) {
        tp->expectObject();
        std::set<std::string> seen;
        for (const std::string& chip : tp->keys()) {
            const JsonCursor value = tp->require(chip);
            if (trim(chip).empty())
                value.fail(kInvalid, "a chip id must not be empty", ErrorCode::MustNotBeEmpty);
            if (!seen.insert(toLower(chip)).second)
                value.fail(kInvalid, quoteForMessage(chip) + " is listed twice", ErrorCode::ListedTwice,
                    quoteForMessage(chip));
            setTensorParallel(entry, chip, wholeNumber(value, kMaxTensorParallel));
        }
    }
    if (const auto link = present(cursor, "link"))
        entry.link = link->string();
    if (const auto ring = present(cursor, "ring"))
        entry.ring = oneOf(*ring, {"uni", "bi"});
    if (const auto links = present(cursor, "links"))
        entry.links = wholeNumber(*links, kMaxWholeNumber);
    for (const auto& [key, dtype] :
        {std::pair {"x", &entry.x}, std::pair {"w", &entry.w}, std::pair {"kv", &entry.kv}}) {
        if (const auto value = present(cursor, key))
            *dtype = storageDtype(*value);
    }
    return entry;
}

} // namespace

void writeModelKeys(nlohmann::ordered_json& json, const Project& project)
{
    nlohmann::ordered_json models = nlohmann::ordered_json::array();
    for (const ModelEntry& entry : project.models) {
        nlohmann::ordered_json tp = nlohmann::ordered_json::object();
        for (const ChipTensorParallel& chip : entry.tp)
            tp[chip.chipId] = number(chip.tp);
        models.push_back({{"model", entry.modelId}, {"phase", std::string(stepPhaseName(entry.phase))},
            {"both_phases", entry.bothPhases}, {"tp", tp}, {"link", entry.link}, {"ring", entry.ring},
            {"links", number(entry.links)}, {"x", std::string(dtypeName(entry.x))},
            {"w", std::string(dtypeName(entry.w))}, {"kv", std::string(dtypeName(entry.kv))}});
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
                entry.require("id").fail(kInvalid, "two custom models have the id " + quoteForMessage(model.id),
                    ErrorCode::ListedTwice, quoteForMessage(model.id));
            project.customModels.push_back(std::move(model));
        }
    }
}

} // namespace roofline
