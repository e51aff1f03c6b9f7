#pragma once

#include "core/formulas/dtype.h"

#include <optional>

namespace roofline {

struct Op;
struct Dims;

// A mixture-of-experts matmul (docs/model.md §11): B tokens, each multiplied by k of E expert weight
// matrices w[D,F]. The op kind "experts"; a model's experts-up and experts-down are two of them.

// The expected number of distinct experts that `tokens` tokens touch when each picks k of E uniformly:
// E_act = E·(1 − (1 − k/E)^M). About k at M = 1, and E as M grows. 0 when there are no tokens.
double expectedExpertsTouched(double experts, double perToken, double tokens);

struct ExpertsShape {
    double b = 0.0; // tokens
    double d = 0.0;
    double f = 0.0;
    double e = 0.0; // experts
    double k = 0.0; // experts per token
    double ep = 1.0; // chips the experts are split over (docs/model.md §14): E/ep here, B tokens on each
    Dtype x = Dtype::BF16;
    Dtype w = Dtype::BF16;
    Dtype z = Dtype::BF16;
};

ExpertsShape expertsShape(const Op& op, const Dims& dims);

// The experts of this chip that tokens touch when `ep` chips each route B of them: (E/ep)·(1 − (1 − k/E)^(ep·B))
// (docs/model.md §14); E·(1 − (1 − k/E)^B) at ep 1.
double expertsTouchedOnChip(const ExpertsShape& shape);
double expertsTouchedOnChip(double experts, double perToken, double ep, double tokens);

// The experts an experts op's tokens touch, E_act (on its chip); nullopt for every other op kind.
std::optional<double> expertsTouched(const Op& op, const Dims& dims);

// FLOPs 2·B·k·D·F: every token–expert pair is a row of a matmul.
double expertsFlops(const ExpertsShape& shape);
// Bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|: the expected experts' weights are read once each, every
// token–expert pair reads its row of x and writes its row of z. Each tensor rounded up to a whole byte.
double expertsBytes(const ExpertsShape& shape, int* oddInt4Tensors = nullptr);
// The bytes of one expert's weights, D·F·|w|: what each expert touched adds to the traffic.
double expertWeightBytes(const ExpertsShape& shape);
// Resident at once (docs/model.md §7): the chip's E/ep experts' weights, and the pairs' rows of x and z.
double expertsFootprint(const ExpertsShape& shape);

} // namespace roofline
