#include "core/files/json_reader.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/safe_paths.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <optional>
#include <unistd.h>
#include <utility>

namespace roofline {

namespace {

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

ErrorDetail detailOf(ErrorCode code, std::string_view source, std::string value = {}, unsigned long long limit = 0)
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = std::string(source);
    detail.value = std::move(value);
    detail.limit = limit;
    return detail;
}

// A JSON value as written, for messages in any language: "abc" quoted, numbers plain, {…} and […].
std::string jsonLiteral(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::object:
        return "{…}";
    case nlohmann::json::value_t::array:
        return "[…]";
    case nlohmann::json::value_t::string:
        return quoteForMessage(value.get_ref<const std::string&>());
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return formatPlain(value.get<double>());
    default:
        return value.dump();
    }
}

// A key as it appears in a key path: plain when it is a simple name, quoted otherwise.
std::string pathKey(const std::string& key)
{
    const bool plain = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    return plain ? key : quoteForMessage(key, 40);
}

// Builds the document like nlohmann's own DOM parser, but iteratively and knowing where it is: the
// key path of the value being read, so a number that overflows or a duplicate key is reported as
// "file:3:28: peak_flops_per_s.bf16: …". The depth is checked before a container is opened, so
// hostile nesting is refused long before anything could recurse deeply.
class PathTrackingSax {
public:
    PathTrackingSax(nlohmann::json& root, std::string_view text, std::string_view source, int maxDepth)
        : m_root(root)
        , m_text(text)
        , m_source(source)
        , m_maxDepth(maxDepth)
    { }

    bool null() { return addValue(nullptr); }
    bool boolean(bool value) { return addValue(value); }
    bool number_integer(nlohmann::json::number_integer_t value) { return addValue(value); }
    bool number_unsigned(nlohmann::json::number_unsigned_t value) { return addValue(value); }
    bool number_float(nlohmann::json::number_float_t value, const std::string&) { return addValue(value); }
    bool string(std::string& value) { return addValue(std::move(value)); }
    bool binary(nlohmann::json::binary_t& value) { return addValue(nlohmann::json::binary(std::move(value))); }

    bool start_object(std::size_t) { return open(nlohmann::json::value_t::object); }
    bool start_array(std::size_t) { return open(nlohmann::json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string& key)
    {
        Frame& frame = m_frames.back();
        if (frame.container->contains(key)) {
            frame.key = key;
            ErrorDetail detail = detailOf(ErrorCode::DuplicateKey, m_source, quoteForMessage(key));
            detail.keyPath = keyPath();
            m_error = Error(ErrorKind::Syntax,
                m_source + ": " + path() + ": the key " + quoteForMessage(key) + " appears twice in the same object",
                std::move(detail));
            return false;
        }
        frame.key = key;
        frame.hasKey = true;
        m_slot = &(*frame.container)[key];
        return true;
    }

    bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& exception)
    {
        const std::string at = m_frames.empty() ? std::string() : path() + ": ";
        m_error = jsonParseError(m_text, m_source, position, token, exception, keyPath(), at);
        return false;
    }

    const std::optional<Error>& error() const { return m_error; }

private:
    struct Frame {
        nlohmann::json* container = nullptr;
        std::string key; // of the value being read, in an object
        bool hasKey = false;
    };

    // The key path of the value being read: "memory[0].bandwidth_bytes_per_s". A container that is not
    // the innermost one holds the open child as its last member; the innermost one is about to read
    // its next member (an array's next index, an object's value once its key was read).
    std::string path() const
    {
        const std::string text = keyPath();
        return text.empty() ? "top level" : text;
    }

    // The same, empty at the top level.
    std::string keyPath() const
    {
        std::string text;
        for (std::size_t i = 0; i < m_frames.size(); ++i) {
            const Frame& frame = m_frames[i];
            const bool innermost = i + 1 == m_frames.size();
            if (frame.container->is_array()) {
                const std::size_t size = frame.container->size();
                text += "[" + std::to_string(innermost ? size : size - 1) + "]";
            } else if (!innermost || frame.hasKey) {
                text += (text.empty() ? "" : ".") + pathKey(frame.key);
            }
            if (text.size() > 200) {
                text += "…";
                break;
            }
        }
        return text;
    }

