// PyTorch profiler traces (Kineto's Chrome-trace JSON): tests/data/traces/step.pt.trace.json, made by hand
// in the layout torch.profiler writes (its README names the sources), read plain and gzipped with every
// group's FLOPs, bytes and kernel time worked out by hand, unmodelled time reported, and bad traces
// refused with the file, the event and the problem.
#include "support/test_helpers.h"

#include "core/readers/kineto_trace.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kTraces = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "traces";

// Totals of every kernel of one name.
struct Totals {
    std::size_t count = 0;
    double flops = 0.0, bytes = 0.0, seconds = 0.0;
};

Totals totals(const KinetoTrace& trace, std::string_view name)
{
    Totals sum;
    for (const MeasuredKernel& kernel : trace.kernels) {
        if (kernel.name != name)
            continue;
        ++sum.count;
        sum.flops += kernel.flops;
        sum.bytes += kernel.bytes;
        sum.seconds += kernel.seconds;
    }
    return sum;
}

void expectTheStep(const KinetoTrace& trace)
{
    // nn.Linear twice: addmm M=512 K=1024 N=4096 bf16, FLOPs 2MKN + MN = 4297064448 and bytes
    // (N + MK + KN + MN)·2 = 13639680 per run; kernels 20 µs and 22 µs.
    const Totals addmm = totals(trace, "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]");
    EXPECT_EQ(addmm.count, 2u);
    EXPECT_EQ(addmm.flops, 2 * 4297064448.0);
    EXPECT_EQ(addmm.bytes, 2 * 13639680.0);
    EXPECT_TRUE(relativelyNear(addmm.seconds, 42e-6, 1e-12));
    // mm [512,4096]·[4096,1024]: its kernel has no External id and is joined through the launch.
    const Totals mm = totals(trace, "aten::mm bf16[512,4096] bf16[4096,1024]");
    EXPECT_EQ(mm.count, 1u);
    EXPECT_EQ(mm.flops, 4294967296.0);
    EXPECT_EQ(mm.bytes, 13631488.0);
    EXPECT_TRUE(relativelyNear(mm.seconds, 15.5e-6, 1e-12));
    const Totals bmm = totals(trace, "aten::bmm fp16[8,128,64] fp16[8,64,128]");
    EXPECT_EQ(bmm.flops, 16777216.0);
    EXPECT_EQ(bmm.bytes, 524288.0);
    EXPECT_TRUE(relativelyNear(bmm.seconds, 4e-6, 1e-12));
    const Totals add = totals(trace, "aten::add bf16[512,1024] bf16[512,1024]");
    EXPECT_EQ(add.flops, 524288.0);
    EXPECT_EQ(add.bytes, 3145728.0);
    EXPECT_TRUE(relativelyNear(add.seconds, 2.5e-6, 1e-12));
    const Totals mul = totals(trace, "aten::mul bf16[512,1024]");
    EXPECT_EQ(mul.flops, 524288.0);
    EXPECT_EQ(mul.bytes, 2097152.0);
    // Attention's kernel, launched by aten::_flash_attention_forward, counts for the op the app models
    // around it: B=2 N=32 K=8 T=S=512 H=128 causal, FLOPs 4·32·128·262656, bytes 16777216 + 4194304.
    const Totals attention = totals(trace,
        "aten::_scaled_dot_product_flash_attention bf16[2,32,512,128] bf16[2,8,512,128] bf16[2,8,512,128] causal");
    EXPECT_EQ(attention.count, 1u);
    EXPECT_EQ(attention.flops, 4303355904.0);
    EXPECT_EQ(attention.bytes, 20971520.0);
    EXPECT_TRUE(relativelyNear(attention.seconds, 30e-6, 1e-12));
    // softmax(x[512,4096], -1) around _softmax, whose kernel is the outer op's: 5 FLOPs per element of
    // 2097152, the input read and the output written in bf16, 3 µs.
    const Totals softmax = totals(trace, "aten::softmax bf16[512,4096]");
    EXPECT_EQ(softmax.count, 1u);
    EXPECT_EQ(softmax.flops, 10485760.0);
    EXPECT_EQ(softmax.bytes, 8388608.0);
    EXPECT_TRUE(relativelyNear(softmax.seconds, 3e-6, 1e-12));
    EXPECT_EQ(totals(trace, "aten::_softmax bf16[512,4096]").count, 0u);
    EXPECT_EQ(trace.kernels.size(), 8u);
    // Every kernel: 20 + 22 + 15.5 + 4 + 2.5 + 1.5 + 30 + 3 + 1 + 5 = 104.5 µs, of which unmodelled the
    // int64 mm (1) and the NCCL kernel no op launched (5).
    EXPECT_TRUE(relativelyNear(trace.kernelSeconds, 104.5e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(trace.unmodelledSeconds, 6e-6, 1e-12));
    ASSERT_EQ(trace.unmodelled.size(), 2u);
    EXPECT_EQ(trace.unmodelled[0].op, "(no op)");
    EXPECT_TRUE(relativelyNear(trace.unmodelled[0].seconds, 5e-6, 1e-12));
    EXPECT_EQ(trace.unmodelled[1].op, "aten::mm");
    EXPECT_EQ(trace.unmodelled[1].kernels, 1u);
    EXPECT_NE(trace.unmodelled[1].reason.find("\"long int\""), std::string::npos);
    EXPECT_EQ(trace.opsWithoutKernels, 1u); // the addmm whose kernel fell outside the window
    ASSERT_EQ(trace.shapes.size(), 7u);
    EXPECT_EQ(trace.shapes[0].name, "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]");
    ASSERT_TRUE(trace.shapes[0].op);
    EXPECT_EQ(trace.shapes[0].op->kind, OpKind::Matmul);
}

TEST(KinetoTrace, AStepImportsWithExactFlopsBytesAndKernelTimePerGroup)
{
    const KinetoTrace trace = loadKinetoTraceFile(kTraces / "step.pt.trace.json");
    expectTheStep(trace);
    // The kernels group by name, so each op, shapes and dtypes is one point.
    std::set<std::string> names;
    for (const MeasuredKernel& kernel : trace.kernels)
        names.insert(kernel.name);
    EXPECT_EQ(names.size(), 7u);
}

TEST(KinetoTrace, EachGroupKeepsTheGpuKernelsItsRunsLaunchedMostTimeFirst)
{
    // tests/data/traces/step.pt.trace.json: both addmm runs launched the same sm90 GEMM (20 and 22 µs); the
    // mm an Ampere GEMM of 15.5 µs. One entry per group, in the groups' order.
    const KinetoTrace trace = loadKinetoTraceFile(kTraces / "step.pt.trace.json");
    ASSERT_EQ(trace.launches.size(), trace.shapes.size());
    for (std::size_t i = 0; i < trace.shapes.size(); ++i)
        EXPECT_EQ(trace.launches[i].group, trace.shapes[i].name);
    const GroupLaunches& addmm = trace.launches[0];
    EXPECT_EQ(addmm.group, "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]");
    ASSERT_EQ(addmm.kernels.size(), 1u);
    EXPECT_EQ(addmm.kernels[0].name,
        "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_"
        "execute_segment_k_off_kernel__5x_cublas");
    EXPECT_EQ(addmm.kernels[0].count, 2u);
    EXPECT_TRUE(relativelyNear(addmm.kernels[0].seconds, 42e-6, 1e-12));
    const auto mm = std::find_if(trace.launches.begin(), trace.launches.end(),
        [](const GroupLaunches& group) { return group.group == "aten::mm bf16[512,4096] bf16[4096,1024]"; });
    ASSERT_NE(mm, trace.launches.end());
    ASSERT_EQ(mm->kernels.size(), 1u);
    EXPECT_EQ(mm->kernels[0].name, "ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_32x5_tn");
    EXPECT_EQ(mm->kernels[0].count, 1u);
}

TEST(KinetoTrace, GroupLaunchesMergeByGroupAndKernelMostTimeFirst)
{
    std::vector<GroupLaunches> into {{"aten::mm a", {{"gemm", 1, 2e-6}}}};
    mergeLaunches(
        into, {{"aten::mm a", {{"splitk", 2, 5e-6}, {"gemm", 1, 1e-6}}}, {"aten::add b", {{"add", 1, 1e-6}}}});
    ASSERT_EQ(into.size(), 2u);
    ASSERT_EQ(into[0].kernels.size(), 2u);
    EXPECT_EQ(into[0].kernels[0], (LaunchedKernel {"splitk", 2, 5e-6}));
    EXPECT_EQ(into[0].kernels[1].name, "gemm");
    EXPECT_EQ(into[0].kernels[1].count, 2u);
    EXPECT_TRUE(relativelyNear(into[0].kernels[1].seconds, 3e-6, 1e-15));
    EXPECT_EQ(into[1].group, "aten::add b");
}

TEST(KinetoTrace, EachRunCarriesThePrecisionItsTensorsRecord)
{
    // The step's ops by their "Input type": c10::BFloat16 everywhere but the bmm's c10::Half, so every
    // run's roof can be the peak of what it computed in (docs/model.md §E).
    const KinetoTrace trace = loadKinetoTraceFile(kTraces / "step.pt.trace.json");
    ASSERT_EQ(trace.kernels.size(), 8u);
    for (const MeasuredKernel& kernel : trace.kernels) {
        SCOPED_TRACE(kernel.name.str());
        const bool bmm = kernel.name.view().starts_with("aten::bmm");
        EXPECT_EQ(kernel.dtype, bmm ? Dtype::FP16 : Dtype::BF16);
    }
}

TEST(KinetoTrace, AGzippedTraceReadsTheSame)
{
    expectTheStep(loadKinetoTraceFile(kTraces / "step.pt.trace.json.gz"));
}

// The step with the flash attention's is_causal (its fifth concrete input) written as `value`.
std::string stepWithIsCausal(const std::string& value)
{
    std::ifstream in(kTraces / "step.pt.trace.json");
    std::stringstream read;
    read << in.rdbuf();
    std::string text = read.str();
    const std::string recorded = R"("Concrete Inputs": ["", "", "", "0.", "True", "False", ""])";
    const std::size_t at = text.find(recorded);
    EXPECT_NE(at, std::string::npos);
    text.replace(at, recorded.size(), R"("Concrete Inputs": ["", "", "", "0.", )" + value + R"(, false, ""])");
    return text;
}

TEST(KinetoTrace, IsCausalWrittenAsAJsonBooleanOrNumberIsTaken)
{
    // true is True: causal, FLOPs 4·32·128·262656 as in the step; 1 likewise; false is every pair,
    // 4·32·128·524288.
    const std::string causal
        = "aten::_scaled_dot_product_flash_attention bf16[2,32,512,128] bf16[2,8,512,128] bf16[2,8,512,128] causal";
    const std::string full
        = "aten::_scaled_dot_product_flash_attention bf16[2,32,512,128] bf16[2,8,512,128] bf16[2,8,512,128]";
    for (const char* value : {"true", "1"}) {
        const KinetoTrace read = parseKinetoTrace(stepWithIsCausal(value), "t.json");
        EXPECT_EQ(totals(read, causal).flops, 4303355904.0) << value;
        EXPECT_EQ(totals(read, full).count, 0u) << value;
    }
    const KinetoTrace notCausal = parseKinetoTrace(stepWithIsCausal("false"), "t.json");
    EXPECT_EQ(totals(notCausal, full).flops, 8589934592.0);
    // Anything else is said, and the kernel counted as unmodelled, not taken for False.
    const KinetoTrace unknown = parseKinetoTrace(stepWithIsCausal(R"("maybe")"), "t.json");
    EXPECT_EQ(totals(unknown, full).count + totals(unknown, causal).count, 0u);
    bool said = false;
    for (const UnmodelledTime& op : unknown.unmodelled)
        said = said || op.reason.find("is_causal recorded as \"maybe\"") != std::string::npos;
    EXPECT_TRUE(said);
}

TEST(KinetoTrace, UnmodelledTimeAndWhatWasLeftOutAreSaid)
{
    const KinetoTrace trace = loadKinetoTraceFile(kTraces / "step.pt.trace.json");
    std::string all;
    for (const ImportWarning& warning : trace.warnings)
        all += warning.message + "\n";
    // Each says what it is, for the window to word in its language.
    ASSERT_EQ(trace.warnings.size(), 4u) << all;
    EXPECT_EQ(trace.warnings[0].detail.code, ErrorCode::UnmodelledShare);
    EXPECT_EQ(trace.warnings[0].detail.value, "6 µs");
    EXPECT_EQ(trace.warnings[0].detail.low, "5.74");
    EXPECT_EQ(trace.warnings[0].detail.subject, "(no op) 5 µs, aten::mm 1 µs");
    EXPECT_EQ(trace.warnings[1].detail.code, ErrorCode::UnmodelledOp);
    EXPECT_EQ(trace.warnings[1].detail.value, "aten::mm");
    EXPECT_EQ(trace.warnings[2].detail.code, ErrorCode::OpsWithoutKernels);
    EXPECT_EQ(trace.warnings[2].detail.value, "1");
    EXPECT_EQ(trace.warnings[3].detail.code, ErrorCode::CopiesNotCounted);
    EXPECT_EQ(trace.warnings[3].detail.value, "2 µs");
    EXPECT_NE(all.find("6 µs of the trace's 105 µs of kernel time (5.74 %) ran in ops the app does not model"),
        std::string::npos)
        << all;
    EXPECT_NE(all.find("(no op) 5 µs, aten::mm 1 µs"), std::string::npos) << all;
    EXPECT_NE(
        all.find("aten::mm is counted as unmodelled: aten::mm with a tensor of type \"long int\""), std::string::npos)
        << all;
    EXPECT_NE(all.find("1 run of a modelled op launched no GPU kernel in the trace and is left out"), std::string::npos)
        << all;
    EXPECT_NE(all.find("2 µs of memory copies and sets"), std::string::npos) << all;
}

std::string trace(const std::string& events)
{
    return "{\"schemaVersion\": 1, \"traceEvents\": [" + events + "]}";
}

const std::string kKernel = R"({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": 50, "dur": 2,
    "args": {"External id": 1, "correlation": 5}})";

