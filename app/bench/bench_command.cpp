#include "app/bench/bench_scratch.h"
#include "app/bench/bench_timing.h"
#include "app/bench/ert_bench.h"
#include "app/bench/measured_bench.h"
#include "app/bench/trace_bench.h"
#include "app/first_frame_probe.h"
#include "app/subcommands.h"

#include "app/bench/heavy_scene.h"
#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/chip_library.h"
#include "core/formats/project_json.h"
#include "core/scene/scene.h"
#include "core/version.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/main_window.h"
#include "ui/panels/parameters_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSlider>
#include <QStyleFactory>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace roofline::app {

namespace {

struct Stats {
    double median = 0.0;
    double p95 = 0.0;
    double min = 0.0;
    double max = 0.0;
};

// Nearest-rank percentiles: p95 of 200 samples is the 190th smallest.
Stats statsOf(std::vector<double> samples)
{
    Stats stats;
    if (samples.empty())
        return stats;
    std::sort(samples.begin(), samples.end());
    const auto rank = [&](double p) {
        const auto n = static_cast<double>(samples.size());
        const auto index = static_cast<std::size_t>(std::max(1.0, std::ceil(p * n))) - 1;
        return samples[std::min(index, samples.size() - 1)];
    };
    const std::size_t n = samples.size();
    stats.median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
    stats.p95 = rank(0.95);
    stats.min = samples.front();
    stats.max = samples.back();
    return stats;
}

double median(const std::vector<double>& samples)
{
    return statsOf(samples).median;
}

double loadAverage()
{
    std::ifstream file("/proc/loadavg");
    double load = -1.0;
    file >> load;
    return load;
}

QProcessEnvironment childEnvironment(const QString& scratch)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // A first start: no remembered window layout, no saved chips, no work left to recover.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), scratch + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), scratch + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_STATE_HOME"), scratch + QStringLiteral("/state"));
    return environment;
}

struct StartupRun {
    double wallMs = 0.0; // from starting the process to reading its first-frame line
    double selfMs = 0.0; // what the child measured from its kernel start time (10 ms ticks)
};

