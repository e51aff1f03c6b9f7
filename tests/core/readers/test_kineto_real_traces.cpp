// Real PyTorch profiler traces (tests/data/traces/real/; its README names each one's repository, path and
// commit): PyTorch 1.9, 1.13-style (the launch's External id is its correlation), 2.x with ac2g flows,
// CUDA graphs, Triton, ROCm, and ops recorded without shapes. How much of their GPU time the app joins to
// the op that launched it, and each matmul op's kernel time, against the figures join_expected.py works
// out from the trace format alone (expected.json), to a relative 1e-9.
#include "support/test_helpers.h"

#include "core/files/gzip.h"
#include "core/readers/kineto_trace.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kReal = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "traces" / "real";

const nlohmann::json& expectedFigures()
{
    static const nlohmann::json figures = [] {
        std::ifstream in(kReal / "expected.json");
        return nlohmann::json::parse(in);
    }();
    return figures;
}

bool near(double app, double expected)
{
    return std::fabs(app - expected) <= 1e-9 * std::fabs(expected) + 1e-15;
}

void expectJoined(const JoinedTime& app, const nlohmann::json& expected, const std::string& what)
{
    EXPECT_PRED2(near, app.joinedSeconds, expected.at("joined_seconds").get<double>()) << what;
    EXPECT_PRED2(near, app.noLaunchSeconds, expected.at("no_launch_seconds").get<double>()) << what;
    EXPECT_PRED2(near, app.outsideOpsSeconds, expected.at("outside_ops_seconds").get<double>()) << what;
}

// Each op's kernel time: its groups' (named by the op, then shapes: "aten::mm fp32[64,128] …") and what
// was counted unmodelled under its name.
std::map<std::string, double> secondsByOp(const KinetoTrace& trace)
{
    std::map<std::string, double> seconds;
    for (const MeasuredKernel& kernel : trace.kernels)
        seconds[kernel.name.str().substr(0, kernel.name.str().find(' '))] += kernel.seconds;
    for (const UnmodelledTime& time : trace.unmodelled)
        seconds[time.op] += time.seconds;
    for (const DataMovement& moved : trace.dataMovement)
        seconds[moved.name.substr(0, moved.name.find(' '))] += moved.seconds;
    return seconds;
}

// The app's figures for one trace (read as `text`) against the expected ones (`key` of its entry).
void expectTheFigures(const KinetoTrace& trace, const nlohmann::json& expected, const std::string& name)
{
    const std::int64_t device = expected.at("device").get<std::int64_t>();
    EXPECT_EQ(trace.join.device, device) << name;
    const nlohmann::json& onDevice = expected.at("devices").at(std::to_string(device));
    EXPECT_PRED2(near, trace.kernelSeconds, onDevice.at("kernels").at("seconds").get<double>()) << name;
    expectJoined(trace.join.kernels, onDevice.at("kernels"), name + " kernels");
    expectJoined(trace.join.copies, onDevice.at("copies"), name + " copies");
    ASSERT_EQ(trace.join.devices.size(), expected.at("devices").size()) << name;
    for (const DeviceTime& time : trace.join.devices) {
        const nlohmann::json& figures = expected.at("devices").at(std::to_string(time.device));
        expectJoined(time.kernels, figures.at("kernels"), name + " GPU " + std::to_string(time.device));
    }
    const std::map<std::string, double> byOp = secondsByOp(trace);
    for (const char* which : {"matmul_seconds_by_op", "graph_launching_ops"})
        for (const auto& [op, seconds] : onDevice.at(which).items()) {
            ASSERT_TRUE(byOp.contains(op)) << name << ": " << op;
            EXPECT_PRED2(near, byOp.at(op), seconds.get<double>()) << name << ": " << op;
        }
    // The ops that do no FLOPs: embedding lookups and all-gathers, every one of them data movement.
    std::size_t moving = 0;
    for (const char* which : {"embedding_lookups", "allgather_groups"})
        moving += onDevice.contains(which) ? onDevice.at(which).size() : 0;
    ASSERT_EQ(trace.dataMovement.size(), moving) << name;
    for (const char* which : {"embedding_lookups", "allgather_groups"}) {
        if (!onDevice.contains(which))
            continue;
        for (const auto& [group, figures] : onDevice.at(which).items()) {
            const auto moved = std::find_if(trace.dataMovement.begin(), trace.dataMovement.end(),
                [&group](const DataMovement& one) { return one.name == group; });
            ASSERT_NE(moved, trace.dataMovement.end()) << name << ": " << group;
            EXPECT_EQ(moved->runs, figures.at("runs").get<std::size_t>()) << name << ": " << group;
            EXPECT_PRED2(near, moved->bytes, figures.at("bytes").get<double>()) << name << ": " << group;
            EXPECT_PRED2(near, moved->seconds, figures.at("seconds").get<double>()) << name << ": " << group;
        }
    }
    if (!onDevice.contains("allreduce_groups"))
        return;
    for (const auto& [group, figures] : onDevice.at("allreduce_groups").items()) {
        double flops = 0.0, bytes = 0.0, seconds = 0.0;
        for (const MeasuredKernel& kernel : trace.kernels)
            if (kernel.name == group) {
                flops += kernel.flops;
                bytes += kernel.bytes;
                seconds += kernel.seconds;
                EXPECT_EQ(kernel.link, SharedText(kAnyLinkName)) << group; // drawn against a link
            }
        EXPECT_PRED2(near, flops, figures.at("flops").get<double>()) << name << ": " << group;
        EXPECT_PRED2(near, bytes, figures.at("bytes").get<double>()) << name << ": " << group;
        EXPECT_PRED2(near, seconds, figures.at("seconds").get<double>()) << name << ": " << group;
    }
}

