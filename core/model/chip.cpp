#include "core/model/chip.h"

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

const Chip* findChip(const std::vector<Chip>& chips, std::string_view id)
{
    return findById(chips, id);
}

} // namespace roofline