// The launch of kKernel (correlation 5) by process 1's thread `tid` at `ts`: the kernel's op is the
// innermost op of that thread around it.
std::string launchAt(const std::string& tid, double ts)
{
    return R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 1, "tid": )" + tid + R"(, "ts": )"
        + std::to_string(ts) + R"(, "dur": 1, "args": {"External id": 1, "correlation": 5}})";
}

std::string mmOp(const std::string& tid, double ts, double dur, int id)
{
    return R"({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": )" + tid + R"(, "ts": )"
        + std::to_string(ts) + R"(, "dur": )" + std::to_string(dur) + R"(, "args": {"External id": )"
        + std::to_string(id)
        + R"(, "Input Dims": [[2, 3], [3, 4]], "Input type": ["float", "float"], "Concrete Inputs": ["", ""]}})";
}

TEST(KinetoTrace, AnOpIsNestedOnlyInOpsOfItsOwnThread)
{
    // An unmodelled op on thread 2 launches the kernel; thread 1's aten::mm spans the same time but does
    // not enclose it: the kernel is unmodelled.
    const std::string text = trace(mmOp("1", 0, 100, 9) + R"(, {"ph": "X", "cat": "cpu_op", "name": "aten::copy_",
        "pid": 1, "tid": 2, "ts": 10, "dur": 5, "args": {"External id": 1}}, )"
        + launchAt("2", 12) + ", " + kKernel);
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    EXPECT_TRUE(read.kernels.empty());
    ASSERT_EQ(read.unmodelled.size(), 1u);
    EXPECT_EQ(read.unmodelled[0].op, "aten::copy_");
    // On thread 1 the same op is inside aten::mm: the mm [2,3]·[3,4] fp32 gets it, 2·2·3·4 = 48 FLOPs,
    // (6 + 12 + 8)·4 = 104 bytes.
    const std::string nested = trace(mmOp("1", 0, 100, 9) + R"(, {"ph": "X", "cat": "cpu_op", "name": "aten::copy_",
        "pid": 1, "tid": 1, "ts": 10, "dur": 5, "args": {"External id": 1}}, )"
        + launchAt("1", 12) + ", " + kKernel);
    const KinetoTrace inside = parseKinetoTrace(nested, "t.json");
    ASSERT_EQ(inside.kernels.size(), 1u);
    EXPECT_EQ(inside.kernels[0].flops, 48.0);
    EXPECT_EQ(inside.kernels[0].bytes, 104.0);
    EXPECT_TRUE(relativelyNear(inside.kernels[0].seconds, 2e-6, 1e-12));
    // An op that starts as another ends is its sibling, not its child; of the two around a launch at that
    // moment the later one is the innermost.
    const std::string after = trace(mmOp("1", 0, 10, 9) + R"(, {"ph": "X", "cat": "cpu_op", "name": "aten::copy_",
        "pid": 1, "tid": 1, "ts": 10, "dur": 0, "args": {"External id": 1}}, )"
        + launchAt("1", 10) + ", " + kKernel);
    EXPECT_TRUE(parseKinetoTrace(after, "t.json").kernels.empty());
}

