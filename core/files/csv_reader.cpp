#include "core/files/csv_reader.h"

#include "core/base/error.h"
#include "core/base/text.h"

#include <algorithm>

namespace roofline {

namespace {

// Advances a position over text[from, to), keeping line and column in step with positionAt().
void advance(TextPosition& position, std::string_view text, std::size_t from, std::size_t to)
{
    for (std::size_t i = from; i < to; ++i) {
        // Eight plain ASCII bytes with no line break are eight columns: most of a profile is that.
        while (to - i >= 8 && plainAsciiWord(text.data() + i, '\n')) {
            position.column += 8;
            i += 8;
        }
        if (i == to)
            break;
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

CsvReader::CsvReader(std::string_view text, std::string_view source, const CsvOptions& options)
    : m_text(text.substr(0, std::min(options.endOffset, text.size())))
    , m_source(source)
    , m_options(options)
    , m_i(std::min(options.startOffset, m_text.size()))
    , m_position(positionAt(text, m_i))
{ }

void CsvReader::moveTo(std::size_t to)
{
    advance(m_position, m_text, m_i, to);
    m_i = to;
}

bool CsvReader::next(CsvRecord& record)
{
    const std::string_view text = m_text;
    // The record's fields are reused, so their text keeps its memory from one record to the next.
    std::size_t count = 0;
    while (m_i < text.size()) {
        // At the start of a line: skip blank lines and profiler messages.
        if (atLineEnd(text, m_i)) {
            // LF, CRLF, or a lone CR that ends the text.
            moveTo(text[m_i] == '\r' && m_i + 1 < text.size() ? m_i + 2 : m_i + 1);
            continue;
        }
        if (!m_options.skipLinesStartingWith.empty() && text.substr(m_i).starts_with(m_options.skipLinesStartingWith)) {
            const std::size_t end = text.find('\n', m_i);
            moveTo(end == std::string_view::npos ? text.size() : end + 1);
            continue;
        }
        if (m_options.quotedLinesOnly && text[m_i] != '"')
            break;
        record.line = m_position.line;
        while (true) {
            if (count == record.fields.size())
                record.fields.emplace_back();
            CsvField& field = record.fields[count++];
            field.text.clear();
            field.position = m_position;
            if (m_i < text.size() && text[m_i] == '"') {
                const TextPosition open = m_position;
                moveTo(m_i + 1);
                bool closed = false;
                while (m_i < text.size()) {
                    const std::size_t quote = text.find('"', m_i);
                    if (quote == std::string_view::npos)
                        break;
                    field.text.append(text.substr(m_i, quote - m_i));
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
                        formatPosition(m_source, open) + ": a quoted field is not closed (a \" is missing)",
                        detailAt(ErrorCode::UnclosedQuote, m_source, open));
                if (!(m_i >= text.size() || text[m_i] == ',' || atLineEnd(text, m_i)))
                    throw Error(ErrorKind::Syntax,
                        formatPosition(m_source, m_position)
                            + ": unexpected text after a closing quote (write \"\" for a quote inside a field)",
                        detailAt(ErrorCode::TextAfterQuote, m_source, m_position));
            } else {
                std::size_t end = m_i;
                while (end < text.size() && text[end] != ',' && !atLineEnd(text, end))
                    ++end;
                field.text.assign(text.substr(m_i, end - m_i));
                moveTo(end);
            }
            if (m_i < text.size() && text[m_i] == ',') {
                moveTo(m_i + 1);
                continue;
            }
            break;
        }
        record.fields.resize(count);
        return true;
    }
    record.fields.clear();
    return false;
}

std::vector<CsvRecord> readCsvRecords(std::string_view text, std::string_view source, const CsvOptions& options)
{
    std::vector<CsvRecord> records;
    CsvReader reader(text, source, options);
    CsvRecord record;
    while (reader.next(record))
        records.push_back(std::move(record));
    return records;
}

} // namespace roofline
