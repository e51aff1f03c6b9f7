#pragma once

#include <cstdint>
#include <cstring>
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

// Whether a number text (as parseFiniteNumber accepts it) is exactly the whole number `value`. A
// double holds no halves from 2^52 on and not every whole number from 2^53 on, so "4503599627370496.5"
// and "9007199254740993" parse to whole doubles that are not what was written.
bool isExactWholeNumber(std::string_view text, double value);

// Text made of number characters (digits, sign, point, exponent, inf, nan) that still is not a finite
// number: "1e400", "-inf", "nan". Lets messages say "not finite" rather than "not a number".
bool looksNumeric(std::string_view text);

// Whether the eight bytes of text from `at` on (at least eight must be left) are all plain ASCII
// (below 0x80) and none is `stop`: scanners of large files skip such runs a word at a time.
inline bool plainAsciiWord(const char* at, unsigned char stop)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHigh = 0x8080808080808080ull;
    std::uint64_t word = 0;
    std::memcpy(&word, at, sizeof word);
    // A byte equal to `stop` is a zero byte of `marked`, and (x - ones) & ~x has the high bit of a
    // zero byte of x set.
    const std::uint64_t marked = word ^ (kOnes * stop);
    return ((word | ((marked - kOnes) & ~marked)) & kHigh) == 0;
}

// A place in a text file for messages: 1-based line, and 1-based column counted in characters
// (UTF-8 code points), as editors show it.
struct TextPosition {
    std::size_t line = 1;
    std::size_t column = 1;
};
TextPosition positionAt(std::string_view text, std::size_t offset);
std::string formatPosition(std::string_view source, const TextPosition& position); // "file:3:14"

enum class ErrorCode;
struct ErrorDetail;
// The detail of an error at a place in a text file (a JSON or CSV reader's); `keyPath` names the
// key or the CSV column, if any.
ErrorDetail detailAt(ErrorCode code, std::string_view source, const TextPosition& position, std::string keyPath = {});

// The offset of the first byte that makes `text` not UTF-8 text (a NUL byte counts), or nullopt.
std::optional<std::size_t> findInvalidUtf8(std::string_view text);

// Files are read as UTF-8 text. Throws Error(Encoding) naming `source`, the line and column, and what
// was found: a NUL byte ("binary data, not a text file"), a UTF-16 byte-order mark, or bytes that
// are not UTF-8 (overlong forms, surrogates and code points above U+10FFFF included).
void requireUtf8Text(std::string_view text, std::string_view source);

// The ids of chip and model files: 1–64 characters of a–z, 0–9, '-', '_' or '.', not starting with
// '-' or '.' (so an id is also a safe file name).
bool isValidFileId(std::string_view id);

// Wraps a user-supplied fragment for an error message: quoted, control bytes escaped, shortened.
std::string quoteForMessage(std::string_view text, std::size_t maxLength = 60);

} // namespace roofline