// An aten::copy_; the one with External id 1 launches kKernel halfway through its span.
std::string copyOp(const std::string& tid, double ts, double dur, int id)
{
    return R"({"ph": "X", "cat": "cpu_op", "name": "aten::copy_", "pid": 1, "tid": )" + tid + R"(, "ts": )"
        + std::to_string(ts) + R"(, "dur": )" + std::to_string(dur) + R"(, "args": {"External id": )"
        + std::to_string(id) + "}}" + (id == 1 ? ", " + launchAt(tid, ts + dur / 2) : std::string());
}

// The kernel launched inside aten::copy_, which the app does not model: counted for the enclosing aten::mm
// [2,3]·[3,4] fp32 (2·2·3·4 = 48 FLOPs) when there is one, else unmodelled.
bool countedForTheMm(const std::string& events)
{
    const KinetoTrace read = parseKinetoTrace(trace(events + ", " + kKernel), "t.json");
    if (read.kernels.empty()) {
        EXPECT_EQ(read.unmodelled.size(), 1u);
        return false;
    }
    EXPECT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].flops, 48.0);
    EXPECT_TRUE(read.unmodelled.empty());
    return true;
}

TEST(KinetoTrace, AnOpOnAnotherThreadNeverEnclosesEvenWithMoreOpsAfterIt)
{
    // Thread 1's mm spans 0–100 µs; thread 2 runs two copies inside that time, the first launching the
    // kernel: neither is inside the mm.
    EXPECT_FALSE(countedForTheMm(mmOp("1", 0, 100, 9) + ", " + copyOp("2", 10, 5, 1) + ", " + copyOp("2", 20, 5, 2)));
    // Sorted after thread 2's ops, thread 3's copy inside thread 3's mm is nested in it.
    EXPECT_TRUE(countedForTheMm(copyOp("2", 10, 5, 2) + ", " + copyOp("2", 20, 5, 3) + ", " + mmOp("3", 0, 100, 9)
        + ", " + copyOp("3", 30, 5, 1)));
}

