#include "core/formats/model_library.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/files/library_files.h"
#include "core/files/safe_paths.h"
#include "core/formats/builtin_files.h"
#include "core/formats/model_json.h"

#include <algorithm>

namespace roofline {

namespace {

bool looksLikeModelFile(const nlohmann::json& document)
{
    return document.is_object() && (document.contains("d_model") || document.contains("gated_mlp"));
}

bool isCommitHash(std::string_view text)
{
    return text.size() == 40 && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    });
}

// What a downloaded config.json is called: the Hugging Face cache names its folder
// models--<org>--<name>, a plain download sits in a folder of the model's name.
std::string nameForConfigFile(const std::filesystem::path& path)
{
    for (const auto& part : path.parent_path()) {
        const std::string text = part.string();
        if (text.starts_with("models--")) {
            const std::size_t last = text.rfind("--");
            if (last != std::string::npos && last + 2 < text.size() && last > 6)
                return text.substr(last + 2);
        }
    }
    const std::string folder = path.parent_path().filename().string();
    if (path.filename() == "config.json" && !folder.empty() && !isCommitHash(folder) && folder != "." && folder != "..")
        return folder;
    std::string stem = path.filename().string();
    for (const char* suffix : {".model.json", ".json"}) {
        if (stem.ends_with(suffix)) {
            stem.resize(stem.size() - std::string_view(suffix).size());
            break;
        }
    }
    return stem;
}

} // namespace

void sortModels(std::vector<ModelConfig>& models)
{
    std::stable_sort(
        models.begin(), models.end(), [](const ModelConfig& a, const ModelConfig& b) { return a.name < b.name; });
}

const std::vector<ModelConfig>& builtinModels()
{
    static const std::vector<ModelConfig> models = [] {
        std::vector<ModelConfig> parsed;
        for (const BuiltinFile& file : builtinModelFiles()) {
            ModelConfig model = parseModelJson(file.json, "models/" + std::string(file.fileName));
            model.origin = "built-in";
            parsed.push_back(std::move(model));
        }
        sortModels(parsed);
        return parsed;
    }();
    return models;
}

std::vector<std::string> builtinModelFileNames()
{
    std::vector<std::string> names;
    for (const BuiltinFile& file : builtinModelFiles())
        names.emplace_back(file.fileName);
    return names;
}

LoadedModel modelFromDocument(const nlohmann::json& document, std::string_view source, std::string_view name)
{
    const JsonCursor root(document, std::string(source));
    LoadedModel loaded;
    // A config.json first: some (OLMo's) have a d_model too, and a model file has none of its keys.
    if (looksLikeHfConfig(document)) {
        HfModelRead read = modelFromHfConfig(root, name);
        loaded.model = std::move(read.model);
        loaded.fromHfConfig = true;
        loaded.hfModelType = std::move(read.modelType);
        loaded.hfKeysRead = std::move(read.keysRead);
        return loaded;
    }
    if (looksLikeModelFile(document)) {
        loaded.model = modelFromJson(root);
        return loaded;
    }
    root.expectObject();
    ErrorDetail detail;
    detail.code = ErrorCode::NotAModel;
    root.fail(static_cast<int>(ErrorKind::MissingKey),
        "neither a model file (it has no d_model) nor a Hugging Face config.json (it has no hidden_size, "
        "model_type or architectures)",
        std::move(detail));
}

LoadedModel parseModelText(std::string_view text, std::string_view source, std::string_view name)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxModelFileBytes, 32});
    return modelFromDocument(document, source, name);
}

LoadedModel loadModelFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxModelFileBytes, "model file");
    return parseModelText(text, path.string(), nameForConfigFile(path));
}

ModelDirectoryLoad loadModelDirectory(const std::filesystem::path& directory)
{
    ModelDirectoryLoad result;
    for (const std::filesystem::path& file : jsonFilesIn(directory)) {
        try {
            result.models.push_back(loadModelFile(file).model);
        } catch (const Error& error) {
            result.errors.emplace_back(error.what());
        }
    }
    for (const ModelConfig& model : result.models) {
        if (const ModelConfig* builtin = findModel(builtinModels(), model.id))
            result.warnings.push_back(model.origin + ": the model id \"" + model.id + "\" is the id of the built-in "
                + builtin->name + "; this saved model replaces it");
    }
    for (std::string& warning : sharedIdWarnings(result.models, "model"))
        result.warnings.push_back(std::move(warning));
    return result;
}

std::vector<ModelConfig> mergeModels(const std::vector<ModelConfig>& base, const std::vector<ModelConfig>& extra)
{
    std::vector<ModelConfig> merged = mergeById(base, extra);
    sortModels(merged);
    return merged;
}

LoadedModel resolveModelArgument(std::string_view argument, const std::vector<ModelConfig>& library)
{
    const std::string_view trimmed = trim(argument);
    if (trimmed.empty())
        throw Error(ErrorKind::MissingKey, "--model needs a model id or a path to a model file or config.json");
    if (looksLikeFilePath(trimmed))
        return loadModelFile(std::filesystem::path(std::string(trimmed)));
    if (const ModelConfig* model = findModel(library, trimmed))
        return LoadedModel {*model, false, {}, {}};
    std::string ids;
    for (const ModelConfig& model : library)
        ids += (ids.empty() ? "" : ", ") + model.id;
    ErrorDetail detail;
    detail.code = ErrorCode::UnknownName;
    detail.value = quoteForMessage(trimmed);
    detail.expected = ids;
    throw Error(ErrorKind::UnknownName,
        "--model: no model with id " + quoteForMessage(trimmed) + "; known models: " + ids
            + " (or give a path to a model file or a Hugging Face config.json)",
        std::move(detail));
}

} // namespace roofline
