#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace roofline {

// Longer patterns are refused before they are read; a pattern whose automaton (after repeats such as
// {2,500} are written out) would have more steps than kMaxPatternSteps is refused as too complex.
inline constexpr std::size_t kMaxPatternLength = 1000;
inline constexpr std::size_t kMaxPatternSteps = 20000;

// A filter on kernel names, compared without case (ASCII letters): a substring, or a regular
// expression. Regular expressions are run as a Thompson automaton (every alternative in step, no
// backtracking), so a match costs at most (name length × automaton size) steps whatever the pattern:
// "(a+)+$" against a long run of a's is as quick as "a". std::regex backtracks, and on such patterns
// or long template names takes exponential time or overflows the stack; this never does.
//
// Syntax (ECMAScript's common part): literals, `.`, `[a-z]`, `[^…]`, `\d \w \s \D \W \S`, `\b \B`,
// `^ $`, groups `( )` and `(?: )`, `|`, and the repeats `* + ? {n} {n,} {n,m}` (a trailing `?` for
// lazy is accepted; for a yes/no match it changes nothing). Back-references and look-arounds are
// refused with a clear error, as is everything unbalanced. The match is a search: "gemm" matches
// "xgemm_kernel"; use ^ and $ to anchor.
class NamePattern {
public:
    NamePattern() = default; // matches every name

    static NamePattern substring(std::string_view text);
    // Throws Error(Syntax) with ErrorCode::BadPattern: value the pattern (quoted), expected the reason
    // ("unclosed-group", "nothing-to-repeat"… see error.h), limit the 1-based character position.
    // `context` starts the message ("measured_view.filter").
    static NamePattern regex(std::string_view pattern, std::string_view context = "filter");

    bool matchesEverything() const { return m_mode == Mode::All; }
    bool matches(std::string_view name) const;

    // One step of the automaton (public for the compiler in the .cpp; not an interface).
    struct Step {
        enum class Op : std::uint8_t {
            Char,
            Any,
            Class,
            Split,
            Jump,
            LineStart,
            LineEnd,
            WordEdge,
            NotWordEdge,
            Match
        };
        Op op = Op::Match;
        char32_t c = 0; // Char: the code point, lower case
        int x = 0; // Split, Jump: a target; Class: the class index
        int y = 0; // Split: the other target
    };
    struct CharClass {
        std::vector<std::pair<char32_t, char32_t>> ranges; // inclusive
        bool negated = false;
    };

private:
    enum class Mode { All, Substring, Regex };
    Mode m_mode = Mode::All;
    std::string m_needle; // lower case
    std::vector<Step> m_steps;
    std::vector<CharClass> m_classes;
};

} // namespace roofline
