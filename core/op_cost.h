#pragma once

#include "core/op.h"

#include <optional>
#include <string_view>

namespace roofline {

// FLOPs and bytes of one op as the chapter counts them (SPEC §3).
struct OpCost {
    double flops = 0.0; // per chip for sharded ops
    double bytes = 0.0; // over the op's traffic (memory level or link)
    Dtype precision = Dtype::BF16; // the peak that bounds its FLOPs
    BandwidthKind traffic = BandwidthKind::Memory;
    std::optional<double> footprintBytes; // SPEC §7; nullopt: not known (a custom op without footprint=)
};

// Typed shapes: what the formulas are written in. The generic Op converts to them.
struct MatmulShape {
    double b, d, f;
    Dtype x, w, z;
};
struct TiledMatmulShape {
    double m, k, n, bm, bk, bn;
    Dtype dtype;
};

double matmulFlops(const MatmulShape& shape); // 2BDF
double matmulBytes(const MatmulShape& shape); // B·D·|x| + D·F·|w| + B·F·|z|
double batchedMatmulBytes(const MatmulShape& shape); // B·D·|x| + B·D·F·|w| + B·F·|z|
double dotFlops(double n); // 2N - 1
double dotBytes(double n, Dtype dtype); // read two vectors, write one element
double tiledMatmulFlops(const TiledMatmulShape& shape);
double tiledMatmulBytes(const TiledMatmulShape& shape);
double ringAllReduceBytes(double chips, double tensorBytes); // 2(n-1)/n · |Z| per chip
double elementwiseBytes(double n, double inputs, double outputs, Dtype dtype); // N·|dtype|·(inputs + outputs)

MatmulShape matmulShape(const Op& op, const Dims& dims);
TiledMatmulShape tiledMatmulShape(const Op& op, const Dims& dims);

OpCost costOf(const Op& op, const Dims& dims);

// FLOPs(v) = flopsSlope·v + flopsIntercept, and the same for bytes, along one parameter v with
// every other parameter held. Exact for the parameters marked affine in their NumberParam.
struct AffineCost {
    double flopsSlope = 0.0;
    double flopsIntercept = 0.0;
    double bytesSlope = 0.0;
    double bytesIntercept = 0.0;
    // The footprint along v, when the op has one (every footprint is affine where FLOPs and bytes are).
    bool hasFootprint = false;
    double footprintSlope = 0.0;
    double footprintIntercept = 0.0;
};

// nullopt when the op has no such parameter or its cost is not affine in it.
std::optional<AffineCost> affineCostAlong(const Op& op, const Dims& dims, std::string_view key);

} // namespace roofline
