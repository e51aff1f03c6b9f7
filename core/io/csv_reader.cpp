#include "core/io/csv_reader.h"

#include "core/base/error.h"

#include <algorithm>

namespace roofline {

namespace {

// Advances a position over text[from, to), keeping line and column in step with positionAt().
void advance(TextPosition& position, std::string_view text, std::size_t from, std::size_t to)
{
    for (std::size_t i = from; i < to; ++i) {
        if (text[i] == '\n') {
            ++position.line;
            position.column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++position.column;
        }
    }
}

bool atLineEnd(std::string_view text, std::size_t i)
{
    return i >= text.size() || text[i] == '\n' || (text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] == '\n'));
}

} // namespace

std::vector<CsvRecord> readCsvRecords(std::string_view text, std::string_view source, const CsvOptions& options)
{
    std::vector<CsvRecord> records;
    std::size_t i = std::min(options.startOffset, text.size());
    TextPosition position = positionAt(text, i); // of text[i]
    const auto moveTo = [&](std::size_t to) {
        advance(position, text, i, to);
        i = to;
    };
    while (i < text.size()) {
        // At the start of a line: skip blank lines and profiler messages.
        if (atLineEnd(text, i)) {
            // LF, CRLF, or a lone CR that ends the text.
            moveTo(text[i] == '\r' && i + 1 < text.size() ? i + 2 : i + 1);
            continue;
        }
        if (!options.skipLinesStartingWith.empty() && text.substr(i).starts_with(options.skipLinesStartingWith)) {
            const std::size_t end = text.find('\n', i);
            moveTo(end == std::string_view::npos ? text.size() : end + 1);
            continue;
        }
        CsvRecord record;
        record.line = position.line;
        while (true) {
            CsvField field;
            field.position = position;
            if (i < text.size() && text[i] == '"') {
                const TextPosition open = position;
                moveTo(i + 1);
                bool closed = false;
                while (i < text.size()) {
                    const std::size_t quote = text.find('"', i);
                    if (quote == std::string_view::npos)
                        break;
                    field.text.append(text.substr(i, quote - i));
                    if (quote + 1 < text.size() && text[quote + 1] == '"') {
                        field.text += '"';
                        moveTo(quote + 2);
                        continue;
                    }
                    moveTo(quote + 1);
                    closed = true;
                    break;
                }
                if (!closed)
                    throw Error(ErrorKind::Syntax,
                        formatPosition(source, open) + ": a quoted field is not closed (a \" is missing)",
                        detailAt(ErrorCode::UnclosedQuote, source, open));
                if (!(i >= text.size() || text[i] == ',' || atLineEnd(text, i)))
                    throw Error(ErrorKind::Syntax,
                        formatPosition(source, position)
                            + ": unexpected text after a closing quote (write \"\" for a quote inside a field)",
                        detailAt(ErrorCode::TextAfterQuote, source, position));
            } else {
                std::size_t end = i;
                while (end < text.size() && text[end] != ',' && !atLineEnd(text, end))
                    ++end;
                field.text.assign(text.substr(i, end - i));
                moveTo(end);
            }
            record.fields.push_back(std::move(field));
            if (i < text.size() && text[i] == ',') {
                moveTo(i + 1);
                continue;
            }
            break;
        }
        records.push_back(std::move(record));
    }
    return records;
}

} // namespace roofline
