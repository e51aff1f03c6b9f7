#pragma once

#include "core/formulas/chip.h"

#include <array>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A decoder-only transformer as docs/model.md §10 counts it, with the mixture-of-experts layers of §11 and the
// embedding of §12: the numbers of a *.model.json file.
struct ModelConfig {
    std::string id; // "llama-3-70b"
    std::string name; // "Llama 3 70B"
    double dModel = 0.0; // D
    double dFf = 0.0; // F
    double nHeads = 0.0; // N
    double nKvHeads = 0.0; // K
    double headDim = 0.0; // H
    double nLayers = 0.0; // L
    double vocab = 0.0; // V
    bool gatedMlp = true; // gate and up projections (SwiGLU, GeGLU): 3 MLP matrices instead of 2
    // Mixture of experts (docs/model.md §11); nExperts = 0 is a dense model and the other four are then 0.
    double nExperts = 0.0; // E routed experts per MoE layer
    double expertsPerToken = 0.0; // k of them per token
    double dFfExpert = 0.0; // F_e, the width of one expert's MLP
    double dFfShared = 0.0; // F_s, the shared experts' width in all (0: none)
    double denseLayers = 0.0; // L_d, the first layers that keep the dense MLP of width d_ff
    // lm_head is the input embedding (docs/model.md §12): one matrix of D·V instead of two.
    bool tiedEmbeddings = false;
    // Multi-head latent attention (docs/model.md §13); kvLoraRank = 0 is attention of §10 and the others are 0.
    double kvLoraRank = 0.0; // r: the latent each token caches
    double qLoraRank = 0.0; // r_q: the queries' latent; 0 when queries are projected from D directly
    double qkNopeHeadDim = 0.0; // h_n: the part of a query/key head without rotary embedding
    double qkRopeHeadDim = 0.0; // h_r: the rotary part, cached once per token beside the latent
    double vHeadDim = 0.0; // h_v
    // Sliding windows (docs/model.md §13): slidingLayers of the nLayers attend to the last slidingWindow positions.
    double slidingWindow = 0.0; // W; 0: every layer attends to all S
    double slidingLayers = 0.0; // L_s
    // The formats the published checkpoint stores its weights in (§13): all of them, and the routed experts'
    // when they differ. nullopt: not stated; a step then uses what the user picks (bf16 unless told).
    std::optional<Dtype> weightsDtype;
    std::optional<Dtype> expertWeightsDtype;
    // Where each number comes from; field is a key of the file ("d_model", "gated_mlp").
    std::vector<Source> sources;
    std::string notes;
    std::string origin; // the file it was read from, or "built-in"; not part of the file format

    bool operator==(const ModelConfig&) const = default;
};

// Every number of a model is a whole number from 1 to this: far above any real model (vocabularies
// are below 1e6, widths below 1e6), low enough that a step's FLOPs and bytes stay finite.
inline constexpr double kMaxModelNumber = 1e9;

// The numeric keys of a model file, in the order a person reads them, with what docs/model.md §10 calls them.
struct ModelNumberKey {
    std::string_view key; // "d_model"
    std::string_view symbol; // "D"
    double ModelConfig::*member;
};
const std::array<ModelNumberKey, 7>& modelNumberKeys();

// The optional keys of a mixture-of-experts model (docs/model.md §11), in the same form: "n_experts" E,
// "experts_per_token" k, "d_ff_expert" F_e, "d_ff_shared" F_s, "dense_layers" L_d. Absent means 0.
const std::array<ModelNumberKey, 5>& moeNumberKeys();

// The optional keys of multi-head latent attention (docs/model.md §13): "kv_lora_rank" r, "q_lora_rank" r_q,
// "qk_nope_head_dim" h_n, "qk_rope_head_dim" h_r, "v_head_dim" h_v. Absent means 0 (r_q = 0: no query latent).
const std::array<ModelNumberKey, 5>& latentNumberKeys();
// The optional keys of sliding-window attention (§13): "sliding_window" W, "sliding_layers" L_s.
const std::array<ModelNumberKey, 2>& slidingNumberKeys();

// Whether the model has routed experts (n_experts > 0).
bool isMixtureOfExperts(const ModelConfig& model);
// Whether its attention is latent (kv_lora_rank > 0).
bool isLatentAttention(const ModelConfig& model);
// Whether some of its layers attend within a window (sliding_layers > 0).
bool hasSlidingWindows(const ModelConfig& model);

// How another file spells a model's keys: a config.json's "num_experts_per_tok" is "experts_per_token"
// (io/hf_config.h). A key it does not name keeps the model file's spelling.
using ModelKeyNames = std::map<std::string, std::string, std::less<>>;

// The rules every model obeys, whether read from a file (io/model_json.h), a config.json or built in a
// form. Throws Error naming `source` and the key path, which starts with `keyPrefix` for a model inside a
// bigger document ("custom_models[1]."), each key as `names` spells it, and the value exactly.
void validateModel(const ModelConfig& model, std::string_view source, std::string_view keyPrefix = {},
    const ModelKeyNames& names = {});

// The model whose id is `id`, ignoring case; nullptr when there is none.
const ModelConfig* findModel(const std::vector<ModelConfig>& models, std::string_view id);

} // namespace roofline
