// `roofline-studio calc`, end to end: the real executable, its stdout, stderr and exit status; and the
// edge cases a review found: chip ids that collide, dimensions past 2^53, numbers at the extremes, padded
// tiles, int4 and labels.
#include "support/run_process.h"
#include "support/test_helpers.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <unistd.h>

namespace roofline::test::calc_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
constexpr int kTimeoutSeconds = 120; // a hang fails the test instead of stalling the suite

ProcessResult app(const std::vector<std::string>& arguments, std::vector<std::string> environment = {})
{
    // An empty data folder, so the user's own saved chips never change what a test sees.
    environment.push_back("XDG_DATA_HOME=/nonexistent-roofline-test");
    return runProcess(kApp, arguments, environment, kTimeoutSeconds);
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

class CalcEdgeCases : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("roofline-calc-edges-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    // An H100 SXM of the user's own, under the built-in id, with a bf16 peak of 5e14 FLOPs/s.
    std::filesystem::path writeChip(const std::filesystem::path& path)
    {
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path) << R"json({"id": "h100-sxm", "name": "My H100", "vendor": "NVIDIA",
            "peak_flops_per_s": {"bf16": 5e14},
            "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 3.35e12}]})json";
        return path;
    }
    std::filesystem::path m_dir;
};

TEST_F(CalcEdgeCases, AChipFileWithABuiltInIdAndThatIdAreKeptApartWithAWarning)
{
    const std::filesystem::path mine = writeChip(m_dir / "my.json");
    const ProcessResult json
        = app({"calc", "--chip", mine.string(), "--chip", "h100-sxm", "--op", "matmul B=128 D=4096 F=4096", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    EXPECT_NE(json.err.find("warning:"), std::string::npos) << json.err;
    EXPECT_NE(json.err.find(mine.string()), std::string::npos) << json.err;
    EXPECT_NE(json.err.find("hardware-profiles/h100-sxm.json"), std::string::npos) << json.err;
    const nlohmann::json rows = nlohmann::json::parse(json.out);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0]["chip"], "h100-sxm");
    EXPECT_EQ(rows[0]["peak_flops_per_s"].get<double>(), 5e14);
    EXPECT_EQ(rows[1]["chip"], "h100-sxm-2");
    EXPECT_EQ(rows[1]["chip_name"], "H100 SXM");
    EXPECT_NE(rows[1]["peak_flops_per_s"].get<double>(), 5e14);

    const ProcessResult table
        = app({"calc", "--chip", mine.string(), "--chip", "h100-sxm", "--op", "matmul B=128 D=4096 F=4096"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("My H100 (h100-sxm)\n"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("H100 SXM (h100-sxm-2)\n"), std::string::npos) << table.out;

    // export draws both too: its CSV has a row set for each id.
    const std::string csv = (m_dir / "both.csv").string();
    const ProcessResult exported = app({"export", "--chip", mine.string(), "--chip", "h100-sxm", "--op",
        "matmul B=128 D=4096 F=4096", "--chart", "roofline", "--out", csv});
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_NE(exported.err.find(mine.string()), std::string::npos) << exported.err;
    std::ifstream in(csv);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("h100-sxm-2"), std::string::npos) << text;
}

TEST_F(CalcEdgeCases, ASavedChipThatReplacesABuiltInOneIsNamed)
{
    const std::filesystem::path saved = writeChip(m_dir / "roofline-studio" / "chips" / "h100-sxm.json");
    for (const std::string command : {"chips", "calc"}) {
        std::vector<std::string> arguments {command};
        if (command == "calc")
            arguments.insert(arguments.end(), {"--chip", "h100-sxm", "--op", "dot N=1000"});
        const ProcessResult result = runProcess(kApp, arguments, {"XDG_DATA_HOME=" + m_dir.string()}, kTimeoutSeconds);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_NE(result.err.find("warning: " + saved.string()), std::string::npos) << command << ": " << result.err;
        EXPECT_NE(result.err.find("hardware-profiles/h100-sxm.json"), std::string::npos) << result.err;
    }
}

TEST_F(CalcEdgeCases, DimensionsPastTwoToTheFiftyThreeAreRefused)
{
    const ProcessResult spec = app({"calc", "--chip", "tpu-v5e", "--op", "matmul B=9007199254740993 D=1 F=1"});
    EXPECT_EQ(spec.exitCode, 2);
    EXPECT_NE(spec.err.find("at most 9007199254740992"), std::string::npos) << spec.err;
    EXPECT_EQ(spec.out, "");
    const ProcessResult flag
        = app({"calc", "--chip", "tpu-v5e", "--op", "matmul B=B D=1 F=1", "--B", "9007199254740993"});
    EXPECT_EQ(flag.exitCode, 2);
    EXPECT_NE(flag.err.find("--B"), std::string::npos) << flag.err;
    const ProcessResult exact = app({"calc", "--chip", "tpu-v5e", "--op", "matmul B=9007199254740992 D=1 F=1"});
    EXPECT_EQ(exact.exitCode, 0) << exact.err;
}

TEST_F(CalcEdgeCases, NumbersAtTheExtremesPrintInEngineeringNotation)
{
    // 1e30 FLOPs on a 1.97e14 FLOPs/s chip take 5.08e15 s; 1e-16 FLOPs take 508e-33 s.
    const ProcessResult huge = app({"calc", "--chip", "tpu-v5e", "--op", "custom flops=1e30 bytes=12"});
    ASSERT_EQ(huge.exitCode, 0) << huge.err;
    EXPECT_NE(huge.out.find("5.08e15 s"), std::string::npos) << huge.out;
    EXPECT_NE(huge.out.find("  12  "), std::string::npos) << huge.out; // bytes, not 1.2e1
    EXPECT_EQ(huge.out.find("1.2e1"), std::string::npos) << huge.out;
    const ProcessResult tiny = app({"calc", "--chip", "tpu-v5e", "--op", "custom flops=1e-16 bytes=1e-16"});
    ASSERT_EQ(tiny.exitCode, 0) << tiny.err;
    EXPECT_NE(tiny.out.find("508e-33 s"), std::string::npos) << tiny.out;
    for (const std::string& out : std::vector<std::string> {huge.out, tiny.out}) {
        EXPECT_FALSE(std::regex_search(out, std::regex("[0-9]{12}"))) << "a run of digits in\n" << out;
        EXPECT_FALSE(std::regex_search(out, std::regex("0\\.0000"))) << "a run of zeros in\n" << out;
    }
}

TEST_F(CalcEdgeCases, PaddedTilesInt4AndComputeAreReported)
{
    const ProcessResult result
        = app({"calc", "--chip", "h100-sxm", "--op", "tiled-matmul M=100 K=100 N=100 bm=128 bk=128 bn=128", "--op",
            "matmul B=3 D=5 F=7 x=int4 w=int8 z=int8", "--op", "matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32",
            "--op", "matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=tf32", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json rows = nlohmann::json::parse(result.out);
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0]["flops"].get<double>(), 2.0 * 128 * 128 * 128);
    EXPECT_EQ(rows[0]["useful_flops"].get<double>(), 2.0 * 100 * 100 * 100);
    // x[3,5] int4 takes 8 bytes (not 7.5), w[5,7] and z[3,7] int8 35 and 21.
    EXPECT_EQ(rows[1]["bytes"].get<double>(), 8.0 + 35.0 + 21.0);
    EXPECT_EQ(rows[1]["useful_flops"].get<double>(), rows[1]["flops"].get<double>());
    EXPECT_EQ(rows[2]["label"], "matmul B=128 D=F=4096 fp32");
    EXPECT_EQ(rows[3]["label"], "matmul B=128 D=F=4096 fp32 compute=tf32");
    EXPECT_NE(rows[2]["t_math_s"], rows[3]["t_math_s"]);
}

} // namespace
} // namespace roofline::test::calc_cli