std::optional<StartupRun> timeStartup(const QString& program, const QString& scratch)
{
    QProcess process;
    QProcessEnvironment environment = childEnvironment(scratch);
    environment.insert(QStringLiteral("ROOFLINE_STUDIO_EXIT_AFTER_FIRST_FRAME"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(program, {});
    QByteArray out;
    std::optional<StartupRun> run;
    while (timer.elapsed() < 30000 && process.waitForReadyRead(30000 - static_cast<int>(timer.elapsed()))) {
        out += process.readAllStandardOutput();
        const qsizetype at = out.indexOf("first-frame-ms ");
        if (at >= 0 && out.indexOf('\n', at) > at) {
            run = StartupRun {static_cast<double>(timer.nsecsElapsed()) / 1e6,
                out.mid(at + 15, out.indexOf('\n', at) - at - 15).trimmed().toDouble()};
            break;
        }
    }
    if (!process.waitForFinished(10000))
        process.kill();
    return run;
}

// The whole export process, as a user runs it: the chapter's Q3 figure to a PNG.
QStringList q3ExportArguments(const QString& out)
{
    return {QStringLiteral("export"), QStringLiteral("--chip"), QStringLiteral("tpu-v5e"), QStringLiteral("--sweep"),
        QStringLiteral("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16"), QStringLiteral("--sweep"),
        QStringLiteral("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16"), QStringLiteral("--batch"), QStringLiteral("1:511"),
        QStringLiteral("--chart"), QStringLiteral("sweep"), QStringLiteral("--out"), out};
}

bool hasExportCommand(const QString& program)
{
    QProcess process;
    process.start(program, {QStringLiteral("--help")});
    if (!process.waitForFinished(10000))
        return false;
    return process.readAllStandardOutput().contains("roofline-studio export");
}

std::optional<double> timeExport(const QString& program, const QString& scratch)
{
    QProcess process;
    process.setProcessEnvironment(childEnvironment(scratch));
    const QString out = scratch + QStringLiteral("/q3.png");
    QFile::remove(out);
    QElapsedTimer timer;
    timer.start();
    process.start(program, q3ExportArguments(out));
    if (!process.waitForFinished(30000)) {
        process.kill();
        return std::nullopt;
    }
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !QFile::exists(out))
        return std::nullopt;
    return ms;
}

// Slider positions across the batch-size chart's range, back and forth; each step moves B (low on
// the logarithmic slider, several positions round to the same B: those are skipped).
std::vector<int> sliderWalk(int steps, double toBatch)
{
    const int lo = ui::ParametersPanel::sliderPosition(1.0);
    const int hi = std::max(lo + 2, ui::ParametersPanel::sliderPosition(toBatch));
    std::vector<int> distinct; // the first position of each B value
    for (int p = lo; p <= hi; ++p) {
        if (distinct.empty()
            || ui::ParametersPanel::sliderValue(p) != ui::ParametersPanel::sliderValue(distinct.back()))
            distinct.push_back(p);
    }
    const int last = static_cast<int>(distinct.size()) - 1;
    const int stride = std::max(1, 2 * last / std::max(1, steps));
    std::vector<int> walk;
    int index = 0;
    int direction = 1;
    for (int i = 0; i < steps; ++i) {
        index += direction * stride;
        if (index > last) {
            index = std::max(0, last - (index - last));
            direction = -1;
        } else if (index < 0) {
            index = std::min(last, -index);
            direction = 1;
        }
        walk.push_back(distinct[static_cast<std::size_t>(index)]);
    }
    return walk;
}

struct ChartFrames {
    int roofline = 0;
    int sweep = 0;
};

ChartFrames framesOf(const ui::MainWindow& window)
{
    return {window.rooflineChart()->paintCount(), window.batchSizeChart()->paintCount()};
}

// Runs the event loop until both charts have painted a frame after `before` (at most `limit` turns).
bool waitForBothFrames(const ui::MainWindow& window, ChartFrames before, int limit = 20)
{
    for (int i = 0; i < limit; ++i) {
        QCoreApplication::processEvents();
        const ChartFrames now = framesOf(window);
        if (now.roofline > before.roofline && now.sweep > before.sweep)
            return true;
    }
    return false;
}

void settle(const ui::MainWindow& window)
{
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    waitForBothFrames(window, framesOf(window), 2);
}

struct StepTimes {
    std::vector<double> wallMs;
    std::vector<double> cpuMs;
    int stale = 0; // frames that did not show their step's B
    int missed = 0; // steps after which a chart painted no frame
};

// Each step: the slider moves (what a drag does: valueChanged → SetDimCommand → Document), then the
// event loop runs until both charts have painted the frame. The window's backing store, which the
// offscreen platform keeps as an image, is where they paint.
StepTimes timeSteps(const ui::MainWindow& window, QSlider* slider, const std::vector<int>& walk)
{
    StepTimes times;
    QElapsedTimer timer;
    for (const int position : walk) {
        const ChartFrames before = framesOf(window);
        const double cpuStart = processCpuMs();
        timer.start();
        slider->setValue(position);
        if (!waitForBothFrames(window, before))
            ++times.missed;
        times.wallMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        times.cpuMs.push_back(processCpuMs() - cpuStart);
        // The frame just painted must show this step's B (checked outside the timing).
        const double b = window.document().dims().b;
        if (b != ui::ParametersPanel::sliderValue(position) || window.batchSizeChart()->plottedSliderBatch(0) != b)
            ++times.stale;
    }
    return times;
}

// Core alone for the same steps and the same scene the charts draw (the project's options, its
// measured kernels): what a slider step asks of core, op points and sweep markers, as the charts ask it.
std::vector<double> timeCoreSteps(const Project& project, const std::vector<int>& walk)
{
    std::vector<const Chip*> chips;
    for (const Chip& chip : project.customChips)
        chips.push_back(&chip);
    RooflineScene roofline
        = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project), project.measured);
    OpPointCache cache;
    updateOpPoints(roofline, cache, chips, project.ops, project.dims);
    const SweepOptions options = sweepOptions(project);
    BatchSizeScene sweep = buildBatchSizeScene(chips, project.sweeps, project.dims, options);
    std::vector<double> samples;
    Dims dims = project.dims;
    QElapsedTimer timer;
    for (const int position : walk) {
        dims.b = ui::ParametersPanel::sliderValue(position);
        timer.start();
        updateOpPoints(roofline, cache, chips, project.ops, dims);
        updateBatchSizeMarkers(sweep, chips, project.sweeps, dims, options);
        samples.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    return samples;
}

} // namespace

