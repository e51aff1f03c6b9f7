#include "core/readers/nsight_units.h"

#include "core/base/text.h"

#include <array>
#include <map>

namespace roofline::nsight {

namespace {

// One unit word split into its SI prefix and base: "Kbyte" → 1e3, "byte"; "usecond" → 1e-6, "second".
struct UnitWord {
    double scale = 1.0;
    std::string base; // "byte", "second", "cycle", "count", "hz"
};

std::optional<UnitWord> parseUnitWord(std::string_view word)
{
    static const std::map<std::string, std::string, std::less<>> kBases {{"byte", "byte"}, {"bytes", "byte"},
        {"second", "second"}, {"seconds", "second"}, {"s", "second"}, {"cycle", "cycle"}, {"cycles", "cycle"},
        {"inst", "count"}, {"op", "count"}, {"ops", "count"}, {"", "count"}, {"hz", "hz"}, {"Hz", "hz"}};
    static const std::map<std::string, double, std::less<>> kPrefixes {{"", 1.0}, {"n", 1e-9}, {"u", 1e-6},
        {"\u00b5", 1e-6}, {"m", 1e-3}, {"K", 1e3}, {"k", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"P", 1e15}};
    for (const auto& [base, canonical] : kBases) {
        if (!word.ends_with(base))
            continue;
        const std::string_view prefix = word.substr(0, word.size() - base.size());
        if (base.empty() && !prefix.empty() && !kPrefixes.contains(prefix))
            continue;
        if (const auto found = kPrefixes.find(prefix); found != kPrefixes.end()) {
            if (base.empty() && !prefix.empty())
                continue; // "K" alone is not a unit
            return UnitWord {found->second, canonical};
        }
    }
    return std::nullopt;
}

} // namespace

QuantityWords quantityWords(Quantity quantity)
{
    // In the order of Quantity.
    static constexpr std::array<QuantityWords, 6> kWords {{
        {"count", "a count (no unit, or inst)"},
        {"bytes", "bytes (byte, Kbyte, Mbyte, Gbyte, Tbyte)"},
        {"seconds", "a time (nsecond, usecond, msecond, second)"},
        {"bandwidth", "a bandwidth (byte/second, Gbyte/second…)"},
        {"frequency", "a frequency (cycle/second, cycle/nsecond, Ghz…)"},
        {"count-per-cycle", "a count per cycle (inst/cycle)"},
    }};
    static_assert(static_cast<std::size_t>(Quantity::CountPerCycle) + 1 == kWords.size());
    return kWords.at(static_cast<std::size_t>(quantity));
}

// The factor that turns a value printed in `unit` into the SI base of `quantity`, or nullopt when the
// unit does not measure that quantity.
std::optional<double> unitScale(std::string_view unit, Quantity quantity)
{
    unit = trim(unit);
    const std::size_t slash = unit.find('/');
    const std::optional<UnitWord> top = parseUnitWord(unit.substr(0, slash));
    if (!top)
        return std::nullopt;
    if (slash == std::string_view::npos) {
        if (quantity == Quantity::Count && top->base == "count")
            return top->scale;
        if (quantity == Quantity::Bytes && top->base == "byte")
            return top->scale;
        if (quantity == Quantity::Seconds && top->base == "second")
            return top->scale;
        if (quantity == Quantity::CyclesPerSecond && top->base == "hz")
            return top->scale;
        return std::nullopt;
    }
    const std::optional<UnitWord> bottom = parseUnitWord(unit.substr(slash + 1));
    if (!bottom)
        return std::nullopt;
    const double scale = top->scale / bottom->scale;
    if (quantity == Quantity::BytesPerSecond && top->base == "byte" && bottom->base == "second")
        return scale;
    if (quantity == Quantity::CyclesPerSecond && top->base == "cycle" && bottom->base == "second")
        return scale;
    if (quantity == Quantity::CountPerCycle && top->base == "count" && bottom->base == "cycle")
        return scale;
    return std::nullopt;
}

} // namespace roofline::nsight
