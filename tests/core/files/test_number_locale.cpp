// The one locale policy of every number read as text (core/files/number_locale.h): each text's readings
// with a decimal point and with a decimal comma, worked out by hand, and the file-wide rule.
#include "support/test_helpers.h"

#include "core/files/number_locale.h"

#include <optional>
#include <string_view>

namespace roofline::test {
namespace {

struct Case {
    const char* text;
    std::optional<double> withPoint;
    std::optional<double> withComma;
};

TEST(NumberLocale, EachTextsReadingsWithAPointAndWithAComma)
{
    const std::optional<double> none;
    const Case cases[] = {
        {"12", 12.0, 12.0},
        {"1,230", 1230.0, 1.23}, // a thousands group, or decimals
        {"117.344", 117.344, 117344.0},
        {"1.048", 1.048, 1048.0},
        {"0,125", none, 0.125}, // a thousands group never starts with 0
        {"0.125", 0.125, none},
        {"65,77", none, 65.77}, // a group has three digits
        {"1.5", 1.5, none},
        {"1,234,567", 1234567.0, none}, // a decimal mark appears once
        {"1.234.567", none, 1234567.0},
        {"1,234.5", 1234.5, none},
        {"1.234,5", none, 1234.5},
        {"137,438,953,472", 137438953472.0, none},
        {"1.2e9", 1.2e9, none},
        {"1,2e9", none, 1.2e9},
        {"1E-3", 1e-3, 1e-3},
        {"-1,5", none, -1.5},
        {"+7", 7.0, 7.0},
        {" 1,230 ", 1230.0, 1.23},
        {".5", 0.5, none},
        {"5.", 5.0, none},
        {"1234,5", none, 1234.5}, // a first group of four digits
        {"012,345", none, 12.345}, // nor one that starts with 0
        {"1,23,4", none, none},
        {"1,000,5", none, none},
        {"1,", none, 1.0},
        {",5", none, 0.5},
        {"1e", none, none},
        {"1e+", none, none},
        {"e5", none, none},
        {"1e400", none, none},
        {"nan", none, none},
        {"inf", none, none},
        {"", none, none},
        {"-", none, none},
        {"12abc", none, none},
        {"1 230", none, none},
    };
    for (const Case& c : cases) {
        const NumberReadings readings = readNumberText(c.text);
        EXPECT_EQ(readings.withPoint, c.withPoint) << '"' << c.text << '"';
        EXPECT_EQ(readings.withComma, c.withComma) << '"' << c.text << '"';
    }
}

// A CSV field is a view into its line: the number ends where the field ends, whatever follows it in
// memory (the next field's digits, a decimal mark, an exponent).
TEST(NumberLocale, ANumberEndsWhereItsFieldEnds)
{
    const std::string_view line = "1234,12.5,1.25,12e3,1e23";
    const auto field = [&](std::size_t from, std::size_t length) { return readNumberText(line.substr(from, length)); };
    EXPECT_EQ(field(0, 2).withPoint, 12.0); // "12" of "1234"
    EXPECT_EQ(field(0, 2).withComma, 12.0);
    EXPECT_EQ(field(5, 2).withPoint, 12.0); // "12" of "12.5"
    EXPECT_EQ(field(10, 3).withPoint, 1.2); // "1.2" of "1.25"
    EXPECT_EQ(field(15, 2).withPoint, 12.0); // "12" of "12e3"
    EXPECT_EQ(field(20, 3).withPoint, 100.0); // "1e2" of "1e23"
}

TEST(NumberLocale, WhatEachTextSaysAboutTheFile)
{
    EXPECT_EQ(readNumberText("0,125").evidence(), DecimalMark::Comma);
    EXPECT_EQ(readNumberText("1.5").evidence(), DecimalMark::Point);
    EXPECT_EQ(readNumberText("1,230").evidence(), DecimalMark::Unknown);
    EXPECT_EQ(readNumberText("12").evidence(), DecimalMark::Unknown);
    EXPECT_EQ(readNumberText("abc").evidence(), DecimalMark::Unknown);
    EXPECT_TRUE(readNumberText("1,230").ambiguous());
    EXPECT_TRUE(readNumberText("117.344").ambiguous());
    EXPECT_FALSE(readNumberText("12").ambiguous()); // the same either way
    EXPECT_FALSE(readNumberText("0,125").ambiguous());
    EXPECT_FALSE(readNumberText("abc").ambiguous());
    EXPECT_TRUE(readNumberText("0,125").isNumber());
    EXPECT_FALSE(readNumberText("abc").isNumber());
}

TEST(NumberLocale, AFileOfDecimalCommasReadsItsAmbiguousNumbersWithCommas)
{
    DecimalMarkPolicy policy("eu.csv");
    EXPECT_EQ(policy.mark(), DecimalMark::Unknown);
    EXPECT_EQ(policy.evidence(), "");
    policy.note("1,230", {2, 5}, "seconds"); // says nothing
    EXPECT_EQ(policy.mark(), DecimalMark::Unknown);
    policy.note("0,125", {3, 7}, "seconds");
    EXPECT_EQ(policy.mark(), DecimalMark::Comma);
    EXPECT_EQ(policy.evidence(), "\"0,125\" (seconds, line 3, column 7)");
    EXPECT_EQ(policy.value(readNumberText("1,230"), "1,230", {2, 5}, "seconds"), 1.23);
    EXPECT_EQ(policy.value(readNumberText("101,450"), "101,450", {2, 9}, "bytes"), 101.45);
    EXPECT_EQ(policy.value(readNumberText("117.344"), "117.344", {4, 1}, "seconds"), 117344.0);
    EXPECT_EQ(policy.value(readNumberText("12"), "12", {4, 1}, "flops"), 12.0);
    EXPECT_EQ(policy.value(readNumberText("n/a"), "n/a", {4, 1}, "flops"), std::nullopt);
}

TEST(NumberLocale, AFileOfDecimalPointsReadsItsAmbiguousNumbersWithPoints)
{
    DecimalMarkPolicy policy("us.csv");
    policy.note("1,234,567", {2, 1}, "flops");
    EXPECT_EQ(policy.mark(), DecimalMark::Point);
    EXPECT_EQ(policy.value(readNumberText("1,230"), "1,230", {3, 1}, "seconds"), 1230.0);
    EXPECT_EQ(policy.value(readNumberText("117.344"), "117.344", {3, 1}, "seconds"), 117.344);
    policy.note("1.5", {4, 1}, "bytes"); // agrees
    EXPECT_EQ(policy.mark(), DecimalMark::Point);
}

TEST(NumberLocale, ANumberThatCouldMeanTwoThingsInAFileThatDoesNotSayIsRefused)
{
    const DecimalMarkPolicy policy("runs.csv");
    try {
        policy.value(readNumberText("1,230"), "1,230", {2, 12}, "seconds");
        ADD_FAILURE() << "\"1,230\" was read";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::InvalidValue);
        EXPECT_EQ(std::string(error.what()),
            "runs.csv:2:12: seconds: \"1,230\" could be 1230 (\",\" between thousands) or 1.23 (a decimal comma), "
            "and no other number in the file says which; export it again with decimal points and no thousands "
            "separators (LC_ALL=C ncu --csv …, or a spreadsheet saved in an English locale)");
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::AmbiguousNumber);
        EXPECT_EQ(error.detail()->keyPath, "seconds");
        EXPECT_EQ(error.detail()->value, "\"1,230\"");
        EXPECT_EQ(error.detail()->low, "1230");
        EXPECT_EQ(error.detail()->high, "1.23");
        EXPECT_EQ(error.detail()->line, 2u);
        EXPECT_EQ(error.detail()->column, 12u);
    }
    EXPECT_ROOFLINE_ERROR(policy.value(readNumberText("117.344"), "117.344", {5, 1}, "gpu__time_duration.sum"),
        ErrorKind::InvalidValue,
        "runs.csv:5:1: gpu__time_duration.sum: \"117.344\" could be 117.344 (a decimal point) or 117344 (\".\" "
        "between thousands)");
}

