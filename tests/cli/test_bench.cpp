// `roofline-studio bench --json` runs and prints the figures docs/performance.md tabulates. Benchmarks are not
// timed tests: nothing here checks a duration, only that every figure is there and makes sense.
#include "support/run_process.h"

#include "app/bench/heavy_scene.h"
#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "core/scene/project.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

namespace roofline::test::bench_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;

// The median of some times, and their p95 by nearest rank (the ⌈0.95·n⌉-th smallest: of 200 steps the
// 190th), written out here as docs/performance.md defines the figures.
double medianOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

double p95Of(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(values.size()))) - 1];
}

std::vector<double> numbers(const nlohmann::json& array)
{
    return array.get<std::vector<double>>();
}

// Each figure is what it says it is, of the times the run measured: the median and p95 of the steps, the
// median of the export runs after the first (which warms the page cache), the cold starts after the first;
// memory in MiB. Never a duration checked against a target: benchmarks are not timed tests.
TEST(BenchCli, QuickRunPrintsEveryFigureAsJson)
{
    const ProcessResult result = runProcess(kApp, {"bench", "--json", "--quick", "--steps", "9", "--runs", "2"},
        {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json bench = nlohmann::json::parse(result.out);
    for (const char* key : {"update_ms_median", "update_ms_p95", "update_ms_min", "update_ms_max",
             "core_update_ms_median", "scene_build_ms", "peak_rss_mib", "export_q3_png_ms", "startup_to_first_frame_ms",
             "startup_first_run_ms"}) {
        ASSERT_TRUE(bench.contains(key)) << key;
        ASSERT_TRUE(bench[key].is_number()) << key << ": " << bench[key];
        EXPECT_GT(bench[key].get<double>(), 0.0) << key;
    }
    // The app has the export subcommand, so the Q3 export was timed.
    EXPECT_FALSE(bench.contains("export_note"));
    EXPECT_EQ(bench["steps"], 9);
    const std::vector<double> steps = numbers(bench["update_ms_steps"]);
    ASSERT_EQ(steps.size(), 9u);
    EXPECT_EQ(bench["update_ms_median"].get<double>(), medianOf(steps));
    EXPECT_EQ(bench["update_ms_p95"].get<double>(), p95Of(steps)); // of 9 steps the 9th smallest: the slowest
    EXPECT_EQ(bench["update_ms_min"].get<double>(), *std::min_element(steps.begin(), steps.end()));
    EXPECT_EQ(bench["update_ms_max"].get<double>(), *std::max_element(steps.begin(), steps.end()));
    const std::vector<double> exports = numbers(bench["export_q3_png_runs_ms"]);
    ASSERT_EQ(exports.size(), 2u); // --runs 2, after a first run that is not counted
    EXPECT_EQ(bench["export_q3_png_ms"].get<double>(), medianOf(exports));
    const std::vector<double> starts = numbers(bench["startup_runs_ms"]);
    ASSERT_EQ(starts.size(), 3u); // the first cold start, then --runs 2
    EXPECT_EQ(bench["startup_first_run_ms"].get<double>(), starts[0]);
    EXPECT_EQ(bench["startup_to_first_frame_ms"].get<double>(), medianOf({starts.begin() + 1, starts.end()}));
    // VmHWM in MiB: a Qt window with the heavy scene holds tens of MiB, far less than 4 GiB.
    EXPECT_GT(bench["peak_rss_mib"].get<double>(), 20.0);
    EXPECT_LT(bench["peak_rss_mib"].get<double>(), 4096.0);
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
    const std::vector<double> steps = numbers(bench["update_ms_steps"]);
    ASSERT_EQ(steps.size(), 4u);
    EXPECT_EQ(bench["steps"], 4);
    EXPECT_EQ(bench["update_ms_median"].get<double>(), medianOf(steps));
    EXPECT_EQ(bench["update_ms_p95"].get<double>(), p95Of(steps));
    EXPECT_GT(bench["peak_rss_mib"].get<double>(), 20.0);
    EXPECT_LT(bench["peak_rss_mib"].get<double>(), 4096.0);
    EXPECT_EQ(bench["kernels"], 3000);
    EXPECT_EQ(bench["grouped"], true);
    EXPECT_GT(bench["groups"].get<int>(), 100);
    EXPECT_LE(bench["groups"].get<int>(), 200);
    EXPECT_EQ(bench["measured_points_on_chart"], bench["groups"]); // each name runs on one chip
    EXPECT_EQ(bench["linked_groups"], 1);
    EXPECT_EQ(bench["missed_frames"], 0);
    // A small run is held to the slider's targets only, each with its figure and whether it is met.
    ASSERT_EQ(bench["targets"].size(), 2u);
    EXPECT_EQ(bench["targets"][0]["key"], "update_ms_median");
    EXPECT_EQ(bench["targets"][0]["figure"], bench["update_ms_median"]);
    EXPECT_EQ(bench["targets"][0]["met"], bench["update_ms_median"].get<double>() <= 4.0);
    EXPECT_EQ(bench["targets"][1]["key"], "update_ms_p95");
    const ProcessResult ungrouped
        = runProcess(kApp, {"bench", "--measured", "300", "--ungrouped", "--steps", "2", "--json"},
            {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(ungrouped.exitCode, 0) << ungrouped.err;
    EXPECT_EQ(nlohmann::json::parse(ungrouped.out)["measured_points_on_chart"], 300);
    const ProcessResult bad = runProcess(kApp, {"bench", "--measured", "lots"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--measured"), std::string::npos) << bad.err;
}

// An ERT file of N levels (level i at 1000 + i GB/s) imported on the heavy scene's first chip: every level
// read, 256 of them on the chart (the slowest, and one per span of log(rate): neighbours are closer than a
// span, so each of the 255 has one), the figures of the steps it measured, the file's size counted from its text.
TEST(BenchCli, ErtRunImportsEveryLevelAndPrintsItsFigures)
{
    const ProcessResult result = runProcess(kApp, {"bench", "--ert-levels", "2000", "--steps", "4", "--json"},
        {"QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json bench = nlohmann::json::parse(result.out);
    for (const char* key : {"core_parse_ert_ms", "import_to_first_frame_ms", "update_ms_median", "peak_rss_mib"}) {
        ASSERT_TRUE(bench.contains(key)) << key;
        EXPECT_GT(bench[key].get<double>(), 0.0) << key;
    }
    EXPECT_EQ(bench["levels"], 2000);
    EXPECT_EQ(bench["core_levels_read"], 2000);
    EXPECT_EQ(bench["measured_slopes_on_chart"], 256);
    // {"empirical": {"gflops": {"data": [["GFLOPs", 9512.37]]}, "gbytes": {"data": [ is 78 characters and
    // ]}}} 4; ["L<i>", <1000 + i>] is 7 + the digits of both, and ", " goes between the 2000 of them.
    std::size_t bytes = 78 + 4 + 2 * 1999;
    for (int i = 0; i < 2000; ++i)
        bytes += 7 + std::to_string(i).size() + std::to_string(1000 + i).size();
    EXPECT_EQ(bench["file_bytes"], bytes);
    const std::vector<double> steps = numbers(bench["update_ms_steps"]);
    ASSERT_EQ(steps.size(), 4u);
    EXPECT_EQ(bench["update_ms_median"].get<double>(), medianOf(steps));
    EXPECT_EQ(bench["update_ms_p95"].get<double>(), p95Of(steps));
    EXPECT_EQ(bench["missed_frames"], 0);
    EXPECT_GT(bench["peak_rss_mib"].get<double>(), 20.0);
    EXPECT_LT(bench["peak_rss_mib"].get<double>(), 4096.0);
    for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>> {
             {"bench", "--ert-levels", "0"}, {"bench", "--ert-levels", "1.5"}, {"bench", "--ert-levels", "200001"}}) {
        const ProcessResult refused = runProcess(kApp, bad);
        EXPECT_EQ(refused.exitCode, 2) << bad[2];
        EXPECT_NE(refused.err.find("--ert-levels must be a whole number of levels from 1 to 200000"), std::string::npos)
            << refused.err;
    }
    const ProcessResult both = runProcess(kApp, {"bench", "--measured", "10", "--ert-levels", "10"});
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_NE(both.err.find("--measured and --ert-levels are two runs"), std::string::npos) << both.err;
}

TEST(BenchCli, WritesTheHeavySceneAsAProjectFile)
{
    const std::string path = ::testing::TempDir() + "heavy.roofline.json";
    std::filesystem::remove(path);
    const ProcessResult result = runProcess(kApp, {"bench", "--write-scene", path});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out, "wrote " + path + "\n");
    // The file opens as a project, and it is the scene docs/performance.md describes: four
    // chips of its own (three trimmed library chips and a synthetic one), 100 ops of which 80 follow B,
    // Q3's sweep at D = F = 512 … 65536, and 4096 batch points.
    const Project project = loadProjectFile(path);
    EXPECT_EQ(project.chipIds,
        (std::vector<std::string> {"bench-tpu-v5e", "bench-h100-sxm", "bench-mi300x", "bench-synthetic"}));
    ASSERT_EQ(project.customChips.size(), 4u);
    for (const Chip& chip : project.customChips) {
        EXPECT_EQ(chip.peakFlopsPerS.size(), 3u) << chip.id;
        EXPECT_EQ(chip.memory.size(), 2u) << chip.id;
        EXPECT_EQ(chip.links.size(), 1u) << chip.id;
    }
    EXPECT_EQ(project.customChips[0].peakFlopsPerS.at(Dtype::BF16), 1.97e14); // TPU v5e, as docs/model.md §4
    EXPECT_EQ(project.customChips[0].memory[0].bytesPerS, 8.2e11);
    EXPECT_EQ(project.customChips[0].links[0].name, "ICI");
    EXPECT_EQ(project.customChips[3].peakFlopsPerS.at(Dtype::BF16), 1e15);
    EXPECT_EQ(project.customChips[3].memory[0].bytesPerS, 5e12);
    EXPECT_EQ(project.dims, (Dims {128.0, 4096.0, 4096.0}));
    ASSERT_EQ(project.ops.size(), 100u);
    EXPECT_EQ(std::count_if(project.ops.begin(), project.ops.end(),
                  [](const Op& op) { return op.bindings.contains("B") || op.bindings.contains("N"); }),
        80);
    EXPECT_EQ(formatOpSpec(project.ops[0]), "matmul B=B D=1024 F=1024 x=int8 w=int8 z=bf16");
    ASSERT_EQ(project.sweeps.size(), 8u);
    for (std::size_t i = 0; i < project.sweeps.size(); ++i) {
        const double d = 512.0 * static_cast<double>(1 << i);
        EXPECT_EQ(paramValue(project.sweeps[i], "D", project.dims), d) << i;
        EXPECT_EQ(paramValue(project.sweeps[i], "F", project.dims), d) << i;
        EXPECT_EQ(dtypeValue(project.sweeps[i], "w"), Dtype::INT8) << i;
    }
    EXPECT_EQ(project.viewOptions.batchRange, (BatchRange {1.0, 4096.0, 4096, false}));
    // Everything else the bench relies on, too: the file holds the scene it times (apart from where
    // its chips were read from, which loading records).
    Project loaded = project;
    for (Chip& chip : loaded.customChips) {
        EXPECT_EQ(chip.origin, path);
        chip.origin.clear();
    }
    EXPECT_TRUE(loaded == heavyBenchProject());

    const ProcessResult heavier = runProcess(kApp, {"bench", "--write-scene", path, "--scale", "3"});
    ASSERT_EQ(heavier.exitCode, 0) << heavier.err;
    const Project scaled = loadProjectFile(path);
    EXPECT_EQ(scaled.ops.size(), 300u);
    EXPECT_EQ(scaled.viewOptions.batchRange, (BatchRange {1.0, 3 * 4096.0, 3 * 4096, false}));
    std::filesystem::remove(path);

    const ProcessResult check = runProcess(kApp, {"bench", "--steps", "1"});
    EXPECT_EQ(check.exitCode, 2) << "--steps must be at least 2";
    EXPECT_NE(check.err.find("--steps"), std::string::npos) << check.err;
}

// Every file below `folder`, relative to it.
std::vector<std::string> filesUnder(const std::filesystem::path& folder)
{
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file())
            files.push_back(std::filesystem::relative(entry.path(), folder).string());
    }
    return files;
}

TEST(BenchCli, ColdStartProbeLeavesWithARecoveryQuestionUpAndKeepsTheWork)
{
    // A crash left work behind: the app asks about it (a modal question) before anything else. The
    // probe's first frame came inside that question's loop, its exit ended the question, not the app,
    // and the window then waited forever. Each of bench's cold starts took 10 s and a kill.
    const std::filesystem::path home = ::testing::TempDir() + "probe-home";
    std::filesystem::remove_all(home);
    const std::filesystem::path recovery = home / "state" / "roofline-studio" / "recovery";
    std::filesystem::create_directories(recovery);
    Project work = defaultProject();
    work.dims.b = 96.0;
    const std::filesystem::path autosave = recovery / "autosave-999999999.roofline.json";
    saveProjectFile(autosave, work);
    const ProcessResult result = runProcess(kApp, {},
        {"QT_QPA_PLATFORM=offscreen", "ROOFLINE_STUDIO_EXIT_AFTER_FIRST_FRAME=1",
            "XDG_STATE_HOME=" + (home / "state").string(), "XDG_CONFIG_HOME=" + (home / "config").string(),
            "XDG_DATA_HOME=" + (home / "data").string()},
        30);
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("first-frame-ms "), std::string::npos) << result.out;
    // Leaving is not an answer to the question: the work is still there to recover.
    ASSERT_TRUE(std::filesystem::exists(autosave));
    EXPECT_EQ(loadProjectFile(autosave).dims.b, 96.0);
    std::filesystem::remove_all(home);
}

TEST(BenchCli, LeavesTheUsersFoldersAlone)
{
    // The bench's window holds its heavy scene: its settings, its chips and its autosave (which a
    // killed bench left behind, 13 MB of it, for the next start to offer "recovering") belong in the
    // bench's scratch folder, not among the user's.
    const std::filesystem::path home = ::testing::TempDir() + "bench-home";
    std::filesystem::remove_all(home);
    for (const char* folder : {"state", "config", "data", "cache"})
        std::filesystem::create_directories(home / folder);
    const ProcessResult result = runProcess(kApp, {"bench", "--json", "--quick", "--steps", "6", "--runs", "1"},
        {"QT_QPA_PLATFORM=offscreen", "XDG_STATE_HOME=" + (home / "state").string(),
            "XDG_CONFIG_HOME=" + (home / "config").string(), "XDG_DATA_HOME=" + (home / "data").string(),
            "XDG_CACHE_HOME=" + (home / "cache").string()},
        300);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::vector<std::string> written = filesUnder(home);
    EXPECT_TRUE(written.empty()) << written.front();
    std::filesystem::remove_all(home);
}

// Every output of bench goes through the one check every command's outputs go through, before anything is
// made: a FIFO is refused at once (writing to it would wait for a reader for ever), as are a folder and a
// device, and nothing replaces them.
TEST(BenchCli, AnOutputThatIsAFifoAFolderOrADeviceIsRefusedAtOnce)
{
    const std::filesystem::path dir
        = std::filesystem::temp_directory_path() / ("roofline-bench-outputs-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string fifo = (dir / "profile.csv").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::vector<std::string> environment {
        "QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"};
    const struct {
        std::vector<std::string> arguments;
        std::string words;
    } cases[] {
        {{"bench", "--measured", "100", "--write-profile", fifo},
            "--write-profile \"" + fifo + "\": is a FIFO (named pipe)"},
        {{"bench", "--measured", "100", "--ncu", "--write-profile", dir.string()}, "is a folder, not a regular file"},
        {{"bench", "--write-scene", fifo}, "--write-scene \"" + fifo + "\": is a FIFO (named pipe)"},
        {{"bench", "--write-scene", "/dev/null"}, "is a character device"},
    };
    for (const auto& bad : cases) {
        const ProcessResult result = runProcess(kApp, bad.arguments, environment, 60);
        EXPECT_FALSE(result.timedOut) << bad.words;
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_NE(result.err.find(bad.words), std::string::npos) << result.err;
        EXPECT_EQ(result.out, "");
    }
    EXPECT_TRUE(std::filesystem::is_fifo(fifo));
    std::filesystem::remove_all(dir);
}

// --write-profile writes the very profile the bench imports, whole, through the atomic writer.
TEST(BenchCli, WriteProfileWritesTheWholeProfile)
{
    const std::filesystem::path dir
        = std::filesystem::temp_directory_path() / ("roofline-bench-profile-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::vector<std::string> environment {
        "QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"};
    for (const bool ncu : {false, true}) {
        const std::string out = (dir / (ncu ? "ncu.csv" : "simple.csv")).string();
        std::vector<std::string> arguments {"bench", "--measured", "100", "--write-profile", out};
        if (ncu)
            arguments.push_back("--ncu");
        const ProcessResult result = runProcess(kApp, arguments, environment, 120);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_EQ(result.out, "wrote " + out + "\n");
        std::ifstream in(out);
        std::size_t lines = 0;
        for (std::string line; std::getline(in, line);)
            ++lines;
        // A header and a row per launch; ncu's raw page adds its row of units.
        EXPECT_EQ(lines, ncu ? 102u : 101u) << out;
    }
    std::filesystem::remove_all(dir);
}

// The trace runs say what is wrong with their flags before anything is read or written: a trace that is not
// there (exit status 1, as a file that cannot be read), a size that is no whole number of MiB from 1 to 1000, a
// size without a trace to write, a trace run given with another run (exit status 2).
TEST(BenchCli, TheTraceRunsRefuseAMissingTraceAndABadSize)
{
    const std::filesystem::path dir
        = std::filesystem::temp_directory_path() / ("roofline-bench-trace-flags-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string missing = (dir / "missing.pt.trace.json").string();
    const std::string out = (dir / "written.pt.trace.json").string();
    const std::vector<std::string> environment {
        "QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"};
    const struct {
        std::vector<std::string> arguments;
        int exitCode;
        std::string words;
    } cases[] {
        {{"bench", "--trace", missing}, 1, missing + ": no such PyTorch profiler trace"},
        {{"bench", "--trace", missing, "--json", "--runs", "2"}, 1, missing + ": no such PyTorch profiler trace"},
        {{"bench", "--write-trace", out, "--trace-mb", "abc"}, 2,
            "--trace-mb must be a whole number of MiB from 1 to 1000, got \"abc\""},
        {{"bench", "--write-trace", out, "--trace-mb", "0"}, 2, "got \"0\""},
        {{"bench", "--write-trace", out, "--trace-mb", "1001"}, 2, "got \"1001\""},
        {{"bench", "--write-trace", out, "--trace-mb", "2.5"}, 2, "got \"2.5\""},
        {{"bench", "--write-trace", out, "--trace-mb", ""}, 2, "got \"\""},
        {{"bench", "--trace-mb", "5"}, 2, "--trace-mb is the size of the trace --write-trace FILE writes"},
        {{"bench", "--trace", missing, "--measured", "100"}, 2, "--trace and --write-trace are runs of their own"},
        {{"bench", "--write-trace", out, "--ert-levels", "10"}, 2, "--trace and --write-trace are runs of their own"},
    };
    for (const auto& bad : cases) {
        const ProcessResult result = runProcess(kApp, bad.arguments, environment, 60);
        EXPECT_EQ(result.exitCode, bad.exitCode) << result.err;
        EXPECT_NE(result.err.find(bad.words), std::string::npos) << result.err;
        EXPECT_EQ(result.out, "");
    }
    EXPECT_FALSE(std::filesystem::exists(out));
    std::filesystem::remove_all(dir);
}

// --write-trace writes a trace of the size asked (gzip-compressed for a .gz name) and says what it holds; the
// trace run reads it, and any other trace given, and prints each one's figures beside gzip -dc's (cat's for
// plain JSON) and json.load's, and the targets. Never a duration checked: only that each figure is there.
TEST(BenchCli, WriteTraceWritesATraceTheTraceRunReads)
{
    const std::filesystem::path dir
        = std::filesystem::temp_directory_path() / ("roofline-bench-trace-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "bench.pt.trace.json.gz").string();
    const std::vector<std::string> environment {
        "QT_QPA_PLATFORM=offscreen", "XDG_DATA_HOME=/nonexistent-roofline-test"};
    const ProcessResult written
        = runProcess(kApp, {"bench", "--write-trace", path, "--trace-mb", "2", "--json"}, environment, 120);
    ASSERT_EQ(written.exitCode, 0) << written.err;
    const nlohmann::json counts = nlohmann::json::parse(written.out);
    EXPECT_EQ(counts["file"], path);
    EXPECT_EQ(counts["gzip"], true);
    EXPECT_GE(counts["text_bytes"].get<std::size_t>(), std::size_t {2} << 20);
    EXPECT_GT(counts["kernels"].get<std::size_t>(), 0u);
    {
        std::ifstream in(path, std::ios::binary);
        char magic[2] = {};
        in.read(magic, 2);
        EXPECT_EQ(static_cast<unsigned char>(magic[0]), 0x1f);
        EXPECT_EQ(static_cast<unsigned char>(magic[1]), 0x8b);
    }

    // The trace and the same trace plain, in one run.
    const std::string plain = (dir / "plain.pt.trace.json").string();
    ASSERT_EQ(runProcess(kApp, {"bench", "--write-trace", plain, "--trace-mb", "1"}, environment, 120).exitCode, 0);
    const ProcessResult read
        = runProcess(kApp, {"bench", "--trace", path, "--trace", plain, "--runs", "1", "--json"}, environment, 300);
    ASSERT_EQ(read.exitCode, 0) << read.err;
    const nlohmann::json run = nlohmann::json::parse(read.out);
    EXPECT_EQ(run["runs"], 1);
    ASSERT_EQ(run["traces"].size(), 2u);
    EXPECT_EQ(run["traces"][1]["trace"], plain);
    EXPECT_EQ(run["traces"][1]["baseline"], "cat");
    const nlohmann::json& bench = run["traces"][0];
    EXPECT_EQ(bench["trace"], path);
    EXPECT_EQ(bench["baseline"], "gzip -dc");
    EXPECT_EQ(bench["op_runs"], counts["modelled_runs"]);
    EXPECT_EQ(bench["read_ms_runs"].size(), 1u);
    for (const char* key : {"read_ms_median", "baseline_ms_median", "python_ms_median", "read_to_baseline",
             "read_to_python", "peak_rss_mib", "text_mib", "file_mib"}) {
        ASSERT_TRUE(bench[key].is_number()) << key << ": " << bench[key];
        EXPECT_GT(bench[key].get<double>(), 0.0) << key;
    }
    std::vector<std::string> targets;
    for (const nlohmann::json& target : bench["targets"])
        targets.push_back(target["key"]);
    // Memory is a target from 100 MiB of text on: a trace this small is smaller than the process.
    EXPECT_EQ(targets, (std::vector<std::string> {"read_to_baseline", "read_to_python"}));

    const ProcessResult table = runProcess(kApp, {"bench", "--trace", path, "--runs", "1"}, environment, 300);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("gzip -dc FILE >/dev/null, median"), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("targets for this trace:"), std::string::npos) << table.out;
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace roofline::test::bench_cli
