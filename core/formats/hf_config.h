#pragma once

#include "core/files/json_reader.h"
#include "core/model/model_config.h"

#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A Hugging Face config.json as people download it, read as a model (docs/model.md §10). Llama, Mistral, Qwen2 and
// Gemma (1 and 2) architectures, and the mixtures of experts of §11 (Mixtral, Qwen2-MoE, Qwen3-MoE, DeepSeek MoE):
// their MLPs (and experts) are all gated (SwiGLU for silu, GeGLU for gelu).

// One number or switch of the model and where in config.json it came from, so a user can check it.
struct HfKeyRead {
    std::string field; // the model's key: "d_model", "head_dim", "gated_mlp"
    std::string from; // the config's key or rule: "hidden_size", "hidden_size / num_attention_heads"
    std::string value; // what it gave: "4096", "true"
};

struct HfModelRead {
    ModelConfig model;
    std::string modelType; // "llama", "gemma2"… (from model_type, or else the architecture)
    // In the order of modelNumberKeys(), then gated_mlp, tied_embeddings and the experts' keys.
    std::vector<HfKeyRead> keysRead;
};

// The model types read, and their architecture names ("LlamaForCausalLM"…).
std::string supportedHfModelTypes(); // "llama, mistral, qwen2, gemma, gemma2, mixtral, qwen2_moe, qwen3_moe, deepseek"

// Whether a JSON document looks like a Hugging Face config (has hidden_size, model_type or
// architectures) rather than a model file.
bool looksLikeHfConfig(const nlohmann::json& document);

// Reads a config.json. `name` names the model when the config does not (_name_or_path): the folder
// it was downloaded to, say. Throws Error naming the source, the config's key and the problem:
// UnsupportedArchitecture for another model_type, HeadDimNotWhole when head_dim is absent and
// hidden_size is not a multiple of num_attention_heads, LatentAttention for a config with kv_lora_rank (DeepSeek
// V2, V3), SparseLayout for experts that skip layers (decoder_sparse_step or moe_layer_freq other than 1, a
// non-empty mlp_only_layers), and the usual missing keys, types and ranges.
HfModelRead modelFromHfConfig(const JsonCursor& root, std::string_view name);

// "Meta-Llama-3-8B" → "meta-llama-3-8b": a valid file id made from any text.
std::string idFromName(std::string_view name);

} // namespace roofline