TEST(KinetoTrace, AChildRecordedBeforeItsParentIsStillNestedInIt)
{
    // Starts later than the mm (10 µs against 0) though recorded first.
    EXPECT_TRUE(countedForTheMm(copyOp("1", 10, 5, 1) + ", " + mmOp("1", 0, 100, 9)));
    // Starts with the mm and ends first (5 µs against 100): the longer op encloses.
    EXPECT_TRUE(countedForTheMm(copyOp("1", 0, 5, 1) + ", " + mmOp("1", 0, 100, 9)));
    // The same with the roles swapped: the copy spans 0–100 µs and the mm 0–5, so the copy has no parent.
    EXPECT_FALSE(countedForTheMm(mmOp("1", 0, 5, 9) + ", " + copyOp("1", 0, 100, 1)));
}

TEST(KinetoTrace, AChildEndingWithItsParentIsInsideIt)
{
    // The copy runs 50–100 µs inside the mm's 0–100: same end, still its child.
    EXPECT_TRUE(countedForTheMm(mmOp("1", 0, 100, 9) + ", " + copyOp("1", 50, 50, 1)));
}

TEST(KinetoTrace, OfTwoOpsWithTheSameTimesTheOneRecordedFirstEncloses)
{
    // The copy recorded after the mm is inside it: its launch counts for the mm.
    EXPECT_TRUE(countedForTheMm(mmOp("1", 0, 10, 9) + ", " + copyOp("1", 0, 10, 1)));
    // Two aten::mm runs with the same span, [2,3]·[3,4] (2·2·3·4 = 48 FLOPs) then [8,3]·[3,4]: the one
    // recorded last is the innermost around the launch, but a modelled op inside another is a part of it:
    // the outer one, recorded first, gets the kernel, and the inner one is no run of its own.
    const std::string wider = R"({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 0,
        "dur": 10, "args": {"External id": 2, "Input Dims": [[8, 3], [3, 4]], "Input type": ["float", "float"]}})";
    const KinetoTrace read = parseKinetoTrace(
        trace(mmOp("1", 0, 10, 9) + ", " + wider + ", " + launchAt("1", 5) + ", " + kKernel), "t.json");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].flops, 48.0);
    EXPECT_EQ(read.opsWithoutKernels, 0u);
}

