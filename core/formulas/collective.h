#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/dtype.h"

#include <vector>

namespace roofline {

struct Op;
struct Dims;

// Collectives over chip-to-chip links (docs/model.md §8).

// A ring all-reduce of N elements over n chips: per chip it sends and receives 2(n-1)/n of the tensor
// and adds (n-1)/n·N pairs of elements.
double allReduceFlops(double chips, double elements);
double allReduceBytes(double chips, double elements, Dtype dtype);

// The bandwidth a collective gets from `links` links of `linkBytesPerS` each way: a bidirectional ring
// sends half its bytes each way, so it takes half the time.
double collectiveBandwidth(double linkBytesPerS, double links, bool bidirectional);

// A ring all-reduce over n chips takes 2(n-1) steps, each a hop of `hopLatencyS` (docs/model.md §12).
double ringLatency(double chips, double hopLatencyS);

// docs/model.md §14: the link or links a collective over n chips uses when the op names none. One tier:
// `inner` alone, over all n chips. Two tiers: a ring of `innerChips` (d) inside each domain of `inner`, and
// one of n/d across domains over `outer`.
struct CollectiveLinks {
    const BandwidthLevel* inner = nullptr;
    const BandwidthLevel* outer = nullptr; // nullptr: one tier
    double innerChips = 0.0; // d; n when one tier
};

// The fastest link (count × bandwidth) stating a domain of at least n; with none, a two-tier pair: the
// fastest link stating a domain of 2 or more, whose largest divisor d of n no larger than its domain is the
// ring inside each domain (its domain itself when that divides n), and the fastest other link whose domain
// is unstated or holds n/d. When no link states a domain: the fastest link. Throws Error(NoLinkReaches)
// naming the links' domains when no pair reaches n, Error(NoLinkFor) when the chip has no link.
CollectiveLinks collectiveLinks(const Chip& chip, double chips);

// The links a collective over n chips crosses, inside a domain first: the one `link` names (any number of
// chips), or collectiveLinks' one or two. Throws as collectiveLinks, and Error(NoSuchLevel) for a name the
// chip does not have.
std::vector<const BandwidthLevel*> collectiveTierLinks(const Chip& chip, double chips, const std::string& link);

// "NVLink" or "NVLink+NIC": tiers' names joined, inside a domain first ("" for none).
std::string joinTierNames(const std::vector<std::string>& names);

// One tier of a collective: the link, the ring on it, the share of the collective's bytes that crosses it,
// the bandwidth it gets and its hops.
struct RouteTier {
    const BandwidthLevel* link = nullptr;
    double chips = 0.0;
    double share = 1.0; // of the op's bytes (2(n-1)/n·Z for an all-reduce)
    double bytesPerS = 0.0; // collectiveBandwidth on this link
    double latencyS = 0.0; // ringLatency(chips, the link's latency_s)
};

// The shares of a two-tier ring all-reduce's bytes (docs/model.md §14): inside, 2(d-1)/d·Z; across,
// 2(n/d-1)/(n/d)·Z/d; each over the one-ring 2(n-1)/n·Z, so the two add up to 1.
double innerAllReduceShare(double chips, double innerChips);
double outerAllReduceShare(double chips, double innerChips);

// The level an op's bytes cross on a chip and the bandwidth they get there: the level's own, or for
// a collective the links it uses at once in the ring's directions. A two-tier collective is drawn over its
// outer link (the tier across domains); bytesPerS is then the bandwidth that gives its whole time
// (op bytes / bytesPerS = the sum over its tiers), and `tiers` holds each.
struct TrafficRoute {
    const BandwidthLevel* level = nullptr;
    double bytesPerS = 0.0;
    double links = 1.0; // links used at once (collectives; the inner tier's when two)
    bool bidirectional = false; // ring=bi
    double latencyS = 0.0; // a collective's hops: ringLatency(chips, the link's latency_s) summed over its tiers
    std::vector<RouteTier> tiers; // collectives: one or two; empty for an op over a memory level
};

// Throws Error naming the chip and what it has: UnknownName for a level it does not have or a
// collective on a chip without links, InvalidValue for a collective over a memory level or more links
// than the chip has.
TrafficRoute trafficRoute(const Chip& chip, const Op& op, const Dims& dims);

} // namespace roofline
