// How a PyTorch trace's GPU time finds the op that launched it (docs/file-formats.md, "How a kernel finds
// its op"), on traces small enough to work out by hand: the launch by correlation or by ac2g flow, the
// innermost op on the launching thread around it, what is said of the time that joins none, ops recorded
// without shapes, memory copies kept apart from kernels, and a trace of several GPUs read one GPU at a time.
#include "support/test_helpers.h"

#include "core/readers/kineto_trace.h"
#include "core/readers/trace_join.h"

#include <algorithm>
#include <string>

namespace roofline::test {
namespace {

std::string traceOf(const std::string& events)
{
    return "{\"schemaVersion\": 1, \"traceEvents\": [" + events + "]}";
}

std::string event(const std::string& category, const std::string& name, int pid, int tid, double ts, double dur,
    const std::string& args)
{
    return R"({"ph": "X", "cat": ")" + category + R"(", "name": ")" + name + R"(", "pid": )" + std::to_string(pid)
        + R"(, "tid": )" + std::to_string(tid) + R"(, "ts": )" + std::to_string(ts) + R"(, "dur": )"
        + std::to_string(dur) + R"(, "args": {)" + args + "}}";
}

// aten::mm [64,128]·[128,256] fp32 on process 1's thread 1: 2·64·128·256 = 4194304 FLOPs.
std::string mm(double ts, double dur, int externalId)
{
    return event("cpu_op", "aten::mm", 1, 1, ts, dur,
        R"("External id": )" + std::to_string(externalId)
            + R"(, "Input Dims": [[64, 128], [128, 256]], "Input type": ["float", "float"])");
}

std::string launch(double ts, int correlation, int externalId, int tid = 1)
{
    return event("cuda_runtime", "cudaLaunchKernel", 1, tid, ts, 2,
        R"("External id": )" + std::to_string(externalId) + R"(, "correlation": )" + std::to_string(correlation));
}

std::string kernel(double dur, int correlation, int externalId, int device = 0, double ts = 500)
{
    return event("kernel", "gemm", device, 7, ts, dur,
        R"("device": )" + std::to_string(device) + R"(, "External id": )" + std::to_string(externalId)
            + R"(, "correlation": )" + std::to_string(correlation));
}

TEST(TraceJoin, AKernelJoinsTheInnermostOpAroundItsLaunchNotTheOpItsExternalIdNames)
{
    // As PyTorch 1.13 wrote it: the launch's and the kernel's External id is the correlation (40), and an
    // unrelated op that happens to carry External id 40 runs later. The kernel (6 µs) is the mm's, whose
    // span 10–30 µs holds the launch at 20 µs.
    const std::string text = traceOf(mm(10, 20, 3) + ", " + launch(20, 40, 40) + ", "
        + event("cpu_op", "aten::relu", 1, 1, 100, 5, R"("External id": 40)") + ", " + kernel(6, 40, 40));
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].flops, 4194304.0);
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.joinedSeconds, 6e-6, 1e-12));
    EXPECT_EQ(read.join.kernels.unjoinedSeconds(), 0.0);
}

TEST(TraceJoin, TimeThatJoinsNoOpIsCountedByWhy)
{
    // 3 µs launched at 50 µs, after the mm (10–30 µs) ended; 4 µs whose correlation no launch has.
    const std::string text = traceOf(mm(10, 20, 3) + ", " + launch(20, 40, 3) + ", " + launch(50, 41, 0) + ", "
        + kernel(6, 40, 3) + ", " + kernel(3, 41, 0) + ", " + kernel(4, 42, 0));
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    EXPECT_TRUE(relativelyNear(read.join.kernels.joinedSeconds, 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.outsideOpsSeconds, 3e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.noLaunchSeconds, 4e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.unjoinedSeconds(), 7e-6, 1e-12));
    ASSERT_EQ(read.unmodelled.size(), 1u);
    EXPECT_EQ(read.unmodelled[0].op, "(no op)");
    EXPECT_TRUE(relativelyNear(read.unmodelled[0].seconds, 7e-6, 1e-12));
}

