// PyTorch's ATen ops as a profiler records them, costed by the app's formulas (docs/model.md §3, §9):
// every number below is worked out by hand from the shapes.
#include "support/test_helpers.h"

#include "core/measured/aten_ops.h"

#include <vector>

namespace roofline::test {
namespace {

constexpr const char* kBf16 = "c10::BFloat16";

AtenArgument tensor(std::vector<double> dims, const char* type = kBf16)
{
    return AtenArgument {std::move(dims), type, ""};
}

AtenArgument scalar(const char* value = "1")
{
    return AtenArgument {{}, "Scalar", value};
}

AtenModel cost(std::string_view name, std::vector<AtenArgument> arguments)
{
    return atenOpCost(name, arguments);
}

TEST(AtenOps, ElementSizesComeFromTheTypeNamesPyTorchRecords)
{
    EXPECT_EQ(atenDtype("c10::BFloat16"), Dtype::BF16);
    EXPECT_EQ(atenDtype("c10::Half"), Dtype::FP16);
    EXPECT_EQ(atenDtype("float"), Dtype::FP32);
    EXPECT_EQ(atenDtype("double"), Dtype::FP64);
    EXPECT_EQ(atenDtype("c10::Float8_e4m3fn"), Dtype::FP8);
    EXPECT_EQ(atenDtype("c10::Float8_e5m2"), Dtype::FP8);
    EXPECT_EQ(atenDtype("c10::Float8_e4m3fnuz"), Dtype::FP8);
    EXPECT_EQ(atenDtype("c10::Float8_e5m2fnuz"), Dtype::FP8);
    EXPECT_EQ(atenDtype("signed char"), Dtype::INT8);
    EXPECT_EQ(atenDtype("long int"), std::nullopt);
    EXPECT_EQ(atenDtype("bool"), std::nullopt);
    EXPECT_EQ(atenDtype("Scalar"), std::nullopt);
    EXPECT_EQ(atenDtype(""), std::nullopt);
}

TEST(AtenOps, TheModelledKindsAreNamedExactly)
{
    for (const char* name :
        {"aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm", "aten::add", "aten::add_", "aten::mul", "aten::mul_",
            "aten::_scaled_dot_product_flash_attention", "aten::_scaled_dot_product_efficient_attention"})
        EXPECT_TRUE(isModelledAtenOp(name)) << name;
    for (const char* name : {"aten::linear", "aten::matmul", "aten::scaled_dot_product_attention",
             "aten::_flash_attention_forward", "aten::topk", "aten::sum", "mm"})
        EXPECT_FALSE(isModelledAtenOp(name)) << name;
    const AtenModel topk = cost("aten::topk", {tensor({8, 8})});
    EXPECT_FALSE(topk.cost);
    EXPECT_NE(topk.unmodelled.reason.find("not an op the app models"), std::string::npos);
}

TEST(AtenOps, MmIsTheChaptersMatmul)
{
    // [512,4096]·[4096,1024] bf16: 2·512·4096·1024 FLOPs; (512·4096 + 4096·1024 + 512·1024)·2 bytes.
    const AtenModel mm = cost("aten::mm", {tensor({512, 4096}), tensor({4096, 1024})});
    ASSERT_TRUE(mm.cost) << mm.unmodelled.reason;
    EXPECT_EQ(mm.cost->name, "aten::mm bf16[512,4096] bf16[4096,1024]");
    EXPECT_EQ(mm.cost->flops, 4294967296.0);
    EXPECT_EQ(mm.cost->bytes, 13631488.0);
    ASSERT_TRUE(mm.cost->op);
    EXPECT_EQ(mm.cost->op->kind, OpKind::Matmul);
    EXPECT_EQ(mm.cost->op->numbers.at("B"), 512.0);
    EXPECT_EQ(mm.cost->op->numbers.at("D"), 4096.0);
    EXPECT_EQ(mm.cost->op->numbers.at("F"), 1024.0);
    EXPECT_EQ(mm.cost->op->dtypes.at("x"), Dtype::BF16);
    EXPECT_EQ(mm.cost->op->dtypes.at("w"), Dtype::BF16);
    EXPECT_EQ(mm.cost->op->dtypes.at("z"), Dtype::BF16);
    EXPECT_EQ(mm.cost->copies, 1.0);
}

TEST(AtenOps, AddmmAddsTheBiasToEachOutputElementAndReadsIt)
{
    // M=512 K=1024 N=4096 bf16: FLOPs 2MKN + MN = 4294967296 + 2097152; bytes (N + MK + KN + MN)·2 =
    // (4096 + 524288 + 4194304 + 2097152)·2. Scalars beta and alpha add nothing.
    const AtenModel addmm
        = cost("aten::addmm", {tensor({4096}), tensor({512, 1024}), tensor({1024, 4096}), scalar(), scalar()});
    ASSERT_TRUE(addmm.cost) << addmm.unmodelled.reason;
    EXPECT_EQ(addmm.cost->name, "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]");
    EXPECT_EQ(addmm.cost->flops, 4297064448.0);
    EXPECT_EQ(addmm.cost->bytes, 13639680.0);
    ASSERT_TRUE(addmm.cost->op);
    EXPECT_EQ(addmm.cost->op->numbers.at("B"), 512.0); // the matmul without its bias
    // A full [M,N] bias is read whole: 512·4096·2 = 4194304 bytes beside the matrices' 13631488.
    const AtenModel full = cost("aten::addmm", {tensor({512, 4096}), tensor({512, 1024}), tensor({1024, 4096})});
    ASSERT_TRUE(full.cost);
    EXPECT_EQ(full.cost->bytes, 17825792.0);
    EXPECT_EQ(full.cost->flops, 4297064448.0);
}

TEST(AtenOps, BmmIsBatchTimesTheMatmulOfOneMatrix)
{
    // 8 × ([128,64]·[64,128]) fp16: FLOPs 8·2·128·64·128; bytes 8·(128·64 + 64·128 + 128·128)·2.
    const AtenModel bmm = cost("aten::bmm", {tensor({8, 128, 64}, "c10::Half"), tensor({8, 64, 128}, "c10::Half")});
    ASSERT_TRUE(bmm.cost) << bmm.unmodelled.reason;
    EXPECT_EQ(bmm.cost->name, "aten::bmm fp16[8,128,64] fp16[8,64,128]");
    EXPECT_EQ(bmm.cost->flops, 16777216.0);
    EXPECT_EQ(bmm.cost->bytes, 524288.0);
    EXPECT_EQ(bmm.cost->copies, 8.0);
    ASSERT_TRUE(bmm.cost->op);
    EXPECT_EQ(bmm.cost->op->numbers.at("B"), 128.0);
    EXPECT_EQ(bmm.cost->op->dtypes.at("x"), Dtype::FP16);
}

TEST(AtenOps, BaddbmmAddsAndReadsItsBiasToo)
{
    // 4 × ([16,32]·[32,8]) fp32 plus a [4,16,8] bias: FLOPs 4·2·16·32·8 + 4·16·8 = 32768 + 512; bytes
    // 4·(16·32 + 32·8 + 16·8)·4 + 4·16·8·4 = 14336 + 2048.
    const AtenModel baddbmm = cost("aten::baddbmm",
        {tensor({4, 16, 8}, "float"), tensor({4, 16, 32}, "float"), tensor({4, 32, 8}, "float"), scalar(), scalar()});
    ASSERT_TRUE(baddbmm.cost) << baddbmm.unmodelled.reason;
    EXPECT_EQ(baddbmm.cost->flops, 33280.0);
    EXPECT_EQ(baddbmm.cost->bytes, 16384.0);
}

// An op's out= overload (mm.out, addmm.out, mul.out…), as torch.compile's extern kernels and older eager code
// call it: the profiler records it under the op's own name with the tensor written into as one more argument,
// the last. It is the same work: the same group, the result written once, in the out tensor's dtype.
TEST(AtenOps, AnOutOverloadIsItsOpWithTheResultWrittenIntoItsOutTensor)
{
    // As AMD-AGI/TraceLens's torch.compile trace on an MI300X records it (tests/traces/torch_compile_triton):
    // [32768,2048]·[2048,8192] bf16 into out [32768,8192]: 2·32768·2048·8192 = 1099511627776 FLOPs and
    // (32768·2048 + 2048·8192 + 32768·8192)·2 = 704643072 bytes, TraceLens's own GEMM.csv figures
    // (1099.511627776 GFLOPs, 672.0 MB of 2^20 bytes).
    const AtenModel mm = cost("aten::mm", {tensor({32768, 2048}), tensor({2048, 8192}), tensor({32768, 8192})});
    ASSERT_TRUE(mm.cost) << mm.unmodelled.reason;
    EXPECT_EQ(mm.cost->name, "aten::mm bf16[32768,2048] bf16[2048,8192]"); // the functional call's group
    EXPECT_EQ(mm.cost->flops, 1099511627776.0);
    EXPECT_EQ(mm.cost->bytes, 704643072.0);
    const AtenModel functional = cost("aten::mm", {tensor({32768, 2048}), tensor({2048, 8192})});
    ASSERT_TRUE(functional.cost);
    EXPECT_EQ(functional.cost->flops, mm.cost->flops);
    EXPECT_EQ(functional.cost->bytes, mm.cost->bytes);

    // addmm.out as xDiT's compiled SD 3.5 records it: bias [2432], [8192,2432]·[2432,2432], beta, alpha, out
    // [8192,2432]. FLOPs 2·8192·2432·2432 + 8192·2432 = 96905199616 + 19922944; bytes (2432 + 8192·2432 +
    // 2432·2432 + 8192·2432)·2 = 45762944·2.
    const AtenModel addmm = cost("aten::addmm",
        {tensor({2432}), tensor({8192, 2432}), tensor({2432, 2432}), scalar(), scalar(), tensor({8192, 2432})});
    ASSERT_TRUE(addmm.cost) << addmm.unmodelled.reason;
    EXPECT_EQ(addmm.cost->name, "aten::addmm bf16[2432] bf16[8192,2432] bf16[2432,2432]");
    EXPECT_EQ(addmm.cost->flops, 96925122560.0);
    EXPECT_EQ(addmm.cost->bytes, 91525888.0);

    // bmm.out: 8 × [128,64]·[64,128] fp16 into [8,128,128], as BmmIsBatchTimesTheMatmulOfOneMatrix.
    const AtenModel bmm = cost("aten::bmm",
        {tensor({8, 128, 64}, "c10::Half"), tensor({8, 64, 128}, "c10::Half"), tensor({8, 128, 128}, "c10::Half")});
    ASSERT_TRUE(bmm.cost) << bmm.unmodelled.reason;
    EXPECT_EQ(bmm.cost->flops, 16777216.0);
    EXPECT_EQ(bmm.cost->bytes, 524288.0);
    EXPECT_EQ(bmm.cost->copies, 8.0);

    // mm.out into an fp32 out: the result is written as fp32, (64·32 + 32·16)·2 + 64·16·4 bytes.
    const AtenModel wider = cost("aten::mm", {tensor({64, 32}), tensor({32, 16}), tensor({64, 16}, "float")});
    ASSERT_TRUE(wider.cost) << wider.unmodelled.reason;
    EXPECT_EQ(wider.cost->bytes, 5120.0 + 4096.0);
    EXPECT_EQ(wider.cost->op->dtypes.at("z"), Dtype::FP32);

    // mul.out as a 2023 trace records it (Holistic Trace Analysis, negative_queue_length_values_check): float
    // [128,2862], a number wrapped as a 0-d double, out float [128,2862]: 366336 FLOPs; bytes 366336·4 read,
    // 8 for the number, 366336·4 written.
    const AtenModel mul
        = cost("aten::mul", {tensor({128, 2862}, "float"), tensor({}, "double"), tensor({128, 2862}, "float")});
    ASSERT_TRUE(mul.cost) << mul.unmodelled.reason;
    EXPECT_EQ(mul.cost->name, "aten::mul fp32[128,2862] fp64[]");
    EXPECT_EQ(mul.cost->flops, 366336.0);
    EXPECT_EQ(mul.cost->bytes, 2930696.0);

    // add.out(self, other, alpha, out) of bf16 [4] and [4] into fp32 [4]: 4 FLOPs, 8 + 8 read, 16 written.
    const AtenModel add = cost("aten::add", {tensor({4}), tensor({4}), scalar(), tensor({4}, "float")});
    ASSERT_TRUE(add.cost) << add.unmodelled.reason;
    EXPECT_EQ(add.cost->flops, 4.0);
    EXPECT_EQ(add.cost->bytes, 32.0);
    EXPECT_EQ(add.cost->dtype, Dtype::FP32);

    // An out tensor that cannot hold the result (PyTorch would resize it): what was written is not known.
    const AtenModel resized = cost("aten::mm", {tensor({4, 8}), tensor({8, 2}), tensor({4, 4})});
    ASSERT_FALSE(resized.cost);
    EXPECT_NE(
        resized.unmodelled.reason.find("writes into an out tensor [4,4], not the result's [4,2]"), std::string::npos)
        << resized.unmodelled.reason;
    const AtenModel product = cost("aten::mul", {tensor({3}), tensor({3}), tensor({2})});
    ASSERT_FALSE(product.cost);
    EXPECT_NE(product.unmodelled.reason.find("out tensor [2], not the result's [3]"), std::string::npos)
        << product.unmodelled.reason;
    const AtenModel unknown = cost("aten::mm", {tensor({4, 8}), tensor({8, 2}), tensor({4, 2}, "long int")});
    ASSERT_FALSE(unknown.cost);
    EXPECT_NE(unknown.unmodelled.reason.find("\"long int\""), std::string::npos) << unknown.unmodelled.reason;
    // One argument more that is no tensor is no out= overload: bf16 [3]·[3], 6 + 6 read and 6 written.
    const AtenModel scalarLast = cost("aten::mul", {tensor({3}), tensor({3}), scalar()});
    ASSERT_TRUE(scalarLast.cost) << scalarLast.unmodelled.reason;
    EXPECT_EQ(scalarLast.cost->bytes, 18.0);
    // In place ops have no out= overload: a third tensor is one too many.
    EXPECT_FALSE(cost("aten::mul_", {tensor({3}), tensor({3}), tensor({3})}).cost);
}

TEST(AtenOps, ElementwiseOpsCountOneFlopPerOutputElementAndEveryTensor)
{
    // add of two [512,1024] bf16 and a Scalar alpha: 524288 FLOPs, 3·524288·2 bytes: the app's elementwise
    // op with two inputs and one output.
    const AtenModel add = cost("aten::add", {tensor({512, 1024}), tensor({512, 1024}), scalar()});
    ASSERT_TRUE(add.cost) << add.unmodelled.reason;
    EXPECT_EQ(add.cost->name, "aten::add bf16[512,1024] bf16[512,1024]");
    EXPECT_EQ(add.cost->flops, 524288.0);
    EXPECT_EQ(add.cost->bytes, 3145728.0);
    ASSERT_TRUE(add.cost->op);
    EXPECT_EQ(add.cost->op->kind, OpKind::Elementwise);
    EXPECT_EQ(add.cost->op->numbers.at("inputs"), 2.0);
    // mul by a Scalar reads one tensor and writes one.
    const AtenModel mul = cost("aten::mul", {tensor({512, 1024}), scalar("0.5")});
    ASSERT_TRUE(mul.cost);
    EXPECT_EQ(mul.cost->flops, 524288.0);
    EXPECT_EQ(mul.cost->bytes, 2097152.0);
    // In place: self read and written, other read.
    const AtenModel inPlace = cost("aten::add_", {tensor({100}), tensor({100}), scalar()});
    ASSERT_TRUE(inPlace.cost);
    EXPECT_EQ(inPlace.cost->bytes, 600.0);
}

TEST(AtenOps, SubtractAndDivideAreElementwiseOpsAsAddAndMulAre)
{
    // sub(self, other, alpha) of two fp32 [1024,1]: 1024 FLOPs, 3·1024·4 bytes (a 2023 trace's).
    const AtenModel sub = cost("aten::sub", {tensor({1024, 1}, "float"), tensor({1024, 1}, "float"), scalar()});
    ASSERT_TRUE(sub.cost) << sub.unmodelled.reason;
    EXPECT_EQ(sub.cost->name, "aten::sub fp32[1024,1] fp32[1024,1]");
    EXPECT_EQ(sub.cost->flops, 1024.0);
    EXPECT_EQ(sub.cost->bytes, 12288.0);
    // div of bf16 [1,16,32,32] by a number held as a 0-d double: 16384 FLOPs; 16384·2 read, 8, 16384·2 written.
    const AtenModel div = cost("aten::div", {tensor({1, 16, 32, 32}), tensor({}, "double")});
    ASSERT_TRUE(div.cost) << div.unmodelled.reason;
    EXPECT_EQ(div.cost->flops, 16384.0);
    EXPECT_EQ(div.cost->bytes, 32768.0 + 8.0 + 32768.0);
    EXPECT_EQ(div.cost->dtype, Dtype::BF16);
    // div.out(self, other, out) as recorded: fp32 [49] by a 0-d double into fp32 [49]: 49 FLOPs, 196 + 8 + 196.
    const AtenModel divOut = cost("aten::div", {tensor({49}, "float"), tensor({}, "double"), tensor({49}, "float")});
    ASSERT_TRUE(divOut.cost) << divOut.unmodelled.reason;
    EXPECT_EQ(divOut.cost->flops, 49.0);
    EXPECT_EQ(divOut.cost->bytes, 400.0);
    // In place, and rsub(self, other, alpha) (other − self): as sub.
    const AtenModel inPlace = cost("aten::sub_", {tensor({100}), tensor({100}), scalar()});
    ASSERT_TRUE(inPlace.cost);
    EXPECT_EQ(inPlace.cost->bytes, 600.0);
    const AtenModel rsub = cost("aten::rsub", {tensor({1, 4096}, "float"), scalar("1"), scalar()});
    ASSERT_TRUE(rsub.cost) << rsub.unmodelled.reason;
    EXPECT_EQ(rsub.cost->flops, 4096.0);
    EXPECT_EQ(rsub.cost->bytes, 32768.0);
    ASSERT_TRUE(cost("aten::div_", {tensor({8}), scalar("2")}).cost);
    // Integers have no dtype in the app: said, not guessed.
    const AtenModel integers = cost("aten::sub", {tensor({10900}, "int"), tensor({10900}, "int"), scalar()});
    ASSERT_FALSE(integers.cost);
    EXPECT_NE(integers.unmodelled.reason.find("\"int\""), std::string::npos) << integers.unmodelled.reason;
}

TEST(AtenOps, ABroadcastAddReadsEachTensorAtItsOwnSize)
{
    // [64,1] fp32 + [1,32] bf16 broadcast to [64,32] in fp32: 2048 FLOPs; bytes 64·4 + 32·2 + 2048·4.
    const AtenModel add = cost("aten::add", {tensor({64, 1}, "float"), tensor({1, 32}), scalar()});
    ASSERT_TRUE(add.cost) << add.unmodelled.reason;
    EXPECT_EQ(add.cost->flops, 2048.0);
    EXPECT_EQ(add.cost->bytes, 256.0 + 64.0 + 8192.0);
    EXPECT_FALSE(add.cost->op); // no elementwise op of the app has tensors of different sizes
    // bf16 with fp16 meets in fp32 as PyTorch promotes them: output 10·4 bytes.
    const AtenModel mixed = cost("aten::mul", {tensor({10}), tensor({10}, "c10::Half")});
    ASSERT_TRUE(mixed.cost);
    EXPECT_EQ(mixed.cost->bytes, 20.0 + 20.0 + 40.0);
    EXPECT_FALSE(cost("aten::add", {tensor({3, 4}), tensor({5, 4})}).cost); // does not broadcast
}

TEST(AtenOps, EachOpSaysThePrecisionItComputesIn)
{
    // A matmul computes in the wider of its inputs; add and mul in the dtype their tensors promote to
    // (bf16 with fp16: fp32); attention in the wider of q and k.
    EXPECT_EQ(cost("aten::mm", {tensor({4, 8}), tensor({8, 2})}).cost->dtype, Dtype::BF16);
    EXPECT_EQ(cost("aten::mm", {tensor({4, 8}, "float"), tensor({8, 2}, "float")}).cost->dtype, Dtype::FP32);
    EXPECT_EQ(
        cost("aten::bmm", {tensor({2, 4, 8}, "c10::Half"), tensor({2, 8, 2}, "c10::Half")}).cost->dtype, Dtype::FP16);
    EXPECT_EQ(
        cost("aten::addmm", {tensor({2}, "signed char"), tensor({4, 8}, "signed char"), tensor({8, 2}, "signed char")})
            .cost->dtype,
        Dtype::INT8);
    EXPECT_EQ(cost("aten::mul", {tensor({10}), tensor({10}, "c10::Half")}).cost->dtype, Dtype::FP32);
    EXPECT_EQ(cost("aten::add", {tensor({64, 1}, "float"), tensor({1, 32}), scalar()}).cost->dtype, Dtype::FP32);
    EXPECT_EQ(cost("aten::add", {tensor({10}, "c10::Float8_e4m3fn"), tensor({10}, "c10::Float8_e4m3fn")}).cost->dtype,
        Dtype::FP8);
}

TEST(AtenOps, AGroupsShortNameIsItsOpAndProblemSizeWithoutDtypes)
{
    // M×K×N for the matmuls, b×M×K×N batched; the largest tensor of an add or mul; the query of attention.
    EXPECT_EQ(atenShapeName("aten::mm bf16[4096,4096] bf16[4096,16384]"), "aten::mm 4096×4096×16384");
    EXPECT_EQ(atenShapeName("aten::mm bf16[512,4096] bf16[4096,1024]"), "aten::mm 512×4096×1024");
    EXPECT_EQ(atenShapeName("aten::addmm bf16[12288] bf16[4096,4096] bf16[4096,12288]"), "aten::addmm 4096×4096×12288");
    EXPECT_EQ(atenShapeName("aten::bmm fp16[8,128,64] fp16[8,64,128]"), "aten::bmm 8×128×64×128");
    EXPECT_EQ(atenShapeName("aten::baddbmm bf16[8,1,128] bf16[8,128,64] bf16[8,64,128]"), "aten::baddbmm 8×128×64×128");
    EXPECT_EQ(atenShapeName("aten::add bf16[1,32] fp32[64,32]"), "aten::add 64×32");
    EXPECT_EQ(atenShapeName("aten::mul_ bf16[512,1024]"), "aten::mul_ 512×1024");
    // Of two tensors of as many elements, the first names it; an fp8 matmul of two tensors is M×K×N.
    EXPECT_EQ(atenShapeName("aten::add bf16[1,32] bf16[32,1]"), "aten::add 1×32");
    EXPECT_EQ(atenShapeName("aten::_scaled_mm fp8[16,32] fp8[32,64]"), "aten::_scaled_mm 16×32×64");
    EXPECT_EQ(atenShapeName("aten::_scaled_dot_product_flash_attention bf16[2,32,512,128] bf16[2,8,512,128] "
                            "bf16[2,8,512,128] causal"),
        "flash_attention 2×32×512×128 causal");
    EXPECT_EQ(atenShapeName("aten::_scaled_dot_product_efficient_attention bf16[4,32,4096,128] "
                            "bf16[4,32,4096,128] bf16[4,32,4096,128]"),
        "efficient_attention 4×32×4096×128");
    // The names atenOpCost gives come back as their short names.
    const AtenModel mm = cost("aten::mm", {tensor({4096, 4096}), tensor({4096, 4096})});
    EXPECT_EQ(atenShapeName(mm.cost->name), "aten::mm 4096×4096×4096");
    // Anything else is not a trace's group: a CUDA kernel, a CSV's name, a name cut or changed.
    for (const char* other :
        {"sgemm", "gemm \"4096x4096x4096\", bf16", "aten::topk bf16[4,4]", "aten::mm", "aten::mm bf16[4096,4096] x",
            "aten::mm bf17[4,4] bf16[4,4]", "aten::mm bf16[4,a] bf16[a,4]", "aten::mm bf16[4,,4]",
            "aten::mm bf16[4,] bf16[4,4]", "aten::mm bf16[4,4] ", "", "aten::mm [4,4] bf16[4,4]"})
        EXPECT_EQ(atenShapeName(other), std::nullopt) << other;
}

TEST(AtenOps, FlashAttentionIsTheAppsAttentionWithCausalFromTheConcreteInputs)
{
    // q [2,32,512,128], k and v [2,8,512,128] bf16, is_causal True (the fifth argument):
    // pairs B·(T·S − T(T−1)/2) = 2·(262144 − 130816) = 262656; FLOPs 4·N·H·pairs = 4·32·128·262656;
    // bytes 2·B·T·N·H·2 + 2·B·S·K·H·2 = 16777216 + 4194304.
    std::vector<AtenArgument> arguments {tensor({2, 32, 512, 128}), tensor({2, 8, 512, 128}), tensor({2, 8, 512, 128}),
        scalar("0."), scalar("True"), scalar("False"), AtenArgument {{}, "", ""}};
    const AtenModel causal = cost("aten::_scaled_dot_product_flash_attention", arguments);
    ASSERT_TRUE(causal.cost) << causal.unmodelled.reason;
    EXPECT_EQ(causal.cost->name,
        "aten::_scaled_dot_product_flash_attention bf16[2,32,512,128] bf16[2,8,512,128] bf16[2,8,512,128] causal");
    EXPECT_EQ(causal.cost->flops, 4303355904.0);
    EXPECT_EQ(causal.cost->bytes, 20971520.0);
    ASSERT_TRUE(causal.cost->op);
    EXPECT_EQ(causal.cost->op->kind, OpKind::Attention);
    EXPECT_EQ(causal.cost->op->numbers.at("K"), 8.0);
    EXPECT_EQ(causal.cost->op->numbers.at("flash"), 1.0);
    // Not causal: every pair, 2·512·512 = 524288, FLOPs 4·32·128·524288; the same bytes.
    arguments[4].concrete = "False";
    const AtenModel full = cost("aten::_scaled_dot_product_flash_attention", arguments);
    ASSERT_TRUE(full.cost);
    EXPECT_EQ(full.cost->flops, 8589934592.0);
    EXPECT_EQ(full.cost->name.find("causal"), std::string::npos);
    // Not recorded: PyTorch's default, False.
    arguments[4].concrete.clear();
    EXPECT_EQ(cost("aten::_scaled_dot_product_flash_attention", arguments).cost->flops, 8589934592.0);
}

TEST(AtenOps, EfficientAttentionFindsIsCausalInEitherSignature)
{
    // (query, key, value, attn_bias, compute_log_sumexp, dropout_p, is_causal, scale): decode, T=1, S=4096,
    // N=K=16, H=64, fp16: pairs 4096, FLOPs 4·16·64·4096; bytes 2·1·1·16·64·2 + 2·1·4096·16·64·2.
    std::vector<AtenArgument> current {tensor({1, 16, 1, 64}, "c10::Half"), tensor({1, 16, 4096, 64}, "c10::Half"),
        tensor({1, 16, 4096, 64}, "c10::Half"), AtenArgument {{}, "", ""}, scalar("True"), scalar("0."),
        scalar("False"), AtenArgument {{}, "", ""}};
    const AtenModel decode = cost("aten::_scaled_dot_product_efficient_attention", current);
    ASSERT_TRUE(decode.cost) << decode.unmodelled.reason;
    EXPECT_EQ(decode.cost->flops, 16777216.0);
    EXPECT_EQ(decode.cost->bytes, 4096.0 + 16777216.0);
    // Before PyTorch 2.1: (query, key, value, compute_log_sumexp, is_causal, scale).
    std::vector<AtenArgument> older {tensor({1, 4, 8, 16}), tensor({1, 4, 8, 16}), tensor({1, 4, 8, 16}),
        scalar("True"), scalar("True"), AtenArgument {{}, "", ""}};
    const AtenModel causal = cost("aten::_scaled_dot_product_efficient_attention", older);
    ASSERT_TRUE(causal.cost);
    EXPECT_EQ(causal.cost->op->numbers.at("causal"), 1.0); // pairs 8·8 − 28 = 36: FLOPs 4·4·16·36
    EXPECT_EQ(causal.cost->flops, 9216.0);
}

TEST(AtenOps, OpsWhoseArgumentsDoNotFitAreUnmodelledWithTheReason)
{
    struct Case {
        const char* name;
        std::vector<AtenArgument> arguments;
        const char* reason;
    };
    const std::vector<Case> cases {
        {"aten::mm", {tensor({64, 64}, "long int"), tensor({64, 64}, "long int")}, "\"long int\""},
        {"aten::mm", {tensor({4, 8}), tensor({7, 2})}, "do not multiply"},
        {"aten::mm", {tensor({4, 8, 2}), tensor({8, 2})}, "two 2-d tensors"},
        {"aten::mm", {tensor({0, 8}), tensor({8, 2})}, "not all whole and at least 1"},
        {"aten::bmm", {tensor({2, 4, 8}), tensor({3, 8, 2})}, "do not multiply"},
        {"aten::addmm", {tensor({3}), tensor({4, 8}), tensor({8, 2})}, "does not broadcast"},
        {"aten::add", {tensor({4}), tensor({4}), tensor({4})}, "one or two tensors"},
        {"aten::_scaled_dot_product_flash_attention",
            {tensor({1, 8, 4, 16}), tensor({1, 8, 8, 16}), tensor({1, 8, 8, 16}), scalar("0."), scalar("True"),
                scalar("False"), AtenArgument {{}, "", ""}},
            "T ≠ S"},
        {"aten::_scaled_dot_product_flash_attention",
            {tensor({1, 6, 4, 16}), tensor({1, 4, 4, 16}), tensor({1, 4, 4, 16}), scalar("0."), scalar("False"),
                scalar("False"), AtenArgument {{}, "", ""}},
            "multiple"},
        {"aten::_scaled_dot_product_flash_attention", {tensor({1, 8, 4, 16})}, "signature"},
        {"aten::_scaled_dot_product_efficient_attention",
            {tensor({1, 8, 4, 16}), tensor({1, 8, 4, 16}), tensor({1, 8, 4, 16}), tensor({1, 8, 4, 4}), scalar("True"),
                scalar("0."), scalar("False"), AtenArgument {{}, "", ""}},
            "bias"},
    };
    for (const Case& bad : cases) {
        const AtenModel model = atenOpCost(bad.name, bad.arguments);
        EXPECT_FALSE(model.cost) << bad.name;
        EXPECT_NE(model.unmodelled.reason.find(bad.reason), std::string::npos) << model.unmodelled.reason;
    }
}

TEST(AtenOps, ATensorOfUpTo2To53ElementsIsCosted)
{
    // 2^26 · 2^27 = 2^53 elements: the largest count a double holds exactly, and allowed.
    const AtenModel largest = cost("aten::mul", {tensor({67108864, 134217728}), scalar("2")});
    ASSERT_TRUE(largest.cost) << largest.unmodelled.reason;
    EXPECT_EQ(largest.cost->flops, 9007199254740992.0);
    // 2^27 · 2^27 = 2^54: more than that.
    const AtenModel beyond = cost("aten::mul", {tensor({134217728, 134217728}), scalar("2")});
    EXPECT_FALSE(beyond.cost);
    EXPECT_NE(beyond.unmodelled.reason.find("a tensor of more than 2^53 elements"), std::string::npos)
        << beyond.unmodelled.reason;
}

TEST(AtenOps, SizesInAReasonAreQuotedAsTheTraceGaveThem)
{
    // 512.5 is no whole size: said as 512.5 (never cut to 512); 1e300 as 1e300 (never an integer it cannot be);
    // whole sizes in digits, as PyTorch prints them (100000, not 1e5).
    const std::vector<std::pair<std::vector<double>, std::string>> cases {
        {{512.5, 4096}, "a tensor of sizes [512.5,4096], not all whole and at least 1"},
        {{1e300, 4096}, "a tensor of sizes [1e300,4096], not all whole and at least 1"},
        {{100000, 0.25}, "a tensor of sizes [100000,0.25], not all whole and at least 1"},
        {{-3, 4096}, "a tensor of sizes [-3,4096], not all whole and at least 1"},
    };
    for (const auto& [dims, reason] : cases) {
        const AtenModel model = cost("aten::mm", {tensor(dims), tensor({4096, 1024})});
        EXPECT_FALSE(model.cost);
        EXPECT_NE(model.unmodelled.reason.find(reason), std::string::npos) << model.unmodelled.reason;
    }
    const AtenModel whole = cost("aten::mm", {tensor({100000, 8}), tensor({8, 2})});
    ASSERT_TRUE(whole.cost) << whole.unmodelled.reason;
    EXPECT_EQ(whole.cost->name, "aten::mm bf16[100000,8] bf16[8,2]");
}

TEST(AtenOps, IsCausalOtherThanTrueOrFalseIsSaidNotReadAsFalse)
{
    std::vector<AtenArgument> arguments {tensor({2, 32, 512, 128}), tensor({2, 8, 512, 128}), tensor({2, 8, 512, 128}),
        scalar("0."), scalar("yes"), scalar("False"), AtenArgument {{}, "", ""}};
    const AtenModel unknown = cost("aten::_scaled_dot_product_flash_attention", arguments);
    EXPECT_FALSE(unknown.cost);
    EXPECT_NE(
        unknown.unmodelled.reason.find("is_causal recorded as \"yes\", neither True nor False"), std::string::npos)
        << unknown.unmodelled.reason;
    // 1 and 0, as a writer that is not PyTorch may put them, are True and False.
    arguments[4].concrete = "1";
    EXPECT_EQ(cost("aten::_scaled_dot_product_flash_attention", arguments).cost->flops, 4303355904.0);
    arguments[4].concrete = "0";
    EXPECT_EQ(cost("aten::_scaled_dot_product_flash_attention", arguments).cost->flops, 8589934592.0);
}

} // namespace
} // namespace roofline::test
