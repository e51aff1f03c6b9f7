// `roofline-studio measured FILE --json` on the profilers' formats (docs/cli.md, "measured"): a PyTorch
// trace's groups by op, shapes and dtypes with their unmodelled time, rocprofv3's dispatches and XProf's
// ops, each format recognised from the text. The numbers are those of the fixtures' READMEs.
#include "support/studio_process.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <string>
#include <tuple>
#include <vector>

namespace roofline::test::measured_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
const std::string kData = ROOFLINE_TEST_DATA_DIR;

nlohmann::json measuredJson(const std::string& file, const std::vector<std::string>& more = {})
{
    std::vector<std::string> arguments {"measured", file, "--json"};
    arguments.insert(arguments.end(), more.begin(), more.end());
    const ProcessResult result = runStudio(arguments);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return nlohmann::json::parse(result.out);
}

const nlohmann::json& group(const nlohmann::json& report, const std::string& name)
{
    for (const nlohmann::json& group : report.at("groups"))
        if (group.at("name") == name)
            return group;
    ADD_FAILURE() << "no group " << name << " in " << report.dump();
    static const nlohmann::json none = nlohmann::json::object();
    return none;
}

bool near(const nlohmann::json& value, double expected)
{
    return value.is_number() && std::abs(value.get<double>() - expected) <= 1e-12 * std::abs(expected);
}

TEST(MeasuredCli, ATraceGivesItsGroupsByShapeAndItsUnmodelledSeconds)
{
    const nlohmann::json report = measuredJson(kData + "/traces/step.pt.trace.json.gz");
    EXPECT_EQ(report.at("format"), "pytorch-trace");
    EXPECT_EQ(report.at("kernels"), 8);
    EXPECT_EQ(report.at("groups").size(), 7u);
    // Two runs of addmm(bias[4096], a[512,1024], b[1024,4096]) in bf16: 2·(2·512·1024·4096 + 512·4096)
    // FLOPs, 2·(4096 + 512·1024 + 1024·4096 + 512·4096)·2 bytes, kernels of 20 µs and 22 µs.
    const nlohmann::json& addmm = group(report, "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]");
    EXPECT_EQ(addmm.value("count", 0), 2);
    EXPECT_EQ(addmm.value("flops", 0.0), 8594128896.0);
    EXPECT_EQ(addmm.value("bytes", 0.0), 27279360.0);
    EXPECT_TRUE(near(addmm.value("seconds", nlohmann::json()), 42e-6)) << addmm.dump();
    // NCCL 5 µs and an aten::mm of long int 1 µs, of 104.5 µs of kernels.
    EXPECT_TRUE(near(report.value("unmodelled_seconds", nlohmann::json()), 6e-6)) << report.dump();
    EXPECT_TRUE(near(report.value("kernel_seconds", nlohmann::json()), 104.5e-6)) << report.dump();
    ASSERT_EQ(report.at("unmodelled").size(), 2u);
    EXPECT_EQ(report.at("unmodelled")[0].at("op"), "(no op)");
}

TEST(MeasuredCli, ThePlainAndTheGzippedTraceReportTheSame)
{
    nlohmann::json plain = measuredJson(kData + "/traces/step.pt.trace.json");
    nlohmann::json gzipped = measuredJson(kData + "/traces/step.pt.trace.json.gz");
    EXPECT_EQ(plain.at("warnings").size(), 4u);
    // Only the file names its warnings start with differ.
    plain.erase("warnings");
    gzipped.erase("warnings");
    EXPECT_EQ(plain, gzipped);
}