TEST(TraceJoin, AKernelWithoutACorrelationFindsItsLaunchByItsFlow)
{
    // The ac2g flow 40 starts at the launch (thread 1, 20 µs) and ends at the kernel (GPU 0, stream 7, 500 µs).
    const std::string text = traceOf(mm(10, 20, 3) + R"(, {"ph": "s", "cat": "ac2g", "name": "ac2g", "id": 40,
        "pid": 1, "tid": 1, "ts": 20}, {"ph": "f", "cat": "ac2g", "name": "ac2g", "id": 40, "pid": 0, "tid": 7,
        "ts": 500, "bp": "e"}, )"
        + event("kernel", "gemm", 0, 7, 500, 6, R"("device": 0)"));
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_TRUE(relativelyNear(read.join.kernels.joinedSeconds, 6e-6, 1e-12));
    // A flow ending elsewhere (another time on the stream) joins nothing.
    const KinetoTrace elsewhere = parseKinetoTrace(traceOf(mm(10, 20, 3) + R"(, {"ph": "s", "cat": "ac2g", "id": 40,
        "pid": 1, "tid": 1, "ts": 20}, {"ph": "f", "cat": "ac2g", "id": 40, "pid": 0, "tid": 7, "ts": 499}, )"
                                                       + event("kernel", "gemm", 0, 7, 500, 6, R"("device": 0)")),
        "t.json");
    EXPECT_TRUE(relativelyNear(elsewhere.join.kernels.noLaunchSeconds, 6e-6, 1e-12));
}

TEST(TraceJoin, AFlowIdThatTwoProcessesStartedJoinsNoOpUnlessTheKernelIsOneProcesss)
{
    // Processes 1 and 2 each start an ac2g flow 40 inside an aten::mm (shapes [64,128]·[128,256] and, in
    // process 2, [8,128]·[128,256]: 2·8·128·256 = 524288 FLOPs); a kernel at the flow's end on GPU 0 could
    // be either's: no launch. Recorded under process 2's own pid, it is process 2's.
    const std::string mm2 = event("cpu_op", "aten::mm", 2, 1, 10, 20,
        R"("External id": 3, "Input Dims": [[8, 128], [128, 256]], "Input type": ["float", "float"])");
    const std::string flows = R"({"ph": "s", "cat": "ac2g", "id": 40, "pid": 1, "tid": 1, "ts": 20},
        {"ph": "s", "cat": "ac2g", "id": 40, "pid": 2, "tid": 1, "ts": 20}, )";
    const KinetoTrace either = parseKinetoTrace(traceOf(mm(10, 20, 3) + ", " + mm2 + ", " + flows
                                                    + R"({"ph": "f", "cat": "ac2g", "id": 40, "pid": 0, "tid": 7,
        "ts": 500}, )" + event("kernel", "gemm", 0, 7, 500, 6, R"("device": 0)")),
        "t.json");
    EXPECT_TRUE(either.kernels.empty());
    EXPECT_TRUE(relativelyNear(either.join.kernels.noLaunchSeconds, 6e-6, 1e-12));
    const KinetoTrace own = parseKinetoTrace(traceOf(mm(10, 20, 3) + ", " + mm2 + ", " + flows
                                                 + R"({"ph": "f", "cat": "ac2g", "id": 40, "pid": 2, "tid": 7,
        "ts": 500}, )" + event("kernel", "gemm", 2, 7, 500, 6, R"("device": 0)")),
        "t.json");
    ASSERT_EQ(own.kernels.size(), 1u);
    EXPECT_EQ(own.kernels[0].flops, 524288.0);
}

