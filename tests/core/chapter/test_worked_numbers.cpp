// Every row of docs/model.md §4: the chapter's worked numbers.
#include "support/test_helpers.h"

#include "core/base/number_format.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"

namespace roofline::test {
namespace {

Op workedOp(std::string_view text)
{
    return parseOpSpec(text, "test");
}

TEST(ChapterWorkedNumbers, OneTeraFlopOnH100TakesAbout1_01ms)
{
    const Evaluation e = evaluate(shippedChip("h100-sxm"), workedOp("custom flops=1e12 bytes=1 compute=bf16"), Dims {});
    EXPECT_EQ(e.peakFlopsPerS, 9.89e14);
    EXPECT_TRUE(relativelyNear(e.tMath, 1.0111e-3, 1e-4));
    EXPECT_EQ(formatDuration(e.tMath), "1.01 ms"); // as the chapter prints it
}

TEST(ChapterWorkedNumbers, OneTeraFlopOnTpuV6eTakesAbout1_1ms)
{
    const Evaluation e
        = evaluate(exampleChip(9.1e14, 1.6e12), workedOp("custom flops=1e12 bytes=1 compute=bf16"), Dims {});
    EXPECT_TRUE(relativelyNear(e.tMath, 1.1e-3, 1e-2)); // "about"
    EXPECT_EQ(formatDuration(e.tMath, 2), "1.1 ms");
}

TEST(ChapterWorkedNumbers, TpuV5eCriticalIntensityIs240)
{
    const Evaluation e = evaluate(shippedChip("tpu-v5e"), workedOp("matmul B=1 D=1 F=1"), Dims {});
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 240.24));
    EXPECT_EQ(formatCompact(e.criticalIntensity, 3), "240");
}

TEST(ChapterWorkedNumbers, DotProductIntensityTendsToOneHalf)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Evaluation e = evaluate(v5e, workedOp("dot N=1000000 dtype=bf16"), Dims {});
    EXPECT_EQ(e.flops, 2.0 * 1e6 - 1.0);
    EXPECT_EQ(e.bytes, 2e6 + 2e6 + 2.0);
    EXPECT_TRUE(relativelyNear(e.intensity, 0.49999975));
    EXPECT_EQ(e.bound, Bound::Bandwidth);
    const Evaluation large = evaluate(v5e, workedOp("dot N=1e12 dtype=bf16"), Dims {});
    EXPECT_TRUE(relativelyNear(large.intensity, 0.5, 1e-9));
    EXPECT_LT(large.intensity, 0.5);
}

TEST(ChapterWorkedNumbers, Bf16MatmulOnV5eIsComputeBoundWhenBatchExceeds240)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    // B << D, F: the exact threshold tends to the critical intensity.
    const Op op = workedOp("matmul B=B D=1000000 F=1000000");
    const std::optional<double> critical = criticalBatch(v5e, op, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 240.0, 2e-3));
    EXPECT_EQ(evaluate(v5e, op, Dims {240, 0, 0}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(v5e, op, Dims {241, 0, 0}).bound, Bound::Compute);
    // intensity = BDF / (BD + DF + BF), about B.
    const Evaluation e = evaluate(v5e, op, Dims {64, 0, 0});
    EXPECT_TRUE(relativelyNear(e.intensity, 64.0 * 1e12 / (64e6 + 1e12 + 64e6), 1e-12));
    EXPECT_TRUE(relativelyNear(e.intensity, 64.0, 1e-3));
}

TEST(ChapterWorkedNumbers, Q1Int8MatmulCriticalBatchIs243)
{
    const Chip chip = exampleChip(3.94e14, 8.1e11, Dtype::INT8);
    const Op op = workedOp("matmul B=B D=10000000 F=10000000 x=int8 w=int8 z=int8");
    EXPECT_EQ(computeDtype(op), Dtype::INT8);
    const Evaluation e = evaluate(chip, op, Dims {100, 0, 0});
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 486.4));
    EXPECT_TRUE(relativelyNear(e.intensity, 200.0)); // about 2B
    EXPECT_EQ(e.bytes, 100 * 1e7 + 1e14 + 100 * 1e7); // BD + DF + BF
    const std::optional<double> critical = criticalBatch(chip, op, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 243.0));
}

TEST(ChapterWorkedNumbers, Q2Int8WeightsBf16ComputeBoundWhenBatchExceeds120)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Op op = workedOp("matmul B=B D=1000000 F=1000000 x=bf16 w=int8 z=bf16");
    EXPECT_EQ(computeDtype(op), Dtype::BF16);
    const double b = 50, d = 1e6, f = 1e6;
    const Evaluation e = evaluate(v5e, op, Dims {b, 0, 0});
    EXPECT_EQ(e.bytes, 2 * b * d + d * f + 2 * b * f);
    EXPECT_EQ(e.peakFlopsPerS, 1.97e14);
    const std::optional<double> critical = criticalBatch(v5e, op, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 120.0, 5e-3)); // "approx."
}

TEST(ChapterWorkedNumbers, Q3CeilingReachedAtB136For4096AndB226For1024)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::optional<double> b4096
        = criticalBatch(v5e, workedOp("matmul B=B D=4096 F=4096 x=bf16 w=int8 z=bf16"), Dims {});
    const std::optional<double> b1024
        = criticalBatch(v5e, workedOp("matmul B=B D=1024 F=1024 x=bf16 w=int8 z=bf16"), Dims {});
    ASSERT_TRUE(b4096 && b1024);
    EXPECT_TRUE(relativelyNear(*b4096, 136.09));
    EXPECT_TRUE(relativelyNear(*b1024, 226.31));
}

