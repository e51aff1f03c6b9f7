#include "core/recovery.h"

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/json_reader.h"
#include "core/project_json.h"
#include "core/user_paths.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <system_error>

#include <signal.h>

namespace roofline {

namespace {

constexpr std::string_view kPrefix = "autosave-";
constexpr std::string_view kSuffix = ".roofline.json";

// The pid in "autosave-<pid>.roofline.json", or 0.
long pidFromName(const std::string& name)
{
    if (!name.starts_with(kPrefix) || !name.ends_with(kSuffix))
        return 0;
    const std::string digits = name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
    if (digits.empty() || digits.size() > 9
        || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return 0;
    return std::stol(digits);
}

} // namespace

std::filesystem::path recoveryDirectory()
{
    const std::filesystem::path state = userStateDirectory();
    return state.empty() ? state : state / "recovery";
}

std::filesystem::path recoveryFilePath(const std::filesystem::path& directory, long pid)
{
    return directory / (std::string(kPrefix) + std::to_string(pid) + std::string(kSuffix));
}

void writeRecoveryFile(const RecoveryInfo& info, const Project& project)
{
    nlohmann::ordered_json json = projectToJson(project);
    json["recovery"] = {{"pid", info.pid}, {"original", info.originalPath}, {"saved_at", info.savedAt}};
    std::error_code error;
    std::filesystem::create_directories(info.path.parent_path(), error);
    if (error)
        throw Error(ErrorKind::Io,
            info.path.parent_path().string() + ": cannot create the recovery folder: " + error.message());
    writeFileAtomically(info.path, projectJsonToText(std::move(json)));
}

std::vector<RecoveryInfo> findOrphanedRecoveryFiles(const std::filesystem::path& directory)
{
    std::vector<RecoveryInfo> found;
    std::error_code error;
    if (directory.empty() || !std::filesystem::is_directory(directory, error))
        return found;
    for (const auto& entry : std::filesystem::directory_iterator(directory, error)) {
        const long pid = pidFromName(entry.path().filename().string());
        if (pid <= 0 || isProcessRunning(pid))
            continue;
        try {
            const std::string text = readTextFile(entry.path(), kMaxProjectFileBytes, "recovery file");
            const nlohmann::json json
                = parseJson(text, entry.path().string(), JsonLimits {kMaxProjectFileBytes, kMaxProjectDepth});
            RecoveryInfo info;
            info.path = entry.path();
            info.pid = pid;
            if (const auto it = json.find("recovery"); it != json.end() && it->is_object()) {
                info.originalPath = it->value("original", std::string());
                info.savedAt = it->value("saved_at", std::int64_t {0});
            }
            found.push_back(std::move(info));
        } catch (const Error&) {
            continue; // not ours to judge: left for a person to look at
        } catch (const nlohmann::json::exception&) {
            continue;
        }
    }
    std::sort(
        found.begin(), found.end(), [](const RecoveryInfo& a, const RecoveryInfo& b) { return a.savedAt > b.savedAt; });
    return found;
}

Project loadRecoveryFile(const std::filesystem::path& path)
{
    return loadProjectFile(path);
}

void removeRecoveryFile(const std::filesystem::path& path)
{
    std::error_code error;
    std::filesystem::remove(path, error);
}

bool isProcessRunning(long pid)
{
    if (pid <= 0)
        return false;
    // Signal 0 checks that the process exists without sending anything; EPERM means it exists but
    // belongs to someone else.
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace roofline
