#include "core/io/hf_config.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <array>
#include <cmath>

namespace roofline {

namespace {

struct HfFamily {
    std::string_view modelType; // config.json's model_type
    std::string_view architecture; // its architectures[0]
};

// Every one of them has a gated MLP: gate_proj and up_proj, then down_proj (LlamaMLP, MistralMLP,
// Qwen2MLP, GemmaMLP, Gemma2MLP in transformers).
constexpr std::array<HfFamily, 5> kFamilies {{
    {"llama", "LlamaForCausalLM"},
    {"mistral", "MistralForCausalLM"},
    {"qwen2", "Qwen2ForCausalLM"},
    {"gemma", "GemmaForCausalLM"},
    {"gemma2", "Gemma2ForCausalLM"},
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
        "Roofline Studio reads the model types " + supportedHfModelTypes() + " (dense transformers with a gated "
            + "MLP), not " + quoteForMessage(what),
        ErrorCode::UnsupportedArchitecture, quoteForMessage(what), supportedHfModelTypes());
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

double wholeNumber(const JsonCursor& cursor)
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
    const HfFamily& family = familyOf(root);
    HfModelRead read;
    read.modelType = std::string(family.modelType);
    ModelConfig& model = read.model;
    const auto take = [&](std::string_view field, std::string_view key) {
        const double value = wholeNumber(root.require(key));
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
    for (const HfKeyRead& key : read.keysRead)
        model.sources.push_back(
            {key.field, {}, "config.json (" + root.source() + "): " + key.from + " = " + key.value});
    validateModel(model, root.source());
    return read;
}

} // namespace roofline
