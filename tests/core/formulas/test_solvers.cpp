// Where an op turns compute-bound and the batch sizes a sweep visits (core/formulas/solvers). Crossovers
// at the edges the chapter's examples do not reach: "always" and "never", exact ties (docs/model.md §1:
// compute-bound only when T_math > T_comms), thresholds checked at the threshold itself, and achievable
// (derated) peaks; the batch points and the limits of a batch range, each limit tested at its value.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"

namespace roofline::test {
namespace {

Op solverOp(std::string_view text)
{
    return parseOpSpec(text, "test");
}

// A chip whose peak and bandwidth are the same number: an op with as many FLOPs as bytes is exactly
// at the ridge, with T_math == T_comms to the last bit.
Chip ridgeChip()
{
    return exampleChip(1e12, 1e12);
}

TEST(Crossover, TwoChipShardedSweepPastTheCriticalDIsComputeBoundAtAnyB)
{
    // Along B both FLOPs (BDF per chip) and bytes (2BF) grow from 0: the sign of BDF/P - 2BF/W,
    // that is of D - 8755.6, decides for every B at once.
    const Chip& v5e = shippedChip("tpu-v5e");
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const Op above = parseOpSpec("sharded-matmul D=16384 F=4096 chips=2 link=ICI", "sweep", rules);
    const std::optional<Crossover> always = crossoverAlong(v5e, above, Dims {}, "B");
    ASSERT_TRUE(always);
    EXPECT_EQ(always->kind, Crossover::Kind::Always);
    const std::optional<double> critical = criticalBatch(v5e, above, Dims {});
    ASSERT_TRUE(critical);
    EXPECT_EQ(*critical, 0.0);
    for (const double b : {1.0, 512.0, 1048576.0})
        EXPECT_EQ(evaluate(v5e, above, Dims {b, 0, 0}).bound, Bound::Compute) << b;

    const Op below = parseOpSpec("sharded-matmul D=8192 F=4096 chips=2 link=ICI", "sweep", rules);
    const std::optional<Crossover> never = crossoverAlong(v5e, below, Dims {}, "B");
    ASSERT_TRUE(never);
    EXPECT_EQ(never->kind, Crossover::Kind::Never);
    EXPECT_FALSE(criticalBatch(v5e, below, Dims {}));
    for (const double b : {1.0, 512.0, 1048576.0})
        EXPECT_EQ(evaluate(v5e, below, Dims {b, 0, 0}).bound, Bound::Bandwidth) << b;
}

TEST(Crossover, ElementwiseWithAThousandFlopsPerElementIsComputeBoundForAnyN)
{
    // v5e's numbers (docs/model.md §4): intensity 1000 FLOPs / 4 bytes = 250 > 240.24, whatever N is.
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    const Op op = solverOp("elementwise N=B flops=1000 inputs=1 outputs=1 dtype=bf16");
    const std::optional<Crossover> c = crossoverAlong(chip, op, Dims {}, "N");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::Always);
    for (const double n : {1.0, 1e4, 1e12})
        EXPECT_EQ(evaluate(chip, op, Dims {n, 0, 0}).bound, Bound::Compute) << n;
    // With the default two inputs the intensity is 1000 / 6 = 167: never, along N.
    const std::optional<Crossover> two
        = crossoverAlong(chip, solverOp("elementwise N=B flops=1000 inputs=2 outputs=1 dtype=bf16"), Dims {}, "N");
    ASSERT_TRUE(two);
    EXPECT_EQ(two->kind, Crossover::Kind::Never);
    // Along its FLOPs per element it has a threshold: 4 bytes × 240.24 = 960.98 FLOPs.
    const std::optional<Crossover> flops = crossoverAlong(chip, op, Dims {}, "flops");
    ASSERT_TRUE(flops);
    EXPECT_EQ(flops->kind, Crossover::Kind::At);
    EXPECT_TRUE(flops->computeBoundAbove);
    EXPECT_TRUE(relativelyNear(flops->value, 4 * 1.97e14 / 8.2e11, 1e-12));
}

TEST(Crossover, MoreOutputsMakeItBandwidthBoundBelowAThreshold)
{
    // Along `outputs` the bytes grow and the FLOPs do not: compute-bound only below the root.
    // 1000 FLOPs vs 2·(1 + outputs) bytes at 240.24 FLOPs/byte: outputs < 1000/(2·240.24) - 1 = 1.0813.
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    const std::optional<Crossover> c = crossoverAlong(
        chip, solverOp("elementwise N=1000 flops=1000 inputs=1 outputs=1 dtype=bf16"), Dims {}, "outputs");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::At);
    EXPECT_FALSE(c->computeBoundAbove);
    EXPECT_TRUE(relativelyNear(c->value, 1000 / (2 * 1.97e14 / 8.2e11) - 1, 1e-12));
    EXPECT_EQ(evaluate(chip, solverOp("elementwise N=1000 flops=1000 inputs=1 outputs=1 dtype=bf16"), Dims {}).bound,
        Bound::Compute);
    EXPECT_EQ(evaluate(chip, solverOp("elementwise N=1000 flops=1000 inputs=1 outputs=2 dtype=bf16"), Dims {}).bound,
        Bound::Bandwidth);
}

