// A file read through a memory map (core/files/mapped_text.h): the pages behind the reader leave memory
// (release), whatever the file's size, so reading a 200 MB profile costs what the reader keeps. Seen
// from the process's resident memory (Linux's /proc/self/status), with a file of 48 MiB.
#include "support/test_helpers.h"

#include "core/files/mapped_text.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace roofline::test {
namespace {

constexpr std::size_t kOneMiB = 1024 * 1024;

// The process's resident memory (VmRSS), in bytes.
std::size_t residentBytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with("VmRSS:"))
            return std::stoul(line.substr(6)) * 1024;
    }
    return 0;
}

// Reads every page of text[from, to): each is brought into memory.
unsigned touch(std::string_view text, std::size_t from, std::size_t to)
{
    unsigned sum = 0;
    for (std::size_t i = from; i < to; i += 4096)
        sum += static_cast<unsigned char>(text[i]);
    return sum;
}

TEST(MappedText, PagesBehindTheReaderLeaveMemory)
{
    const std::filesystem::path path
        = std::filesystem::temp_directory_path() / ("roofline-mapped-" + std::to_string(::getpid()) + ".txt");
    {
        std::ofstream out(path, std::ios::binary);
        const std::string line(1023, 'x');
        for (std::size_t i = 0; i < 48 * 1024; ++i)
            out << line << '\n';
    }
    {
        MappedText mapped(path, "file of measurements");
        const std::string_view text = mapped.text();
        ASSERT_EQ(text.size(), 48 * kOneMiB);
        const std::size_t before = residentBytes();
        EXPECT_EQ(touch(text, 0, text.size()), 48u * 256u * static_cast<unsigned char>('x'));
        const std::size_t read = residentBytes();
        EXPECT_GT(read, before + 40 * kOneMiB); // the file's pages are in memory once read
        // Let go in two steps, as a reader does: the first half, then the rest.
        mapped.release(text.size() / 2);
        const std::size_t half = residentBytes();
        EXPECT_LT(half, read - 20 * kOneMiB);
        EXPECT_GT(half, read - 28 * kOneMiB); // the second half is still in memory
        mapped.release(text.size());
        EXPECT_LT(residentBytes(), half - 20 * kOneMiB);
        // Read again after release, the text is the file's: pages come back from it.
        EXPECT_EQ(text[text.size() - 1], '\n');
        EXPECT_EQ(text[12345], 'x');
    }
    std::filesystem::remove(path);
}

// An empty file has no pages to map: its text is empty (what it means is for the reader to say).
TEST(MappedText, AnEmptyFileIsAnEmptyText)
{
    const std::filesystem::path path
        = std::filesystem::temp_directory_path() / ("roofline-mapped-empty-" + std::to_string(::getpid()) + ".txt");
    std::ofstream(path, std::ios::binary).flush();
    {
        MappedText mapped(path, "file of measurements");
        EXPECT_TRUE(mapped.text().empty());
        mapped.release(0);
        mapped.release(100);
        EXPECT_TRUE(mapped.text().empty());
    }
    std::filesystem::remove(path);
}

} // namespace
} // namespace roofline::test
