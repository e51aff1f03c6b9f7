#pragma once

#include "core/formats/hf_config.h"
#include "core/model/model_config.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The models shipped in models/, compiled into the binary like the chips of hardware-profiles/. Sorted
// by name. Parsed once.
const std::vector<ModelConfig>& builtinModels();

// Names of the built-in model files, for tests that compare them with the source directory.
std::vector<std::string> builtinModelFileNames();

// A model read from a file: a model file, or a Hugging Face config.json and the keys it was read from.
struct LoadedModel {
    ModelConfig model;
    bool fromHfConfig = false;
    std::string hfModelType; // when fromHfConfig
    std::vector<HfKeyRead> hfKeysRead; // when fromHfConfig
};

// Reads a JSON document as a model file when it has the model file's keys, as a Hugging Face config when
// it has theirs (hidden_size, model_type, architectures); anything else is Error(NotAModel) naming source.
// `name` names a config.json's model when it does not name itself.
LoadedModel modelFromDocument(const nlohmann::json& document, std::string_view source, std::string_view name);
LoadedModel parseModelText(std::string_view text, std::string_view source, std::string_view name);
// A model file or config.json on disk. A config.json is named after the folder it was downloaded to
// (…/models--meta-llama--Meta-Llama-3-8B/snapshots/<hash>/config.json, …/Meta-Llama-3-8B/config.json).
LoadedModel loadModelFile(const std::filesystem::path& path);

struct ModelDirectoryLoad {
    std::vector<ModelConfig> models;
    std::vector<std::string> errors; // one message per file that could not be loaded
    // A saved model with the id of a built-in one (it replaces it), and saved models that share an id (the
    // later file replaces the earlier): each said, never silent.
    std::vector<std::string> warnings;
};

// Loads every *.json in a directory (not recursive), model files and config.json files alike. A bad file
// is reported, not fatal.
ModelDirectoryLoad loadModelDirectory(const std::filesystem::path& directory);

// Built-in models plus extra ones; an extra model with the id of a built-in one replaces it.
std::vector<ModelConfig> mergeModels(const std::vector<ModelConfig>& base, const std::vector<ModelConfig>& extra);

// A --model argument: a path to a model file or config.json (contains '/' or ends in .json), or the id of
// a model in `library`. Throws Error naming the argument; an unknown id lists the ids that exist.
LoadedModel resolveModelArgument(std::string_view argument, const std::vector<ModelConfig>& library);

void sortModels(std::vector<ModelConfig>& models);

} // namespace roofline
