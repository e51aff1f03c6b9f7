// tests/lsan.supp may silence leaks inside system libraries only: a rule that could match our own
// code (core, ui, app, tests) would hide exactly the leaks the asan preset is there to find.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace roofline::test {
namespace {

TEST(SanitizerSettings, LeakSuppressionsNameSystemLibrariesOnly)
{
    const std::filesystem::path path = std::filesystem::path(ROOFLINE_TEST_DATA_DIR).parent_path() / "lsan.supp";
    std::ifstream in(path);
    ASSERT_TRUE(in) << path;
    // "leak:libfontconfig.so" or "leak:libdbus-1.so.3": a shared library by its file name.
    const std::regex systemLibrary(R"(leak:lib[A-Za-z0-9_+.-]+\.so(\.[0-9]+)*)");
    std::string line;
    int rules = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        ++rules;
        EXPECT_TRUE(std::regex_match(line, systemLibrary)) << "not a system library: " << line;
        for (const char* ours : {"roofline", "Roofline", "qcustomplot"})
            EXPECT_EQ(line.find(ours), std::string::npos) << "suppresses our own code: " << line;
    }
    EXPECT_GT(rules, 0);
}

} // namespace
} // namespace roofline::test