TEST(TraceJoin, AnOpRecordedWithoutShapesKeepsItsKernelTimeAsUnmodelledSaidOnce)
{
    // Two aten::mm and an aten::mul recorded without "Input Dims": 6 + 4 + 2 µs, all joined, all unmodelled,
    // and one warning names both ops and the reason.
    const std::string text = traceOf(event("cpu_op", "aten::mm", 1, 1, 10, 20, R"("External id": 3)") + ", "
        + event("cpu_op", "aten::mm", 1, 1, 40, 20, R"("External id": 4)") + ", "
        + event("cpu_op", "aten::mul", 1, 1, 70, 20, R"("External id": 5)") + ", " + launch(20, 40, 3) + ", "
        + launch(50, 41, 4) + ", " + launch(80, 42, 5) + ", " + kernel(6, 40, 3) + ", " + kernel(4, 41, 4) + ", "
        + kernel(2, 42, 5));
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    EXPECT_TRUE(read.kernels.empty());
    EXPECT_TRUE(relativelyNear(read.unmodelledSeconds, 12e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.joinedSeconds, 12e-6, 1e-12));
    ASSERT_EQ(read.unmodelled.size(), 2u);
    EXPECT_EQ(read.unmodelled[0].op, "aten::mm");
    EXPECT_TRUE(relativelyNear(read.unmodelled[0].seconds, 10e-6, 1e-12));
    EXPECT_EQ(read.unmodelled[0].reason, "recorded without input shapes; profile with record_shapes=True");
    std::vector<const ImportWarning*> said;
    for (const ImportWarning& warning : read.warnings)
        if (warning.message.find("record_shapes=True") != std::string::npos)
            said.push_back(&warning);
    ASSERT_EQ(said.size(), 1u);
    EXPECT_EQ(said[0]->message,
        "aten::mm, aten::mul is counted as unmodelled: recorded without input shapes; profile with "
        "record_shapes=True");
    EXPECT_EQ(said[0]->detail.code, ErrorCode::UnmodelledOp);
    EXPECT_EQ(said[0]->detail.value, "aten::mm, aten::mul");
}

TEST(TraceJoin, MemoryCopiesJoinTheirOpsButAreNeverKernelTime)
{
    // A 5 µs gpu_memcpy launched inside the mm, a 1 µs gpu_memset launched by no op: kept apart.
    const std::string text = traceOf(mm(10, 20, 3) + ", " + launch(20, 40, 3) + ", " + launch(25, 43, 3) + ", "
        + launch(60, 44, 0) + ", " + kernel(6, 40, 3) + ", "
        + event("gpu_memcpy", "Memcpy HtoD", 0, 7, 600, 5, R"("device": 0, "correlation": 43)") + ", "
        + event("gpu_memset", "Memset", 0, 7, 700, 1, R"("device": 0, "correlation": 44)"));
    const KinetoTrace read = parseKinetoTrace(text, "t.json");
    EXPECT_TRUE(relativelyNear(read.kernelSeconds, 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.kernels.joinedSeconds, 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.copies.joinedSeconds, 5e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.join.copies.outsideOpsSeconds, 1e-6, 1e-12));
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 6e-6, 1e-12));
}

TEST(TraceJoin, OnlyATraceWithoutAnyKernelIsRefused)
{
    // Copies alone are no kernels.
    const std::string copies = traceOf(mm(10, 20, 3) + ", " + launch(20, 43, 3) + ", "
        + event("gpu_memcpy", "Memcpy HtoD", 0, 7, 600, 5, R"("device": 0, "correlation": 43)"));
    try {
        parseKinetoTrace(copies, "t.json");
        ADD_FAILURE() << "a trace without kernels was read";
    } catch (const Error& error) {
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->code, ErrorCode::NoGpuKernels);
    }
}

// Two GPUs of one process: 6 µs on GPU 0 (the mm at 10–30 µs), 9 + 2 µs on GPU 1 (launched at 50 µs and
// 80 µs, after the mm: outside every op).
const std::string kTwoGpus = traceOf(mm(10, 20, 3) + ", " + launch(20, 40, 3) + ", " + launch(50, 41, 0) + ", "
    + launch(80, 42, 0) + ", " + kernel(6, 40, 3, 0) + ", " + kernel(9, 41, 0, 1) + ", " + kernel(2, 42, 0, 1));

