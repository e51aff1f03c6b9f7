#pragma once

// Ways to make a disk fail for real in a test, also as root (CI runs as root, and permissions never
// stop root from writing). Header-only: core_tests and gui_tests both use them.

#include <csignal>
#include <string>
#include <sys/fsuid.h>
#include <sys/resource.h>
#include <unistd.h>

namespace roofline::test {

// While alive, this thread's file access is checked as the user "nobody" (setfsuid): root loses
// CAP_DAC_OVERRIDE with it, so a folder without write permission really refuses new files. For a
// user who is not root nothing changes: permissions apply already. ok() says whether it worked.
class FileAccessAsNobody {
public:
    static constexpr uid_t kNobody = 65534;
    FileAccessAsNobody()
    {
        if (::geteuid() != 0)
            return;
        m_previous = static_cast<uid_t>(::setfsuid(kNobody));
        m_changed = true;
    }
    ~FileAccessAsNobody()
    {
        if (m_changed)
            ::setfsuid(m_previous);
    }
    FileAccessAsNobody(const FileAccessAsNobody&) = delete;
    FileAccessAsNobody& operator=(const FileAccessAsNobody&) = delete;
    // setfsuid answers the current id when asked for an invalid one (and changes nothing).
    bool ok() const { return !m_changed || static_cast<uid_t>(::setfsuid(static_cast<uid_t>(-1))) == kNobody; }

private:
    uid_t m_previous = 0;
    bool m_changed = false;
};

// While alive, no file of this process may grow past `bytes` (RLIMIT_FSIZE), as on a full disk:
// a write past it fails with EFBIG. SIGXFSZ, which would kill the process instead, is ignored
// meanwhile (the app ignores it always: app/main.cpp).
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_previous);
        const rlimit limit {bytes, m_previous.rlim_max};
        m_ok = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_previous);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool ok() const { return m_ok; }

private:
    rlimit m_previous {};
    void (*m_handler)(int) = nullptr;
    bool m_ok = false;
};

} // namespace roofline::test
