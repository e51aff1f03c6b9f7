// FLOPs and bytes of every op kind away from the chapter's worked examples: output dtypes other than
// the inputs', partial tiles, the affine coefficients the solvers and the slider cache use. Expected
// values are docs/model.md §3's formulas written out again here, never core's output.
// Int4 tensors take whole bytes each (and what that does to lines along B, critical batches and sweeps);
// a tiled matmul's padded FLOPs are not useful ones.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/report/calc_report.h"
#include "core/scene/scene.h"

#include <cmath>

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

// ---- int4: whole bytes per tensor ----

TEST(Int4Tensors, AreRoundedUpToWholeBytesPerTensor)
{
    // x[3,5], w[5,7], z[3,7] in int4: 15, 35 and 21 elements take 8, 18 and 11 bytes (not 35.5).
    EXPECT_EQ(costOf(opFromSpec("matmul B=3 D=5 F=7 x=int4 w=int4 z=int4"), {}).bytes, 8.0 + 18.0 + 11.0);
    // Even counts are exact halves, as before.
    EXPECT_EQ(costOf(opFromSpec("matmul B=4 D=6 F=8 x=int4 w=int4 z=int4"), {}).bytes, 12.0 + 24.0 + 16.0);
    // Per-example weights w[3,5,7]: 105 elements, 53 bytes.
    EXPECT_EQ(costOf(opFromSpec("batched-matmul B=3 D=5 F=7 x=int4 w=int4 z=int8"), {}).bytes, 8.0 + 53.0 + 21.0);
    // dot: two vectors of 5 (3 bytes each) and one element written (1 byte).
    EXPECT_EQ(costOf(opFromSpec("dot N=5 dtype=int4"), {}).bytes, 3.0 + 3.0 + 1.0);
    // elementwise: each of 2 inputs and 1 output has 3 elements: 2 bytes each.
    EXPECT_EQ(costOf(opFromSpec("elementwise N=3 flops=1 inputs=2 outputs=1 dtype=int4"), {}).bytes, 3 * 2.0);
    // sharded: Z[3,5] int4 is 8 bytes; a ring of 2 moves 2·(2-1)/2 of it.
    EXPECT_EQ(costOf(opFromSpec("sharded-matmul B=3 D=16 F=5 chips=2 z=int4"), {}).bytes, 8.0);
    // tiled: 3×3 tiles of int4 (9 elements, 5 bytes); 2×2×2 tiles; 2·2·(2·(5 + 5) + 2·5) = 120.
    EXPECT_EQ(costOf(opFromSpec("tiled-matmul M=4 K=4 N=4 bm=3 bk=3 bn=3 dtype=int4"), {}).bytes, 120.0);
}

TEST(Int4Tensors, AZigzagAlongBIsNotTakenForALine)
{
    // x[B,5] in int4 has an odd count at every odd B: its bytes are not affine in B.
    EXPECT_FALSE(affineCostAlong(opFromSpec("matmul B=B D=5 F=8 x=int4"), {}, "B"));
    // At D=6 every count is even: affine, as before.
    const std::optional<AffineCost> even = affineCostAlong(opFromSpec("matmul B=B D=6 F=8 x=int4"), {}, "B");
    ASSERT_TRUE(even);
    EXPECT_EQ(even->bytesSlope, 6 * 0.5 + 8 * 2.0);
    EXPECT_EQ(even->bytesIntercept, 6 * 8 * 2.0);
    // A tensor that does not change with B may be odd: it is a constant, still affine.
    EXPECT_TRUE(affineCostAlong(opFromSpec("matmul B=B D=5 F=7 x=bf16 w=int4 z=bf16"), {}, "B"));
    // Along an elementwise op's N (odd N, odd bytes) it zigzags too; along inputs it does not.
    EXPECT_FALSE(affineCostAlong(opFromSpec("elementwise N=B flops=1 inputs=1 outputs=1 dtype=int4"), {}, "N"));
    EXPECT_TRUE(affineCostAlong(opFromSpec("elementwise N=7 flops=1 inputs=1 outputs=1 dtype=int4"), {}, "inputs"));
}

// The line the solvers use where int4 rounding zigzags: through B = 1 and B = 3, where every odd
// tensor is rounded the same way. x[B,3], w[3,3] and z[B,3] in int4: bytes (and the footprint, the
// same three tensors) ceil(1.5B) + 5 + ceil(1.5B): 9 at B = 1 and 15 at B = 3, so 3B + 6. FLOPs 18B.
TEST(Int4Tensors, TheUpperLineAlongBGoesThroughBOneAndThreeFootprintToo)
{
    const Op matmul = opFromSpec("matmul B=B D=3 F=3 x=int4 w=int4 z=int4");
    EXPECT_FALSE(affineCostAlong(matmul, {}, "B"));
    const std::optional<AffineCost> line = upperAffineCostAlong(matmul, {}, "B");
    ASSERT_TRUE(line);
    EXPECT_EQ(line->flopsSlope, 18.0);
    EXPECT_EQ(line->flopsIntercept, 0.0);
    EXPECT_EQ(line->bytesSlope, 3.0);
    EXPECT_EQ(line->bytesIntercept, 6.0);
    ASSERT_TRUE(line->hasFootprint);
    EXPECT_EQ(line->footprintSlope, 3.0);
    EXPECT_EQ(line->footprintIntercept, 6.0);
}

