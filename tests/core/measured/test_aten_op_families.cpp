// The ops people's traces spend their time in, beyond matmuls: convolutions, fp8 matmuls with scales,
// attention's backward, norms, softmax and activations, costed from their recorded arguments
// (docs/model.md §E, "Ops a trace is costed by"). Every number below is worked out by hand from the
// shapes, in the comment above it; the argument lists are those of PyTorch's native_functions.yaml.
#include "support/test_helpers.h"

#include "core/measured/aten_ops.h"

#include <vector>

namespace roofline::test {
namespace {

AtenArgument floats(std::vector<double> dims, const char* type = "float")
{
    return AtenArgument {std::move(dims), type, ""};
}

AtenArgument bf16s(std::vector<double> dims)
{
    return AtenArgument {std::move(dims), "c10::BFloat16", ""};
}

AtenArgument given(const char* value, const char* type = "Scalar")
{
    return AtenArgument {{}, type, value};
}

AtenArgument none()
{
    return AtenArgument {{}, "", ""};
}

AtenModel priced(std::string_view name, const std::vector<AtenArgument>& arguments)
{
    return atenOpCost(name, arguments);
}

TEST(AtenOpFamilies, EveryFamilyIsModelledByTheNamesPyTorchRecords)
{
    for (const char* name : {"aten::_scaled_mm", "aten::convolution", "aten::_convolution", "aten::cudnn_convolution",
             "aten::convolution_backward", "aten::cudnn_convolution_backward",
             "aten::_scaled_dot_product_cudnn_attention", "aten::_scaled_dot_product_flash_attention_backward",
             "aten::_scaled_dot_product_efficient_attention_backward",
             "aten::_scaled_dot_product_cudnn_attention_backward", "aten::layer_norm", "aten::native_layer_norm",
             "aten::rms_norm", "aten::_fused_rms_norm", "aten::softmax", "aten::_softmax", "aten::log_softmax",
             "aten::_log_softmax", "aten::_softmax_backward_data", "aten::_log_softmax_backward_data", "aten::gelu",
             "aten::silu", "aten::relu", "aten::relu_", "aten::embedding", "aten::embedding_dense_backward",
             "c10d::_allgather_base_", "c10d::_reduce_scatter_base_"})
        EXPECT_TRUE(isModelledAtenOp(name)) << name;
}

// PyTorch's own example of a recorded convolution (pytorch/pytorch test/inductor/test_analysis.py, a
// 2025 trace on an H100): input [1,3,224,224], weight [64,3,7,7], stride 2, padding 3, dilation 1.
std::vector<AtenArgument> resnetStem()
{
    return {floats({1, 3, 224, 224}), floats({64, 3, 7, 7}), none(), given("[2, 2]", "ScalarList"),
        given("[3, 3]", "ScalarList"), given("[1, 1]", "ScalarList"), given("False"), given("[0, 0]", "ScalarList"),
        given("1")};
}

TEST(AtenOpFamilies, AConvolutionIsTwoFlopsPerMultiplyAddOverItsOutput)
{
    // P = Q = floor((224 + 2·3 − 1·(7 − 1) − 1) / 2) + 1 = 112; FLOPs 2·N·K·(C/g)·R·S·P·Q =
    // 2·1·64·3·7·7·112·112 = 236027904; bytes (input 150528 + weight 9408 + output 802816 elements)·4.
    const AtenModel stem = priced("aten::convolution", resnetStem());
    ASSERT_TRUE(stem.cost) << stem.unmodelled.reason;
    EXPECT_EQ(stem.cost->name, "aten::convolution fp32[1,3,224,224] fp32[64,3,7,7]");
    EXPECT_EQ(stem.cost->flops, 236027904.0);
    EXPECT_EQ(stem.cost->bytes, 3851008.0);
    EXPECT_EQ(stem.cost->dtype, Dtype::FP32);
    EXPECT_FALSE(stem.cost->op);
    EXPECT_EQ(atenShapeName(stem.cost->name), "aten::convolution 1×3×224×224 * 64×3×7×7");
    // _convolution records the same nine and four flags more.
    std::vector<AtenArgument> inner = resnetStem();
    for (const char* flag : {"False", "False", "True", "True"})
        inner.push_back(given(flag));
    const AtenModel same = priced("aten::_convolution", inner);
    ASSERT_TRUE(same.cost) << same.unmodelled.reason;
    EXPECT_EQ(same.cost->flops, 236027904.0);
    EXPECT_EQ(same.cost->bytes, 3851008.0);
}

TEST(AtenOpFamilies, AGroupedConvolutionWithABiasAddsItToEachOutputElement)
{
    // Depthwise: input [8,32,56,56] bf16, weight [32,1,3,3], bias [32], stride 1, padding 1, 32 groups.
    // Out 56×56; multiply–adds 8·32·(32/32)·9·3136 = 7225344, FLOPs 14450688 + the bias 8·32·3136 = 802816;
    // bytes (802816 input + 288 weight + 802816 output + 32 bias)·2.
    const AtenModel depthwise = priced("aten::convolution",
        {bf16s({8, 32, 56, 56}), bf16s({32, 1, 3, 3}), bf16s({32}), given("[1, 1]", "ScalarList"),
            given("[1, 1]", "ScalarList"), given("[1, 1]", "ScalarList"), given("False"), given("[0, 0]", "ScalarList"),
            given("32")});
    ASSERT_TRUE(depthwise.cost) << depthwise.unmodelled.reason;
    EXPECT_EQ(depthwise.cost->flops, 15253504.0);
    EXPECT_EQ(depthwise.cost->bytes, 3211904.0);
    EXPECT_EQ(depthwise.cost->dtype, Dtype::BF16);
    // A weight of channels the groups do not divide is said.
    const AtenModel wrong = priced("aten::convolution",
        {bf16s({8, 32, 56, 56}), bf16s({32, 2, 3, 3}), none(), given("[1, 1]", "ScalarList"),
            given("[1, 1]", "ScalarList"), given("[1, 1]", "ScalarList"), given("False"), given("[0, 0]", "ScalarList"),
            given("32")});
    ASSERT_FALSE(wrong.cost);
    EXPECT_NE(wrong.unmodelled.reason.find("does not fit the input"), std::string::npos) << wrong.unmodelled.reason;
}

TEST(AtenOpFamilies, ATransposedConvolutionSpreadsEachInputElementOverItsKernel)
{
    // Input [2,16,8,8], weight [16,8,4,4] (in, out per group), stride 2, padding 1: out (8−1)·2 − 2 + 3 + 1 = 16.
    // Multiply–adds N·C_in·(C_out/g)·R·S·H·W = 2·16·8·16·64 = 262144; bytes (2048 + 2048 + 2·8·16·16)·4.
    const AtenModel up = priced("aten::convolution",
        {floats({2, 16, 8, 8}), floats({16, 8, 4, 4}), none(), given("[2, 2]", "ScalarList"),
            given("[1, 1]", "ScalarList"), given("[1, 1]", "ScalarList"), given("True"), given("[0, 0]", "ScalarList"),
            given("1")});
    ASSERT_TRUE(up.cost) << up.unmodelled.reason;
    EXPECT_EQ(up.cost->flops, 524288.0);
    EXPECT_EQ(up.cost->bytes, 32768.0);
    EXPECT_EQ(up.cost->name, "aten::convolution fp32[2,16,8,8] fp32[16,8,4,4] transposed");
    EXPECT_EQ(atenShapeName(up.cost->name), "aten::convolution 2×16×8×8 * 16×8×4×4 transposed");
}

TEST(AtenOpFamilies, CudnnConvolutionReadsItsPaddingBeforeItsStride)
{
    // cudnn_convolution(self, weight, padding, stride, dilation, groups, …): the stem again, padding [3, 3]
    // and stride [2, 2] in that order, the same 112×112 output and 236027904 FLOPs; no bias.
    const AtenModel stem = priced("aten::cudnn_convolution",
        {floats({1, 3, 224, 224}), floats({64, 3, 7, 7}), given("[3, 3]", "ScalarList"), given("[2, 2]", "ScalarList"),
            given("[1, 1]", "ScalarList"), given("1"), given("False"), given("False"), given("True")});
    ASSERT_TRUE(stem.cost) << stem.unmodelled.reason;
    EXPECT_EQ(stem.cost->flops, 236027904.0);
    EXPECT_EQ(stem.cost->bytes, 3851008.0);
}

TEST(AtenOpFamilies, AOneDimensionalConvolutionTakesOneValueForEveryDimension)
{
    // conv1d: input [4,16,100], weight [32,16,5], stride "[1]", padding "[2]", dilation "[1]": out 100;
    // multiply–adds 4·32·16·5·100 = 1024000; bytes (6400 + 2560 + 12800)·4. output_padding not recorded
    // does not matter to a convolution that is not transposed.
    const AtenModel line = priced("aten::convolution",
        {floats({4, 16, 100}), floats({32, 16, 5}), none(), given("[1]", "ScalarList"), given("[2]", "ScalarList"),
            given("[1]", "ScalarList"), given("False"), given("", "ScalarList"), given("1")});
    ASSERT_TRUE(line.cost) << line.unmodelled.reason;
    EXPECT_EQ(line.cost->flops, 2048000.0);
    EXPECT_EQ(line.cost->bytes, 87040.0);
    // One value for both dimensions of a 2-d convolution: stride "[2]" is (2, 2), the stem's 112×112.
    std::vector<AtenArgument> stem = resnetStem();
    stem[3] = given("[2]", "ScalarList");
    const AtenModel broadcastStride = priced("aten::convolution", stem);
    ASSERT_TRUE(broadcastStride.cost) << broadcastStride.unmodelled.reason;
    EXPECT_EQ(broadcastStride.cost->flops, 236027904.0);
}

TEST(AtenOpFamilies, AGroupedTransposedConvolutionHasItsWeightsSecondSizeTimesTheGroupsOutputChannels)
{
    // Input [1,8,4,4], weight [8,2,3,3] in 2 groups (4 output channels), stride 1, no padding: out
    // (4−1) + 2 + 1 = 6; multiply–adds 1·8·2·9·16 = 2304; bytes (128 + 144 + 1·4·36)·4 = 1664.
    const AtenModel up = priced("aten::convolution",
        {floats({1, 8, 4, 4}), floats({8, 2, 3, 3}), none(), given("[1, 1]", "ScalarList"),
            given("[0, 0]", "ScalarList"), given("[1, 1]", "ScalarList"), given("True"), given("[0, 0]", "ScalarList"),
            given("2")});
    ASSERT_TRUE(up.cost) << up.unmodelled.reason;
    EXPECT_EQ(up.cost->flops, 4608.0);
    EXPECT_EQ(up.cost->bytes, 1664.0);
}

TEST(AtenOpFamilies, AConvolutionWhoseListsWereNotRecordedKeepsItsTimeAndSaysWhy)
{
    // PyTorch 1.9 records cudnn_convolution's lists as GenericList with no value (tests/data/traces/real,
    // pt19-resnet50): the output's size cannot be known.
    const AtenModel old = priced("aten::cudnn_convolution",
        {floats({32, 512, 7, 7}), floats({512, 512, 3, 3}), given("", "GenericList"), given("", "GenericList"),
            given("", "GenericList"), given("", "Int"), given("", "Bool"), given("", "Bool"), given("", "Bool")});
    ASSERT_FALSE(old.cost);
    EXPECT_NE(old.unmodelled.reason.find("not recorded"), std::string::npos) << old.unmodelled.reason;
}

std::vector<AtenArgument> convolutionBackward(const char* mask)
{
    // grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding, groups, mask
    return {bf16s({32, 64, 56, 56}), bf16s({32, 64, 56, 56}), bf16s({64, 64, 3, 3}), given("[64]", "ScalarList"),
        given("[1, 1]", "ScalarList"), given("[1, 1]", "ScalarList"), given("[1, 1]", "ScalarList"), given("False"),
        given("[0, 0]", "ScalarList"), given("1"), given(mask, "ScalarList")};
}

TEST(AtenOpFamilies, AConvolutionsBackwardCostsTheGradientsItsMaskAsksFor)
{
    // 3×3, 64 → 64 channels over 56×56, N = 32: multiply–adds 32·64·64·9·3136 = 3699376128 per gradient.
    // All three: 2·2·3699376128 + the bias's 32·64·3136 = 14803927040 FLOPs; bytes: dy read 6422528
    // elements, dx the weight read (36864) and the input's gradient written (6422528), dw the input read
    // and the weight's gradient written, db 64 written: (3·6422528 + 2·36864 + 64)·2 = 38682752.
    const AtenModel all = priced("aten::convolution_backward", convolutionBackward("[True, True, True]"));
    ASSERT_TRUE(all.cost) << all.unmodelled.reason;
    EXPECT_EQ(all.cost->flops, 14803927040.0);
    EXPECT_EQ(all.cost->bytes, 38682752.0);
    EXPECT_EQ(atenShapeName(all.cost->name), "aten::convolution_backward 32×64×56×56 * 64×64×3×3");
    // The first layer asks for the weight's gradient only: 7398752256 FLOPs, (2·6422528 + 36864)·2 bytes.
    const AtenModel weightOnly = priced("aten::convolution_backward", convolutionBackward("[False, True, False]"));
    ASSERT_TRUE(weightOnly.cost) << weightOnly.unmodelled.reason;
    EXPECT_EQ(weightOnly.cost->flops, 7398752256.0);
    EXPECT_EQ(weightOnly.cost->bytes, 25763840.0);
    // A mask that asks for nothing is no gradient to price.
    EXPECT_FALSE(priced("aten::convolution_backward", convolutionBackward("[False, False, False]")).cost);
    // Without the mask, which gradients were made is not known: not guessed.
    const AtenModel unknown = priced("aten::convolution_backward", convolutionBackward(""));
    ASSERT_FALSE(unknown.cost);
    EXPECT_NE(unknown.unmodelled.reason.find("output_mask"), std::string::npos) << unknown.unmodelled.reason;
}

TEST(AtenOpFamilies, AScaledMmIsAnFp8MatmulWithItsScalesReadInEitherOrderPyTorchRecorded)
{
    // a [4096,8192] and b [8192,4096] in e4m3, per-tensor scales (0-d fp32), bf16 out (ScalarType 15):
    // 2·4096·8192·4096 FLOPs; bytes 4096·8192 + 8192·4096 (1 each) + 4096·4096·2 + 2·4.
    const AtenArgument a {{4096, 8192}, "c10::Float8_e4m3fn", ""};
    const AtenArgument b {{8192, 4096}, "c10::Float8_e4m3fn", ""};
    const AtenArgument scale = floats({});
    const AtenModel recent = priced(
        "aten::_scaled_mm", {a, b, scale, scale, none(), none(), given("15", "ScalarType"), given("False")}); // 2.4 on
    const AtenModel first = priced(
        "aten::_scaled_mm", {a, b, none(), given("15", "ScalarType"), scale, scale, none(), given("False")}); // 2.1–2.3
    for (const AtenModel* model : {&recent, &first}) {
        ASSERT_TRUE(model->cost) << model->unmodelled.reason;
        EXPECT_EQ(model->cost->flops, 274877906944.0);
        EXPECT_EQ(model->cost->bytes, 100663304.0);
        EXPECT_EQ(model->cost->dtype, Dtype::FP8);
        ASSERT_TRUE(model->cost->op);
        EXPECT_EQ(model->cost->op->kind, OpKind::Matmul);
        EXPECT_EQ(model->cost->op->dtypes.at("z"), Dtype::BF16);
        EXPECT_EQ(atenShapeName(model->cost->name), "aten::_scaled_mm 4096×8192×4096");
    }
    // out_dtype None: the output is fp8 too, 4096·4096 bytes less than bf16's.
    const AtenModel fp8Out = priced("aten::_scaled_mm", {a, b, scale, scale, none(), none(), none(), given("False")});
    ASSERT_TRUE(fp8Out.cost) << fp8Out.unmodelled.reason;
    EXPECT_EQ(fp8Out.cost->bytes, 100663304.0 - 16777216.0);
    // A bias [4096] in bf16 is read and added to each of the 4096·4096 outputs: in 2.1's order it is the
    // third argument, from 2.4 on the fifth.
    for (const AtenModel& biased :
        {priced("aten::_scaled_mm",
             {a, b, scale, scale, bf16s({4096}), none(), given("15", "ScalarType"), given("False")}),
            priced("aten::_scaled_mm",
                {a, b, bf16s({4096}), given("15", "ScalarType"), scale, scale, none(), given("False")})}) {
        ASSERT_TRUE(biased.cost) << biased.unmodelled.reason;
        EXPECT_EQ(biased.cost->flops, 274877906944.0 + 16777216.0);
        EXPECT_EQ(biased.cost->bytes, 100663304.0 + 8192.0);
    }
    // A dtype recorded without its value cannot be priced.
    const AtenModel unknown
        = priced("aten::_scaled_mm", {a, b, scale, scale, none(), none(), given("", "ScalarType"), given("False")});
    EXPECT_FALSE(unknown.cost);
}

TEST(AtenOpFamilies, AttentionsBackwardIsTwoAndAHalfForwardsOfFlopsAndTwiceItsBytes)
{
    // dO, q [4,32,2048,128], k, v [4,8,2048,128] bf16, out, logsumexp [4,32,2048] fp32, causal.
    // Forward: pairs 4·(2048·2048 − 2048·2047/2) = 8392704; FLOPs 4·32·128·8392704 = 137506062336;
    // bytes 2·4·2048·32·128·2 + 2·4·2048·8·128·2 = 167772160. Backward: 2.5× the FLOPs = 343765155840;
    // 2× the bytes + the logsumexp's 4·32·2048·4 = 336592896.
    const AtenArgument seed {{}, "long int", ""};
    const std::vector<AtenArgument> arguments {bf16s({4, 32, 2048, 128}), bf16s({4, 32, 2048, 128}),
        bf16s({4, 8, 2048, 128}), bf16s({4, 8, 2048, 128}), bf16s({4, 32, 2048, 128}), floats({4, 32, 2048}), none(),
        none(), given("2048"), given("2048"), given("0."), given("True"), seed, seed, none()};
    const AtenModel backward = priced("aten::_scaled_dot_product_flash_attention_backward", arguments);
    ASSERT_TRUE(backward.cost) << backward.unmodelled.reason;
    EXPECT_EQ(backward.cost->flops, 343765155840.0);
    EXPECT_EQ(backward.cost->bytes, 336592896.0);
    EXPECT_EQ(backward.cost->dtype, Dtype::BF16);
    EXPECT_FALSE(backward.cost->op); // no op of the app's is a backward
    EXPECT_EQ(atenShapeName(backward.cost->name), "flash_attention_backward 4×32×2048×128 causal");
}

TEST(AtenOpFamilies, CudnnAttentionIsTheAppsAttention)
{
    // q, k, v [2,16,1024,64] bf16, not causal: pairs 2·1024·1024; FLOPs 4·16·64·2097152 = 8589934592;
    // bytes 2·(2·1024·16·64·2) + 2·(2·1024·16·64·2) = 16777216.
    const AtenModel cudnn = priced("aten::_scaled_dot_product_cudnn_attention",
        {bf16s({2, 16, 1024, 64}), bf16s({2, 16, 1024, 64}), bf16s({2, 16, 1024, 64}), none(), given("True"),
            given("0."), given("False"), given("False"), none()});
    ASSERT_TRUE(cudnn.cost) << cudnn.unmodelled.reason;
    EXPECT_EQ(cudnn.cost->flops, 8589934592.0);
    EXPECT_EQ(cudnn.cost->bytes, 16777216.0);
    ASSERT_TRUE(cudnn.cost->op);
    EXPECT_EQ(cudnn.cost->op->kind, OpKind::Attention);
    // With a bias it is not the app's attention.
    const AtenModel biased = priced("aten::_scaled_dot_product_cudnn_attention",
        {bf16s({2, 16, 1024, 64}), bf16s({2, 16, 1024, 64}), bf16s({2, 16, 1024, 64}), bf16s({2, 16, 1024, 1024}),
            given("True"), given("0."), given("False"), given("False"), none()});
    EXPECT_FALSE(biased.cost);
}

TEST(AtenOpFamilies, ALayerNormReadsAndWritesEachElementOnceAndItsRowsStatistics)
{
    // As recorded in tests/data/traces/real (HolisticTraceAnalysis's sampled rank 0): input [2048,125] fp32,
    // normalized_shape not recorded (the weight's [125] says it), weight and bias: 7 FLOPs per element
    // of 256000 = 1792000; bytes 2·256000·4 + 500 + 500 + mean and 1/σ per row 2·2048·4 = 2065384.
    const AtenModel norm = priced(
        "aten::native_layer_norm", {floats({2048, 125}), none(), floats({125}), floats({125}), given("", "Scalar")});
    ASSERT_TRUE(norm.cost) << norm.unmodelled.reason;
    EXPECT_EQ(norm.cost->flops, 1792000.0);
    EXPECT_EQ(norm.cost->bytes, 2065384.0);
    // Without a weight, normalized_shape's value says the rows: [16,4096] bf16 over "[4096]", 5 per element.
    const AtenModel bare = priced("aten::layer_norm",
        {bf16s({16, 4096}), given("[4096]", "ScalarList"), none(), none(), given("1e-05"), given("True")});
    ASSERT_TRUE(bare.cost) << bare.unmodelled.reason;
    EXPECT_EQ(bare.cost->flops, 327680.0);
    EXPECT_EQ(bare.cost->bytes, 2.0 * 65536 * 2 + 2.0 * 16 * 4);
    // Over every dimension of the input, [4096] with a weight: 6·4096 FLOPs; 2·4096·2 + 8192 + one row's 8.
    const AtenModel whole = priced("aten::native_layer_norm", {bf16s({4096}), none(), bf16s({4096}), none(), none()});
    ASSERT_TRUE(whole.cost) << whole.unmodelled.reason;
    EXPECT_EQ(whole.cost->flops, 24576.0);
    EXPECT_EQ(whole.cost->bytes, 24584.0);
    // A normalized shape that is not the input's last sizes is said.
    EXPECT_FALSE(priced("aten::native_layer_norm", {floats({2048, 125}), none(), floats({124}), none(), none()}).cost);
}

TEST(AtenOpFamilies, AnRmsNormIsThreeFlopsPerElementAndOneForItsWeight)
{
    // [16,4096] bf16, weight [4096]: 4·65536 = 262144 FLOPs; bytes 2·65536·2 + 4096·2 = 270336.
    const AtenModel rms
        = priced("aten::rms_norm", {bf16s({16, 4096}), given("[4096]", "ScalarList"), bf16s({4096}), given("1e-06")});
    ASSERT_TRUE(rms.cost) << rms.unmodelled.reason;
    EXPECT_EQ(rms.cost->flops, 262144.0);
    EXPECT_EQ(rms.cost->bytes, 270336.0);
    // Recorded without its eps, the same.
    const AtenModel noEps = priced("aten::rms_norm", {bf16s({16, 4096}), given("[4096]", "ScalarList"), bf16s({4096})});
    ASSERT_TRUE(noEps.cost) << noEps.unmodelled.reason;
    EXPECT_EQ(noEps.cost->flops, 262144.0);
}

TEST(AtenOpFamilies, SoftmaxIsFiveFlopsPerElementAndWritesTheDtypeItIsAskedFor)
{
    // [64,1000] bf16: 5·64000 = 320000 FLOPs; 64000·2 read + 64000·2 written.
    const AtenModel plain = priced("aten::_softmax", {bf16s({64, 1000}), given("-1"), given("False")});
    ASSERT_TRUE(plain.cost) << plain.unmodelled.reason;
    EXPECT_EQ(plain.cost->flops, 320000.0);
    EXPECT_EQ(plain.cost->bytes, 256000.0);
    // half_to_float: written in fp32, 64000·4.
    const AtenModel wide = priced("aten::_softmax", {bf16s({64, 1000}), given("-1"), given("True")});
    ASSERT_TRUE(wide.cost) << wide.unmodelled.reason;
    EXPECT_EQ(wide.cost->bytes, 384000.0);
    EXPECT_EQ(wide.cost->dtype, Dtype::FP32);
    // softmax(x, dim, dtype=torch.float32): ScalarType 6, the same.
    const AtenModel asked = priced("aten::softmax", {bf16s({64, 1000}), given("-1"), given("6", "ScalarType")});
    ASSERT_TRUE(asked.cost) << asked.unmodelled.reason;
    EXPECT_EQ(asked.cost->bytes, 384000.0);
    // log_softmax's backward from the sampled rank: grad [2,1], output [2,1] fp32: 4·2 FLOPs, 3·2·4 bytes.
    const AtenModel backward = priced(
        "aten::_softmax_backward_data", {floats({2, 1}), floats({2, 1}), given("", "Scalar"), given("", "Scalar")});
    ASSERT_TRUE(backward.cost) << backward.unmodelled.reason;
    EXPECT_EQ(backward.cost->flops, 8.0);
    EXPECT_EQ(backward.cost->bytes, 24.0);
}

TEST(AtenOpFamilies, ActivationsCountTheirArithmeticPerElement)
{
    // [1024,4096] bf16 = 4194304 elements, read and written: 16777216 bytes. gelu 5 per element, with
    // approximate="tanh" 9; silu 4; relu 1.
    const AtenModel gelu = priced("aten::gelu", {bf16s({1024, 4096}), given("none")});
    ASSERT_TRUE(gelu.cost) << gelu.unmodelled.reason;
    EXPECT_EQ(gelu.cost->flops, 20971520.0);
    EXPECT_EQ(gelu.cost->bytes, 16777216.0);
    EXPECT_EQ(gelu.cost->name, "aten::gelu bf16[1024,4096]");
    const AtenModel tanh = priced("aten::gelu", {bf16s({1024, 4096}), given("tanh")});
    ASSERT_TRUE(tanh.cost) << tanh.unmodelled.reason;
    EXPECT_EQ(tanh.cost->flops, 37748736.0);
    EXPECT_EQ(tanh.cost->name, "aten::gelu bf16[1024,4096] tanh");
    EXPECT_EQ(atenShapeName(tanh.cost->name), "aten::gelu 1024×4096 tanh");
    const AtenModel silu = priced("aten::silu", {bf16s({1024, 4096})});
    ASSERT_TRUE(silu.cost) << silu.unmodelled.reason;
    EXPECT_EQ(silu.cost->flops, 16777216.0);
    // relu_ of ResNet-50's last block in fp32 (pt19-resnet50): 32·512·7·7 = 802816 elements.
    const AtenModel relu = priced("aten::relu_", {floats({32, 512, 7, 7})});
    ASSERT_TRUE(relu.cost) << relu.unmodelled.reason;
    EXPECT_EQ(relu.cost->flops, 802816.0);
    EXPECT_EQ(relu.cost->bytes, 6422528.0);
    EXPECT_FALSE(priced("aten::gelu", {bf16s({4}), given("cubic")}).cost);
    EXPECT_FALSE(priced("aten::gelu", {AtenArgument {{4}, "long int", ""}, given("tanh")}).cost);
}

AtenCollective collectiveOf(const char* name, double in, double out, double group, const char* dtype)
{
    return AtenCollective {name, in, out, group, dtype};
}

TEST(AtenOpFamilies, AnAllReduceIsTheAppsAllReduceOverItsGroupAndCrossesALink)
{
    // 7,875,584 fp32 elements over 8 chips: (8−1)/8·N = 6,891,136 additions; 2·(7/8)·N·4 = 55,129,088 bytes.
    const AtenModel allReduce
        = atenCollectiveCost("record_param_comms", collectiveOf("allreduce", 7875584, 7875584, 8, "Float"));
    ASSERT_TRUE(allReduce.cost) << allReduce.unmodelled.reason;
    EXPECT_EQ(allReduce.cost->name, "allreduce fp32[7875584] over 8 chips");
    EXPECT_EQ(allReduce.cost->flops, 6891136.0);
    EXPECT_EQ(allReduce.cost->bytes, 55129088.0);
    EXPECT_TRUE(allReduce.cost->overLink);
    EXPECT_EQ(allReduce.cost->dtype, Dtype::FP32);
    ASSERT_TRUE(allReduce.cost->op);
    EXPECT_EQ(allReduce.cost->op->kind, OpKind::AllReduce);
    EXPECT_EQ(allReduce.cost->op->numbers.at("chips"), 8.0);
    // A reduce-scatter of a 16,777,216-element bf16 input over 4: (3/4)·N additions, (3/4)·N·2 bytes.
    const AtenModel scatter
        = atenCollectiveCost("record_param_comms", collectiveOf("reduce_scatter", 16777216, 4194304, 4, "BFloat16"));
    ASSERT_TRUE(scatter.cost) << scatter.unmodelled.reason;
    EXPECT_EQ(scatter.cost->flops, 12582912.0);
    EXPECT_EQ(scatter.cost->bytes, 25165824.0);
    EXPECT_FALSE(scatter.cost->op);
    // One element over two chips: half an addition, 2·(1/2)·4 bytes.
    const AtenModel one = atenCollectiveCost("record_param_comms", collectiveOf("allreduce", 1, 1, 2, "Float"));
    ASSERT_TRUE(one.cost) << one.unmodelled.reason;
    EXPECT_EQ(one.cost->flops, 0.5);
    EXPECT_EQ(one.cost->bytes, 4.0);
}

TEST(AtenOpFamilies, AnAllGatherOrAnAllToAllIsDataMovementOverALink)
{
    // An int8 all-gather from 16,777,216 elements a chip to 1,073,741,824 over 64 chips (as record_param_comms
    // writes "In msg nelems" and "Out msg nelems"): each chip receives the 63 shares not its own, 63/64 of
    // 1,073,741,824 B = 1,056,964,608 B, and adds nothing.
    const AtenModel gather
        = atenCollectiveCost("record_param_comms", collectiveOf("allgather", 16777216, 1073741824, 64, "Char"));
    ASSERT_TRUE(gather.cost) << gather.unmodelled.reason;
    EXPECT_EQ(gather.cost->name, "allgather int8[1073741824] over 64 chips");
    EXPECT_EQ(gather.cost->flops, 0.0);
    EXPECT_EQ(gather.cost->bytes, 1056964608.0);
    EXPECT_TRUE(gather.cost->overLink);
    EXPECT_FALSE(gather.cost->op);
    // A bf16 all-to-all of 4,194,304 elements over 8: 7/8 of 8,388,608 B leave, 7,340,032 B.
    const AtenModel exchange
        = atenCollectiveCost("record_param_comms", collectiveOf("all_to_all", 4194304, 4194304, 8, "BFloat16"));
    ASSERT_TRUE(exchange.cost) << exchange.unmodelled.reason;
    EXPECT_EQ(exchange.cost->bytes, 7340032.0);
    EXPECT_EQ(exchange.cost->flops, 0.0);
    // One fp32 element over two chips: half of it, 2 bytes, comes from the other.
    const AtenModel one = atenCollectiveCost("record_param_comms", collectiveOf("all_to_all", 1, 1, 2, "Float"));
    ASSERT_TRUE(one.cost) << one.unmodelled.reason;
    EXPECT_EQ(one.cost->bytes, 2.0);
    // Over one chip nothing crosses a link; of no elements nothing moves.
    EXPECT_FALSE(atenCollectiveCost("record_param_comms", collectiveOf("allgather", 16, 16, 1, "Float")).cost);
    EXPECT_FALSE(atenCollectiveCost("record_param_comms", collectiveOf("all_to_all", 0, 0, 8, "Float")).cost);
}

// c10d's own ops, as PyTorch 2.0 records them before record_param_comms carried the sizes (Holistic Trace
// Analysis's sampled_rank-0 trace of April 2023): _allgather_base_(output, input, process group) and
// _reduce_scatter_base_(output, input, process group, op). The group size is the ratio of the two sizes.
TEST(AtenOpFamilies, AC10dAllGatherOrReduceScatterFindsItsGroupSizeInItsTwoTensors)
{
    // int8 output [1073741824], input [16777216]: 64 chips; 63/64 of 1,073,741,824 B received, as the
    // record_param_comms all-gather of AnAllGatherOrAnAllToAllIsDataMovementOverALink.
    const AtenModel gather = priced(
        "c10d::_allgather_base_", {floats({1073741824}, "signed char"), floats({16777216}, "signed char"), none()});
    ASSERT_TRUE(gather.cost) << gather.unmodelled.reason;
    EXPECT_EQ(gather.cost->name, "_allgather_base int8[1073741824] over 64 chips");
    EXPECT_EQ(gather.cost->flops, 0.0);
    EXPECT_EQ(gather.cost->bytes, 1056964608.0);
    EXPECT_TRUE(gather.cost->overLink);
    // fp32 output [65536,64] from [8192,64] (the CUDA-graphs trace's): 8 chips, 7/8 of 16,777,216 B.
    const AtenModel rows
        = priced("c10d::_allgather_base_", {floats({65536, 64}), floats({8192, 64}), none(), given("False", "Bool")});
    ASSERT_TRUE(rows.cost) << rows.unmodelled.reason;
    EXPECT_EQ(rows.cost->name, "_allgather_base fp32[4194304] over 8 chips");
    EXPECT_EQ(rows.cost->bytes, 14680064.0);
    // A reduce-scatter of a bf16 input [16777216] to [4194304]: 4 chips, (3/4)·N additions and (3/4)·N·2 bytes,
    // as record_param_comms's reduce_scatter.
    const AtenModel scatter
        = priced("c10d::_reduce_scatter_base_", {bf16s({4194304}), bf16s({16777216}), none(), none()});
    ASSERT_TRUE(scatter.cost) << scatter.unmodelled.reason;
    EXPECT_EQ(scatter.cost->name, "_reduce_scatter_base bf16[16777216] over 4 chips");
    EXPECT_EQ(scatter.cost->flops, 12582912.0);
    EXPECT_EQ(scatter.cost->bytes, 25165824.0);
    EXPECT_TRUE(scatter.cost->overLink);
    // What cannot be a group: sizes whose ratio is not whole, a group of one, two dtypes, a missing tensor.
    const auto reason = [](const char* name, const std::vector<AtenArgument>& arguments) {
        const AtenModel model = atenOpCost(name, arguments);
        EXPECT_FALSE(model.cost) << name;
        return model.unmodelled.reason;
    };
    EXPECT_NE(reason("c10d::_allgather_base_", {floats({100}), floats({30}), none()}).find("not a whole multiple"),
        std::string::npos);
    EXPECT_NE(reason("c10d::_reduce_scatter_base_", {floats({100}), floats({30}), none()}).find("not a whole multiple"),
        std::string::npos);
    EXPECT_NE(
        reason("c10d::_allgather_base_", {floats({64}), floats({64}), none()}).find("one chip"), std::string::npos);
    EXPECT_NE(
        reason("c10d::_allgather_base_", {floats({128}), bf16s({64}), none()}).find("two dtypes"), std::string::npos);
    EXPECT_NE(reason("c10d::_allgather_base_", {floats({128})}).find("expects an output and an input tensor"),
        std::string::npos);
    EXPECT_NE(reason("c10d::_allgather_base_", {floats({128}, "long int"), floats({64}, "long int"), none()})
                  .find("\"long int\""),
        std::string::npos);
}

TEST(AtenOpFamilies, ACollectiveWithNoPlaceOnARooflineKeepsItsTimeAndSaysWhy)
{
    const auto reason = [](const AtenCollective& collective) {
        const AtenModel model = atenCollectiveCost("record_param_comms", collective);
        EXPECT_FALSE(model.cost);
        return model.unmodelled.reason;
    };
    // A broadcast moves what a chip's role in it says, which the trace does not.
    const std::string broadcast = reason(collectiveOf("broadcast", 53120, 53120, 2, "Float"));
    EXPECT_NE(broadcast.find("moves 53120 fp32 elements over links and does no FLOPs; what a chip moves depends on "
                             "its role"),
        std::string::npos)
        << broadcast;
    EXPECT_NE(reason(collectiveOf("send", 53120, 53120, 2, "Float")).find("its role"), std::string::npos);
    // Over one chip nothing crosses a link (the ns-resolution trace's all-reduces, a group of 1).
    EXPECT_NE(reason(collectiveOf("allreduce", 2049000, 2049000, 1, "Float")).find("one chip"), std::string::npos);
    // PyTorch before 2.1 records no sizes; a dtype the app has none of is said.
    EXPECT_NE(reason(AtenCollective {}).find("without its collective's sizes"), std::string::npos);
    EXPECT_NE(reason(collectiveOf("allreduce", 384, 384, 2, "Long")).find("\"Long\""), std::string::npos);
    EXPECT_NE(reason(collectiveOf("barrier", 0, 0, 2, "Float")).find("does not model"), std::string::npos);
}

// An embedding's backward, as a language model's step records it: a bf16 gradient of 8 sequences of 512
// tokens of 4096, int64 indices [8,512], a table of 32000 rows.
std::vector<AtenArgument> embeddingBackward(const char* rows)
{
    return {bf16s({8, 512, 4096}), AtenArgument {{8, 512}, "long int", ""}, given(rows, "Int"), given("-1", "Int"),
        given("False")};
}

TEST(AtenOpFamilies, AnEmbeddingsBackwardAddsEachGradientRowIntoItsTableRow)
{
    const AtenModel model = priced("aten::embedding_dense_backward", embeddingBackward("32000"));
    ASSERT_TRUE(model.cost) << model.unmodelled.reason;
    // N = 8·512 = 4096 rows of D = 4096: 4096·4096 = 16,777,216 additions.
    EXPECT_EQ(model.cost->flops, 16777216.0);
    // The gradient read, 4096·4096·2 = 33,554,432 B; the indices, 4096·8 = 32,768 B; the table written,
    // 32000·4096·2 = 262,144,000 B: 295,731,200 B.
    EXPECT_EQ(model.cost->bytes, 295731200.0);
    EXPECT_EQ(model.cost->dtype, Dtype::BF16);
    EXPECT_EQ(model.cost->name, "aten::embedding_dense_backward bf16[8,512,4096]");
    // int32 indices: 4 B each, 16,384 B fewer; a table of 1000 rows: 1000·4096·2 = 8,192,000 B written.
    std::vector<AtenArgument> narrow = embeddingBackward("1000");
    narrow[1].type = "int";
    const AtenModel small = priced("aten::embedding_dense_backward", narrow);
    ASSERT_TRUE(small.cost) << small.unmodelled.reason;
    EXPECT_EQ(small.cost->bytes, 33554432.0 + 4096.0 * 4.0 + 8192000.0);
    // A table of one row (every index 0): 4096·2 = 8,192 B written.
    const AtenModel one = priced("aten::embedding_dense_backward", embeddingBackward("1"));
    ASSERT_TRUE(one.cost) << one.unmodelled.reason;
    EXPECT_EQ(one.cost->bytes, 33554432.0 + 32768.0 + 8192.0);
}

// The arguments as a real ROCm trace recorded them, five calls taking 3.7 ms each (AMD-AGI/TraceLens,
// tests/traces/compare_test_ops/256thread/perf_28ch_rank0_perf_report_csvs/ops_unique_args.csv, commit
// d50c4a221a7e9fff08981e2877adb2084fac06de: Input Dims ((512,176,48,256),(512,176,48),(),(),()), Input type
// ('float','long int','Scalar','Scalar','Scalar'), Concrete Inputs ('','','350000','-1','False')).
TEST(AtenOpFamilies, AnEmbeddingsBackwardReadsItsTableSizeWhereARealTraceRecordsIt)
{
    const AtenModel model = priced("aten::embedding_dense_backward",
        {floats({512, 176, 48, 256}), AtenArgument {{512, 176, 48}, "long int", ""}, given("350000"), given("-1"),
            given("False")});
    ASSERT_TRUE(model.cost) << model.unmodelled.reason;
    // N = 512·176·48 = 4,325,376 rows of D = 256: 1,107,296,256 additions.
    EXPECT_EQ(model.cost->flops, 1107296256.0);
    // 4,325,376·256·4 = 4,429,185,024 B of gradient, 4,325,376·8 = 34,603,008 B of indices, 350,000·256·4 =
    // 358,400,000 B of table: 4,822,188,032 B.
    EXPECT_EQ(model.cost->bytes, 4822188032.0);
    EXPECT_EQ(model.cost->dtype, Dtype::FP32);
}

// An embedding lookup as a language model's step records it: a bf16 table of 32000 rows of 4096, int64
// indices [8,512], padding_idx -1, scale_grad_by_freq and sparse False.
std::vector<AtenArgument> embeddingLookup(std::vector<double> table, std::vector<double> indices, const char* type)
{
    return {bf16s(std::move(table)), AtenArgument {std::move(indices), type, ""}, given("-1", "Int"), given("False"),
        given("False")};
}

TEST(AtenOpFamilies, AnEmbeddingLookupReadsAndWritesItsRowsAndReadsItsIndicesWithNoFlops)
{
    const AtenModel lookup = priced("aten::embedding", embeddingLookup({32000, 4096}, {8, 512}, "long int"));
    ASSERT_TRUE(lookup.cost) << lookup.unmodelled.reason;
    // N = 8·512 = 4096 rows of D = 4096 in bf16: 4096·4096·2 = 33,554,432 B read and as many written, the
    // indices 4096·8 = 32,768 B: 67,141,632 B. The table's other rows are not touched: V does not count.
    EXPECT_EQ(lookup.cost->flops, 0.0);
    EXPECT_EQ(lookup.cost->bytes, 67141632.0);
    EXPECT_EQ(lookup.cost->dtype, Dtype::BF16);
    EXPECT_FALSE(lookup.cost->op);
    EXPECT_FALSE(lookup.cost->overLink);
    EXPECT_EQ(lookup.cost->name, "aten::embedding bf16[32000,4096] i64[8,512]");
    // int32 indices, 4 B each: 16,384 B fewer; the same lookup into a table of 50 rows moves the same bytes.
    const AtenModel narrow = priced("aten::embedding", embeddingLookup({50, 4096}, {8, 512}, "int"));
    ASSERT_TRUE(narrow.cost) << narrow.unmodelled.reason;
    EXPECT_EQ(narrow.cost->bytes, 67141632.0 - 16384.0);
    EXPECT_EQ(narrow.cost->name, "aten::embedding bf16[50,4096] i32[8,512]");
    // One index (a 0-d tensor) of a table of D = 3: 3·2 B read and written, 8 B of index: 20 B; so is [1,1].
    const AtenModel one = priced("aten::embedding", embeddingLookup({10, 3}, {}, "long int"));
    ASSERT_TRUE(one.cost) << one.unmodelled.reason;
    EXPECT_EQ(one.cost->bytes, 20.0);
    const AtenModel oneByOne = priced("aten::embedding", embeddingLookup({10, 3}, {1, 1}, "long int"));
    ASSERT_TRUE(oneByOne.cost) << oneByOne.unmodelled.reason;
    EXPECT_EQ(oneByOne.cost->bytes, 20.0);
    // 2^53 indices is the most a count can be exactly; one table column of them: 2·2^53·2 + 2^53·8 B.
    const AtenModel most = priced("aten::embedding", embeddingLookup({10, 1}, {9007199254740992.0}, "long int"));
    ASSERT_TRUE(most.cost) << most.unmodelled.reason;
    EXPECT_EQ(most.cost->bytes, 12.0 * 9007199254740992.0);
    EXPECT_FALSE(priced("aten::embedding", embeddingLookup({10, 1}, {9007199254740992.0, 2.0}, "long int")).cost);
}

TEST(AtenOpFamilies, AnEmbeddingLookupOrABackwardWithoutItsTableSizeKeepsItsTimeAndSaysWhy)
{
    const auto reasonFor = [](std::vector<AtenArgument> arguments) {
        const AtenModel model = priced("aten::embedding", arguments);
        EXPECT_FALSE(model.cost);
        return model.unmodelled.reason;
    };
    EXPECT_NE(
        reasonFor(embeddingLookup({32000}, {8, 512}, "long int")).find("expects a table of rows [V,D], got [32000]"),
        std::string::npos);
    EXPECT_NE(
        reasonFor(embeddingLookup({32000, 4096}, {8, 512}, "float")).find("expects int64 or int32 indices, got float"),
        std::string::npos);
    EXPECT_NE(reasonFor(embeddingLookup({32000, 4096}, {8, 0}, "long int")).find("indices of sizes [8,0]"),
        std::string::npos);
    EXPECT_NE(reasonFor(embeddingLookup({32000, 4096}, {8, 0.5}, "long int")).find("not all whole"), std::string::npos);
    std::vector<AtenArgument> four = embeddingLookup({32000, 4096}, {8, 512}, "long int");
    four.pop_back();
    EXPECT_NE(reasonFor(four).find("with 4 arguments"), std::string::npos);
    std::vector<AtenArgument> noDtype = embeddingLookup({32000, 4096}, {8, 512}, "long int");
    noDtype[0].type = "c10::complex<float>";
    EXPECT_NE(reasonFor(noDtype).find("no dtype for"), std::string::npos);
    const AtenModel unknownRows = priced("aten::embedding_dense_backward", embeddingBackward(""));
    EXPECT_FALSE(unknownRows.cost);
    EXPECT_NE(unknownRows.unmodelled.reason.find("num_weights"), std::string::npos) << unknownRows.unmodelled.reason;
    std::vector<AtenArgument> floatIndices = embeddingBackward("32000");
    floatIndices[1].type = "float";
    EXPECT_FALSE(priced("aten::embedding_dense_backward", floatIndices).cost);
    std::vector<AtenArgument> mismatched = embeddingBackward("32000");
    mismatched[1].dims = {8, 256};
    const AtenModel wrong = priced("aten::embedding_dense_backward", mismatched);
    EXPECT_FALSE(wrong.cost);
    EXPECT_NE(wrong.unmodelled.reason.find("is not [8,256] rows"), std::string::npos) << wrong.unmodelled.reason;
}

TEST(AtenOpFamilies, AZeroDimensionalTensorOrAnInPlaceOpDoesNotWidenTheOutput)
{
    // From HolisticTraceAnalysis's sampled rank 0: add_(fp32 [512,8192], fp64 []) writes fp32 in place, and
    // so does add(fp32 [512,8192], fp64 []) (a 0-d tensor does not widen one with sizes, as PyTorch promotes):
    // 4194304 additions; bytes 4194304·4 read + 8 (the number) + 4194304·4 written = 33554440.
    for (const char* name : {"aten::add_", "aten::add"}) {
        const AtenModel add = priced(name, {floats({512, 8192}), AtenArgument {{}, "double", ""}, given("1")});
        ASSERT_TRUE(add.cost) << add.unmodelled.reason;
        EXPECT_EQ(add.cost->dtype, Dtype::FP32) << name;
        EXPECT_EQ(add.cost->flops, 4194304.0) << name;
        EXPECT_EQ(add.cost->bytes, 33554440.0) << name;
    }
    // fp64 [] + fp32 [4]: the tensor with sizes decides, fp32. Two tensors with sizes still promote: bf16 with
    // fp16 meets in fp32 (aten_ops' test), and an in-place bf16 add_ of an fp32 tensor writes bf16.
    const AtenModel first = priced("aten::mul", {AtenArgument {{}, "double", ""}, floats({4})});
    ASSERT_TRUE(first.cost) << first.unmodelled.reason;
    EXPECT_EQ(first.cost->dtype, Dtype::FP32);
    const AtenModel inPlace = priced("aten::add_", {bf16s({4}), floats({4}), given("1")});
    ASSERT_TRUE(inPlace.cost) << inPlace.unmodelled.reason;
    EXPECT_EQ(inPlace.cost->dtype, Dtype::BF16);
    EXPECT_EQ(inPlace.cost->bytes, 4.0 * 2 + 4.0 * 4 + 4.0 * 2);
}

} // namespace
} // namespace roofline::test
