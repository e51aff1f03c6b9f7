#include "core/files/safe_paths.h"

#include "core/base/error.h"
#include "core/base/text.h"

#include <cerrno>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace roofline {

namespace {

FileKind kindOfMode(mode_t mode)
{
    if (S_ISREG(mode))
        return FileKind::Regular;
    if (S_ISDIR(mode))
        return FileKind::Directory;
    if (S_ISCHR(mode))
        return FileKind::CharacterDevice;
    if (S_ISBLK(mode))
        return FileKind::BlockDevice;
    if (S_ISFIFO(mode))
        return FileKind::Fifo;
    if (S_ISSOCK(mode))
        return FileKind::Socket;
    return FileKind::Other;
}

ErrorDetail fileDetail(ErrorCode code, const std::string& name, std::string value = {})
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = name;
    detail.value = std::move(value);
    return detail;
}

[[noreturn]] void linkLoop(const std::string& name, ErrorKind kind, const std::string& flag = {})
{
    ErrorDetail detail = fileDetail(ErrorCode::LinkLoop, name);
    detail.keyPath = flag;
    throw Error(kind,
        (flag.empty() ? std::string() : flag + " ") + name
            + ": a loop of symbolic links (each leads to another, never to a file); point the link at a file",
        std::move(detail));
}

// The same file: one device and inode (a hard link, or a symbolic link to it); or, for paths that do
// not exist yet, one absolute path once "." and ".." and the links of the folders above are resolved.
struct Identity {
    bool exists = false;
    dev_t device = 0;
    ino_t inode = 0;
    std::filesystem::path resolved;

    bool sameAs(const Identity& other) const
    {
        if (exists && other.exists)
            return device == other.device && inode == other.inode;
        return resolved == other.resolved;
    }
};

Identity identityOf(const std::filesystem::path& path)
{
    Identity identity;
    struct stat status { };
    if (::stat(path.c_str(), &status) == 0) {
        identity.exists = true;
        identity.device = status.st_dev;
        identity.inode = status.st_ino;
    }
    std::error_code ec;
    identity.resolved = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
    if (ec)
        identity.resolved = std::filesystem::absolute(path, ec).lexically_normal();
    return identity;
}

// A path in a message: whole (a path cut short names another file), quoted.
std::string quotedPath(const std::string& path)
{
    return quoteForMessage(path, 4096);
}

} // namespace

bool looksLikeFilePath(std::string_view argument)
{
    const std::string_view trimmed = trim(argument);
    return trimmed.find('/') != std::string_view::npos || trimmed.ends_with(".json");
}

FileKind fileKindOf(const std::filesystem::path& path)
{
    struct stat status { };
    if (::stat(path.c_str(), &status) != 0)
        return errno == ELOOP ? FileKind::LinkLoop : FileKind::Missing;
    return kindOfMode(status.st_mode);
}

std::string_view fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::Missing:
        return "nothing (no such file)";
    case FileKind::Regular:
        return "a regular file";
    case FileKind::Directory:
        return "a folder";
    case FileKind::CharacterDevice:
        return "a character device";
    case FileKind::BlockDevice:
        return "a block device";
    case FileKind::Fifo:
        return "a FIFO (named pipe)";
    case FileKind::Socket:
        return "a socket";
    case FileKind::LinkLoop:
        return "a loop of symbolic links";
    case FileKind::Other:
        break;
    }
    return "not a regular file";
}

std::string_view fileKindTag(FileKind kind)
{
    switch (kind) {
    case FileKind::Missing:
        return "missing";
    case FileKind::Regular:
        return "regular";
    case FileKind::Directory:
        return "directory";
    case FileKind::CharacterDevice:
        return "character-device";
    case FileKind::BlockDevice:
        return "block-device";
    case FileKind::Fifo:
        return "fifo";
    case FileKind::Socket:
        return "socket";
    case FileKind::LinkLoop:
        return "link-loop";
    case FileKind::Other:
        break;
    }
    return "other";
}

