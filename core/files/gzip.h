#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace roofline {

// Whether data starts with gzip's magic bytes (1f 8b): a file written by gzip, or by a profiler that
// compresses its own output (torch.profiler's tensorboard_trace_handler with use_gzip=True writes
// *.pt.trace.json.gz).
bool isGzip(std::string_view data);

// The data a gzip file holds (every member of it, as gunzip reads them). Throws Error naming `source`:
// Syntax for a stream that is corrupt or cut short ("trace.json.gz: not a whole gzip file (unexpected end
// of file)"), TooLarge once the data passes maxBytes, without inflating the rest.
std::string gunzip(std::string_view data, std::string_view source, std::size_t maxBytes);

// The same data inflated a piece at a time, as a reader asks for it, so that no more than the piece is
// held: every member, checked as gunzip checks them. Its errors are gunzip's too, each thrown by the read
// that meets the problem.
class GunzipStream {
public:
    GunzipStream(std::string_view data, std::string_view source, std::size_t maxBytes);
    ~GunzipStream();
    GunzipStream(const GunzipStream&) = delete;
    GunzipStream& operator=(const GunzipStream&) = delete;

    // Inflates up to `capacity` bytes into `to`; returns how many, 0 only at the end of the data.
    std::size_t read(char* to, std::size_t capacity);
    // How much of the compressed data has been read.
    std::size_t consumed() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// Compresses data into one gzip member at zlib's default level (what `gzip` writes), handing the compressed
// bytes to `out` as they come, so a file of any size is compressed without being held. finish() ends the
// member with its checksum and size.
class GzipWriter {
public:
    explicit GzipWriter(std::function<void(std::string_view bytes)> out);
    ~GzipWriter();
    GzipWriter(const GzipWriter&) = delete;
    GzipWriter& operator=(const GzipWriter&) = delete;

    void write(std::string_view data);
    void finish();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace roofline
