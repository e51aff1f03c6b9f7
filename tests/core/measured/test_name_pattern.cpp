// Filters on kernel names: substrings and regular expressions compared without case, run by an
// automaton that cannot backtrack, so hostile patterns and long names end quickly; invalid patterns
// are named errors with the reason and the character.
#include "support/test_helpers.h"

#include "core/measured/name_pattern.h"

#include <string>

namespace roofline::test {
namespace {

bool regexMatches(std::string_view pattern, std::string_view name)
{
    return NamePattern::regex(pattern).matches(name);
}

TEST(NamePattern, ASubstringMatchesAnywhereWithoutCase)
{
    const NamePattern gemm = NamePattern::substring("GEMM");
    EXPECT_TRUE(gemm.matches("sm90_xmma_gemm_bf16"));
    EXPECT_TRUE(gemm.matches("Gemm"));
    EXPECT_FALSE(gemm.matches("gem"));
    EXPECT_FALSE(gemm.matches(""));
    // Regex characters in a substring are plain characters.
    EXPECT_TRUE(NamePattern::substring("a.b(").matches("xa.b(y"));
    EXPECT_FALSE(NamePattern::substring("a.b(").matches("axb("));
    EXPECT_TRUE(NamePattern::substring("").matchesEverything());
    EXPECT_TRUE(NamePattern::regex("").matchesEverything());
}

TEST(NamePattern, RegularExpressionsSearchAndAnchor)
{
    EXPECT_TRUE(regexMatches("gemm", "xgemm_kernel"));
    EXPECT_TRUE(regexMatches("^gemm$", "GEMM"));
    EXPECT_FALSE(regexMatches("^gemm$", "xgemm"));
    EXPECT_FALSE(regexMatches("^gemm$", "gemmx"));
    EXPECT_TRUE(regexMatches("^k0[0-4]_", "k03_gemm"));
    EXPECT_FALSE(regexMatches("^k0[0-4]_", "k05_gemm"));
    EXPECT_TRUE(regexMatches("attn|softmax", "fused_softmax"));
    EXPECT_FALSE(regexMatches("attn|softmax", "layernorm"));
    EXPECT_TRUE(regexMatches("^(ab)+$", "ababab"));
    EXPECT_FALSE(regexMatches("^(ab)+$", "ababa"));
    EXPECT_TRUE(regexMatches("^(?:ab)*c?$", ""));
    EXPECT_TRUE(regexMatches("^a{2,3}$", "aaa"));
    EXPECT_FALSE(regexMatches("^a{2,3}$", "aaaa"));
    EXPECT_FALSE(regexMatches("^a{2,3}$", "a"));
    EXPECT_TRUE(regexMatches("^a{2,}$", "aaaaaa"));
    EXPECT_TRUE(regexMatches("^\\d{3}$", "128"));
    EXPECT_FALSE(regexMatches("^\\d{3}$", "12a"));
    EXPECT_TRUE(regexMatches("^[^0-9]+$", "gemm"));
    EXPECT_FALSE(regexMatches("^[^0-9]+$", "gemm1"));
    EXPECT_TRUE(regexMatches("\\bgemm\\b", "fused gemm kernel"));
    EXPECT_FALSE(regexMatches("\\bgemm\\b", "xgemmx"));
    EXPECT_TRUE(regexMatches("^\\w+\\s\\S+$", "void kernel<128>"));
    EXPECT_TRUE(regexMatches("a\\.b", "a.b"));
    EXPECT_FALSE(regexMatches("a\\.b", "axb"));
    EXPECT_TRUE(regexMatches("^[A-Z]+$", "gemm")); // without case, classes too
    EXPECT_TRUE(regexMatches("x{", "x{")); // a brace that is not a repeat is a character
    EXPECT_TRUE(regexMatches("^a+?b*?$", "aab")); // lazy repeats: the same yes or no
    // . and classes take whole characters, not bytes.
    EXPECT_TRUE(regexMatches("^.$", "\xC3\xA9")); // é
    EXPECT_TRUE(regexMatches("^\xC3\xA9+$", "\xC3\xA9\xC3\xA9"));
    EXPECT_TRUE(regexMatches("^[\xC3\xA0-\xC3\xBF]$", "\xC3\xA9"));
}

TEST(NamePattern, HostilePatternsOnLongNamesEndQuickly)
{
    // Each of these makes a backtracking engine (std::regex) take exponential time or run out of
    // stack on such names; here each is a few million steps at most.
    const std::string runOfA(20000, 'a');
    EXPECT_FALSE(regexMatches("^(a+)+$", runOfA + "!"));
    EXPECT_FALSE(regexMatches("(a|aa)*c", runOfA));
    EXPECT_FALSE(regexMatches("((a*)*)*b", runOfA));
    EXPECT_TRUE(regexMatches("^(a|a?)+$", runOfA));
    EXPECT_FALSE(regexMatches("(x+x+)+y", std::string(5000, 'x')));
    EXPECT_TRUE(regexMatches("(.*a){12}", runOfA));
    // A C++ template name of 100,000 characters against a pattern with a loop over an empty match.
    std::string templated = "void cutlass::Kernel<";
    while (templated.size() < 100000)
        templated += "cutlass::gemm::GemmShape<128, 256, 64>, ";
    EXPECT_TRUE(regexMatches("^void (\\w*:*)*Kernel<(.*,\\s?)*", templated));
}

struct BadPatternCase {
    const char* pattern;
    const char* reason;
    unsigned long long character;
};

TEST(NamePattern, InvalidPatternsAreNamedErrors)
{
    const BadPatternCase cases[] {
        {"(ab", "unclosed-group", 1},
        {"gemm)", "unmatched-paren", 5},
        {"[a-", "unclosed-class", 1},
        {"*a", "nothing-to-repeat", 1},
        {"a|+", "nothing-to-repeat", 3},
        {"a**", "nothing-to-repeat", 3},
        {"a{2}{3}", "nothing-to-repeat", 5},
        {"^*", "nothing-to-repeat", 1},
        {"a{3,2}", "bad-repeat", 2},
        {"a{1001}", "repeat-too-large", 2},
        {"[z-a]", "bad-range", 4},
        {"(a)\\1", "back-reference", 4},
        {"(?=a)b", "lookaround", 1},
        {"(?<name>a)", "lookaround", 1},
        {"\\p{L}", "unsupported-escape", 1},
        {"abc\\", "trailing-backslash", 4},
        {"(a{1000}){1000}", "too-complex", 1},
    };
    for (const BadPatternCase& bad : cases) {
        try {
            (void)NamePattern::regex(bad.pattern, "measured_view.filter");
            ADD_FAILURE() << bad.pattern << " was accepted";
        } catch (const Error& error) {
            EXPECT_EQ(error.kind(), ErrorKind::Syntax) << bad.pattern;
            ASSERT_NE(error.detail(), nullptr) << bad.pattern;
            EXPECT_EQ(error.detail()->code, ErrorCode::BadPattern) << bad.pattern;
            EXPECT_EQ(error.detail()->expected, bad.reason) << bad.pattern << ": " << error.what();
            EXPECT_EQ(error.detail()->limit, bad.character) << bad.pattern << ": " << error.what();
            EXPECT_EQ(std::string(error.what()).rfind("measured_view.filter: the regular expression", 0), 0u)
                << error.what();
        }
    }
}

TEST(NamePattern, NestingAndLengthHaveLimitsNotCrashes)
{
    // Groups nested deeper than 64 are refused before the parser's recursion goes further (a pattern
    // longer than 1000 characters is refused unread, so no nesting can exhaust the stack).
    const std::string deep = std::string(400, '(') + "a" + std::string(400, ')');
    try {
        (void)NamePattern::regex(deep);
        ADD_FAILURE() << "deep nesting accepted";
    } catch (const Error& error) {
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->expected, "too-deep");
    }
    EXPECT_NO_THROW((void)NamePattern::regex(std::string(60, '(') + "a" + std::string(60, ')')));
    EXPECT_ROOFLINE_ERROR((void)NamePattern::regex(std::string(kMaxPatternLength + 1, 'a')), ErrorKind::TooLarge,
        "longer than 1000 characters");
    EXPECT_NO_THROW((void)NamePattern::regex(std::string(kMaxPatternLength, 'a')));
}

} // namespace
} // namespace roofline::test
