#include "core/files/number_locale.h"

#include "core/base/error.h"
#include "core/base/number_format.h"

#include <array>
#include <string>

namespace roofline {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The text as a number with `decimal` before the decimals and `group` between groups of three digits.
std::optional<double> readIn(std::string_view text, char decimal, char group)
{
    text = trim(text);
    // The number as from_chars reads it: never longer than the text, so a short one stays on the stack.
    std::array<char, 64> small {};
    std::string large;
    char* const plainStart = text.size() <= small.size() ? small.data() : (large.resize(text.size()), large.data());
    char* plainEnd = plainStart;
    const auto append = [&](char c) { *plainEnd++ = c; };
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        if (text[i] == '-')
            append('-');
        ++i;
    }
    const std::size_t integerStart = i;
    std::size_t integerDigits = 0;
    std::size_t groupDigits = 0;
    bool grouped = false;
    for (; i < text.size(); ++i) {
        if (isDigit(text[i])) {
            append(text[i]);
            ++integerDigits;
            ++groupDigits;
            continue;
        }
        if (text[i] != group)
            break;
        // The first group: 1 to 3 digits, not starting with 0 ("0,125" is no thousands group); the others: 3.
        if (grouped ? groupDigits != 3 : (groupDigits == 0 || groupDigits > 3 || text[integerStart] == '0'))
            return std::nullopt;
        grouped = true;
        groupDigits = 0;
    }
    if (grouped && groupDigits != 3)
        return std::nullopt;
    std::size_t decimals = 0;
    if (i < text.size() && text[i] == decimal) {
        append('.');
        for (++i; i < text.size() && isDigit(text[i]); ++i, ++decimals)
            append(text[i]);
    }
    if (integerDigits + decimals == 0)
        return std::nullopt;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        append('e');
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            append(text[i++]);
        std::size_t exponentDigits = 0;
        for (; i < text.size() && isDigit(text[i]); ++i, ++exponentDigits)
            append(text[i]);
        if (exponentDigits == 0)
            return std::nullopt;
    }
    if (i != text.size())
        return std::nullopt;
    return parseFiniteNumber(std::string_view(plainStart, static_cast<std::size_t>(plainEnd - plainStart)));
}

std::string_view markWords(DecimalMark mark)
{
    return mark == DecimalMark::Comma ? "a decimal comma" : "a decimal point";
}

std::string place(const TextPosition& at)
{
    return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
}

} // namespace

DecimalMark NumberReadings::evidence() const
{
    if (withPoint && !withComma)
        return DecimalMark::Point;
    if (withComma && !withPoint)
        return DecimalMark::Comma;
    return DecimalMark::Unknown;
}

NumberReadings readNumberText(std::string_view text)
{
    return {readIn(text, '.', ','), readIn(text, ',', '.')};
}

void DecimalMarkPolicy::note(
    const NumberReadings& readings, std::string_view text, const TextPosition& at, std::string_view what)
{
    const DecimalMark evidence = readings.evidence();
    if (evidence == DecimalMark::Unknown)
        return;
    if (m_mark == DecimalMark::Unknown) {
        m_mark = evidence;
        m_evidenceText = std::string(trim(text));
        m_evidenceWhat = std::string(what);
        m_evidenceAt = at;
        return;
    }
    if (evidence == m_mark)
        return;
    ErrorDetail detail = detailAt(ErrorCode::MixedDecimalMarks, m_source, at, std::string(what));
    detail.value = quoteForMessage(trim(text));
    detail.expected = quoteForMessage(m_evidenceText);
    detail.subject = std::to_string(m_evidenceAt.line) + ":" + std::to_string(m_evidenceAt.column);
    throw Error(ErrorKind::InvalidValue,
        formatPosition(m_source, at) + ": " + std::string(what) + ": " + quoteForMessage(trim(text)) + " has "
            + std::string(markWords(evidence)) + ", but " + quoteForMessage(m_evidenceText) + " (" + m_evidenceWhat
            + ", " + place(m_evidenceAt) + ") has " + std::string(markWords(m_mark))
            + ": the file mixes two ways of writing numbers; export it again in one locale (LC_ALL=C writes "
              "decimal points)",
        std::move(detail));
}

std::optional<double> DecimalMarkPolicy::value(
    const NumberReadings& readings, std::string_view text, const TextPosition& at, std::string_view what) const
{
    if (!readings.ambiguous()) {
        if (readings.evidence() != DecimalMark::Unknown && m_mark != DecimalMark::Unknown
            && readings.evidence() != m_mark) {
            DecimalMarkPolicy check = *this;
            check.note(readings, text, at, what); // throws: the field contradicts the file
        }
        return readings.withPoint ? readings.withPoint : readings.withComma;
    }
    if (m_mark == DecimalMark::Point)
        return readings.withPoint;
    if (m_mark == DecimalMark::Comma)
        return readings.withComma;
    ErrorDetail detail = detailAt(ErrorCode::AmbiguousNumber, m_source, at, std::string(what));
    detail.value = quoteForMessage(trim(text));
    detail.low = formatPlain(*readings.withPoint);
    detail.high = formatPlain(*readings.withComma);
    const bool commaInside = trim(text).find(',') != std::string_view::npos;
    throw Error(ErrorKind::InvalidValue,
        formatPosition(m_source, at) + ": " + std::string(what) + ": " + quoteForMessage(trim(text)) + " could be "
            + formatPlain(*readings.withPoint) + (commaInside ? " (\",\" between thousands)" : " (a decimal point)")
            + " or " + formatPlain(*readings.withComma)
            + (commaInside ? " (a decimal comma)" : " (\".\" between thousands)")
            + ", and no other number in the file says which; export it again with decimal points and no thousands "
              "separators (LC_ALL=C ncu --csv …, or a spreadsheet saved in an English locale)",
        std::move(detail));
}

std::string DecimalMarkPolicy::evidence() const
{
    if (m_mark == DecimalMark::Unknown)
        return {};
    return quoteForMessage(m_evidenceText) + " (" + m_evidenceWhat + ", " + place(m_evidenceAt) + ")";
}

} // namespace roofline
