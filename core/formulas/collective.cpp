#include "core/formulas/collective.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/formulas/op_cost.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// The fastest of the chip's links that `accept` takes; the first of equals; nullptr when none.
template<typename Accept> const BandwidthLevel* fastestLink(const Chip& chip, Accept accept)
{
    const BandwidthLevel* best = nullptr;
    for (const BandwidthLevel& link : chip.links) {
        if (accept(link) && (!best || link.totalBytesPerS() > best->totalBytesPerS()))
            best = &link;
    }
    return best;
}

// The largest divisor of n no larger than `domain` (n and domain whole).
double largestDivisorUpTo(double n, double domain)
{
    for (double d = std::min(n, std::floor(domain)); d >= 2.0; --d) {
        if (std::fmod(n, d) == 0.0)
            return d;
    }
    return 1.0;
}

std::string domainsText(const Chip& chip)
{
    std::string text;
    for (const BandwidthLevel& link : chip.links) {
        if (!text.empty())
            text += ", ";
        text += link.name + (link.domain ? " " + formatPlain(*link.domain) : std::string(" any number"));
    }
    return text;
}

} // namespace

CollectiveLinks collectiveLinks(const Chip& chip, double chips)
{
    if (chip.links.empty()) {
        ErrorDetail detail;
        detail.code = ErrorCode::NoLinkFor;
        detail.subject = chip.name;
        detail.value = "a collective";
        throw Error(
            ErrorKind::UnknownName, chip.name + " has no chip-to-chip link for a collective", std::move(detail));
    }
    const bool anyDomain = std::any_of(
        chip.links.begin(), chip.links.end(), [](const BandwidthLevel& link) { return link.domain.has_value(); });
    if (!anyDomain)
        return {fastestLink(chip, [](const BandwidthLevel&) { return true; }), nullptr, chips};
    if (const BandwidthLevel* one
        = fastestLink(chip, [chips](const BandwidthLevel& link) { return link.domain && *link.domain >= chips; }))
        return {one, nullptr, chips};
    const BandwidthLevel* inner = fastestLink(chip,
        [chips](const BandwidthLevel& link) { return link.domain && largestDivisorUpTo(chips, *link.domain) >= 2.0; });
    if (inner) {
        const double d = largestDivisorUpTo(chips, *inner->domain);
        const double across = chips / d;
        if (const BandwidthLevel* outer = fastestLink(chip,
                [&](const BandwidthLevel& link) { return &link != inner && (!link.domain || *link.domain >= across); }))
            return {inner, outer, d};
    }
    ErrorDetail detail;
    detail.code = ErrorCode::NoLinkReaches;
    detail.subject = chip.name;
    detail.value = formatPlain(chips);
    detail.expected = domainsText(chip);
    throw Error(ErrorKind::InvalidValue,
        chip.name + ": no link reaches " + formatPlain(chips) + " chips, alone or with another link ("
            + domainsText(chip) + ")",
        std::move(detail));
}

std::vector<const BandwidthLevel*> collectiveTierLinks(const Chip& chip, double chips, const std::string& link)
{
    if (!link.empty()) {
        Op named = makeOp(OpKind::AllReduce);
        named.link = link;
        return {&trafficLevel(chip, named)};
    }
    const CollectiveLinks plan = collectiveLinks(chip, chips);
    if (plan.outer)
        return {plan.inner, plan.outer};
    return {plan.inner};
}

std::string joinTierNames(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& name : names)
        text += (text.empty() ? "" : "+") + name;
    return text;
}

double innerAllReduceShare(double chips, double innerChips)
{
    return ((innerChips - 1.0) / innerChips) / ((chips - 1.0) / chips);
}

double outerAllReduceShare(double chips, double innerChips)
{
    const double across = chips / innerChips;
    return ((across - 1.0) / across / innerChips) / ((chips - 1.0) / chips);
}

double allReduceFlops(double chips, double elements)
{
    return (chips - 1.0) / chips * elements;
}

double allReduceBytes(double chips, double elements, Dtype dtype)
{
    return ringAllReduceBytes(chips, elements * bytesPerElement(dtype));
}

