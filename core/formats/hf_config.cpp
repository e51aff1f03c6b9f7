#include "core/formats/hf_config.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline {

namespace {

// How a family writes its MLP (docs/model.md §11): dense, or experts in one of three spellings.
enum class HfExperts { None, Mixtral, Qwen, DeepSeek };

struct HfFamily {
    std::string_view modelType; // config.json's model_type
    std::string_view architecture; // its architectures[0]
    HfExperts experts = HfExperts::None;
    bool tiedByDefault = false; // transformers' tie_word_embeddings when the config has none
};

// Every one of them has a gated MLP: gate_proj and up_proj, then down_proj (LlamaMLP, MistralMLP,
// Qwen2MLP, GemmaMLP, Gemma2MLP in transformers; each expert of MixtralSparseMoeBlock, Qwen2MoeSparseMoeBlock,
// Qwen3MoeSparseMoeBlock and DeepSeek's MoE likewise).
constexpr std::array<HfFamily, 9> kFamilies {{
    {"llama", "LlamaForCausalLM"},
    {"mistral", "MistralForCausalLM"},
    {"qwen2", "Qwen2ForCausalLM"},
    {"gemma", "GemmaForCausalLM", HfExperts::None, true},
    {"gemma2", "Gemma2ForCausalLM", HfExperts::None, true},
    {"mixtral", "MixtralForCausalLM", HfExperts::Mixtral},
    {"qwen2_moe", "Qwen2MoeForCausalLM", HfExperts::Qwen},
    {"qwen3_moe", "Qwen3MoeForCausalLM", HfExperts::Qwen},
    {"deepseek", "DeepseekForCausalLM", HfExperts::DeepSeek},
}};

// DeepSeek V2 and V3 attend through a latent (kv_lora_rank, 512 when the config gives none).
constexpr std::array<std::string_view, 4> kLatentAttention {
    "deepseek_v2", "deepseek_v3", "DeepseekV2ForCausalLM", "DeepseekV3ForCausalLM"};

const HfFamily* familyOfType(std::string_view modelType)
{
    for (const HfFamily& family : kFamilies) {
        if (family.modelType == modelType)
            return &family;
    }
    return nullptr;
}

const HfFamily* familyOfArchitecture(std::string_view architecture)
{
    for (const HfFamily& family : kFamilies) {
        if (family.architecture == architecture)
            return &family;
    }
    return nullptr;
}

[[noreturn]] void unsupported(const JsonCursor& at, const std::string& what)
{
    at.fail(static_cast<int>(ErrorKind::UnknownName),
        "Roofline Studio reads the model types " + supportedHfModelTypes() + " (transformers with a gated MLP, "
            + "dense or with experts), not " + quoteForMessage(what),
        ErrorCode::UnsupportedArchitecture, quoteForMessage(what), supportedHfModelTypes());
}

[[noreturn]] void latentAttention(const JsonCursor& at, const std::string& modelType)
{
    at.fail(static_cast<int>(ErrorKind::InvalidValue),
        "multi-head latent attention (kv_lora_rank) is not modelled: Roofline Studio's attention is grouped-query "
        "attention over whole keys and values (docs/model.md §9), so "
            + quoteForMessage(modelType) + " cannot be read",
        ErrorCode::LatentAttention, quoteForMessage(modelType));
}

// A config whose attention is latent, which no family here reads, is refused by name before its type is.
void refuseLatentAttention(const JsonCursor& root)
{
    std::string named;
    if (const auto type = root.optional("model_type"); type && type->value().is_string())
        named = type->string();
    if (const auto rank = root.optional("kv_lora_rank"))
        latentAttention(*rank, named);
    if (std::find(kLatentAttention.begin(), kLatentAttention.end(), named) != kLatentAttention.end())
        latentAttention(root.require("model_type"), named);
    if (const auto architectures = root.optional("architectures");
        named.empty() && architectures && architectures->value().is_array() && architectures->arraySize() > 0) {
        const JsonCursor first = architectures->at(0);
        if (first.value().is_string()
            && std::find(kLatentAttention.begin(), kLatentAttention.end(), first.string()) != kLatentAttention.end())
            latentAttention(first, first.string());
    }
}

// model_type first (what transformers dispatches on), else the first architecture.
const HfFamily& familyOf(const JsonCursor& root)
{
    if (const auto type = root.optional("model_type")) {
        const std::string modelType = type->string();
        if (const HfFamily* family = familyOfType(modelType))
            return *family;
        unsupported(*type, modelType);
    }
    if (const auto architectures = root.optional("architectures")) {
        if (architectures->arraySize() > 0) {
            const JsonCursor first = architectures->at(0);
            const std::string architecture = first.string();
            if (const HfFamily* family = familyOfArchitecture(architecture))
                return *family;
            unsupported(first, architecture);
        }
    }
    root.require("model_type"); // throws: names the key a config.json has
    unsupported(root, "");
}

double wholeConfigNumber(const JsonCursor& cursor)
{
    const double value = cursor.number();
    if (value < 1.0 || value > kMaxModelNumber || std::floor(value) != value) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotWholeInRange;
        detail.value = formatPlain(value);
        detail.low = "1";
        detail.high = formatPlain(kMaxModelNumber);
        cursor.fail(static_cast<int>(ErrorKind::InvalidValue),
            "must be a whole number from 1 to " + formatPlain(kMaxModelNumber) + ", got " + formatPlain(value),
            std::move(detail));
    }
    return value;
}

