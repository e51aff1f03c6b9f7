#include "core/evaluation.h"

#include "core/error.h"
#include "core/number_format.h"

#include <algorithm>
#include <cmath>

namespace roofline {

std::string_view boundName(Bound bound)
{
    return bound == Bound::Compute ? "compute" : "bandwidth";
}

const BandwidthLevel& trafficLevel(const Chip& chip, const Op& op)
{
    if (!op.link.empty()) {
        if (const BandwidthLevel* level = findBandwidthLevel(chip, op.link))
            return *level;
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no memory level or link named \"" + op.link + "\"; it has " + bandwidthLevelNames(chip));
    }
    if (opKindInfo(op.kind).traffic == BandwidthKind::Link) {
        if (const BandwidthLevel* link = defaultLink(chip))
            return *link;
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no chip-to-chip link for " + std::string(opKindInfo(op.kind).name));
    }
    return defaultMemoryLevel(chip);
}

double peakFor(const Chip& chip, Dtype precision, const EvaluationOptions& options)
{
    const std::optional<double> peak = peakFlopsPerS(chip, precision);
    if (!peak) {
        std::string have;
        for (const auto& [dtype, value] : chip.peakFlopsPerS)
            have += (have.empty() ? "" : ", ") + std::string(dtypeName(dtype));
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no " + std::string(dtypeName(precision)) + " peak; it has " + have);
    }
    return options.achievable ? *peak * achievableFractionOrOne(chip) : *peak;
}

Evaluation evaluateCost(double flops, double bytes, double peakFlopsPerS, double bandwidthBytesPerS)
{
    Evaluation e;
    e.flops = flops;
    e.bytes = bytes;
    e.peakFlopsPerS = peakFlopsPerS;
    e.bandwidthBytesPerS = bandwidthBytesPerS;
    e.intensity = flops / bytes;
    e.criticalIntensity = peakFlopsPerS / bandwidthBytesPerS;
    e.tMath = flops / peakFlopsPerS;
    e.tComms = bytes / bandwidthBytesPerS;
    e.tLower = std::max(e.tMath, e.tComms);
    e.tUpper = e.tMath + e.tComms;
    e.attainableFlopsPerS = flops / e.tLower;
    e.bound = e.tMath > e.tComms ? Bound::Compute : Bound::Bandwidth;
    return e;
}

Evaluation evaluate(const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options)
{
    const OpCost cost = costOf(op, dims);
    const BandwidthLevel& level = trafficLevel(chip, op);
    const double peak = peakFor(chip, cost.precision, options);
    // Named only when something is wrong: building the text for every op would cost more than the math.
    const auto what = [&] { return displayLabel(op, dims) + " on " + chip.name; };
    const auto fail = [&](ErrorCode code, const std::string& problem) {
        ErrorDetail detail;
        detail.code = code;
        detail.value = displayLabel(op, dims);
        detail.subject = chip.name;
        throw Error(ErrorKind::Meaningless, what() + ": " + problem, std::move(detail));
    };
    if (!std::isfinite(cost.flops) || !std::isfinite(cost.bytes))
        fail(ErrorCode::CostOverflow, "FLOPs or bytes overflow (the shape is too large)");
    if (cost.bytes <= 0.0)
        fail(ErrorCode::NoBytes, "the op moves no bytes, so its intensity is undefined");
    if (cost.flops <= 0.0)
        fail(ErrorCode::NoFlops, "the op does no FLOPs, so it has no place on a roofline");
    Evaluation e = evaluateCost(cost.flops, cost.bytes, peak, level.bytesPerS);
    e.precision = cost.precision;
    e.levelName = level.name;
    e.levelKind = level.kind;
    if (!std::isfinite(e.intensity) || !std::isfinite(e.tUpper) || !std::isfinite(e.attainableFlopsPerS)
        || e.tLower <= 0.0 || e.intensity <= 0.0 || e.attainableFlopsPerS <= 0.0)
        fail(ErrorCode::TimesOverflow,
            "the times overflow or vanish (FLOPs " + formatCount(cost.flops) + ", bytes " + formatCount(cost.bytes)
                + ")");
    return e;
}

} // namespace roofline
