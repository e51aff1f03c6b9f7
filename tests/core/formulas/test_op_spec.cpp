// The op-spec grammar of calc, export and the GUI: parsing, formatting, and precise errors.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"
#include "core/scene/scene.h"

namespace roofline::test {
namespace {

TEST(OpSpec, ParsesEveryExampleOfTheOpSpecGrammar)
{
    const char* examples[] = {
        "matmul B=256 D=4096 F=4096 x=bf16 w=int8 z=bf16",
        "dot N=1000000 dtype=bf16",
        "batched-matmul B=64 D=1024 F=1024 x=int8 w=int8 z=int8",
        "tiled-matmul M=8192 K=8192 N=8192 bm=128 bk=512 bn=128 dtype=bf16",
        "sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI x=bf16 w=bf16 z=bf16",
        "elementwise N=1e8 flops=1 inputs=2 outputs=1 dtype=bf16",
        "custom flops=1e12 bytes=1e9 compute=bf16",
    };
    for (const char* example : examples) {
        SCOPED_TRACE(example);
        const Op op = parseOpSpec(example);
        EXPECT_EQ(parseOpSpec(formatOpSpec(op)), op) << formatOpSpec(op);
    }
}

TEST(OpSpec, DtypesDefaultToBf16AndComputeIsTheWiderOfXAndW)
{
    const Op plain = parseOpSpec("matmul B=1 D=2 F=3");
    EXPECT_EQ(dtypeValue(plain, "x"), Dtype::BF16);
    EXPECT_EQ(dtypeValue(plain, "z"), Dtype::BF16);
    EXPECT_EQ(computeDtype(parseOpSpec("matmul B=1 D=2 F=3 x=int8 w=int8")), Dtype::INT8);
    EXPECT_EQ(computeDtype(parseOpSpec("matmul B=1 D=2 F=3 x=fp8 w=int8")), Dtype::FP8);
    EXPECT_EQ(computeDtype(parseOpSpec("matmul B=1 D=2 F=3 x=int8 w=fp32")), Dtype::FP32);
    EXPECT_EQ(computeDtype(parseOpSpec("matmul B=1 D=2 F=3 x=int8 w=int8 compute=bf16")), Dtype::BF16);
}

TEST(OpSpec, KeysAndKindsAreCaseInsensitiveAndLabelsMayBeQuoted)
{
    const Op op = parseOpSpec(R"(MatMul b=8 d=16 f=32 X=INT8 label="注意力 QK^T" link=hbm)");
    EXPECT_EQ(op.kind, OpKind::Matmul);
    EXPECT_EQ(op.numbers.at("B"), 8.0);
    EXPECT_EQ(op.label, "注意力 QK^T");
    EXPECT_EQ(op.link, "hbm");
    EXPECT_EQ(parseOpSpec(formatOpSpec(op)), op);
}

TEST(OpSpec, ASliderNameBindsTheParameter)
{
    const Op op = parseOpSpec("matmul B=B D=D F=4096");
    EXPECT_EQ(op.bindings.at("B"), Dim::B);
    EXPECT_EQ(op.bindings.at("D"), Dim::D);
    EXPECT_EQ(paramValue(op, "B", Dims {300, 1024, 1}), 300.0);
    EXPECT_EQ(paramValue(op, "D", Dims {300, 1024, 1}), 1024.0);
    EXPECT_EQ(paramValue(op, "F", Dims {300, 1024, 1}), 4096.0);
    EXPECT_EQ(formatOpSpec(op), "matmul B=B D=D F=4096 x=bf16 w=bf16 z=bf16");
}

TEST(OpSpec, SweepsMayLeaveBOut)
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    EXPECT_NO_THROW(parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "--sweep", rules));
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul D=4096 F=4096", "--op"), ErrorKind::MissingKey, "--op", "needs B=");
}

TEST(OpSpec, TiledMatmulIntensityTendsToBmBnOverBmPlusBn)
{
    const Op op = parseOpSpec("tiled-matmul M=65536 K=262144 N=65536 bm=128 bk=4096 bn=256 dtype=bf16");
    const OpCost cost = costOf(op, Dims {});
    EXPECT_EQ(cost.flops, 2.0 * 65536.0 * 262144.0 * 65536.0);
    const double tm = 512, tn = 256, tk = 64;
    EXPECT_EQ(cost.bytes, 2.0 * tm * tn * (tk * (128.0 * 4096 + 4096.0 * 256) + 2.0 * 128 * 256));
    // The write term 2·bm·bn is small against tk·bk·(bm + bn) once K is long.
    EXPECT_TRUE(relativelyNear(cost.flops / cost.bytes, 128.0 * 256 / (128 + 256), 1e-3));
}