double collectiveBandwidth(double linkBytesPerS, double links, bool bidirectional)
{
    return linkBytesPerS * links * (bidirectional ? 2.0 : 1.0);
}

double ringLatency(double chips, double hopLatencyS)
{
    return 2.0 * (chips - 1.0) * hopLatencyS;
}

TrafficRoute trafficRoute(const Chip& chip, const Op& op, const Dims& dims)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    const double chips = info.collective ? paramValue(op, "chips", dims) : 0.0;
    // docs/model.md §14: a collective that names no link takes the one(s) its chips need.
    const CollectiveLinks plan
        = info.collective && op.link.empty() && !chip.links.empty() ? collectiveLinks(chip, chips) : CollectiveLinks {};
    const BandwidthLevel& level = plan.inner ? *plan.inner : trafficLevel(chip, op);
    if (!info.collective)
        return TrafficRoute {&level, level.bytesPerS, 1.0, false, 0.0, {}};
    if (level.kind == BandwidthKind::Memory) {
        ErrorDetail detail;
        detail.code = ErrorCode::NeedsLink;
        detail.value = level.name;
        detail.expected = linkNames(chip);
        detail.subject = chip.name;
        throw Error(ErrorKind::InvalidValue,
            std::string(info.name) + " on " + chip.name + ": link=" + level.name
                + " is a memory level; a collective needs a chip-to-chip link (" + chip.name + " has " + linkNames(chip)
                + ")",
            std::move(detail));
    }
    const double links = paramValue(op, "links", dims);
    if (links > level.count) {
        ErrorDetail detail;
        detail.code = ErrorCode::TooManyLinks;
        detail.keyPath = level.name;
        detail.value = formatPlain(links);
        detail.high = formatPlain(level.count);
        detail.subject = chip.name;
        throw Error(ErrorKind::InvalidValue,
            std::string(info.name) + " on " + chip.name + ": links=" + formatPlain(links) + " but " + chip.name
                + " has " + formatPlain(level.count) + " " + level.name + " link" + (level.count == 1.0 ? "" : "s"),
            std::move(detail));
    }
    const bool bidirectional = choiceValue(op, "ring") == "bi";
    // docs/model.md §14: an all-to-all pays a hop per other chip, a ring all-reduce two.
    const bool allToAll = op.kind == OpKind::AllToAll;
    const double innerChips = plan.outer ? plan.innerChips : chips;
    const RouteTier inner {&level, innerChips, 1.0, collectiveBandwidth(level.bytesPerS, links, bidirectional),
        allToAll ? (innerChips - 1.0) * level.latencyS : ringLatency(innerChips, level.latencyS)};
    if (!plan.outer)
        return TrafficRoute {&level, inner.bytesPerS, links, bidirectional, inner.latencyS, {inner}};
    // Two tiers: the reduce-scatter and all-gather inside each domain, the all-reduce of each shard across
    // domains, every chip on its own outer link (as many of them as it has, at most `links`).
    const BandwidthLevel& across = *plan.outer;
    const double d = plan.innerChips;
    // An all-to-all's share for the d − 1 others of its domain stays inside, the n − d beyond it leave
    // (docs/model.md §14); an all-reduce reduces inside, all-reduces each shard across, gathers inside.
    RouteTier outer {&across, chips / d, allToAll ? (chips - d) / (chips - 1.0) : outerAllReduceShare(chips, d),
        collectiveBandwidth(across.bytesPerS, std::min(links, across.count), bidirectional),
        allToAll ? (chips - d) * across.latencyS : ringLatency(chips / d, across.latencyS)};
    RouteTier within = inner;
    within.share = allToAll ? (d - 1.0) / (chips - 1.0) : innerAllReduceShare(chips, d);
    const double secondsPerByte = within.share / within.bytesPerS + outer.share / outer.bytesPerS;
    return TrafficRoute {
        &across, 1.0 / secondsPerByte, links, bidirectional, within.latencyS + outer.latencyS, {within, outer}};
}

} // namespace roofline
