#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

namespace roofline {

// gzip data inflated on a thread of its own, a few pieces ahead of its reader, so that inflating and reading
// what was inflated run side by side on two cores. The same bytes as GunzipStream (gzip.h), and its errors,
// each thrown by the read that reaches it. The thread stops when the object goes, wherever the reading is.
class InflateAhead {
public:
    InflateAhead(std::string_view data, std::string_view source, std::size_t maxBytes);
    ~InflateAhead();
    InflateAhead(const InflateAhead&) = delete;
    InflateAhead& operator=(const InflateAhead&) = delete;

    // Up to `capacity` bytes into `to`; how many, 0 only at the end of the data.
    std::size_t read(char* to, std::size_t capacity);
    // How much of the compressed data the thread has read (at most a few pieces ahead of the reader).
    std::size_t consumed() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace roofline
