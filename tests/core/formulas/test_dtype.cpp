// docs/model.md §13's block-scaled weight formats: their bytes, what they compute in, and where they may appear.
#include "core/formulas/dtype.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"

#include <gtest/gtest.h>

namespace roofline {
namespace {

TEST(Dtype, BlockScaledFormatsCarryTheirScales)
{
    EXPECT_EQ(bytesPerElement(Dtype::FP8Block), 1.0 + 4.0 / (128 * 128)); // an fp32 per 128×128 block
    EXPECT_EQ(bytesPerElement(Dtype::MXFP4), 0.5 + 1.0 / 32); // 0.53125: an e8m0 byte per 32
    EXPECT_EQ(bytesPerElement(Dtype::NVFP4), 0.5 + 1.0 / 16); // 0.5625: an fp8 per 16
    EXPECT_EQ(bytesPerElement(Dtype::FP4), 0.5);
    for (const char* name : {"fp8-block", "mxfp4", "nvfp4", "fp4"})
        EXPECT_EQ(dtypeName(*parseDtype(name)), name);
    EXPECT_EQ(parseDtype("E2M1"), Dtype::FP4);
}

TEST(Dtype, BlockScaledWeightsComputeInTheirElementFormatWhereTheChipHasIt)
{
    EXPECT_EQ(blockComputeDtype(Dtype::FP8Block), Dtype::FP8);
    EXPECT_EQ(blockComputeDtype(Dtype::MXFP4), Dtype::FP4);
    EXPECT_EQ(blockComputeDtype(Dtype::NVFP4), Dtype::FP4);
    EXPECT_EQ(blockComputeDtype(Dtype::BF16), Dtype::BF16);
    EXPECT_EQ(widerDtype(Dtype::BF16, Dtype::MXFP4), Dtype::BF16);
    EXPECT_EQ(widerDtype(Dtype::FP8Block, Dtype::FP8Block), Dtype::FP8);
    Chip chip;
    chip.peakFlopsPerS = {{Dtype::BF16, 1e15}, {Dtype::FP8, 2e15}};
    const Op fp8Block = parseOpSpec("matmul B=1 D=1 F=1 x=bf16 w=fp8-block");
    EXPECT_EQ(computeDtypeOn(chip, fp8Block), Dtype::FP8);
    const Op mxfp4 = parseOpSpec("matmul B=1 D=1 F=1 x=bf16 w=mxfp4");
    EXPECT_EQ(computeDtypeOn(chip, mxfp4), Dtype::BF16); // no fp4 peak: the activations' format
    chip.peakFlopsPerS[Dtype::FP4] = 4e15;
    EXPECT_EQ(computeDtypeOn(chip, mxfp4), Dtype::FP4);
    EXPECT_EQ(computeDtypeOn(chip, parseOpSpec("matmul B=1 D=1 F=1 x=bf16 w=mxfp4 compute=bf16")), Dtype::BF16);
    EXPECT_EQ(peakForOp(chip, mxfp4).flopsPerS, 4e15);
}

std::string refusal(const std::string& spec)
{
    try {
        parseOpSpec(spec);
    } catch (const Error& error) {
        return error.what();
    }
    return "(accepted)";
}

TEST(Dtype, TheWiderOfTwoFormatsIsTheOneWithMoreBytesAndOnATieTheFloat)
{
    EXPECT_EQ(widerDtype(Dtype::INT8, Dtype::FP8), Dtype::FP8); // a tie: the float, though it is w
    EXPECT_EQ(widerDtype(Dtype::FP8, Dtype::INT8), Dtype::FP8);
    EXPECT_EQ(widerDtype(Dtype::BF16, Dtype::FP16), Dtype::BF16); // a tie of floats: x
    EXPECT_EQ(widerDtype(Dtype::FP16, Dtype::BF16), Dtype::FP16);
    EXPECT_EQ(widerDtype(Dtype::INT8, Dtype::INT4), Dtype::INT8);
    EXPECT_EQ(widerDtype(Dtype::INT4, Dtype::FP4), Dtype::FP4);
    EXPECT_EQ(widerDtype(Dtype::BF16, Dtype::INT8), Dtype::BF16);
    EXPECT_TRUE(isIntegerDtype(Dtype::INT8));
    EXPECT_TRUE(isIntegerDtype(Dtype::INT4));
    EXPECT_FALSE(isIntegerDtype(Dtype::FP8));
    EXPECT_FALSE(isIntegerDtype(Dtype::FP4));
}

TEST(Dtype, ABlockScaledFormatIsNoComputeFormatNorAPeak)
{
    // The message names the format to give (it was once built after the detail holding it had been moved).
    EXPECT_NE(refusal("matmul B=1 D=1 F=1 compute=fp8-block").find("it computes in fp8, which is the format to give"),
        std::string::npos)
        << refusal("matmul B=1 D=1 F=1 compute=fp8-block");
    EXPECT_THROW(parseOpSpec("matmul B=1 D=1 F=1 compute=mxfp4"), Error);
    // Block scales are a weights' format: activations, outputs and caches take what it computes in.
    EXPECT_NE(refusal("matmul B=1 D=1 F=1 x=mxfp4")
                  .find("matmul x: mxfp4 stores weights with block scales; it "
                        "computes in fp4"),
        std::string::npos)
        << refusal("matmul B=1 D=1 F=1 x=mxfp4");
    EXPECT_THROW(parseOpSpec("attention B=1 T=1 S=8 N=4 K=1 H=64 kv=fp8-block"), Error);
    EXPECT_THROW(parseOpSpec("matmul B=1 D=1 F=1 z=nvfp4"), Error);
    EXPECT_NO_THROW(parseOpSpec("matmul B=1 D=1 F=1 w=nvfp4"));
    EXPECT_NO_THROW(parseOpSpec("experts B=1 D=1 F=1 E=8 k=2 w=mxfp4"));
    EXPECT_FALSE(isComputeDtype(Dtype::NVFP4));
    EXPECT_TRUE(isComputeDtype(Dtype::FP4));
    EXPECT_TRUE(isStorageDtype(Dtype::FP8Block));
}

} // namespace
} // namespace roofline
