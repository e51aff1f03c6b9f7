#pragma once

#include "core/base/text.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// One field of a CSV record, with where it starts so errors can say "file:12:34".
struct CsvField {
    std::string text; // unquoted: "" inside quotes became "
    TextPosition position;
};

struct CsvRecord {
    std::vector<CsvField> fields;
    std::size_t line = 1; // where the record starts
};

struct CsvOptions {
    // Lines that start with this (outside a record) are not data: ncu's "==PROF==" and "==WARNING=="
    // messages. Empty: every line is a record.
    std::string skipLinesStartingWith;
    // Where to start reading (the start of a line); positions are still counted from the top.
    std::size_t startOffset = 0;
    // Where to stop (the start of a line): the text after it is not read.
    std::size_t endOffset = std::string_view::npos;
    // The table ends at the first line (not blank, not skipped) that does not start with a quote: ncu
    // quotes every field, so what follows its table is a program's output.
    bool quotedLinesOnly = false;
};

// RFC 4180 records: fields separated by commas, records by LF or CRLF; a field in double quotes may
// hold commas, line breaks and "" for a quote. Blank lines are skipped. `text` must already be UTF-8
// (see requireUtf8Text). Throws Error(Syntax) naming source, line and column for a quote that is
// never closed or text right after a closing quote. Reads one record at a time, so a reader need not
// hold a whole file's records.
class CsvReader {
public:
    CsvReader(std::string_view text, std::string_view source, const CsvOptions& options = {});

    // The next record into `record` (its fields replaced); false at the end of the table.
    bool next(CsvRecord& record);
    // Where reading stopped: the end of the text (or endOffset), or the line quotedLinesOnly stopped at.
    std::size_t offset() const { return m_i; }
    TextPosition position() const { return m_position; }

private:
    void moveTo(std::size_t to);

    std::string_view m_text;
    std::string_view m_source;
    CsvOptions m_options;
    std::size_t m_i = 0;
    TextPosition m_position;
};

// Every record of the text.
std::vector<CsvRecord> readCsvRecords(std::string_view text, std::string_view source, const CsvOptions& options = {});

} // namespace roofline
