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
};

// RFC 4180 records: fields separated by commas, records by LF or CRLF; a field in double quotes may
// hold commas, line breaks and "" for a quote. Blank lines are skipped. `text` must already be UTF-8
// (see requireUtf8Text). Throws Error(Syntax) naming source, line and column for a quote that is
// never closed or text right after a closing quote.
std::vector<CsvRecord> readCsvRecords(std::string_view text, std::string_view source, const CsvOptions& options = {});

} // namespace roofline
