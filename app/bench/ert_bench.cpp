// `roofline-studio bench --ert-levels N`: the heavy scene with an ERT roofline.json of N memory levels
// (level i at 1000 + i GB/s under one 9512.37 GFLOP/s peak), imported on the first chip the way
// *Import Empirical Roofline…* does. Times core's parse, the import to the first frame that shows every
// level, slider steps with them shown, and peak memory. ERT writes a handful of levels; thousands are a
// hostile file, which must still load in about the time of a file that size.
#include "app/bench/ert_bench.h"
#include "app/bench/bench_scratch.h"
#include "app/bench/bench_timing.h"
#include "app/subcommands.h"

#include "app/bench/heavy_scene.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/chip_library.h"
#include "core/readers/ert_json.h"
#include "core/version.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/parameters_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QStyleFactory>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>

namespace roofline::app {

namespace {

std::string ertFile(std::size_t levels)
{
    std::string text = R"({"empirical": {"gflops": {"data": [["GFLOPs", 9512.37]]}, "gbytes": {"data": [)";
    for (std::size_t i = 0; i < levels; ++i)
        text += (i ? ", [\"L" : "[\"L") + std::to_string(i) + "\", " + std::to_string(1000 + i) + "]";
    return text + "]}}}";
}

} // namespace

int runErtBench(int argc, char** argv, const ParsedFlags& flags, int steps, bool json)
{
    const std::string countText = flags.single("--ert-levels").value_or("");
    const std::optional<double> parsed = parseFiniteNumber(countText);
    if (!parsed || *parsed < 1 || *parsed > 200000 || std::floor(*parsed) != *parsed)
        throw Error(ErrorKind::InvalidValue,
            "--ert-levels must be a whole number of levels from 1 to 200000, got " + quoteForMessage(countText));
    const auto levels = static_cast<std::size_t>(*parsed);

    const Project project = heavyBenchProject();
    const std::string chipId = project.chipIds.front();
    std::string text = ertFile(levels);
    QElapsedTimer timer;
    timer.start();
    const std::size_t parsedLevels = parseErtJson(text, "roofline.json", chipId).bandwidths.size();
    const double parseMs = msSince(timer);

    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw Error(ErrorKind::Io, "cannot create a temporary folder for the bench");
    keepUserFoldersIn(scratch.path());
    const QString path = scratch.path() + QStringLiteral("/roofline.json");
    {
        std::ofstream out(path.toStdString(), std::ios::binary);
        out << text;
    }
    const std::size_t fileBytes = text.size();
    std::string().swap(text);

    ui::MainWindow window(project, builtinChips());
    window.rooflineChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.batchSizeChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.show();
    if (!waitForFrame(window.rooflineChart(), -1) || !waitForFrame(window.batchSizeChart(), -1))
        throw Error(ErrorKind::Io, "the bench window never painted its charts");
    const int before = window.rooflineChart()->paintCount();
    timer.start();
    if (!window.measurementsPanel()->importErtFile(path, chipId, true))
        throw Error(ErrorKind::Io, "the bench's ERT file could not be imported");
    const bool painted = waitForFrame(window.rooflineChart(), before);
    const double importMs = msSince(timer);
    if (!painted)
        throw Error(ErrorKind::Io, "the roofline never painted the imported levels");
    // The slopes the roofline's scene has for the chip, which it draws.
    const std::vector<ChipRoofline>& drawn = window.rooflineChart()->scene().chips;
    const std::size_t onChart = drawn.empty() ? 0 : drawn.front().measuredSlopes.size();

    // A live update as the heavy scene's is measured: the slider to both charts painted, panels closed.
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        dock->hide();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    const Steps charts = timeBatchSteps(
        window, window.parametersPanel()->slider(Dim::B), batchWalk(steps, project.viewOptions.batchRange.to));
    const auto [median, p95] = medianAndP95(charts.ms);
    const auto [cpuMedian, cpuP95] = medianAndP95(charts.cpuMs);
    const double rss = peakRssMib();

    const nlohmann::json result = {
        {"version", kVersion},
        {"levels", levels},
        {"file_bytes", fileBytes},
        {"core_levels_read", parsedLevels},
        {"measured_slopes_on_chart", onChart},
        {"core_parse_ert_ms", parseMs},
        {"import_to_first_frame_ms", importMs},
        {"update_ms_median", median},
        {"update_ms_p95", p95},
        {"update_ms_steps", charts.ms}, // what the median and p95 are of
        {"update_cpu_ms_median", cpuMedian},
        {"update_cpu_ms_p95", cpuP95},
        {"missed_frames", charts.missed},
        {"steps", charts.ms.size()},
        {"peak_rss_mib", rss},
    };
    if (json) {
        std::cout << result.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << "Roofline Studio " << kVersion << " bench --ert-levels " << levels
              << ": the heavy scene and an ERT roofline.json of " << levels << " levels (" << fileBytes << " bytes) on "
              << chipId << "; " << charts.ms.size() << " B-slider steps\n\n";
    const std::vector<std::array<std::string, 3>> rows {
        {"core: parse the file", fixed(parseMs) + " ms", ""},
        {"import to the first frame that shows them", fixed(importMs) + " ms", "<= 1500 ms"},
        {"live update with them shown, median", fixed(median) + " ms", "<= 4 ms"},
        {"live update, p95", fixed(p95) + " ms", "<= 8 ms"},
        {"  CPU time of the process per update, median / p95", fixed(cpuMedian) + " / " + fixed(cpuP95) + " ms", ""},
        {"peak memory (VmHWM)", fixed(rss, 1) + " MiB", "<= 250 MiB"},
    };
    for (const auto& [what, measured, target] : rows)
        std::cout << std::left << std::setw(48) << what << std::right << std::setw(16) << measured << "   " << target
                  << "\n";
    if (charts.missed > 0)
        std::cout << "\n" << charts.missed << " steps painted no frame\n";
    return kExitOk;
}

} // namespace roofline::app
