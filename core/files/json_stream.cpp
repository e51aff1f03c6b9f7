#include "core/files/json_stream.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/files/json_reader.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline {

namespace {

ErrorDetail streamDetailOf(ErrorCode code, std::string_view source, std::string keyPath, std::string value = {})
{
    ErrorDetail detail = errorDetail(code, std::move(value));
    detail.source = std::string(source);
    detail.keyPath = std::move(keyPath);
    return detail;
}

// The SAX handler: depth 1 is the top-level object, depth 2 the array's elements, from depth 3 on
// inside an element, which is built in `m_element` through a stack of the containers open in it.
class ArrayStreamSax {
public:
    ArrayStreamSax(std::string_view text, std::string_view source, int maxDepth, std::string_view arrayKey,
        const std::function<void(const nlohmann::json&, std::size_t)>& element)
        : m_text(text)
        , m_source(source)
        , m_maxDepth(maxDepth)
        , m_arrayKey(arrayKey)
        , m_element(element)
    { }

    bool null() { return scalar(nullptr); }
    bool boolean(bool value) { return scalar(value); }
    bool number_integer(nlohmann::json::number_integer_t value) { return scalar(value); }
    bool number_unsigned(nlohmann::json::number_unsigned_t value) { return scalar(value); }
    bool number_float(nlohmann::json::number_float_t value, const std::string&) { return scalar(value); }
    bool string(std::string& value) { return scalar(std::move(value)); }
    bool binary(nlohmann::json::binary_t& value) { return scalar(nlohmann::json::binary(std::move(value))); }

    bool start_object(std::size_t) { return open(nlohmann::json::value_t::object); }
    bool start_array(std::size_t) { return open(nlohmann::json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string& key)
    {
        if (m_depth == 1) {
            if (key == m_arrayKey && m_found)
                return fail(Error(ErrorKind::Syntax,
                    std::string(m_source) + ": the key \"" + key + "\" appears twice in the same object",
                    streamDetailOf(ErrorCode::DuplicateKey, m_source, {}, quoteForMessage(key))));
            m_topKey = key;
            return true;
        }
        if (m_frames.empty())
            return true;
        Frame& frame = m_frames.back();
        if (frame.container->contains(key))
            return fail(Error(ErrorKind::Syntax,
                std::string(m_source) + ": " + elementPath() + ": the key " + quoteForMessage(key)
                    + " appears twice in the same object",
                streamDetailOf(ErrorCode::DuplicateKey, m_source, elementPath(), quoteForMessage(key))));
        frame.slot = &(*frame.container)[key];
        return true;
    }

    bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& exception)
    {
        if (!m_error)
            m_error = jsonParseError(m_text, m_source, position, token, exception, elementPath(), {});
        return false;
    }

    const std::optional<Error>& error() const { return m_error; }
    bool found() const { return m_found; }

private:
    struct Frame {
        nlohmann::json* container = nullptr;
        nlohmann::json* slot = nullptr; // an object's value about to be read
    };

    bool fail(Error error)
    {
        m_error = std::move(error);
        return false;
    }

    std::string elementPath() const
    {
        return m_inArray ? std::string(m_arrayKey) + "[" + std::to_string(m_index) + "]" : std::string(m_topKey);
    }

    bool wrongType(std::string_view got)
    {
        return fail(Error(ErrorKind::WrongType,
            std::string(m_source) + ": " + std::string(m_arrayKey) + ": expected an array, got " + std::string(got),
            streamDetailOf(ErrorCode::WrongType, m_source, std::string(m_arrayKey), std::string(got))));
    }

    nlohmann::json* place(nlohmann::json value)
    {
        Frame& frame = m_frames.back();
        if (frame.container->is_array()) {
            frame.container->push_back(std::move(value));
            return &frame.container->back();
        }
        *frame.slot = std::move(value);
        return frame.slot;
    }

