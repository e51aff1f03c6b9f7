// The edges of evaluate() that mutation testing found untested: the achievable derate on the matrix
// peaks, the tie between T_math and T_comms (docs/model.md §1: compute-bound only when T_math > T_comms), and an
// op without FLOPs.
#include "test_helpers.h"

#include "core/model/evaluation.h"
#include "core/model/op_spec.h"

namespace roofline::test {
namespace {

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
