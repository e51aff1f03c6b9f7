#pragma once

#include "core/base/error.h"
#include "core/base/progress.h"
#include "core/scene/project.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

// Autosaved unsaved work, and what a crash leaves of it. Each running app writes its own file,
// <directory>/autosave-<pid>.roofline.json: a project file with one more key, "recovery"
// ({"pid", "original", "saved_at"}), which the project reader ignores, so the file also opens as a
// project. The app removes its file after a clean save or close; a file whose process is gone is
// what a crash or a kill left behind, and the next start offers it.

struct RecoveryInfo {
    std::filesystem::path path; // the recovery file
    long pid = 0; // the app that wrote it
    std::string originalPath; // the project file it was editing; empty for an untitled project
    std::int64_t savedAt = 0; // seconds since the epoch (the file's time when it cannot be read)
    std::optional<Error> damage; // why it cannot be restored (truncated, corrupted…); nullopt: it can
};

// userStateDirectory()/recovery; empty when there is no state folder.
std::filesystem::path recoveryDirectory();

std::filesystem::path recoveryFilePath(const std::filesystem::path& directory, long pid);

// Writes atomically (creating the directory); throws Error like saveProjectFile. `progress` (may be
// null) as saveProjectFile's: Cancelled before the new file replaces the old one leaves the old one.
void writeRecoveryFile(const RecoveryInfo& info, const Project& project, Progress* progress = nullptr);

// Recovery files in `directory` whose writer is no longer running, newest first. Each is read in
// full as a project; one that cannot be (truncated, corrupted) is listed with its `damage`, so the
// app can say so instead of dropping the work without a word. Other files are left alone.
std::vector<RecoveryInfo> findOrphanedRecoveryFiles(const std::filesystem::path& directory);

// Renames a damaged recovery file to "<name>.damaged", which is never offered again but stays for a
// person to look at. Returns the new path; empty when it cannot be renamed.
std::filesystem::path setAsideRecoveryFile(const std::filesystem::path& path);

// Reads the project back (Error as loadProjectFile).
Project loadRecoveryFile(const std::filesystem::path& path);

// Removes a recovery file; a file already gone is fine, other failures are ignored (they cost
// nothing but an offer at the next start).
void removeRecoveryFile(const std::filesystem::path& path);

bool isProcessRunning(long pid);

} // namespace roofline
