#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

enum class ErrorCode;
struct ErrorDetail;

struct JsonLimits {
    std::size_t maxBytes = 1u << 20; // larger input is refused before parsing
    int maxDepth = 32; // nesting deeper than this is refused while parsing
};

// Reads a whole file, refusing files over maxBytes without reading them. Only a regular file is read, and
// opening never blocks (core/files/safe_paths.h: a FIFO, a device or a socket is refused by its kind).
// Throws Error(Io / TooLarge) naming the file; `what` says what the file should be ("chip file").
std::string readTextFile(const std::filesystem::path& path, std::size_t maxBytes, std::string_view what);

// Parses JSON text. Throws Error naming `source`, the line and column where they apply, and the key
// path of the value being read ("chip.json:4:37: memory[0].bandwidth_bytes_per_s: …"): Syntax
// (malformed, truncated, empty, a key twice in one object), Encoding (NUL bytes, UTF-16, not UTF-8),
// TooLarge, TooDeep (checked before a level is opened), InvalidValue (a number that overflows a
// double, like 1e400). A UTF-8 byte-order mark is skipped.
nlohmann::json parseJson(std::string_view text, std::string_view source, const JsonLimits& limits);

// The Error of a parse error nlohmann reports one past `position` in `text`, as every JSON reader here
// words it: "file:3:28: <at>the number \"1e400\" is out of range (…)", "…: truncated JSON (…)" or
// "…: malformed JSON (…)", with the key path in its detail. `at` is what the message puts before the
// problem ("memory[0]: "), or nothing.
class Error;
Error jsonParseError(std::string_view text, std::string_view source, std::size_t position, const std::string& token,
    const nlohmann::detail::exception& exception, const std::string& keyPath, const std::string& at);
// What nlohmann's exception text says after its position ("syntax error while parsing value - …").
std::string jsonParseErrorText(const std::string& what);

// A JSON value with the key path that leads to it, so every error names file, key path and problem:
//   "tpu.json: memory[0].bandwidth_bytes_per_s: must be a positive finite number, got -5"
class JsonCursor {
public:
    JsonCursor(const nlohmann::json& value, std::string source, std::string path = {});

    const nlohmann::json& value() const { return m_value; }
    const std::string& path() const { return m_path; }
    const std::string& source() const { return m_source; }

    bool has(std::string_view key) const; // requires an object

    JsonCursor require(std::string_view key) const; // throws MissingKey / WrongType
    std::optional<JsonCursor> optional(std::string_view key) const; // absent or null → nullopt
    JsonCursor at(std::size_t index) const;

    void expectObject() const;
    std::size_t arraySize() const; // throws WrongType unless an array
    std::vector<std::string> keys() const; // of an object, in file order of nlohmann (sorted)

    std::string string() const; // throws WrongType
    std::string nonEmptyString() const;
    double number() const; // finite, or throws
    double positiveNumber() const; // > 0 and finite
    long long integer() const; // a whole number
    bool boolean() const;

    [[noreturn]] void fail(int kind, const std::string& problem) const; // kind: an ErrorKind
    // The same, with the structured detail (source and key path filled in here) the GUI translates.
    [[noreturn]] void fail(
        int kind, const std::string& problem, ErrorCode code, std::string value = {}, std::string expected = {}) const;
    [[noreturn]] void fail(int kind, const std::string& problem, ErrorDetail detail) const; // source, keyPath: here
    std::string describe() const; // "file: path"

private:
    const nlohmann::json& m_value;
    std::string m_source;
    std::string m_path;
};

// "a string", "a number", "an array"…: how a JSON value is named in messages.
std::string describeJsonType(const nlohmann::json& value);

} // namespace roofline
