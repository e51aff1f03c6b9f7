// evaluate() at its edges: what it refuses to place on a log–log roofline, each refusal at the value
// where it starts (no FLOPs, no bytes, an intensity or a rate that rounds to zero; ops built directly, the
// way a project file or the op editor hands them over, below the op-spec parser's own limits), and the
// edges mutation testing found untested: the achievable derate on the matrix peaks, the tie between
// T_math and T_comms (docs/model.md §1: compute-bound only when T_math > T_comms), an op without FLOPs.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"

namespace roofline::test {
namespace {

ErrorCode codeOf(const Chip& chip, const Op& op)
{
    try {
        evaluate(chip, op, Dims {});
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Meaningless) << error.what();
        EXPECT_NE(error.detail(), nullptr) << error.what();
        return error.detail() ? error.detail()->code : ErrorCode::Empty;
    }
    ADD_FAILURE() << "evaluate() placed an op it should refuse";
    return ErrorCode::Empty;
}

Op custom(double flops, double bytes)
{
    Op op = makeOp(OpKind::Custom);
    op.numbers["flops"] = flops;
    op.numbers["bytes"] = bytes;
    return op;
}

TEST(EvaluationLimits, AnOpWithNoFlopsHasNoPlaceOnARoofline)
{
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    Op elementwise = makeOp(OpKind::Elementwise);
    elementwise.numbers["flops"] = 0.0; // a pure copy: it moves bytes and computes nothing
    EXPECT_EQ(codeOf(chip, elementwise), ErrorCode::NoFlops);
    EXPECT_ROOFLINE_ERROR(evaluate(chip, custom(0.0, 1e9), Dims {}), ErrorKind::Meaningless, "does no FLOPs");
    // The smallest positive number of FLOPs is a point (far down the chart, but a point).
    const Evaluation tiny = evaluate(chip, custom(1.0, 1.0), Dims {});
    EXPECT_EQ(tiny.intensity, 1.0);
    EXPECT_EQ(tiny.bound, Bound::Bandwidth);
}

TEST(EvaluationLimits, AnOpThatMovesNoBytesHasNoIntensity)
{
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    EXPECT_EQ(codeOf(chip, custom(1e12, 0.0)), ErrorCode::NoBytes);
    EXPECT_ROOFLINE_ERROR(
        evaluate(chip, custom(1e12, 0.0), Dims {}), ErrorKind::Meaningless, "moves no bytes", "on Example");
}

TEST(EvaluationLimits, AnIntensityThatRoundsToZeroIsRefused)
{
    // 1e-296 FLOPs over 1e30 bytes: 1e-326 FLOPs/byte is below the smallest double and rounds to 0
    // (no point on a log axis), while FLOPs / T_lower = 1e-296 / (1e30 / 8.2e11) is still above 0.
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    EXPECT_EQ(codeOf(chip, custom(1e-296, 1e30)), ErrorCode::TimesOverflow);
    EXPECT_ROOFLINE_ERROR(evaluate(chip, custom(1e-296, 1e30), Dims {}), ErrorKind::Meaningless, "vanish");
    // 1e-290 FLOPs: 1e-320 FLOPs/byte is a (subnormal) number above 0, and the point is placed.
    const Evaluation small = evaluate(chip, custom(1e-290, 1e30), Dims {});
    EXPECT_GT(small.intensity, 0.0);
    EXPECT_GT(small.attainableFlopsPerS, 0.0);
}

TEST(EvaluationLimits, ARateThatRoundsToZeroIsRefused)
{
    // 1e-280 FLOPs over 1e30 bytes: an intensity of 1e-310 (subnormal, above 0), but at 1e-20 B/s
    // T_lower = 1e50 s and FLOPs / T_lower = 1e-330 rounds to 0.
    const Chip slow = exampleChip(1.97e14, 1e-20);
    EXPECT_EQ(codeOf(slow, custom(1e-280, 1e30)), ErrorCode::TimesOverflow);
    EXPECT_GT(1e-280 / 1e30, 0.0);
}

TEST(EvaluationEdges, TheAchievableDerateMultipliesTheMatrixPeak)
{
    const Chip& h100 = shippedChip("h100-sxm");
    EXPECT_EQ(peakFor(h100, Dtype::BF16, EvaluationOptions {true}), 9.89e14 * 0.85);
    EXPECT_EQ(peakFor(h100, Dtype::BF16, EvaluationOptions {false}), 9.89e14);
    const Evaluation e = evaluate(h100, parseOpSpec("matmul B=4096 D=4096 F=4096"), Dims {}, EvaluationOptions {true});
    EXPECT_EQ(e.peakFlopsPerS, 9.89e14 * 0.85);
    EXPECT_EQ(e.tMath, 2.0 * 4096 * 4096 * 4096 / (9.89e14 * 0.85));
}

TEST(EvaluationEdges, ATieBetweenMathAndCommsIsBandwidthBound)
{
    // 240 FLOPs over 1 byte on a chip of 240 FLOPs/s and 1 B/s: T_math = T_comms = 1 s.
    const Evaluation tie = evaluate(exampleChip(240.0, 1.0), parseOpSpec("custom flops=240 bytes=1"), Dims {});
    EXPECT_EQ(tie.tMath, tie.tComms);
    EXPECT_EQ(tie.bound, Bound::Bandwidth);
    const Evaluation above = evaluate(exampleChip(240.0, 1.0), parseOpSpec("custom flops=241 bytes=1"), Dims {});
    EXPECT_EQ(above.bound, Bound::Compute);
}

TEST(EvaluationEdges, AnOpWithoutFlopsHasNoPlaceOnARoofline)
{
    Op op = parseOpSpec("custom flops=1 bytes=1");
    op.numbers["flops"] = 0.0; // a form can hold what the spec grammar refuses
    try {
        evaluate(exampleChip(1e14, 1e12), op, Dims {});
        ADD_FAILURE() << "an op without FLOPs was placed";
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::NoFlops) << error.what();
    }
}

} // namespace
} // namespace roofline::test
