#include "core/base/error.h"
#include "core/base/text.h"
#include "core/scene/scene.h"

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
    if (const BandwidthLevel* link = defaultLink(chip); link && equalsIgnoreCase(trim(kernel.link), kAnyLinkName))
        return *link;
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

namespace {

// The chip's highest ceiling of any precision: the roof of a kernel whose precision is not known.
std::pair<Dtype, double> highestPeak(const Chip& chip)
{
    const auto highest = std::max_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(),
        [](const auto& a, const auto& b) { return a.second < b.second; });
    return *highest;
}

// The peak a kernel is measured against: its precision's, when it is known and the chip has it; else
// the chip's highest, which nothing measured can be above.
std::pair<Dtype, double> roofPeak(const Chip& chip, const MeasuredDtype& dtype)
{
    if (dtype.dtype) {
        if (const std::optional<double> peak = peakFlopsPerS(chip, *dtype.dtype))
            return {*dtype.dtype, *peak};
    }
    return highestPeak(chip);
}

// A kernel (or a group's totals) against its roof on the chip. Throws Error when it cannot be drawn.
MeasuredPoint placePoint(const Chip& chip, const MeasuredKernel& kernel, const MeasuredDtype& dtype)
{
    const BandwidthLevel& level = measuredLevel(chip, kernel);
    const std::pair<Dtype, double> peak = roofPeak(chip, dtype);
    MeasuredPoint point;
    point.name = kernel.name;
    point.levelName = level.name;
    point.levelKind = level.kind;
    point.flops = kernel.flops;
    point.bytes = kernel.bytes;
    point.seconds = kernel.seconds;
    point.intensity = kernel.intensity();
    point.achievedFlopsPerS = kernel.achievedFlopsPerS();
    point.dtype = dtype;
    point.roofPrecision = peak.first;
    point.peakFlopsPerS = peak.second;
    // A kernel's bytes over a link may use every link of that name at once: its roof is their sum.
    point.bandwidthBytesPerS = level.totalBytesPerS();
    point.roofFlopsPerS = std::min(point.peakFlopsPerS, point.bandwidthBytesPerS * point.intensity);
    point.fractionOfRoof = point.achievedFlopsPerS / point.roofFlopsPerS;
    // A point needs both coordinates positive and finite (the axes are logarithmic); the roof then is
    // too (at most the peak, above 0), and the fraction of it is finite unless the rate overflows it.
    const auto positiveFinite = [](double v) { return v > 0.0 && std::isfinite(v); };
    if (!positiveFinite(point.intensity) || !positiveFinite(point.achievedFlopsPerS)
        || !std::isfinite(point.fractionOfRoof)) {
        ErrorDetail detail;
        detail.code = ErrorCode::RoofNotFinite;
        detail.keyPath = quoteForMessage(kernel.name);
        detail.subject = chip.name;
        throw Error(ErrorKind::Meaningless,
            quoteForMessage(kernel.name) + ": its roof on " + chip.name + " is not a finite number", std::move(detail));
    }
    point.aboveRoof = point.fractionOfRoof > 1.0 + kAboveRoofTolerance;
    // Under the slope of its level below every peak of the chip, the roof is the slope whatever the
    // kernel ran in; above it, only its own precision's peak makes the roof its own.
    const double lowestPeak
        = std::min_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(), [](const auto& a, const auto& b) {
              return a.second < b.second;
          })->second;
    point.roofExact = point.roofIsItsDtype() || point.bandwidthBytesPerS * point.intensity <= lowestPeak;
    return point;
}

OpProblem problemOf(std::size_t index, const Error& error)
{
    return {index, error.what(), error.detail() ? std::optional(*error.detail()) : std::nullopt};
}

} // namespace

void placeMeasuredKernels(ChipRoofline& layer, const Chip& chip, std::span<const MeasuredKernel> measured)
{
    layer.measured.clear();
    layer.measuredProblems.clear();
    if (chip.peakFlopsPerS.empty())
        return;
    for (std::size_t i = 0; i < measured.size(); ++i) {
        const MeasuredKernel& kernel = measured[i];
        if (!measuredOnChip(kernel, chip))
            continue;
        try {
            validateMeasuredKernel(kernel, "measured[" + std::to_string(i) + "]");
            MeasuredPoint point = placePoint(chip, kernel, kernelDtype(kernel.dtype));
            point.kernelIndex = i;
            point.groupIndex = i;
            layer.measured.push_back(std::move(point));
        } catch (const Error& error) {
            layer.measuredProblems.push_back(problemOf(i, error));
        }
    }
}

std::optional<MeasuredPoint> placeMeasuredGroup(const Chip& chip, const MeasuredGroup& group, MeasuredLinks linked)
{
    const MeasuredKernel totals = group.asKernel();
    if (chip.peakFlopsPerS.empty() || !measuredOnChip(totals, chip))
        return std::nullopt;
    MeasuredPoint point = placePoint(chip, totals, groupDtype(group, linked.links, linked.ops));
    point.count = group.count;
    point.timeShare = group.timeShare;
    return point;
}

