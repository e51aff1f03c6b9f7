// Subcommand flags: strict, with messages that name the flag.
#include "support/test_helpers.h"

#include "app/flags/command_line.h"
#include "core/files/safe_paths.h"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace roofline::test::command_line_cli {
namespace {

const std::vector<FlagSpec> kSpecs {{"--chip", true, true}, {"--json", false, false}, {"--out", true, false}};

TEST(CommandLine, CollectsRepeatedFlagsSwitchesAndInlineValues)
{
    const ParsedFlags flags = parseFlags({"--chip", "a", "--chip=b", "--json", "--out", "x.png"}, kSpecs, "calc");
    EXPECT_EQ(flags.all("--chip"), (std::vector<std::string> {"a", "b"}));
    EXPECT_TRUE(flags.has("--json"));
    EXPECT_EQ(flags.single("--out"), "x.png");
}

TEST(CommandLine, RefusesUnknownFlagsMissingValuesAndRepeats)
{
    EXPECT_ROOFLINE_ERROR(
        parseFlags({"--chips", "a"}, kSpecs, "calc"), ErrorKind::UnknownName, "calc", "--chips", "--chip, --json");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--chip"}, kSpecs, "calc"), ErrorKind::MissingKey, "--chip needs a value");
    EXPECT_ROOFLINE_ERROR(
        parseFlags({"--out", "a", "--out", "b"}, kSpecs, "calc"), ErrorKind::Syntax, "--out is given more than once");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--json=yes"}, kSpecs, "calc"), ErrorKind::Syntax, "--json takes no value");
    EXPECT_ROOFLINE_ERROR(parseFlags({"stray"}, kSpecs, "calc"), ErrorKind::Syntax, "unexpected argument");
}

// The roles of a command's flags: what it reads and what it writes.
const std::vector<FlagSpec> kExportLike {{"--chip", true, true, FlagRole::InputOrId},
    {"--model", true, false, FlagRole::InputOrId}, {"--measured", true, false, FlagRole::Input},
    {"--out", true, false, FlagRole::Output}, {"--layout-report", true, false, FlagRole::Output},
    {"--measured-count", true, false}};

class CommandLinePaths : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("roofline-flag-paths-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_dir);
        std::ofstream(m_dir / "mine.json") << "{}";
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }
    std::string at(const std::string& name) const { return (m_dir / name).string(); }
    std::filesystem::path m_dir;
};

TEST_F(CommandLinePaths, AnOutputThatIsAFileOfAnInputFlagOrAPositionalIsRefusedNamingBoth)
{
    const std::string model = at("mine.json");
    // --model FILE is an input like --measured: no output may replace it, under any name.
    EXPECT_ROOFLINE_ERROR(
        parseFlags({"--model", model, "--layout-report", model, "--out", at("x.png")}, kExportLike, "export"),
        ErrorKind::InvalidValue, "--layout-report \"" + model + "\" is --model \"" + model + "\", an input");
    const std::string dotted = (m_dir / "." / "mine.json").string();
    EXPECT_ROOFLINE_ERROR(parseFlags({"--model", model, "--out", dotted}, kExportLike, "export"),
        ErrorKind::InvalidValue, "--out", "is --model", "an input");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--chip", at("x.png"), "--chip", model, "--out", model}, kExportLike, "export"),
        ErrorKind::InvalidValue, "is --chip");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--measured", model, "--out", model}, kExportLike, "export"),
        ErrorKind::InvalidValue, "is --measured");
    // A positional is a file the command reads, named as the command says.
    EXPECT_ROOFLINE_ERROR(parseFlags({model, "--out", model}, kExportLike, "export", 1, "the project file"),
        ErrorKind::InvalidValue, "is the project file \"" + model + "\", an input");
}

TEST_F(CommandLinePaths, AnIdIsNoFileAndAFlagThatNamesNoFileIsNoInput)
{
    // "llama-3-8b" is an id (no '/', no .json): writing a file of that name destroys no input.
    const ParsedFlags byId = parseFlags({"--model", "llama-3-8b", "--out", at("llama-3-8b")}, kExportLike, "export");
    EXPECT_EQ(byId.single("--model"), "llama-3-8b");
    const ParsedFlags count
        = parseFlags({"--measured-count", at("mine.json"), "--out", at("mine.json")}, kExportLike, "export");
    EXPECT_EQ(count.single("--out"), at("mine.json"));
    EXPECT_TRUE(looksLikeFilePath("./mine.csv"));
    EXPECT_TRUE(looksLikeFilePath("mine.json"));
    EXPECT_FALSE(looksLikeFilePath("h100-sxm"));
}

TEST_F(CommandLinePaths, AnOutputThatIsAFifoAFolderOrAnotherOutputIsRefusedAtOnce)
{
    const std::string fifo = at("p.csv");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // Refused while parsing, before a byte is read or written: opening a FIFO to write would wait for a reader.
    EXPECT_ROOFLINE_ERROR(
        parseFlags({"--out", fifo}, kExportLike, "bench"), ErrorKind::InvalidValue, "is a FIFO (named pipe)");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--out", m_dir.string()}, kExportLike, "bench"), ErrorKind::InvalidValue,
        "is a folder, not a regular file");
    EXPECT_ROOFLINE_ERROR(
        parseFlags({"--out", "/dev/null"}, kExportLike, "bench"), ErrorKind::InvalidValue, "is a character device");
    EXPECT_ROOFLINE_ERROR(parseFlags({"--out", at("a.png"), "--layout-report", at("a.png")}, kExportLike, "export"),
        ErrorKind::InvalidValue, "are the same file");
    EXPECT_TRUE(std::filesystem::is_fifo(fifo));
}

} // namespace
} // namespace roofline::test::command_line_cli
