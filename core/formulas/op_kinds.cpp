// The op kinds and their parameters: the one description the spec grammar, project files, CSV export,
// describeOp and the op editor read.
#include "core/formulas/op.h"

#include "core/base/text.h"

#include <array>

namespace roofline {

namespace {

constexpr NumberParam kB {"B", "batch size (rows of x and z)", 128.0, 1.0, false, true, true};
constexpr NumberParam kD {"D", "contracting dimension (columns of x, rows of w)", 4096.0, 1.0, false, true, true};
constexpr NumberParam kF {"F", "output features (columns of w and z)", 4096.0, 1.0, false, true, true};

constexpr DtypeParam kX {"x", "activations x[B,D]", Dtype::BF16, true, false};
constexpr DtypeParam kW {"w", "weights w[D,F]", Dtype::BF16, true, false};
constexpr DtypeParam kZ {"z", "output z[B,F]", Dtype::BF16, true, false};
constexpr DtypeParam kCompute {
    "compute", "precision of the multiply (default: the wider of x and w)", Dtype::BF16, false, true};

constexpr std::array kDotNumbers {NumberParam {"N", "vector length", 4096.0, 1.0, false, true, true}};
constexpr std::array kElementDtype {DtypeParam {"dtype", "element type", Dtype::BF16, true, false}};

constexpr std::array kMatmulNumbers {kB, kD, kF};
// docs/model.md §13: latent attention's absorbed products are matmuls whose B rows split over G heads, each head
// with its own w[D,F] (absent: one).
constexpr std::array kGroupedMatmulNumbers {kB, kD, kF,
    NumberParam {"G", "weight matrices the B rows go through, one per head, each read once (absent: 1)", 1.0, 1.0,
        false, true, true, kMaxWholeNumber, true}};
constexpr std::array kMatmulDtypes {kX, kW, kZ, kCompute};

constexpr std::array kTiledNumbers {
    NumberParam {"M", "rows of the left matrix", 8192.0, 1.0, false, true, false},
    NumberParam {"K", "contracting dimension", 8192.0, 1.0, false, true, false},
    NumberParam {"N", "columns of the right matrix", 8192.0, 1.0, false, true, false},
    NumberParam {"bm", "tile rows", 128.0, 1.0, false, true, false},
    NumberParam {"bk", "tile depth", 512.0, 1.0, false, true, false},
    NumberParam {"bn", "tile columns", 128.0, 1.0, false, true, false},
};

// How many of the chip's links a collective uses at once (docs/model.md §8); the chip's count bounds it, which
// only the evaluation on a chip can check.
constexpr NumberParam kLinks {"links", "links used at once (at most the link's count)", 1.0, 1.0, false, true, false,
    kMaxWholeNumber, false, false, true};

constexpr std::array kShardedNumbers {
    NumberParam {"B", "batch size", 512.0, 1.0, false, true, true},
    NumberParam {"D", "contracting dimension, split over the chips", 16384.0, 1.0, false, true, true},
    NumberParam {"F", "output features", 4096.0, 1.0, false, true, true},
    NumberParam {"chips", "chips on the ring that share D", 2.0, 2.0, false, true, false},
    kLinks,
};

// A ring sends one way (the chapter's case) or both ways at once, which halves its time.
constexpr std::array<std::string_view, 2> kRingWords {"uni", "bi"};
constexpr std::array kRingChoice {
    ChoiceParam {"ring", "ring direction: uni (one way, the chapter's case) or bi (both ways)", kRingWords}};

constexpr std::array kElementwiseNumbers {
    NumberParam {"N", "elements", 1e8, 1.0, false, true, true},
    NumberParam {"flops", "FLOPs per element", 1.0, 0.0, true, false, true},
    NumberParam {"inputs", "input tensors read", 2.0, 0.0, false, true, true},
    NumberParam {"outputs", "output tensors written", 1.0, 0.0, false, true, true},
};

// FLOPs and bytes given by hand may exceed 2^53 (a whole training step), but stay far from overflow.
// The footprint is optional: without it the op's memory is not checked.
constexpr std::array kCustomNumbers {
    NumberParam {"flops", "FLOPs", 1e12, 0.0, true, false, true, 1e30},
    NumberParam {"bytes", "bytes moved", 1e9, 0.0, true, false, true, 1e30},
    NumberParam {"footprint", "bytes resident at once (optional)", 1e9, 0.0, true, false, false, 1e30, true},
};
constexpr std::array kCustomDtypes {DtypeParam {"compute", "precision of the FLOPs", Dtype::BF16, false, false}};

// docs/model.md §9. T is not affine (a causal mask counts T·(T-1)/2 pairs fewer); the others are.
constexpr std::array kAttentionNumbers {
    NumberParam {"B", "sequences", 128.0, 1.0, false, true, true},
    NumberParam {"T", "query tokens per sequence (1: decode; S: prefill)", 1.0, 1.0, false, true, false},
    NumberParam {
        "S", "keys and values per sequence (the context, new tokens included)", 4096.0, 1.0, false, true, true},
    NumberParam {"N", "query heads", 32.0, 1.0, false, true, true},
    NumberParam {"K", "key/value heads (N: multi-head; 1: multi-query)", 8.0, 1.0, false, true, true},
    NumberParam {"H", "head dimension", 128.0, 1.0, false, true, true},
    NumberParam {"causal", "causal mask: 1 or 0", 1.0, 0.0, false, true, false, 1.0, false, true, true},
    NumberParam {"flash", "flash attention (scores never reach HBM): 1 or 0", 1.0, 0.0, false, true, false, 1.0, false,
        true, true},
    // docs/model.md §13: latent attention's heads differ between keys and values, a sliding window caps the keys.
    NumberParam {"Hk", "query/key head dimension (absent: H)", 128.0, 1.0, false, true, true, kMaxWholeNumber, true},
    NumberParam {"Hv", "value head dimension (absent: H)", 128.0, 1.0, false, true, true, kMaxWholeNumber, true},
    NumberParam {"shared_kv", "one cached tensor serves as keys and values (latent attention): 1 or 0", 0.0, 0.0, false,
        true, false, 1.0, true, true, false},
    NumberParam {"W", "sliding window: each query sees the last W positions only (absent: all)", 4096.0, 1.0, false,
        true, false, kMaxWholeNumber, true},
};
constexpr std::array kAttentionDtypes {
    DtypeParam {"x", "queries and output", Dtype::BF16, true, false},
    DtypeParam {"kv", "keys and values (the cache)", Dtype::BF16, true, false},
    DtypeParam {"s", "scores (when flash=0)", Dtype::FP32, true, false},
    DtypeParam {"compute", "precision of the products (default: the wider of x and kv)", Dtype::BF16, false, true},
};

// docs/model.md §14: expert parallelism's dispatch and combine.
constexpr std::array kAllToAllNumbers {
    NumberParam {
        "N", "elements each chip sends out, its share for itself included", 16777216.0, 1.0, false, true, true},
    NumberParam {"chips", "chips exchanging (ep)", 8.0, 2.0, false, true, false},
    kLinks,
};

constexpr std::array kAllReduceNumbers {
    NumberParam {"N", "elements of the tensor reduced", 16777216.0, 1.0, false, true, true},
    NumberParam {"chips", "chips on the ring", 2.0, 2.0, false, true, false},
    kLinks,
};

// docs/model.md §11. B is not affine (the experts touched, E·(1 − (1 − k/E)^B), bend), nor are E and k.
constexpr std::array kExpertsNumbers {
    NumberParam {"B", "tokens, each routed to k experts", 128.0, 1.0, false, true, false},
    NumberParam {"D", "contracting dimension (columns of x, rows of each expert)", 4096.0, 1.0, false, true, true},
    NumberParam {"F", "output features (columns of each expert and of z)", 14336.0, 1.0, false, true, true},
    NumberParam {"E", "experts (a weight matrix w[D,F] each)", 8.0, 1.0, false, true, false},
    NumberParam {"k", "experts per token (at most E)", 2.0, 1.0, false, true, false},
    // docs/model.md §14: expert parallelism, E/ep experts on this chip; absent: 1.
    NumberParam {"ep", "chips the experts are split over, E/ep on each (absent: 1)", 8.0, 1.0, false, true, false,
        kMaxWholeNumber, true},
};
constexpr std::array kExpertsDtypes {
    kX, DtypeParam {"w", "the experts' weights w[D,F]", Dtype::BF16, true, false}, kZ, kCompute};

const std::array kOpKinds {
    OpKindInfo {OpKind::Dot, "dot", "Dot product", "FLOPs 2N-1; bytes: read x and y, write one element", kDotNumbers,
        kElementDtype, BandwidthKind::Memory, {}, ComputeUnit::Vector},
    OpKindInfo {OpKind::Matmul, "matmul", "Matmul x[B,D]·w[D,F] → z[B,F]",
        "FLOPs 2BDF; bytes B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1 unless given)", kGroupedMatmulNumbers, kMatmulDtypes,
        BandwidthKind::Memory},
    OpKindInfo {OpKind::BatchedMatmul, "batched-matmul", "Batched matmul (a weight matrix per batch element)",
        "FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|", kMatmulNumbers, kMatmulDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::TiledMatmul, "tiled-matmul", "Tiled matmul (bm×bk×bn tiles)",
        "FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)", kTiledNumbers, kElementDtype,
        BandwidthKind::Memory},
    OpKindInfo {OpKind::ShardedMatmul, "sharded-matmul", "Matmul sharded over chips along D",
        "FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip (ring all-reduce)", kShardedNumbers, kMatmulDtypes,
        BandwidthKind::Link, kRingChoice, ComputeUnit::Matrix, true},
    OpKindInfo {OpKind::Elementwise, "elementwise", "Elementwise op over N elements",
        "FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)", kElementwiseNumbers, kElementDtype, BandwidthKind::Memory,
        {}, ComputeUnit::Vector},
    OpKindInfo {OpKind::Custom, "custom", "Custom (FLOPs and bytes given)", "FLOPs and bytes as given", kCustomNumbers,
        kCustomDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::Attention, "attention", "Attention (B sequences, T queries over S keys)",
        "FLOPs 2·N·(Hk+Hv)·P (P: query-key pairs); bytes B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| "
        "without flash); Hk = Hv = H unless given",
        kAttentionNumbers, kAttentionDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::AllReduce, "all-reduce", "All-reduce of N elements over a ring of chips",
        "FLOPs (n-1)/n·N; bytes 2(n-1)/n·N·|dtype| per chip", kAllReduceNumbers, kElementDtype, BandwidthKind::Link,
        kRingChoice, ComputeUnit::Vector, true},
    OpKindInfo {OpKind::Experts, "experts", "Experts (B tokens, each through k of E weight matrices)",
        "FLOPs 2·B·k·D·F; bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) experts touched "
        "(with ep: (E/ep)·(1 − (1 − k/E)^(ep·B)) on this chip)",
        kExpertsNumbers, kExpertsDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::AllToAll, "all-to-all", "All-to-all of N elements among chips (expert parallelism)",
        "FLOPs 0 (it moves data only); bytes (n-1)/n·N·|dtype| per chip", kAllToAllNumbers, kElementDtype,
        BandwidthKind::Link, kRingChoice, ComputeUnit::Vector, true},
};

// Exact spelling first: attention has both S (keys per sequence) and s (the scores' dtype).
template<typename Param> const Param* findParam(std::span<const Param> params, std::string_view key)
{
    for (const Param& param : params) {
        if (param.key == key)
            return &param;
    }
    for (const Param& param : params) {
        if (equalsIgnoreCase(param.key, key))
            return &param;
    }
    return nullptr;
}

} // namespace

bool canFollowSlider(const NumberParam& param)
{
    return param.integer && !param.flag;
}

std::string choiceWordList(const ChoiceParam& param)
{
    std::string words;
    for (std::string_view word : param.words)
        words += (words.empty() ? "" : ", ") + std::string(word);
    return words;
}

std::optional<std::string_view> matchChoice(const ChoiceParam& param, std::string_view text)
{
    for (std::string_view word : param.words) {
        if (equalsIgnoreCase(word, text))
            return word;
    }
    return std::nullopt;
}

std::span<const OpKindInfo> allOpKinds()
{
    return kOpKinds;
}

const OpKindInfo& opKindInfo(OpKind kind)
{
    for (const OpKindInfo& info : kOpKinds) {
        if (info.kind == kind)
            return info;
    }
    return kOpKinds.front();
}

std::optional<OpKind> parseOpKind(std::string_view name)
{
    for (const OpKindInfo& info : kOpKinds) {
        if (equalsIgnoreCase(info.name, name))
            return info.kind;
    }
    return std::nullopt;
}

const NumberParam* findNumberParam(OpKind kind, std::string_view key)
{
    return findParam(opKindInfo(kind).numbers, key);
}

const DtypeParam* findDtypeParam(OpKind kind, std::string_view key)
{
    return findParam(opKindInfo(kind).dtypes, key);
}

const ChoiceParam* findChoiceParam(OpKind kind, std::string_view key)
{
    return findParam(opKindInfo(kind).choices, key);
}

Op makeOp(OpKind kind)
{
    Op op;
    op.kind = kind;
    const OpKindInfo& info = opKindInfo(kind);
    for (const NumberParam& param : info.numbers) {
        if (!param.optionalValue)
            op.numbers.emplace(std::string(param.key), param.defaultValue);
    }
    for (const DtypeParam& param : info.dtypes) {
        if (!param.optionalOverride)
            op.dtypes.emplace(std::string(param.key), param.defaultValue);
    }
    for (const ChoiceParam& param : info.choices)
        op.choices.emplace(std::string(param.key), std::string(param.words.front()));
    return op;
}

double paramValue(const Op& op, std::string_view key, const Dims& dims)
{
    if (const auto bound = op.bindings.find(key); bound != op.bindings.end())
        return dims[bound->second];
    if (const auto number = op.numbers.find(key); number != op.numbers.end())
        return number->second;
    const NumberParam* param = findNumberParam(op.kind, key);
    return param ? param->defaultValue : 0.0;
}

std::optional<double> optionalParamValue(const Op& op, std::string_view key, const Dims& dims)
{
    if (!op.bindings.contains(key) && !op.numbers.contains(key))
        return std::nullopt;
    return paramValue(op, key, dims);
}

Dtype dtypeValue(const Op& op, std::string_view key)
{
    if (const auto it = op.dtypes.find(key); it != op.dtypes.end())
        return it->second;
    const DtypeParam* param = findDtypeParam(op.kind, key);
    return param ? param->defaultValue : Dtype::BF16;
}

std::string_view choiceValue(const Op& op, std::string_view key)
{
    const ChoiceParam* param = findChoiceParam(op.kind, key);
    if (!param)
        return {};
    if (const auto it = op.choices.find(key); it != op.choices.end()) {
        if (const std::optional<std::string_view> word = matchChoice(*param, it->second))
            return *word;
    }
    return param->words.front();
}

Dtype computeDtype(const Op& op)
{
    if (const auto it = op.dtypes.find("compute"); it != op.dtypes.end())
        return it->second;
    switch (op.kind) {
    case OpKind::Matmul:
    case OpKind::BatchedMatmul:
    case OpKind::ShardedMatmul:
    case OpKind::Experts:
        return widerDtype(dtypeValue(op, "x"), dtypeValue(op, "w"));
    case OpKind::Attention:
        return widerDtype(dtypeValue(op, "x"), dtypeValue(op, "kv"));
    case OpKind::Custom:
        return dtypeValue(op, "compute");
    case OpKind::Dot:
    case OpKind::TiledMatmul:
    case OpKind::Elementwise:
    case OpKind::AllReduce:
    case OpKind::AllToAll:
        return dtypeValue(op, "dtype");
    }
    return Dtype::BF16;
}

} // namespace roofline