double wholeNumberFrom(const JsonCursor& cursor, double low)
{
    const double value = cursor.number();
    if (value < low || value > kMaxModelNumber || std::floor(value) != value) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotWholeInRange;
        detail.value = formatPlain(value);
        detail.low = formatPlain(low);
        detail.high = formatPlain(kMaxModelNumber);
        cursor.fail(static_cast<int>(ErrorKind::InvalidValue),
            "must be a whole number from " + formatPlain(low) + " to " + formatPlain(kMaxModelNumber) + ", got "
                + formatPlain(value),
            std::move(detail));
    }
    return value;
}

[[noreturn]] void sparseLayout(const JsonCursor& at, const std::string& why)
{
    at.fail(static_cast<int>(ErrorKind::InvalidValue),
        why + ": docs/model.md §11 models experts in every layer after the first dense ones, got " + at.value().dump(),
        ErrorCode::SparseLayout, at.value().dump());
}

// The layer patterns §11 has no place for: experts every n-th layer, or dense layers among them.
void refuseSparseLayouts(const JsonCursor& root, std::string_view stepKey)
{
    if (const auto step = root.optional(stepKey); step && step->number() != 1.0)
        sparseLayout(*step, "experts only every " + std::string(stepKey) + " layers are not modelled");
    if (const auto only = root.optional("mlp_only_layers"); only && only->arraySize() > 0)
        sparseLayout(*only, "dense layers among the experts' (mlp_only_layers) are not modelled");
}

struct KeysRead {
    const JsonCursor& root;
    std::vector<HfKeyRead>& read;

    double take(std::string_view field, std::string_view key, double low = 1.0) const
    {
        const double value = wholeNumberFrom(root.require(key), low);
        read.push_back({std::string(field), std::string(key), formatPlain(value)});
        return value;
    }
    // An optional key, or transformers' default when the config has none.
    double takeOr(std::string_view field, std::string_view key, double fallback) const
    {
        if (root.optional(key))
            return take(field, key, 0.0);
        read.push_back(
            {std::string(field), std::string(key) + " absent: transformers' default", formatPlain(fallback)});
        return fallback;
    }
};

