#include "core/model/model_config.h"

#include "core/base/by_id.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <cmath>

namespace roofline {

namespace {

// Where a model's key paths start: "" for a model file, "custom_models[1]." inside a project.
struct ModelPlace {
    std::string_view source;
    std::string prefix;
};

[[noreturn]] void failAt(
    const ModelPlace& place, const std::string& key, ErrorKind kind, const std::string& problem, ErrorDetail detail)
{
    detail.source = std::string(place.source);
    detail.keyPath = place.prefix + key;
    throw Error(kind, std::string(place.source) + ": " + place.prefix + key + ": " + problem, std::move(detail));
}

void validateModelAt(const ModelConfig& model, const ModelPlace& place)
{
    if (!isValidFileId(model.id))
        failAt(place, "id", ErrorKind::InvalidValue,
            "must be 1–64 characters of a–z, 0–9, '-', '_' or '.', got " + quoteForMessage(model.id),
            errorDetail(ErrorCode::InvalidChipId, quoteForMessage(model.id)));
    if (trim(model.name).empty())
        failAt(place, "name", ErrorKind::InvalidValue, "must not be empty", errorDetail(ErrorCode::MustNotBeEmpty));
    for (const ModelNumberKey& number : modelNumberKeys()) {
        const double value = model.*number.member;
        if (!std::isfinite(value) || value < 1.0 || value > kMaxModelNumber || std::floor(value) != value)
            failAt(place, std::string(number.key), ErrorKind::InvalidValue,
                "must be a whole number from 1 to " + formatPlain(kMaxModelNumber) + ", got " + formatPlain(value),
                errorDetail(ErrorCode::NotWholeInRange, formatPlain(value), "1", formatPlain(kMaxModelNumber)));
    }
    if (std::fmod(model.nHeads, model.nKvHeads) != 0.0)
        failAt(place, "n_kv_heads", ErrorKind::InvalidValue,
            "n_heads must be a multiple of n_kv_heads (each key/value head serves n_heads/n_kv_heads query heads), "
            "got n_heads="
                + formatPlain(model.nHeads) + " and n_kv_heads=" + formatPlain(model.nKvHeads),
            errorDetail(ErrorCode::HeadsNotDivisible, formatPlain(model.nHeads), formatPlain(model.nKvHeads)));
}

} // namespace

const std::array<ModelNumberKey, 7>& modelNumberKeys()
{
    static const std::array<ModelNumberKey, 7> keys {{
        {"d_model", "D", &ModelConfig::dModel},
        {"d_ff", "F", &ModelConfig::dFf},
        {"n_heads", "N", &ModelConfig::nHeads},
        {"n_kv_heads", "K", &ModelConfig::nKvHeads},
        {"head_dim", "H", &ModelConfig::headDim},
        {"n_layers", "L", &ModelConfig::nLayers},
        {"vocab", "V", &ModelConfig::vocab},
    }};
    return keys;
}

void validateModel(const ModelConfig& model, std::string_view source, std::string_view keyPrefix)
{
    validateModelAt(model, ModelPlace {source, std::string(keyPrefix)});
}

const ModelConfig* findModel(const std::vector<ModelConfig>& models, std::string_view id)
{
    return findById(models, id);
}

} // namespace roofline
