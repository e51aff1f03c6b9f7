// gunzip (core/files/gzip.h): every member of a gzip file inflated, refused as soon as the output passes its
// limit, in time and memory bounded by that limit: a bomb (zeros that would inflate to far more) costs
// neither the limit's memory nor the time to inflate all of it. GunzipStream gives the same bytes and the same
// errors a piece at a time; GzipWriter writes what both read back. Memory is seen as the process's peak
// resident set (Linux's VmHWM in /proc/self/status, reset through /proc/self/clear_refs).
#include "support/test_helpers.h"

#include "core/files/gzip.h"

#include <zlib.h>

#include <fstream>
#include <string>

namespace roofline::test {
namespace {

constexpr std::size_t kMiB = std::size_t {1} << 20;

// `text` as one gzip member, by zlib.
std::string gzipped(const std::string& text)
{
    z_stream stream {};
    EXPECT_EQ(deflateInit2(&stream, Z_BEST_SPEED, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY), Z_OK);
    std::string out(deflateBound(&stream, static_cast<uLong>(text.size())), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    stream.avail_in = static_cast<uInt>(text.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    EXPECT_EQ(deflate(&stream, Z_FINISH), Z_STREAM_END);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return out;
}

// A bomb: `mebibytes` MiB of zeros, as members of 1 MiB one after another (about 1 KiB each).
std::string zerosBomb(std::size_t mebibytes)
{
    const std::string member = gzipped(std::string(kMiB, '\0'));
    std::string bomb;
    for (std::size_t i = 0; i < mebibytes; ++i)
        bomb += member;
    return bomb;
}

// Text that does not compress to nothing: numbered lines, as a trace's events are.
std::string lines(std::size_t bytes)
{
    std::string text;
    for (std::size_t i = 0; text.size() < bytes; ++i)
        text
            += "{\"name\": \"kernel " + std::to_string(i * 7919 % 100003) + "\", \"dur\": " + std::to_string(i) + "}\n";
    text.resize(bytes);
    return text;
}

std::size_t statusKib(std::string_view key)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with(key))
            return std::stoul(line.substr(key.size()));
    }
    return 0;
}

TEST(Gzip, EveryMemberIsReadAndTheOutputIsExact)
{
    const std::string small = lines(100000);
    EXPECT_EQ(gunzip(gzipped(small), "s.json.gz", 1 << 20), small);
    // Two members (cat a.gz b.gz), padding zeros after the last.
    EXPECT_EQ(gunzip(gzipped("ab") + gzipped("cd") + std::string(8, '\0'), "two.gz", 100), "abcd");
    // Larger than what is read in one pass: inflated whole all the same.
    const std::string large = lines(40 * kMiB + 17);
    EXPECT_EQ(gunzip(gzipped(large), "large.json.gz", 64 * kMiB), large);
}

TEST(Gzip, TheOutputIsRefusedAsSoonAsItPassesTheLimitNamingItExactly)
{
    const std::string text = lines(3000);
    const std::string packed = gzipped(text);
    EXPECT_EQ(gunzip(packed, "t.json.gz", text.size()), text); // exactly the limit is within it
    EXPECT_ROOFLINE_ERROR(gunzip(packed, "t.json.gz", text.size() - 1), ErrorKind::TooLarge,
        "t.json.gz: holds more than 2999 bytes once uncompressed");
    // Past one pass, too: 40 MiB against a limit of 40 MiB less one byte.
    const std::string large = lines(40 * kMiB);
    EXPECT_ROOFLINE_ERROR(gunzip(gzipped(large), "l.json.gz", 40 * kMiB - 1), ErrorKind::TooLarge,
        "l.json.gz: holds more than 41943039 bytes once uncompressed");
    try {
        gunzip(zerosBomb(3), "b.json.gz", 2 * kMiB);
        ADD_FAILURE() << "a bomb was inflated";
    } catch (const Error& error) {
        EXPECT_NE(
            std::string(error.what()).find("b.json.gz: holds more than 2 MiB once uncompressed"), std::string::npos)
            << error.what();
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->code, ErrorCode::TextTooLarge);
        EXPECT_EQ(error.detail()->limit, 2 * kMiB);
    }
}

