#include "core/formats/model_json.h"

#include "core/base/error.h"
#include "core/formats/source_json.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

std::optional<Dtype> optionalDtype(const JsonCursor& root, std::string_view key)
{
    const auto value = root.optional(key);
    if (!value)
        return std::nullopt;
    const std::string text = value->nonEmptyString();
    const std::optional<Dtype> dtype = parseDtype(text);
    if (!dtype)
        value->fail(static_cast<int>(ErrorKind::UnknownName),
            "unknown dtype \"" + text + "\"; expected one of " + dtypeNameList(), ErrorCode::UnknownName,
            "\"" + text + "\"", dtypeNameList());
    return dtype;
}

} // namespace

ModelConfig modelFromJson(const JsonCursor& root)
{
    root.expectObject();
    ModelConfig model;
    model.id = root.require("id").nonEmptyString();
    model.name = root.require("name").nonEmptyString();
    for (const ModelNumberKey& number : modelNumberKeys())
        model.*number.member = root.require(number.key).number();
    model.gatedMlp = root.require("gated_mlp").boolean();
    for (const ModelNumberKey& number : moeNumberKeys()) {
        if (const auto value = root.optional(number.key))
            model.*number.member = value->number();
    }
    if (const auto tied = root.optional("tied_embeddings"))
        model.tiedEmbeddings = tied->boolean();
    for (const ModelNumberKey& number : latentNumberKeys()) {
        if (const auto value = root.optional(number.key))
            model.*number.member = value->number();
    }
    for (const ModelNumberKey& number : slidingNumberKeys()) {
        if (const auto value = root.optional(number.key))
            model.*number.member = value->number();
    }
    model.weightsDtype = optionalDtype(root, "weights_dtype");
    model.expertWeightsDtype = optionalDtype(root, "expert_weights_dtype");
    if (const auto sources = root.optional("sources"))
        model.sources = sourcesFromJson(*sources);
    if (const auto notes = root.optional("notes"))
        model.notes = notes->string();
    model.origin = root.source();
    validateModel(model, root.source(), root.path().empty() ? std::string() : root.path() + ".");
    return model;
}

ModelConfig parseModelJson(std::string_view text, std::string_view source)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxModelFileBytes, 32});
    return modelFromJson(JsonCursor(document, std::string(source)));
}

nlohmann::ordered_json modelToJson(const ModelConfig& model)
{
    nlohmann::ordered_json ordered;
    ordered["id"] = model.id;
    ordered["name"] = model.name;
    // Whole numbers are written as integers, as config.json files write them; anything else as it is, so a
    // model that would not validate still writes what it holds.
    const auto write = [&](const ModelNumberKey& number) {
        const double value = model.*number.member;
        if (std::floor(value) == value && std::fabs(value) <= kMaxModelNumber)
            ordered[std::string(number.key)] = static_cast<long long>(value);
        else
            ordered[std::string(number.key)] = value;
    };
    for (const ModelNumberKey& number : modelNumberKeys())
        write(number);
    ordered["gated_mlp"] = model.gatedMlp;
    ordered["tied_embeddings"] = model.tiedEmbeddings;
    // A dense model has no experts' keys; a model with any of them writes all five. So for latent attention and
    // sliding windows.
    const auto writeGroup = [&](const auto& keys) {
        if (std::any_of(
                keys.begin(), keys.end(), [&](const ModelNumberKey& number) { return model.*number.member != 0.0; })) {
            for (const ModelNumberKey& number : keys)
                write(number);
        }
    };
    writeGroup(moeNumberKeys());
    writeGroup(latentNumberKeys());
    writeGroup(slidingNumberKeys());
    if (model.weightsDtype)
        ordered["weights_dtype"] = dtypeName(*model.weightsDtype);
    if (model.expertWeightsDtype)
        ordered["expert_weights_dtype"] = dtypeName(*model.expertWeightsDtype);
    ordered["sources"] = sourcesToJson(model.sources);
    if (!model.notes.empty())
        ordered["notes"] = model.notes;
    return ordered;
}

} // namespace roofline
