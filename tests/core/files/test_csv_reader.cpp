// The CSV reader (core/files/csv_reader.h): where each field starts, in lines and characters, through long
// plain runs, characters of several bytes and line breaks inside quotes; its records reuse their
// fields from one record to the next without keeping any text of the last one.
#include "support/test_helpers.h"

#include "core/files/csv_reader.h"

#include <string>

namespace roofline::test {
namespace {

TEST(CsvReader, FieldsStartWhereTheirCharactersAre)
{
    // Line 1: 28 columns of a quoted plain field, a comma, 12 columns of a quoted field of 10 two-byte
    // characters, a comma. Line 2 starts inside the quotes of line 1's last field.
    const std::string text = "\"abcdefghijklmnopqrstuvwxyz\",\"éééééééééé\",\"first\nsecond line, still quoted\","
                             "0123456789abcdefghij\n"
                             "x,,\"\"\"quoted\"\"\"\n";
    const std::vector<CsvRecord> records = readCsvRecords(text, "t.csv");
    ASSERT_EQ(records.size(), 2u);
    const CsvRecord& first = records[0];
    ASSERT_EQ(first.fields.size(), 4u);
    EXPECT_EQ(first.fields[0].text, "abcdefghijklmnopqrstuvwxyz");
    EXPECT_EQ(first.fields[0].position.line, 1u);
    EXPECT_EQ(first.fields[0].position.column, 1u);
    EXPECT_EQ(first.fields[1].text, "éééééééééé");
    EXPECT_EQ(first.fields[1].position.column, 1u + 28 + 1);
    EXPECT_EQ(first.fields[2].text, "first\nsecond line, still quoted");
    EXPECT_EQ(first.fields[2].position.column, 30u + 12 + 1);
    // After the quoted line break: "second line, still quoted" is 25 columns, then the closing quote
    // and the comma.
    EXPECT_EQ(first.fields[3].text, "0123456789abcdefghij");
    EXPECT_EQ(first.fields[3].position.line, 2u);
    EXPECT_EQ(first.fields[3].position.column, 25u + 1 + 1 + 1);
    const CsvRecord& second = records[1];
    EXPECT_EQ(second.line, 3u);
    ASSERT_EQ(second.fields.size(), 3u);
    EXPECT_EQ(second.fields[1].text, "");
    EXPECT_EQ(second.fields[1].position.column, 3u);
    EXPECT_EQ(second.fields[2].text, "\"quoted\"");
    EXPECT_EQ(second.fields[2].position.column, 4u);
}

TEST(CsvReader, ARecordReadIntoAgainHoldsOnlyItsOwnFields)
{
    CsvReader reader("\"a long first field\",b,c,d\n\"\",e\nonly\n", "t.csv");
    CsvRecord record;
    ASSERT_TRUE(reader.next(record));
    EXPECT_EQ(record.fields.size(), 4u);
    ASSERT_TRUE(reader.next(record));
    ASSERT_EQ(record.fields.size(), 2u);
    EXPECT_EQ(record.fields[0].text, ""); // not what the first record's first field held
    EXPECT_EQ(record.fields[1].text, "e");
    ASSERT_TRUE(reader.next(record));
    ASSERT_EQ(record.fields.size(), 1u);
    EXPECT_EQ(record.fields[0].text, "only");
    EXPECT_EQ(record.line, 3u);
    EXPECT_FALSE(reader.next(record));
    EXPECT_TRUE(record.fields.empty());
}

} // namespace
} // namespace roofline::test
