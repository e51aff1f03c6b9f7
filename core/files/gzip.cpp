#include "core/files/gzip.h"

#include "core/base/error.h"
#include "core/base/number_format.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <climits>
#include <functional>

namespace roofline {

namespace {

[[noreturn]] void corrupt(std::string_view source, const std::string& why)
{
    ErrorDetail detail;
    detail.code = ErrorCode::NotGzip;
    detail.source = std::string(source);
    detail.value = why;
    throw Error(ErrorKind::Syntax, std::string(source) + ": not a whole gzip file (" + why + ")", std::move(detail));
}

// Ends the inflate stream however the function is left.
struct Inflater {
    z_stream stream {};
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;
    explicit Inflater(std::string_view source)
    {
        // 16 + MAX_WBITS: a gzip header and trailer around the deflate data, checked by zlib (CRC and size).
        if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
            corrupt(source, "zlib could not start");
    }
    ~Inflater() { inflateEnd(&stream); }
};

} // namespace

bool isGzip(std::string_view data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f
        && static_cast<unsigned char>(data[1]) == 0x8b;
}

namespace {

[[noreturn]] void tooLarge(std::string_view source, std::size_t maxBytes)
{
    ErrorDetail detail;
    detail.code = ErrorCode::TextTooLarge;
    detail.source = std::string(source);
    detail.limit = maxBytes;
    throw Error(ErrorKind::TooLarge,
        std::string(source) + ": holds more than " + formatByteSize(maxBytes)
            + " once uncompressed, the limit for this kind of file",
        std::move(detail));
}

// Inflates every member of `data`, handing each piece of output to `sink` as it comes; refused (TooLarge) as
// soon as the output passes maxBytes, so time is bounded by the limit, never by what the file would inflate to.
// Returns the size of the whole output.
std::size_t inflateAll(std::string_view data, std::string_view source, std::size_t maxBytes,
    const std::function<void(std::string_view piece)>& sink)
{
    Inflater inflater(source);
    z_stream& stream = inflater.stream;
    std::array<unsigned char, 1 << 16> chunk {};
    std::size_t consumed = 0;
    std::size_t total = 0;
    while (true) {
        if (stream.avail_in == 0 && consumed < data.size()) {
            const std::size_t piece = std::min<std::size_t>(data.size() - consumed, UINT_MAX);
            // zlib's input pointer is not const, but inflate only reads through it.
            stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data() + consumed));
            stream.avail_in = static_cast<uInt>(piece);
            consumed += piece;
        }
        stream.next_out = chunk.data();
        stream.avail_out = static_cast<uInt>(chunk.size());
        const int status = inflate(&stream, Z_NO_FLUSH);
        const std::size_t produced = chunk.size() - stream.avail_out;
        total += produced;
        if (total > maxBytes)
            tooLarge(source, maxBytes);
        sink(std::string_view(reinterpret_cast<const char*>(chunk.data()), produced));
        if (status == Z_STREAM_END) {
            // gzip files may hold several members one after another (cat a.gz b.gz); skip padding zeros.
            const std::string_view tail = data.substr(consumed - stream.avail_in);
            if (tail.find_first_not_of('\0') == std::string_view::npos)
                return total;
            if (!isGzip(tail))
                corrupt(source, "data after the end of the compressed stream");
            inflateReset(&stream);
            continue;
        }
        if (status == Z_DATA_ERROR)
            corrupt(source, stream.msg ? stream.msg : "corrupt data");
        if (status == Z_MEM_ERROR)
            corrupt(source, "out of memory");
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && consumed == data.size())
            corrupt(source, "unexpected end of file");
        if (status != Z_OK && status != Z_BUF_ERROR)
            corrupt(source, stream.msg ? stream.msg : "zlib error " + std::to_string(status));
    }
}

} // namespace

std::string gunzip(std::string_view data, std::string_view source, std::size_t maxBytes)
{
    // Most files inflate to a few MiB and are read in one pass. Past that, the output is only counted (a
    // bomb of zeros is refused at the limit holding 64 KiB, not the limit), and a file within the limit is
    // inflated again into a string of exactly its size: memory is the output, never twice it.
    constexpr std::size_t kOnePass = std::size_t {32} << 20;
    std::string out;
    bool counting = false;
    const std::size_t total = inflateAll(data, source, maxBytes, [&](std::string_view piece) {
        if (counting)
            return;
        if (out.size() + piece.size() > kOnePass) {
            counting = true;
            std::string().swap(out);
            return;
        }
        out.append(piece);
    });
    if (!counting)
        return out;
    out.reserve(total);
    inflateAll(data, source, maxBytes, [&](std::string_view piece) { out.append(piece); });
    return out;
}

} // namespace roofline