// An op of thread 1 of process 1, as PyTorch 2 records it with record_shapes=True.
std::string shapedOp(const std::string& name, double ts, double dur, const std::string& args)
{
    return R"({"ph": "X", "cat": "cpu_op", "name": ")" + name + R"(", "pid": 1, "tid": 1, "ts": )" + std::to_string(ts)
        + R"(, "dur": )" + std::to_string(dur) + R"(, "args": {)" + args + "}}";
}

// A kernel of `dur` µs launched by thread 1 of process 1 at `ts`, joined by `correlation`.
std::string launchedKernel(int correlation, double ts, double dur)
{
    const std::string id = std::to_string(correlation);
    return R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 1, "tid": 1, "ts": )"
        + std::to_string(ts) + R"(, "dur": 1, "args": {"correlation": )" + id + R"(}}, {"ph": "X", "cat": "kernel",
        "name": "k)"
        + id + R"(", "pid": 0, "tid": 7, "ts": )" + std::to_string(1000 + ts) + R"(, "dur": )" + std::to_string(dur)
        + R"(, "args": {"device": 0, "correlation": )" + id + "}}";
}

TEST(KinetoTrace, AModelledOpCountsEveryKernelLaunchedInsideItThoseOfModelledOpsToo)
{
    // F.conv2d as PyTorch 2 records it: conv2d ⊃ convolution ⊃ _convolution ⊃ {cudnn_convolution, add_ (the
    // bias)}. The convolution is costed with its bias (input [8,64,32,32], weight [128,64,3,3], bias [128],
    // stride 1, padding 1: out 32×32; FLOPs 2·8·128·64·9·1024 + 8·128·1024 = 1207959552 + 1048576; bytes
    // (524288 + 73728 + 1048576 + 128)·4 = 6586880), and both kernels, 40 and 2 µs, are its: none counts
    // for the cudnn_convolution or the add_ inside it, and neither is a run without kernels.
    const std::string convolutionArgs
        = R"("Input Dims": [[8, 64, 32, 32], [128, 64, 3, 3], [128], [], [], [], [], [], []],
        "Input type": ["float", "float", "float", "ScalarList", "ScalarList", "ScalarList", "Scalar", "ScalarList", "Scalar"],
        "Concrete Inputs": ["", "", "", "[1, 1]", "[1, 1]", "[1, 1]", "False", "[0, 0]", "1"])";
    const std::string cudnnArgs = R"("Input Dims": [[8, 64, 32, 32], [128, 64, 3, 3], [], [], [], [], [], [], []],
        "Input type": ["float", "float", "ScalarList", "ScalarList", "ScalarList", "Scalar", "Scalar", "Scalar", "Scalar"],
        "Concrete Inputs": ["", "", "[1, 1]", "[1, 1]", "[1, 1]", "1", "False", "False", "True"])";
    const std::string addArgs = R"("Input Dims": [[8, 128, 32, 32], [1, 128, 1, 1], []],
        "Input type": ["float", "float", "Scalar"], "Concrete Inputs": ["", "", "1"])";
    const KinetoTrace read = parseKinetoTrace(
        trace(shapedOp("aten::conv2d", 0, 100, convolutionArgs) + ", "
            + shapedOp("aten::convolution", 1, 98, convolutionArgs) + ", "
            + shapedOp("aten::_convolution", 2, 96, convolutionArgs) + ", "
            + shapedOp("aten::cudnn_convolution", 3, 50, cudnnArgs) + ", " + launchedKernel(1, 10, 40) + ", "
            + shapedOp("aten::add_", 60, 20, addArgs) + ", " + launchedKernel(2, 65, 2)),
        "conv.json");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].name, "aten::convolution fp32[8,64,32,32] fp32[128,64,3,3] fp32[128]");
    EXPECT_EQ(read.kernels[0].flops, 1209008128.0);
    EXPECT_EQ(read.kernels[0].bytes, 6586880.0);
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 42e-6, 1e-12));
    EXPECT_EQ(read.unmodelledSeconds, 0.0);
    EXPECT_EQ(read.opsWithoutKernels, 0u);
    ASSERT_EQ(read.shapes.size(), 1u);
}

// A process's aten::mm and its launch, as Kineto writes them: the CPU events' "pid" is the process, a
// kernel's its GPU (ChromeTraceLogger::handleActivity, libkineto/src/output_json.cpp), and every process
// numbers its External ids and correlations from 1.
std::string processMm(int pid, int externalId, int correlation, const std::string& dims)
{
    const std::string p = std::to_string(pid);
    return R"({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": )" + p + R"(, "tid": )" + p
        + R"(, "ts": 0, "dur": 50, "args": {"External id": )" + std::to_string(externalId) + R"(, "Input Dims": )"
        + dims + R"(, "Input type": ["float", "float"]}}, {"ph": "X", "cat": "cuda_runtime", "name":
        "cudaLaunchKernel", "pid": )"
        + p + R"(, "tid": )" + p + R"(, "ts": 10, "dur": 5, "args": {"External id": )" + std::to_string(externalId)
        + R"(, "correlation": )" + std::to_string(correlation) + "}}";
}

std::string gpuKernel(int device, double dur, const std::string& args)
{
    return R"({"ph": "X", "cat": "kernel", "name": "gemm", "pid": )" + std::to_string(device)
        + R"(, "tid": 7, "ts": 20, "dur": )" + std::to_string(dur) + R"(, "args": {)" + args + "}}";
}

