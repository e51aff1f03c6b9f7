#include "core/files/atomic_file.h"

#include "core/base/error.h"
#include "core/files/safe_paths.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <random>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace roofline {

namespace {

std::function<void(const std::filesystem::path&)>& beforeReplaceHook()
{
    static std::function<void(const std::filesystem::path&)> hook;
    return hook;
}

std::string reason(int error)
{
    return std::strerror(error);
}

bool isDiskFull(int error)
{
    // EFBIG: the file-size limit (ulimit -f); the advice is the same as for a full disk.
    return error == ENOSPC || error == EDQUOT || error == EFBIG;
}

bool isFolderGone(int error)
{
    return error == ENOENT || error == ENOTDIR;
}

bool isFolderNotWritable(int error)
{
    return error == EACCES || error == EPERM || error == EROFS;
}

// Error(Io) for a failed save, in words that say what to do; its detail lets the GUI say it again
// in the user's language. `what` is the step that failed, for errors with no better words.
[[noreturn]] void saveFailed(
    const std::string& name, const std::filesystem::path& directory, int error, std::string_view what)
{
    ErrorDetail detail;
    detail.source = name;
    detail.value = reason(error);
    detail.subject = directory.string();
    std::string message;
    if (isDiskFull(error)) {
        detail.code = ErrorCode::DiskFull;
        message = name + ": the disk is full (" + detail.value
            + "); the old file is unchanged. Free some space, or save somewhere else";
    } else if (isFolderGone(error)) {
        detail.code = ErrorCode::FolderGone;
        message = name + ": the folder " + detail.subject + " does not exist (any more) (" + detail.value
            + "); save somewhere else";
    } else if (isFolderNotWritable(error)) {
        detail.code = ErrorCode::FolderNotWritable;
        message = name + ": cannot write in the folder " + detail.subject + " (" + detail.value
            + "); the old file is unchanged. Save somewhere else";
    } else {
        detail.code = ErrorCode::CannotWrite;
        message = name + ": cannot " + std::string(what) + " (" + detail.value + "); the old file is unchanged";
    }
    throw Error(ErrorKind::Io, message, std::move(detail));
}

// Closes and removes the temporary file unless it was renamed into place. Removed through the
// folder's descriptor: if the folder was moved away meanwhile, its path no longer leads there.
class TemporaryFile {
public:
    TemporaryFile(int directoryFd, std::string leaf, int fd)
        : m_directoryFd(directoryFd)
        , m_leaf(std::move(leaf))
        , m_fd(fd)
    { }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_renamed)
            ::unlinkat(m_directoryFd, m_leaf.c_str(), 0);
    }

    int fd() const { return m_fd; }
    const std::string& leaf() const { return m_leaf; }
    int close()
    {
        const int result = ::close(m_fd);
        m_fd = -1;
        return result;
    }
    void renamed() { m_renamed = true; }

private:
    int m_directoryFd;
    std::string m_leaf;
    int m_fd;
    bool m_renamed = false;
};

class DirectoryFd {
public:
    explicit DirectoryFd(const std::filesystem::path& directory)
        : m_fd(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    { }
    DirectoryFd(const DirectoryFd&) = delete;
    DirectoryFd& operator=(const DirectoryFd&) = delete;
    ~DirectoryFd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int fd() const { return m_fd; }

private:
    int m_fd;
};

// ".<name>.tmp-<random>", its name cut (at a whole UTF-8 character) so the whole stays within the 255
// bytes a file name may have: a long file name must not fail for its temporary file's sake.
std::string temporaryName(const std::string& fileName, unsigned random)
{
    constexpr std::size_t kMaxFileName = 255;
    const std::string suffix = ".tmp-" + std::to_string(random);
    std::size_t keep = std::min(fileName.size(), kMaxFileName - 1 - suffix.size());
    while (keep > 0 && keep < fileName.size() && (static_cast<unsigned char>(fileName[keep]) & 0xC0) == 0x80)
        --keep;
    return "." + fileName.substr(0, keep) + suffix;
}

} // namespace

namespace testing {

void setBeforeReplaceHook(std::function<void(const std::filesystem::path& temporary)> hook)
{
    beforeReplaceHook() = std::move(hook);
}

} // namespace testing