int runBench(int argc, char** argv, const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--json", false, false}, {"--quick", false, false}, {"--steps", true, false}, {"--scale", true, false},
            {"--runs", true, false}, {"--no-processes", false, false}, {"--write-scene", true, false, FlagRole::Output},
            {"--measured", true, false}, {"--ungrouped", false, false}, {"--ert-levels", true, false},
            {"--ncu", false, false}, {"--names", true, false}, {"--in-window", true, false, FlagRole::Input},
            {"--import-only", false, false}, {"--files", false, false},
            {"--write-profile", true, false, FlagRole::Output}, {"--trace", true, true, FlagRole::Input},
            {"--write-trace", true, false, FlagRole::Output}, {"--trace-mb", true, false},
            {"--read-trace", true, false, FlagRole::Input}},
        "bench");
    const bool quick = flags.has("--quick");
    const auto count = [&](std::string_view flag, int fallback, int lo, int hi) {
        const std::optional<std::string> text = flags.single(flag);
        if (!text)
            return fallback;
        const std::optional<double> value = parseFiniteNumber(*text);
        if (!value || *value < lo || *value > hi || std::floor(*value) != *value)
            throw Error(ErrorKind::InvalidValue,
                std::string(flag) + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)
                    + ", got " + quoteForMessage(*text));
        return static_cast<int>(*value);
    };
    const int steps = count("--steps", quick ? 20 : 200, 2, 100000);
    const int scale = count("--scale", 1, 1, 100);
    const int runs = count("--runs", quick ? 1 : 5, 1, 100);
    const bool json = flags.has("--json");
    if (flags.has("--measured") && flags.has("--ert-levels"))
        throw Error(ErrorKind::InvalidValue, "--measured and --ert-levels are two runs: give one of them");
    if ((flags.has("--trace") || flags.has("--write-trace") || flags.has("--trace-mb"))
        && (flags.has("--measured") || flags.has("--ert-levels")))
        throw Error(ErrorKind::InvalidValue,
            "--trace and --write-trace are runs of their own: give them without "
            "--measured or --ert-levels");
    if (flags.has("--trace") || flags.has("--write-trace") || flags.has("--trace-mb") || flags.has("--read-trace"))
        return runTraceBench(flags, runs, json);
    if (flags.has("--measured"))
        return runMeasuredBench(argc, argv, flags, steps, json);
    if (flags.has("--ert-levels"))
        return runErtBench(argc, argv, flags, steps, json);
    // The heavy scene as a project file: tests/perf/compare_matplotlib.py draws the same scene.
    if (const std::optional<std::string> path = flags.single("--write-scene")) {
        saveProjectFile(*path, heavyBenchProject(scale));
        std::cout << "wrote " << *path << "\n";
        return kExitOk;
    }

    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString program = QCoreApplication::applicationFilePath();
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw Error(ErrorKind::Io, "cannot create a temporary folder for the bench");
    keepUserFoldersIn(scratch.path());
    const double loadBefore = loadAverage();

    // Separate processes first, while this one is still small: cold start and the Q3 export.
    std::vector<double> startupWall;
    std::vector<double> startupSelf;
    std::optional<double> exportMs;
    std::vector<double> exportRuns;
    bool exportAvailable = false;
    if (!flags.has("--no-processes")) {
        for (int i = 0; i < runs + 1; ++i) {
            if (const std::optional<StartupRun> run = timeStartup(program, scratch.path())) {
                startupWall.push_back(run->wallMs);
                startupSelf.push_back(run->selfMs);
            }
        }
        exportAvailable = hasExportCommand(program);
        if (exportAvailable) {
            for (int i = 0; i < runs + 1; ++i) {
                if (const std::optional<double> ms = timeExport(program, scratch.path()); ms && i > 0)
                    exportRuns.push_back(*ms); // the first run warms the page cache
            }
            if (!exportRuns.empty())
                exportMs = median(exportRuns);
        }
    }

    // The heavy scene in the real window, offscreen, each chart 1600×900.
    const Project project = heavyBenchProject(scale);
    QElapsedTimer buildTimer;
    buildTimer.start();
    ui::MainWindow window(project, builtinChips());
    window.rooflineChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.batchSizeChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.show();
    const bool built = waitForBothFrames(window, {-1, -1}, 100) || waitForBothFrames(window, framesOf(window), 100);
    const double buildMs = static_cast<double>(buildTimer.nsecsElapsed()) / 1e6;
    if (!built)
        throw Error(ErrorKind::Io, "the bench window never painted its charts");

    QSlider* slider = window.parametersPanel()->slider(Dim::B);
    const std::vector<int> walk = sliderWalk(steps, project.viewOptions.batchRange.to);
    // First as docs/performance.md defines a live update: the slider to both charts painted, with the panels
    // closed (the slider still drives the document). Then with every panel open, as the app starts:
    // the Ops table and Details follow B too, and their repaint is part of that frame.
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    for (QDockWidget* dock : docks)
        dock->hide();
    settle(window);
    const StepTimes charts = timeSteps(window, slider, walk);
    for (QDockWidget* dock : docks)
        dock->show();
    settle(window);
    const StepTimes whole = timeSteps(window, slider, walk);
    const Stats update = statsOf(charts.wallMs);
    const Stats updateCpu = statsOf(charts.cpuMs);
    const Stats windowUpdate = statsOf(whole.wallMs);
    const Stats windowUpdateCpu = statsOf(whole.cpuMs);
    const int staleFrames = charts.stale + whole.stale;
    const int missedFrames = charts.missed + whole.missed;
    std::vector<double> samples = charts.wallMs;

    // A burst: 1000 values before the event loop runs once are drawn as one frame, the last value.
    const ChartFrames beforeBurst = framesOf(window);
    QElapsedTimer burstTimer;
    burstTimer.start();
    // Positions 100…1099 (B from 2 to about 1950), distinct from where the walk ended.
    const int burstStart = walk.empty() || walk.back() < 600 ? 100 : 0;
    for (int i = 0; i < 1000; ++i)
        slider->setValue(burstStart + i);
    waitForBothFrames(window, beforeBurst);
    const double burstMs = static_cast<double>(burstTimer.nsecsElapsed()) / 1e6;
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    const ChartFrames afterBurst = framesOf(window);
    const bool burstShowsLast
        = window.batchSizeChart()->plottedSliderBatch(0) == ui::ParametersPanel::sliderValue(burstStart + 999);

    const Stats core = statsOf(timeCoreSteps(project, walk));
    const double peakRss = peakRssMib();
    const double loadAfter = loadAverage();

    nlohmann::json result = {
        {"version", kVersion},
        {"scale", scale},
        {"scene",
            {{"chips", project.chipIds.size()}, {"ops", project.ops.size()}, {"sweeps", project.sweeps.size()},
                {"batch_points", static_cast<int>(project.viewOptions.batchRange.to)},
                {"chart_size", std::to_string(kBenchChartWidth) + "x" + std::to_string(kBenchChartHeight)}}},
        {"steps", samples.size()},
        {"update_ms_median", update.median},
        {"update_ms_p95", update.p95},
        {"update_ms_min", update.min},
        {"update_ms_max", update.max},
        {"update_ms_steps", charts.wallMs}, // what the median, p95, min and max are of
        {"update_cpu_ms_median", updateCpu.median},
        {"update_cpu_ms_p95", updateCpu.p95},
        {"window_update_ms_median", windowUpdate.median},
        {"window_update_ms_p95", windowUpdate.p95},
        {"window_update_cpu_ms_median", windowUpdateCpu.median},
        {"core_update_ms_median", core.median},
        {"core_update_ms_p95", core.p95},
        {"stale_frames", staleFrames},
        {"missed_frames", missedFrames},
        {"burst_1000_values_ms", burstMs},
        {"burst_1000_values_frames",
            {{"roofline", afterBurst.roofline - beforeBurst.roofline},
                {"sweep", afterBurst.sweep - beforeBurst.sweep}}},
        {"burst_draws_last_value", burstShowsLast},
        {"scene_build_ms", buildMs},
        {"peak_rss_mib", peakRss},
        {"export_q3_png_ms", exportMs ? nlohmann::json(*exportMs) : nlohmann::json(nullptr)},
        {"export_q3_png_runs_ms", exportRuns},
        {"startup_to_first_frame_ms",
            startupWall.size() > 1
                ? nlohmann::json(median(std::vector<double>(startupWall.begin() + 1, startupWall.end())))
                : nlohmann::json(nullptr)},
        {"startup_first_run_ms", startupWall.empty() ? nlohmann::json(nullptr) : nlohmann::json(startupWall.front())},
        {"startup_runs_ms", startupWall},
        {"startup_self_reported_ms", startupSelf},
        {"load_average_1m", {{"before", loadBefore}, {"after", loadAfter}}},
    };
    if (!exportAvailable && !flags.has("--no-processes"))
        result["export_note"] = "this build has no export subcommand";

    if (json) {
        std::cout << result.dump(2) << "\n";
        return kExitOk;
    }
    const auto ms = [](const nlohmann::json& value) {
        return value.is_number() ? fixed(value.get<double>()) + " ms" : std::string("n/a");
    };
    std::cout << "Roofline Studio " << kVersion << " bench: " << project.chipIds.size() << " chips overlaid, "
              << project.ops.size() << " ops, " << project.sweeps.size() << " sweeps of "
              << static_cast<int>(project.viewOptions.batchRange.to) << " batch points, charts " << kBenchChartWidth
              << "x" << kBenchChartHeight << "; " << samples.size() << " B-slider steps\n\n";
    const std::vector<std::array<std::string, 3>> rows {
        {"live update (slider to both charts painted), median", ms(result["update_ms_median"]), "<= 4 ms"},
        {"live update, p95", ms(result["update_ms_p95"]), "<= 8 ms"},
        {"  CPU time of the process per update, median / p95",
            fixed(updateCpu.median) + " / " + fixed(updateCpu.p95) + " ms", ""},
        {"same with every panel open (Ops table, Details…), median", ms(result["window_update_ms_median"]), ""},
        {"  p95", ms(result["window_update_ms_p95"]), ""},
        {"  of which core (op points + sweep markers), median", ms(result["core_update_ms_median"]), ""},
        {"1000 slider values in one event-loop turn", ms(result["burst_1000_values_ms"]),
            "one frame per chart, latest value"},
        {"  frames drawn (roofline, sweep)",
            std::to_string(afterBurst.roofline - beforeBurst.roofline) + ", "
                + std::to_string(afterBurst.sweep - beforeBurst.sweep)
                + (burstShowsLast ? ", latest value" : ", STALE"),
            ""},
        {"heavy scene built and painted", ms(result["scene_build_ms"]), ""},
        {"export of the Q3 PNG, whole process", ms(result["export_q3_png_ms"]), "<= 0.2x matplotlib"},
        {"cold start to first frame (first run)", ms(result["startup_first_run_ms"]), ""},
        {"cold start to first frame (median of the rest)", ms(result["startup_to_first_frame_ms"]), "<= 500 ms"},
        {"peak memory (VmHWM)", fixed(peakRss, 1) + " MiB", "<= 150 MiB"},
    };
    for (const auto& [what, measured, target] : rows)
        std::cout << std::left << std::setw(58) << what << std::right << std::setw(12) << measured << "   " << target
                  << "\n";
    std::cout << "\nload average (1 min): " << fixed(loadBefore) << " before, " << fixed(loadAfter) << " after";
    if (staleFrames || missedFrames)
        std::cout << "; " << staleFrames << " stale and " << missedFrames << " missed frames";
    std::cout << "\n";
    return kExitOk;
}

} // namespace roofline::app