// The experts of docs/model.md §11, in the family's spelling.
void readExperts(const HfFamily& family, const KeysRead& keys, ModelConfig& model)
{
    const JsonCursor& root = keys.root;
    switch (family.experts) {
    case HfExperts::None:
        return;
    case HfExperts::Mixtral:
        model.nExperts = keys.take("n_experts", "num_local_experts");
        model.expertsPerToken = keys.take("experts_per_token", "num_experts_per_tok");
        model.dFfExpert = keys.take("d_ff_expert", "intermediate_size");
        return;
    case HfExperts::Qwen:
        refuseSparseLayouts(root, "decoder_sparse_step");
        model.nExperts = keys.take("n_experts", "num_experts");
        model.expertsPerToken = keys.take("experts_per_token", "num_experts_per_tok");
        model.dFfExpert = keys.take("d_ff_expert", "moe_intermediate_size");
        // Qwen2-MoE has one shared expert (5632 wide unless the config says); Qwen3-MoE has none.
        if (family.modelType == "qwen2_moe")
            model.dFfShared = keys.takeOr("d_ff_shared", "shared_expert_intermediate_size", 5632.0);
        return;
    case HfExperts::DeepSeek: {
        refuseSparseLayouts(root, "moe_layer_freq");
        model.nExperts = keys.take("n_experts", "n_routed_experts");
        model.expertsPerToken = keys.take("experts_per_token", "num_experts_per_tok");
        model.dFfExpert = keys.take("d_ff_expert", "moe_intermediate_size");
        if (const auto shared = root.optional("n_shared_experts")) {
            const double count = wholeNumberFrom(*shared, 0.0);
            model.dFfShared = count * model.dFfExpert;
            keys.read.push_back(
                {"d_ff_shared", "n_shared_experts · moe_intermediate_size", formatPlain(model.dFfShared)});
        } else {
            keys.read.push_back({"d_ff_shared", "n_shared_experts absent: none", "0"});
        }
        model.denseLayers = keys.takeOr("dense_layers", "first_k_dense_replace", 0.0);
        return;
    }
    }
}

// The activation, for the report: Llama-like configs say hidden_act, Gemma's hidden_activation.
std::string activationOf(const JsonCursor& root)
{
    for (const char* key : {"hidden_activation", "hidden_act"}) {
        if (const auto act = root.optional(key); act && act->value().is_string())
            return act->string();
    }
    return {};
}

} // namespace

std::string supportedHfModelTypes()
{
    std::string list;
    for (const HfFamily& family : kFamilies)
        list += (list.empty() ? "" : ", ") + std::string(family.modelType);
    return list;
}

bool looksLikeHfConfig(const nlohmann::json& document)
{
    return document.is_object()
        && (document.contains("hidden_size") || document.contains("model_type") || document.contains("architectures"));
}

std::string idFromName(std::string_view name)
{
    std::string id;
    for (const char c : toLower(name)) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
        if (ok)
            id += c;
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && (id.back() == '-' || id.back() == '.'))
        id.pop_back();
    while (!id.empty() && (id.front() == '-' || id.front() == '.'))
        id.erase(id.begin());
    id = id.substr(0, 64);
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    return id.empty() ? "model" : id;
}

