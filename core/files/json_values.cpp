#include "core/files/json_values.h"

#include "core/base/error.h"
#include "core/base/text.h"

#include <cmath>
#include <cstdint>

namespace roofline {

std::optional<JsonCursor> present(const JsonCursor& parent, std::string_view key)
{
    if (!parent.has(key))
        return std::nullopt;
    return parent.require(key);
}

int integerIn(const JsonCursor& cursor, long long low, long long high)
{
    const long long value = cursor.integer();
    if (value < low || value > high) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotInRange;
        detail.value = std::to_string(value);
        detail.low = std::to_string(low);
        detail.high = std::to_string(high);
        cursor.fail(static_cast<int>(ErrorKind::InvalidValue),
            "must be from " + std::to_string(low) + " to " + std::to_string(high) + ", got " + std::to_string(value),
            std::move(detail));
    }
    return static_cast<int>(value);
}

std::string oneOf(const JsonCursor& cursor, std::initializer_list<std::string_view> choices)
{
    const std::string text = cursor.string();
    std::string list;
    for (std::string_view choice : choices) {
        if (equalsIgnoreCase(choice, text))
            return std::string(choice);
        list += (list.empty() ? "\"" : ", \"") + std::string(choice) + "\"";
    }
    cursor.fail(static_cast<int>(ErrorKind::UnknownName), "expected one of " + list + ", got " + quoteForMessage(text),
        ErrorCode::UnknownName, quoteForMessage(text), list);
}

nlohmann::ordered_json number(double value)
{
    if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) <= 1e15)
        return static_cast<std::int64_t>(value);
    return value;
}

} // namespace roofline