TEST(KinetoTrace, TwoProcessesSharingAnExternalIdKeepTheirOwnKernels)
{
    // Processes 1001 and 1002 each run an aten::mm with External id 5, launched with correlations 100 and 200,
    // their kernels on one GPU: 10 µs for [64,128]·[128,256] fp32 (2·64·128·256 = 4194304 FLOPs,
    // (8192 + 32768 + 16384)·4 = 229376 bytes), 30 µs for [512,1024]·[1024,2048] (2147483648 FLOPs,
    // (524288 + 2097152 + 1048576)·4 = 14680064 bytes).
    const std::string text = trace(processMm(1001, 5, 100, "[[64, 128], [128, 256]]") + ", "
        + processMm(1002, 5, 200, "[[512, 1024], [1024, 2048]]") + ", "
        + gpuKernel(0, 10, R"("External id": 5, "correlation": 100)") + ", "
        + gpuKernel(0, 30, R"("External id": 5, "correlation": 200)"));
    const KinetoTrace read = parseKinetoTrace(text, "two.json");
    const Totals small = totals(read, "aten::mm fp32[64,128] fp32[128,256]");
    EXPECT_EQ(small.count, 1u);
    EXPECT_EQ(small.flops, 4194304.0);
    EXPECT_EQ(small.bytes, 229376.0);
    EXPECT_TRUE(relativelyNear(small.seconds, 10e-6, 1e-12));
    const Totals large = totals(read, "aten::mm fp32[512,1024] fp32[1024,2048]");
    EXPECT_EQ(large.count, 1u);
    EXPECT_EQ(large.flops, 2147483648.0);
    EXPECT_EQ(large.bytes, 14680064.0);
    EXPECT_TRUE(relativelyNear(large.seconds, 30e-6, 1e-12));
    EXPECT_EQ(read.opsWithoutKernels, 0u);
    EXPECT_EQ(read.unmodelledSeconds, 0.0);
    // The same when both also share the correlation: each kernel's External id and correlation agree only with
    // its own process's launch (process 1002 launched External id 6 with correlation 100).
    const std::string crossed = trace(processMm(1001, 5, 100, "[[64, 128], [128, 256]]") + ", "
        + processMm(1002, 6, 100, "[[512, 1024], [1024, 2048]]") + ", "
        + R"({"ph": "X", "cat": "cpu_op", "name": "aten::relu", "pid": 1002, "tid": 1002, "ts": 60, "dur": 5, "args":
        {"External id": 5}}, )"
        + gpuKernel(0, 10, R"("External id": 5, "correlation": 100)") + ", "
        + gpuKernel(0, 30, R"("External id": 6, "correlation": 100)"));
    const KinetoTrace both = parseKinetoTrace(crossed, "crossed.json");
    EXPECT_TRUE(relativelyNear(totals(both, "aten::mm fp32[64,128] fp32[128,256]").seconds, 10e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(totals(both, "aten::mm fp32[512,1024] fp32[1024,2048]").seconds, 30e-6, 1e-12));
}

TEST(KinetoTrace, AKernelEitherOfTwoProcessesCouldHaveLaunchedIsInNoOpAndSaid)
{
    // A kernel on GPU 0 with External id 5 and correlation 100, when processes 1001 and 1002 both launched
    // correlation 100 for an op 5: whose it is cannot be told, so its 12 µs are unmodelled, in no op, never
    // given to process 1001's op, and counted as without a launch.
    const std::string text = trace(processMm(1001, 5, 100, "[[64, 128], [128, 256]]") + ", "
        + processMm(1002, 5, 100, "[[512, 1024], [1024, 2048]]") + ", "
        + gpuKernel(0, 12, R"("External id": 5, "correlation": 100)"));
    const KinetoTrace read = parseKinetoTrace(text, "shared.json");
    EXPECT_TRUE(read.kernels.empty());
    EXPECT_TRUE(relativelyNear(read.unmodelledSeconds, 12e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.noLaunchSeconds, 12e-6, 1e-12));
    EXPECT_EQ(read.join.kernels.joinedSeconds, 0.0);
    ASSERT_EQ(read.unmodelled.size(), 1u);
    EXPECT_EQ(read.unmodelled[0].op, "(no op)");
    const auto said = std::find_if(read.warnings.begin(), read.warnings.end(),
        [](const ImportWarning& warning) { return warning.detail.code == ErrorCode::ProcessUnknown; });
    ASSERT_NE(said, read.warnings.end());
    EXPECT_EQ(said->detail.value, "1");
    EXPECT_EQ(said->detail.expected, "12 µs");
    EXPECT_EQ(said->detail.subject, "1001, 1002");
    EXPECT_EQ(said->message,
        "1 kernels (12 µs) could have been launched by any of the processes 1001, 1002, which share their ids "
        "(External id, correlation): counted as unmodelled time, in no op");
    // A kernel recorded under its process's own pid is that process's.
    const KinetoTrace own = parseKinetoTrace(trace(processMm(1001, 5, 100, "[[64, 128], [128, 256]]") + ", "
                                                 + processMm(1002, 5, 100, "[[512, 1024], [1024, 2048]]") + ", "
                                                 + gpuKernel(1002, 12, R"("External id": 5, "correlation": 100)")),
        "own.json");
    ASSERT_EQ(own.kernels.size(), 1u);
    EXPECT_EQ(own.kernels[0].name, "aten::mm fp32[512,1024] fp32[1024,2048]");
}