TEST(OpSpec, ElementwiseCountsInputsAndOutputs)
{
    const OpCost cost = costOf(parseOpSpec("elementwise N=1e8 flops=3 inputs=2 outputs=1 dtype=fp32"), Dims {});
    EXPECT_EQ(cost.flops, 3e8);
    EXPECT_EQ(cost.bytes, 1e8 * 4 * 3);
    EXPECT_EQ(cost.precision, Dtype::FP32);
}

TEST(OpSpec, UnknownKindListsTheKinds)
{
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec("matmull B=1", "--op"), ErrorKind::UnknownName, "--op", "matmull", "dot, matmul, batched-matmul");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("B=1 D=2", "--op"), ErrorKind::UnknownName, "starts with its kind");
}

TEST(OpSpec, EmptySpecSaysWhatComesFirst)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("   ", "--op"), ErrorKind::Syntax, "empty op spec", "op kind");
}

TEST(OpSpec, UnknownParameterListsTheKindsParameters)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("dot N=4 M=3"), ErrorKind::UnknownName, "dot has no parameter \"M\"", "N, dtype");
}

TEST(OpSpec, WordWithoutEqualsIsASyntaxError)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("dot N 4"), ErrorKind::Syntax, "expected key=value", "\"N\"");
}

TEST(OpSpec, TextWhereANumberBelongsIsAWrongType)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul B=lots D=1 F=1"), ErrorKind::WrongType, "B=\"lots\"", "not a number");
}

TEST(OpSpec, OverflowingAndNonFiniteNumbersAreRefused)
{
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec("matmul B=1e400 D=1 F=1"), ErrorKind::InvalidValue, "B=\"1e400\"", "not a finite");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("custom flops=nan bytes=1"), ErrorKind::InvalidValue, "flops", "not a finite");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("custom flops=inf bytes=1"), ErrorKind::InvalidValue, "flops", "not a finite");
}

TEST(OpSpec, NonPositiveAndFractionalDimensionsAreRefused)
{
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec("matmul B=0 D=1 F=1"), ErrorKind::InvalidValue, "matmul B", "at least 1", "got 0");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul B=-5 D=1 F=1"), ErrorKind::InvalidValue, "matmul B", "got -5");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul B=1.5 D=1 F=1"), ErrorKind::InvalidValue, "whole number", "1.5");
    EXPECT_ROOFLINE_ERROR(parseOpSpec("custom flops=0 bytes=1"), ErrorKind::InvalidValue, "custom flops", "positive");
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec("sharded-matmul B=1 D=1 F=1 chips=1"), ErrorKind::InvalidValue, "chips", "at least 2");
    // The sliders too: every one of them may be 1 (one sequence, one new token), none below.
    Dims ones;
    for (const Dim dim : {Dim::B, Dim::D, Dim::F, Dim::T, Dim::S})
        ones[dim] = 1.0;
    EXPECT_NO_THROW(validateDims(ones, "sliders"));
    ones[Dim::T] = 0.999;
    EXPECT_ROOFLINE_ERROR(validateDims(ones, "sliders"), ErrorKind::InvalidValue, "T");
}

TEST(OpSpec, UnknownDtypeListsTheDtypes)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul B=1 D=1 F=1 w=int3"), ErrorKind::UnknownName, "w=\"int3\"", "not a dtype",
        "fp8-block, fp8, int8, nvfp4, mxfp4, fp4, int4");
}

TEST(OpSpec, Tf32IsOnlyAComputeFormat)
{
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec("matmul B=1 D=1 F=1 x=tf32"), ErrorKind::InvalidValue, "x: tf32", "compute format");
    EXPECT_EQ(computeDtype(parseOpSpec("matmul B=1 D=1 F=1 x=fp32 w=fp32 compute=tf32")), Dtype::TF32);
}

TEST(OpSpec, RepeatedKeyIsRefused)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("dot N=1 n=2"), ErrorKind::Syntax, "given twice");
}

