// The op kinds' one description (core/formulas/op_kinds.cpp): the defaults a quick-added op gets, the formulas its
// tooltip states (docs/model.md §3, §8, §9, written here from docs/model.md), the choice words, and the affine
// coefficients the solvers and the slider fast path are built on.
#include "support/test_helpers.h"

#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"

namespace roofline::test {
namespace {

TEST(OpKinds, AQuickAddedOpGetsTheDocumentedDefaults)
{
    const auto defaults = [](OpKind kind) { return makeOp(kind).numbers; };
    using Numbers = std::map<std::string, double, std::less<>>;
    EXPECT_EQ(defaults(OpKind::Dot), (Numbers {{"N", 4096}}));
    EXPECT_EQ(defaults(OpKind::Matmul), (Numbers {{"B", 128}, {"D", 4096}, {"F", 4096}}));
    EXPECT_EQ(defaults(OpKind::BatchedMatmul), (Numbers {{"B", 128}, {"D", 4096}, {"F", 4096}}));
    EXPECT_EQ(defaults(OpKind::TiledMatmul),
        (Numbers {{"M", 8192}, {"K", 8192}, {"N", 8192}, {"bm", 128}, {"bk", 512}, {"bn", 128}}));
    // The chapter's two-chip example; one link, one way.
    EXPECT_EQ(
        defaults(OpKind::ShardedMatmul), (Numbers {{"B", 512}, {"D", 16384}, {"F", 4096}, {"chips", 2}, {"links", 1}}));
    EXPECT_EQ(defaults(OpKind::Elementwise), (Numbers {{"N", 1e8}, {"flops", 1}, {"inputs", 2}, {"outputs", 1}}));
    EXPECT_EQ(defaults(OpKind::Custom), (Numbers {{"flops", 1e12}, {"bytes", 1e9}})); // no footprint: not checked
    // Decode against a 4096-token context, grouped-query heads (docs/model.md §9's worked example).
    EXPECT_EQ(defaults(OpKind::Attention),
        (Numbers {{"B", 128}, {"T", 1}, {"S", 4096}, {"N", 32}, {"K", 8}, {"H", 128}, {"causal", 1}, {"flash", 1}}));
    EXPECT_EQ(defaults(OpKind::AllReduce), (Numbers {{"N", 16777216}, {"chips", 2}, {"links", 1}}));
    const Op attention = makeOp(OpKind::Attention);
    EXPECT_EQ(attention.dtypes.at("x"), Dtype::BF16);
    EXPECT_EQ(attention.dtypes.at("kv"), Dtype::BF16);
    EXPECT_EQ(attention.dtypes.at("s"), Dtype::FP32); // docs/model.md: scores default to fp32
    EXPECT_FALSE(attention.dtypes.contains("compute")); // the wider of x and kv
    EXPECT_EQ(makeOp(OpKind::ShardedMatmul).choices.at("ring"), "uni");
    EXPECT_EQ(makeOp(OpKind::AllReduce).choices.at("ring"), "uni");
    EXPECT_TRUE(makeOp(OpKind::Matmul).choices.empty());
}

TEST(OpKinds, EachTooltipStatesTheSpecFormula)
{
    const auto states = [](OpKind kind, std::string_view formula) {
        const std::string_view text = opKindInfo(kind).formula;
        return text.find(formula) != std::string_view::npos
            ? ::testing::AssertionSuccess()
            : ::testing::AssertionFailure() << "\"" << text << "\" does not state \"" << formula << "\"";
    };
    EXPECT_TRUE(states(OpKind::Dot, "FLOPs 2N-1"));
    EXPECT_TRUE(states(OpKind::Matmul, "FLOPs 2BDF; bytes B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1 unless given)"));
    EXPECT_TRUE(states(OpKind::BatchedMatmul, "FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|"));
    EXPECT_TRUE(
        states(OpKind::TiledMatmul, "FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)"));
    EXPECT_TRUE(states(OpKind::ShardedMatmul, "FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip"));
    EXPECT_TRUE(states(OpKind::Elementwise, "FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)"));
    EXPECT_TRUE(states(OpKind::Attention,
        "FLOPs 2·N·(Hk+Hv)·P (P: query-key pairs); bytes B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| "
        "without flash); Hk = Hv = H unless given"));
    EXPECT_TRUE(states(OpKind::AllReduce, "FLOPs (n-1)/n·N; bytes 2(n-1)/n·N·|dtype| per chip"));
    EXPECT_TRUE(states(OpKind::Experts,
        "FLOPs 2·B·k·D·F; bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) experts touched"));
}

TEST(OpKinds, ARingIsUniOrBiAndNothingElse)
{
    const ChoiceParam* ring = findChoiceParam(OpKind::ShardedMatmul, "ring");
    ASSERT_TRUE(ring);
    EXPECT_EQ(std::vector<std::string_view>(ring->words.begin(), ring->words.end()),
        (std::vector<std::string_view> {"uni", "bi"}));
    EXPECT_EQ(choiceWordList(*ring), "uni, bi");
    EXPECT_EQ(matchChoice(*ring, "BI"), std::optional<std::string_view>("bi"));
    EXPECT_FALSE(matchChoice(*ring, ""));
    EXPECT_ROOFLINE_ERROR(parseOpSpec("sharded-matmul B=1 D=2 F=3 chips=2 ring="), ErrorKind::UnknownName, "uni, bi");
    EXPECT_EQ(findChoiceParam(OpKind::AllReduce, "RING"), findChoiceParam(OpKind::AllReduce, "ring"));
    EXPECT_FALSE(findChoiceParam(OpKind::Matmul, "ring"));
}

TEST(OpKinds, AffineCoefficientsAreTheFormulasAlongOneParameter)
{
    // dot: FLOPs 2N − 1, bytes 2N·s + s (s = 4 for fp32).
    const std::optional<AffineCost> dot = affineCostAlong(parseOpSpec("dot N=1000 dtype=fp32"), Dims {}, "N");
    ASSERT_TRUE(dot);
    EXPECT_EQ(dot->flopsSlope, 2.0);
    EXPECT_EQ(dot->flopsIntercept, -1.0);
    EXPECT_EQ(dot->bytesSlope, 8.0);
    EXPECT_EQ(dot->bytesIntercept, 4.0);
    EXPECT_TRUE(dot->hasFootprint);
    EXPECT_EQ(dot->footprintSlope, 8.0);
    EXPECT_EQ(dot->footprintIntercept, 4.0);
    // custom along bytes: the FLOPs do not move; no footprint given.
    const std::optional<AffineCost> custom
        = affineCostAlong(parseOpSpec("custom flops=5e11 bytes=1e9"), Dims {}, "bytes");
    ASSERT_TRUE(custom);
    EXPECT_EQ(custom->flopsSlope, 0.0);
    EXPECT_EQ(custom->flopsIntercept, 5e11);
    EXPECT_EQ(custom->bytesSlope, 1.0);
    EXPECT_EQ(custom->bytesIntercept, 0.0);
    EXPECT_FALSE(custom->hasFootprint);
    // attention along S (T = 3, causal): FLOPs 4·N·H·B·(T·S − T(T−1)/2), bytes 2·B·T·N·H·2 + 2·B·S·K·H·2.
    const std::optional<AffineCost> attention
        = affineCostAlong(parseOpSpec("attention B=2 T=3 S=64 N=4 K=2 H=8"), Dims {}, "S");
    ASSERT_TRUE(attention);
    EXPECT_EQ(attention->flopsSlope, 4.0 * 4 * 8 * 2 * 3);
    EXPECT_EQ(attention->flopsIntercept, -4.0 * 4 * 8 * 2 * 3);
    EXPECT_EQ(attention->bytesSlope, 2.0 * 2 * 2 * 8 * 2);
    EXPECT_EQ(attention->bytesIntercept, 2.0 * 2 * 3 * 4 * 8 * 2);
    EXPECT_FALSE(affineCostAlong(parseOpSpec("attention B=2 T=3 S=64 N=4 K=2 H=8"), Dims {}, "T")); // T² when causal
    EXPECT_FALSE(affineCostAlong(parseOpSpec("custom flops=1 bytes=1 footprint=5"), Dims {}, "footprint"));
}

} // namespace
} // namespace roofline::test
