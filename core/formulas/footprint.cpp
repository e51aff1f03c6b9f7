#include "core/formulas/footprint.h"

#include "core/formulas/attention_cost.h"
#include "core/formulas/experts.h"

namespace roofline {

double tiledMatmulFootprint(const TiledMatmulShape& s)
{
    return (s.m * s.k + s.k * s.n + s.m * s.n) * bytesPerElement(s.dtype);
}

double shardedMatmulFootprint(const MatmulShape& s, double chips)
{
    const double slice = s.d / chips;
    return s.b * slice * bytesPerElement(s.x) + slice * s.f * bytesPerElement(s.w) + s.b * s.f * bytesPerElement(s.z);
}

double allReduceFootprint(double elements, Dtype dtype)
{
    return elements * bytesPerElement(dtype);
}

std::optional<double> footprintOf(const Op& op, const Dims& dims)
{
    const auto num = [&](std::string_view key) { return paramValue(op, key, dims); };
    switch (op.kind) {
    case OpKind::Dot:
        return dotBytes(num("N"), dtypeValue(op, "dtype"));
    case OpKind::Matmul:
        return matmulBytes(matmulShape(op, dims));
    case OpKind::BatchedMatmul:
        return batchedMatmulBytes(matmulShape(op, dims));
    case OpKind::TiledMatmul:
        return tiledMatmulFootprint(tiledMatmulShape(op, dims));
    case OpKind::ShardedMatmul:
        return shardedMatmulFootprint(matmulShape(op, dims), num("chips"));
    case OpKind::Elementwise:
        return elementwiseBytes(num("N"), num("inputs"), num("outputs"), dtypeValue(op, "dtype"));
    case OpKind::Attention:
        return attentionFootprint(attentionShape(op, dims));
    case OpKind::AllReduce:
    case OpKind::AllToAll: // the rows it sends and those it receives, the same size
        return allReduceFootprint(num("N"), dtypeValue(op, "dtype"));
    case OpKind::Custom:
        return optionalParamValue(op, "footprint", dims);
    case OpKind::Experts:
        return expertsFootprint(expertsShape(op, dims));
    }
    return std::nullopt;
}

const BandwidthLevel* capacityLevelFor(const Chip& chip, const BandwidthLevel& traffic)
{
    return traffic.capacityBytes ? &traffic : firstLevelWithCapacity(chip);
}

MemoryFit memoryFit(const Chip& chip, const BandwidthLevel& traffic, std::optional<double> footprintBytes)
{
    MemoryFit fit;
    fit.footprintBytes = footprintBytes;
    if (const BandwidthLevel* level = capacityLevelFor(chip, traffic)) {
        fit.capacityBytes = level->capacityBytes;
        fit.capacityLevel = level->name;
    }
    if (fit.footprintBytes && fit.capacityBytes)
        fit.fits = *fit.footprintBytes <= *fit.capacityBytes;
    return fit;
}

} // namespace roofline