KinetoTrace readReal(const std::string& name)
{
    return loadKinetoTraceFile(kReal / name);
}

void expectAsWorkedOut(const std::string& name)
{
    SCOPED_TRACE(name);
    expectTheFigures(readReal(name), expectedFigures().at(name), name);
}

double joinedShare(const KinetoTrace& trace)
{
    return trace.join.kernels.joinedSeconds / trace.kernelSeconds;
}

TEST(KinetoRealTraces, EveryFixtureIsWorkedOut)
{
    // No fixture goes untested: each trace in the folder has its figures, and each figure its trace.
    std::size_t traces = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kReal)) {
        const std::string name = entry.path().filename().string();
        if (name == "expected.json" || !(name.ends_with(".json") || name.ends_with(".json.gz")))
            continue;
        ++traces;
        EXPECT_TRUE(expectedFigures().contains(name)) << name;
    }
    EXPECT_EQ(traces, expectedFigures().size());
    EXPECT_GE(traces, 8u);
}

TEST(KinetoRealTraces, ADistributedStepsAllReducesAreCostedFromTheirRecordedSizesAndDrawnOnALink)
{
    // HolisticTraceAnalysis's nccl_parser_config trace (DDP on 2 GPUs, PyTorch 2.x): each
    // record_param_comms names its all-reduce ("allreduce", 2049000 to 7875584 fp32 elements, a group of
    // 2); its NCCL kernel is launched inside it. Five groups, FLOPs (n−1)/n·N and bytes 2(n−1)/n·N·4 as
    // join_expected.py works them out, and their kernels' time.
    expectAsWorkedOut("nccl-allreduce-ddp.json.gz");
    const KinetoTrace trace = readReal("nccl-allreduce-ddp.json.gz");
    EXPECT_EQ(
        expectedFigures().at("nccl-allreduce-ddp.json.gz").at("devices").at("0").at("allreduce_groups").size(), 5u);
    std::size_t collectives = 0;
    for (const MeasuredShape& shape : trace.shapes)
        if (shape.name.starts_with("allreduce ")) {
            ++collectives;
            ASSERT_TRUE(shape.op); // the app's all-reduce, for a link to a modelled op of its shape
            EXPECT_EQ(shape.op->kind, OpKind::AllReduce);
        }
    EXPECT_EQ(collectives, 5u);
}

