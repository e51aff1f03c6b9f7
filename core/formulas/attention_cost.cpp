#include "core/formulas/attention_cost.h"

#include "core/formulas/op.h"

#include <algorithm>

namespace roofline {

AttentionShape attentionShape(const Op& op, const Dims& dims)
{
    const auto num = [&](std::string_view key) { return paramValue(op, key, dims); };
    const double h = num("H");
    AttentionShape shape {num("B"), num("T"), num("S"), num("N"), num("K"), h, num("causal") != 0.0,
        num("flash") != 0.0, dtypeValue(op, "x"), dtypeValue(op, "kv"), dtypeValue(op, "s")};
    shape.hk = optionalParamValue(op, "Hk", dims).value_or(h);
    shape.hv = optionalParamValue(op, "Hv", dims).value_or(h);
    shape.sharedKv = optionalParamValue(op, "shared_kv", dims).value_or(0.0) != 0.0;
    shape.window = optionalParamValue(op, "W", dims).value_or(0.0);
    return shape;
}

namespace {

bool windowed(const AttentionShape& a)
{
    return a.flash && a.window > 0.0;
}

// Σ v for v from `from` to `to` (whole numbers; 0 when from > to).
double sumFromTo(double from, double to)
{
    return from > to ? 0.0 : (from + to) * (to - from + 1.0) / 2.0;
}

} // namespace

double attentionPairs(const AttentionShape& a)
{
    if (!a.flash)
        return a.b * a.t * a.s;
    if (windowed(a)) {
        // The queries are the last T of the S positions; the one with v = p + 1 positions up to it sees min(v, W).
        const double first = a.s - a.t + 1.0;
        const double belowWindow = sumFromTo(first, std::min(a.s, a.window));
        const double full = std::max(0.0, a.s - std::max(first - 1.0, a.window));
        return a.b * (belowWindow + full * a.window);
    }
    // Query i (0-based, the last T of the S positions) sees S − T + 1 + i keys: T·S − T·(T−1)/2 in all.
    const double masked = a.causal ? a.t * (a.t - 1.0) / 2.0 : 0.0;
    return a.b * (a.t * a.s - masked);
}

double attentionKeysRead(const AttentionShape& a)
{
    return windowed(a) ? std::min(a.s, a.t + a.window - 1.0) : a.s;
}

double attentionFlops(const AttentionShape& a)
{
    return 2.0 * a.n * (a.hk + a.hv) * attentionPairs(a);
}

namespace {

// The cached elements per key and head: keys and values, or one tensor that serves as both.
double cachedPerKey(const AttentionShape& a)
{
    return a.sharedKv ? a.hk : a.hk + a.hv;
}

// Q and the output, K and V: what every kernel moves once.
double attentionTensorBytes(const AttentionShape& a)
{
    return a.b * a.t * a.n * (a.hk + a.hv) * bytesPerElement(a.x)
        + a.b * attentionKeysRead(a) * a.k * cachedPerKey(a) * bytesPerElement(a.kv);
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
        // T = 1: FLOPs 2·N·(Hk+Hv)·B·S'; bytes B·N·(Hk+Hv)·|x| + B·S'·K·c·|kv| (+ 4·B·N·S·|s|): divide by B·S',
        // S' → ∞ (S' is the keys seen, S or at most W).
        const double kvBytes = a.k * cachedPerKey(a) * bytesPerElement(a.kv);
        const double scores = a.flash ? 0.0 : 4.0 * a.n * bytesPerElement(a.scores);
        result.decodeLimit = 2.0 * a.n * (a.hk + a.hv) / (kvBytes + scores);
        result.limitIsNOverK = a.flash && bytesPerElement(a.kv) == 2.0 && a.hk == a.h && a.hv == a.h && !a.sharedKv;
    }
    return result;
}

} // namespace roofline