int openRegularFile(const std::filesystem::path& path, std::string_view what)
{
    const std::string name = path.string();
    const auto refuse = [&](FileKind kind) {
        if (kind == FileKind::LinkLoop)
            linkLoop(name, ErrorKind::Io);
        if (kind == FileKind::Missing)
            throw Error(ErrorKind::Io, name + ": no such " + std::string(what),
                fileDetail(ErrorCode::NoSuchFile, name, std::string(what)));
        if (kind == FileKind::Directory)
            throw Error(ErrorKind::Io, name + ": is a directory, not a " + std::string(what),
                fileDetail(ErrorCode::IsDirectory, name, std::string(what)));
        throw Error(ErrorKind::Io,
            name + ": is " + std::string(fileKindName(kind)) + ", not a regular file; a " + std::string(what)
                + " is read only from a regular file",
            fileDetail(ErrorCode::NotRegularFile, name, std::string(fileKindTag(kind))));
    };
    // Refused before it is opened: opening a device can have effects of its own.
    if (const FileKind kind = fileKindOf(path); kind != FileKind::Regular)
        refuse(kind);
    // O_NONBLOCK: if a FIFO took the file's place meanwhile, open returns at once instead of waiting for
    // a writer; fstat below then refuses it.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR || errno == ELOOP)
            refuse(errno == ELOOP ? FileKind::LinkLoop : FileKind::Missing);
        if (errno == ENXIO) // a socket
            refuse(FileKind::Socket);
        throw Error(
            ErrorKind::Io, name + ": cannot be read (permission denied?)", fileDetail(ErrorCode::CannotRead, name));
    }
    struct stat status { };
    const bool known = ::fstat(fd, &status) == 0;
    if (!known || !S_ISREG(status.st_mode)) {
        ::close(fd);
        refuse(known ? kindOfMode(status.st_mode) : FileKind::Other);
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    return fd;
}

void checkOutputPaths(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs)
{
    std::vector<std::pair<Identity, const NamedPath*>> seen; // the outputs before, each with its file
    for (const NamedPath& output : outputs) {
        const std::string name = output.path.string();
        const FileKind kind = fileKindOf(output.path);
        if (kind == FileKind::LinkLoop)
            linkLoop(name, ErrorKind::InvalidValue, output.flag);
        if (kind != FileKind::Missing && kind != FileKind::Regular) {
            ErrorDetail detail = fileDetail(ErrorCode::NotRegularFile, name, std::string(fileKindTag(kind)));
            detail.keyPath = output.flag;
            throw Error(ErrorKind::InvalidValue,
                output.flag + " " + quotedPath(name) + ": is " + std::string(fileKindName(kind))
                    + ", not a regular file; Roofline Studio writes only regular files",
                std::move(detail));
        }
        const Identity identity = identityOf(output.path);
        for (const NamedPath& input : inputs) {
            if (!identity.sameAs(identityOf(input.path)))
                continue;
            ErrorDetail detail = fileDetail(ErrorCode::OutputIsInput, name, input.flag);
            detail.keyPath = output.flag;
            throw Error(ErrorKind::InvalidValue,
                output.flag + " " + quotedPath(name) + " is " + input.flag + " " + quotedPath(input.path.string())
                    + ", an input: writing it would destroy it; choose another file name",
                std::move(detail));
        }
        for (const auto& [earlierIdentity, earlier] : seen) {
            if (!identity.sameAs(earlierIdentity))
                continue;
            ErrorDetail detail = fileDetail(ErrorCode::OutputsCollide, name, output.flag);
            detail.keyPath = earlier->flag;
            throw Error(ErrorKind::InvalidValue,
                earlier->flag + " " + quotedPath(earlier->path.string()) + " and " + output.flag + " "
                    + quotedPath(name) + " are the same file: one would overwrite the other; give "
                    + "each output its own file name",
                std::move(detail));
        }
        seen.emplace_back(identity, &output);
    }
}

} // namespace roofline
