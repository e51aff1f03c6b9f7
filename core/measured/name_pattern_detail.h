#pragma once

// Internal to core/measured/name_pattern.cpp and core/measured/name_pattern_compile.cpp: the characters of a name and
// the compiler from a pattern to automaton steps. Not an interface.

#include "core/measured/name_pattern.h"

#include <string>
#include <string_view>
#include <vector>

namespace roofline::pattern_detail {

using Step = NamePattern::Step;
using CharClass = NamePattern::CharClass;

// Code points of UTF-8 text; a byte that does not start a valid sequence stands for itself.
std::u32string decode(std::string_view text);

inline char32_t lower(char32_t c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

inline char32_t upper(char32_t c)
{
    return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
}

inline bool isWordChar(char32_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Parses `pattern` and writes its steps (ending in Match) and classes. Throws Error as
// NamePattern::regex says.
void compileRegex(
    std::string_view pattern, std::string_view context, std::vector<Step>& steps, std::vector<CharClass>& classes);

} // namespace roofline::pattern_detail
