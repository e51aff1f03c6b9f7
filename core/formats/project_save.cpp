// Saving a project: what the file holds is read back and compared before it replaces anything, and
// the file is written atomically (core/files/atomic_file.h).
#include "core/formats/project_json.h"

#include "core/base/error.h"
#include "core/base/progress.h"
#include "core/base/text.h"
#include "core/files/atomic_file.h"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>

namespace roofline {

Project asInFile(Project project)
{
    for (Chip& chip : project.customChips)
        chip.origin.clear();
    for (ModelConfig& model : project.customModels)
        model.origin.clear();
    return project;
}

namespace {

// "ops[1].numbers.D", as the reader's errors name a place.
std::string childPath(const std::string& path, const std::string& key)
{
    return path.empty() ? key : path + "." + key;
}

// A place where two JSON documents differ, as a key path, and the value each holds there.
struct JsonDifference {
    std::string path;
    const nlohmann::ordered_json* saved = nullptr; // null: the key is missing on this side
    const nlohmann::ordered_json* readBack = nullptr;
};

// Every place where two JSON documents differ, in the file's order.
void collectDifferences(const nlohmann::ordered_json& saved, const nlohmann::ordered_json& readBack,
    const std::string& path, std::vector<JsonDifference>& out)
{
    if (saved.is_object() && readBack.is_object()) {
        for (const auto& [key, value] : saved.items()) {
            const auto other = readBack.find(key);
            if (other == readBack.end())
                out.push_back({childPath(path, key), &value, nullptr});
            else
                collectDifferences(value, *other, childPath(path, key), out);
        }
        for (const auto& [key, value] : readBack.items()) {
            if (!saved.contains(key))
                out.push_back({childPath(path, key), nullptr, &value});
        }
    } else if (saved.is_array() && readBack.is_array()) {
        for (std::size_t i = 0; i < saved.size() && i < readBack.size(); ++i)
            collectDifferences(saved[i], readBack[i], path + "[" + std::to_string(i) + "]", out);
        if (saved.size() != readBack.size())
            out.push_back({path, &saved, &readBack});
    } else if (saved != readBack) {
        out.push_back({path, &saved, &readBack});
    }
}

std::string quotedJson(const nlohmann::ordered_json* value)
{
    if (!value)
        return "nothing";
    const std::string text = value->dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    return text.size() > 80 ? text.substr(0, 77) + "..." : text;
}

// Why `project` would not read back as itself from its file, in words naming the field.
std::string readBackProblem(const Project& project, const Project& readBack)
{
    const nlohmann::ordered_json saved = projectToJson(project);
    const nlohmann::ordered_json back = projectToJson(readBack);
    std::vector<JsonDifference> differences;
    collectDifferences(saved, back, {}, differences);
    if (differences.empty())
        return "it would not read back the same";
    // An op's "spec" is written from its other keys for people to read: name the key it was made from.
    const auto named = std::find_if(differences.begin(), differences.end(),
        [](const JsonDifference& difference) { return !difference.path.ends_with(".spec"); });
    const JsonDifference& difference = named != differences.end() ? *named : differences.front();
    if (difference.saved && difference.saved->is_string() && findInvalidUtf8(difference.saved->get<std::string>()))
        return difference.path + " is text that is not UTF-8";
    return difference.path + " would read back as " + quotedJson(difference.readBack) + ", not "
        + quotedJson(difference.saved);
}

// The text a save writes, once it has been read back as `project`, as far as the file holds it.
std::string checkedProjectText(
    nlohmann::ordered_json json, const Project& project, const std::filesystem::path& path, Progress* progress)
{
    // Never write a file that would not open again, or would open as something else.
    std::string text = projectJsonToText(std::move(json));
    reportProgress(progress, 0.3);
    const Project readBack = parseProjectJson(text, path.string());
    reportProgress(progress, 0.8);
    if (asInFile(readBack) != asInFile(project))
        throw Error(ErrorKind::InvalidValue,
            path.string() + ": the project cannot be saved: " + readBackProblem(project, readBack));
    reportProgress(progress, 1.0);
    return text;
}

} // namespace

void saveProjectFile(const std::filesystem::path& path, const Project& project, Progress* progress)
{
    reportProgress(progress, 0.0);
    ProgressPart checking(progress, 0.0, 0.7);
    const std::string text = checkedProjectText(projectToJson(project), project, path, &checking);
    ProgressPart writing(progress, 0.7, 1.0);
    writeFileAtomically(path, text, &writing);
}

} // namespace roofline
