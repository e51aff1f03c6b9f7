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

struct GunzipStream::State {
    State(std::string_view data_, std::string_view source_, std::size_t maxBytes_)
        : data(data_)
        , source(source_)
        , maxBytes(maxBytes_)
    {
        if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
            corrupt(source, "zlib could not start");
    }
    ~State() { inflateEnd(&stream); }
    State(const State&) = delete;
    State& operator=(const State&) = delete;
    z_stream stream {};
    std::string_view data;
    std::string source;
    std::size_t maxBytes;
    std::size_t fed = 0; // handed to zlib so far
    std::size_t total = 0; // inflated so far
    bool ended = false;
};

GunzipStream::GunzipStream(std::string_view data, std::string_view source, std::size_t maxBytes)
    : m_state(std::make_unique<State>(data, source, maxBytes))
{ }

GunzipStream::~GunzipStream() = default;

std::size_t GunzipStream::consumed() const
{
    // At the end, the zeros that may pad the last member are read too.
    return m_state->ended ? m_state->data.size() : m_state->fed - m_state->stream.avail_in;
}

// inflateAll's loop, stopped whenever the caller's room is full.
std::size_t GunzipStream::read(char* to, std::size_t capacity)
{
    State& state = *m_state;
    z_stream& stream = state.stream;
    std::size_t produced = 0;
    while (produced < capacity && !state.ended) {
        if (stream.avail_in == 0 && state.fed < state.data.size()) {
            const std::size_t piece = std::min<std::size_t>(state.data.size() - state.fed, UINT_MAX);
            stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(state.data.data() + state.fed));
            stream.avail_in = static_cast<uInt>(piece);
            state.fed += piece;
        }
        const std::size_t room = std::min<std::size_t>(capacity - produced, UINT_MAX);
        stream.next_out = reinterpret_cast<Bytef*>(to + produced);
        stream.avail_out = static_cast<uInt>(room);
        const int status = inflate(&stream, Z_NO_FLUSH);
        const std::size_t got = room - stream.avail_out;
        produced += got;
        state.total += got;
        if (state.total > state.maxBytes)
            tooLarge(state.source, state.maxBytes);
        if (status == Z_STREAM_END) {
            const std::string_view tail = state.data.substr(state.fed - stream.avail_in);
            if (tail.find_first_not_of('\0') == std::string_view::npos) {
                state.ended = true;
                break;
            }
            if (!isGzip(tail))
                corrupt(state.source, "data after the end of the compressed stream");
            inflateReset(&stream);
            continue;
        }
        if (status == Z_DATA_ERROR)
            corrupt(state.source, stream.msg ? stream.msg : "corrupt data");
        if (status == Z_MEM_ERROR)
            corrupt(state.source, "out of memory");
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && state.fed == state.data.size())
            corrupt(state.source, "unexpected end of file");
        if (status != Z_OK && status != Z_BUF_ERROR)
            corrupt(state.source, stream.msg ? stream.msg : "zlib error " + std::to_string(status));
    }
    return produced;
}

struct GzipWriter::State {
    z_stream stream {};
    std::function<void(std::string_view)> out;
    std::array<unsigned char, 1 << 16> chunk {};
    bool finished = false;

    // Deflates what is left of the input, handing on each full chunk; `flush` Z_FINISH ends the member.
    void deflateAll(int flush)
    {
        while (true) {
            stream.next_out = chunk.data();
            stream.avail_out = static_cast<uInt>(chunk.size());
            const int status = deflate(&stream, flush);
            if (status == Z_STREAM_ERROR)
                throw Error(ErrorKind::Io, "zlib could not compress the data");
            const std::size_t produced = chunk.size() - stream.avail_out;
            if (produced > 0)
                out(std::string_view(reinterpret_cast<const char*>(chunk.data()), produced));
            if (flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_in == 0 && stream.avail_out > 0)
                return;
        }
    }
};

GzipWriter::GzipWriter(std::function<void(std::string_view bytes)> out)
    : m_state(std::make_unique<State>())
{
    m_state->out = std::move(out);
    // 16 + MAX_WBITS: a gzip header and trailer, as inflating expects them.
    if (deflateInit2(&m_state->stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY)
        != Z_OK)
        throw Error(ErrorKind::Io, "zlib could not start compressing");
}

GzipWriter::~GzipWriter()
{
    deflateEnd(&m_state->stream);
}

void GzipWriter::write(std::string_view data)
{
    while (!data.empty()) {
        const std::size_t piece = std::min<std::size_t>(data.size(), UINT_MAX);
        m_state->stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
        m_state->stream.avail_in = static_cast<uInt>(piece);
        m_state->deflateAll(Z_NO_FLUSH);
        data.remove_prefix(piece);
    }
}

void GzipWriter::finish()
{
    if (m_state->finished)
        return;
    m_state->finished = true;
    m_state->stream.avail_in = 0;
    m_state->deflateAll(Z_FINISH);
}

} // namespace roofline
