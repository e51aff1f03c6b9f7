// FLOPs and bytes of every op kind away from the chapter's worked examples: output dtypes other than
// the inputs', partial tiles, the affine coefficients the solvers and the slider cache use. Expected
// values are docs/model.md §3's formulas written out again here, never core's output.
#include "test_helpers.h"

#include "core/model/evaluation.h"
#include "core/model/op_cost.h"
#include "core/model/op_spec.h"
#include "core/model/solvers.h"

namespace roofline::test {
namespace {

Op spec(std::string_view text)
{
    return parseOpSpec(text, "test");
}

TEST(OpCost, MatmulWithAnFp32OutputWritesFourBytesPerElementOfZ)
{
    // bf16 activations × int8 weights -> fp32: bytes 2·B·D + D·F + 4·B·F (docs/model.md §3, s_z = 4).
    const double b = 256, d = 4096, f = 8192;
    const Op op = spec("matmul B=256 D=4096 F=8192 x=bf16 w=int8 z=fp32");
    const OpCost cost = costOf(op, Dims {});
    EXPECT_EQ(cost.bytes, 2 * b * d + d * f + 4 * b * f);
    EXPECT_EQ(cost.flops, 2 * b * d * f);
    EXPECT_EQ(cost.precision, Dtype::BF16); // the wider of x and w, not z
    // Against the same op writing bf16: exactly 2·B·F bytes more.
    EXPECT_EQ(cost.bytes - costOf(spec("matmul B=256 D=4096 F=8192 x=bf16 w=int8 z=bf16"), Dims {}).bytes, 2 * b * f);

    // Its critical batch on v5e: 2BDF/P = (2BD + DF + 4BF)/W solved for B by hand.
    const double p = 1.97e14, w = 8.2e11;
    const double expected = (d * f / w) / (2 * d * f / p - (2 * d + 4 * f) / w);
    const std::optional<double> critical
        = criticalBatch(shippedChip("tpu-v5e"), spec("matmul B=B D=4096 F=8192 x=bf16 w=int8 z=fp32"), Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, expected, 1e-12));
}

TEST(OpCost, EveryDtypeOfAMatmulCountsInItsOwnTerm)
{
    // fp32 × fp8 -> int8 on purpose: each term must take the size of its own tensor.
    const double b = 3, d = 5, f = 7;
    const OpCost matmul = costOf(spec("matmul B=3 D=5 F=7 x=fp32 w=fp8 z=int8 compute=fp32"), Dims {});
    EXPECT_EQ(matmul.bytes, 4 * b * d + 1 * d * f + 1 * b * f);
    const OpCost batched = costOf(spec("batched-matmul B=3 D=5 F=7 x=fp32 w=fp8 z=fp64 compute=fp32"), Dims {});
    EXPECT_EQ(batched.bytes, 4 * b * d + 1 * b * d * f + 8 * b * f);
    EXPECT_EQ(batched.flops, 2 * b * d * f);
}

TEST(OpCost, ShardedMatmulWithAnFp32OutputSendsFp32PartialSums)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const double b = 512, d = 16384, f = 4096;
    // Two chips: 2(n-1)/n · |Z| = |Z| = 4·B·F bytes, twice the chapter's bf16 2·B·F.
    const Evaluation two = evaluate(v5e, spec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI z=fp32"), Dims {});
    EXPECT_EQ(two.bytes, 4 * b * f);
    EXPECT_EQ(two.flops, 2 * b * d * f / 2);
    // Four chips: 2·3/4 · 4·B·F = 6·B·F.
    const Evaluation four = evaluate(v5e, spec("sharded-matmul B=512 D=16384 F=4096 chips=4 link=ICI z=fp32"), Dims {});
    EXPECT_EQ(four.bytes, 6 * b * f);
    EXPECT_EQ(four.flops, 2 * b * d * f / 4);
    // The threshold on D doubles with the bytes: BDF/P = 4BF/W gives D = 4P/W = 2 × 8755.6.
    const std::optional<double> critical
        = criticalD(v5e, spec("sharded-matmul B=512 D=D F=4096 chips=2 link=ICI z=fp32"), Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 4 * 1.97e14 / 4.5e10, 1e-12));
    EXPECT_TRUE(relativelyNear(*critical, 2 * 8755.6));
}

