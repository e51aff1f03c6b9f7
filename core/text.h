#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

std::string toLower(std::string_view text);
bool equalsIgnoreCase(std::string_view a, std::string_view b);
std::string_view trim(std::string_view text);

// Strict number parsing for user text: the whole text must be a finite decimal or scientific
// number ("4096", "1e8", "2.5E-3"); "1e400", "nan", "12abc" and "" are rejected.
std::optional<double> parseFiniteNumber(std::string_view text);

// Text made of number characters (digits, sign, point, exponent, inf, nan) that still is not a finite
// number: "1e400", "-inf", "nan". Lets messages say "not finite" rather than "not a number".
bool looksNumeric(std::string_view text);

// Splits on runs of ASCII whitespace.
std::vector<std::string_view> splitWhitespace(std::string_view text);

// Wraps a user-supplied fragment for an error message: quoted, control bytes escaped, shortened.
std::string quoteForMessage(std::string_view text, std::size_t maxLength = 60);

} // namespace roofline