TEST(Gzip, ABombIsRefusedAtTheLimitWithoutHoldingTheLimitInMemory)
{
    const std::string bomb = zerosBomb(512); // 512 MiB of zeros in about 0.5 MiB
    std::ofstream("/proc/self/clear_refs") << "5"; // the peak resident set starts again from here
    const std::size_t before = statusKib("VmHWM:");
    ASSERT_GT(before, 0u) << "no VmHWM in /proc/self/status";
    EXPECT_ROOFLINE_ERROR(gunzip(bomb, "bomb.pt.trace.json.gz", 256 * kMiB), ErrorKind::TooLarge,
        "bomb.pt.trace.json.gz: holds more than 256 MiB once uncompressed");
    // Counting the output past the first pass holds 32 MiB at most, never the 256 MiB limit.
    const std::size_t grew = (statusKib("VmHWM:") - before) / 1024;
    EXPECT_LT(grew, 96u) << "the peak resident memory grew by " << grew << " MiB";
}

// What GunzipStream inflates from `data`, read `piece` bytes at a time.
std::string streamedText(const std::string& data, std::size_t piece, std::size_t limit)
{
    GunzipStream stream(data, "s.json.gz", limit);
    std::string text;
    std::string window(piece, '\0');
    while (const std::size_t got = stream.read(window.data(), window.size()))
        text.append(window, 0, got);
    EXPECT_EQ(stream.consumed(), data.size());
    return text;
}

TEST(Gzip, AStreamGivesTheBytesOfEveryMemberPieceByPiece)
{
    const std::string text = lines(300000);
    for (const std::size_t piece : {std::size_t {1}, std::size_t {7}, std::size_t {4096}, kMiB})
        EXPECT_EQ(streamedText(gzipped(text), piece, kMiB), text) << piece;
    EXPECT_EQ(streamedText(gzipped("ab") + gzipped("cd") + std::string(8, '\0'), 3, 100), "abcd");
}

TEST(Gzip, AStreamRefusesWhatGunzipRefusesWithItsWords)
{
    const std::string packed = gzipped(lines(100000));
    const auto refusal = [](const std::string& data, std::size_t limit, bool stream) {
        try {
            if (stream)
                streamedText(data, 4096, limit);
            else
                gunzip(data, "s.json.gz", limit);
        } catch (const Error& error) {
            return std::string(error.what());
        }
        return std::string("read");
    };
    const std::string cases[] = {packed.substr(0, packed.size() / 2), packed + "garbage",
        packed.substr(0, 40) + std::string(200, 'x') + packed.substr(240), packed};
    for (const std::string& data : cases) {
        const std::string said = refusal(data, 99999, false);
        EXPECT_NE(said, "read");
        EXPECT_EQ(refusal(data, 99999, true), said);
    }
}

TEST(Gzip, AWriterWritesOneMemberThatReadsBack)
{
    const std::string text = lines(3 * kMiB + 5);
    std::string data;
    GzipWriter writer([&data](std::string_view bytes) { data.append(bytes); });
    for (std::size_t at = 0; at < text.size(); at += 65537)
        writer.write(std::string_view(text).substr(at, 65537));
    writer.finish();
    EXPECT_TRUE(isGzip(data));
    EXPECT_LT(data.size(), text.size() / 3);
    EXPECT_EQ(gunzip(data, "w.json.gz", 4 * kMiB), text);
    // Nothing written is an empty member.
    std::string empty;
    GzipWriter nothing([&empty](std::string_view bytes) { empty.append(bytes); });
    nothing.finish();
    EXPECT_EQ(gunzip(empty, "e.gz", 10), "");
}

} // namespace
} // namespace roofline::test
