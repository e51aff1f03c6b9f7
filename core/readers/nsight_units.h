#pragma once

// Nsight Compute's units (nsight_csv.cpp): what each column's unit measures and the factor to SI, with
// decimal prefixes (Kbyte is 1e3, never 1024).

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace roofline::nsight {

enum class Quantity { Count, Bytes, Seconds, BytesPerSecond, CyclesPerSecond, CountPerCycle };

// What a quantity is called: its tag as ErrorDetail::expected names it (see ErrorCode::UnitMismatch), and
// its name in a message, with the units it is written in.
struct QuantityWords {
    std::string_view tag;
    std::string_view name;
};

QuantityWords quantityWords(Quantity quantity);

// The factor that turns a value printed in `unit` into the SI base of `quantity`, or nullopt when the
// unit does not measure that quantity.
std::optional<double> unitScale(std::string_view unit, Quantity quantity);

// unitScale, remembered: a profile writes a few units a million times.
class UnitScales {
public:
    std::optional<double> of(std::string_view unit, Quantity quantity)
    {
        Key key {std::string(unit), quantity};
        if (const auto found = m_known.find(key); found != m_known.end())
            return found->second;
        const std::optional<double> scale = unitScale(unit, quantity);
        m_known.emplace(std::move(key), scale);
        return scale;
    }

private:
    struct Key {
        std::string unit;
        Quantity quantity;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const noexcept
        {
            return std::hash<std::string> {}(key.unit) ^ static_cast<std::size_t>(key.quantity);
        }
    };
    std::unordered_map<Key, std::optional<double>, KeyHash> m_known;
};

} // namespace roofline::nsight
