#pragma once

#include <array>
#include <streambuf>

namespace roofline::app {

// What the subcommands print on std::cout, written with write(2) so that a failed write (a full disk,
// /dev/full, a closed descriptor) is known with its cause: the first failure's errno is kept and every later
// byte is refused, so the stream goes bad and prints nothing more. run() flushes it after every command and
// says the failure on stderr.
class StdoutBuffer final : public std::streambuf {
public:
    StdoutBuffer();

    // errno of the first write that failed; 0 while none has.
    int error() const { return m_error; }

protected:
    int_type overflow(int_type c) override;
    int sync() override;

private:
    bool drain();

    std::array<char, 1 << 16> m_buffer {};
    int m_error = 0;
};

} // namespace roofline::app
