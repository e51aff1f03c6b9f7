#include "core/files/json_pull.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace roofline {

namespace {

int hexDigit(char h)
{
    if (h >= '0' && h <= '9')
        return h - '0';
    if (h >= 'a' && h <= 'f')
        return h - 'a' + 10;
    if (h >= 'A' && h <= 'F')
        return h - 'A' + 10;
    return -1;
}

// The four hex digits after "\u" at `at` (at least four bytes are there).
unsigned hex4(const char* at)
{
    unsigned code = 0;
    for (int k = 0; k < 4; ++k) {
        const int digit = hexDigit(at[k]);
        if (digit < 0)
            throw JsonPull::Unsure {};
        code = code * 16 + static_cast<unsigned>(digit);
    }
    return code;
}

void appendUtf8(std::string& out, unsigned code)
{
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

} // namespace

void JsonPull::skipObject(int depth)
{
    object(depth, [this, depth](std::string_view) { skip(depth + 1); });
}

void JsonPull::skipArray(int depth)
{
    array(depth, [this, depth] { skip(depth + 1); });
}

double JsonPull::number(std::string_view text)
{
    // Most of a trace's numbers are a whole number of at most 2^53 over a power of ten up to 10^22, both exact
    // doubles: their quotient, rounded by IEEE division, is the correctly rounded value the parser reads.
    static constexpr double kPowers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
        1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const char* at = text.data();
    const char* end = at + text.size();
    const bool negative = at != end && *at == '-';
    at += negative ? 1 : 0;
    const char* first = at;
    std::uint64_t whole = 0;
    for (; at != end && static_cast<unsigned char>(*at - '0') < 10; ++at)
        whole = whole * 10 + static_cast<std::uint64_t>(*at - '0');
    std::ptrdiff_t digits = at - first;
    std::ptrdiff_t decimals = 0;
    if (at != end && *at == '.') {
        const char* point = ++at;
        for (; at != end && static_cast<unsigned char>(*at - '0') < 10; ++at)
            whole = whole * 10 + static_cast<std::uint64_t>(*at - '0');
        decimals = at - point;
        digits += decimals;
    }
    if (at == end && digits > 0 && digits <= 19 && decimals <= 22 && whole <= (std::uint64_t {1} << 53)) {
        const double value = static_cast<double>(whole) / kPowers[decimals];
        return negative ? -value : value;
    }
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(text.data(), end, value, std::chars_format::general);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        throw Unsure {};
    return value;
}

void JsonPull::escape()
{
    if (m_end - m_at < 2)
        throw Short {};
    const char e = m_at[1];
    if (e != 'u') {
        if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos)
            throw Unsure {};
        m_at += 2;
        return;
    }
    if (m_end - m_at < 6)
        throw Short {};
    const unsigned first = hex4(m_at + 2);
    m_at += 6;
    // A UTF-16 surrogate pair, as the parser takes it: a high surrogate followed by a low one.
    if (first >= 0xDC00 && first <= 0xDFFF)
        throw Unsure {};
    if (first < 0xD800 || first > 0xDBFF)
        return;
    if (m_end - m_at < 6)
        throw Short {};
    if (m_at[0] != '\\' || m_at[1] != 'u')
        throw Unsure {};
    const unsigned second = hex4(m_at + 2);
    if (second < 0xDC00 || second > 0xDFFF)
        throw Unsure {};
    m_at += 6;
}

// One multi-byte UTF-8 character at the cursor: no overlong form, no surrogate, nothing above U+10FFFF.
void JsonPull::utf8()
{
    const auto lead = static_cast<unsigned char>(*m_at);
    std::ptrdiff_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : low;
        high = lead == 0xED ? 0x9F : high;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : low;
        high = lead == 0xF4 ? 0x8F : high;
    } else {
        throw Unsure {};
    }
    if (m_end - m_at < length)
        throw Short {};
    const auto second = static_cast<unsigned char>(m_at[1]);
    if (second < low || second > high)
        throw Unsure {};
    for (std::ptrdiff_t k = 2; k < length; ++k) {
        const auto next = static_cast<unsigned char>(m_at[k]);
        if (next < 0x80 || next > 0xBF)
            throw Unsure {};
    }
    m_at += length;
}

void JsonPull::decode(std::string_view text, std::string& out)
{
    out.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            out += text[i];
            continue;
        }
        const char e = text[++i];
        if (e != 'u') {
            static constexpr std::string_view kFrom = "\"\\/bfnrt";
            static constexpr std::string_view kTo = "\"\\/\b\f\n\r\t";
            out += kTo[kFrom.find(e)];
            continue;
        }
        unsigned code = hex4(text.data() + i + 1);
        i += 4;
        if (code >= 0xD800 && code <= 0xDBFF) {
            const unsigned low = hex4(text.data() + i + 3);
            i += 6;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        appendUtf8(out, code);
    }
}

} // namespace roofline
