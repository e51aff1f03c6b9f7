#pragma once

#include <filesystem>
#include <string_view>

namespace roofline {

// Replaces `path` with `contents` so that a reader (or a crash, or a full disk) sees either the old file
// or the complete new one, never a half-written file: the bytes go to a temporary file in the same
// directory, are flushed to the disk (fsync), and the temporary file is renamed over `path`; the
// directory is then synced so the rename survives a power cut. On any failure the old file is left
// untouched, the temporary file is removed, and Error(Io) names the file and the reason.
// A new file gets mode 0666 minus the umask; an existing file keeps its mode.
void writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

} // namespace roofline