TEST(ChapterWorkedNumbers, Q3SweepEqualsTheChaptersRooflineFunctionAtEveryBatch)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<double> batch = batchPoints(BatchRange {1, 511, 4096, false});
    ASSERT_EQ(batch.size(), 511u);
    for (const double d : {4096.0, 1024.0}) {
        const Op op = workedOp("matmul D=" + formatPlain(d) + " F=" + formatPlain(d) + " x=bf16 w=int8 z=bf16 B=1");
        std::vector<double> flopsPerS;
        sweepBatch(v5e, op, Dims {}, batch, flopsPerS);
        for (std::size_t i = 0; i < batch.size(); ++i) {
            // The chapter's code, verbatim.
            const double B = batch[i], D = d, F = d;
            const double totalFlops = 2 * B * D * F;
            const double flopsTime = totalFlops / 1.97e14;
            const double commsTime = (2 * B * D + D * F + 2 * B * F) / 8.2e11;
            const double expected = totalFlops / std::max(flopsTime, commsTime);
            EXPECT_TRUE(relativelyNear(flopsPerS[i], expected, 1e-12)) << "B=" << B << " D=F=" << d;
        }
    }
}

TEST(ChapterWorkedNumbers, Q4PerExampleInt8WeightsIntensityTendsToTwoWhateverTheBatch)
{
    const Chip chip = exampleChip(3.94e14, 8.2e11, Dtype::INT8);
    const Op op = workedOp("batched-matmul B=B D=65536 F=65536 x=int8 w=int8 z=int8");
    for (const double b : {1.0, 64.0, 4096.0}) {
        const Evaluation e = evaluate(chip, op, Dims {b, 0, 0});
        EXPECT_EQ(e.bytes, b * 65536 + b * 65536.0 * 65536 + b * 65536); // BD + BDF + BF
        EXPECT_TRUE(relativelyNear(e.intensity, 2.0));
        EXPECT_EQ(e.bound, Bound::Bandwidth);
    }
    EXPECT_FALSE(criticalBatch(chip, op, Dims {})); // no batch size makes it compute-bound
}

TEST(ChapterWorkedNumbers, Q5H100CriticalBatchIs298)
{
    // The spec sheet's 1.979e15 is with sparsity: 1e15 dense.
    const Chip chip = exampleChip(1e15, 3.35e12);
    const Op op = workedOp("matmul B=B D=10000000 F=10000000");
    EXPECT_TRUE(relativelyNear(evaluate(chip, op, Dims {}).criticalIntensity, 298.5));
    const std::optional<double> critical = criticalBatch(chip, op, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 298.5));
    // The shipped H100 SXM uses the dense 9.89e14: the book's updated 295.
    EXPECT_TRUE(relativelyNear(evaluate(shippedChip("h100-sxm"), op, Dims {}).criticalIntensity, 295.2));
}

TEST(ChapterWorkedNumbers, TwoChipMatmulOverIciCriticalDIs8755)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Op op = workedOp("sharded-matmul B=512 D=D F=4096 chips=2 link=ICI x=bf16 w=bf16 z=bf16");
    const Evaluation e = evaluate(v5e, op, Dims {0, 16384, 0});
    EXPECT_EQ(e.bandwidthBytesPerS, 4.5e10);
    EXPECT_EQ(e.levelName, "ICI");
    EXPECT_EQ(e.bytes, 2.0 * 512 * 4096); // 2BF: the bf16 partial sums
    EXPECT_TRUE(relativelyNear(e.tMath, 512.0 * 16384 * 4096 / 1.97e14, 1e-12)); // BDF / 1.97e14
    EXPECT_TRUE(relativelyNear(e.tComms, 2.0 * 512 * 4096 / 4.5e10, 1e-12));
    const std::optional<double> critical = criticalD(v5e, op, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 8755.6));
    EXPECT_TRUE(relativelyNear(*critical / 2.0, 4377.8)); // "D/2 > 4377"
    EXPECT_EQ(evaluate(v5e, op, Dims {0, 8700, 0}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(v5e, op, Dims {0, 8800, 0}).bound, Bound::Compute);
}

TEST(ChapterWorkedNumbers, RingAllReduceOfNChipsMovesTwoNMinusOneOverNOfZ)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Evaluation e = evaluate(v5e, workedOp("sharded-matmul B=512 D=16384 F=4096 chips=8 link=ICI"), Dims {});
    EXPECT_EQ(e.bytes, 2.0 * 7.0 / 8.0 * 512 * 4096 * 2);
    EXPECT_EQ(e.flops, 2.0 * 512 * 16384 * 4096 / 8);
}

TEST(ChapterWorkedNumbers, UpperBoundIsAtMostTwiceTheLowerBound)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    for (const double b : {1.0, 136.0, 240.0, 4096.0}) {
        const Evaluation e = evaluate(v5e, workedOp("matmul B=B D=4096 F=4096"), Dims {b, 0, 0});
        EXPECT_EQ(e.tLower, std::max(e.tMath, e.tComms));
        EXPECT_EQ(e.tUpper, e.tMath + e.tComms);
        EXPECT_LE(e.tUpper, 2.0 * e.tLower);
        EXPECT_TRUE(relativelyNear(
            e.attainableFlopsPerS, std::min(e.peakFlopsPerS, e.intensity * e.bandwidthBytesPerS), 1e-12));
    }
}

} // namespace
} // namespace roofline::test