TEST(MeasuredCli, RocprofDispatchesOfOneKernelFormOneGroup)
{
    const nlohmann::json report = measuredJson(kData + "/rocprof/counter_collection.csv");
    EXPECT_EQ(report.at("format"), "rocprofv3");
    EXPECT_EQ(report.at("kernels"), 3);
    // The two GEMM dispatches: 536998912 + 536870912 FLOPs, 9376000 + 8320000 bytes, 50 µs + 40 µs.
    const nlohmann::json& gemm
        = group(report, "Cijk_Alik_Bljk_BBS_BH_Bias_HA_S_SAV_UserArgs_MT256x256x64_MI16x16x1_SN_LDSB1_AFC1_AFEM1");
    EXPECT_EQ(gemm.value("count", 0), 2);
    EXPECT_EQ(gemm.value("flops", 0.0), 1073869824.0);
    EXPECT_EQ(gemm.value("bytes", 0.0), 17696000.0);
    EXPECT_TRUE(near(gemm.value("seconds", nlohmann::json()), 90e-6)) << gemm.dump();
    ASSERT_EQ(report.at("skipped").size(), 1u);
    EXPECT_EQ(report.at("skipped")[0].at("line"), 8);
    EXPECT_FALSE(report.contains("unmodelled_seconds"));
}

TEST(MeasuredCli, XprofOpsAreReadFromTheWholeProfilesRows)
{
    const nlohmann::json report = measuredJson(kData + "/xprof/roofline_model.csv");
    EXPECT_EQ(report.at("format"), "xprof");
    EXPECT_EQ(report.at("kernels"), 2);
    // 150000 GFLOP/s over 1200 µs; 50 GiB/s over the same.
    const nlohmann::json& convolution = group(report, "convolution.12");
    EXPECT_TRUE(near(convolution.value("flops", nlohmann::json()), 1.8e11)) << convolution.dump();
    EXPECT_TRUE(near(convolution.value("bytes", nlohmann::json()), 64424509.44)) << convolution.dump();
    EXPECT_EQ(report.at("skipped").size(), 2u);
}