TEST(NumberLocale, NumbersThatContradictEachOtherAreRefusedNamingBoth)
{
    DecimalMarkPolicy policy("mixed.csv");
    policy.note("1.5", {2, 7}, "bytes");
    try {
        policy.note("0,125", {3, 9}, "seconds");
        ADD_FAILURE() << "a decimal comma after a decimal point was accepted";
    } catch (const Error& error) {
        EXPECT_EQ(std::string(error.what()),
            "mixed.csv:3:9: seconds: \"0,125\" has a decimal comma, but \"1.5\" (bytes, line 2, column 7) has a "
            "decimal point: the file mixes two ways of writing numbers; export it again in one locale (LC_ALL=C "
            "writes decimal points)");
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::MixedDecimalMarks);
        EXPECT_EQ(error.detail()->value, "\"0,125\"");
        EXPECT_EQ(error.detail()->expected, "\"1.5\"");
        EXPECT_EQ(error.detail()->subject, "2:7");
    }
    // A field read without being noted is held to the file's mark too.
    EXPECT_ROOFLINE_ERROR(policy.value(readNumberText("65,77"), "65,77", {4, 1}, "flops"), ErrorKind::InvalidValue,
        "\"65,77\" has a decimal comma, but \"1.5\"");
}

} // namespace
} // namespace roofline::test