    template<typename Value> nlohmann::json* place(Value&& value)
    {
        if (m_frames.empty()) {
            m_root = nlohmann::json(std::forward<Value>(value));
            return &m_root;
        }
        Frame& frame = m_frames.back();
        if (frame.container->is_array()) {
            frame.container->emplace_back(std::forward<Value>(value));
            return &frame.container->back();
        }
        *m_slot = nlohmann::json(std::forward<Value>(value));
        frame.hasKey = false;
        return m_slot;
    }

    template<typename Value> bool addValue(Value&& value)
    {
        place(std::forward<Value>(value));
        return true;
    }

    bool open(nlohmann::json::value_t type)
    {
        if (static_cast<int>(m_frames.size()) >= m_maxDepth) {
            ErrorDetail detail
                = detailOf(ErrorCode::TooDeep, m_source, {}, static_cast<unsigned long long>(m_maxDepth));
            detail.keyPath = keyPath();
            m_error = Error(ErrorKind::TooDeep,
                m_source + ": " + path() + ": JSON nested deeper than " + std::to_string(m_maxDepth)
                    + " levels (the limit for this kind of file)",
                std::move(detail));
            return false;
        }
        nlohmann::json* container = place(type);
        m_frames.push_back(Frame {container, {}, false});
        return true;
    }

    bool close()
    {
        m_frames.pop_back();
        return true;
    }

    nlohmann::json& m_root;
    std::string_view m_text;
    std::string m_source;
    int m_maxDepth;
    std::vector<Frame> m_frames;
    nlohmann::json* m_slot = nullptr;
    std::optional<Error> m_error;
};

} // namespace

Error jsonParseError(std::string_view text, std::string_view source, std::size_t position, const std::string& token,
    const nlohmann::detail::exception& exception, const std::string& keyPath, const std::string& at)
{
    const std::size_t offset = position == 0 ? 0 : position - 1;
    const TextPosition textPosition = positionAt(text, offset);
    const std::string where = formatPosition(source, textPosition);
    if (exception.id == 406) { // a number literal that does not fit a double, e.g. 1e400
        ErrorDetail detail = detailAt(ErrorCode::NumberOutOfRange, source, textPosition, keyPath);
        detail.value = quoteForMessage(token, 40);
        return Error(ErrorKind::InvalidValue,
            where + ": " + at + "the number " + quoteForMessage(token, 40)
                + " is out of range (larger than 1.8e308, the largest number a double holds)",
            std::move(detail));
    }
    if (position >= text.size() || std::string(exception.what()).find("unexpected end of input") != std::string::npos)
        return Error(ErrorKind::Syntax,
            where + ": " + at + "truncated JSON (" + parseErrorDetail(exception.what()) + ")",
            detailAt(ErrorCode::TruncatedJson, source, textPosition, keyPath));
    return Error(ErrorKind::Syntax, where + ": " + at + "malformed JSON (" + parseErrorDetail(exception.what()) + ")",
        detailAt(ErrorCode::MalformedJson, source, textPosition, keyPath));
}

std::string jsonParseErrorText(const std::string& what)
{
    return parseErrorDetail(what);
}

std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes, std::string_view what)
{
    const std::string name = path.string();
    // A regular file only, opened without blocking: a FIFO or a device is refused by its kind.
    const int fd = openRegularFile(path, what);
    // Read in chunks and stop past maxBytes, so a huge file is refused without reading it all, and a
    // small file costs no more than its size.
    std::string text;
    std::array<char, 1 << 16> chunk {};
    bool failed = false;
    while (text.size() <= maxBytes) {
        const ssize_t got = ::read(fd, chunk.data(), chunk.size());
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            failed = true;
        if (got <= 0)
            break;
        text.append(chunk.data(), static_cast<std::size_t>(got));
    }
    ::close(fd);
    if (failed)
        throw Error(ErrorKind::Io, name + ": read error", detailOf(ErrorCode::ReadFailed, name));
    if (text.size() > maxBytes)
        throw Error(ErrorKind::TooLarge,
            name + ": file is larger than " + formatByteSize(maxBytes) + ", too large to be a " + std::string(what),
            detailOf(ErrorCode::FileTooLarge, name, std::string(what), maxBytes));
    return text;
}

