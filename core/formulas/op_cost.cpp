#include "core/formulas/op_cost.h"

#include "core/formulas/attention_cost.h"
#include "core/formulas/collective.h"
#include "core/formulas/experts.h"
#include "core/formulas/footprint.h"

#include <cmath>

namespace roofline {

double tensorBytes(double elements, Dtype dtype, int* oddInt4Tensors)
{
    const double exact = elements * bytesPerElement(dtype);
    const double whole = std::ceil(exact);
    if (oddInt4Tensors && whole != exact)
        ++*oddInt4Tensors;
    return whole;
}

double matmulFlops(const MatmulShape& s)
{
    // The chapter counts 2BDF (exactly BF(2D-1)); its Q3 figure and critical batch sizes use 2BDF.
    return 2.0 * s.b * s.d * s.f;
}

namespace {

double matmulBytes(const MatmulShape& s, int* oddInt4Tensors)
{
    return tensorBytes(s.b * s.d, s.x, oddInt4Tensors) + s.g * tensorBytes(s.d * s.f, s.w, oddInt4Tensors)
        + tensorBytes(s.b * s.f, s.z, oddInt4Tensors);
}

double batchedMatmulBytes(const MatmulShape& s, int* oddInt4Tensors)
{
    return tensorBytes(s.b * s.d, s.x, oddInt4Tensors) + tensorBytes(s.b * s.d * s.f, s.w, oddInt4Tensors)
        + tensorBytes(s.b * s.f, s.z, oddInt4Tensors);
}

double dotBytes(double n, Dtype dtype, int* oddInt4Tensors)
{
    // Read x and y, write one element.
    return 2.0 * tensorBytes(n, dtype, oddInt4Tensors) + tensorBytes(1.0, dtype, oddInt4Tensors);
}

} // namespace

double matmulBytes(const MatmulShape& s)
{
    return matmulBytes(s, nullptr);
}

double batchedMatmulBytes(const MatmulShape& s)
{
    return batchedMatmulBytes(s, nullptr);
}

double dotFlops(double n)
{
    return 2.0 * n - 1.0;
}

double dotBytes(double n, Dtype dtype)
{
    return dotBytes(n, dtype, nullptr);
}

double tiledMatmulFlops(const TiledMatmulShape& s)
{
    const double tm = std::ceil(s.m / s.bm);
    const double tn = std::ceil(s.n / s.bn);
    const double tk = std::ceil(s.k / s.bk);
    return 2.0 * tm * tn * tk * s.bm * s.bk * s.bn;
}

double tiledMatmulUsefulFlops(const TiledMatmulShape& s)
{
    return 2.0 * s.m * s.k * s.n;
}

double tiledMatmulBytes(const TiledMatmulShape& s)
{
    // Each of the tm·tn output tiles streams tk pairs of input tiles and reads and writes its
    // accumulator tile once; partial tiles at the edges are padded (hence the ceilings).
    const double tm = std::ceil(s.m / s.bm);
    const double tn = std::ceil(s.n / s.bn);
    const double tk = std::ceil(s.k / s.bk);
    return tm * tn
        * (tk * (tensorBytes(s.bm * s.bk, s.dtype) + tensorBytes(s.bk * s.bn, s.dtype))
            + 2.0 * tensorBytes(s.bm * s.bn, s.dtype));
}

double allToAllBytes(double chips, double tensorBytes)
{
    return (chips - 1.0) / chips * tensorBytes;
}

double ringAllReduceBytes(double chips, double tensorBytes)
{
    return 2.0 * (chips - 1.0) / chips * tensorBytes;
}

double elementwiseBytes(double n, double inputs, double outputs, Dtype dtype)
{
    return tensorBytes(n, dtype) * (inputs + outputs);
}

MatmulShape matmulShape(const Op& op, const Dims& dims)
{
    MatmulShape shape {paramValue(op, "B", dims), paramValue(op, "D", dims), paramValue(op, "F", dims),
        dtypeValue(op, "x"), dtypeValue(op, "w"), dtypeValue(op, "z")};
    if (op.kind == OpKind::Matmul)
        shape.g = optionalParamValue(op, "G", dims).value_or(1.0);
    return shape;
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
        cost.bytes = dotBytes(num("N"), dtypeValue(op, "dtype"), &cost.oddInt4Tensors);
        break;
    case OpKind::Matmul: {
        const MatmulShape shape = matmulShape(op, dims);
        cost.flops = matmulFlops(shape);
        cost.bytes = matmulBytes(shape, &cost.oddInt4Tensors);
        break;
    }
    case OpKind::BatchedMatmul: {
        const MatmulShape shape = matmulShape(op, dims);
        cost.flops = matmulFlops(shape);
        cost.bytes = batchedMatmulBytes(shape, &cost.oddInt4Tensors);
        break;
    }
    case OpKind::TiledMatmul: {
        const TiledMatmulShape shape = tiledMatmulShape(op, dims);
        cost.flops = tiledMatmulFlops(shape);
        cost.usefulFlops = tiledMatmulUsefulFlops(shape);
        cost.bytes = tiledMatmulBytes(shape);
        break;
    }
    case OpKind::ShardedMatmul: {
        const MatmulShape shape = matmulShape(op, dims);
        const double chips = num("chips");
        cost.flops = matmulFlops(shape) / chips;
        cost.bytes = ringAllReduceBytes(chips, tensorBytes(shape.b * shape.f, shape.z, &cost.oddInt4Tensors));
        break;
    }
    case OpKind::Elementwise:
        cost.flops = num("N") * num("flops");
        cost.bytes
            = tensorBytes(num("N"), dtypeValue(op, "dtype"), &cost.oddInt4Tensors) * (num("inputs") + num("outputs"));
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
    case OpKind::Experts: {
        const ExpertsShape shape = expertsShape(op, dims);
        cost.flops = expertsFlops(shape);
        cost.bytes = expertsBytes(shape, &cost.oddInt4Tensors);
        break;
    }
    case OpKind::AllToAll:
        cost.flops = 0.0;
        cost.bytes = allToAllBytes(num("chips"), tensorBytes(num("N"), dtypeValue(op, "dtype"), &cost.oddInt4Tensors));
        break;
    }
    cost.footprintBytes = footprintOf(op, dims);
    if (op.kind != OpKind::TiledMatmul) // only tiles pad
        cost.usefulFlops = cost.flops;
    return cost;
}

