#include "core/atomic_file.h"

#include "core/error.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace roofline {

namespace {

// "cannot write" in any language; `reason` is the system's (English) text for errno.
ErrorDetail writeDetail(ErrorCode code, const std::string& name, std::string reason)
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = name;
    detail.value = std::move(reason);
    return detail;
}

std::string reason(int error)
{
    return std::strerror(error);
}

// Closes and removes the temporary file unless it was renamed into place.
class TemporaryFile {
public:
    TemporaryFile(std::string path, int fd)
        : m_path(std::move(path))
        , m_fd(fd)
    { }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;
    ~TemporaryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_renamed)
            ::unlink(m_path.c_str());
    }

    int fd() const { return m_fd; }
    const std::string& path() const { return m_path; }
    int close()
    {
        const int result = ::close(m_fd);
        m_fd = -1;
        return result;
    }
    void renamed() { m_renamed = true; }

private:
    std::string m_path;
    int m_fd;
    bool m_renamed = false;
};

} // namespace

void writeFileAtomically(const std::filesystem::path& requested, std::string_view contents)
{
    const std::string name = requested.string();
    if (requested.filename().empty())
        throw Error(ErrorKind::Io, name + ": not a file name");
    // Saving through a symbolic link replaces the file it points to, not the link.
    std::error_code ec;
    const std::filesystem::path path
        = std::filesystem::is_symlink(requested, ec) ? std::filesystem::weakly_canonical(requested, ec) : requested;
    const std::filesystem::path directory
        = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();

    struct stat existing { };
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        throw Error(ErrorKind::Io, name + ": is a directory", writeDetail(ErrorCode::IsDirectory, name, {}));

    // A hidden temporary file next to the target, so the rename stays within one file system. Created
    // with 0666 so the umask applies as for any new file; an existing file's mode is copied below.
    std::random_device random;
    int fd = -1;
    std::string temporaryPath;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporaryPath = (directory / ("." + path.filename().string() + ".tmp-" + std::to_string(random()))).string();
        fd = ::open(temporaryPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        throw Error(ErrorKind::Io,
            name + ": cannot write here (" + reason(errno) + " creating a temporary file in " + directory.string()
                + ")",
            writeDetail(ErrorCode::CannotWrite, name, reason(errno)));
    TemporaryFile temporary(temporaryPath, fd);
    if (exists && ::fchmod(temporary.fd(), existing.st_mode & 07777) != 0)
        throw Error(ErrorKind::Io, name + ": cannot keep the file's mode (" + reason(errno) + ")",
            writeDetail(ErrorCode::CannotWrite, name, reason(errno)));

    const char* data = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        const ssize_t written = ::write(temporary.fd(), data, left);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            throw Error(ErrorKind::Io, name + ": cannot write (" + reason(errno) + "); the old file is unchanged",
                writeDetail(ErrorCode::CannotWrite, name, reason(errno)));
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    if (::fsync(temporary.fd()) != 0)
        throw Error(ErrorKind::Io, name + ": cannot flush to disk (" + reason(errno) + "); the old file is unchanged",
            writeDetail(ErrorCode::CannotWrite, name, reason(errno)));
    if (temporary.close() != 0)
        throw Error(ErrorKind::Io, name + ": cannot write (" + reason(errno) + "); the old file is unchanged",
            writeDetail(ErrorCode::CannotWrite, name, reason(errno)));
    if (::rename(temporary.path().c_str(), path.c_str()) != 0)
        throw Error(ErrorKind::Io,
            name + ": cannot replace the file (" + reason(errno) + "); the old file is unchanged",
            writeDetail(ErrorCode::CannotWrite, name, reason(errno)));
    temporary.renamed();

    // Make the rename itself durable. A failure here does not undo the save, so it is not an error.
    const int directoryFd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY);
    if (directoryFd >= 0) {
        ::fsync(directoryFd);
        ::close(directoryFd);
    }
}

} // namespace roofline