TEST(MeasuredCli, CompareGivesEachGroupInBothItsSpeedupPerKernel)
{
    // simple.csv before, simple-after.csv after: gemm 1.23 ms once, then 0.615 ms twice (mean 0.615 ms): 2×;
    // add 98.3 µs, then 100 µs: 0.983×; attention only before, fused_bias_gelu only after.
    const ProcessResult result = runProcess(kApp,
        {"measured", kData + "/measured/simple.csv", "--compare", kData + "/measured/simple-after.csv", "--json"},
        {"XDG_DATA_HOME=/nonexistent-roofline-test", "XDG_CONFIG_HOME=/nonexistent-roofline-test"}, 60);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json report = nlohmann::json::parse(result.out);
    EXPECT_EQ(report.at("in_both"), 2);
    EXPECT_EQ(report.at("only_before"), 1);
    EXPECT_EQ(report.at("only_after"), 1);
    const auto change = [&](const std::string& name) {
        for (const nlohmann::json& row : report.at("changes"))
            if (row.at("name") == name)
                return row;
        ADD_FAILURE() << "no change for " << name;
        return nlohmann::json::object();
    };
    const nlohmann::json gemm = change("gemm \"4096x4096x4096\", bf16");
    EXPECT_TRUE(near(gemm.value("speedup", nlohmann::json()), 2.0)) << gemm.dump();
    EXPECT_EQ(gemm.at("after").value("count", 0), 2);
    EXPECT_TRUE(near(change("add, fp32").value("speedup", nlohmann::json()), 0.983)) << report.dump();
    EXPECT_TRUE(change("attention").at("speedup").is_null());
    EXPECT_TRUE(change("attention").at("after").is_null());
    EXPECT_TRUE(change("fused_bias_gelu").at("before").is_null());

    // The table says the same for people.
    const ProcessResult text = runProcess(kApp,
        {"measured", kData + "/measured/simple.csv", "--compare", kData + "/measured/simple-after.csv"},
        {"XDG_DATA_HOME=/nonexistent-roofline-test", "XDG_CONFIG_HOME=/nonexistent-roofline-test"}, 60);
    EXPECT_NE(text.out.find("2×"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("only before"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("only after"), std::string::npos) << text.out;
}

TEST(MeasuredCli, ATracesMatmulIsMeasuredAgainstThePeakOfItsDtype)
{
    // tests/data/traces/before-after/README.md: before, aten::mm bf16 [4096,4096]·[4096,16384] ran four
    // times for 1500 + 1510 + 1495 + 1505 = 6010 µs, 4·2·4096·4096·16384 FLOPs: 3.6589e14 FLOPs/s, past
    // H100's ridge (intensity 1820), so 36.996 % of its bf16 peak, 9.89e14 (hardware-profiles/h100-sxm.json),
    // not the 18.49 % of its fp8 peak, 1.979e15.
    const nlohmann::json report
        = measuredJson(kData + "/traces/before-after/before.pt.trace.json", {"--chip", "h100-sxm"});
    const nlohmann::json& mm = group(report, "aten::mm bf16[4096,4096] bf16[4096,16384]");
    EXPECT_EQ(mm.value("dtype", nlohmann::json()), "bf16") << mm.dump();
    EXPECT_EQ(mm.value("peak_precision", nlohmann::json()), "bf16") << mm.dump();
    EXPECT_TRUE(near(mm.value("fraction_of_roof", nlohmann::json()), 4.0 * 549755813888.0 / 6010e-6 / 9.89e14))
        << mm.dump();
    for (const nlohmann::json& warning : report.at("warnings"))
        EXPECT_EQ(warning.get<std::string>().find("highest peak"), std::string::npos) << warning;
}

TEST(MeasuredCli, AnEmbeddingLookupIsDataMovementMeasuredAgainstTheChipsHbm)
{
    // tests/data/traces/README.md: two lookups of 4096 bf16 rows of 4096 and their int64 indices, 2·67,141,632 B
    // in 30 + 34 µs: 2.098176e12 B/s, 62.6 % of H100 SXM's HBM, 3.35e12 B/s (hardware-profiles/h100-sxm.json).
    const nlohmann::json report = measuredJson(kData + "/traces/embedding.pt.trace.json", {"--chip", "h100-sxm"});
    EXPECT_TRUE(near(report.value("data_movement_seconds", nlohmann::json()), 64e-6)) << report.dump();
    ASSERT_EQ(report.at("data_movement").size(), 1u) << report.dump();
    const nlohmann::json& lookup = report.at("data_movement")[0];
    EXPECT_EQ(lookup.value("name", ""), "aten::embedding bf16[32000,4096] i64[8,512]");
    EXPECT_EQ(lookup.value("count", 0), 2);
    EXPECT_EQ(lookup.value("bytes", 0.0), 134283264.0);
    EXPECT_TRUE(near(lookup.value("seconds", nlohmann::json()), 64e-6)) << lookup.dump();
    EXPECT_TRUE(near(lookup.value("bytes_per_s", nlohmann::json()), 2.098176e12)) << lookup.dump();
    EXPECT_EQ(lookup.value("level", ""), "HBM");
    EXPECT_TRUE(near(lookup.value("fraction_of_bandwidth", nlohmann::json()), 2.098176e12 / 3.35e12)) << lookup.dump();
    // It is neither a group nor unmodelled; the kernel time adds up: 250 (mm) + 108 (the backward) + 64 = 422 µs.
    EXPECT_EQ(report.at("groups").size(), 2u);
    EXPECT_EQ(report.value("unmodelled_seconds", -1.0), 0.0);
    double groups = 0.0;
    for (const nlohmann::json& one : report.at("groups"))
        groups += one.at("seconds").get<double>();
    EXPECT_TRUE(near(nlohmann::json(groups + 64e-6), 422e-6)) << report.dump();
    EXPECT_TRUE(near(report.value("kernel_seconds", nlohmann::json()), 422e-6)) << report.dump();
    // Without a chip: no level and no fraction.
    const nlohmann::json plain = measuredJson(kData + "/traces/embedding.pt.trace.json");
    EXPECT_FALSE(plain.at("data_movement")[0].contains("fraction_of_bandwidth"));
    // A trace with none says so with an empty list.
    const nlohmann::json step = measuredJson(kData + "/traces/step.pt.trace.json");
    EXPECT_EQ(step.value("data_movement_seconds", -1.0), 0.0);
    EXPECT_TRUE(step.at("data_movement").empty());
}

TEST(MeasuredCli, DataMovementIsCarriedOverByAProjectionAndCountedInAComparisonsTotals)
{
    // The embedding trace's 64 µs of lookups are in no group: a projection onto another chip carries them over as
    // measured (nothing else of the trace is unmodelled), and a comparison counts them in each side's total.
    const std::string trace = kData + "/traces/embedding.pt.trace.json";
    const nlohmann::json projected = measuredJson(trace, {"--chip", "h100-sxm", "--project-to", "b200"});
    ASSERT_EQ(projected.at("projections").size(), 1u) << projected.dump();
    const nlohmann::json& onB200 = projected.at("projections")[0];
    EXPECT_TRUE(near(onB200.value("unmodelled_s", nlohmann::json()), 64e-6)) << onB200.dump();
    EXPECT_TRUE(near(nlohmann::json(onB200.at("step_s").get<double>() - onB200.at("modelled_s").get<double>()), 64e-6))
        << onB200.dump();
    const ProcessResult compared = runStudio({"measured", trace, "--compare", trace, "--json"});
    ASSERT_EQ(compared.exitCode, 0) << compared.err;
    const nlohmann::json comparison = nlohmann::json::parse(compared.out);
    EXPECT_TRUE(near(comparison.value("before_unmodelled_seconds", nlohmann::json()), 64e-6)) << comparison.dump();
    EXPECT_TRUE(near(comparison.value("after_total_seconds", nlohmann::json()), 422e-6)) << comparison.dump();
}

TEST(MeasuredCli, AnAllGatherIsDataMovementMeasuredAgainstTheChipsLinksOrNoneWhenItHasNone)
{
    // record_param_comms of a bf16 all-gather from 1,048,576 elements a chip to 8,388,608 over 8 chips, as PyTorch
    // 2.1 on records it, its NCCL kernel of 100 µs launched inside it: 7/8 of 8,388,608·2 B = 14,680,064 B each
    // chip receives, 1.4680064e11 B/s; H100 SXM's NVLink, 18 links of 2.5e10 B/s: 4.5e11, 32.6 %.
    const std::string trace = ::testing::TempDir() + "/allgather.pt.trace.json";
    {
        std::ofstream out(trace);
        out << R"json({"traceEvents": [
  {"ph": "X", "cat": "cpu_op", "name": "record_param_comms", "pid": 1, "tid": 1, "ts": 0, "dur": 50,
   "args": {"External id": 1, "Collective name": "allgather", "In msg nelems": 1048576, "Out msg nelems": 8388608,
            "Group size": 8, "dtype": "BFloat16"}},
  {"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 1, "tid": 1, "ts": 10, "dur": 5,
   "args": {"External id": 1, "correlation": 7}},
  {"ph": "X", "cat": "kernel", "name": "ncclDevKernel_AllGather_RING_LL(ncclDevKernelArgsStorage<4096ul>)",
   "pid": 0, "tid": 7, "ts": 100, "dur": 100, "args": {"device": 0, "correlation": 7}}
]})json";
    }
    const nlohmann::json onH100 = measuredJson(trace, {"--chip", "h100-sxm"});
    ASSERT_EQ(onH100.at("data_movement").size(), 1u) << onH100.dump();
    const nlohmann::json& gather = onH100.at("data_movement")[0];
    EXPECT_EQ(gather.value("name", ""), "allgather bf16[8388608] over 8 chips");
    EXPECT_EQ(gather.value("bytes", 0.0), 14680064.0);
    EXPECT_TRUE(near(gather.value("bytes_per_s", nlohmann::json()), 1.4680064e11)) << gather.dump();
    EXPECT_EQ(gather.value("level", ""), "NVLink");
    EXPECT_TRUE(near(gather.value("fraction_of_bandwidth", nlohmann::json()), 1.4680064e11 / 4.5e11)) << gather.dump();
    EXPECT_TRUE(onH100.at("groups").empty());
    // The chapter's H100 lists no link: the all-gather keeps its bytes and rate, measured against nothing.
    const nlohmann::json onChapter = measuredJson(trace, {"--chip", "h100-chapter"});
    ASSERT_EQ(onChapter.at("data_movement").size(), 1u) << onChapter.dump();
    EXPECT_FALSE(onChapter.at("data_movement")[0].contains("level")) << onChapter.dump();
    EXPECT_FALSE(onChapter.at("data_movement")[0].contains("fraction_of_bandwidth")) << onChapter.dump();
    const ProcessResult text = runStudio({"measured", trace, "--chip", "h100-chapter"});
    EXPECT_NE(text.out.find("(no link)"), std::string::npos) << text.out;
    // With no point it has nothing to compare, and says where its time went.
    const ProcessResult compared = runStudio({"measured", trace, "--compare", trace});
    EXPECT_EQ(compared.exitCode, 2);
    EXPECT_NE(compared.err.find("has no measured kernels to compare: every kernel of the trace ran in ops that do no "
                                "FLOPs (100 µs)"),
        std::string::npos)
        << compared.err;
}

