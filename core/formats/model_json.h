#pragma once

#include "core/files/json_reader.h"
#include "core/model/model_config.h"

#include <cstddef>
#include <string_view>

namespace roofline {

// A model file is small; anything bigger is refused before parsing. A Hugging Face config.json too.
inline constexpr std::size_t kMaxModelFileBytes = 1u << 20;

// Reads the model file format (see docs/file-formats.md "Model files"). Every error names `source`, the key path
// and the problem: "mine.model.json: n_heads: must be a whole number from 1 to 1e9, got 0".
// root may be a model inside a bigger document (a project's custom_models[i]).
ModelConfig modelFromJson(const JsonCursor& root);
ModelConfig parseModelJson(std::string_view text, std::string_view source);

// The model file format, keys in the order a person reads them.
nlohmann::ordered_json modelToJson(const ModelConfig& model);

} // namespace roofline