TEST(Crossover, AnOpBandwidthBoundWithOneOutputStaysSoWithMore)
{
    // One FLOP per element over three bf16 inputs: bandwidth-bound even with no output (T_math =
    // T_comms would need outputs = 8.2e11 / (2 × 1.97e14) - 3, about -3), and outputs only add bytes.
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    const std::optional<Crossover> c = crossoverAlong(
        chip, solverOp("elementwise N=1000 flops=1 inputs=3 outputs=1 dtype=bf16"), Dims {}, "outputs");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::Never);
    // 3000 FLOPs per element over (inputs + 1) bf16 tensors: compute-bound while
    // 3000 / (2·(inputs + 1)) > 240.24, that is below 3000 / 480.49 - 1 = 5.24 inputs.
    const std::optional<Crossover> heavy = crossoverAlong(
        chip, solverOp("elementwise N=1000 flops=3000 inputs=1 outputs=1 dtype=bf16"), Dims {}, "inputs");
    ASSERT_TRUE(heavy);
    EXPECT_EQ(heavy->kind, Crossover::Kind::At);
    EXPECT_FALSE(heavy->computeBoundAbove);
    EXPECT_TRUE(relativelyNear(heavy->value, 3000 / (2 * 1.97e14 / 8.2e11) - 1, 1e-12));
}

TEST(Crossover, ATieIsBandwidthBoundAsSpecSays)
{
    // flops = 2 per element, one bf16 input, no output: 2N FLOPs and 2N bytes, and peak = bandwidth,
    // so T_math == T_comms exactly for every N. docs/model.md §1: compute-bound only when T_math > T_comms.
    const Chip chip = ridgeChip();
    const Op tie = solverOp("elementwise N=B flops=2 inputs=1 outputs=0 dtype=bf16");
    for (const double n : {1.0, 3.0, 1e9}) {
        const Evaluation e = evaluate(chip, tie, Dims {n, 0, 0});
        EXPECT_EQ(e.tMath, e.tComms);
        EXPECT_EQ(e.bound, Bound::Bandwidth) << n;
    }
    const std::optional<Crossover> c = crossoverAlong(chip, tie, Dims {}, "N");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::Never); // tied everywhere is never strictly compute-bound
    // The same tie at the critical intensity itself: intensity == peak / bandwidth is not above it.
    const Evaluation ridge = evaluate(chip, solverOp("custom flops=5e9 bytes=5e9 compute=bf16"), Dims {});
    EXPECT_EQ(ridge.intensity, ridge.criticalIntensity);
    EXPECT_EQ(ridge.bound, Bound::Bandwidth);
    EXPECT_EQ(ridge.tLower, ridge.tMath);
    EXPECT_EQ(ridge.tUpper, 2 * ridge.tLower); // T_upper = 2 T_lower exactly at the ridge
}

TEST(Crossover, AtTheThresholdItselfAnOpIsStillBandwidthBound)
{
    // FLOPs per element along `flops`: N·f vs 2N bytes on the ridge chip, tied at f = 2 exactly.
    const Chip chip = ridgeChip();
    const Op op = solverOp("elementwise N=1000 flops=2 inputs=1 outputs=0 dtype=bf16");
    const std::optional<Crossover> c = crossoverAlong(chip, op, Dims {}, "flops");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::At);
    EXPECT_TRUE(c->computeBoundAbove);
    EXPECT_EQ(c->value, 2.0);
    EXPECT_EQ(evaluate(chip, op, Dims {}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(chip, solverOp("elementwise N=1000 flops=2.001 inputs=1 outputs=0 dtype=bf16"), Dims {}).bound,
        Bound::Compute);
    EXPECT_EQ(evaluate(chip, solverOp("elementwise N=1000 flops=1.999 inputs=1 outputs=0 dtype=bf16"), Dims {}).bound,
        Bound::Bandwidth);

    // A custom op along its FLOPs: tied at flops = bytes; the critical intensity is 1.
    const std::optional<Crossover> custom
        = crossoverAlong(chip, solverOp("custom flops=1 bytes=4096 compute=bf16"), Dims {}, "flops");
    ASSERT_TRUE(custom);
    EXPECT_EQ(custom->kind, Crossover::Kind::At);
    EXPECT_EQ(custom->value, 4096.0);
}

TEST(Crossover, MatmulAlongBIsAThresholdAbove)
{
    const std::optional<Crossover> c
        = crossoverAlong(shippedChip("tpu-v5e"), parseOpSpec("matmul B=B D=4096 F=4096 x=bf16 w=int8"), Dims {}, "B");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::At);
    EXPECT_TRUE(c->computeBoundAbove);
    EXPECT_TRUE(relativelyNear(c->value, 136.09));
}

