// The batch sizes a sweep visits and the limits of a batch range, each limit tested at its value.
#include "test_helpers.h"

#include "core/model/op_spec.h"
#include "core/model/solvers.h"

namespace roofline::test {
namespace {

TEST(BatchPoints, WholeNumbersWhenThereAreAtMostMaxPoints)
{
    // 1…10 is ten whole numbers: with room for exactly ten, each of them, linear or log.
    const std::vector<double> ten {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    EXPECT_EQ(batchPoints(BatchRange {1, 10, 10, false}), ten);
    EXPECT_EQ(batchPoints(BatchRange {1, 10, 10, true}), ten);
    // The ends are rounded inwards to whole numbers.
    EXPECT_EQ(batchPoints(BatchRange {1.5, 4.5, 100, false}), (std::vector<double> {2, 3, 4}));
    // One whole number in the range: that one.
    EXPECT_EQ(batchPoints(BatchRange {3.5, 4.2, 100, false}), (std::vector<double> {4}));
    // None: nothing to draw.
    EXPECT_TRUE(batchPoints(BatchRange {3.2, 3.8, 100, false}).empty());
}

TEST(BatchPoints, LinearSpacingWhenThereAreMoreWholeNumbersThanPoints)
{
    // Eleven whole numbers in 1…11 and room for 10: ten points spread evenly, ends included.
    const std::vector<double> spread = batchPoints(BatchRange {1, 11, 10, false});
    ASSERT_EQ(spread.size(), 10u);
    for (std::size_t i = 0; i < spread.size(); ++i)
        EXPECT_DOUBLE_EQ(spread[i], 1.0 + 10.0 * static_cast<double>(i) / 9.0) << i;
    EXPECT_EQ(batchPoints(BatchRange {1, 1001, 5, false}), (std::vector<double> {1, 251, 501, 751, 1001}));
    EXPECT_EQ(batchPoints(BatchRange {100, 200, 2, false}), (std::vector<double> {100, 200}));
}

TEST(BatchPoints, LogSpacingIsEvenInLogSpace)
{
    const std::vector<double> decades = batchPoints(BatchRange {1, 10000, 5, true});
    ASSERT_EQ(decades.size(), 5u);
    for (std::size_t i = 0; i < decades.size(); ++i)
        EXPECT_TRUE(relativelyNear(decades[i], std::pow(10.0, static_cast<double>(i)), 1e-12)) << i;
    // From 4 to 4096 in 11 points: powers of two from 2^2 to 2^12, ratio 2 between neighbours.
    const std::vector<double> twos = batchPoints(BatchRange {4, 4096, 11, true});
    ASSERT_EQ(twos.size(), 11u);
    EXPECT_DOUBLE_EQ(twos.front(), 4.0);
    EXPECT_DOUBLE_EQ(twos.back(), 4096.0);
    for (std::size_t i = 1; i < twos.size(); ++i)
        EXPECT_TRUE(relativelyNear(twos[i] / twos[i - 1], 2.0, 1e-12)) << i;
}

TEST(BatchPoints, CountsForTheDefaultAndTheHeavyRanges)
{
    EXPECT_EQ(batchPoints(BatchRange {}).size(), 511u); // 1…511, the chapter's Q3 axis
    EXPECT_EQ(batchPoints(BatchRange {1, 511, 100, false}).size(), 100u);
    EXPECT_EQ(batchPoints(BatchRange {1, 65536, 4096, true}).size(), 4096u);
    EXPECT_EQ(batchPoints(BatchRange {1, 4096, 4096, false}).size(), 4096u);
    EXPECT_EQ(batchPoints(BatchRange {1, 4097, 4096, false}).size(), 4096u);
}

TEST(BatchRangeLimits, AreTestedAtTheirValues)
{
    // from: at least 1.
    EXPECT_NO_THROW(validateBatchRange(BatchRange {1, 2, 2, false}, "--batch"));
    EXPECT_ROOFLINE_ERROR(validateBatchRange(BatchRange {0.999, 2, 2, false}, "--batch"), ErrorKind::InvalidValue,
        "--batch: ", "start at 1 or more");
    // to: after from, at most 1e9.
    EXPECT_NO_THROW(validateBatchRange(BatchRange {1, 1e9, 100, true}, "--batch"));
    EXPECT_EQ(
        batchPoints(BatchRange {1e9 - 3, 1e9, 100, false}), (std::vector<double> {1e9 - 3, 1e9 - 2, 1e9 - 1, 1e9}));
    EXPECT_ROOFLINE_ERROR(validateBatchRange(BatchRange {1, 1e9 + 1, 100, true}, "--batch"), ErrorKind::InvalidValue,
        "end at 1e9 or less");
    EXPECT_ROOFLINE_ERROR(
        validateBatchRange(BatchRange {5, 5, 100, false}, "--batch"), ErrorKind::InvalidValue, "end after it starts");
    // maxPoints: 2 to 1 000 000.
    EXPECT_EQ(batchPoints(BatchRange {1, 100, 2, false}), (std::vector<double> {1, 100}));
    EXPECT_ROOFLINE_ERROR(
        validateBatchRange(BatchRange {1, 100, 1, false}, ""), ErrorKind::InvalidValue, "between 2 and 1000000");
    EXPECT_NO_THROW(validateBatchRange(BatchRange {1, 100, 1'000'000, false}, ""));
    EXPECT_ROOFLINE_ERROR(validateBatchRange(BatchRange {1, 100, 1'000'001, false}, ""), ErrorKind::InvalidValue,
        "between 2 and 1000000");
}

TEST(SweepBatch, AtBatchZeroTheCurveStartsFromNothing)
{
    // FLOPs 2·0·D·F = 0 while the weights are still read: 0 FLOPs/s, a value, not an error.
    std::vector<double> flopsPerS;
    sweepBatch(shippedChip("tpu-v5e"), parseOpSpec("matmul B=1 D=4096 F=4096"), Dims {}, {0.0, 1.0}, flopsPerS);
    ASSERT_EQ(flopsPerS.size(), 2u);
    EXPECT_EQ(flopsPerS[0], 0.0);
    // B = 1: 2DF FLOPs over (2D + 2DF + 2F) bytes at 8.2e11 B/s.
    EXPECT_TRUE(
        relativelyNear(flopsPerS[1], 2.0 * 4096 * 4096 / ((2.0 * 4096 * 2 + 2.0 * 4096 * 4096) / 8.2e11), 1e-12));
}

TEST(SweepBatch, AnOpWithoutABatchCannotBeSwept)
{
    std::vector<double> flopsPerS;
    EXPECT_ROOFLINE_ERROR(sweepBatch(shippedChip("tpu-v5e"), parseOpSpec("dot N=8"), Dims {}, {1.0}, flopsPerS),
        ErrorKind::InvalidValue, "has no batch dimension to sweep");
    EXPECT_FALSE(isSweepable(parseOpSpec("dot N=8")));
    EXPECT_FALSE(isSweepable(parseOpSpec("tiled-matmul M=8 K=8 N=8 bm=2 bk=2 bn=2")));
    EXPECT_TRUE(isSweepable(parseOpSpec("sharded-matmul B=8 D=8 F=8 chips=2")));
}

} // namespace
} // namespace roofline::test
