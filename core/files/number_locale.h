#pragma once

#include "core/base/text.h"

#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// The one locale policy of every reader of numbers written as text (the measured-kernel CSV, Nsight
// Compute's CSV; docs/file-formats.md, "Numbers and locales"). A profiler or a spreadsheet writes numbers
// in its locale: "1,234.5" in English, "1.234,5" in German. Most numbers say which they are ("0,125":
// a thousands group never starts with 0; "65,77" and "1.5": a group has three digits; "1,234,567" and
// "1.234.567": a decimal mark appears once); some could be either ("1,230" is 1230 or 1.23; "117.344" is
// 117.344 or 117344). A file is read in one convention: the one its unambiguous numbers show. A number
// that could mean two things in a file that does not say which is refused, never guessed, and so is a
// file whose numbers contradict each other.

enum class DecimalMark {
    Unknown, // nothing in the text says
    Point, // "1,234.5": '.' before decimals, ',' between groups of three digits
    Comma, // "1.234,5": ',' before decimals, '.' between groups of three digits
};

// What a field's text is as a number in each convention: optional sign, digits (grouped in threes by the
// other mark, the first group of 1–3 digits not starting with 0), the decimal mark and decimals, an
// exponent (e or E). Surrounding spaces are ignored. A reading is absent when the text is not a finite
// number in that convention.
struct NumberReadings {
    std::optional<double> withPoint;
    std::optional<double> withComma;

    bool isNumber() const { return withPoint || withComma; }
    // Both readings are numbers, and different ones.
    bool ambiguous() const { return withPoint && withComma && *withPoint != *withComma; }
    // Point or Comma when only that reading is a number; Unknown otherwise ("12", "1,230", "abc").
    DecimalMark evidence() const;
};

NumberReadings readNumberText(std::string_view text);

// A file's decimal mark, learnt from its numbers as a reader meets them (it may also note every number
// first and read them after: a streaming reader keeps an ambiguous field until the mark is known).
class DecimalMarkPolicy {
public:
    explicit DecimalMarkPolicy(std::string source)
        : m_source(std::move(source))
    { }

    // Notes what one number field says about the file's mark. Throws Error(InvalidValue,
    // ErrorCode::MixedDecimalMarks) naming both fields when it contradicts one noted before.
    void note(const NumberReadings& readings, std::string_view text, const TextPosition& at, std::string_view what);
    void note(std::string_view text, const TextPosition& at, std::string_view what)
    {
        note(readNumberText(text), text, at, what);
    }

    DecimalMark mark() const { return m_mark; }

    // The field's value in the file's convention: its one reading when only one is a number or both are
    // the same; when they differ, the reading of the file's mark. nullopt when the text is not a number.
    // Throws Error(InvalidValue, ErrorCode::AmbiguousNumber) naming `what`, the position and both
    // readings, and saying how to re-export, when the readings differ and the file's mark is not known.
    std::optional<double> value(
        const NumberReadings& readings, std::string_view text, const TextPosition& at, std::string_view what) const;

    // What settled the mark: "line 3, column 12 (\"0,125\")". Empty while the mark is unknown.
    std::string evidence() const;

private:
    std::string m_source;
    DecimalMark m_mark = DecimalMark::Unknown;
    std::string m_evidenceText;
    std::string m_evidenceWhat;
    TextPosition m_evidenceAt;
};

} // namespace roofline
