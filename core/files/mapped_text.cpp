#include "core/files/mapped_text.h"

#include "core/base/error.h"
#include "core/files/safe_paths.h"

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

namespace roofline {

namespace {

constexpr std::size_t kStep = 1u << 20; // how often a reading acts: each megabyte

[[noreturn]] void readFailed(int fd, const std::filesystem::path& path)
{
    ::close(fd);
    ErrorDetail detail;
    detail.code = ErrorCode::ReadFailed;
    detail.source = path.string();
    throw Error(ErrorKind::Io, path.string() + ": read error", std::move(detail));
}

std::size_t pageSize()
{
    static const auto size = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    return size;
}

} // namespace

MappedText::MappedText(const std::filesystem::path& path, std::string_view what)
{
    const int fd = openRegularFile(path, what);
    struct stat status { };
    if (::fstat(fd, &status) != 0)
        readFailed(fd, path);
    m_size = static_cast<std::size_t>(status.st_size);
    if (m_size > 0) {
        void* data = ::mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (data == MAP_FAILED)
            readFailed(fd, path);
        ::madvise(data, m_size, MADV_SEQUENTIAL);
        m_data = static_cast<const char*>(data);
    }
    ::close(fd); // the mapping keeps the file
}

MappedText::~MappedText()
{
    if (m_data)
        ::munmap(const_cast<char*>(m_data), m_size); // NOLINT(cppcoreguidelines-pro-type-const-cast): munmap's type
}

void MappedText::release(std::size_t offset)
{
    const std::size_t end = std::min(offset, m_size) / pageSize() * pageSize();
    if (!m_data || end <= m_released)
        return;
    // Pages of a private read-only mapping never written: dropping them loses nothing.
    ::madvise(const_cast<char*>(m_data) + m_released, end - m_released, MADV_DONTNEED); // NOLINT: madvise's type
    m_released = end;
}

void TextReading::note(std::size_t offset)
{
    m_next = offset + kStep;
    if (m_mapped)
        m_mapped->release(offset);
    if (m_progress && m_size > 0)
        m_progress->advance(
            m_from + (m_to - m_from) * std::min(1.0, static_cast<double>(offset) / static_cast<double>(m_size)));
}

} // namespace roofline
