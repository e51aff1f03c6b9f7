#pragma once

#include "core/chip.h"
#include "core/json_reader.h"

#include <array>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A dense decoder-only transformer as SPEC §10 counts it: the numbers of a *.model.json file.
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
    // Where each number comes from; field is a key of the file ("d_model", "gated_mlp").
    std::vector<Source> sources;
    std::string notes;
    std::string origin; // the file it was read from, or "built-in"; not part of the file format

    bool operator==(const ModelConfig&) const = default;
};

// A model file is small; anything bigger is refused before parsing. A Hugging Face config.json too.
inline constexpr std::size_t kMaxModelFileBytes = 1u << 20;

// Every number of a model is a whole number from 1 to this: far above any real model (vocabularies
// are below 1e6, widths below 1e6), low enough that a step's FLOPs and bytes stay finite.
inline constexpr double kMaxModelNumber = 1e9;

// The numeric keys of a model file, in the order a person reads them, with what SPEC §10 calls them.
struct ModelNumberKey {
    std::string_view key; // "d_model"
    std::string_view symbol; // "D"
    double ModelConfig::*member;
};
const std::array<ModelNumberKey, 7>& modelNumberKeys();

// Reads the model file format (see README "Model configs"). Every error names `source`, the key path
// and the problem: "mine.model.json: n_heads: must be a whole number from 1 to 1e9, got 0".
// root may be a model inside a bigger document (a project's custom_models[i]).
ModelConfig modelFromJson(const JsonCursor& root);
ModelConfig parseModelJson(std::string_view text, std::string_view source);

// The model file format, keys in the order a person reads them.
nlohmann::ordered_json modelToJson(const ModelConfig& model);

// The checks modelFromJson applies, for models built in code or in a form. Throws Error.
void validateModel(const ModelConfig& model, std::string_view source);

} // namespace roofline