TEST(OpCost, TiledMatmulPadsPartialTilesAtTheEdges)
{
    // M = 200 with bm = 128 is two row tiles (the second one padded), not 1.5 and not 1.
    const double bm = 128, bk = 512, bn = 128;
    const OpCost partial = costOf(spec("tiled-matmul M=200 K=512 N=128 bm=128 bk=512 bn=128 dtype=bf16"), Dims {});
    const double tm = 2, tn = 1, tk = 1;
    EXPECT_EQ(partial.bytes, 2 * tm * tn * (tk * (bm * bk + bk * bn) + 2 * bm * bn));
    // Whole tiles in every direction: 3 × 2 × 4 tiles of 128 × 512 × 128, each streamed and accumulated.
    const OpCost whole = costOf(spec("tiled-matmul M=384 K=2048 N=256 bm=128 bk=512 bn=128 dtype=fp32"), Dims {});
    EXPECT_EQ(whole.flops, 2.0 * 384 * 2048 * 256); // = 2·tm·tn·tk·bm·bk·bn when nothing is padded
    EXPECT_EQ(whole.bytes, 4 * 3 * 2 * (4 * (bm * bk + bk * bn) + 2 * bm * bn));
    // Partial tiles along N and K too: ceil(300/128) = 3, ceil(1000/512) = 2.
    const OpCost edges = costOf(spec("tiled-matmul M=128 K=1000 N=300 bm=128 bk=512 bn=128 dtype=bf16"), Dims {});
    EXPECT_EQ(edges.bytes, 2 * 1 * 3 * (2 * (bm * bk + bk * bn) + 2 * bm * bn));
    // bf16 intensity tends to bm·bn/(bm + bn) = 64 for a long K (docs/model.md §3), from below: the writes.
    const Evaluation e = evaluate(
        shippedChip("tpu-v5e"), spec("tiled-matmul M=128 K=1048576 N=128 bm=128 bk=512 bn=128 dtype=bf16"), Dims {});
    EXPECT_TRUE(relativelyNear(e.intensity, 128.0 * 128 / (128 + 128), 1e-3));
    EXPECT_LT(e.intensity, 64.0);
}

TEST(OpCost, ElementwiseAndCustomCountWhatTheirParametersSay)
{
    const OpCost e = costOf(spec("elementwise N=1000 flops=3 inputs=2 outputs=1 dtype=fp32"), Dims {});
    EXPECT_EQ(e.flops, 3000.0);
    EXPECT_EQ(e.bytes, 1000.0 * 4 * (2 + 1));
    const OpCost c = costOf(spec("custom flops=7e12 bytes=3e9 compute=fp8"), Dims {});
    EXPECT_EQ(c.flops, 7e12);
    EXPECT_EQ(c.bytes, 3e9);
    EXPECT_EQ(c.precision, Dtype::FP8);
}

TEST(AffineCost, DotProductAlongNHasSlopeTwoAndInterceptMinusOne)
{
    // FLOPs 2N - 1, bytes 2N·s + s: written as slope·N + intercept.
    const std::optional<AffineCost> bf16 = affineCostAlong(spec("dot N=4096 dtype=bf16"), Dims {}, "N");
    ASSERT_TRUE(bf16);
    EXPECT_EQ(bf16->flopsSlope, 2.0);
    EXPECT_EQ(bf16->flopsIntercept, -1.0);
    EXPECT_EQ(bf16->bytesSlope, 4.0);
    EXPECT_EQ(bf16->bytesIntercept, 2.0);
    const std::optional<AffineCost> fp32 = affineCostAlong(spec("dot N=B dtype=fp32"), Dims {}, "N");
    ASSERT_TRUE(fp32);
    EXPECT_EQ(fp32->bytesSlope, 8.0);
    EXPECT_EQ(fp32->bytesIntercept, 4.0);
}

TEST(AffineCost, MatmulAlongEachOfBDAndF)
{
    // bf16 × int8 -> fp32, B = 3, D = 5, F = 7 held where they are not the variable.
    const Op op = spec("matmul B=3 D=5 F=7 x=bf16 w=int8 z=fp32");
    const auto along = [&](std::string_view key) {
        const std::optional<AffineCost> cost = affineCostAlong(op, Dims {}, key);
        EXPECT_TRUE(cost) << key;
        return cost.value_or(AffineCost {});
    };
    const AffineCost b = along("B"); // 2·5·7·B; (2·5 + 4·7)·B + 5·7
    EXPECT_EQ(b.flopsSlope, 70.0);
    EXPECT_EQ(b.flopsIntercept, 0.0);
    EXPECT_EQ(b.bytesSlope, 2.0 * 5 + 4.0 * 7);
    EXPECT_EQ(b.bytesIntercept, 35.0);
    const AffineCost d = along("D"); // 2·3·7·D; (2·3 + 7)·D + 4·3·7
    EXPECT_EQ(d.flopsSlope, 42.0);
    EXPECT_EQ(d.bytesSlope, 2.0 * 3 + 7);
    EXPECT_EQ(d.bytesIntercept, 84.0);
    const AffineCost f = along("F"); // 2·3·5·F; (5 + 4·3)·F + 2·3·5
    EXPECT_EQ(f.flopsSlope, 30.0);
    EXPECT_EQ(f.bytesSlope, 5.0 + 12);
    EXPECT_EQ(f.bytesIntercept, 30.0);
    EXPECT_FALSE(affineCostAlong(op, Dims {}, "N")); // no such parameter
}

TEST(AffineCost, ElementwiseAlongItsInputsHoldsTheFlops)
{
    // FLOPs N·flops do not move with the number of inputs: slope 0, intercept the FLOPs themselves.
    const std::optional<AffineCost> cost
        = affineCostAlong(spec("elementwise N=1000 flops=3 inputs=2 outputs=1 dtype=bf16"), Dims {}, "inputs");
    ASSERT_TRUE(cost);
    EXPECT_EQ(cost->flopsSlope, 0.0);
    EXPECT_EQ(cost->flopsIntercept, 3000.0);
    EXPECT_EQ(cost->bytesSlope, 2000.0);
    EXPECT_EQ(cost->bytesIntercept, 2000.0);
}

} // namespace
} // namespace roofline::test
