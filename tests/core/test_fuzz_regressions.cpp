// Replays every input in tests/data/fuzz-regressions/<target>/ through the fuzz target's own code
// (tests/fuzz/fuzz_entries.cpp): inputs that once crashed a parser, broke a property, or that guard a
// limit (deep nesting, huge numbers). A crash fails the whole test binary; any exception other than
// roofline::Error fails the test. See README "Fuzzing" for how a new crasher is added.
#include "fuzz_entries.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kRegressions = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "fuzz-regressions";

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void replay(const std::string& target, const std::function<void(std::string_view)>& entry)
{
    const std::filesystem::path directory = kRegressions / target;
    ASSERT_TRUE(std::filesystem::is_directory(directory)) << directory;
    std::size_t count = 0;
    for (const auto& file : std::filesystem::directory_iterator(directory)) {
        if (!file.is_regular_file() || file.path().filename() == "README.md")
            continue;
        SCOPED_TRACE(file.path().string());
        EXPECT_NO_THROW(entry(readFile(file.path())));
        ++count;
    }
    EXPECT_GT(count, 0u) << "no regression inputs in " << directory;
}

TEST(FuzzRegressions, ChipJson)
{
    replay("chip-json", fuzz::chipJson);
}

TEST(FuzzRegressions, ProjectJson)
{
    replay("project-json", fuzz::projectJson);
}

TEST(FuzzRegressions, OpSpec)
{
    replay("op-spec", fuzz::opSpec);
}

TEST(FuzzRegressions, MeasuredCsv)
{
    replay("measured-csv", fuzz::measuredCsv);
}

TEST(FuzzRegressions, ModelJson)
{
    replay("model-json", fuzz::modelJson);
}

} // namespace
} // namespace roofline::test