TEST(Crossover, CannotBecomeComputeBoundMeansNever)
{
    // fp32 activations and output with a tiny D: the bytes per row of B outgrow the FLOPs.
    const Op op = parseOpSpec("matmul B=B D=8 F=4096 x=fp32 w=bf16 z=fp32 compute=bf16");
    const std::optional<Crossover> c = crossoverAlong(shippedChip("tpu-v5e"), op, Dims {}, "B");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::Never);
    EXPECT_FALSE(criticalBatch(shippedChip("tpu-v5e"), op, Dims {}));
}

TEST(Crossover, NonAffineParameterHasNoClosedForm)
{
    EXPECT_FALSE(
        crossoverAlong(shippedChip("tpu-v5e"), parseOpSpec("tiled-matmul M=8 K=8 N=8 bm=2 bk=2 bn=2"), Dims {}, "bm"));
    EXPECT_FALSE(crossoverAlong(shippedChip("tpu-v5e"), parseOpSpec("dot N=8"), Dims {}, "B"));
}

TEST(Crossover, DotProductIsNeverComputeBoundAlongN)
{
    const std::optional<Crossover> c = crossoverAlong(shippedChip("tpu-v5e"), parseOpSpec("dot N=8"), Dims {}, "N");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->kind, Crossover::Kind::Never);
}

TEST(AchievablePeak, DeratesTheCeilingByTheChipsFraction)
{
    // docs/model.md §2: TPUs reach about 95 % of their peak: v5e's achievable bf16 ceiling is 0.95 × 1.97e14.
    const Chip& v5e = shippedChip("tpu-v5e");
    EXPECT_EQ(peakFor(v5e, Dtype::BF16, {}), 1.97e14);
    EXPECT_TRUE(relativelyNear(peakFor(v5e, Dtype::BF16, {true}), 0.95 * 1.97e14, 1e-15));
    const Op op = solverOp("matmul B=B D=1000000 F=1000000");
    const Evaluation e = evaluate(v5e, op, Dims {64, 0, 0}, {true});
    EXPECT_TRUE(relativelyNear(e.peakFlopsPerS, 1.8715e14, 1e-12));
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 0.95 * 1.97e14 / 8.2e11, 1e-12)); // 228.23
    EXPECT_TRUE(relativelyNear(e.tMath, 2.0 * 64 * 1e12 / 1.8715e14, 1e-12));
    // The derated ridge is lower, so the critical batch comes sooner: about 228 instead of 240.
    const std::optional<double> critical = criticalBatch(v5e, op, Dims {}, {true});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 228.23, 2e-3));
    EXPECT_EQ(evaluate(v5e, op, Dims {235, 0, 0}, {true}).bound, Bound::Compute);
    EXPECT_EQ(evaluate(v5e, op, Dims {235, 0, 0}).bound, Bound::Bandwidth);
    // The Q3 sweep flattens at the derated ceiling.
    std::vector<double> flopsPerS;
    sweepBatch(v5e, solverOp("matmul B=1 D=4096 F=4096 x=bf16 w=int8"), Dims {}, {4096.0}, flopsPerS, {true});
    ASSERT_EQ(flopsPerS.size(), 1u);
    EXPECT_TRUE(relativelyNear(flopsPerS[0], 0.95 * 1.97e14, 1e-12));
    // H100: 85 % (docs/model.md §2: GPUs 80–85 %).
    EXPECT_TRUE(relativelyNear(peakFor(shippedChip("h100-sxm"), Dtype::BF16, {true}), 0.85 * 9.89e14, 1e-15));
    // A chip with no fraction of its own keeps its nominal peak.
    EXPECT_EQ(peakFor(exampleChip(3e14, 1e12), Dtype::BF16, {true}), 3e14);
}

TEST(BatchPoints, WholeNumbersWhenTheyFitOtherwiseSpread)
{
    EXPECT_EQ(batchPoints(BatchRange {1, 5, 100, false}), (std::vector<double> {1, 2, 3, 4, 5}));
    const std::vector<double> spread = batchPoints(BatchRange {1, 65536, 64, true});
    ASSERT_EQ(spread.size(), 64u);
    EXPECT_DOUBLE_EQ(spread.front(), 1.0);
    EXPECT_DOUBLE_EQ(spread.back(), 65536.0);
    EXPECT_ROOFLINE_ERROR(
        validateBatchRange(BatchRange {0, 10, 10, false}, "--batch"), ErrorKind::InvalidValue, "--batch", "start at 1");
    EXPECT_ROOFLINE_ERROR(
        validateBatchRange(BatchRange {10, 10, 10, false}, "--batch"), ErrorKind::InvalidValue, "end after it starts");
}

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