TEST(KinetoRealTraces, AnInferenceTracesEmbeddingLookupIsDataMovementAsWorkedOut)
{
    // AMD-AGI/TraceLens's Qwen1.5-0.5B-Chat inference on an H100 (PyTorch 2.x, record_shapes on): one
    // aten::embedding of a bf16 table [151936,1024] by int64 indices [16,559], its kernel launched inside it.
    // join_expected.py works out its bytes, 2·8944·1024·2 + 8944·8 = 36,706,176, and its kernel's time.
    const std::string name = "qwen-h100-inference.json.gz";
    expectAsWorkedOut(name);
    const KinetoTrace trace = readReal(name);
    ASSERT_EQ(trace.dataMovement.size(), 1u);
    EXPECT_EQ(trace.dataMovement[0].bytes, 36706176.0);
    EXPECT_FALSE(trace.dataMovement[0].overLink);
    // Nothing is lost: the points, the data movement and the unmodelled time are all the kernel time.
    double points = 0.0;
    for (const MeasuredKernel& kernel : trace.kernels)
        points += kernel.seconds;
    EXPECT_PRED2(near, points + trace.dataMovementSeconds + trace.unmodelledSeconds, trace.kernelSeconds);
}

TEST(KinetoRealTraces, TwoRanksOfOneJobInOneFileAreReadAGpuAtATimeEachJoinedAsItsOwnRankWouldBe)
{
    // Ranks 0 and 1 of one job (HTA's sampled_rank-0 and -1), merged into one file as a trace merger
    // writes them (merge_ranks.py): two host processes, GPUs 0 and 1, ten NCCL kernels each. GPU 1 has the
    // more kernel time and is read by default; GPU 0 when asked. Five correlations were numbered alike in
    // both ranks; the kernels they name (4 kernels and a memset a GPU) could have been launched by either
    // process, whose launches carry the same External id too: they join no op (no_launch), never the
    // wrong rank's, and a warning says so.
    const std::string name = "merged-ranks-0-1.json.gz";
    expectAsWorkedOut(name);
    const nlohmann::json& expected = expectedFigures().at(name);
    ASSERT_EQ(expected.at("device"), 1);
    const KinetoTrace busiest = readReal(name);
    ASSERT_EQ(busiest.join.devices.size(), 2u);
    EXPECT_GT(expected.at("devices").at("1").at("kernels").at("no_launch_seconds").get<double>(), 0.0);
    EXPECT_TRUE(std::any_of(busiest.warnings.begin(), busiest.warnings.end(), [](const ImportWarning& warning) {
        return warning.message.find("could have been launched by any of the processes 4037, 4045") != std::string::npos;
    }));
    // GPU 0: against the figures worked out for it, as its own rank's file alone joins it but for the five.
    nlohmann::json first = expected;
    first["device"] = 0;
    SCOPED_TRACE("GPU 0");
    expectTheFigures(loadKinetoTraceFile(kReal / name, 0), first, name);
}

TEST(KinetoRealTraces, APyTorch113TraceWhoseLaunchesCarryTheCorrelationAsExternalIdJoinsByTime)
{
    // Its launches' External id is the correlation, which names no op around them: the time join finds
    // the op (99.9 % of 0.61 s here), where following the External id left all of it in no op.
    expectAsWorkedOut("extid-corr-sampled-rank-0.json.gz");
    const KinetoTrace trace = readReal("extid-corr-sampled-rank-0.json.gz");
    EXPECT_GT(joinedShare(trace), 0.99);
    EXPECT_FALSE(trace.kernels.empty());
}

TEST(KinetoRealTraces, APyTorch20AllGatherFindsItsGroupSizeInItsTensorsAndIsDataMovement)
{
    // April 2023: c10d::_allgather_base_ with an int8 output [1073741824] and input [16777216], and no sizes in
    // record_param_comms. 64 chips; each run receives 63/64 of 1 GiB, 1,056,964,608 B, over a link; two runs,
    // their NCCL kernels 106.14 ms (join_expected.py works both out from the trace format alone).
    expectAsWorkedOut("extid-corr-sampled-rank-0.json.gz");
    const KinetoTrace trace = readReal("extid-corr-sampled-rank-0.json.gz");
    ASSERT_EQ(trace.dataMovement.size(), 1u);
    EXPECT_EQ(trace.dataMovement[0].name, "_allgather_base int8[1073741824] over 64 chips");
    EXPECT_EQ(trace.dataMovement[0].runs, 2u);
    EXPECT_EQ(trace.dataMovement[0].bytes, 2.0 * 1056964608.0);
    EXPECT_TRUE(trace.dataMovement[0].overLink);
    for (const UnmodelledTime& time : trace.unmodelled)
        EXPECT_NE(time.op, "c10d::_allgather_base_");
}

