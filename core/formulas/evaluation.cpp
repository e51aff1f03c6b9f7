#include "core/formulas/evaluation.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/collective.h"
#include "core/formulas/footprint.h"

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
        ErrorDetail detail;
        detail.code = ErrorCode::NoSuchLevel;
        detail.subject = chip.name;
        detail.value = quoteForMessage(op.link);
        detail.expected = bandwidthLevelNames(chip);
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no memory level or link named \"" + op.link + "\"; it has " + bandwidthLevelNames(chip),
            std::move(detail));
    }
    if (opKindInfo(op.kind).traffic == BandwidthKind::Link) {
        if (const BandwidthLevel* link = defaultLink(chip))
            return *link;
        ErrorDetail detail;
        detail.code = ErrorCode::NoLinkFor;
        detail.subject = chip.name;
        detail.value = std::string(opKindInfo(op.kind).name);
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no chip-to-chip link for " + std::string(opKindInfo(op.kind).name), std::move(detail));
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
        ErrorDetail detail;
        detail.code = ErrorCode::NoPeak;
        detail.subject = chip.name;
        detail.value = std::string(dtypeName(precision));
        detail.expected = have;
        throw Error(ErrorKind::UnknownName,
            chip.name + " has no " + std::string(dtypeName(precision)) + " peak; it has " + have, std::move(detail));
    }
    return options.achievable ? *peak * achievableFractionOrOne(chip) : *peak;
}

Dtype computeDtypeOn(const Chip& chip, const Op& op)
{
    if (!op.dtypes.contains("compute") && findDtypeParam(op.kind, "w")) {
        const Dtype weights = dtypeValue(op, "w");
        if (isBlockScaled(weights) && peakFlopsPerS(chip, blockComputeDtype(weights)))
            return blockComputeDtype(weights);
    }
    return computeDtype(op);
}

OpPeak peakForOp(const Chip& chip, const Op& op, const EvaluationOptions& options)
{
    const Dtype precision = computeDtypeOn(chip, op);
    if (opKindInfo(op.kind).unit == ComputeUnit::Vector) {
        if (const std::optional<double> vector = vectorPeakFlopsPerS(chip, precision))
            return OpPeak {
                options.achievable ? *vector * achievableFractionOrOne(chip) : *vector, ComputeUnit::Vector, precision};
    }
    return OpPeak {peakFor(chip, precision, options), ComputeUnit::Matrix, precision};
}

std::string crossedText(const Evaluation& e)
{
    if (e.tiers.size() < 2)
        return e.levelName;
    std::vector<std::string> names;
    for (const EvaluationTier& tier : e.tiers)
        names.push_back(tier.link);
    return joinTierNames(names);
}

Evaluation evaluateCost(double flops, double bytes, double peakFlopsPerS, double bandwidthBytesPerS, double latencyS)
{
    Evaluation e;
    e.flops = flops;
    e.bytes = bytes;
    e.peakFlopsPerS = peakFlopsPerS;
    e.bandwidthBytesPerS = bandwidthBytesPerS;
    e.intensity = flops / bytes;
    e.criticalIntensity = peakFlopsPerS / bandwidthBytesPerS;
    e.tMath = flops / peakFlopsPerS;
    e.latencyS = latencyS;
    e.tComms = latencyS + bytes / bandwidthBytesPerS;
    e.tLower = std::max(e.tMath, e.tComms);
    e.tUpper = e.tMath + e.tComms;
    e.attainableFlopsPerS = flops / e.tLower;
    e.bound = e.tMath > e.tComms ? Bound::Compute : Bound::Bandwidth;
    return e;
}

Evaluation evaluate(const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options)
{
    if (op.kind == OpKind::Attention) // a slider it follows may have moved T above S
        validateOpShape(op, dims, displayLabel(op, dims) + " on " + chip.name);
    const OpCost cost = costOf(op, dims);
    const TrafficRoute route = trafficRoute(chip, op, dims);
    const OpPeak peak = peakForOp(chip, op, options);
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
    const bool dataOnly = cost.flops == 0.0 && options.dataOnlyOps && op.kind == OpKind::AllToAll;
    if (cost.flops <= 0.0 && !dataOnly)
        fail(ErrorCode::NoFlops, "the op does no FLOPs, so it has no place on a roofline");
    // docs/model.md §14: a two-tier collective is drawn over its outer link, with the bytes that cross it; the
    // bandwidth scaled alike keeps its T_comms the sum over both tiers.
    const double drawnShare = route.tiers.size() == 2 ? route.tiers.back().share : 1.0;
    Evaluation e = evaluateCost(
        cost.flops, cost.bytes * drawnShare, peak.flopsPerS, route.bytesPerS * drawnShare, route.latencyS);
    e.drawnShare = drawnShare;
    for (const RouteTier& tier : route.tiers) {
        const double bytes = cost.bytes * tier.share;
        e.tiers.push_back({tier.link->name, tier.chips, bytes, tier.bytesPerS, tier.latencyS,
            tier.latencyS + bytes / tier.bytesPerS});
    }
    e.precision = peak.precision; // on this chip: block-scaled weights may compute narrower (docs/model.md §13)
    e.unit = peak.unit;
    e.levelName = route.level->name;
    e.levelKind = route.level->kind;
    const MemoryFit fit = memoryFit(chip, *route.level, cost.footprintBytes);
    e.footprintBytes = fit.footprintBytes;
    e.capacityBytes = fit.capacityBytes;
    e.capacityLevel = fit.capacityLevel;
    e.fits = fit.fits;
    // T_lower = 0 needs no test of its own: FLOPs are positive here, so FLOPs / T_lower is not finite.
    if (!std::isfinite(e.intensity) || !std::isfinite(e.tUpper) || !std::isfinite(e.attainableFlopsPerS)
        || (!dataOnly && (e.intensity <= 0.0 || e.attainableFlopsPerS <= 0.0)) || (dataOnly && !(e.tComms > 0.0)))
        fail(ErrorCode::TimesOverflow,
            "the times overflow or vanish (FLOPs " + formatCount(cost.flops) + ", bytes " + formatCount(cost.bytes)
                + ")");
    return e;
}

} // namespace roofline
