#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/op_cost.h"

#include <optional>
#include <string>

namespace roofline {

// Memory capacity, the chapter's third limit (docs/model.md §7): an op's footprint is the bytes of the tensors
// that must be resident at once, each counted once.

// For dot, matmul, batched-matmul and elementwise the footprint is what the op moves (each tensor
// crosses the memory once); the others have their own.
double tiledMatmulFootprint(const TiledMatmulShape& shape); // (M·K + K·N + M·N)·|dtype|
// Per chip: its D/n slice of x and w, and the whole partial sum z.
double shardedMatmulFootprint(const MatmulShape& shape, double chips);
// The tensor being reduced, in place.
double allReduceFootprint(double elements, Dtype dtype);

// nullopt for a custom op without footprint=: its memory is not checked.
std::optional<double> footprintOf(const Op& op, const Dims& dims);

// Whether an op's footprint fits the capacity of the memory level its bytes cross, or of the first
// level with a capacity when that one states none (a link holds nothing: its bytes land in HBM).
struct MemoryFit {
    std::optional<double> footprintBytes;
    std::optional<double> capacityBytes;
    std::string capacityLevel; // the level whose capacity is used; empty when none
    std::optional<bool> fits; // nullopt: not known (no footprint, or no capacity anywhere)
};

const BandwidthLevel* capacityLevelFor(const Chip& chip, const BandwidthLevel& traffic);
MemoryFit memoryFit(const Chip& chip, const BandwidthLevel& traffic, std::optional<double> footprintBytes);

} // namespace roofline