TEST(TraceJoin, ATraceOfSeveralGpusIsReadOneGpuAtATimeTheBusiestFirstAndTheRestSaid)
{
    const KinetoTrace busiest = parseKinetoTrace(kTwoGpus, "t.json");
    EXPECT_EQ(busiest.join.device, 1);
    EXPECT_TRUE(relativelyNear(busiest.kernelSeconds, 11e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(busiest.join.kernels.outsideOpsSeconds, 11e-6, 1e-12));
    EXPECT_TRUE(busiest.kernels.empty()); // GPU 0's mm is not GPU 1's
    ASSERT_EQ(busiest.join.devices.size(), 2u);
    EXPECT_EQ(busiest.join.devices[0].device, 0);
    EXPECT_TRUE(relativelyNear(busiest.join.devices[0].kernels.joinedSeconds, 6e-6, 1e-12));
    EXPECT_EQ(busiest.join.devices[1].device, 1);
    // What is left out is said: GPU 0's 6 µs.
    const auto elsewhere = std::find_if(busiest.warnings.begin(), busiest.warnings.end(),
        [](const ImportWarning& warning) { return warning.detail.code == ErrorCode::OtherDevices; });
    ASSERT_NE(elsewhere, busiest.warnings.end());
    EXPECT_EQ(elsewhere->message,
        "6 µs of kernel time ran on the trace's other GPUs (0) and is left out: GPU 1 is read, the one with the "
        "most kernel time");
    EXPECT_EQ(elsewhere->detail.value, "6 µs");
    EXPECT_EQ(elsewhere->detail.expected, "0");
    EXPECT_EQ(elsewhere->detail.subject, "1");
    const KinetoTrace first = parseKinetoTrace(kTwoGpus, "t.json", 0);
    EXPECT_EQ(first.join.device, 0);
    ASSERT_EQ(first.kernels.size(), 1u);
    EXPECT_EQ(first.kernels[0].flops, 4194304.0);
    EXPECT_TRUE(relativelyNear(first.kernelSeconds, 6e-6, 1e-12));
    EXPECT_EQ(first.unmodelledSeconds, 0.0);
    const bool said = std::any_of(first.warnings.begin(), first.warnings.end(), [](const ImportWarning& warning) {
        return warning.detail.code == ErrorCode::OtherDevicesAsked
            && warning.message
            == "11 µs of kernel time ran on the trace's other GPUs (1) and is left out: GPU 0 is read, the one asked "
               "for";
    });
    EXPECT_TRUE(said);
}

TEST(TraceJoin, AGpuThatRanNoKernelIsRefusedNamingThoseThatDid)
{
    try {
        parseKinetoTrace(kTwoGpus, "t.json", 3);
        ADD_FAILURE() << "GPU 3 was read";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::InvalidValue);
        EXPECT_EQ(std::string(error.what()), "t.json: no kernel ran on GPU 3; the trace's GPUs with kernels: 0, 1");
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->expected, "0, 1");
    }
}

TEST(TraceJoin, TheInnermostOpAtAMomentIsFoundThroughItsAncestors)
{
    // Thread 1: A 0–100 holds B 10–40 (holding C 15–20) and D 50–60; thread 2: E 0–100.
    const OpNesting nesting({{1, 0, 100}, {1, 10, 40}, {1, 15, 20}, {1, 50, 60}, {2, 0, 100}});
    EXPECT_EQ(nesting.innermostAt(1, 17), 2);
    EXPECT_EQ(nesting.innermostAt(1, 30), 1); // after C ended: B
    EXPECT_EQ(nesting.innermostAt(1, 45), 0); // between B and D: A
    EXPECT_EQ(nesting.innermostAt(1, 60), 3); // an op's end is in it
    EXPECT_EQ(nesting.innermostAt(1, 101), -1);
    EXPECT_EQ(nesting.innermostAt(1, -1), -1);
    EXPECT_EQ(nesting.innermostAt(2, 45), 4);
    EXPECT_EQ(nesting.innermostAt(3, 45), -1);
    EXPECT_EQ(nesting.parent(2), 1);
    EXPECT_EQ(nesting.parent(3), 0);
    EXPECT_EQ(nesting.parent(4), -1);
}

} // namespace
} // namespace roofline::test
