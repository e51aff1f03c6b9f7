#include "core/measured/empirical_roofline.h"

#include <algorithm>
#include <cmath>

namespace roofline {

std::vector<std::size_t> drawnErtLevels(const std::vector<double>& rates)
{
    std::vector<std::size_t> drawn;
    if (rates.size() <= kMaxDrawnErtLevels) {
        for (std::size_t i = 0; i < rates.size(); ++i)
            drawn.push_back(i);
        return drawn;
    }
    const auto [low, high] = std::minmax_element(rates.begin(), rates.end());
    const double from = std::log(*low);
    const double span = std::log(*high) - from;
    // The slowest level (a DRAM line, often the one that matters), then each span's fastest (the first of
    // equal ones), found in one pass.
    constexpr std::size_t kSpans = kMaxDrawnErtLevels - 1;
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> fastest(kSpans, kNone);
    for (std::size_t i = 0; i < rates.size(); ++i) {
        const double at = span > 0.0 ? (std::log(rates[i]) - from) / span : 0.0;
        const std::size_t bin
            = std::min(kSpans - 1, static_cast<std::size_t>(std::max(0.0, at * static_cast<double>(kSpans))));
        if (fastest[bin] == kNone || rates[i] > rates[fastest[bin]])
            fastest[bin] = i;
    }
    drawn.push_back(static_cast<std::size_t>(low - rates.begin()));
    for (const std::size_t i : fastest)
        if (i != kNone && i != drawn.front())
            drawn.push_back(i);
    std::sort(drawn.begin(), drawn.end());
    return drawn;
}

std::size_t drawnErtLevelCount(const EmpiricalRoofline& roofline)
{
    std::vector<double> ceilings;
    for (const EmpiricalCeiling& ceiling : roofline.ceilings)
        ceilings.push_back(ceiling.flopsPerS);
    std::vector<double> slopes;
    for (const EmpiricalBandwidth& bandwidth : roofline.bandwidths)
        slopes.push_back(bandwidth.bytesPerS);
    return drawnErtLevels(ceilings).size() + drawnErtLevels(slopes).size();
}

} // namespace roofline
