// `roofline-studio calc` and friends, end to end: the real executable, its stdout, stderr and exit status.
#include "../core/test_helpers.h"
#include "../support/run_process.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;

ProcessResult app(const std::vector<std::string>& arguments)
{
    // An empty data folder, so the user's own saved chips never change what a test sees.
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=/nonexistent-roofline-test"});
}

nlohmann::json calcJson(const std::vector<std::string>& arguments)
{
    std::vector<std::string> all {"calc"};
    all.insert(all.end(), arguments.begin(), arguments.end());
    all.push_back("--json");
    const ProcessResult result = app(all);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.err, "");
    return nlohmann::json::parse(result.out);
}

TEST(CalcCli, TwoChipExampleReportsCriticalD8755)
{
    const nlohmann::json rows = calcJson(
        {"--chip", "tpu-v5e", "--op", "sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI x=bf16 w=bf16 z=bf16"});
    ASSERT_EQ(rows.size(), 1u);
    const nlohmann::json& row = rows[0];
    EXPECT_EQ(row["chip"], "tpu-v5e");
    EXPECT_EQ(row["link"], "ICI");
    EXPECT_EQ(row["bytes"].get<double>(), 2.0 * 512 * 4096);
    EXPECT_EQ(row["flops"].get<double>(), 512.0 * 16384 * 4096);
    EXPECT_EQ(row["bandwidth_bytes_per_s"].get<double>(), 4.5e10);
    EXPECT_EQ(row["bound"], "compute");
    EXPECT_TRUE(relativelyNear(row["critical_d"].get<double>(), 8755.6));
    EXPECT_FALSE(row.contains("critical_batch"));
}

TEST(CalcCli, Q5FromAChipFileGivesCriticalBatch298)
{
    const auto path = std::filesystem::temp_directory_path() / "roofline-q5-h100.json";
    {
        std::ofstream out(path);
        out << R"json({"id": "h100-sheet", "name": "H100 (sheet)", "vendor": "NVIDIA",
                  "peak_flops_per_s": {"bf16": 1e15},
                  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 3.35e12}]})json";
    }
    const nlohmann::json rows = calcJson({"--chip", path.string(), "--op", "matmul B=8 D=10000000 F=10000000"});
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_TRUE(relativelyNear(rows[0]["critical_intensity"].get<double>(), 298.5));
    EXPECT_TRUE(relativelyNear(rows[0]["critical_batch"].get<double>(), 298.5));
    EXPECT_EQ(rows[0]["bound"], "bandwidth");
    std::filesystem::remove(path);
}

TEST(CalcCli, ComputeBoundAtAnyBAndNeverAreSaidInWords)
{
    // A chip whose ridge is at 1 FLOP/byte. Per-example weights (docs/model.md §4, Q4): FLOPs and bytes both
    // grow from 0 with B, so B alone never changes the bound. int8 weights: 2DF / (2D + DF + 2F),
    // about 2 FLOPs/byte, above the ridge at any B; bf16 weights: just under 1, below it at any B.
    const auto path = std::filesystem::temp_directory_path() / "roofline-ridge-at-one.json";
    {
        std::ofstream out(path);
        out << R"json({"id": "ridge-one", "name": "Ridge at one", "vendor": "Test",
                  "peak_flops_per_s": {"bf16": 1e12},
                  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}]})json";
    }
    const std::string always = "batched-matmul B=8 D=4096 F=4096 x=bf16 w=int8 z=bf16";
    const std::string never = "batched-matmul B=8 D=4096 F=4096 x=bf16 w=bf16 z=bf16";
    const nlohmann::json rows = calcJson({"--chip", path.string(), "--op", always, "--op", never});
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0]["bound"], "compute");
    EXPECT_TRUE(relativelyNear(
        rows[0]["intensity"].get<double>(), 2.0 * 4096 * 4096 / (2 * 4096 + 4096.0 * 4096 + 2 * 4096), 1e-12));
    ASSERT_TRUE(rows[0].contains("critical_batch"));
    EXPECT_EQ(rows[0]["critical_batch"], 0.0); // docs/cli.md: 0 when every B does
    EXPECT_EQ(rows[1]["bound"], "bandwidth");
    ASSERT_TRUE(rows[1].contains("critical_batch"));
    EXPECT_TRUE(rows[1]["critical_batch"].is_null()); // docs/cli.md: null when no B gets there

    const ProcessResult table = app({"calc", "--chip", path.string(), "--op", always, "--op", never});
    EXPECT_EQ(table.exitCode, 0) << table.err;
    std::istringstream lines(table.out);
    std::string line;
    std::vector<std::string> opLines;
    while (std::getline(lines, line)) {
        if (line.find("batched-matmul") != std::string::npos)
            opLines.push_back(line);
    }
    ASSERT_EQ(opLines.size(), 2u) << table.out;
    // The critical-B column, then the footprint column.
    EXPECT_NE(opLines[0].find("  compute    at any B  "), std::string::npos) << opLines[0];
    EXPECT_NE(opLines[1].find("  bandwidth  never  "), std::string::npos) << opLines[1];
    EXPECT_EQ(table.out.find("B > 0"), std::string::npos) << table.out;
    std::filesystem::remove(path);
}

