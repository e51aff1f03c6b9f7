#include "core/model/model_config.h"

#include "core/base/by_id.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <cmath>
#include <span>

namespace roofline {

namespace {

// Where a model's key paths start: "" for a model file, "custom_models[1]." inside a project.
struct ModelPlace {
    std::string_view source;
    std::string prefix;
    const ModelKeyNames& names; // the file's spelling of a key, where it is not the model file's

    std::string name(std::string_view key) const
    {
        const auto it = names.find(key);
        return it == names.end() ? std::string(key) : it->second;
    }
};

[[noreturn]] void failAt(
    const ModelPlace& place, const std::string& key, ErrorKind kind, const std::string& problem, ErrorDetail detail)
{
    const std::string named = place.name(key);
    detail.source = std::string(place.source);
    detail.keyPath = place.prefix + named;
    throw Error(kind, std::string(place.source) + ": " + place.prefix + named + ": " + problem, std::move(detail));
}

void checkWholeAt(const ModelPlace& place, std::string_view key, double value, double low, double high)
{
    if (!std::isfinite(value) || value < low || value > high || std::floor(value) != value)
        failAt(place, std::string(key), ErrorKind::InvalidValue,
            "must be a whole number from " + formatPlain(low) + " to " + formatPlain(high) + ", got "
                + formatPlain(value),
            errorDetail(ErrorCode::NotWholeInRange, formatPlain(value), formatPlain(low), formatPlain(high)));
}

// A group of optional keys (the experts', the latent's) holds nothing unless its leading key is set: any other
// key of the group given without it is refused as "a key of <what>, which needs <leader>".
void refuseKeysWithoutTheirLeader(const ModelConfig& model, const ModelPlace& place,
    std::span<const ModelNumberKey> keys, std::string_view leader, std::string_view what, ErrorCode code)
{
    for (const ModelNumberKey& number : keys) {
        const double value = model.*number.member;
        if (value != 0.0)
            failAt(place, std::string(number.key), ErrorKind::InvalidValue,
                "is a key of " + std::string(what) + ", which needs " + place.name(leader) + ", got "
                    + formatPlain(value) + " without it",
                errorDetail(code, formatPlain(value)));
    }
}

// docs/model.md §11: E routed experts of width F_e, k per token, F_s of shared experts, the first L_d layers
// dense. A dense model (E = 0) has none of the other four.
void validateExpertsAt(const ModelConfig& model, const ModelPlace& place)
{
    if (model.nExperts == 0.0) {
        refuseKeysWithoutTheirLeader(
            model, place, moeNumberKeys(), "n_experts", "a mixture of experts", ErrorCode::NeedsExperts);
        return;
    }
    checkWholeAt(place, "n_experts", model.nExperts, 1.0, kMaxModelNumber);
    checkWholeAt(place, "experts_per_token", model.expertsPerToken, 1.0, model.nExperts);
    checkWholeAt(place, "d_ff_expert", model.dFfExpert, 1.0, kMaxModelNumber);
    checkWholeAt(place, "d_ff_shared", model.dFfShared, 0.0, kMaxModelNumber);
    // At least one layer has the experts.
    checkWholeAt(place, "dense_layers", model.denseLayers, 0.0, model.nLayers - 1.0);
}

// docs/model.md §13: a latent needs r, h_n, h_r and h_v (r_q may be 0); its decompressed prefill heads are the
// model's n_kv_heads = n_heads of head_dim = h_n + h_r, so that the two descriptions cannot disagree.
void validateLatentAt(const ModelConfig& model, const ModelPlace& place)
{
    if (model.kvLoraRank == 0.0) {
        refuseKeysWithoutTheirLeader(
            model, place, latentNumberKeys(), "kv_lora_rank", "multi-head latent attention", ErrorCode::NeedsLatent);
        return;
    }
    checkWholeAt(place, "kv_lora_rank", model.kvLoraRank, 1.0, kMaxModelNumber);
    checkWholeAt(place, "q_lora_rank", model.qLoraRank, 0.0, kMaxModelNumber);
    checkWholeAt(place, "qk_nope_head_dim", model.qkNopeHeadDim, 1.0, kMaxModelNumber);
    checkWholeAt(place, "qk_rope_head_dim", model.qkRopeHeadDim, 1.0, kMaxModelNumber);
    checkWholeAt(place, "v_head_dim", model.vHeadDim, 1.0, kMaxModelNumber);
    if (model.nKvHeads != model.nHeads)
        failAt(place, "n_kv_heads", ErrorKind::InvalidValue,
            "must equal " + place.name("n_heads") + " in latent attention (prefill decompresses a key and a value per "
                + "query head), got " + formatPlain(model.nKvHeads) + " and " + formatPlain(model.nHeads),
            errorDetail(ErrorCode::LatentHeads, formatPlain(model.nKvHeads), formatPlain(model.nHeads)));
    const double qkHead = model.qkNopeHeadDim + model.qkRopeHeadDim;
    if (model.headDim != qkHead)
        failAt(place, "head_dim", ErrorKind::InvalidValue,
            "must be " + place.name("qk_nope_head_dim") + " + " + place.name("qk_rope_head_dim") + " = "
                + formatPlain(qkHead) + " in latent attention (a query/key head), got " + formatPlain(model.headDim),
            errorDetail(ErrorCode::LatentHeads, formatPlain(model.headDim), formatPlain(qkHead)));
}

void validateSlidingAt(const ModelConfig& model, const ModelPlace& place)
{
    if (model.slidingWindow == 0.0 && model.slidingLayers == 0.0)
        return;
    checkWholeAt(place, "sliding_window", model.slidingWindow, 1.0, kMaxModelNumber);
    checkWholeAt(place, "sliding_layers", model.slidingLayers, 1.0, model.nLayers);
    if (isLatentAttention(model)) {
        ErrorDetail detail = errorDetail(ErrorCode::UnmodelledLayers, formatPlain(model.slidingWindow));
        detail.expected = "sliding windows over latent attention";
        failAt(place, "sliding_window", ErrorKind::InvalidValue,
            "sliding windows over latent attention are not modelled yet (docs/model.md §13 windows grouped-query "
            "attention only; no published model has both), got "
                + formatPlain(model.slidingWindow),
            std::move(detail));
    }
}

void validateWeightDtypesAt(const ModelConfig& model, const ModelPlace& place)
{
    for (const auto& [key, dtype] : {std::pair {"weights_dtype", model.weightsDtype},
             std::pair {"expert_weights_dtype", model.expertWeightsDtype}}) {
        if (dtype && !isStorageDtype(*dtype))
            failAt(place, key, ErrorKind::InvalidValue,
                std::string(dtypeName(*dtype)) + " is a compute format, not a storage format",
                errorDetail(ErrorCode::ComputeFormat, std::string(dtypeName(*dtype))));
    }
    if (model.expertWeightsDtype && !isMixtureOfExperts(model))
        failAt(place, "expert_weights_dtype", ErrorKind::InvalidValue,
            "is a key of a mixture of experts, which needs " + place.name("n_experts"),
            errorDetail(ErrorCode::NeedsExperts, std::string(dtypeName(*model.expertWeightsDtype))));
}

void validateModelAt(const ModelConfig& model, const ModelPlace& place)
{
    if (!isValidFileId(model.id))
        failAt(place, "id", ErrorKind::InvalidValue,
            "must be 1–64 characters of a–z, 0–9, '-', '_' or '.', got " + quoteForMessage(model.id),
            errorDetail(ErrorCode::InvalidChipId, quoteForMessage(model.id)));
    if (trim(model.name).empty())
        failAt(place, "name", ErrorKind::InvalidValue, "must not be empty", errorDetail(ErrorCode::MustNotBeEmpty));
    for (const ModelNumberKey& number : modelNumberKeys())
        checkWholeAt(place, number.key, model.*number.member, 1.0, kMaxModelNumber);
    validateExpertsAt(model, place);
    validateLatentAt(model, place);
    validateSlidingAt(model, place);
    validateWeightDtypesAt(model, place);
    if (std::fmod(model.nHeads, model.nKvHeads) != 0.0)
        failAt(place, "n_kv_heads", ErrorKind::InvalidValue,
            place.name("n_heads") + " must be a multiple of " + place.name("n_kv_heads")
                + " (each key/value head serves as many query heads as every other), got " + place.name("n_heads") + "="
                + formatPlain(model.nHeads) + " and " + place.name("n_kv_heads") + "=" + formatPlain(model.nKvHeads),
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

const std::array<ModelNumberKey, 5>& moeNumberKeys()
{
    static const std::array<ModelNumberKey, 5> keys {{
        {"n_experts", "E", &ModelConfig::nExperts},
        {"experts_per_token", "k", &ModelConfig::expertsPerToken},
        {"d_ff_expert", "F_e", &ModelConfig::dFfExpert},
        {"d_ff_shared", "F_s", &ModelConfig::dFfShared},
        {"dense_layers", "L_d", &ModelConfig::denseLayers},
    }};
    return keys;
}

const std::array<ModelNumberKey, 5>& latentNumberKeys()
{
    static const std::array<ModelNumberKey, 5> keys {{
        {"kv_lora_rank", "r", &ModelConfig::kvLoraRank},
        {"q_lora_rank", "r_q", &ModelConfig::qLoraRank},
        {"qk_nope_head_dim", "h_n", &ModelConfig::qkNopeHeadDim},
        {"qk_rope_head_dim", "h_r", &ModelConfig::qkRopeHeadDim},
        {"v_head_dim", "h_v", &ModelConfig::vHeadDim},
    }};
    return keys;
}

const std::array<ModelNumberKey, 2>& slidingNumberKeys()
{
    static const std::array<ModelNumberKey, 2> keys {{
        {"sliding_window", "W", &ModelConfig::slidingWindow},
        {"sliding_layers", "L_s", &ModelConfig::slidingLayers},
    }};
    return keys;
}

bool isMixtureOfExperts(const ModelConfig& model)
{
    return model.nExperts > 0.0;
}

bool isLatentAttention(const ModelConfig& model)
{
    return model.kvLoraRank > 0.0;
}

bool hasSlidingWindows(const ModelConfig& model)
{
    return model.slidingLayers > 0.0;
}

void validateModel(
    const ModelConfig& model, std::string_view source, std::string_view keyPrefix, const ModelKeyNames& names)
{
    validateModelAt(model, ModelPlace {source, std::string(keyPrefix), names});
}

const ModelConfig* findModel(const std::vector<ModelConfig>& models, std::string_view id)
{
    return findById(models, id);
}

} // namespace roofline