TEST(KinetoRealTraces, AKernelLaunchedFromAutogradsBackwardThreadJoinsItsOp)
{
    // The cutlass GEMM of an AddmmBackward0, launched on the backward thread inside its aten::mm.
    expectAsWorkedOut("extid-corr-backward-thread.json");
    const KinetoTrace trace = readReal("extid-corr-backward-thread.json");
    EXPECT_EQ(trace.join.kernels.joinedSeconds, trace.kernelSeconds);
}

TEST(KinetoRealTraces, APyTorch2TraceJoinsEveryKernelOfItsStep)
{
    expectAsWorkedOut("pt2-ns-resolution-step.json.gz");
}

TEST(KinetoRealTraces, KernelsWithoutACorrelationFindTheirLaunchByTheAc2gFlow)
{
    // The same 2.x traces with every GPU activity's "correlation" taken out: the ac2g flows alone join them.
    for (const std::string name : {"pt2-ns-resolution-step.json.gz", "rocm62-mi250-minitoy.json.gz",
             "extid-corr-cuda-graphs.json.gz", "pt2-triton.json.gz"}) {
        SCOPED_TRACE(name);
        std::ifstream in(kReal / name, std::ios::binary);
        std::stringstream data;
        data << in.rdbuf();
        const KinetoTrace whole = parseKinetoTrace(data.str(), name);
        // Rewritten as plain JSON without the correlations of kernels, copies and sets.
        std::string text = data.str();
        if (isGzip(text))
            text = gunzip(text, name, std::size_t {1} << 30);
        nlohmann::json trace = nlohmann::json::parse(text);
        for (nlohmann::json& event : trace.at("traceEvents")) {
            const std::string category = event.value("cat", "");
            if ((category == "kernel" || category == "gpu_memcpy" || category == "gpu_memset")
                && event.contains("args"))
                event["args"].erase("correlation");
        }
        const KinetoTrace byFlow = parseKinetoTrace(trace.dump(), name);
        expectTheFigures(byFlow, expectedFigures().at(name).at("by_flow_only"), name + " by flow");
        EXPECT_PRED2(near, byFlow.join.kernels.joinedSeconds, whole.join.kernels.joinedSeconds);
    }
}

TEST(KinetoRealTraces, ACudaGraphsKernelsJoinTheOpThatLaunchedTheGraph)
{
    // Each cudaGraphLaunch's kernels (8 of one of them) share its correlation: they join the op around the
    // launch, CompiledFunctionBackward, whose kernel time is among the figures compared.
    expectAsWorkedOut("extid-corr-cuda-graphs.json.gz");
    EXPECT_FALSE(
        expectedFigures().at("extid-corr-cuda-graphs.json.gz").at("devices").at("0").at("graph_launching_ops").empty());
    EXPECT_GT(joinedShare(readReal("extid-corr-cuda-graphs.json.gz")), 0.85);
}

TEST(KinetoRealTraces, ATritonKernelLaunchedThroughTheDriverJoinsItsOp)
{
    // Inductor's kernel, launched by cuLaunchKernel inside the record_function Inductor names after it.
    expectAsWorkedOut("pt2-triton.json.gz");
    const KinetoTrace trace = readReal("pt2-triton.json.gz");
    EXPECT_PRED2(near, joinedShare(trace), 1.0);
    ASSERT_EQ(trace.unmodelled.size(), 1u);
    EXPECT_EQ(trace.unmodelled[0].op, "triton_poi_fused_add_cos_sin_0");
    EXPECT_PRED2(near, trace.unmodelled[0].seconds, 1.76e-6);
}

