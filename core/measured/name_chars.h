#pragma once

// The characters of a kernel's name as the name patterns see them (name_pattern.cpp and its compiler,
// name_pattern_compile.cpp): code points, their two cases, word characters.

#include <string>
#include <string_view>

namespace roofline::pattern_detail {

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

} // namespace roofline::pattern_detail
