#include "core/formulas/chip.h"

#include "core/base/by_id.h"
#include "core/base/text.h"

#include <algorithm>

namespace roofline {

const BandwidthLevel* findBandwidthLevel(const Chip& chip, std::string_view name)
{
    for (const auto* levels : {&chip.memory, &chip.links}) {
        for (const BandwidthLevel& level : *levels) {
            if (equalsIgnoreCase(level.name, name))
                return &level;
        }
    }
    return nullptr;
}

const BandwidthLevel& defaultMemoryLevel(const Chip& chip)
{
    return chip.memory.front();
}

const BandwidthLevel* defaultLink(const Chip& chip)
{
    return chip.links.empty() ? nullptr : &chip.links.front();
}

std::vector<const BandwidthLevel*> allBandwidthLevels(const Chip& chip)
{
    std::vector<const BandwidthLevel*> levels;
    levels.reserve(chip.memory.size() + chip.links.size());
    for (const BandwidthLevel& level : chip.memory)
        levels.push_back(&level);
    for (const BandwidthLevel& level : chip.links)
        levels.push_back(&level);
    return levels;
}

std::string bandwidthLevelNames(const Chip& chip)
{
    std::string names;
    for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
        if (!names.empty())
            names += ", ";
        names += level->name;
    }
    return names;
}

std::optional<double> peakFlopsPerS(const Chip& chip, Dtype precision)
{
    const auto it = chip.peakFlopsPerS.find(precision);
    if (it == chip.peakFlopsPerS.end())
        return std::nullopt;
    return it->second;
}

std::optional<double> vectorPeakFlopsPerS(const Chip& chip, Dtype precision)
{
    const auto it = chip.vectorPeakFlopsPerS.find(precision);
    if (it == chip.vectorPeakFlopsPerS.end())
        return std::nullopt;
    return it->second;
}

std::string_view computeUnitName(ComputeUnit unit)
{
    return unit == ComputeUnit::Vector ? "vector" : "matrix";
}

std::string linkNames(const Chip& chip)
{
    std::string names;
    for (const BandwidthLevel& link : chip.links)
        names += (names.empty() ? "" : ", ") + link.name;
    return names.empty() ? "none" : names;
}

const BandwidthLevel* firstLevelWithCapacity(const Chip& chip)
{
    for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
        if (level->capacityBytes)
            return level;
    }
    return nullptr;
}

double achievableFractionOrOne(const Chip& chip)
{
    return chip.achievableFraction.value_or(1.0);
}

Dtype headlinePrecision(const Chip& chip)
{
    if (chip.peakFlopsPerS.contains(Dtype::BF16) || chip.peakFlopsPerS.empty())
        return Dtype::BF16;
    return std::max_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(), [](const auto& a, const auto& b) {
        return a.second < b.second;
    })->first;
}

namespace {

bool hasDigit(std::string_view word)
{
    return std::any_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A model name of its own: it starts with a capital letter ("MI300X", "H100"), not a version ("v5e").
bool namesAModel(std::string_view word)
{
    return !word.empty() && word.front() >= 'A' && word.front() <= 'Z';
}

std::string joined(const std::vector<std::string>& words, std::size_t from, std::size_t to)
{
    std::string text;
    for (std::size_t i = from; i < to; ++i)
        text += (text.empty() ? "" : " ") + words[i];
    return text;
}

} // namespace

std::vector<std::string> shortChipNames(std::string_view name)
{
    std::vector<std::string> names {std::string(trim(name))};
    const auto add = [&names](const std::string& shorter) {
        if (!shorter.empty() && std::find(names.begin(), names.end(), shorter) == names.end())
            names.push_back(shorter);
    };
    // Without a nickname in parentheses.
    std::string plain = names.front();
    if (const std::size_t open = plain.find(" ("); open != std::string::npos)
        plain = std::string(trim(plain.substr(0, open)));
    add(plain);
    std::vector<std::string> words;
    for (std::size_t at = 0; at < plain.size();) {
        const std::size_t space = plain.find(' ', at);
        const std::size_t end = space == std::string::npos ? plain.size() : space;
        if (end > at)
            words.push_back(plain.substr(at, end - at));
        at = end + 1;
    }
    const auto model = std::find_if(words.begin(), words.end(), [](const std::string& w) { return hasDigit(w); });
    if (model == words.end())
        return names;
    const auto index = static_cast<std::size_t>(model - words.begin());
    add(joined(words, 0, index + 1)); // what follows the model word goes: "H100 SXM" → "H100"
    if (namesAModel(*model))
        add(*model); // and what comes before it: "Instinct MI300X" → "MI300X" (but "TPU v5e" stays)
    return names;
}

const Chip* findChip(const std::vector<Chip>& chips, std::string_view id)
{
    return findById(chips, id);
}

} // namespace roofline