TEST(OpSpec, OpenQuoteIsRefused)
{
    EXPECT_ROOFLINE_ERROR(
        parseOpSpec(R"(dot N=1 label="open)", "--op"), ErrorKind::Syntax, "--op", "quote is not closed");
}

TEST(OpSpec, ElementwiseThatMovesNothingIsRefused)
{
    EXPECT_ROOFLINE_ERROR(parseOpSpec("elementwise N=10 flops=1 inputs=0 outputs=0"), ErrorKind::InvalidValue,
        "at least one input or output");
}

TEST(OpSpec, UnknownLinkOnAChipNamesTheChipsLevels)
{
    const Op op = parseOpSpec("matmul B=1 D=1 F=1 link=NVLink");
    EXPECT_ROOFLINE_ERROR(evaluate(shippedChip("tpu-v5e"), op, Dims {}), ErrorKind::UnknownName, "TPU v5e",
        "\"NVLink\"", "HBM, VMEM, ICI");
    EXPECT_EQ(evaluate(shippedChip("h100-sxm"), op, Dims {}).levelName, "NVLink");
}

TEST(OpSpec, PrecisionTheChipLacksNamesWhatItHas)
{
    EXPECT_ROOFLINE_ERROR(evaluate(shippedChip("gaudi3"), parseOpSpec("matmul B=1 D=1 F=1 x=int8 w=int8"), Dims {}),
        ErrorKind::UnknownName, "Gaudi 3 has no int8 peak", "bf16");
}

TEST(OpSpec, ShapesTooLargeForDoublesAreReportedNotDrawn)
{
    // The parser refuses dimensions beyond 2^53, where FLOPs could overflow…
    EXPECT_ROOFLINE_ERROR(parseOpSpec("matmul B=1e200 D=1e200 F=1e200"), ErrorKind::InvalidValue, "matmul B",
        "at most 9007199254740992", "1e200");
    // …and an op built around the parser (a form, a fuzzer) is still reported, not drawn at infinity.
    Op op = makeOp(OpKind::Matmul);
    op.numbers["B"] = op.numbers["D"] = op.numbers["F"] = 1e200;
    EXPECT_ROOFLINE_ERROR(evaluate(shippedChip("tpu-v5e"), op, Dims {}), ErrorKind::Meaningless, "overflow");
}

// An op without a label is described from data: the CLI writes its kind and "tiles" in English, the
// GUI in the user's language; the shape itself (numbers, dtypes, B/D/F) is the same for both.
TEST(OpDescription, TheShapeHoldsNoWordsAndTheEnglishLabelIsBuiltFromIt)
{
    const Op tiled = parseOpSpec("tiled-matmul M=8192 K=4096 N=2048 bm=128 bk=512 bn=64");
    const OpDescription description = describeOpShape(tiled, Dims {});
    EXPECT_EQ(description.shape, "8192×4096×2048");
    EXPECT_EQ(description.tiles, "128×512×64");
    EXPECT_EQ(describeOp(tiled, Dims {}), "tiled-matmul 8192×4096×2048 tiles 128×512×64");
    const Op matmul = parseOpSpec("matmul B=B D=4096 F=4096 x=bf16 w=int8");
    EXPECT_EQ(describeOpShape(matmul, Dims {256, 0, 0}).shape, "B=256 D=F=4096 bf16×int8");
    EXPECT_TRUE(describeOpShape(matmul, Dims {256, 0, 0}).tiles.empty());
    EXPECT_EQ(describeOp(matmul, Dims {256, 0, 0}), "matmul B=256 D=F=4096 bf16×int8");

    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const Op batched = parseOpSpec("batched-matmul D=1024 F=2048 x=int8 w=int8", "sweep", rules);
    EXPECT_EQ(describeSweepShape(batched, Dims {}), "D=1024 F=2048 int8×int8");
    EXPECT_EQ(describeSweep(batched, Dims {}), "D=1024 F=2048 int8×int8 (batched)");
    const Op sharded = parseOpSpec("sharded-matmul D=4096 F=4096 chips=4", "sweep", rules);
    EXPECT_EQ(describeSweepShape(sharded, Dims {}), "D=F=4096");
    EXPECT_EQ(describeSweep(sharded, Dims {}), "D=F=4096 (×4 chips)");
}

TEST(ShortLabels, SayTheComputePrecisionWhenItIsNotTheDefault)
{
    EXPECT_EQ(
        describeOp(opFromSpec("matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32"), {}), "matmul B=128 D=F=4096 fp32");
    EXPECT_EQ(describeOp(opFromSpec("matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=tf32"), {}),
        "matmul B=128 D=F=4096 fp32 compute=tf32");
    // compute= the default (the wider of x and w) says nothing new.
    EXPECT_EQ(describeOp(opFromSpec("matmul B=128 D=4096 F=4096 x=bf16 w=int8 compute=bf16"), {}),
        "matmul B=128 D=F=4096 bf16×int8");
    EXPECT_EQ(
        describeOp(opFromSpec("custom flops=1e12 bytes=1e9 compute=fp8"), {}), "custom 1e12 FLOPs / 1e9 B compute=fp8");
    // The batch-size chart's curves too.
    EXPECT_EQ(describeSweep(opFromSpec("matmul D=4096 F=4096 x=fp32 w=fp32 z=fp32"), {}), "D=F=4096 fp32×fp32");
    EXPECT_EQ(describeSweep(opFromSpec("matmul D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=tf32"), {}),
        "D=F=4096 fp32×fp32 compute=tf32");
    EXPECT_EQ(describeOp(opFromSpec("custom flops=12 bytes=3500000"), {}), "custom 12 FLOPs / 3.5e6 B");
    EXPECT_EQ(describeOp(opFromSpec("tiled-matmul M=8 K=8 N=8 bm=2 bk=2 bn=2 dtype=fp8"), {}),
        "tiled-matmul 8×8×8 tiles 2×2×2 fp8");
}

} // namespace
} // namespace roofline::test