nlohmann::json parseJson(std::string_view text, std::string_view source, const JsonLimits& limits)
{
    const std::string where(source);
    if (text.size() > limits.maxBytes)
        throw Error(ErrorKind::TooLarge,
            where + ": larger than " + formatByteSize(limits.maxBytes) + ", the limit for this kind of file",
            detailOf(ErrorCode::TextTooLarge, source, {}, limits.maxBytes));
    requireUtf8Text(text, source);
    if (text.starts_with("\xEF\xBB\xBF")) // a UTF-8 byte-order mark: harmless, and invisible in editors
        text.remove_prefix(3);
    if (trim(text).empty())
        throw Error(ErrorKind::Syntax, where + ": the file is empty", detailOf(ErrorCode::Empty, source));
    nlohmann::json document;
    PathTrackingSax sax(document, text, source, limits.maxDepth);
    bool complete = false;
    try {
        complete
            = nlohmann::json::sax_parse(text.begin(), text.end(), &sax, nlohmann::json::input_format_t::json, true);
    } catch (const nlohmann::json::exception& e) {
        // Not expected (the handler reports every problem itself), but never let it escape untyped.
        throw Error(ErrorKind::Syntax, where + ": malformed JSON (" + parseErrorDetail(e.what()) + ")");
    }
    if (sax.error())
        throw *sax.error();
    if (!complete)
        throw Error(ErrorKind::Syntax, where + ": malformed JSON");
    return document;
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

void JsonCursor::fail(
    int kind, const std::string& problem, ErrorCode code, std::string value, std::string expected) const
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = m_source;
    detail.keyPath = m_path;
    detail.value = std::move(value);
    detail.expected = std::move(expected);
    throw Error(static_cast<ErrorKind>(kind), describe() + ": " + problem, std::move(detail));
}

void JsonCursor::fail(int kind, const std::string& problem, ErrorDetail detail) const
{
    detail.source = m_source;
    detail.keyPath = m_path;
    throw Error(static_cast<ErrorKind>(kind), describe() + ": " + problem, std::move(detail));
}

void JsonCursor::expectObject() const
{
    if (!m_value.is_object())
        fail(static_cast<int>(ErrorKind::WrongType), "expected an object, got " + describeJsonType(m_value),
            ErrorCode::WrongType, jsonLiteral(m_value), "object");
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
        fail(static_cast<int>(ErrorKind::MissingKey), "missing key \"" + std::string(key) + "\"", ErrorCode::MissingKey,
            std::string(key));
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
        fail(static_cast<int>(ErrorKind::WrongType), "expected an array, got " + describeJsonType(m_value),
            ErrorCode::WrongType, jsonLiteral(m_value), "array");
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
        fail(static_cast<int>(ErrorKind::WrongType), "expected a string, got " + describeJsonType(m_value),
            ErrorCode::WrongType, jsonLiteral(m_value), "string");
    return m_value.get<std::string>();
}

std::string JsonCursor::nonEmptyString() const
{
    std::string text = string();
    if (trim(text).empty())
        fail(static_cast<int>(ErrorKind::InvalidValue), "must not be empty", ErrorCode::MustNotBeEmpty);
    return text;
}

double JsonCursor::number() const
{
    if (m_value.is_string()) {
        fail(static_cast<int>(ErrorKind::WrongType),
            "expected a number, got " + describeJsonType(m_value) + " (write numbers without quotes)",
            ErrorCode::WrongType, jsonLiteral(m_value), "number");
    }
    if (!m_value.is_number())
        fail(static_cast<int>(ErrorKind::WrongType), "expected a number, got " + describeJsonType(m_value),
            ErrorCode::WrongType, jsonLiteral(m_value), "number");
    const double value = m_value.get<double>();
    if (!std::isfinite(value))
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a finite number", ErrorCode::NotFinite);
    return value;
}

double JsonCursor::positiveNumber() const
{
    const double value = number();
    if (value <= 0.0)
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a positive number, got " + formatPlain(value),
            ErrorCode::NotPositive, formatPlain(value));
    return value;
}

long long JsonCursor::integer() const
{
    const double value = number();
    if (std::floor(value) != value || std::fabs(value) > 9e15)
        fail(static_cast<int>(ErrorKind::InvalidValue), "must be a whole number, got " + formatPlain(value),
            ErrorCode::NotWhole, formatPlain(value));
    return static_cast<long long>(value);
}

bool JsonCursor::boolean() const
{
    if (!m_value.is_boolean())
        fail(static_cast<int>(ErrorKind::WrongType), "expected true or false, got " + describeJsonType(m_value),
            ErrorCode::WrongType, jsonLiteral(m_value), "boolean");
    return m_value.get<bool>();
}

} // namespace roofline
