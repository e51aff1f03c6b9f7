#include "core/error.h"
#include "core/scene.h"
#include "core/text.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// Above the roof by more than rounding: a kernel measured exactly at its roof is on it, not above.
constexpr double kAboveRoofTolerance = 1e-9;

const BandwidthLevel& measuredLevel(const Chip& chip, const MeasuredKernel& kernel)
{
    if (trim(kernel.link).empty())
        return defaultMemoryLevel(chip);
    if (const BandwidthLevel* level = findBandwidthLevel(chip, trim(kernel.link)))
        return *level;
    ErrorDetail detail;
    detail.code = ErrorCode::NoSuchLevel;
    detail.keyPath = quoteForMessage(kernel.name);
    detail.subject = chip.name;
    detail.value = quoteForMessage(kernel.link);
    detail.expected = bandwidthLevelNames(chip);
    throw Error(ErrorKind::UnknownName,
        quoteForMessage(kernel.name) + ": " + chip.name + " has no memory level or link named "
            + quoteForMessage(kernel.link) + " (it has " + bandwidthLevelNames(chip) + ")",
        std::move(detail));
}

} // namespace

bool measuredOnChip(const MeasuredKernel& kernel, const Chip& chip)
{
    const std::string_view id = trim(kernel.chipId);
    return id.empty() || equalsIgnoreCase(id, chip.id);
}

void placeMeasuredKernels(ChipRoofline& layer, const Chip& chip, std::span<const MeasuredKernel> measured)
{
    layer.measured.clear();
    layer.measuredProblems.clear();
    if (chip.peakFlopsPerS.empty())
        return;
    // The kernel's precision is unknown: its roof is the highest ceiling the chip has.
    const auto highest = std::max_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(),
        [](const auto& a, const auto& b) { return a.second < b.second; });
    for (std::size_t i = 0; i < measured.size(); ++i) {
        const MeasuredKernel& kernel = measured[i];
        if (!measuredOnChip(kernel, chip))
            continue;
        try {
            validateMeasuredKernel(kernel, "measured[" + std::to_string(i) + "]");
            const BandwidthLevel& level = measuredLevel(chip, kernel);
            MeasuredPoint point;
            point.kernelIndex = i;
            point.name = kernel.name;
            point.levelName = level.name;
            point.levelKind = level.kind;
            point.flops = kernel.flops;
            point.bytes = kernel.bytes;
            point.seconds = kernel.seconds;
            point.intensity = kernel.intensity();
            point.achievedFlopsPerS = kernel.achievedFlopsPerS();
            point.roofPrecision = highest->first;
            point.peakFlopsPerS = highest->second;
            // A kernel's bytes over a link may use every link of that name at once: its roof is their sum.
            point.bandwidthBytesPerS = level.bytesPerS * level.count;
            point.roofFlopsPerS = std::min(point.peakFlopsPerS, point.bandwidthBytesPerS * point.intensity);
            point.fractionOfRoof = point.achievedFlopsPerS / point.roofFlopsPerS;
            if (!std::isfinite(point.roofFlopsPerS) || !std::isfinite(point.fractionOfRoof)) {
                ErrorDetail detail;
                detail.code = ErrorCode::RoofNotFinite;
                detail.keyPath = quoteForMessage(kernel.name);
                detail.subject = chip.name;
                throw Error(ErrorKind::Meaningless,
                    quoteForMessage(kernel.name) + ": its roof on " + chip.name + " is not a finite number",
                    std::move(detail));
            }
            point.aboveRoof = point.fractionOfRoof > 1.0 + kAboveRoofTolerance;
            layer.measured.push_back(std::move(point));
        } catch (const Error& error) {
            layer.measuredProblems.push_back(
                {i, error.what(), error.detail() ? std::optional(*error.detail()) : std::nullopt});
        }
    }
}

} // namespace roofline
