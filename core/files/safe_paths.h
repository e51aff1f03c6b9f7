#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace roofline {

// The one rule for every file Roofline Studio reads and writes: only regular files, never a device, a
// FIFO or a socket, and never blocking on open. Readers open through openRegularFile(); every output
// (the atomic writer, and each command's --out before any work) is checked by checkOutputPaths().

// What a path leads to, following symbolic links.
enum class FileKind {
    Missing, // nothing there (or a dangling link)
    Regular,
    Directory,
    CharacterDevice,
    BlockDevice,
    Fifo,
    Socket,
    LinkLoop, // symbolic links that lead to each other (ELOOP)
    Other,
};

// Whether a --chip or --model argument (or a library entry) names a file rather than an id: it has a
// '/' or ends in .json.
bool looksLikeFilePath(std::string_view argument);

FileKind fileKindOf(const std::filesystem::path& path);

// "a FIFO (named pipe)", "a character device"…: how messages name a kind.
std::string_view fileKindName(FileKind kind);
// "fifo", "character-device"…: the tag ErrorDetail::value carries, for the GUI's words.
std::string_view fileKindTag(FileKind kind);

// Opens `path` for reading without ever blocking (a FIFO would wait for a writer) and returns its file
// descriptor, in blocking mode again, for the caller to close. Anything but a regular file is refused:
// Error(Io) naming the file and its kind (ErrorCode::NotRegularFile), a loop of links
// (ErrorCode::LinkLoop), or NoSuchFile / IsDirectory / CannotRead, as `what` ("chip file") says.
int openRegularFile(const std::filesystem::path& path, std::string_view what);

// A path given on the command line, with the flag that named it: {"--out", "talk.png"}.
struct NamedPath {
    std::string flag;
    std::filesystem::path path;
};

// Checks outputs before anything is read or drawn. Throws Error(InvalidValue) when an output is one of
// the inputs (the same file, by its resolved path or, when it exists, by device and inode: a hard link or
// a symbolic link to it is the same file) (ErrorCode::OutputIsInput), when two outputs are one path
// (ErrorCode::OutputsCollide), or when an output exists and is not a regular file: a folder, a device, a
// FIFO, a socket, a loop of links (ErrorCode::NotRegularFile, ErrorCode::LinkLoop). Every message names
// the flags and the paths.
void checkOutputPaths(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs);

} // namespace roofline
