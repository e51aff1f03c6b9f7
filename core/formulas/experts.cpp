#include "core/formulas/experts.h"

#include "core/formulas/op.h"
#include "core/formulas/op_cost.h"

#include <cmath>

namespace roofline {

double expectedExpertsTouched(double experts, double perToken, double tokens)
{
    if (tokens <= 0.0) // 0 · log(0) is not a number when every token takes every expert
        return 0.0;
    // E·(1 − q^M) with q = 1 − k/E, written so that a small k/E keeps its digits.
    return -experts * std::expm1(tokens * std::log1p(-perToken / experts));
}

ExpertsShape expertsShape(const Op& op, const Dims& dims)
{
    return ExpertsShape {paramValue(op, "B", dims), paramValue(op, "D", dims), paramValue(op, "F", dims),
        paramValue(op, "E", dims), paramValue(op, "k", dims), optionalParamValue(op, "ep", dims).value_or(1.0),
        dtypeValue(op, "x"), dtypeValue(op, "w"), dtypeValue(op, "z")};
}

double expertsTouchedOnChip(double experts, double perToken, double ep, double tokens)
{
    // Every chip's tokens route alike: the ep·M of them pick among all E, and E/ep of those are here.
    return expectedExpertsTouched(experts, perToken, ep * tokens) / ep;
}

double expertsTouchedOnChip(const ExpertsShape& s)
{
    return expertsTouchedOnChip(s.e, s.k, s.ep, s.b);
}

std::optional<double> expertsTouched(const Op& op, const Dims& dims)
{
    if (op.kind != OpKind::Experts)
        return std::nullopt;
    return expertsTouchedOnChip(expertsShape(op, dims));
}

double expertsFlops(const ExpertsShape& s)
{
    return 2.0 * s.b * s.k * s.d * s.f;
}

double expertWeightBytes(const ExpertsShape& s)
{
    return tensorBytes(s.d * s.f, s.w);
}

double expertsBytes(const ExpertsShape& s, int* oddInt4Tensors)
{
    const double pairs = s.b * s.k;
    return expertsTouchedOnChip(s) * tensorBytes(s.d * s.f, s.w, oddInt4Tensors)
        + tensorBytes(pairs * s.d, s.x, oddInt4Tensors) + tensorBytes(pairs * s.f, s.z, oddInt4Tensors);
}

double expertsFootprint(const ExpertsShape& s)
{
    const double pairs = s.b * s.k;
    return s.e / s.ep * tensorBytes(s.d * s.f, s.w) + tensorBytes(pairs * s.d, s.x) + tensorBytes(pairs * s.f, s.z);
}

} // namespace roofline
