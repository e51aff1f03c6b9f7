#pragma once

#include "core/base/progress.h"

#include <filesystem>
#include <functional>
#include <string_view>

namespace roofline {

// Replaces `path` with `contents` so that a reader (or a crash, or a full disk) sees either the old file
// or the complete new one, never a half-written file: the bytes go to a temporary file in the same
// directory, are flushed to the disk (fsync), and the temporary file is renamed over `path`; the
// directory is then synced so the rename survives a power cut. On any failure the old file is left
// untouched, the temporary file is removed (even from a folder that was moved away meanwhile), and
// Error(Io) names the file, the reason and what to do; its detail says which failure it was:
// IsDirectory, FolderNotWritable (a read-only or foreign folder), DiskFull (no space, a quota or a
// file-size limit), FolderGone (the folder does not exist, or vanished during the save) or CannotWrite.
// A new file gets mode 0666 minus the umask; an existing file keeps its mode. Only a regular file is ever
// replaced: a device, a FIFO or a socket at the path, or at the end of its symbolic links, is refused with
// its kind named (NotRegularFile), and so is a loop of links (LinkLoop). The temporary file's name is cut
// to fit the 255 bytes of a file name, so any name that can be a file can be saved.
// `progress` (may be null) hears how much is written and is asked to commit just before the rename:
// Cancelled before then removes the temporary file and leaves the old file as it was.
void writeFileAtomically(const std::filesystem::path& path, std::string_view contents, Progress* progress = nullptr);

// Adds bytes to the file being written.
using AppendBytes = std::function<void(std::string_view bytes)>;

// The same for contents made as they are written, too large to be held at once (a profile of a million
// kernel launches): `produce` hands its bytes to `append`, which throws Error(Io) as above when a write
// fails; the file replaces `path` once produce returns, and nothing is replaced when it throws.
void writeFileAtomicallyFrom(
    const std::filesystem::path& path, const std::function<void(const AppendBytes& append)>& produce);

namespace testing {
// Called with the temporary file's path once it holds every byte, just before it replaces the
// target: lets a test make the folder vanish in the middle of a save. Empty: nothing (the default).
void setBeforeReplaceHook(std::function<void(const std::filesystem::path& temporary)> hook);
} // namespace testing

} // namespace roofline
