#include "core/base/text.h"

#include "core/base/error.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace roofline {

namespace {

// Length of the UTF-8 sequence starting at text[i], or 0 when it is not valid UTF-8 (RFC 3629).
std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // no overlong forms
        if (lead == 0xED)
            high = 0x9F; // no UTF-16 surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90;
        if (lead == 0xF4)
            high = 0x8F; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    if (byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (std::size_t k = 2; k < length; ++k) {
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    }
    return length;
}

// Where the run of plain ASCII bytes (1 to 127) that starts at text[i] ends: eight bytes at a time, as
// nearly all of a profile is plain ASCII.
std::size_t asciiRunEnd(std::string_view text, std::size_t i)
{
    while (i + 8 <= text.size() && plainAsciiWord(text.data() + i, '\0'))
        i += 8;
    while (i < text.size() && text[i] != '\0' && static_cast<unsigned char>(text[i]) < 0x80)
        ++i;
    return i;
}

} // namespace

std::string toLower(std::string_view text)
{
    std::string lower(text);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

std::string_view trim(std::string_view text)
{
    // The C locale's white space, whatever locale the process runs in.
    const auto isSpace = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::optional<double> parseFiniteNumber(std::string_view text)
{
    text = trim(text);
    if (text.empty())
        return std::nullopt;
    if (text.front() == '+')
        text.remove_prefix(1);
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

bool isExactWholeNumber(std::string_view text, double value)
{
    if (!std::isfinite(value) || std::floor(value) != value)
        return false;
    text = trim(text);
    bool negative = false;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    const std::size_t e = text.find_first_of("eE");
    const std::string_view mantissa = text.substr(0, e);
    long exponent = 0;
    if (e != std::string_view::npos) {
        const std::string_view digits = text.substr(e + 1);
        const auto [ptr, ec] = std::from_chars(digits.data() + (!digits.empty() && digits.front() == '+' ? 1 : 0),
            digits.data() + digits.size(), exponent);
        if (ec != std::errc() || ptr != digits.data() + digits.size())
            return false;
    }
    // The digits without the point, and the power of ten they are multiplied by.
    std::string digits;
    const std::size_t point = mantissa.find('.');
    for (const char c : mantissa) {
        if (c != '.')
            digits += c;
    }
    if (point != std::string_view::npos)
        exponent -= static_cast<long>(mantissa.size() - point - 1);
    const std::size_t first = digits.find_first_not_of('0');
    digits = first == std::string::npos ? std::string() : digits.substr(first);
    if (digits.empty())
        return value == 0.0;
    for (; exponent < 0; ++exponent) {
        if (digits.back() != '0')
            return false; // a fraction
        digits.pop_back();
    }
    if (exponent > 400)
        return false;
    digits.append(static_cast<std::size_t>(exponent), '0');
    if (negative != (value < 0.0))
        return false;
    // printf writes a whole double's exact decimal digits.
    std::array<char, 512> exact {};
    std::snprintf(exact.data(), exact.size(), "%.0f", std::fabs(value));
    return digits == exact.data();
}

bool looksNumeric(std::string_view text)
{
    text = trim(text);
    if (text.empty())
        return false;
    const std::string lower = toLower(text);
    if (lower == "inf" || lower == "-inf" || lower == "+inf" || lower == "nan" || lower == "infinity")
        return true;
    return lower.find_first_not_of("0123456789.e+-") == std::string::npos
        && lower.find_first_of("0123456789") != std::string::npos;
}

std::string quoteForMessage(std::string_view text, std::size_t maxLength)
{
    // Counts characters, never cuts one in half, and shows control bytes and bytes that are not
    // UTF-8 as \xNN, so a message is always valid UTF-8 whatever the input was.
    static constexpr char hex[] = "0123456789abcdef";
    std::string quoted = "\"";
    std::size_t shown = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (shown == maxLength) {
            quoted += "…";
            break;
        }
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = byte == 0 ? 0 : utf8SequenceLength(text, i);
        if (length == 0 || byte < 0x20 || byte == 0x7f) {
            quoted += "\\x";
            quoted += hex[byte >> 4];
            quoted += hex[byte & 0xf];
            ++i;
        } else {
            quoted.append(text.substr(i, length));
            i += length;
        }
        ++shown;
    }
    quoted += '"';
    return quoted;
}

TextPosition positionAt(std::string_view text, std::size_t offset)
{
    TextPosition position;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++position.line;
            position.column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++position.column; // continuation bytes belong to the character before
        }
    }
    return position;
}

std::string formatPosition(std::string_view source, const TextPosition& position)
{
    return std::string(source) + ":" + std::to_string(position.line) + ":" + std::to_string(position.column);
}

std::optional<std::size_t> findInvalidUtf8(std::string_view text)
{
    std::size_t i = 0;
    while ((i = asciiRunEnd(text, i)) < text.size()) {
        const std::size_t length = text[i] == '\0' ? 0 : utf8SequenceLength(text, i);
        if (length == 0)
            return i;
        i += length;
    }
    return std::nullopt;
}

ErrorDetail detailAt(ErrorCode code, std::string_view source, const TextPosition& position, std::string keyPath)
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = std::string(source);
    detail.keyPath = std::move(keyPath);
    detail.line = position.line;
    detail.column = position.column;
    return detail;
}

void requireUtf8Text(std::string_view text, std::string_view source)
{
    const auto detail = [source](ErrorCode code, const TextPosition& position, std::string value = {}) {
        ErrorDetail d = detailAt(code, source, position);
        d.value = std::move(value);
        return d;
    };
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
        throw Error(ErrorKind::Encoding, formatPosition(source, {1, 1}) + ": the file is UTF-16 text; save it as UTF-8",
            detail(ErrorCode::Utf16, {1, 1}));
    std::size_t i = 0;
    while ((i = asciiRunEnd(text, i)) < text.size()) {
        if (text[i] == '\0')
            throw Error(ErrorKind::Encoding,
                formatPosition(source, positionAt(text, i)) + ": binary data (a NUL byte), not a text file",
                detail(ErrorCode::NulByte, positionAt(text, i)));
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0) {
            static constexpr char hex[] = "0123456789abcdef";
            const auto bad = static_cast<unsigned char>(text[i]);
            throw Error(ErrorKind::Encoding,
                formatPosition(source, positionAt(text, i)) + ": the text is not valid UTF-8 (byte 0x" + hex[bad >> 4]
                    + hex[bad & 0xf] + "); save the file as UTF-8",
                detail(ErrorCode::NotUtf8, positionAt(text, i), std::string("0x") + hex[bad >> 4] + hex[bad & 0xf]));
        }
        i += length;
    }
}

bool isValidFileId(std::string_view id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
        if (!ok)
            return false;
    }
    return id.front() != '-' && id.front() != '.';
}

} // namespace roofline
