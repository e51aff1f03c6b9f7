// `roofline-studio bench --json` runs and prints the figures issue 5 asks for. Benchmarks are not
// timed tests: nothing here checks a duration, only that every figure is there and makes sense.
#include "../support/run_process.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace roofline::test {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;

TEST(BenchCli, QuickRunPrintsEveryFigureAsJson)
{
    const ProcessResult result = runProcess(kApp, {"bench", "--json", "--quick", "--steps", "6", "--runs", "1"},
        {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json bench = nlohmann::json::parse(result.out);
    for (const char* key : {"update_ms_median", "update_ms_p95", "core_update_ms_median", "scene_build_ms",
             "peak_rss_mib", "export_q3_png_ms", "startup_to_first_frame_ms", "startup_first_run_ms"}) {
        ASSERT_TRUE(bench.contains(key)) << key;
        ASSERT_TRUE(bench[key].is_number()) << key << ": " << bench[key];
        EXPECT_GT(bench[key].get<double>(), 0.0) << key;
    }
    // The app has the export subcommand, so the Q3 export was timed.
    EXPECT_FALSE(bench.contains("export_note"));
    EXPECT_LE(bench["update_ms_median"].get<double>(), bench["update_ms_p95"].get<double>());
    EXPECT_EQ(bench["steps"], 6);
    EXPECT_EQ(bench["scene"]["chips"], 4);
    EXPECT_EQ(bench["scene"]["ops"], 100);
    EXPECT_EQ(bench["scene"]["batch_points"], 4096);
    // Every frame drawn showed the step it was timed for, and a burst drew one frame per chart.
    EXPECT_EQ(bench["stale_frames"], 0);
    EXPECT_EQ(bench["missed_frames"], 0);
    EXPECT_EQ(bench["burst_1000_values_frames"]["roofline"], 1);
    EXPECT_EQ(bench["burst_1000_values_frames"]["sweep"], 1);
    EXPECT_EQ(bench["burst_draws_last_value"], true);
}

TEST(BenchCli, MeasuredRunImportsTheProfileAndPrintsItsFigures)
{
    // 3,000 kernels over at most 200 names: grouped by default, a point per name on its chip.
    const ProcessResult result = runProcess(kApp, {"bench", "--measured", "3000", "--steps", "4", "--json"},
        {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json bench = nlohmann::json::parse(result.out);
    for (const char* key :
        {"core_parse_csv_ms", "core_group_ms", "core_scene_ms", "import_to_first_frame_ms", "update_ms_median",
            "update_ms_p95", "update_cpu_ms_median", "without_kernels_update_ms_median", "peak_rss_mib"}) {
        ASSERT_TRUE(bench.contains(key)) << key;
        EXPECT_GT(bench[key].get<double>(), 0.0) << key;
    }
    EXPECT_EQ(bench["kernels"], 3000);
    EXPECT_EQ(bench["grouped"], true);
    EXPECT_GT(bench["groups"].get<int>(), 100);
    EXPECT_LE(bench["groups"].get<int>(), 200);
    EXPECT_EQ(bench["measured_points_on_chart"], bench["groups"]); // each name runs on one chip
    EXPECT_EQ(bench["missed_frames"], 0);
    const ProcessResult ungrouped
        = runProcess(kApp, {"bench", "--measured", "300", "--ungrouped", "--steps", "2", "--json"},
            {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(ungrouped.exitCode, 0) << ungrouped.err;
    EXPECT_EQ(nlohmann::json::parse(ungrouped.out)["measured_points_on_chart"], 300);
    const ProcessResult bad = runProcess(kApp, {"bench", "--measured", "lots"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--measured"), std::string::npos) << bad.err;
}

TEST(BenchCli, WritesTheHeavySceneAsAProjectFile)
{
    const std::string path = ::testing::TempDir() + "heavy.roofline.json";
    const ProcessResult result = runProcess(kApp, {"bench", "--write-scene", path});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const ProcessResult check = runProcess(kApp, {"bench", "--steps", "1"});
    EXPECT_EQ(check.exitCode, 2) << "--steps must be at least 2";
    EXPECT_NE(check.err.find("--steps"), std::string::npos) << check.err;
}

} // namespace
} // namespace roofline::test
