#include "app/stdout_buffer.h"

#include <cerrno>
#include <cstddef>
#include <unistd.h>

namespace roofline::app {

StdoutBuffer::StdoutBuffer()
{
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
}

bool StdoutBuffer::drain()
{
    const char* data = pbase();
    std::size_t left = static_cast<std::size_t>(pptr() - pbase());
    while (left > 0 && m_error == 0) {
        const ssize_t written = ::write(STDOUT_FILENO, data, left);
        if (written <= 0) {
            if (written == 0 || errno != EINTR)
                m_error = written == 0 ? EIO : errno;
            continue;
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    return m_error == 0;
}

StdoutBuffer::int_type StdoutBuffer::overflow(int_type c)
{
    if (!drain())
        return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
    }
    return traits_type::not_eof(c);
}

int StdoutBuffer::sync()
{
    return drain() ? 0 : -1;
}

} // namespace roofline::app