    template<typename Value> bool scalar(Value&& value)
    {
        if (m_depth == 0)
            return fail(Error(ErrorKind::Syntax, std::string(m_source) + ": expected a JSON object at the top level",
                streamDetailOf(ErrorCode::WrongType, m_source, {}, {})));
        if (m_depth == 1 && m_topKey == m_arrayKey)
            return wrongType(describeScalar(nlohmann::json(std::forward<Value>(value))));
        if (m_depth == 2 && m_inArray) {
            m_element(nlohmann::json(std::forward<Value>(value)), m_index++);
            return true;
        }
        if (!m_frames.empty())
            place(nlohmann::json(std::forward<Value>(value)));
        return true;
    }

    static std::string describeScalar(const nlohmann::json& value)
    {
        if (value.is_string())
            return "a string";
        if (value.is_number())
            return "a number";
        return value.dump();
    }

    bool open(nlohmann::json::value_t type)
    {
        if (m_depth >= m_maxDepth)
            return fail(Error(ErrorKind::TooDeep,
                std::string(m_source) + ": " + elementPath() + ": JSON nested deeper than " + std::to_string(m_maxDepth)
                    + " levels (the limit for this kind of file)",
                streamDetailOf(ErrorCode::TooDeep, m_source, elementPath())));
        if (m_depth == 0 && type != nlohmann::json::value_t::object)
            return fail(Error(ErrorKind::Syntax,
                std::string(m_source) + ": expected a JSON object with \"" + std::string(m_arrayKey)
                    + "\" at the top level, got an array",
                streamDetailOf(ErrorCode::WrongType, m_source, {}, "array")));
        if (m_depth == 1 && m_topKey == m_arrayKey) {
            if (type != nlohmann::json::value_t::array)
                return wrongType("an object");
            m_inArray = true;
            m_found = true;
        } else if (m_depth == 2 && m_inArray) {
            m_root = nlohmann::json(type);
            m_frames.push_back(Frame {&m_root, nullptr});
        } else if (!m_frames.empty()) {
            nlohmann::json* container = place(nlohmann::json(type));
            m_frames.push_back(Frame {container, nullptr});
        }
        ++m_depth;
        return true;
    }

    bool close()
    {
        --m_depth;
        if (!m_frames.empty()) {
            m_frames.pop_back();
            if (m_frames.empty()) {
                m_element(m_root, m_index++);
                m_root = nullptr;
            }
        } else if (m_depth == 1 && m_inArray) {
            m_inArray = false;
        }
        if (m_depth == 1)
            m_topKey.clear();
        return true;
    }

    std::string_view m_text;
    std::string_view m_source;
    int m_maxDepth;
    std::string_view m_arrayKey;
    const std::function<void(const nlohmann::json&, std::size_t)>& m_element;
    int m_depth = 0;
    std::string m_topKey;
    bool m_inArray = false;
    bool m_found = false;
    std::size_t m_index = 0;
    nlohmann::json m_root;
    std::vector<Frame> m_frames;
    std::optional<Error> m_error;
};

} // namespace

void streamJsonArray(std::string_view text, std::string_view source, int maxDepth, std::string_view arrayKey,
    const std::function<void(const nlohmann::json& element, std::size_t index)>& element)
{
    requireUtf8Text(text, source);
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    if (trim(text).empty())
        throw Error(ErrorKind::Syntax, std::string(source) + ": the file is empty",
            streamDetailOf(ErrorCode::Empty, source, {}));
    ArrayStreamSax sax(text, source, maxDepth, arrayKey, element);
    bool complete = false;
    try {
        complete
            = nlohmann::json::sax_parse(text.begin(), text.end(), &sax, nlohmann::json::input_format_t::json, true);
    } catch (const nlohmann::json::exception& e) {
        throw Error(ErrorKind::Syntax, std::string(source) + ": malformed JSON (" + jsonParseErrorText(e.what()) + ")");
    }
    if (sax.error())
        throw *sax.error();
    if (!complete)
        throw Error(ErrorKind::Syntax, std::string(source) + ": malformed JSON");
    if (!sax.found())
        throw Error(ErrorKind::MissingKey, std::string(source) + ": missing key \"" + std::string(arrayKey) + "\"",
            streamDetailOf(ErrorCode::MissingKey, source, {}, std::string(arrayKey)));
}

