#include "core/formats/hf_config.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline {

namespace {

// How a family writes its MLP (docs/model.md §11): dense, or experts in one of four spellings.
enum class HfExperts { None, Mixtral, Qwen, DeepSeek, GptOss };

// Which layers attend within sliding_window when the config has no layer_types (docs/model.md §13).
enum class HfWindows {
    None, // sliding_window, if any, is not read (Llama, Qwen2 without use_sliding_window)
    Every, // every layer, when sliding_window is set (Mistral)
    EveryOther, // layers 0, 2, 4… (Gemma 2, gpt-oss)
    Pattern, // all but every sliding_window_pattern-th (Gemma 3)
};

struct HfFamily {
    std::string_view modelType; // config.json's model_type
    std::string_view architecture; // its architectures[0]
    HfExperts experts = HfExperts::None;
    bool tiedByDefault = false; // transformers' tie_word_embeddings when the config has none
    bool latent = false; // multi-head latent attention (DeepSeek V2/V3, Kimi K2)
    HfWindows windows = HfWindows::None;
    bool textConfig = false; // the numbers are in text_config (a multimodal checkpoint: Gemma 3)
};

// Every one of them has a gated MLP: gate_proj and up_proj, then down_proj (LlamaMLP, MistralMLP,
// Qwen2MLP, GemmaMLP, Gemma2MLP, Gemma3MLP in transformers; each expert of MixtralSparseMoeBlock,
// Qwen2MoeSparseMoeBlock, Qwen3MoeSparseMoeBlock, DeepSeek's MoE and GptOssExperts likewise).
constexpr std::array<HfFamily, 15> kFamilies {{
    {"llama", "LlamaForCausalLM"},
    {"mistral", "MistralForCausalLM", HfExperts::None, false, false, HfWindows::Every},
    {"qwen2", "Qwen2ForCausalLM"},
    {"gemma", "GemmaForCausalLM", HfExperts::None, true},
    {"gemma2", "Gemma2ForCausalLM", HfExperts::None, true, false, HfWindows::EveryOther},
    {"gemma3_text", "Gemma3ForCausalLM", HfExperts::None, true, false, HfWindows::Pattern},
    {"gemma3", "Gemma3ForConditionalGeneration", HfExperts::None, true, false, HfWindows::Pattern, true},
    {"mixtral", "MixtralForCausalLM", HfExperts::Mixtral},
    {"qwen2_moe", "Qwen2MoeForCausalLM", HfExperts::Qwen},
    {"qwen3_moe", "Qwen3MoeForCausalLM", HfExperts::Qwen},
    {"deepseek", "DeepseekForCausalLM", HfExperts::DeepSeek},
    {"deepseek_v2", "DeepseekV2ForCausalLM", HfExperts::DeepSeek, false, true},
    {"deepseek_v3", "DeepseekV3ForCausalLM", HfExperts::DeepSeek, false, true},
    {"kimi_k2", "KimiK2ForCausalLM", HfExperts::DeepSeek, false, true},
    {"gpt_oss", "GptOssForCausalLM", HfExperts::GptOss, false, false, HfWindows::EveryOther},
}};

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

[[noreturn]] void unmodelled(const JsonCursor& at, const std::string& what, const std::string& kind)
{
    at.fail(static_cast<int>(ErrorKind::InvalidValue),
        kind + " are not modelled yet (docs/model.md §13), so this model cannot be priced: " + what,
        ErrorCode::UnmodelledLayers, what, kind);
}

// Layers no formula here prices, refused by the key that says so before anything else is read.
void refuseUnmodelledLayers(const JsonCursor& root)
{
    std::string named;
    if (const auto type = root.optional("model_type"); type && type->value().is_string())
        named = type->string();
    for (const std::string& key : root.keys()) {
        if (key.starts_with("linear_"))
            unmodelled(root.require(key), key, "linear-attention layers");
    }
    if (const auto types = root.optional("layer_types"); types && types->value().is_array()) {
        for (std::size_t i = 0; i < types->arraySize(); ++i) {
            const JsonCursor type = types->at(i);
            if (type.value().is_string() && type.string() != "sliding_attention" && type.string() != "full_attention")
                unmodelled(type, "layer_types[" + std::to_string(i) + "] = " + quoteForMessage(type.string()),
                    type.string().find("linear") != std::string::npos ? "linear-attention layers"
                                                                      : "attention layers of this kind");
        }
    }
    for (const char* key : {"state_size", "ssm_cfg", "mamba_d_state", "ssm_state_size", "mamba_expand"}) {
        if (const auto value = root.optional(key))
            unmodelled(*value, key, "state-space layers");
    }
    if (named.find("mamba") != std::string::npos || named == "jamba" || named == "falcon_h1" || named == "rwkv")
        unmodelled(root.require("model_type"), quoteForMessage(named), "state-space layers");
    if (const auto both = root.optional("is_encoder_decoder"); both && both->value().is_boolean() && both->boolean())
        unmodelled(*both, "is_encoder_decoder = true", "encoder–decoder models");
    if (const auto cross = root.optional("cross_attention_layers"))
        unmodelled(*cross, "cross_attention_layers", "cross-attention layers");
    if (named == "llama4" || named == "llama4_text") {
        const auto text = root.optional("text_config");
        const JsonCursor& keys = text && text->value().is_object() ? *text : root;
        for (const char* key : {"interleave_moe_layer_step", "attention_chunk_size"}) {
            if (const auto value = keys.optional(key))
                unmodelled(*value, key, "Llama 4's chunked attention and interleaved expert layers");
        }
        unmodelled(root.require("model_type"), quoteForMessage(named),
            "Llama 4's chunked attention and interleaved expert layers");
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
    case HfExperts::GptOss:
        model.nExperts = keys.take("n_experts", "num_local_experts");
        model.expertsPerToken = root.optional("num_experts_per_tok")
            ? keys.take("experts_per_token", "num_experts_per_tok")
            : keys.take("experts_per_token", "experts_per_token");
        model.dFfExpert = keys.take("d_ff_expert", "intermediate_size");
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

// docs/model.md §13: the latent of DeepSeek V2/V3 and Kimi K2. Prefill decompresses a key and a value for every
// query head, so the model's n_kv_heads is n_heads and its head_dim h_n + h_r.
void readLatent(const KeysRead& keys, ModelConfig& model)
{
    const JsonCursor& root = keys.root;
    // DeepseekV2Config and DeepseekV3Config default both ranks (kv 512, q 1536); q_lora_rank null means no query
    // latent.
    model.kvLoraRank = keys.takeOr("kv_lora_rank", "kv_lora_rank", 512.0);
    if (root.value().contains("q_lora_rank") && root.value()["q_lora_rank"].is_null()) {
        keys.read.push_back({"q_lora_rank", "q_lora_rank null: queries projected from hidden_size", "0"});
    } else {
        model.qLoraRank = keys.takeOr("q_lora_rank", "q_lora_rank", 1536.0);
    }
    model.qkNopeHeadDim = keys.take("qk_nope_head_dim", "qk_nope_head_dim");
    model.qkRopeHeadDim = keys.take("qk_rope_head_dim", "qk_rope_head_dim");
    model.vHeadDim = keys.take("v_head_dim", "v_head_dim");
}

// docs/model.md §13: which layers attend within sliding_window. layer_types, when present, says it layer by layer;
// else the family's rule.
void readWindows(const HfFamily& family, const KeysRead& keys, ModelConfig& model)
{
    const JsonCursor& root = keys.root;
    const auto window = root.optional("sliding_window");
    if (family.windows == HfWindows::None || !window)
        return;
    if (family.modelType == "qwen2") // only with use_sliding_window, which no published Qwen2 sets
        return;
    model.slidingWindow = keys.take("sliding_window", "sliding_window");
    if (const auto types = root.optional("layer_types")) {
        double sliding = 0.0;
        for (std::size_t i = 0; i < types->arraySize(); ++i)
            sliding += types->at(i).string() == "sliding_attention" ? 1.0 : 0.0;
        if (static_cast<double>(types->arraySize()) != model.nLayers)
            types->fail(static_cast<int>(ErrorKind::InvalidValue),
                "names " + std::to_string(types->arraySize()) + " layers, but num_hidden_layers is "
                    + formatPlain(model.nLayers),
                errorDetail(ErrorCode::NotWholeInRange, std::to_string(types->arraySize()), formatPlain(model.nLayers),
                    formatPlain(model.nLayers)));
        model.slidingLayers = sliding;
        keys.read.push_back({"sliding_layers", "layer_types: sliding_attention", formatPlain(sliding)});
    } else if (family.windows == HfWindows::Every) {
        model.slidingLayers = model.nLayers;
        keys.read.push_back({"sliding_layers", "every layer (model_type " + std::string(family.modelType) + ")",
            formatPlain(model.slidingLayers)});
    } else if (family.windows == HfWindows::EveryOther) {
        model.slidingLayers = std::ceil(model.nLayers / 2.0);
        keys.read.push_back({"sliding_layers", "layers 0, 2, 4… (model_type " + std::string(family.modelType) + ")",
            formatPlain(model.slidingLayers)});
    } else {
        const double pattern = root.optional("sliding_window_pattern")
            ? wholeNumberFrom(root.require("sliding_window_pattern"), 1.0)
            : 6.0;
        // Layer i is global when (i + 1) is a multiple of the pattern (transformers' Gemma3TextConfig).
        model.slidingLayers = model.nLayers - std::floor(model.nLayers / pattern);
        keys.read.push_back({"sliding_layers",
            "all but every sliding_window_pattern-th layer (" + formatPlain(pattern)
                + (root.optional("sliding_window_pattern") ? ")" : ", transformers' default)"),
            formatPlain(model.slidingLayers)});
    }
    if (model.slidingLayers == 0.0)
        model.slidingWindow = 0.0;
}

// docs/model.md §13: the formats a checkpoint is published in. DeepSeek-V3's fp8 with 128×128 blocks is fp8-block;
// gpt-oss's mxfp4 covers the experts (modules_to_not_convert keeps attention, the router and the embeddings bf16).
void readQuantization(const JsonCursor& root, std::vector<HfKeyRead>& read, ModelConfig& model)
{
    const auto quantization = root.optional("quantization_config");
    if (!quantization || !quantization->value().is_object())
        return;
    const auto method = quantization->optional("quant_method");
    const std::string name = method && method->value().is_string() ? toLower(method->string()) : std::string();
    if (name == "fp8") {
        const auto block = quantization->optional("weight_block_size");
        const bool blocks128 = block && block->value() == nlohmann::json::array({128, 128});
        model.weightsDtype = blocks128 ? Dtype::FP8Block : Dtype::FP8;
        read.push_back({"weights_dtype",
            std::string("quantization_config: fp8") + (blocks128 ? ", weight_block_size [128, 128]" : ""),
            std::string(dtypeName(*model.weightsDtype))});
    } else if (name == "mxfp4") {
        model.expertWeightsDtype = Dtype::MXFP4;
        read.push_back({"expert_weights_dtype",
            "quantization_config: mxfp4 (the experts; modules_to_not_convert stay "
            "as trained)",
            "mxfp4"});
        model.weightsDtype = Dtype::BF16;
        read.push_back({"weights_dtype", "modules_to_not_convert: bf16", "bf16"});
    } else if (!name.empty()) {
        read.push_back({"weights_dtype", "quantization_config: " + name + " is not read; --w says", "-"});
    }
    if (model.expertWeightsDtype && !isMixtureOfExperts(model))
        model.expertWeightsDtype.reset();
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

namespace {

HfModelRead readHfModel(const HfFamily& family, const JsonCursor& root, const JsonCursor& top, std::string_view name)
{
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
    const KeysRead keys {root, read.keysRead};
    // A latent rank in any family's config is latent attention (docs/model.md §13).
    const bool latent = family.latent || root.optional("kv_lora_rank").has_value();
    if (latent) {
        readLatent(keys, model);
        model.nKvHeads = model.nHeads;
        read.keysRead.push_back(
            {"n_kv_heads", "num_attention_heads (latent attention: prefill decompresses a key and a value per head)",
                formatPlain(model.nKvHeads)});
    } else if (root.optional("num_key_value_heads")) {
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
    if (latent) {
        model.headDim = model.qkNopeHeadDim + model.qkRopeHeadDim;
        read.keysRead.push_back({"head_dim", "qk_nope_head_dim + qk_rope_head_dim", formatPlain(model.headDim)});
    } else if (root.optional("head_dim")) {
        model.headDim = take("head_dim", "head_dim");
    } else if (read.modelType.starts_with("gemma")) {
        // GemmaConfig, Gemma2Config and Gemma3TextConfig default head_dim to 256 (transformers'
        // models/gemma*/configuration_gemma*.py), whatever hidden_size / num_attention_heads is.
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
    if (family.windows == HfWindows::Pattern && !root.optional("vocab_size")) {
        // Gemma 3's text_config leaves it to Gemma3TextConfig's default.
        model.vocab = 262208.0;
        read.keysRead.push_back({"vocab", "vocab_size absent: transformers' Gemma3TextConfig default", "262208"});
    } else {
        model.vocab = take("vocab", "vocab_size");
    }
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
    readExperts(family, keys, model);
    readWindows(family, keys, model);
    readQuantization(top, read.keysRead, model);

    std::string named(name);
    if (const auto path = top.optional("_name_or_path"); path && path->value().is_string()) {
        // "meta-llama/Meta-Llama-3-8B" or a local path: its last part (all of it without a '/', as npos + 1
        // is 0).
        const std::string text = path->string();
        const std::string last = text.substr(text.find_last_of('/') + 1);
        if (!trim(last).empty())
            named = last;
    }
    model.name = trim(named).empty() ? std::string(family.architecture) : named;
    model.id = idFromName(model.name);
    model.origin = top.source();
    ModelKeyNames names; // the rules of every model, said in the config's own keys
    for (const HfKeyRead& key : read.keysRead) {
        model.sources.push_back(
            {key.field, {}, "config.json (" + root.source() + "): " + key.from + " = " + key.value});
        names.emplace(key.field, key.from);
    }
    validateModel(model, root.source(), {}, names);
    return read;
}

} // namespace

HfModelRead modelFromHfConfig(const JsonCursor& root, std::string_view name)
{
    root.expectObject();
    refuseUnmodelledLayers(root);
    const HfFamily& family = familyOf(root);
    // A multimodal checkpoint keeps the language model's numbers in text_config (its vision tower is not priced).
    const std::optional<JsonCursor> nested
        = family.textConfig ? std::optional(root.require("text_config")) : std::nullopt;
    if (nested)
        refuseUnmodelledLayers(*nested);
    return readHfModel(family, nested ? *nested : root, root, name);
}

} // namespace roofline
