#include "core/formulas/attention_cost.h"

#include "core/formulas/op.h"

namespace roofline {

AttentionShape attentionShape(const Op& op, const Dims& dims)
{
    const auto num = [&](std::string_view key) { return paramValue(op, key, dims); };
    return AttentionShape {num("B"), num("T"), num("S"), num("N"), num("K"), num("H"), num("causal") != 0.0,
        num("flash") != 0.0, dtypeValue(op, "x"), dtypeValue(op, "kv"), dtypeValue(op, "s")};
}

double attentionPairs(const AttentionShape& a)
{
    if (!a.flash)
        return a.b * a.t * a.s;
    // Query i (0-based, the last T of the S positions) sees S − T + 1 + i keys: T·S − T·(T−1)/2 in all.
    const double masked = a.causal ? a.t * (a.t - 1.0) / 2.0 : 0.0;
    return a.b * (a.t * a.s - masked);
}

double attentionFlops(const AttentionShape& a)
{
    return 4.0 * a.n * a.h * attentionPairs(a);
}

namespace {

// Q and the output, K and V: what every kernel moves once.
double attentionTensorBytes(const AttentionShape& a)
{
    return 2.0 * a.b * a.t * a.n * a.h * bytesPerElement(a.x) + 2.0 * a.b * a.s * a.k * a.h * bytesPerElement(a.kv);
}

double scoreBytes(const AttentionShape& a)
{
    return a.b * a.n * a.t * a.s * bytesPerElement(a.scores);
}

} // namespace

double attentionBytes(const AttentionShape& a)
{
    return attentionTensorBytes(a) + (a.flash ? 0.0 : 4.0 * scoreBytes(a));
}

double attentionFootprint(const AttentionShape& a)
{
    return attentionTensorBytes(a) + (a.flash ? 0.0 : scoreBytes(a));
}

AttentionIntensity attentionIntensity(const Op& op, const Dims& dims)
{
    const AttentionShape a = attentionShape(op, dims);
    AttentionIntensity result;
    result.intensity = attentionFlops(a) / attentionBytes(a);
    result.decode = a.t == 1.0;
    result.prefill = a.t == a.s;
    if (result.decode) {
        // T = 1: FLOPs 4·N·H·B·S; bytes 2·B·N·H·|x| + 2·B·S·K·H·|kv| (+ 4·B·N·S·|s|): divide by B·S, S → ∞.
        const double kvBytes = 2.0 * a.k * a.h * bytesPerElement(a.kv);
        const double scores = a.flash ? 0.0 : 4.0 * a.n * bytesPerElement(a.scores);
        result.decodeLimit = 4.0 * a.n * a.h / (kvBytes + scores);
        result.limitIsNOverK = a.flash && bytesPerElement(a.kv) == 2.0;
    }
    return result;
}

} // namespace roofline