TEST(CalcCli, JsonHasEveryDocumentedKeyPerChipAndOp)
{
    const nlohmann::json rows = calcJson({"--chip", "tpu-v5e", "--chip", "h100-sxm", "--op",
        "matmul B=256 D=4096 F=4096 x=bf16 w=int8 z=bf16", "--op", "dot N=1000000 dtype=bf16"});
    ASSERT_EQ(rows.size(), 4u);
    for (const char* key : {"chip", "op", "flops", "bytes", "link", "intensity", "critical_intensity",
             "peak_flops_per_s", "bandwidth_bytes_per_s", "t_math_s", "t_comms_s", "t_lower_s", "t_upper_s",
             "attainable_flops_per_s", "bound"}) {
        for (const auto& row : rows)
            EXPECT_TRUE(row.contains(key)) << key;
    }
    EXPECT_EQ(rows[0]["chip"], "tpu-v5e");
    EXPECT_EQ(rows[2]["chip"], "h100-sxm");
    EXPECT_TRUE(relativelyNear(rows[0]["critical_batch"].get<double>(), 136.09));
    EXPECT_EQ(rows[0]["bytes"].get<double>(), 2.0 * 256 * 4096 + 4096.0 * 4096 + 2.0 * 256 * 4096);
    EXPECT_TRUE(relativelyNear(rows[1]["intensity"].get<double>(), 0.49999975));
    EXPECT_EQ(rows[1]["bound"], "bandwidth");
    EXPECT_FALSE(rows[1].contains("critical_batch"));
    const double t = rows[2]["t_lower_s"].get<double>();
    EXPECT_EQ(t, std::max(rows[2]["t_math_s"].get<double>(), rows[2]["t_comms_s"].get<double>()));
}

TEST(CalcCli, BoundParametersFollowTheDimFlags)
{
    const nlohmann::json rows
        = calcJson({"--chip", "tpu-v5e", "--op", "matmul B=B D=D F=F", "--B", "64", "--D", "1024", "--F", "2048"});
    EXPECT_EQ(rows[0]["flops"].get<double>(), 2.0 * 64 * 1024 * 2048);
}

