#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// Reads a JSON document whose bulk is one array under a key of its top-level object (a profiler trace's
// "traceEvents"), one element at a time: each element is built, handed to `element` with its index, and
// dropped, so memory grows with what the caller keeps, not with the file. Every other value is read and
// checked, then skipped. The checks and errors are parseJson's (json_reader.h): the file named with the
// line and column of malformed or truncated JSON and of a number beyond a double, nesting deeper than
// maxDepth refused before it is opened, a key twice in one object of an element, UTF-8 only. Besides:
// Syntax when the top level is not an object, MissingKey when it has no `arrayKey`, WrongType when that
// is not an array. An Error thrown by `element` ends the reading and reaches the caller.
void streamJsonArray(std::string_view text, std::string_view source, int maxDepth, std::string_view arrayKey,
    const std::function<void(const nlohmann::json& element, std::size_t index)>& element);

// Which of `keys` comes first among the keys of a JSON object's top level (a byte-order mark and blanks
// before it allowed; escapes in keys read as JSON reads them), or nullopt when none does, the text is no
// object or it is malformed before one is found. The values before the key found are skipped without
// being built, at a scan's speed, and nothing after it is read: a trace whose "traceEvents" follows
// megabytes of "deviceProperties" is told from other JSON, wherever its key is, without reading it twice.
std::optional<std::string> firstTopLevelKey(std::string_view text, std::initializer_list<std::string_view> keys);

} // namespace roofline