TEST(MeasuredCli, AFileThatDoesNotSayItsPrecisionIsMeasuredAgainstTheHighestPeakAndSaysSo)
{
    // simple.csv's gemm on H100: 1.37438953472e11 FLOPs in 1.23 ms over 1.0145e8 bytes (intensity 1354.7,
    // compute-bound): 1.11739e14 FLOPs/s, of the fp8 peak 1.979e15 for want of its precision: 5.6462 %.
    const nlohmann::json report = measuredJson(kData + "/measured/simple.csv", {"--chip", "h100-sxm"});
    const nlohmann::json& gemm = group(report, "gemm \"4096x4096x4096\", bf16");
    EXPECT_TRUE(gemm.at("dtype").is_null()) << gemm.dump();
    EXPECT_EQ(gemm.value("peak_precision", nlohmann::json()), "fp8") << gemm.dump();
    EXPECT_TRUE(near(gemm.value("fraction_of_roof", nlohmann::json()), 1.37438953472e11 / 1.23e-3 / 1.979e15))
        << gemm.dump();
    bool said = false;
    for (const nlohmann::json& warning : report.at("warnings"))
        said = said || warning.get<std::string>().find("highest peak (fp8)") != std::string::npos;
    EXPECT_TRUE(said) << report.at("warnings").dump();
}

