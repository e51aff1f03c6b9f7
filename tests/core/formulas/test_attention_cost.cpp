// docs/model.md §13's attention: head dims for keys and values, one cached tensor for both, sliding windows.
#include "core/formulas/attention_cost.h"
#include "core/formulas/op.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"

#include <gtest/gtest.h>

namespace roofline {
namespace {

AttentionShape shapeOf(const std::string& spec)
{
    return attentionShape(parseOpSpec(spec), Dims {});
}

TEST(AttentionCost, WithoutTheNewParametersEveryNumberIsThatOfSection9)
{
    const AttentionShape a = shapeOf("attention B=2 T=3 S=10 N=8 K=2 H=64");
    // Pairs 2·(3·10 − 3·2/2) = 54; FLOPs 4·8·64·54; bytes 2·2·3·8·64·2 + 2·2·10·2·64·2.
    EXPECT_EQ(attentionPairs(a), 54.0);
    EXPECT_EQ(attentionFlops(a), 4.0 * 8 * 64 * 54);
    EXPECT_EQ(attentionBytes(a), 2.0 * 2 * 3 * 8 * 64 * 2 + 2.0 * 2 * 10 * 2 * 64 * 2);
}

TEST(AttentionCost, KeyAndValueHeadDimsAndASharedCache)
{
    const AttentionShape a = shapeOf("attention B=2 T=1 S=100 N=4 K=1 H=576 Hk=576 Hv=512 shared_kv=1");
    EXPECT_EQ(attentionFlops(a), 2.0 * 4 * (576 + 512) * 200);
    // Queries and outputs 2·1·4·(576 + 512) values; the cache 2·100 keys of 576 only.
    EXPECT_EQ(attentionBytes(a), 2.0 * 4 * 1088 * 2 + 2.0 * 100 * 576 * 2);
    const AttentionShape apart = shapeOf("attention B=2 T=1 S=100 N=4 K=1 H=576 Hk=576 Hv=512");
    EXPECT_EQ(attentionBytes(apart), 2.0 * 4 * 1088 * 2 + 2.0 * 100 * 1088 * 2);
}

TEST(AttentionCost, AWindowCapsThePairsAndTheKeysRead)
{
    // Decode: min(S, W) pairs and keys.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=3 T=1 S=4096 N=8 K=8 H=64 W=128")), 3.0 * 128);
    EXPECT_EQ(attentionPairs(shapeOf("attention B=3 T=1 S=100 N=8 K=8 H=64 W=128")), 3.0 * 100);
    EXPECT_EQ(attentionKeysRead(shapeOf("attention B=3 T=1 S=4096 N=8 K=8 H=64 W=128")), 128.0);
    // Prefill with S ≤ W: S·(S+1)/2, as without a window.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=1 T=100 S=100 N=8 K=8 H=64 W=128")), 100.0 * 101 / 2);
    // S > W: W·(W+1)/2 + (S − W)·W = 8256 + 1000·128.
    EXPECT_EQ(
        attentionPairs(shapeOf("attention B=1 T=1128 S=1128 N=8 K=8 H=64 W=128")), 128.0 * 129 / 2 + 1000.0 * 128);
    EXPECT_EQ(attentionKeysRead(shapeOf("attention B=1 T=1128 S=1128 N=8 K=8 H=64 W=128")), 1128.0);
    // Chunked prefill, T = 3 new tokens at S = 130, W = 128: positions 128, 129, 130 see 128 each.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=1 T=3 S=130 N=8 K=8 H=64 W=128")), 3.0 * 128);
    // T = 3 at S = 127: positions 125, 126, 127 see themselves and all before them.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=1 T=3 S=127 N=8 K=8 H=64 W=128")), 125.0 + 126 + 127);
    // The keys read by the three: positions 3…130, 128 of them — and at S = 200 with T = 3, 130.
    EXPECT_EQ(attentionKeysRead(shapeOf("attention B=1 T=3 S=200 N=8 K=8 H=64 W=128")), 130.0);
    // Straddling: T = 4 at S = 129, W = 128: v = 126, 127, 128 under the window, 129 capped at 128.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=1 T=4 S=129 N=8 K=8 H=64 W=128")), 126.0 + 127 + 128 + 128);
    // A naive kernel computes every pair and masks: the window changes nothing it moves.
    EXPECT_EQ(attentionPairs(shapeOf("attention B=1 T=1 S=4096 N=8 K=8 H=64 W=128 flash=0")), 4096.0);
}

TEST(AttentionCost, ItsRulesAreSaid)
{
    EXPECT_THROW(parseOpSpec("attention B=1 T=1 S=10 N=4 K=1 H=64 Hk=64 Hv=128 shared_kv=1"), Error);
    EXPECT_THROW(parseOpSpec("attention B=1 T=1 S=10 N=4 K=1 H=64 W=8 causal=0"), Error);
    EXPECT_NO_THROW(parseOpSpec("attention B=1 T=1 S=10 N=4 K=1 H=64 W=8"));
    // The spec round-trips what it was given, and only that.
    EXPECT_EQ(formatOpSpec(parseOpSpec("attention B=1 T=1 S=10 N=4 K=1 H=64 W=8")),
        "attention B=1 T=1 S=10 N=4 K=1 H=64 causal=1 flash=1 W=8 x=bf16 kv=bf16 s=fp32");
    EXPECT_EQ(describeOp(parseOpSpec("attention B=1 T=1 S=10 N=4 K=1 H=576 Hk=576 Hv=512 shared_kv=1"), Dims {}),
        "attention B=1 T=1 S=10 N=4 K=1 H=576 Hk=576 Hv=512 shared_kv bf16");
}

TEST(MatmulCost, GroupsReadOneWeightMatrixPerGroup)
{
    // Latent attention's q-absorb: 8 tokens × 16 heads, each head with its own 128 × 512 matrix.
    const OpCost cost = costOf(parseOpSpec("matmul B=128 D=128 F=512 G=16"), Dims {});
    EXPECT_EQ(cost.flops, 2.0 * 128 * 128 * 512);
    EXPECT_EQ(cost.bytes, 128.0 * 128 * 2 + 16.0 * 128 * 512 * 2 + 128.0 * 512 * 2);
    EXPECT_EQ(costOf(parseOpSpec("matmul B=128 D=128 F=512"), Dims {}).bytes,
        128.0 * 128 * 2 + 128.0 * 512 * 2 + 128.0 * 512 * 2);
    // B follows the slider and may leave a matrix without rows: each of the G is read once all the same, so no
    // slider position makes a project unreadable.
    EXPECT_EQ(costOf(parseOpSpec("matmul B=8 D=128 F=512 G=16"), Dims {}).bytes,
        8.0 * 128 * 2 + 16.0 * 128 * 512 * 2 + 8.0 * 512 * 2);
}

} // namespace
} // namespace roofline