HfModelRead modelFromHfConfig(const JsonCursor& root, std::string_view name)
{
    root.expectObject();
    refuseLatentAttention(root);
    const HfFamily& family = familyOf(root);
    HfModelRead read;
    read.modelType = std::string(family.modelType);
    ModelConfig& model = read.model;
    const auto take = [&](std::string_view field, std::string_view key) {
        const double value = wholeConfigNumber(root.require(key));
        read.keysRead.push_back({std::string(field), std::string(key), formatPlain(value)});
        return value;
    };
    model.dModel = take("d_model", "hidden_size");
    model.dFf = take("d_ff", "intermediate_size");
    model.nHeads = take("n_heads", "num_attention_heads");
    if (root.optional("num_key_value_heads")) {
        model.nKvHeads = take("n_kv_heads", "num_key_value_heads");
    } else {
        model.nKvHeads = model.nHeads; // transformers' default: multi-head attention
        read.keysRead.push_back(
            {"n_kv_heads", "num_attention_heads (num_key_value_heads absent)", formatPlain(model.nKvHeads)});
    }
    if (std::fmod(model.nHeads, model.nKvHeads) != 0.0) {
        ErrorDetail detail;
        detail.code = ErrorCode::HeadsNotDivisible;
        detail.value = formatPlain(model.nHeads);
        detail.low = formatPlain(model.nKvHeads);
        root.require("num_key_value_heads")
            .fail(static_cast<int>(ErrorKind::InvalidValue),
                "num_attention_heads must be a multiple of num_key_value_heads, got " + formatPlain(model.nHeads)
                    + " and " + formatPlain(model.nKvHeads),
                std::move(detail));
    }
    if (root.optional("head_dim")) {
        model.headDim = take("head_dim", "head_dim");
    } else if (read.modelType == "gemma" || read.modelType == "gemma2") {
        // GemmaConfig and Gemma2Config default head_dim to 256 (transformers'
        // models/gemma{,2}/configuration_gemma{,2}.py), whatever hidden_size / num_attention_heads is.
        model.headDim = 256.0;
        read.keysRead.push_back({"head_dim", "transformers' default for model_type " + read.modelType, "256"});
    } else {
        if (std::fmod(model.dModel, model.nHeads) != 0.0) {
            ErrorDetail detail;
            detail.code = ErrorCode::HeadDimNotWhole;
            detail.value = formatPlain(model.dModel);
            detail.low = formatPlain(model.nHeads);
            root.require("hidden_size")
                .fail(static_cast<int>(ErrorKind::InvalidValue),
                    "there is no head_dim, and hidden_size " + formatPlain(model.dModel)
                        + " is not a multiple of num_attention_heads " + formatPlain(model.nHeads),
                    std::move(detail));
        }
        model.headDim = model.dModel / model.nHeads;
        read.keysRead.push_back({"head_dim", "hidden_size / num_attention_heads", formatPlain(model.headDim)});
    }
    model.nLayers = take("n_layers", "num_hidden_layers");
    model.vocab = take("vocab", "vocab_size");
    model.gatedMlp = true;
    const std::string activation = activationOf(root);
    const std::string glu = activation.starts_with("gelu") ? " (GeGLU)" : activation == "silu" ? " (SwiGLU)" : "";
    read.keysRead.push_back(
        {"gated_mlp", "model_type " + read.modelType + (activation.empty() ? "" : ", " + activation) + glu, "true"});
    if (const auto tied = root.optional("tie_word_embeddings")) {
        model.tiedEmbeddings = tied->boolean();
        read.keysRead.push_back({"tied_embeddings", "tie_word_embeddings", model.tiedEmbeddings ? "true" : "false"});
    } else {
        model.tiedEmbeddings = family.tiedByDefault;
        read.keysRead.push_back({"tied_embeddings", "tie_word_embeddings absent: the " + read.modelType + " default",
            model.tiedEmbeddings ? "true" : "false"});
    }
    readExperts(family, KeysRead {root, read.keysRead}, model);

    std::string named(name);
    if (const auto path = root.optional("_name_or_path"); path && path->value().is_string()) {
        // "meta-llama/Meta-Llama-3-8B" or a local path: its last part (all of it without a '/', as npos + 1
        // is 0).
        const std::string text = path->string();
        const std::string last = text.substr(text.find_last_of('/') + 1);
        if (!trim(last).empty())
            named = last;
    }
    model.name = trim(named).empty() ? std::string(family.architecture) : named;
    model.id = idFromName(model.name);
    model.origin = root.source();
    ModelKeyNames names; // the rules of every model, said in the config's own keys
    for (const HfKeyRead& key : read.keysRead) {
        model.sources.push_back(
            {key.field, {}, "config.json (" + root.source() + "): " + key.from + " = " + key.value});
        names.emplace(key.field, key.from);
    }
    validateModel(model, root.source(), {}, names);
    return read;
}

} // namespace roofline
