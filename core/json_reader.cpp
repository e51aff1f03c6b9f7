#include "core/json_reader.h"

#include "core/error.h"
#include "core/number_format.h"
#include "core/text.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace roofline {

namespace {

std::string sizeText(std::size_t bytes)
{
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= 1024 && bytes % 1024 == 0)
        return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

// Line and column (1-based, in bytes) of a byte offset.
std::pair<std::size_t, std::size_t> lineColumn(std::string_view text, std::size_t offset)
{
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// nlohmann's messages read "[json.exception.parse_error.101] parse error at line 1, column 3: syntax
// error while parsing value - invalid literal; last read: 'tru'". Keep what follows the position.
std::string parseErrorDetail(const std::string& what)
{
    std::string detail = what;
    if (const std::size_t bracket = detail.find("] "); bracket != std::string::npos)
        detail = detail.substr(bracket + 2);
    if (const std::size_t colon = detail.find(": "); colon != std::string::npos && detail.rfind("parse error", 0) == 0)
        detail = detail.substr(colon + 2);
    return detail;
}

} // namespace

std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes, std::string_view what)
{
    const std::string name = path.string();
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        throw Error(ErrorKind::Io, name + ": no such " + std::string(what));
    if (std::filesystem::is_directory(status))
        throw Error(ErrorKind::Io, name + ": is a directory, not a " + std::string(what));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorKind::Io, name + ": cannot be read (permission denied?)");
    // Read at most maxBytes + 1 so a huge file (or an endless device) is refused without reading it all.
    std::string text;
    text.resize(maxBytes + 1);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (in.bad())
        throw Error(ErrorKind::Io, name + ": read error");
    if (text.size() > maxBytes)
        throw Error(ErrorKind::TooLarge,
            name + ": file is larger than " + sizeText(maxBytes) + ", too large to be a " + std::string(what));
    return text;
}

nlohmann::json parseJson(std::string_view text, std::string_view source, const JsonLimits& limits)
{
    const std::string where(source);
    if (text.size() > limits.maxBytes)
        throw Error(ErrorKind::TooLarge, where + ": larger than " + sizeText(limits.maxBytes));
    if (trim(text).empty())
        throw Error(ErrorKind::Syntax, where + ": the file is empty");
    const int maxDepth = limits.maxDepth;
    const auto guardDepth = [&](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
        if (depth > maxDepth)
            throw Error(
                ErrorKind::TooDeep, where + ": JSON nested deeper than " + std::to_string(maxDepth) + " levels");
        return true;
    };
    try {
        return nlohmann::json::parse(text.begin(), text.end(), guardDepth, true, false);
    } catch (const nlohmann::json::parse_error& e) {
        const auto [line, column] = lineColumn(text, e.byte == 0 ? 0 : e.byte - 1);
        const std::string detail = parseErrorDetail(e.what());
        const std::string position = where + ":" + std::to_string(line) + ":" + std::to_string(column);
        if (detail.find("UTF-8") != std::string::npos)
            throw Error(ErrorKind::Encoding, position + ": text is not valid UTF-8 (" + detail + ")");
        if (e.byte >= text.size() || detail.find("end of input") != std::string::npos)
            throw Error(ErrorKind::Syntax, position + ": truncated JSON (" + detail + ")");
        throw Error(ErrorKind::Syntax, position + ": malformed JSON (" + detail + ")");
    } catch (const nlohmann::json::out_of_range& e) {
        // 406: a number literal that does not fit a double, e.g. 1e400.
        throw Error(ErrorKind::InvalidValue, where + ": " + parseErrorDetail(e.what()) + " (too large for a number)");
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorKind::Syntax, where + ": malformed JSON (" + parseErrorDetail(e.what()) + ")");
    }
}