TEST(KinetoRealTraces, ACompiledModelsMatmulsCalledWithOutAreCostedAsTraceLensCostsThem)
{
    // torch.compile on an MI300X (AMD-AGI/TraceLens, tests/traces/torch_compile_triton/trace.json.gz): Inductor
    // calls its matmuls as extern kernels with out=, so the profiler records aten::mm with the output as a third
    // tensor. Each group against TraceLens's own report of the same trace (trace_perf_report_csvs/GEMM.csv and
    // SDPA_fwd.csv, same commit): runs, GFLOPs and MB (of 2^20 bytes) per run, and its kernel time, which
    // TraceLens writes as a float (so to a float's 2^-23 of it; join_expected.py's exact sum is checked above).
    expectAsWorkedOut("pt2-inductor-mm-out.json.gz");
    const KinetoTrace trace = readReal("pt2-inductor-mm-out.json.gz");
    struct Report {
        const char* group;
        std::size_t runs;
        double gflops, megabytes, microseconds;
    };
    const Report reports[] {
        {"aten::mm bf16[32768,2048] bf16[2048,8192]", 2, 1099.511627776, 672.0, 3749.1650390625},
        {"aten::mm bf16[32768,2048] bf16[2048,2048]", 4, 274.877906944, 264.0, 2246.69091796875},
        {"aten::mm bf16[32768,8192] bf16[8192,2048]", 1, 1099.511627776, 672.0, 2033.69921875},
        {"aten::_scaled_dot_product_flash_attention bf16[8,16,4096,128] bf16[8,16,4096,128] bf16[8,16,4096,128]", 1,
            1099.511627776, 512.0, 3683.5087890625},
    };
    std::size_t runs = 0;
    for (const Report& report : reports) {
        SCOPED_TRACE(report.group);
        std::size_t count = 0;
        double seconds = 0.0;
        for (const MeasuredKernel& kernel : trace.kernels) {
            if (kernel.name != report.group)
                continue;
            ++count;
            seconds += kernel.seconds;
            EXPECT_PRED2(near, kernel.flops, report.gflops * 1e9);
            EXPECT_EQ(kernel.bytes, report.megabytes * 1048576.0);
        }
        EXPECT_EQ(count, report.runs);
        EXPECT_NEAR(seconds, report.microseconds * 1e-6, std::ldexp(report.microseconds * 1e-6, -23));
        runs += count;
    }
    EXPECT_EQ(trace.kernels.size(), runs); // no other group
    for (const UnmodelledTime& time : trace.unmodelled)
        EXPECT_NE(time.op, "aten::mm"); // none of the matmul time is left unmodelled
}

TEST(KinetoRealTraces, ARocmTraceJoinsItsKernelsAndKeepsItsCopiesApart)
{
    expectAsWorkedOut("rocm62-mi250-minitoy.json.gz");
    const KinetoTrace trace = readReal("rocm62-mi250-minitoy.json.gz");
    EXPECT_EQ(trace.join.device, 2); // Kineto numbers the MI250's GPU as ROCm does
    EXPECT_GT(trace.join.copies.joinedSeconds, 0.0);
}

TEST(KinetoRealTraces, APyTorch19TraceWithItsOlderNamesJoinsItsKernels)
{
    // "Operator", "Runtime", "Kernel", "Memset" and "external id": PyTorch 1.9's names.
    expectAsWorkedOut("pt19-resnet50.json.gz");
    EXPECT_GT(joinedShare(readReal("pt19-resnet50.json.gz")), 0.99);
}

TEST(KinetoRealTraces, ATraceRecordedWithoutShapesIsReadWholeAndSaysWhyOnce)
{
    // AlexNet profiled without record_shapes: every op lacks its shapes, yet all its kernel time joins
    // its ops, the aten::addmm time among it as unmodelled, and the reason is said in one warning.
    expectAsWorkedOut("extid-corr-alexnet-no-shapes.json.gz");
    const KinetoTrace trace = readReal("extid-corr-alexnet-no-shapes.json.gz");
    EXPECT_TRUE(trace.kernels.empty());
    EXPECT_PRED2(near, trace.unmodelledSeconds, trace.kernelSeconds);
    std::size_t sayings = 0;
    for (const ImportWarning& warning : trace.warnings) {
        const std::size_t at = warning.message.find("recorded without input shapes; profile with record_shapes=True");
        if (at == std::string::npos)
            continue;
        ++sayings;
        EXPECT_EQ(warning.detail.code, ErrorCode::UnmodelledOp);
        EXPECT_NE(warning.detail.value.find("aten::addmm"), std::string::npos) << warning.detail.value;
    }
    EXPECT_EQ(sayings, 1u);
    const auto addmm = std::find_if(trace.unmodelled.begin(), trace.unmodelled.end(),
        [](const UnmodelledTime& time) { return time.op == "aten::addmm"; });
    ASSERT_NE(addmm, trace.unmodelled.end());
    EXPECT_EQ(addmm->reason, "recorded without input shapes; profile with record_shapes=True");
}

} // namespace
} // namespace roofline::test
