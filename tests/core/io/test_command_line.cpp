// Subcommand flags: strict, with messages that name the flag.
#include "support/test_helpers.h"

#include "core/io/command_line.h"

namespace roofline::test {
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

} // namespace
} // namespace roofline::test