namespace {

bool isJsonBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A scan over JSON text that builds nothing: strings and nested values are stepped over.
class JsonScan {
public:
    explicit JsonScan(std::string_view text)
        : m_text(text)
    { }

    bool atEnd() const { return m_i >= m_text.size(); }
    char peek() const { return m_text[m_i]; }
    void skipBlanks()
    {
        while (m_i < m_text.size() && isJsonBlank(m_text[m_i]))
            ++m_i;
    }
    bool take(char c)
    {
        skipBlanks();
        if (atEnd() || m_text[m_i] != c)
            return false;
        ++m_i;
        return true;
    }

    // A string at the cursor (its opening quote), its escapes decoded when `decoded` is given.
    bool string(std::string* decoded)
    {
        if (atEnd() || m_text[m_i] != '"')
            return false;
        ++m_i;
        while (m_i < m_text.size()) {
            const char c = m_text[m_i];
            if (c == '"') {
                ++m_i;
                return true;
            }
            if (c != '\\') {
                if (decoded)
                    *decoded += c;
                ++m_i;
                continue;
            }
            if (m_i + 1 >= m_text.size())
                return false;
            const char e = m_text[m_i + 1];
            m_i += 2;
            if (e == 'u') {
                if (m_i + 4 > m_text.size())
                    return false;
                unsigned code = 0;
                for (int k = 0; k < 4; ++k) {
                    const char h = m_text[m_i + static_cast<std::size_t>(k)];
                    const int digit = h >= '0' && h <= '9' ? h - '0'
                        : h >= 'a' && h <= 'f'             ? h - 'a' + 10
                        : h >= 'A' && h <= 'F'             ? h - 'A' + 10
                                                           : -1;
                    if (digit < 0)
                        return false;
                    code = code * 16 + static_cast<unsigned>(digit);
                }
                m_i += 4;
                // Keys compared here are ASCII: a key with any other character matches none of them.
                if (decoded)
                    *decoded += code < 0x80 ? static_cast<char>(code) : '\x80';
            } else if (decoded) {
                static constexpr std::string_view kFrom = "\"\\/bfnrt";
                static constexpr std::string_view kTo = "\"\\/\b\f\n\r\t";
                const std::size_t at = kFrom.find(e);
                if (at == std::string_view::npos)
                    return false;
                *decoded += kTo[at];
            }
        }
        return false;
    }

    // The value at the cursor, whatever it is, stepped over (its nesting counted, its strings skipped).
    bool value()
    {
        skipBlanks();
        if (atEnd())
            return false;
        std::size_t depth = 0;
        do {
            skipBlanks();
            if (atEnd())
                return false;
            const char c = m_text[m_i];
            if (c == '"') {
                if (!string(nullptr))
                    return false;
            } else if (c == '{' || c == '[') {
                ++depth;
                ++m_i;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    return false;
                --depth;
                ++m_i;
            } else if (c == ',' || c == ':') {
                if (depth == 0)
                    return false;
                ++m_i;
            } else { // a number, true, false or null: up to what ends it
                while (m_i < m_text.size() && !isJsonBlank(m_text[m_i]) && m_text[m_i] != ',' && m_text[m_i] != '}'
                    && m_text[m_i] != ']' && m_text[m_i] != ':')
                    ++m_i;
            }
        } while (depth > 0);
        return true;
    }

private:
    std::string_view m_text;
    std::size_t m_i = 0;
};

} // namespace

std::optional<std::string> firstTopLevelKey(std::string_view text, std::initializer_list<std::string_view> keys)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    JsonScan scan(text);
    if (!scan.take('{'))
        return std::nullopt;
    scan.skipBlanks();
    if (scan.take('}'))
        return std::nullopt;
    while (true) {
        scan.skipBlanks();
        std::string key;
        if (!scan.string(&key) || !scan.take(':'))
            return std::nullopt;
        for (const std::string_view wanted : keys)
            if (key == wanted)
                return key;
        if (!scan.value())
            return std::nullopt;
        if (scan.take(','))
            continue;
        return std::nullopt; // '}' or malformed: no key of those asked for
    }
}

} // namespace roofline
