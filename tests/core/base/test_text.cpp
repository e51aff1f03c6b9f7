// Whole numbers as every reader takes them (core/base/text): past 2^53 a double no longer holds every
// whole number, so such a number is refused, never rounded, by the op specs, the slider flags and
// project files alike; and exact text is told from text that only rounds to a whole number.
#include "support/test_helpers.h"

#include "app/flags/command_line.h"
#include "core/base/text.h"
#include "core/formats/project_json.h"
#include "core/formulas/op.h"

namespace roofline::test {
namespace {

TEST(WholeNumbers, PastTwoToTheFiftyThreeAreRefusedNotRounded)
{
    // 2^53 + 1 parses to 2^53: it used to be taken as that, silently.
    EXPECT_ROOFLINE_ERROR(opFromSpec("matmul B=9007199254740993 D=1 F=1"), ErrorKind::InvalidValue, "matmul B",
        "at most 9007199254740992", "9007199254740993");
    EXPECT_ROOFLINE_ERROR(opFromSpec("matmul B=9.007199254740993e15 D=1 F=1"), ErrorKind::InvalidValue, "matmul B");
    // Past 2^52 a double holds no halves: .5 would become a whole number.
    EXPECT_ROOFLINE_ERROR(opFromSpec("matmul B=4503599627370496.5 D=1 F=1"), ErrorKind::InvalidValue, "matmul B",
        "must be a whole number");
    // 2^53 itself is exact, and allowed.
    EXPECT_EQ(paramValue(opFromSpec("matmul B=9007199254740992 D=1 F=1"), "B", {}), 9007199254740992.0);
    EXPECT_EQ(paramValue(opFromSpec("matmul B=9.007199254740992e15 D=1 F=1"), "B", {}), 9007199254740992.0);
    // The sliders' flags stop at 1e12, and refuse what a double rounds too.
    EXPECT_ROOFLINE_ERROR(parseDimFlagValue("--B", "9007199254740993"), ErrorKind::InvalidValue, "--B");
    EXPECT_ROOFLINE_ERROR(parseDimFlagValue("--D", "999999999999.99999"), ErrorKind::InvalidValue, "--D");
    EXPECT_EQ(parseDimFlagValue("--F", "4096.000"), 4096.0);
    // A project file's whole number keeps every digit in JSON: past 2^53 it is refused too.
    EXPECT_ROOFLINE_ERROR(parseProjectJson(R"({"format": 1, "app": "roofline-studio", "chips": ["tpu-v5e"],
        "ops": [{"kind": "matmul", "numbers": {"B": 9007199254740993, "D": 1, "F": 1}}]})",
                              "p.roofline.json"),
        ErrorKind::InvalidValue, "p.roofline.json", "9007199254740993", "at most 9007199254740992");
}

TEST(WholeNumbers, ExactTextIsRecognised)
{
    EXPECT_TRUE(isExactWholeNumber("4096", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("4.096e3", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("40960e-1", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("+0004096.000", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("-0", 0.0));
    EXPECT_TRUE(isExactWholeNumber("1e20", 1e20));
    EXPECT_FALSE(isExactWholeNumber("4096.5", 4096.0));
    EXPECT_FALSE(isExactWholeNumber("1e-1", 0.0));
    EXPECT_FALSE(isExactWholeNumber("9007199254740993", 9007199254740992.0));
    EXPECT_FALSE(isExactWholeNumber("-5", 5.0));
}

// The check reads plain text eight bytes at a time: a bad byte or a NUL is found at every place of a
// long plain run, before and after a valid character of several bytes.
TEST(Utf8Check, FindsTheFirstBadByteWhereverItIs)
{
    for (std::size_t at = 0; at < 40; ++at) {
        std::string text(48, 'a');
        text[at] = '\xE9'; // Latin-1 é
        EXPECT_EQ(findInvalidUtf8(text), at) << at;
        text[at] = '\0';
        EXPECT_EQ(findInvalidUtf8(text), at) << at;
        // A valid "é" just before, then the bad byte.
        std::string mixed = std::string(at, 'b') + "\xC3\xA9" + std::string(at % 9, 'c') + "\xFF" + "tail";
        EXPECT_EQ(findInvalidUtf8(mixed), at + 2 + at % 9) << at;
        EXPECT_ROOFLINE_ERROR(requireUtf8Text(mixed, "t.csv"), ErrorKind::Encoding,
            "t.csv:1:" + std::to_string(at + 1 + at % 9 + 1) + ":", "0xff");
        EXPECT_EQ(findInvalidUtf8(std::string(at, 'd') + "\xE2\x82\xAC" + std::string(at, 'e')), std::nullopt) << at;
    }
}

// The last planes of Unicode start with F4: U+10FFFF is valid, one past it (F4 90) is not.
TEST(Utf8Check, FourByteCharactersUpToU10FFFFAreText)
{
    EXPECT_EQ(findInvalidUtf8("ab\xF4\x8F\xBF\xBF"
                              "cd"),
        std::nullopt);
    EXPECT_EQ(findInvalidUtf8("ab\xF0\x9F\x98\x80"
                              "cd"),
        std::nullopt); // U+1F600
    EXPECT_EQ(findInvalidUtf8("ab\xF4\x90\x80\x80"
                              "cd"),
        2u);
    EXPECT_EQ(findInvalidUtf8("ab\xF5\x80\x80\x80"
                              "cd"),
        2u);
}

TEST(Trim, TakesAwayTheCLocalesWhiteSpaceOnly)
{
    EXPECT_EQ(trim(" \t\r\n\v\f1,234 \t"), "1,234");
    EXPECT_EQ(trim("\xC2\xA0x\xC2\xA0"), "\xC2\xA0x\xC2\xA0"); // a no-break space is text, not space
    EXPECT_EQ(trim("   "), "");
}

} // namespace
} // namespace roofline::test