TEST(KinetoTrace, ATraceWithNoModelledOpIsReadWithAllItsKernelTimeUnmodelled)
{
    // One kernel of 12 µs whose op is not a CPU op ("cpu_mp"): no point to draw, and the whole time is said.
    const KinetoTrace read = parseKinetoTrace(trace(R"({"ph": "X", "cat": "cpu_mp", "name": "aten::mm", "pid": 1,
        "tid": 1, "ts": 10, "dur": 20, "args": {"External id": 5}}, {"ph": "X", "cat": "kernel", "name": "gemm",
        "pid": 0, "tid": 7, "ts": 15, "dur": 12, "args": {"External id": 5, "correlation": 9}})"),
        "only-unmodelled.json");
    EXPECT_TRUE(read.kernels.empty());
    EXPECT_TRUE(relativelyNear(read.unmodelledSeconds, 12e-6, 1e-12));
    ASSERT_EQ(read.unmodelled.size(), 1u);
    EXPECT_EQ(read.unmodelled[0].op, "(no op)");
    ASSERT_FALSE(read.warnings.empty());
    EXPECT_EQ(read.warnings[0].detail.code, ErrorCode::UnmodelledShare);
    EXPECT_EQ(read.warnings[0].detail.low, "100");
}

TEST(KinetoTrace, AnEmbeddingLookupIsDataMovementNeitherAPointNorUnmodelledTime)
{
    // tests/data/traces/README.md, embedding.pt.trace.json: two lookups of a bf16 table [32000,4096] by int64
    // indices [8,512], each through the index_select inside it (kernels of 30 and 34 µs); an mm of 250 µs; the
    // lookup's backward, embedding_backward ⊃ embedding_dense_backward, with kernels of 8 and 100 µs.
    const KinetoTrace read = loadKinetoTraceFile(kTraces / "embedding.pt.trace.json");
    // Each lookup: 4096 rows of 4096 bf16 read and written, 2·33,554,432 B, and 4096·8 B of indices.
    ASSERT_EQ(read.dataMovement.size(), 1u);
    const DataMovement& lookup = read.dataMovement[0];
    EXPECT_EQ(lookup.name, "aten::embedding bf16[32000,4096] i64[8,512]");
    EXPECT_EQ(lookup.runs, 2u);
    EXPECT_EQ(lookup.bytes, 2.0 * 67141632.0);
    EXPECT_TRUE(relativelyNear(lookup.seconds, 64e-6, 1e-12));
    EXPECT_FALSE(lookup.overLink);
    EXPECT_TRUE(relativelyNear(lookup.bytesPerS(), 134283264.0 / 64e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.dataMovementSeconds, 64e-6, 1e-12));
    // Not a point, and not unmodelled: the points are the mm and the backward (16,777,216 FLOPs; 295,731,200
    // B), which has both kernels launched inside it.
    ASSERT_EQ(read.kernels.size(), 2u);
    EXPECT_EQ(read.kernels[0].name, "aten::mm bf16[4096,4096] bf16[4096,4096]");
    EXPECT_EQ(read.kernels[1].name, "aten::embedding_dense_backward bf16[8,512,4096]");
    EXPECT_EQ(read.kernels[1].flops, 16777216.0);
    EXPECT_EQ(read.kernels[1].bytes, 295731200.0);
    EXPECT_TRUE(relativelyNear(read.kernels[1].seconds, 108e-6, 1e-12));
    EXPECT_EQ(read.unmodelledSeconds, 0.0);
    EXPECT_TRUE(read.unmodelled.empty());
    EXPECT_EQ(read.shapes.size(), 2u);
    // All the kernel time is somewhere: 64 + 250 + 108 = 422 µs.
    EXPECT_TRUE(relativelyNear(read.kernelSeconds, 422e-6, 1e-12));
    ASSERT_EQ(read.warnings.size(), 1u);
    const ErrorDetail& said = read.warnings[0].detail;
    EXPECT_EQ(said.code, ErrorCode::DataMovement);
    EXPECT_EQ(said.value, "64 µs");
    EXPECT_EQ(said.expected, "422 µs");
    EXPECT_EQ(said.low, "15.2"); // 64 / 422
    EXPECT_EQ(said.subject, "aten::embedding bf16[32000,4096] i64[8,512] 64 µs at 2.1 TB/s");
    // The reader by values reads it alike.
    std::ifstream in(kTraces / "embedding.pt.trace.json");
    std::stringstream text;
    text << in.rdbuf();
    const KinetoTrace byValues = testing::parseKinetoTraceByValues(text.str(), "embedding.pt.trace.json");
    ASSERT_EQ(byValues.dataMovement.size(), 1u);
    EXPECT_EQ(byValues.dataMovement[0].bytes, lookup.bytes);
    EXPECT_EQ(byValues.dataMovement[0].seconds, lookup.seconds);
}

TEST(KinetoTrace, ItIsRecognisedByItsTraceEventsOrItsGzipMagic)
{
    EXPECT_TRUE(looksLikeKinetoTrace(trace("")));
    EXPECT_TRUE(looksLikeKinetoTrace("\xEF\xBB\xBF  {\"traceEvents\": []}"));
    EXPECT_TRUE(looksLikeKinetoTrace(std::string("\x1f\x8b\x08", 3)));
    EXPECT_FALSE(looksLikeKinetoTrace("{\"empirical\": {}}"));
    EXPECT_FALSE(looksLikeKinetoTrace("name,flops\n\"traceEvents\",1\n"));
    EXPECT_FALSE(looksLikeKinetoTrace(""));
    // Kineto writes its metadata first (deviceProperties, distributedInfo…): "traceEvents" is found after
    // 1.2 MiB of it, but not inside another key's value.
    const std::string metadata = "{\"deviceProperties\": [" + std::string(1258291, ' ') + "{\"name\": \"}{[\\\"\"}]";
    EXPECT_TRUE(looksLikeKinetoTrace(metadata + ", \"traceEvents\": []}"));
    EXPECT_TRUE(looksLikeKinetoTrace("{\"a\": {\"b\": [1, -2.5e3, true, null]}, \"trace\\u0045vents\": []}"));
    EXPECT_FALSE(looksLikeKinetoTrace("{\"empirical\": {\"traceEvents\": []}}"));
    EXPECT_TRUE(looksLikeKinetoTrace("{\"empirical\": 1, \"traceEvents\": []}")); // whatever the keys' order
    EXPECT_FALSE(looksLikeKinetoTrace("{\"note\": \"\\\"traceEvents\\\": [\"}"));
}