TEST(CalcCli, ReadableTableNamesChipOpAndBound)
{
    const ProcessResult result
        = app({"calc", "--chip", "tpu-v5e", "--op", "matmul B=256 D=4096 F=4096 x=bf16 w=int8 z=bf16"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("TPU v5e (tpu-v5e)"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("B > 136.09"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("compute"), std::string::npos);
}

TEST(CalcCli, BadInputExitsWithStatus2AndSaysWhy)
{
    struct Case {
        std::vector<std::string> arguments;
        std::string expected;
    };
    const std::vector<Case> cases {
        {{"calc", "--chip", "tpu-v5e", "--op", "matmul B=abc D=1 F=1"}, "B=\"abc\" is not a number"},
        {{"calc", "--chip", "tpu-v99", "--op", "dot N=1"}, "no chip with id \"tpu-v99\""},
        {{"calc", "--chip", "tpu-v5e"}, "needs at least one --op"},
        {{"calc", "--op", "dot N=1"}, "needs at least one --chip"},
        {{"calc", "--chip", "tpu-v5e", "--op", "dot N=1", "--bogus"}, "unknown option \"--bogus\""},
        {{"calc", "--chip", "tpu-v5e", "--op", "dot N=1 link=NVLink"}, "no memory level or link named \"NVLink\""},
        {{"calc", "--chip", "gaudi3", "--op", "matmul B=1 D=1 F=1 x=int8 w=int8"}, "has no int8 peak"},
        {{"calc", "--chip", "tpu-v5e", "--op", "dot N=1", "--B", "-3"}, "--B must be a whole number"},
        {{"--frobnicate"}, "unknown option"},
    };
    for (const Case& c : cases) {
        const ProcessResult result = app(c.arguments);
        EXPECT_EQ(result.exitCode, 2) << c.expected << "\n" << result.err;
        EXPECT_NE(result.err.find(c.expected), std::string::npos) << result.err;
        EXPECT_EQ(result.out, "") << "nothing half-written on stdout";
    }
}

// T <= S holds for an attention op whose T and S follow --T and --S too: refused with status 2, naming
// both; at T = S (prefill) it is evaluated: P = B·(T·S − T(T−1)/2) = 8·524800 query–key pairs (causal,
// flash) and 4·N·H·P FLOPs.
TEST(CalcCli, AnAttentionThatFollowsTAndSIsRefusedWhileTIsAboveS)
{
    const std::vector<std::string> op {"calc", "--chip", "tpu-v5e", "--op", "attention B=8 T=T S=S N=32 K=8 H=128"};
    std::vector<std::string> above = op;
    above.insert(above.end(), {"--T", "8192", "--S", "1024"});
    const ProcessResult refused = app(above);
    EXPECT_EQ(refused.exitCode, 2) << refused.err;
    EXPECT_NE(refused.err.find("attention T must be at most S (the new tokens are among the keys), got T=8192 and "
                               "S=1024 (it follows a slider)"),
        std::string::npos)
        << refused.err;
    EXPECT_EQ(refused.out, "");
    const nlohmann::json rows
        = calcJson({"--chip", "tpu-v5e", "--op", "attention B=8 T=T S=S N=32 K=8 H=128", "--T", "1024", "--S", "1024"});
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0]["flops"].get<double>(), 4.0 * 32 * 128 * 8 * (1024.0 * 1024 - 1024.0 * 1023 / 2));
}

TEST(CalcCli, MissingChipFileIsAFailureThatNamesTheFile)
{
    const ProcessResult result = app({"calc", "--chip", "/nonexistent/chip.json", "--op", "dot N=1"});
    EXPECT_NE(result.exitCode, 0);
    EXPECT_NE(result.err.find("/nonexistent/chip.json: no such chip file"), std::string::npos) << result.err;
}

TEST(Cli, HelpVersionAndChipsWork)
{
    const ProcessResult help = app({"--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("roofline-studio calc"), std::string::npos);
    const ProcessResult version = app({"--version"});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out.rfind("roofline-studio ", 0), 0u);
    const ProcessResult chips = app({"chips", "--json"});
    EXPECT_EQ(chips.exitCode, 0) << chips.err;
    const nlohmann::json list = nlohmann::json::parse(chips.out);
    EXPECT_EQ(list.size(), builtinChips().size());
    const ProcessResult table = app({"chips"});
    EXPECT_NE(table.out.find("tpu-v5e"), std::string::npos);
    EXPECT_NE(table.out.find("240.2"), std::string::npos);
}

} // namespace
} // namespace roofline::test
