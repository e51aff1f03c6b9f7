#include "core/formats/recovery.h"

#include "core/base/error.h"
#include "core/files/atomic_file.h"
#include "core/files/json_reader.h"
#include "core/files/user_paths.h"
#include "core/formats/project_json.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <system_error>

#include <signal.h>
#include <sys/stat.h>

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

void writeRecoveryFile(const RecoveryInfo& info, const Project& project, Progress* progress)
{
    reportProgress(progress, 0.0);
    nlohmann::ordered_json json = projectToJson(project);
    json["recovery"] = {{"pid", info.pid}, {"original", info.originalPath}, {"saved_at", info.savedAt}};
    std::error_code error;
    std::filesystem::create_directories(info.path.parent_path(), error);
    if (error)
        throw Error(ErrorKind::Io,
            info.path.parent_path().string() + ": cannot create the recovery folder: " + error.message());
    const std::string text = projectJsonToText(std::move(json));
    ProgressPart writing(progress, 0.6, 1.0);
    writeFileAtomically(info.path, text, &writing);
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
        RecoveryInfo info;
        info.path = entry.path();
        info.pid = pid;
        try {
            const std::string text = readTextFile(entry.path(), kMaxProjectFileBytes, "recovery file");
            const nlohmann::json json
                = parseJson(text, entry.path().string(), JsonLimits {kMaxProjectFileBytes, kMaxProjectDepth});
            if (const auto it = json.find("recovery"); it != json.end() && it->is_object()) {
                const auto original = it->find("original");
                if (original != it->end() && original->is_string())
                    info.originalPath = original->get<std::string>();
                const auto savedAt = it->find("saved_at");
                if (savedAt != it->end() && savedAt->is_number_integer())
                    info.savedAt = savedAt->get<std::int64_t>();
            }
            // Read as the project it must restore: a file that parses but does not load is damaged too.
            loadProjectFile(entry.path());
        } catch (const nlohmann::json::exception& problem) {
            info.damage = Error(ErrorKind::Syntax, entry.path().string() + ": " + problem.what());
        } catch (const Error& problem) {
            info.damage = problem;
        }
        if (info.damage) {
            struct stat status { };
            if (::stat(entry.path().c_str(), &status) == 0)
                info.savedAt = status.st_mtime;
        }
        found.push_back(std::move(info));
    }
    std::sort(
        found.begin(), found.end(), [](const RecoveryInfo& a, const RecoveryInfo& b) { return a.savedAt > b.savedAt; });
    return found;
}

Project loadRecoveryFile(const std::filesystem::path& path)
{
    return loadProjectFile(path);
}

std::filesystem::path setAsideRecoveryFile(const std::filesystem::path& path)
{
    std::filesystem::path aside = path;
    aside += ".damaged";
    std::error_code error;
    std::filesystem::rename(path, aside, error);
    return error ? std::filesystem::path() : aside;
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