// FLOPs 2B, bytes ceil(B/2) + 1 + B on a chip whose peak equals its bandwidth. Without rounding it
// would be compute-bound from B > 2; with it, B = 3 moves 2 + 1 + 3 = 6 bytes for 6 FLOPs, a tie, so
// the critical batch is 3: every whole B above it is compute-bound.
TEST(Int4Tensors, TheCriticalBatchHoldsForEveryWholeBatchAboveIt)
{
    const Chip chip = exampleChip(1e12, 1e12, Dtype::INT8); // int4 × int8 computes in int8
    const Op matmul = opFromSpec("matmul B=B D=1 F=1 x=int4 w=int8 z=int8");
    const std::optional<double> critical = criticalBatch(chip, matmul, {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 3.0, 1e-12)) << *critical;
    for (double b = 1.0; b <= 40.0; b += 1.0) {
        Dims dims;
        dims.b = b;
        const Evaluation e = evaluate(chip, matmul, dims);
        EXPECT_EQ(e.bytes, std::ceil(b / 2.0) + 1.0 + b) << "B = " << b;
        EXPECT_EQ(e.bound == Bound::Compute, b > *critical) << "B = " << b;
    }
}

TEST(Int4Tensors, SweepsAndTheirMarkersAreEvaluatedInFull)
{
    const Chip chip = exampleChip(1e12, 2e11, Dtype::INT4);
    const std::vector<const Chip*> chips {&chip};
    const std::vector<Op> sweeps {opFromSpec("matmul D=5 F=3 x=int4 w=int4 z=int4")};
    // The chapter's attainable rate, with each tensor rounded up by hand.
    const auto expected = [](double b) {
        const double flops = 2.0 * b * 5 * 3;
        const double bytes = std::ceil(b * 5 / 2.0) + std::ceil(5 * 3 / 2.0) + std::ceil(b * 3 / 2.0);
        return flops / std::max(flops / 1e12, bytes / 2e11);
    };
    SweepOptions options;
    options.range = BatchRange {1.0, 64.0};
    Dims dims;
    dims.b = 7.0;
    BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, dims, options);
    ASSERT_EQ(scene.chips.size(), 1u);
    ASSERT_EQ(scene.chips[0].curves.size(), 1u) << scene.chips[0].problems.size();
    const SweepCurve& curve = scene.chips[0].curves[0];
    EXPECT_FALSE(curve.costAlongB);
    for (std::size_t i = 0; i < scene.batch.size(); ++i)
        EXPECT_DOUBLE_EQ(curve.flopsPerS[i], expected(scene.batch[i])) << "B = " << scene.batch[i];
    for (const double b : {7.0, 8.0, 1.0, 33.0}) {
        dims.b = b;
        updateBatchSizeMarkers(scene, chips, sweeps, dims, options);
        EXPECT_DOUBLE_EQ(scene.chips[0].curves[0].flopsAtCurrentBatch, expected(b)) << "B = " << b;
    }
}

// ---- tiled matmul: useful and padded FLOPs ----

TEST(TiledMatmul, PaddedTilesAreNotUsefulFlops)
{
    // 100×100×100 in 128-wide tiles: one padded tile of 128³ is executed; 2·100³ of it is useful.
    const OpCost padded = costOf(opFromSpec("tiled-matmul M=100 K=100 N=100 bm=128 bk=128 bn=128"), {});
    EXPECT_EQ(padded.flops, 2.0 * 128 * 128 * 128);
    EXPECT_EQ(padded.usefulFlops, 2.0 * 100 * 100 * 100);
    // Tiles that divide the matrix: no padding.
    const OpCost exact = costOf(opFromSpec("tiled-matmul M=256 K=512 N=256 bm=128 bk=256 bn=128"), {});
    EXPECT_EQ(exact.flops, 2.0 * 256 * 512 * 256);
    EXPECT_EQ(exact.usefulFlops, exact.flops);
    // Every other op does no padding.
    EXPECT_EQ(costOf(opFromSpec("matmul B=3 D=5 F=7"), {}).usefulFlops, 2.0 * 3 * 5 * 7);
}

TEST(TiledMatmul, CalcReportsUsefulFlopsApart)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e")};
    const std::vector<Op> ops {opFromSpec("tiled-matmul M=100 K=100 N=100 bm=128 bk=128 bn=128"),
        opFromSpec("matmul B=3 D=5 F=7 x=int4 w=int4 z=int4")};
    const std::vector<CalcRow> rows = computeCalcRows(chips, ops, {});
    const nlohmann::ordered_json json = calcRowsToJson(rows, {});
    EXPECT_EQ(json[0]["flops"].get<double>(), 4194304.0);
    EXPECT_EQ(json[0]["useful_flops"].get<double>(), 2000000.0);
    EXPECT_EQ(json[1]["flops"].get<double>(), 210.0);
    EXPECT_EQ(json[1]["useful_flops"].get<double>(), 210.0);
    EXPECT_EQ(json[1]["bytes"].get<double>(), 37.0);
    // The table gets a column for them, with counts as whole numbers.
    const std::string table = calcRowsToTable(rows, {});
    EXPECT_NE(table.find("useful FLOPs"), std::string::npos) << table;
    EXPECT_NE(table.find("4.19e6"), std::string::npos) << table;
    EXPECT_NE(table.find("2e6"), std::string::npos) << table;
    EXPECT_NE(table.find(" 210 "), std::string::npos) << table;
    EXPECT_NE(table.find(" 37 "), std::string::npos) << table;
    EXPECT_EQ(table.find("e1 "), std::string::npos) << table; // never "2.1e2" or "3.7e1"
    // Without padding in a chip's block, no such column.
    const std::vector<Op> plain {opFromSpec("matmul B=3 D=5 F=7")};
    EXPECT_EQ(calcRowsToTable(computeCalcRows(chips, plain, {}), {}).find("useful"), std::string::npos);
}

} // namespace
} // namespace roofline::test
