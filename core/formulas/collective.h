#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/dtype.h"

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

// The level an op's bytes cross on a chip and the bandwidth they get there: the level's own, or for
// a collective the links it uses at once in the ring's directions.
struct TrafficRoute {
    const BandwidthLevel* level = nullptr;
    double bytesPerS = 0.0;
    double links = 1.0; // links used at once (collectives)
    bool bidirectional = false; // ring=bi
    double latencyS = 0.0; // a collective's hops: ringLatency(chips, the link's latency_s); 0 on a memory level
};

// Throws Error naming the chip and what it has: UnknownName for a level it does not have or a
// collective on a chip without links, InvalidValue for a collective over a memory level or more links
// than the chip has.
TrafficRoute trafficRoute(const Chip& chip, const Op& op, const Dims& dims);

} // namespace roofline
