#pragma once

// docs/model.md §10 (a transformer step), §11 (mixture-of-experts layers), §12 (embeddings, links, latency) and
// §13's sliding windows written out again, independently of core: no core function, type or constant is used, so a test
// that compares core (or `roofline-studio model --json`) with it compares two implementations of docs/model.md. Chip
// and model numbers are literals copied from hardware-profiles/ and the published configs.

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace roofline::test::by_hand {

struct Chip {
    std::map<std::string, double> matrix; // dense peaks by dtype name
    std::map<std::string, double> vector; // vector-unit peaks (dot, elementwise, an all-reduce's additions)
    double hbm = 0.0; // the first memory level's bytes/s
    std::optional<double> capacity; // its bytes
    double link = 0.0; // the all-reduces' link, bytes/s per direction per link
    double linkCount = 1.0; // how many such links the chip has
    double linkLatency = 0.0; // seconds per hop
    // §14: the chips the link joins (0: any number) and the link across its domains (a NIC).
    double domain = 0.0;
    double outer = 0.0, outerCount = 1.0, outerLatency = 0.0;
};

struct Model {
    double d, f, n, k, h, l, v;
    bool gated = true;
    bool tied = false; // lm_head is the input embedding
    // Experts (§11): e = 0 is dense.
    double e = 0, perToken = 0, fExpert = 0, fShared = 0, denseLayers = 0;
    // §13: `slidingLayers` of the l layers attend to the last `window` positions only.
    double window = 0, slidingLayers = 0;
};

struct Step {
    bool prefill = false;
    double b = 1.0, t = 1.0, s = 4096.0, tp = 1.0;
    double links = 0.0; // 0: every link the chip has (§12)
    bool bidirectional = true;
    std::string x = "bf16", w = "bf16", kv = "bf16";
    double ep = 1.0; // §14: experts split over ep chips (tp 1), each chip its own B sequences
};

struct Op {
    std::string name;
    double count = 0.0, flops = 0.0, bytes = 0.0, tMath = 0.0, tComms = 0.0, tLower = 0.0;
    bool computeBound = false;
    double expertsTouched = 0.0; // E_act, for experts-up and experts-down
};

struct Result {
    std::vector<Op> ops;
    double step = 0.0, tokensPerS = 0.0, weights = 0.0, kvCache = 0.0;
    double mathTime = 0.0, commsTime = 0.0; // Σ count·T_math, Σ count·T_comms
    std::optional<bool> fits;
};

inline double size(const std::string& dtype)
{
    static const std::map<std::string, double> sizes {
        {"fp64", 8}, {"fp32", 4}, {"bf16", 2}, {"fp16", 2}, {"fp8", 1}, {"int8", 1}, {"int4", 0.5}};
    return sizes.at(dtype);
}

// The wider of two dtypes; on a tie a float beats an int, and the first wins otherwise (docs/cli.md "Op specs").
inline std::string wider(const std::string& a, const std::string& b)
{
    if (size(a) != size(b))
        return size(a) > size(b) ? a : b;
    const bool aInt = a.starts_with("int");
    const bool bInt = b.starts_with("int");
    return aInt && !bInt ? b : a;
}

inline Op timed(
    std::string name, double count, double flops, double bytes, double peak, double bandwidth, double latency = 0.0)
{
    Op op {std::move(name), count, flops, bytes, flops / peak, latency + bytes / bandwidth, 0.0, false};
    op.tLower = std::max(op.tMath, op.tComms);
    op.computeBound = op.tMath > op.tComms;
    return op;
}

// The experts a step's M tokens touch when each picks k of E uniformly (§11).
inline double expertsTouched(double e, double k, double tokens)
{
    return e * (1 - std::pow(1 - k / e, tokens));
}

inline Result compute(const Model& m, const Chip& chip, const Step& st)
{
    const bool moe = m.e > 0;
    const double denseLayers = moe ? m.denseLayers : m.l;
    if (std::fmod(m.n, st.tp) != 0 || std::fmod(m.v, st.tp) != 0 || (denseLayers > 0 && std::fmod(m.f, st.tp) != 0)
        || std::fmod(m.fExpert, st.tp) != 0 || std::fmod(m.fShared, st.tp) != 0)
        throw std::invalid_argument("tp must divide N, V and the MLPs' widths");
    const double n = m.n / st.tp, k = std::max(1.0, m.k / st.tp), f = m.f / st.tp, v = m.v / st.tp;
    const double fe = m.fExpert / st.tp, fs = m.fShared / st.tp, g = m.gated ? 2 : 1;
    const double M = st.b * st.t;
    const double sx = size(st.x), sw = size(st.w), skv = size(st.kv);
    const double matmulPeak = chip.matrix.at(wider(st.x, st.w));
    const auto matmul = [&](std::string name, double count, double rows, double d, double cols) {
        return timed(std::move(name), count, 2 * rows * d * cols, rows * d * sx + d * cols * sw + rows * cols * sx,
            matmulPeak, chip.hbm);
    };
    // Flash, causal: P = B·(T·S − T·(T−1)/2).
    const double pairs = st.b * (st.t * st.s - st.t * (st.t - 1) / 2);
    const Op attention = timed("attention", m.l - m.slidingLayers, 4 * n * m.h * pairs,
        2 * st.b * st.t * n * m.h * sx + 2 * st.b * st.s * k * m.h * skv, chip.matrix.at(wider(st.x, st.kv)), chip.hbm);
    // A sliding layer: the query at position p (0-based) sees min(p + 1, W) keys; the keys any query sees are the
    // last min(S, T + W − 1).
    double windowPairs = 0;
    for (double p = st.s - st.t; p < st.s; ++p)
        windowPairs += std::min(p + 1, m.window);
    const double windowKeys = std::min(st.s, st.t + m.window - 1);
    const Op slidingAttention = timed("attention-sliding", m.slidingLayers, 4 * n * m.h * st.b * windowPairs,
        2 * st.b * st.t * n * m.h * sx + 2 * st.b * windowKeys * k * m.h * skv, chip.matrix.at(wider(st.x, st.kv)),
        chip.hbm);
    const auto allReduce = [&](std::string name) {
        const double elements = M * m.d;
        const double peak = chip.vector.contains(st.x) ? chip.vector.at(st.x) : chip.matrix.at(st.x);
        const double links = st.links == 0 ? chip.linkCount : st.links;
        const double ways = st.bidirectional ? 2 : 1;
        if (chip.domain == 0 || st.tp <= chip.domain)
            return timed(std::move(name), m.l, (st.tp - 1) / st.tp * elements, 2 * (st.tp - 1) / st.tp * elements * sx,
                peak, chip.link * links * ways, 2 * (st.tp - 1) * chip.linkLatency);
        // §14, two tiers (the domain divides tp here): rings of d inside, of tp/d across, each chip's Z/d shard.
        const double d = chip.domain, across = st.tp / d, z = elements * sx;
        Op op = timed(std::move(name), m.l, (st.tp - 1) / st.tp * elements, 2 * (across - 1) / across * z / d, peak,
            chip.outer * std::min(links, chip.outerCount) * ways, 2 * (across - 1) * chip.outerLatency);
        op.tComms += 2 * (d - 1) / d * z / (chip.link * links * ways) + 2 * (d - 1) * chip.linkLatency;
        op.tLower = std::max(op.tMath, op.tComms);
        op.computeBound = op.tMath > op.tComms;
        return op;
    };
    Result r;
    r.ops.push_back(matmul("qkv", m.l, M, m.d, (n + 2 * k) * m.h));
    if (m.slidingLayers < m.l)
        r.ops.push_back(attention);
    if (m.slidingLayers > 0)
        r.ops.push_back(slidingAttention);
    r.ops.push_back(matmul("out", m.l, M, n * m.h, m.d));
    if (st.tp > 1)
        r.ops.push_back(allReduce("all-reduce-attn"));
    if (denseLayers > 0) {
        r.ops.push_back(matmul("up", denseLayers, M, m.d, g * f));
        r.ops.push_back(matmul("down", denseLayers, M, f, m.d));
    }
    if (moe) {
        const double moeLayers = m.l - denseLayers;
        const double P = M * m.perToken; // token–expert pairs
        // §14: ep chips route ep·M tokens; E/ep experts are here.
        const double eAct = expertsTouched(m.e, m.perToken, st.ep * M) / st.ep;
        r.ops.push_back(matmul("router", moeLayers, M, m.d, m.e));
        // §14: P rows of D out and back, (ep−1)/ep of them leaving the chip; past the domain, two tiers.
        const auto allToAll = [&](std::string name) {
            const double rows = P * m.d * sx;
            const double links = st.links == 0 ? chip.linkCount : st.links;
            const double ways = st.bidirectional ? 2 : 1;
            const double inside = chip.link * links * ways;
            Op op {std::move(name), moeLayers, 0.0, rows * (st.ep - 1) / st.ep, 0.0, 0.0, 0.0, false};
            if (chip.domain == 0 || st.ep <= chip.domain) {
                op.tComms = (st.ep - 1) * chip.linkLatency + rows * (st.ep - 1) / st.ep / inside;
            } else {
                const double d = chip.domain, outside = chip.outer * std::min(links, chip.outerCount) * ways;
                op.tComms = (d - 1) * chip.linkLatency + (st.ep - d) * chip.outerLatency
                    + rows * (d - 1) / st.ep / inside + rows * (st.ep - d) / st.ep / outside;
            }
            op.tLower = op.tComms;
            return op;
        };
        if (st.ep > 1)
            r.ops.push_back(allToAll("all-to-all-dispatch"));
        Op up = timed("experts-up", moeLayers, 2 * P * m.d * g * fe,
            eAct * m.d * g * fe * sw + P * m.d * sx + P * g * fe * sx, matmulPeak, chip.hbm);
        Op down = timed("experts-down", moeLayers, 2 * P * fe * m.d, eAct * fe * m.d * sw + P * fe * sx + P * m.d * sx,
            matmulPeak, chip.hbm);
        up.expertsTouched = down.expertsTouched = eAct;
        r.ops.push_back(up);
        r.ops.push_back(down);
        if (st.ep > 1)
            r.ops.push_back(allToAll("all-to-all-combine"));
        if (m.fShared > 0) {
            r.ops.push_back(matmul("shared-up", moeLayers, M, m.d, g * fs));
            r.ops.push_back(matmul("shared-down", moeLayers, M, fs, m.d));
        }
    }
    if (st.tp > 1)
        r.ops.push_back(allReduce("all-reduce-mlp"));
    r.ops.push_back(matmul("lm_head", 1, st.b, m.d, v));
    for (const Op& op : r.ops) {
        r.step += op.count * op.tLower;
        r.mathTime += op.count * op.tMath;
        r.commsTime += op.count * op.tComms;
    }
    r.tokensPerS = (st.prefill ? st.b * st.t : st.b) / r.step;
    const double attentionWeights = m.d * (n + 2 * k) * m.h + n * m.h * m.d;
    const double moeWeights = m.d * m.e + m.e / st.ep * (g + 1) * m.d * fe + (g + 1) * m.d * fs;
    r.weights = (m.l * attentionWeights + denseLayers * (g + 1) * m.d * f + (m.l - denseLayers) * moeWeights
                    + (m.tied ? 1 : 2) * m.d * v)
        * sw;
    r.kvCache
        = 2 * st.b * k * m.h * skv * ((m.l - m.slidingLayers) * st.s + m.slidingLayers * std::min(st.s, m.window));
    if (chip.capacity)
        r.fits = r.weights + r.kvCache <= *chip.capacity;
    return r;
}

// Chips as hardware-profiles/ gives them (the link is the one the all-reduces use).
inline Chip h100Sxm()
{
    return Chip {{{"fp64", 6.7e13}, {"fp32", 6.7e13}, {"bf16", 9.89e14}, {"fp16", 9.89e14}, {"fp8", 1.979e15},
                     {"int8", 1.979e15}},
        {{"fp64", 3.35e13}, {"fp32", 6.69e13}, {"bf16", 1.338e14}, {"fp16", 1.338e14}}, 3.35e12, 8e10, 2.5e10, 18, 6e-7,
        8, 5e10, 1, 2.7e-6};
}
inline Chip tpuV5e()
{
    return Chip {{{"bf16", 1.97e14}, {"int8", 3.94e14}, {"int4", 7.88e14}}, {}, 8.2e11, 1.6e10, 4.5e10, 4};
}
inline Chip tpuV5p()
{
    return Chip {
        {{"bf16", 4.59e14}, {"int8", 9.18e14}, {"int4", 1.84e15}}, {{"fp32", 1.4e13}}, 2.8e12, 102005473280, 1e11, 6};
}
inline Chip mi300x()
{
    return Chip {{{"fp64", 1.634e14}, {"fp32", 1.634e14}, {"bf16", 1.3074e15}, {"fp16", 1.3074e15}, {"fp8", 2.6149e15},
                     {"int8", 2.6149e15}},
        {{"fp64", 8.17e13}, {"fp32", 1.634e14}}, 5.3e12, 1.92e11, 6.4e10, 7};
}
inline Chip b200()
{
    return Chip {
        {{"fp64", 3.7e13}, {"fp32", 7.5e13}, {"bf16", 2.25e15}, {"fp16", 2.25e15}, {"fp8", 4.5e15}, {"int8", 4.5e15}},
        {{"fp64", 3.7e13}, {"fp32", 7.5e13}}, 8e12, 1.8e11, 5e10, 18, 6e-7, 8, 5e10, 1, 2.7e-6};
}

// Models as their published config.json files give them.
inline Model llama3_8b()
{
    return Model {4096, 14336, 32, 8, 128, 32, 128256, true};
}
inline Model llama3_70b()
{
    return Model {8192, 28672, 64, 8, 128, 80, 128256, true};
}
inline Model llama31_405b()
{
    return Model {16384, 53248, 128, 8, 128, 126, 128256, true};
}
inline Model gemma2_9b()
{
    // Layers 0, 2, 4… slide over 4096 positions (transformers' Gemma2).
    return Model {3584, 14336, 16, 8, 256, 42, 256000, true, true, 0, 0, 0, 0, 0, 4096, 21};
}
inline Model gemma2_27b()
{
    return Model {4608, 36864, 32, 16, 128, 46, 256000, true, true, 0, 0, 0, 0, 0, 4096, 23};
}
inline Model qwen25_72b()
{
    return Model {8192, 29568, 64, 8, 128, 80, 152064, true};
}
inline Model mistral_7b()
{
    return Model {4096, 14336, 32, 8, 128, 32, 32000, true, false, 0, 0, 0, 0, 0, 4096, 32}; // every layer slides
}

// Mixtures of experts (§11), as their published config.json files give them.
inline Model mixtral_8x7b()
{
    return Model {4096, 14336, 32, 8, 128, 32, 32000, true, false, 8, 2, 14336, 0, 0};
}
inline Model qwen3_30b_a3b()
{
    return Model {2048, 6144, 32, 4, 128, 48, 151936, true, false, 128, 8, 768, 0, 0};
}
inline Model qwen15_moe_a27b()
{
    return Model {2048, 5632, 16, 16, 128, 24, 151936, true, false, 60, 4, 1408, 5632, 0};
}

} // namespace roofline::test::by_hand