std::string describeJsonType(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::object:
        return "an object";
    case nlohmann::json::value_t::array:
        return "an array";
    case nlohmann::json::value_t::string:
        return "the string " + quoteForMessage(value.get_ref<const std::string&>());
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return "the number " + formatPlain(value.get<double>());
    case nlohmann::json::value_t::binary:
        return "binary data";
    case nlohmann::json::value_t::discarded:
        return "nothing";
    }
    return "something else";
}

JsonCursor::JsonCursor(const nlohmann::json& value, std::string source, std::string path)
    : m_value(value)
    , m_source(std::move(source))
    , m_path(std::move(path))
{ }

std::string JsonCursor::describe() const
{
    return m_path.empty() ? m_source + ": top level" : m_source + ": " + m_path;
}

void JsonCursor::fail(int kind, const std::string& problem) const
{
    throw Error(static_cast<ErrorKind>(kind), describe() + ": " + problem);
}

void JsonCursor::expectObject() const
{
    if (!m_value.is_object())
        fail(static_cast<int>(ErrorKind::WrongType), "expected an object, got " + describeJsonType(m_value));
}

bool JsonCursor::has(std::string_view key) const
{
    expectObject();
    return m_value.contains(key);
}

JsonCursor JsonCursor::require(std::string_view key) const
{
    expectObject();
    const auto it = m_value.find(key);
    if (it == m_value.end())
        fail(static_cast<int>(ErrorKind::MissingKey), "missing key \"" + std::string(key) + "\"");
    return JsonCursor(*it, m_source, m_path.empty() ? std::string(key) : m_path + "." + std::string(key));
}

std::optional<JsonCursor> JsonCursor::optional(std::string_view key) const
{
    expectObject();
    const auto it = m_value.find(key);
    if (it == m_value.end() || it->is_null())
        return std::nullopt;
    return JsonCursor(*it, m_source, m_path.empty() ? std::string(key) : m_path + "." + std::string(key));
}

JsonCursor JsonCursor::at(std::size_t index) const
{
    return JsonCursor(m_value.at(index), m_source, m_path + "[" + std::to_string(index) + "]");
}

std::size_t JsonCursor::arraySize() const
{
    if (!m_value.is_array())
        fail(static_cast<int>(ErrorKind::WrongType), "expected an array, got " + describeJsonType(m_value));
    return m_value.size();
}

std::vector<std::string> JsonCursor::keys() const
{
    expectObject();
    std::vector<std::string> keys;
    for (const auto& item : m_value.items())
        keys.push_back(item.key());
    return keys;
}

std::string JsonCursor::string() const
{
    if (!m_value.is_string())
        fail(static_cast<int>(ErrorKind::WrongType), "expected a string, got " + describeJsonType(m_value));
    return m_value.get<std::string>();
}

std::string JsonCursor::nonEmptyString() const
{
    std::string text = string();
    if (trim(text).empty())
        fail(static_cast<int>(ErrorKind::InvalidValue), "must not be empty");
    return text;
}

double JsonCursor::number() const
{
    if (m_value.is_string()) {
        fail(static_cast<int>(ErrorKind::WrongType),
            "expected a number, got " + describeJsonType(m_value) + " (write numbers without quotes)");
    }
    if (!m_value.is_number())
        fail(static_cast<int>(ErrorKind::WrongType), "expected a number, got " + describeJsonType(m_value));
    const double value = m_value.get<double>();
    if (!std::isfinite(value))
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a finite number");
    return value;
}

double JsonCursor::positiveNumber() const
{
    const double value = number();
    if (value <= 0.0)
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a positive number, got " + formatPlain(value));
    return value;
}

long long JsonCursor::integer() const
{
    const double value = number();
    if (std::floor(value) != value || std::fabs(value) > 9e15)
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a whole number, got " + formatPlain(value));
    return static_cast<long long>(value);
}

bool JsonCursor::boolean() const
{
    if (!m_value.is_boolean())
        fail(static_cast<int>(ErrorKind::WrongType), "expected true or false, got " + describeJsonType(m_value));
    return m_value.get<bool>();
}

} // namespace roofline
