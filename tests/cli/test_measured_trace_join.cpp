// `roofline-studio measured TRACE --json` says how much of a PyTorch trace's GPU time joined the op that
// launched it and why the rest did not (docs/cli.md, "measured"), and `--device` reads the GPU asked for.
// A real trace's figures are those join_expected.py works out from the format (tests/data/traces/real/);
// the two-GPU trace's are worked out in tests/data/traces/README.md.
#include "support/studio_process.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <string>
#include <vector>

namespace roofline::test::measured_trace_join_cli {
namespace {

const std::string kData = ROOFLINE_TEST_DATA_DIR;

nlohmann::json measuredJson(const std::vector<std::string>& arguments)
{
    const ProcessResult result = runStudio(arguments);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return nlohmann::json::parse(result.out);
}

bool near(const nlohmann::json& value, double expected)
{
    return value.is_number() && std::fabs(value.get<double>() - expected) <= 1e-9 * std::fabs(expected) + 1e-15;
}

TEST(MeasuredCli, ATracesJsonSaysHowMuchOfItsKernelTimeJoinedItsOpsAndWhyTheRestDidNot)
{
    const std::string name = "extid-corr-sampled-rank-0.json.gz";
    std::ifstream in(kData + "/traces/real/expected.json");
    const nlohmann::json expected = nlohmann::json::parse(in).at(name);
    const nlohmann::json& kernels = expected.at("devices").at("0").at("kernels");
    const nlohmann::json& copies = expected.at("devices").at("0").at("copies");
    const nlohmann::json report = measuredJson({"measured", kData + "/traces/real/" + name, "--json"});
    EXPECT_EQ(report.at("device"), 0);
    EXPECT_PRED2(near, report.at("kernel_seconds"), kernels.at("seconds").get<double>());
    EXPECT_PRED2(near, report.at("joined_seconds"), kernels.at("joined_seconds").get<double>());
    const double noLaunch = kernels.at("no_launch_seconds").get<double>();
    const double outside = kernels.at("outside_ops_seconds").get<double>();
    EXPECT_GT(outside, 0.0);
    EXPECT_PRED2(near, report.at("unjoined_seconds"), noLaunch + outside);
    EXPECT_PRED2(near, report.at("unjoined_by_reason").at("no_launch"), noLaunch);
    EXPECT_PRED2(near, report.at("unjoined_by_reason").at("outside_ops"), outside);
    EXPECT_PRED2(near, report.at("copies").at("seconds"), copies.at("seconds").get<double>());
    EXPECT_PRED2(near, report.at("copies").at("joined_seconds"), copies.at("joined_seconds").get<double>());
    EXPECT_PRED2(near, report.at("copies").at("unjoined_by_reason").at("outside_ops"),
        copies.at("outside_ops_seconds").get<double>());
    ASSERT_EQ(report.at("devices").size(), 1u);
    EXPECT_EQ(report.at("devices")[0].at("device"), 0);
    EXPECT_PRED2(near, report.at("devices")[0].at("joined_seconds"), kernels.at("joined_seconds").get<double>());
    EXPECT_PRED2(near, report.at("devices")[0].at("copy_seconds"), copies.at("seconds").get<double>());
}

TEST(MeasuredCli, DeviceReadsTheGpuAskedForAndListsTheOthers)
{
    const std::string trace = kData + "/traces/two-gpus.pt.trace.json";
    // By default GPU 1, with the most kernel time (9 + 2 µs, launched outside every op).
    const nlohmann::json busiest = measuredJson({"measured", trace, "--json"});
    EXPECT_EQ(busiest.at("device"), 1);
    EXPECT_PRED2(near, busiest.at("kernel_seconds"), 11e-6);
    EXPECT_PRED2(near, busiest.at("unjoined_by_reason").at("outside_ops"), 11e-6);
    EXPECT_EQ(busiest.at("kernels"), 0);
    ASSERT_EQ(busiest.at("devices").size(), 2u);
    EXPECT_EQ(busiest.at("devices")[0].at("device"), 0);
    EXPECT_PRED2(near, busiest.at("devices")[0].at("kernel_seconds"), 6e-6);
    EXPECT_PRED2(near, busiest.at("devices")[0].at("copy_seconds"), 5e-6);
    // GPU 0: the mm [64,128]·[128,256] fp32, 4194304 FLOPs in 6 µs, and its 5 µs copy kept apart.
    const nlohmann::json first = measuredJson({"measured", trace, "--device", "0", "--json"});
    EXPECT_EQ(first.at("device"), 0);
    ASSERT_EQ(first.at("groups").size(), 1u);
    EXPECT_EQ(first.at("groups")[0].at("name"), "aten::mm fp32[64,128] fp32[128,256]");
    EXPECT_EQ(first.at("groups")[0].at("flops"), 4194304.0);
    EXPECT_PRED2(near, first.at("joined_seconds"), 6e-6);
    EXPECT_PRED2(near, first.at("copies").at("joined_seconds"), 5e-6);
}

TEST(MeasuredCli, TwoRanksMergedIntoOneTraceReadTheGpuAskedForAsWorkedOut)
{
    // Two real ranks of one job in one file (tests/data/traces/real/merge_ranks.py): GPU 1 by default, the
    // more kernel time; GPU 0 when asked, each as join_expected.py joins it, the other listed.
    const std::string name = "merged-ranks-0-1.json.gz";
    std::ifstream in(kData + "/traces/real/expected.json");
    const nlohmann::json expected = nlohmann::json::parse(in).at(name);
    for (const std::int64_t device : {1, 0}) {
        SCOPED_TRACE(device);
        std::vector<std::string> arguments {"measured", kData + "/traces/real/" + name, "--json"};
        if (device == 0)
            arguments.insert(arguments.end(), {"--device", "0"});
        const nlohmann::json report = measuredJson(arguments);
        const nlohmann::json& kernels = expected.at("devices").at(std::to_string(device)).at("kernels");
        EXPECT_EQ(report.at("device"), device);
        EXPECT_PRED2(near, report.at("kernel_seconds"), kernels.at("seconds").get<double>());
        EXPECT_PRED2(near, report.at("joined_seconds"), kernels.at("joined_seconds").get<double>());
        EXPECT_PRED2(
            near, report.at("unjoined_by_reason").at("no_launch"), kernels.at("no_launch_seconds").get<double>());
        EXPECT_PRED2(
            near, report.at("unjoined_by_reason").at("outside_ops"), kernels.at("outside_ops_seconds").get<double>());
        ASSERT_EQ(report.at("devices").size(), 2u);
        for (const nlohmann::json& other : report.at("devices")) {
            const nlohmann::json& figures
                = expected.at("devices").at(std::to_string(other.at("device").get<std::int64_t>())).at("kernels");
            EXPECT_PRED2(near, other.at("kernel_seconds"), figures.at("seconds").get<double>());
            EXPECT_PRED2(near, other.at("joined_seconds"), figures.at("joined_seconds").get<double>());
        }
    }
}

TEST(MeasuredCli, DeviceOfAGpuWithoutKernelsOrOfAFileThatIsNoTraceIsRefused)
{
    const ProcessResult absent = runStudio({"measured", kData + "/traces/two-gpus.pt.trace.json", "--device", "3"});
    EXPECT_EQ(absent.exitCode, 2);
    EXPECT_NE(absent.err.find("two-gpus.pt.trace.json: no kernel ran on GPU 3; the trace's GPUs with kernels: 0, 1"),
        std::string::npos)
        << absent.err;
    EXPECT_TRUE(absent.out.empty());
    const ProcessResult csv = runStudio({"measured", kData + "/measured/simple.csv", "--device", "0"});
    EXPECT_EQ(csv.exitCode, 2);
    EXPECT_NE(csv.err.find("--device picks a GPU of a PyTorch profiler trace"), std::string::npos) << csv.err;
    const ProcessResult bad = runStudio({"measured", kData + "/traces/two-gpus.pt.trace.json", "--device", "-1"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--device must be a GPU's number"), std::string::npos) << bad.err;
}

} // namespace
} // namespace roofline::test::measured_trace_join_cli