namespace {

// The line through the op's cost at v = a and v = b (b > a) with the parameter unbound.
AffineCost lineThrough(const OpCost& atA, double a, const OpCost& atB, double b)
{
    const double flopsSlope = (atB.flops - atA.flops) / (b - a);
    const double bytesSlope = (atB.bytes - atA.bytes) / (b - a);
    AffineCost line {flopsSlope, atA.flops - flopsSlope * a, bytesSlope, atA.bytes - bytesSlope * a};
    if (atA.footprintBytes && atB.footprintBytes) {
        line.hasFootprint = true;
        line.footprintSlope = (*atB.footprintBytes - *atA.footprintBytes) / (b - a);
        line.footprintIntercept = *atA.footprintBytes - line.footprintSlope * a;
    }
    return line;
}

struct Probe {
    Op op;
    std::string name;
    OpCost at(double v, const Dims& dims)
    {
        op.numbers[name] = v;
        return costOf(op, dims);
    }
};

std::optional<Probe> probeAlong(const Op& op, std::string_view key)
{
    const NumberParam* param = findNumberParam(op.kind, key);
    if (!param || !param->affine)
        return std::nullopt;
    Probe probe {op, std::string(param->key)};
    probe.op.bindings.erase(probe.name);
    return probe;
}

} // namespace

std::optional<AffineCost> affineCostAlong(const Op& op, const Dims& dims, std::string_view key)
{
    std::optional<Probe> probe = probeAlong(op, key);
    if (!probe)
        return std::nullopt;
    // Evaluate the op's own formula at v = 0 and v = 1: for the affine parameters both are exact in
    // floating point for whole-number shapes below 2^53. A tensor's element count is v times the
    // other dimensions (or does not depend on v), so an int4 tensor that is odd at v = 1 is odd at
    // every odd v and even at every even one: its rounding up makes the bytes zigzag.
    const OpCost at0 = probe->at(0.0, dims);
    const OpCost at1 = probe->at(1.0, dims);
    if (at1.oddInt4Tensors != at0.oddInt4Tensors)
        return std::nullopt;
    return lineThrough(at0, 0.0, at1, 1.0);
}

std::optional<AffineCost> upperAffineCostAlong(const Op& op, const Dims& dims, std::string_view key)
{
    if (std::optional<AffineCost> exact = affineCostAlong(op, dims, key))
        return exact;
    std::optional<Probe> probe = probeAlong(op, key);
    if (!probe)
        return std::nullopt;
    return lineThrough(probe->at(1.0, dims), 1.0, probe->at(3.0, dims), 3.0);
}

} // namespace roofline
