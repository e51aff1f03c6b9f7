#include "core/base/number_format.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <utility>

namespace roofline {

namespace {

// "1.970e+14" → "1.97e14"; "2.000e+15" → "2e15"; "5.000e-07" → "5e-7".
std::string tidyScientific(std::string text)
{
    const std::size_t e = text.find_first_of("eE");
    std::string mantissa = text.substr(0, e);
    std::string exponent = e == std::string::npos ? std::string() : text.substr(e + 1);
    if (mantissa.find('.') != std::string::npos) {
        while (!mantissa.empty() && mantissa.back() == '0')
            mantissa.pop_back();
        if (!mantissa.empty() && mantissa.back() == '.')
            mantissa.pop_back();
    }
    if (exponent.empty())
        return mantissa;
    bool negative = false;
    std::size_t i = 0;
    if (exponent[i] == '+' || exponent[i] == '-')
        negative = exponent[i++] == '-';
    while (i + 1 < exponent.size() && exponent[i] == '0')
        ++i;
    const std::string digits = exponent.substr(i);
    if (digits == "0")
        return mantissa;
    return mantissa + "e" + (negative ? "-" : "") + digits;
}

// Rounds to `digits` significant digits in fixed notation without trailing zeros: 1.97, 240, 8.2.
std::string fixedSignificant(double value, int digits)
{
    if (value == 0.0)
        return "0";
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    const int decimals = std::max(0, digits - 1 - magnitude);
    std::array<char, 64> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%.*f", decimals, value);
    std::string text(buffer.data());
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

// `value` rounded to `digits` significant digits, as its digits and decimal exponent:
// 1.7249e10 with 3 digits is {"172", 10}. The digits come from printf, so no arithmetic rounds twice.
struct Significant {
    bool negative = false;
    std::string digits; // no trailing zeros (but at least one digit)
    int exponent = 0;
};

Significant significant(double value, int digits)
{
    std::array<char, 64> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%.*e", std::max(0, digits - 1), value);
    const std::string text(buffer.data());
    Significant result;
    std::size_t i = 0;
    if (text[i] == '-') {
        result.negative = true;
        ++i;
    }
    for (; i < text.size() && text[i] != 'e'; ++i) {
        if (text[i] != '.')
            result.digits += text[i];
    }
    result.exponent = std::stoi(text.substr(i + 1));
    while (result.digits.size() > 1 && result.digits.back() == '0')
        result.digits.pop_back();
    return result;
}

} // namespace

std::string formatEngineering(double value, int digits)
{
    if (!std::isfinite(value))
        return formatPlain(value);
    if (value == 0.0)
        return "0";
    const Significant number = significant(value, digits);
    // The exponent rounded down to a multiple of 3 leaves one to three digits before the point.
    const int exponent = number.exponent >= 0 ? number.exponent / 3 * 3 : -((-number.exponent + 2) / 3 * 3);
    const auto whole = static_cast<std::size_t>(number.exponent - exponent + 1);
    std::string mantissa = number.digits;
    if (mantissa.size() < whole)
        mantissa.append(whole - mantissa.size(), '0');
    else if (mantissa.size() > whole)
        mantissa.insert(whole, ".");
    std::string text = (number.negative ? "-" : "") + mantissa;
    if (exponent != 0)
        text += "e" + std::to_string(exponent);
    return text;
}

std::string formatCount(double value)
{
    if (!std::isfinite(value))
        return formatPlain(value);
    const double whole = std::round(value);
    if (value != 0.0 && std::fabs(value) < 1.0)
        return formatEngineering(value);
    if (std::fabs(whole) >= 1e6)
        return formatEngineering(value);
    std::array<char, 32> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%.0f", whole);
    return buffer.data();
}

std::string formatPlain(double value)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
    // to_chars picks the shorter of fixed and scientific: 4096, 16777216, 1e+06 (tidied to 1e6).
    std::array<char, 64> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return tidyScientific(std::string(buffer.data(), result.ptr));
}

std::string formatExact(double value)
{
    if (std::floor(value) != value || std::fabs(value) > 9007199254740992.0)
        return formatPlain(value);
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed);
    return std::string(buffer.data(), result.ptr);
}

std::string formatScientific(double value, int digits)
{
    if (!std::isfinite(value))
        return formatPlain(value);
    std::array<char, 64> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%.*e", std::max(0, digits - 1), value);
    return tidyScientific(buffer.data());
}

std::string formatSI(double value, std::string_view unit, int digits)
{
    if (!std::isfinite(value))
        return formatPlain(value);
    // Past the largest prefix, and a tenth below the smallest: the prefix would carry long runs of
    // digits or zeros.
    if (value != 0.0) {
        const int exponent = significant(value, digits).exponent;
        if (exponent >= 21 || exponent < -13)
            return formatEngineering(value, digits) + (unit.empty() ? "" : " " + std::string(unit));
    }
    struct Prefix {
        double scale;
        const char* symbol;
    };
    static constexpr Prefix prefixes[] = {
        {1e18, "E"},
        {1e15, "P"},
        {1e12, "T"},
        {1e9, "G"},
        {1e6, "M"},
        {1e3, "k"},
        {1.0, ""},
        {1e-3, "m"},
        {1e-6, "µ"},
        {1e-9, "n"},
        {1e-12, "p"},
    };
    const double magnitude = std::fabs(value);
    const Prefix* chosen = &prefixes[6];
    if (magnitude != 0.0) {
        for (const Prefix& prefix : prefixes) {
            // Compare after rounding so 999.97e9 becomes "1 T", not "1000 G".
            const double scaled = std::stod(fixedSignificant(magnitude / prefix.scale, digits));
            if (scaled >= 1.0 || &prefix == &prefixes[std::size(prefixes) - 1]) {
                chosen = &prefix;
                break;
            }
        }
    }
    std::string text = fixedSignificant(value / chosen->scale, digits);
    const std::string suffix = std::string(chosen->symbol) + std::string(unit);
    if (!suffix.empty())
        text += " " + suffix;
    return text;
}

std::string formatCompact(double value, int digits)
{
    if (!std::isfinite(value))
        return formatPlain(value);
    const double magnitude = std::fabs(value);
    if (magnitude != 0.0 && (magnitude < 1e-3 || magnitude >= 1e6))
        return formatScientific(value, digits);
    return fixedSignificant(value, digits);
}

std::string formatDuration(double seconds, int digits)
{
    if (!std::isfinite(seconds))
        return formatPlain(seconds);
    if (seconds == 0.0)
        return "0 s";
    if (std::fabs(seconds) >= 1.0)
        return (significant(seconds, digits).exponent >= 6 ? formatEngineering(seconds, digits)
                                                           : fixedSignificant(seconds, digits))
            + " s";
    return formatSI(seconds, "s", digits);
}

std::string formatByteSize(std::size_t bytes)
{
    for (const auto& [shift, unit] : {std::pair {30, " GiB"}, {20, " MiB"}, {10, " KiB"}}) {
        const std::size_t size = std::size_t {1} << shift;
        if (bytes >= size && bytes % size == 0)
            return std::to_string(bytes >> shift) + unit;
    }
    return std::to_string(bytes) + " bytes";
}

} // namespace roofline