namespace {

// The atomic write of writeFileAtomically: `produce` hands the bytes to `append`, which writes them to the
// temporary file; the rename follows when it returns.
void writeAtomically(
    const std::filesystem::path& requested, const std::function<void(const AppendBytes&)>& produce, Progress* progress)
{
    const std::string name = requested.string();
    if (requested.filename().empty())
        throw Error(ErrorKind::Io, name + ": not a file name");
    // Only a regular file is ever replaced: a device, a FIFO or a socket at the path (or at the end of
    // its links) is refused by its kind, never turned into a file.
    const FileKind kind = fileKindOf(requested);
    if (kind == FileKind::Directory) {
        ErrorDetail detail;
        detail.code = ErrorCode::IsDirectory;
        detail.source = name;
        throw Error(ErrorKind::Io, name + ": is a directory; choose a file name", std::move(detail));
    }
    if (kind == FileKind::LinkLoop) {
        ErrorDetail detail;
        detail.code = ErrorCode::LinkLoop;
        detail.source = name;
        throw Error(ErrorKind::Io,
            name + ": a loop of symbolic links (each leads to another, never to a file); the file was not written",
            std::move(detail));
    }
    if (kind != FileKind::Missing && kind != FileKind::Regular) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotRegularFile;
        detail.source = name;
        detail.value = std::string(fileKindTag(kind));
        throw Error(ErrorKind::Io,
            name + ": is " + std::string(fileKindName(kind))
                + ", not a regular file; Roofline Studio writes only regular files",
            std::move(detail));
    }
    // Saving through a symbolic link replaces the file it points to, not the link.
    std::filesystem::path path = requested;
    if (std::error_code ec; std::filesystem::is_symlink(requested, ec)) {
        path = std::filesystem::weakly_canonical(requested, ec);
        if (ec)
            saveFailed(name, requested.parent_path(), ec.value(), "follow the symbolic link");
    }
    const std::filesystem::path directory
        = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
    struct stat existing { };
    const bool exists = ::stat(path.c_str(), &existing) == 0;

    const DirectoryFd folder(directory);
    if (folder.fd() < 0)
        saveFailed(name, directory, errno, "open the folder");
    // A hidden temporary file next to the target, so the rename stays within one file system. Created
    // with 0666 so the umask applies as for any new file; an existing file's mode is copied below.
    std::random_device random;
    int fd = -1;
    std::string leaf;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        leaf = temporaryName(path.filename().string(), random());
        fd = ::openat(folder.fd(), leaf.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        saveFailed(name, directory, errno, "create a temporary file in " + directory.string());
    TemporaryFile temporary(folder.fd(), leaf, fd);
    if (exists && ::fchmod(temporary.fd(), existing.st_mode & 07777) != 0)
        saveFailed(name, directory, errno, "keep the file's mode");

    produce([&](std::string_view bytes) {
        while (!bytes.empty()) {
            const ssize_t written = ::write(temporary.fd(), bytes.data(), bytes.size());
            if (written < 0) {
                if (errno == EINTR)
                    continue;
                saveFailed(name, directory, errno, "write");
            }
            bytes.remove_prefix(static_cast<std::size_t>(written));
        }
    });
    if (::fsync(temporary.fd()) != 0)
        saveFailed(name, directory, errno, "flush to disk");
    if (temporary.close() != 0)
        saveFailed(name, directory, errno, "write");
    if (const auto& hook = beforeReplaceHook())
        hook(directory / leaf);
    commitProgress(progress); // Cancelled here: the temporary file goes, the old file stays
    // The target by its path: the file lands where the user asked, or the save fails.
    if (::renameat(folder.fd(), leaf.c_str(), AT_FDCWD, path.c_str()) != 0)
        saveFailed(name, directory, errno, "replace the file");
    temporary.renamed();

    // Make the rename itself durable. A failure here does not undo the save, so it is not an error.
    const DirectoryFd written(directory);
    if (written.fd() >= 0)
        ::fsync(written.fd());
    reportProgress(progress, 1.0);
}

} // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view contents, Progress* progress)
{
    writeAtomically(
        path,
        [&](const AppendBytes& append) {
            // In pieces, so a cancel is heard while a large project is written.
            constexpr std::size_t kPiece = 4u << 20;
            for (std::size_t at = 0; at < contents.size(); at += kPiece) {
                reportProgress(progress, 0.9 * static_cast<double>(at) / static_cast<double>(contents.size()));
                append(contents.substr(at, kPiece));
            }
        },
        progress);
}

void writeFileAtomicallyFrom(
    const std::filesystem::path& path, const std::function<void(const AppendBytes& append)>& produce)
{
    writeAtomically(path, produce, nullptr);
}

} // namespace roofline
