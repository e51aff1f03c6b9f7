#pragma once

#include "core/base/progress.h"
#include "core/files/json_reader.h"
#include "core/scene/project.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace roofline {

// The project file format (docs/file-formats.md "Project files"): a *.roofline.json file holding a Project.
inline constexpr int kProjectFormat = 1; // the "format" this build writes and the newest it reads
inline constexpr std::string_view kProjectApp = "roofline-studio";
// Larger files are refused unread. A project holds whole profiles: 100,000 measured kernels with the
// long names profilers print take some 30 MB.
inline constexpr std::size_t kMaxProjectFileBytes = 64u << 20;
inline constexpr int kMaxProjectDepth = 32;

// Export sizes a project may ask for.
inline constexpr int kMinExportPixels = 16;
inline constexpr int kMaxExportPixels = 16384;
inline constexpr double kMinExportScale = 0.1;
inline constexpr double kMaxExportScale = 10.0;

// Every key, in the order a person reads them. Ops are written structured (kind, numbers, bindings,
// dtypes, label, link) plus their spec string for people; the structured form is what is read.
nlohmann::ordered_json projectToJson(const Project& project);

// Reads and validates a project. Every error names the file, the key path and the problem:
//   "talk.roofline.json: ops[1].numbers.B: must be at least 1, got 0".
// A file with a newer "format" is refused with Error(UnsupportedVersion). Unknown keys are ignored.
// Chip ids in "chips" that are neither built in nor embedded are not an error here
// (resolveProjectChips reports them as missing). Custom chips get `origin` = the file.
Project projectFromJson(const JsonCursor& root);
Project parseProjectJson(std::string_view text, std::string_view source);
// `progress` (may be null) hears how far reading got and may stop it (Cancelled).
Project loadProjectFile(const std::filesystem::path& path, Progress* progress = nullptr);

// The file's text: projectToJson, indented, with a final newline; each measured kernel on one line.
std::string projectToText(const Project& project);
// The same for a project's JSON with keys added (a recovery file's).
std::string projectJsonToText(nlohmann::ordered_json json);

// A project as its file holds it: everything but where each custom chip and model was read from
// (`origin`), which a file does not hold and which names that file once it is read back.
Project asInFile(Project project);

// Writes the project atomically (see writeFileAtomically). The text is read back before anything is
// written, so a project that could not be loaded again (a NaN from a form, an empty chip name) is
// refused with the reader's Error, and one that would load as something else (asInFile differs: text
// that is not UTF-8) with an Error naming the first field that differs; the old file stays as it was. `progress` (may
// be null) hears how far the save got; Cancelled before the new file replaces the old one leaves the old one.
void saveProjectFile(const std::filesystem::path& path, const Project& project, Progress* progress = nullptr);

} // namespace roofline
