#pragma once

#include "core/files/json_reader.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// The checks and the number style the project file's readers and writers share (project_json*.cpp).

// A key that is present, null included: for values where null is not "absent" but a mistake (a NaN
// that was written as null must not quietly become the default).
std::optional<JsonCursor> present(const JsonCursor& parent, std::string_view key);

// A whole number from `low` to `high`; anything else fails naming the key path and the range.
int integerIn(const JsonCursor& cursor, long long low, long long high);

// The value of a string key that must be one of `choices`, compared without case; returns the choice
// as written in `choices`.
std::string oneOf(const JsonCursor& cursor, std::initializer_list<std::string_view> choices);

// Whole numbers are written without ".0" (B: 128, not 128.0), so a file reads like the op specs; both
// forms read back to the same double.
nlohmann::ordered_json number(double value);

} // namespace roofline