struct BadTrace {
    std::string text;
    ErrorKind kind;
    const char* words;
};

TEST(KinetoTrace, EachBadTraceIsANamedError)
{
    const std::string cpuOp = R"({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 0, )";
    const std::vector<BadTrace> cases {
        {"{\"schemaVersion\": 1}", ErrorKind::MissingKey, "t.json: missing key \"traceEvents\""},
        {"[1, 2]", ErrorKind::Syntax, "expected a JSON object with \"traceEvents\""},
        {"{\"traceEvents\": {}}", ErrorKind::WrongType, "t.json: traceEvents: expected an array, got an object"},
        {"{\"traceEvents\": 3}", ErrorKind::WrongType, "traceEvents: expected an array, got a number"},
        {trace("7"), ErrorKind::WrongType, "t.json: traceEvents[0]: expected an object"},
        {trace(R"({"ph": "X", "cat": "kernel", "name": "k", "ts": 1})"), ErrorKind::MissingKey,
            "t.json: traceEvents[0]: missing key \"dur\""},
        {trace(R"({"ph": "X", "cat": "kernel", "name": "k", "ts": 1, "dur": -4})"), ErrorKind::InvalidValue,
            "traceEvents[0].dur: a time in microseconds from 0 to 1e18, got -4"},
        {trace(R"({"ph": "X", "cat": "kernel", "name": "k", "ts": 1, "dur": "4"})"), ErrorKind::WrongType,
            "traceEvents[0].dur"},
        {trace(cpuOp + R"("dur": 1, "args": {"Input Dims": "[[2,3]]", "Input type": []}}, )" + kKernel),
            ErrorKind::WrongType, "traceEvents[0].args.Input Dims: expected an array, got the string"},
        {trace(cpuOp + R"("dur": 1, "args": {"Input Dims": [[2,3],[3,4]], "Input type": ["float"]}}, )" + kKernel),
            ErrorKind::InvalidValue,
            "traceEvents[0].args: \"Input Dims\" lists 2 arguments and \"Input type\" 1: they must describe the same"},
        {trace(cpuOp + R"("dur": 1, "args": {"Input Dims": [[2,"x"],[3,4]], "Input type": ["float", "float"]}}, )"
             + kKernel),
            ErrorKind::WrongType, "traceEvents[0].args.Input Dims[0][1]"},
        {trace(cpuOp + R"("dur": 1, "args": {"External id": 1, "External id": 2}})"), ErrorKind::Syntax,
            "traceEvents[0]: the key \"External id\" appears twice"},
        {trace(cpuOp + R"("dur": 1})"), ErrorKind::Syntax,
            "t.json: the trace has no GPU kernels (only 1 CPU ops): profile with ProfilerActivity.CUDA as well"},
        {trace(R"({"ph": "X", "cat": "kernel", "ts": 1, "dur": 1e400})"), ErrorKind::InvalidValue,
            "t.json:1:87: the number \"1e400\" is out of range"},
        {"{\"traceEvents\": [{\"ph\": \"X\", ", ErrorKind::Syntax, "t.json:1:30: truncated JSON"},
        {"{\"traceEvents\": [},\n \"a\": 1}", ErrorKind::Syntax, "t.json:1:18: malformed JSON"},
        {"", ErrorKind::Syntax, "t.json: the file is empty"},
        {trace(std::string(40, '[') + std::string(40, ']')), ErrorKind::TooDeep, "traceEvents[0]: JSON nested deeper"},
        {std::string("\x1f\x8b\x08\x00garbage", 11), ErrorKind::Syntax, "t.json: not a whole gzip file"},
    };
    for (const BadTrace& bad : cases) {
        try {
            parseKinetoTrace(bad.text, "t.json");
            ADD_FAILURE() << "accepted: " << bad.text;
        } catch (const Error& error) {
            EXPECT_EQ(error.kind(), bad.kind) << error.what();
            EXPECT_NE(std::string(error.what()).find(bad.words), std::string::npos) << error.what();
        }
    }
}

TEST(KinetoTrace, ACutGzipFileIsRefusedWithoutInflatingItAll)
{
    std::ifstream in(kTraces / "step.pt.trace.json.gz", std::ios::binary);
    std::stringstream data;
    data << in.rdbuf();
    const std::string whole = data.str();
    try {
        parseKinetoTrace(whole.substr(0, whole.size() / 2), "cut.json.gz");
        ADD_FAILURE() << "a cut gzip file was read";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Syntax);
        EXPECT_NE(std::string(error.what()).find("cut.json.gz: not a whole gzip file (unexpected end of file)"),
            std::string::npos)
            << error.what();
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->code, ErrorCode::NotGzip);
    }
}

} // namespace
} // namespace roofline::test