TEST(MeasuredCli, CompareSaysMeansAndCountsTheUnmodelledTimeInItsTotals)
{
    // step.pt.trace.json (its README): 104.5 µs of kernels, 6 µs of them unmodelled, 98.5 µs in groups.
    const ProcessResult result = runStudio({"measured", kData + "/traces/step.pt.trace.json", "--compare",
        kData + "/traces/step.pt.trace.json.gz", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json report = nlohmann::json::parse(result.out);
    EXPECT_TRUE(near(report.value("before_seconds", nlohmann::json()), 98.5e-6)) << report.dump();
    EXPECT_TRUE(near(report.value("before_unmodelled_seconds", nlohmann::json()), 6e-6)) << report.dump();
    EXPECT_TRUE(near(report.value("before_total_seconds", nlohmann::json()), 104.5e-6)) << report.dump();
    EXPECT_TRUE(near(report.value("after_total_seconds", nlohmann::json()), 104.5e-6)) << report.dump();
    // Each side's reader warnings are the comparison's too (4 each: the step's unmodelled time and so on).
    EXPECT_EQ(report.at("warnings").size(), 8u) << report.at("warnings").dump();
    // addmm ran twice, 20 and 22 µs: a mean of 21 µs a kernel, each side.
    for (const nlohmann::json& change : report.at("changes")) {
        if (change.at("name") == "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]") {
            EXPECT_TRUE(near(change.at("before").value("mean_seconds", nlohmann::json()), 21e-6)) << change.dump();
        }
    }
    const ProcessResult text
        = runStudio({"measured", kData + "/measured/simple.csv", "--compare", kData + "/measured/simple-after.csv"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("mean before"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("mean after"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("1 → 2"), std::string::npos) << text.out; // gemm: one kernel before, two after
    EXPECT_TRUE(text.err.empty()) << text.err; // the same format, groups in both: nothing to warn of
}

TEST(MeasuredCli, ComparingTwoFormatsThatShareNoGroupWarnsOnStderrAndInTheJson)
{
    // An Nsight Compute export (CUDA kernels by name) against a PyTorch trace (ops by shape): "0 in both".
    const ProcessResult result = runStudio(
        {"measured", kData + "/measured/ncu-details.csv", "--compare", kData + "/traces/step.pt.trace.json", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json report = nlohmann::json::parse(result.out);
    EXPECT_EQ(report.at("in_both"), 0);
    EXPECT_EQ(report.at("before_formats"), nlohmann::json::array({"nsight-compute"}));
    EXPECT_EQ(report.at("after_formats"), nlohmann::json::array({"pytorch-trace"}));
    const std::string formats = "is an Nsight Compute CSV and " + kData
        + "/traces/step.pt.trace.json a PyTorch "
          "profiler trace";
    const std::string none = "share no group";
    const auto said = [&](const std::string& words) {
        for (const nlohmann::json& warning : report.at("warnings"))
            if (warning.get<std::string>().find(words) != std::string::npos)
                return true;
        return false;
    };
    EXPECT_TRUE(said(formats)) << report.at("warnings").dump();
    EXPECT_TRUE(said(none)) << report.at("warnings").dump();
    EXPECT_NE(result.err.find("warning: " + kData + "/measured/ncu-details.csv " + formats), std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find(none), std::string::npos) << result.err;
    // Without --json the table is the same comparison, and stderr says the same.
    const ProcessResult text = runStudio(
        {"measured", kData + "/measured/ncu-details.csv", "--compare", kData + "/traces/step.pt.trace.json"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.err.find(none), std::string::npos) << text.err;
    // export --measured A --compare B says it too, before it draws.
    const std::string out = ::testing::TempDir() + "/two-formats.png";
    const ProcessResult exported = runStudio({"export", "--chip", "h100-sxm", "--measured",
        kData + "/measured/ncu-details.csv", "--compare", kData + "/traces/step.pt.trace.json", "--out", out});
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_NE(exported.err.find("warning: " + kData + "/measured/ncu-details.csv " + formats), std::string::npos)
        << exported.err;
    EXPECT_NE(exported.err.find(none), std::string::npos) << exported.err;
}

TEST(MeasuredCli, ComparingARunWithNoKernelsSaysSoAndExitsTwo)
{
    // An ERT roofline.json holds ceilings, not kernels: as BEFORE or as AFTER there is nothing to compare.
    const std::string ert = kData + "/ert/roofline.json";
    const std::string csv = kData + "/measured/simple.csv";
    for (const auto& [before, after, named] : {std::tuple {ert, csv, ert}, std::tuple {csv, ert, ert}}) {
        SCOPED_TRACE(before + " --compare " + after);
        const ProcessResult result = runStudio({"measured", before, "--compare", after, "--json"});
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_NE(result.err.find(named), std::string::npos) << result.err;
        EXPECT_NE(result.err.find("has no measured kernels to compare"), std::string::npos) << result.err;
        EXPECT_NE(result.err.find("ceilings, not kernels"), std::string::npos) << result.err;
    }
}

} // namespace
} // namespace roofline::test::measured_cli
