// docs/model.md §11: the experts op, B tokens each multiplied by k of E expert matrices w[D,F]. Its expected
// experts touched, FLOPs, bytes and footprint worked out by hand, and the op as an op spec, on a chip and along
// its parameters.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/formulas/experts.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"

#include <cmath>

namespace roofline::test {
namespace {

constexpr double kExpertsTight = 1e-9;

Op experts(const std::string& parameters)
{
    return parseOpSpec("experts " + parameters);
}

TEST(ExpertsTouched, AreAboutKForOneTokenAndEveryExpertForMany)
{
    // E·(1 − (1 − k/E)^M): Mixtral's 8 experts, 2 per token.
    EXPECT_TRUE(relativelyNear(expectedExpertsTouched(8, 2, 1), 2.0, kExpertsTight)); // 8·(1 − 0.75)
    EXPECT_TRUE(relativelyNear(expectedExpertsTouched(8, 2, 2), 3.5, kExpertsTight)); // 8·(1 − 0.5625)
    // 0.75^16 = 3^16 / 4^16 = 43046721 / 4294967296.
    EXPECT_TRUE(relativelyNear(expectedExpertsTouched(8, 2, 16), 8.0 * 4251920575.0 / 4294967296.0, kExpertsTight));
    EXPECT_TRUE(relativelyNear(expectedExpertsTouched(8, 2, 256), 8.0, kExpertsTight));
    // Qwen3 30B-A3B: 128 experts, 8 per token; 64 tokens touch 128·(1 − (15/16)^64) = 124.2 of them.
    EXPECT_TRUE(
        relativelyNear(expectedExpertsTouched(128, 8, 64), 128.0 * (1.0 - std::pow(15.0 / 16.0, 64)), kExpertsTight));
    // A small share keeps its digits: one token picking 1 of a million experts touches 1.
    EXPECT_TRUE(relativelyNear(expectedExpertsTouched(1e6, 1, 1), 1.0, kExpertsTight));
    // Every token taking every expert touches all of them from the first token on; no token touches none.
    EXPECT_EQ(expectedExpertsTouched(8, 8, 1), 8.0);
    EXPECT_EQ(expectedExpertsTouched(8, 8, 0), 0.0);
    EXPECT_EQ(expectedExpertsTouched(8, 2, 0), 0.0);
}

TEST(ExpertsOp, FlopsBytesAndFootprintAreTheFormulasByHand)
{
    // 4 tokens, each through 2 of 8 experts of 4096 × 14336, bf16: 8 token–expert pairs.
    const Op op = experts("B=4 D=4096 F=14336 E=8 k=2");
    const OpCost cost = costOf(op, Dims {});
    EXPECT_EQ(cost.flops, 2.0 * 8 * 4096 * 14336);
    // E_act = 8·(1 − 0.75^4) = 8·0.68359375 = 5.46875 experts' weights, 8 rows of x and 8 rows of z.
    const double touched = 8.0 * (1.0 - 0.31640625);
    EXPECT_EQ(touched, 5.46875);
    EXPECT_TRUE(
        relativelyNear(cost.bytes, touched * 4096 * 14336 * 2 + 8.0 * 4096 * 2 + 8.0 * 14336 * 2, kExpertsTight));
    EXPECT_EQ(cost.precision, Dtype::BF16);
    // Resident: all 8 experts, and the pairs' rows.
    ASSERT_TRUE(cost.footprintBytes);
    EXPECT_EQ(*cost.footprintBytes, 8.0 * 4096 * 14336 * 2 + 8.0 * 4096 * 2 + 8.0 * 14336 * 2);
    const ExpertsShape shape = expertsShape(op, Dims {});
    EXPECT_EQ(expertWeightBytes(shape), 4096.0 * 14336 * 2);
    EXPECT_EQ(expertsFlops(shape), cost.flops);
    EXPECT_EQ(expertsFootprint(shape), *cost.footprintBytes);
    // int8 weights and bf16 activations: the weights half the bytes, the precision the wider of the two.
    const Op int8 = experts("B=4 D=4096 F=14336 E=8 k=2 w=int8");
    EXPECT_TRUE(relativelyNear(
        costOf(int8, Dims {}).bytes, touched * 4096 * 14336 + 8.0 * 4096 * 2 + 8.0 * 14336 * 2, kExpertsTight));
    EXPECT_EQ(costOf(int8, Dims {}).precision, Dtype::BF16);
    // int4 tensors are rounded up to whole bytes, one expert's matrix at a time: 3 × 3 int4 = 5 bytes.
    const Op int4 = experts("B=1 D=3 F=3 E=2 k=1 x=int4 w=int4 z=int4");
    // E_act = 2·(1 − 1/2) = 1; x: 1 pair · 3 = 2 bytes, z: 2 bytes.
    EXPECT_EQ(costOf(int4, Dims {}).bytes, 1.0 * 5 + 2 + 2);
    EXPECT_GT(costOf(int4, Dims {}).oddInt4Tensors, 0);
}

TEST(ExpertsOp, OneTokenReadsKExpertsAndManyReadThemAll)
{
    // Decode at B = 1 reads the weights of k experts; as the tokens grow every expert is read once, so the FLOPs
    // per weight byte go from about M (as a dense matmul's) to about M·k/E: the critical batch is about E/k times a
    // dense matmul's.
    const Chip chip = exampleChip(1e14, 1e12); // a ridge at 100 FLOPs per byte
    const Evaluation one = evaluate(chip, experts("B=1 D=4096 F=14336 E=8 k=2"), Dims {});
    const double weights = 4096.0 * 14336 * 2;
    EXPECT_TRUE(relativelyNear(one.bytes, 2.0 * weights + 2.0 * 4096 * 2 + 2.0 * 14336 * 2, kExpertsTight));
    const Evaluation many = evaluate(chip, experts("B=4096 D=4096 F=14336 E=8 k=2"), Dims {});
    EXPECT_TRUE(relativelyNear(many.bytes, 8.0 * weights + 8192.0 * 4096 * 2 + 8192.0 * 14336 * 2, kExpertsTight));
    EXPECT_EQ(many.bound, Bound::Compute);
    EXPECT_EQ(one.bound, Bound::Bandwidth);
}

TEST(ExpertsOp, TurnsComputeBoundAtEOverKTimesTheCriticalBatchOfItsDenseMatmul)
{
    // Mixtral's experts-up (D = 4096, gate and up F = 2·14336 = 28672, 8 experts, 2 per token) on a chip whose ridge
    // is 100 FLOPs per byte, bf16. A dense matmul of the same shape turns compute-bound where 2·B·D·F/1e14 =
    // 2·(D·F + B·(D + F))/1e12: B = 100·D·F/(D·F − 100·(D + F)) = 89600/871 = 102.87.
    const Chip chip = exampleChip(1e14, 1e12);
    const std::optional<double> dense = criticalBatch(chip, parseOpSpec("matmul B=1 D=4096 F=28672"), Dims {});
    ASSERT_TRUE(dense);
    EXPECT_TRUE(relativelyNear(*dense, 89600.0 / 871, kExpertsTight));
    // Once every expert is read (E_act = 8, to 1e-51 by B = 400) the experts' FLOPs 2·B·k·D·F against their bytes
    // 2·(E·D·F + B·k·(D + F)) cross at B = (E/k)·89600/871 = 411.48: four times later.
    EXPECT_EQ(evaluate(chip, experts("B=411 D=4096 F=28672 E=8 k=2"), Dims {}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(chip, experts("B=412 D=4096 F=28672 E=8 k=2"), Dims {}).bound, Bound::Compute);
    EXPECT_EQ(evaluate(chip, parseOpSpec("matmul B=102 D=4096 F=28672"), Dims {}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(chip, parseOpSpec("matmul B=103 D=4096 F=28672"), Dims {}).bound, Bound::Compute);
    // With 64 experts of which 2 per token the crossover is 32 times the dense one (0.96875^3291 = 4e-46: every expert
    // read).
    EXPECT_EQ(evaluate(chip, experts("B=3291 D=4096 F=28672 E=64 k=2"), Dims {}).bound, Bound::Bandwidth);
    EXPECT_EQ(evaluate(chip, experts("B=3292 D=4096 F=28672 E=64 k=2"), Dims {}).bound, Bound::Compute);
}

TEST(ExpertsOp, IsAnOpSpecThatReadsBackAndDescribesItself)
{
    const Op op = experts("B=64 D=2048 F=768 E=128 k=8 w=fp8");
    EXPECT_EQ(op.kind, OpKind::Experts);
    EXPECT_EQ(formatOpSpec(op), "experts B=64 D=2048 F=768 E=128 k=8 x=bf16 w=fp8 z=bf16");
    EXPECT_EQ(parseOpSpec(formatOpSpec(op)), op);
    EXPECT_EQ(describeOp(op, Dims {}), "experts B=64 D=2048 F=768 E=128 k=8 bf16×fp8");
    EXPECT_EQ(describeOp(experts("B=1 D=2 F=3 E=4 k=1 compute=fp32"), Dims {}),
        "experts B=1 D=2 F=3 E=4 k=1 bf16 compute=fp32");
    EXPECT_EQ(describeOp(makeOp(OpKind::Experts), Dims {}), "experts B=128 D=4096 F=14336 E=8 k=2 bf16");
    EXPECT_EQ(computeDtype(experts("B=1 D=2 F=3 E=4 k=1 x=fp8 w=bf16")), Dtype::BF16);
    EXPECT_EQ(opKindInfo(OpKind::Experts).unit, ComputeUnit::Matrix);
    EXPECT_EQ(opKindInfo(OpKind::Experts).traffic, BandwidthKind::Memory);
}

TEST(ExpertsOp, KMustBeAtMostE)
{
    EXPECT_ROOFLINE_ERROR(experts("B=1 D=2 F=3 E=4 k=5"), ErrorKind::InvalidValue,
        "experts k must be at most E (a token picks k of the E experts), got k=5 and E=4");
    try {
        experts("B=1 D=2 F=3 E=4 k=5");
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::AtMost);
        EXPECT_EQ(error.detail()->keyPath, "experts k");
        EXPECT_EQ(error.detail()->value, "5");
        EXPECT_EQ(error.detail()->high, "4");
        EXPECT_FALSE(error.detail()->followsSlider);
    }
    EXPECT_NO_THROW(experts("B=1 D=2 F=3 E=4 k=4"));
    // A k that follows a slider is checked at the slider's value, and says so.
    Op bound = experts("B=1 D=2 F=3 E=4 k=1");
    bound.bindings["k"] = Dim::T;
    Dims dims;
    dims.t = 6;
    EXPECT_ROOFLINE_ERROR(validateOp(bound, dims, "op 1"), ErrorKind::InvalidValue, "(it follows a slider)");
    dims.t = 3;
    EXPECT_NO_THROW(validateOp(bound, dims, "op 1"));
}

TEST(ExpertsOp, IsAffineInDAndFButNotInTheTokens)
{
    const Op op = experts("B=16 D=4096 F=14336 E=8 k=2");
    // D: FLOPs 2·32·F·D, bytes (E_act·F·2 + 32·2)·D + 32·F·2, exactly.
    const std::optional<AffineCost> alongD = affineCostAlong(op, Dims {}, "D");
    ASSERT_TRUE(alongD);
    const double touched = 8.0 * (1.0 - std::pow(0.75, 16));
    EXPECT_TRUE(relativelyNear(alongD->flopsSlope, 2.0 * 32 * 14336, kExpertsTight));
    EXPECT_EQ(alongD->flopsIntercept, 0.0);
    EXPECT_TRUE(relativelyNear(alongD->bytesSlope, touched * 14336 * 2 + 32.0 * 2, kExpertsTight));
    EXPECT_TRUE(relativelyNear(alongD->bytesIntercept, 32.0 * 14336 * 2, kExpertsTight));
    EXPECT_TRUE(affineCostAlong(op, Dims {}, "F"));
    // The experts touched bend in B, E and k: no line, so no sweep over B and no critical batch.
    EXPECT_FALSE(affineCostAlong(op, Dims {}, "B"));
    EXPECT_FALSE(affineCostAlong(op, Dims {}, "E"));
    EXPECT_FALSE(affineCostAlong(op, Dims {}, "k"));
    EXPECT_FALSE(isSweepable(op));
    EXPECT_ROOFLINE_ERROR(criticalBatch(exampleChip(1e15, 1e12), op, Dims {}), ErrorKind::InvalidValue,
        "experts has no critical B (its cost is not affine in B)");
}

} // namespace
} // namespace roofline::test
