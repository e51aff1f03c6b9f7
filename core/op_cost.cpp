#include "core/op_cost.h"

#include "core/attention_cost.h"
#include "core/collective.h"
#include "core/footprint.h"

#include <cmath>

namespace roofline {

double matmulFlops(const MatmulShape& s)
{
    // The chapter counts 2BDF (exactly BF(2D-1)); its Q3 figure and critical batch sizes use 2BDF.
    return 2.0 * s.b * s.d * s.f;
}

double matmulBytes(const MatmulShape& s)
{
    return s.b * s.d * bytesPerElement(s.x) + s.d * s.f * bytesPerElement(s.w) + s.b * s.f * bytesPerElement(s.z);
}

double batchedMatmulBytes(const MatmulShape& s)
{
    return s.b * s.d * bytesPerElement(s.x) + s.b * s.d * s.f * bytesPerElement(s.w) + s.b * s.f * bytesPerElement(s.z);
}

double dotFlops(double n)
{
    return 2.0 * n - 1.0;
}

double dotBytes(double n, Dtype dtype)
{
    const double size = bytesPerElement(dtype);
    return 2.0 * n * size + size;
}

double tiledMatmulFlops(const TiledMatmulShape& s)
{
    const double tm = std::ceil(s.m / s.bm);
    const double tn = std::ceil(s.n / s.bn);
    const double tk = std::ceil(s.k / s.bk);
    return 2.0 * tm * tn * tk * s.bm * s.bk * s.bn;
}

double tiledMatmulBytes(const TiledMatmulShape& s)
{
    // Each of the tm·tn output tiles streams tk pairs of input tiles and reads and writes its
    // accumulator tile once; partial tiles at the edges are padded (hence the ceilings).
    const double tm = std::ceil(s.m / s.bm);
    const double tn = std::ceil(s.n / s.bn);
    const double tk = std::ceil(s.k / s.bk);
    return bytesPerElement(s.dtype) * tm * tn * (tk * (s.bm * s.bk + s.bk * s.bn) + 2.0 * s.bm * s.bn);
}

double ringAllReduceBytes(double chips, double tensorBytes)
{
    return 2.0 * (chips - 1.0) / chips * tensorBytes;
}

double elementwiseBytes(double n, double inputs, double outputs, Dtype dtype)
{
    return n * bytesPerElement(dtype) * (inputs + outputs);
}

MatmulShape matmulShape(const Op& op, const Dims& dims)
{
    return MatmulShape {paramValue(op, "B", dims), paramValue(op, "D", dims), paramValue(op, "F", dims),
        dtypeValue(op, "x"), dtypeValue(op, "w"), dtypeValue(op, "z")};
}

TiledMatmulShape tiledMatmulShape(const Op& op, const Dims& dims)
{
    const auto num = [&](std::string_view key) { return paramValue(op, key, dims); };
    return TiledMatmulShape {num("M"), num("K"), num("N"), num("bm"), num("bk"), num("bn"), dtypeValue(op, "dtype")};
}

OpCost costOf(const Op& op, const Dims& dims)
{
    OpCost cost;
    cost.precision = computeDtype(op);
    cost.traffic = opKindInfo(op.kind).traffic;
    const auto num = [&](std::string_view key) { return paramValue(op, key, dims); };
    switch (op.kind) {
    case OpKind::Dot:
        cost.flops = dotFlops(num("N"));
        cost.bytes = dotBytes(num("N"), dtypeValue(op, "dtype"));
        break;
    case OpKind::Matmul: {
        const MatmulShape shape = matmulShape(op, dims);
        cost.flops = matmulFlops(shape);
        cost.bytes = matmulBytes(shape);
        break;
    }
    case OpKind::BatchedMatmul: {
        const MatmulShape shape = matmulShape(op, dims);
        cost.flops = matmulFlops(shape);
        cost.bytes = batchedMatmulBytes(shape);
        break;
    }
    case OpKind::TiledMatmul: {
        const TiledMatmulShape shape = tiledMatmulShape(op, dims);
        cost.flops = tiledMatmulFlops(shape);
        cost.bytes = tiledMatmulBytes(shape);
        break;
    }
    case OpKind::ShardedMatmul: {
        const MatmulShape shape = matmulShape(op, dims);
        const double chips = num("chips");
        cost.flops = matmulFlops(shape) / chips;
        cost.bytes = ringAllReduceBytes(chips, shape.b * shape.f * bytesPerElement(shape.z));
        break;
    }
    case OpKind::Elementwise:
        cost.flops = num("N") * num("flops");
        cost.bytes = elementwiseBytes(num("N"), num("inputs"), num("outputs"), dtypeValue(op, "dtype"));
        break;
    case OpKind::Custom:
        cost.flops = num("flops");
        cost.bytes = num("bytes");
        break;
    case OpKind::Attention: {
        const AttentionShape shape = attentionShape(op, dims);
        cost.flops = attentionFlops(shape);
        cost.bytes = attentionBytes(shape);
        break;
    }
    case OpKind::AllReduce:
        cost.flops = allReduceFlops(num("chips"), num("N"));
        cost.bytes = allReduceBytes(num("chips"), num("N"), dtypeValue(op, "dtype"));
        break;
    }
    cost.footprintBytes = footprintOf(op, dims);
    return cost;
}

std::optional<AffineCost> affineCostAlong(const Op& op, const Dims& dims, std::string_view key)
{
    const NumberParam* param = findNumberParam(op.kind, key);
    if (!param || !param->affine)
        return std::nullopt;
    // Evaluate the op's own formula at v = 0 and v = 1 with the parameter unbound: for the affine
    // parameters both are exact in floating point for whole-number shapes below 2^53.
    Op probe = op;
    const std::string name(param->key);
    probe.bindings.erase(name);
    probe.numbers[name] = 0.0;
    const OpCost at0 = costOf(probe, dims);
    probe.numbers[name] = 1.0;
    const OpCost at1 = costOf(probe, dims);
    AffineCost affine {at1.flops - at0.flops, at0.flops, at1.bytes - at0.bytes, at0.bytes};
    if (at0.footprintBytes && at1.footprintBytes) {
        affine.hasFootprint = true;
        affine.footprintSlope = *at1.footprintBytes - *at0.footprintBytes;
        affine.footprintIntercept = *at0.footprintBytes;
    }
    return affine;
}

} // namespace roofline