void placeMeasuredGroups(
    ChipRoofline& layer, const Chip& chip, const MeasuredSelection& selection, MeasuredLinks linked)
{
    layer.measured.clear();
    layer.measuredProblems.clear();
    if (chip.peakFlopsPerS.empty())
        return;
    // A point for totals on this chip, or the problem that keeps it off; `fill` adds what it stands for.
    const auto place
        = [&](const MeasuredKernel& totals, const MeasuredDtype& dtype, std::size_t index, const auto& fill) {
              if (!measuredOnChip(totals, chip))
                  return;
              try {
                  MeasuredPoint point = placePoint(chip, totals, dtype);
                  point.groupIndex = index;
                  fill(point);
                  layer.measured.push_back(std::move(point));
              } catch (const Error& error) {
                  layer.measuredProblems.push_back(problemOf(index, error));
              }
          };
    for (const std::size_t g : selection.drawn) {
        const MeasuredGroup& group = selection.groups[g];
        place(group.asKernel(), groupDtype(group, linked.links, linked.ops), g, [&](MeasuredPoint& point) {
            point.kernelIndex = selection.members[group.firstMember];
            point.count = group.count;
            point.timeShare = group.timeShare;
            point.labelled = group.labelled;
        });
    }
    // The groups not drawn, one point per profile, after the drawn ones.
    for (std::size_t r = 0; r < selection.rest.size(); ++r) {
        const MeasuredRest& rest = selection.rest[r];
        place(rest.asKernel(), rest.dtype, selection.groups.size() + r, [&](MeasuredPoint& point) {
            point.restGroups = rest.groups;
            point.count = rest.count;
            point.timeShare = rest.timeShare;
        });
    }
}

void placeEmpiricalRoofline(ChipRoofline& layer, const Chip& chip, std::span<const EmpiricalRoofline> empirical)
{
    layer.measuredCeilings.clear();
    layer.measuredSlopes.clear();
    layer.measuredLevelsLeftOut = 0;
    layer.empiricalSource.clear();
    for (const EmpiricalRoofline& roofline : empirical) {
        if (!equalsIgnoreCase(trim(roofline.chipId), chip.id))
            continue;
        std::vector<double> rates;
        for (const EmpiricalCeiling& ceiling : roofline.ceilings)
            rates.push_back(ceiling.flopsPerS);
        for (const std::size_t i : drawnErtLevels(rates))
            layer.measuredCeilings.push_back({roofline.ceilings[i].name, roofline.ceilings[i].flopsPerS});
        rates.clear();
        for (const EmpiricalBandwidth& bandwidth : roofline.bandwidths)
            rates.push_back(bandwidth.bytesPerS);
        for (const std::size_t i : drawnErtLevels(rates))
            layer.measuredSlopes.push_back({roofline.bandwidths[i].name, roofline.bandwidths[i].bytesPerS});
        layer.measuredLevelsLeftOut = roofline.ceilings.size() + roofline.bandwidths.size()
            - layer.measuredCeilings.size() - layer.measuredSlopes.size();
        layer.empiricalSource = roofline.source;
        return; // one per chip (the project file allows no more)
    }
}

void placeAchievedLines(ChipRoofline& layer, const Chip& chip, std::span<const Calibration> calibrations)
{
    layer.achieved.clear();
    layer.achievedSource.clear();
    for (const Calibration& calibration : calibrations) {
        if (!equalsIgnoreCase(trim(calibration.chipId), chip.id))
            continue;
        const std::optional<double> peak = peakFlopsPerS(chip, layer.regionPrecision);
        for (const ClassEfficiency& bucket : calibration.classes) {
            if (!bucket.fitted)
                continue;
            AchievedLine line;
            line.opClass = bucket.opClass;
            line.ceiling = bucket.computeBound;
            line.efficiency = bucket.efficiency;
            if (line.ceiling) {
                if (!peak)
                    continue;
                line.flopsPerS = *peak * bucket.efficiency;
            } else {
                const std::vector<BandwidthLevel>& levels
                    = bucket.opClass == OpClass::Collective && !chip.links.empty() ? chip.links : chip.memory;
                if (levels.empty())
                    continue;
                line.levelName = levels.front().name;
                line.bytesPerS = levels.front().bytesPerS * bucket.efficiency;
            }
            layer.achieved.push_back(std::move(line));
        }
        layer.achievedSource = calibration.source;
        return; // one per chip (a project holds no more)
    }
}

void placeComparison(RooflineScene& scene, std::span<const Chip* const> chips, const MeasurementComparison& comparison,
    int labelTop, MeasuredLinks linked)
{
    for (std::size_t c = 0; c < scene.chips.size(); ++c) {
        ChipRoofline& layer = scene.chips[c];
        layer.compared = comparedOnChip(comparison, layer.chipId, labelTop);
        if (c >= chips.size())
            continue;
        // Each side against its roof, as a measured group is: one above it is flagged before as after.
        for (ComparedPoint& point : layer.compared) {
            const GroupChange& change = comparison.changes[point.change];
            const auto flag = [&](std::optional<ComparedSpot>& spot, const std::optional<MeasuredGroup>& group) {
                if (!spot || !group)
                    return;
                try {
                    const std::optional<MeasuredPoint> placed = placeMeasuredGroup(*chips[c], *group, linked);
                    spot->aboveRoof = placed && placed->aboveRoof;
                } catch (const Error&) {
                    spot->aboveRoof = false; // not placed on this chip (a level it does not have): no roof
                }
            };
            flag(point.before, change.before);
            flag(point.after, change.after);
        }
    }
    fitRooflineRanges(scene);
}

} // namespace roofline
