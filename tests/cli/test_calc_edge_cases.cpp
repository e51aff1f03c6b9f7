// The edge cases of the command line a review found, end to end through the real
// executable: chip ids that collide, dimensions past 2^53, numbers at the extremes, padded tiles,
// int4, labels, mistyped subcommands, missing files and --help for every subcommand.
#include "../core/test_helpers.h"
#include "../support/run_process.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <unistd.h>

namespace roofline::test {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
constexpr int kTimeoutSeconds = 120; // a hang fails the test instead of stalling the suite

ProcessResult app(const std::vector<std::string>& arguments, std::vector<std::string> environment = {})
{
    // An empty data folder, so the user's own saved chips never change what a test sees.
    environment.push_back("XDG_DATA_HOME=/nonexistent-roofline-test");
    return runProcess(kApp, arguments, environment, kTimeoutSeconds);
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

TEST(CommandLine, AMistypedSubcommandNamesTheSubcommandsInsteadOfStartingTheApp)
{
    // Offscreen, the app would start and never return (the test would time out).
    const ProcessResult result = app({"modle", "--json"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 2);
    for (const std::string name : {"\"modle\"", "calc", "chips", "screenshot", "export", "bench"})
        EXPECT_NE(result.err.find(name), std::string::npos) << name << " in " << result.err;
    const ProcessResult close = app({"clac"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_EQ(close.exitCode, 2);
    EXPECT_NE(close.err.find("did you mean calc?"), std::string::npos) << close.err;
    const ProcessResult help = app({"help", "modle"});
    EXPECT_EQ(help.exitCode, 2);
}

TEST(CommandLine, AMissingProjectFileFailsAtOnce)
{
    const ProcessResult result = app({"/nonexistent/talk.roofline.json"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("/nonexistent/talk.roofline.json"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("no such file"), std::string::npos) << result.err;
    const ProcessResult folder = app({"--lang", "ru", "/tmp"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_EQ(folder.exitCode, 2);
    EXPECT_NE(folder.err.find("is a folder"), std::string::npos) << folder.err;
}

TEST(CommandLine, WithoutADisplayTheAppSaysSoInsteadOfAborting)
{
    const ProcessResult result = app({}, {"QT_QPA_PLATFORM=", "DISPLAY=", "WAYLAND_DISPLAY="});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("no display"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("export"), std::string::npos) << result.err;
}

TEST(CommandLine, EverySubcommandAnswersHelpWithItsOwnUsage)
{
    for (const std::string command : {"calc", "chips", "screenshot", "export", "bench"}) {
        SCOPED_TRACE(command);
        for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>> {
                 {command, "--help"}, {command, "-h"}, {"help", command}, {command, "--out", "x.png", "--help"}}) {
            const ProcessResult result = app(arguments);
            EXPECT_EQ(result.exitCode, 0) << result.err;
            EXPECT_EQ(result.err, "");
            EXPECT_EQ(result.out.rfind("Usage:\n  roofline-studio " + command + " ", 0), 0u) << result.out;
            // Its own usage only: no other subcommand's line.
            for (const std::string other : {"calc", "chips", "screenshot", "export", "bench"}) {
                if (other != command) {
                    EXPECT_EQ(result.out.find("roofline-studio " + other + " "), std::string::npos) << result.out;
                }
            }
        }
    }
    const ProcessResult all = app({"--help"});
    EXPECT_EQ(all.exitCode, 0);
    for (const std::string command : {"calc", "chips", "screenshot", "export", "bench"})
        EXPECT_NE(all.out.find("roofline-studio " + command + " "), std::string::npos) << command;
}

} // namespace
} // namespace roofline::test
