#pragma once

#include "core/formulas/op.h"

#include <optional>
#include <string_view>

namespace roofline {

// FLOPs and bytes of one op as the chapter counts them (docs/model.md §3).
struct OpCost {
    double flops = 0.0; // per chip for sharded ops; what the hardware executes, padded tiles included
    double usefulFlops = 0.0; // what the math needs: less than flops when a tiled matmul pads its edge tiles
    double bytes = 0.0; // over the op's traffic (memory level or link)
    Dtype precision = Dtype::BF16; // the peak that bounds its FLOPs
    BandwidthKind traffic = BandwidthKind::Memory;
    std::optional<double> footprintBytes; // docs/model.md §7; nullopt: not known (a custom op without footprint=)
    // int4 tensors with an odd number of elements: each is rounded up to whole bytes (tensorBytes).
    int oddInt4Tensors = 0;
};

// The bytes of one tensor: elements × bytes per element, rounded up to a whole byte (an int4 tensor
// of 3 elements takes 2 bytes). Counts the tensors it rounds in `oddInt4Tensors` when given.
double tensorBytes(double elements, Dtype dtype, int* oddInt4Tensors = nullptr);

// Typed shapes: what the formulas are written in. The generic Op converts to them.
struct MatmulShape {
    double b, d, f;
    Dtype x, w, z;
    double g = 1.0; // weight matrices the rows split over (a matmul's G; docs/model.md §13)
};
struct TiledMatmulShape {
    double m, k, n, bm, bk, bn;
    Dtype dtype;
};

double matmulFlops(const MatmulShape& shape); // 2BDF
double matmulBytes(const MatmulShape& shape); // B·D·|x| + G·D·F·|w| + B·F·|z|
double batchedMatmulBytes(const MatmulShape& shape); // B·D·|x| + B·D·F·|w| + B·F·|z|
double dotFlops(double n); // 2N - 1
double dotBytes(double n, Dtype dtype); // read two vectors, write one element
double tiledMatmulFlops(const TiledMatmulShape& shape); // padded edge tiles included
double tiledMatmulUsefulFlops(const TiledMatmulShape& shape); // 2MKN
double tiledMatmulBytes(const TiledMatmulShape& shape);
double ringAllReduceBytes(double chips, double tensorBytes); // 2(n-1)/n · |Z| per chip
double allToAllBytes(double chips, double tensorBytes); // (n-1)/n · |X| per chip: all but its own share leaves (§14)
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

// nullopt when the op has no such parameter or its cost is not affine in it: the parameter is not
// marked affine, or an int4 tensor's element count is odd at odd v (its bytes, rounded up to whole
// bytes, zigzag between two lines).
std::optional<AffineCost> affineCostAlong(const Op& op, const Dims& dims, std::string_view key);

// affineCostAlong, or for an op whose int4 tensors zigzag, the line through the odd values of v,
// where they are rounded up: every whole v moves at most these bytes (the odd ones exactly these),
// so a crossover solved on it holds for every whole v beyond it. nullopt when the parameter is not
// marked affine.
std::optional<AffineCost> upperAffineCostAlong(const Op& op, const Dims& dims, std::string_view key);

} // namespace roofline
