#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace roofline {

// What went wrong, so callers (CLI exit codes, GUI messages, tests) can react without parsing text.
enum class ErrorKind {
    Io, // a file cannot be read or written
    Syntax, // malformed text: JSON syntax, op-spec grammar, CSV shape
    MissingKey, // a required key or parameter is absent
    WrongType, // a value of the wrong JSON type, or text where a number belongs
    InvalidValue, // zero, negative, NaN, infinite, out of range
    UnknownName, // unknown dtype, op kind, link, chip id, parameter
    TooLarge, // input larger than the stated limit
    TooDeep, // JSON nesting deeper than the stated limit
    Encoding, // not UTF-8
    UnsupportedVersion, // a project file from a newer format
    Meaningless, // a result that would be inf/NaN or otherwise not drawable
};

std::string_view errorKindName(ErrorKind kind);

// The one exception type of the core. what() is a complete sentence for a user: it names the
// file (when there is one), the key path or parameter, and the problem.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message)
        : std::runtime_error(message)
        , m_kind(kind)
    { }
    ErrorKind kind() const { return m_kind; }

private:
    ErrorKind m_kind;
};

} // namespace roofline
