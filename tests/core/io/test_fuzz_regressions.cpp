// Replays every input in tests/data/fuzz-regressions/<target>/ through the fuzz target's own code
// (tests/fuzz/fuzz_entries.cpp): inputs that once crashed a parser, broke a property, or that guard a
// limit (deep nesting, huge numbers). A crash fails the whole test binary; any exception other than
// roofline::Error fails the test. Each input must also still end as tests/data/fuzz-regressions/
// expected.txt says: refused with that error kind, or accepted. An input with no line there fails, so
// a new crasher is kept with its expectation. See docs/testing.md "Fuzz" for how a new crasher is added.
#include "fuzz_entries.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kRegressions = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "fuzz-regressions";
const std::filesystem::path kExpectations = kRegressions / "expected.txt";

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// "<target>/<file>" -> "accepted" or an error kind's name, from expected.txt ('#' starts a comment).
std::map<std::string, std::string> readExpectations()
{
    std::map<std::string, std::string> expected;
    std::istringstream lines(readFile(kExpectations));
    std::string line;
    while (std::getline(lines, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::string file;
        std::string outcome;
        std::string extra;
        if (!(words >> file))
            continue;
        EXPECT_TRUE(words >> outcome && !(words >> extra))
            << kExpectations << ": \"" << line << "\" is not \"<target>/<file> <outcome>\"";
        EXPECT_FALSE(expected.contains(file)) << kExpectations << ": " << file << " is listed twice";
        expected[file] = outcome;
    }
    return expected;
}

std::string outcomeName(const std::optional<ErrorKind>& kind)
{
    return kind ? std::string(errorKindName(*kind)) : "accepted";
}

void replay(const std::string& target, const std::function<std::optional<ErrorKind>(std::string_view)>& entry)
{
    const std::filesystem::path directory = kRegressions / target;
    ASSERT_TRUE(std::filesystem::is_directory(directory)) << directory;
    ASSERT_TRUE(std::filesystem::is_regular_file(kExpectations)) << kExpectations;
    const std::map<std::string, std::string> expected = readExpectations();
    std::set<std::string> replayed;
    for (const auto& file : std::filesystem::directory_iterator(directory)) {
        if (!file.is_regular_file() || file.path().filename() == "README.md")
            continue;
        const std::string name = target + "/" + file.path().filename().string();
        SCOPED_TRACE(name);
        std::optional<ErrorKind> outcome;
        ASSERT_NO_THROW(outcome = entry(readFile(file.path())));
        const auto expectation = expected.find(name);
        if (expectation == expected.end()) {
            ADD_FAILURE() << name << " has no expected outcome: add \"" << name << " " << outcomeName(outcome)
                          << "\" to " << kExpectations << " if that is what it should be";
        } else {
            EXPECT_EQ(outcomeName(outcome), expectation->second) << name;
        }
        replayed.insert(name);
    }
    EXPECT_FALSE(replayed.empty()) << "no regression inputs in " << directory;
    // A line for a file that is gone is a guard that no longer runs.
    for (const auto& [name, outcome] : expected) {
        if (name.starts_with(target + "/")) {
            EXPECT_TRUE(replayed.contains(name)) << kExpectations << " lists " << name << ", which does not exist";
        }
    }
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

TEST(FuzzRegressions, ErtJson)
{
    replay("ert-json", fuzz::ertJson);
}

TEST(FuzzRegressions, NamePattern)
{
    replay("name-pattern", fuzz::namePattern);
}

TEST(FuzzRegressions, EveryExpectationNamesAKnownTargetAndOutcome)
{
    const std::set<std::string> targets {
        "chip-json", "project-json", "op-spec", "measured-csv", "model-json", "ert-json", "name-pattern"};
    std::set<std::string> outcomes {"accepted"};
    for (int kind = 0; kind <= static_cast<int>(ErrorKind::Meaningless); ++kind)
        outcomes.insert(std::string(errorKindName(static_cast<ErrorKind>(kind))));
    const std::map<std::string, std::string> expected = readExpectations();
    EXPECT_FALSE(expected.empty());
    for (const auto& [name, outcome] : expected) {
        EXPECT_TRUE(targets.contains(name.substr(0, name.find('/')))) << name << ": unknown target folder";
        EXPECT_TRUE(outcomes.contains(outcome))
            << name << ": \"" << outcome << "\" is not an error kind or \"accepted\"";
    }
}

} // namespace
} // namespace roofline::test
