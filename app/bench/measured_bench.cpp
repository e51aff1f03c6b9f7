// `roofline-studio bench --measured N`: the heavy scene with a profile of N measured kernels over 200
// names (core's benchMeasuredKernels), imported the way a user imports a CSV. Times core's part
// (parsing, grouping, filtering, the scene), the import to the first frame that shows the kernels,
// slider steps with them shown, and peak memory.
#include "app/bench/measured_bench.h"
#include "app/bench/bench_scratch.h"
#include "app/bench/bench_timing.h"
#include "app/subcommands.h"

#include "app/bench/heavy_scene.h"
#include "app/bench/measured_profile.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/io/chip_library.h"
#include "core/io/measured_csv.h"
#include "core/measured/measured_groups.h"
#include "core/scene/scene.h"
#include "core/version.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/sweep/batch_sweep_chart.h"
#include "ui/document.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/parameters_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QSlider>
#include <QStyleFactory>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>

namespace roofline::app {

int runMeasuredBench(int argc, char** argv, const ParsedFlags& flags, int steps, bool json)
{
    const std::string countText = flags.single("--measured").value_or("");
    const std::optional<double> parsed = parseFiniteNumber(countText);
    if (!parsed || *parsed < 1 || *parsed > 1e6 || std::floor(*parsed) != *parsed)
        throw Error(ErrorKind::InvalidValue,
            "--measured must be a whole number of kernels from 1 to 1000000, got " + quoteForMessage(countText));
    const auto count = static_cast<std::size_t>(*parsed);
    const bool ungrouped = flags.has("--ungrouped");

    // Core alone, before any window: the profile as a CSV file, parsed, grouped, filtered, placed. Its
    // data is let go before the window opens, so the peak memory is the app's, not the bench's.
    Project project = heavyBenchProject();
    if (ungrouped)
        project.measuredView.aggregation = Aggregation::Off;
    std::string csv;
    double generateMs = 0.0, parseMs = 0.0, groupMs = 0.0, filterMs = 0.0, sceneMs = 0.0;
    std::size_t groups = 0, filteredGroups = 0, points = 0;
    bool grouped = false;
    {
        QElapsedTimer timer;
        timer.start();
        csv = measuredKernelsToCsv(benchMeasuredKernels(project, count));
        generateMs = msSince(timer);
        timer.start();
        const MeasuredImport imported = parseMeasuredCsv(csv, "bench.csv");
        parseMs = msSince(timer);
        timer.start();
        const MeasuredSelection selection = selectMeasured(imported.kernels, project.measuredView);
        groupMs = msSince(timer);
        MeasuredSettings filtered = project.measuredView;
        filtered.filter = "gemm|attn";
        filtered.filterIsRegex = true;
        filtered.minTimeShare = 0.001;
        timer.start();
        filteredGroups = selectMeasured(imported.kernels, filtered).groups.size();
        filterMs = msSince(timer);
        std::vector<const Chip*> chips;
        for (const Chip& chip : project.customChips)
            chips.push_back(&chip);
        timer.start();
        const RooflineScene scene
            = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project), selection);
        sceneMs = msSince(timer);
        for (const ChipRoofline& layer : scene.chips)
            points += layer.measured.size();
        groups = selection.groups.size();
        grouped = selection.aggregated;
    }

    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw Error(ErrorKind::Io, "cannot create a temporary folder for the bench");
    keepUserFoldersIn(scratch.path());
    const QString csvPath = scratch.path() + QStringLiteral("/bench-kernels.csv");
    {
        std::ofstream out(csvPath.toStdString(), std::ios::binary);
        out << csv;
    }
    std::string().swap(csv);

    // The heavy scene in the real window, then the profile imported as File → Import Measurements does.
    ui::MainWindow window(project, builtinChips());
    window.rooflineChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.sweepChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.show();
    if (!waitForFrame(window.rooflineChart(), -1) || !waitForFrame(window.sweepChart(), -1))
        throw Error(ErrorKind::Io, "the bench window never painted its charts");
    QSlider* slider = window.parametersPanel()->slider(Dim::B);
    const std::vector<int> positions = batchWalk(steps, project.viewOptions.batchRange.to);
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    const auto settle = [] {
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents();
    };
    // The same steps before the import, in the same process and minute: what the kernels add.
    for (QDockWidget* dock : docks)
        dock->hide();
    settle();
    const Steps without = timeBatchSteps(window, slider, positions);
    for (QDockWidget* dock : docks)
        dock->show();
    settle();
    const int before = window.rooflineChart()->paintCount();
    QElapsedTimer timer;
    timer.start();
    if (!window.measurementsPanel()->importFile(csvPath, true))
        throw Error(ErrorKind::Io, "the bench profile could not be imported");
    const bool painted = waitForFrame(window.rooflineChart(), before);
    const double importMs = msSince(timer);
    if (!painted)
        throw Error(ErrorKind::Io, "the roofline never painted the imported kernels");

    // The group with the largest share linked to the first op, as Link to op does: its prediction
    // line moves at every step (a step with a linked op must cost what one without does).
    std::size_t linked = 0;
    if (!window.document().measuredSelection().groups.empty() && !project.ops.empty()) {
        const MeasuredGroup& top = window.document().measuredSelection().groups.front();
        window.document().setMeasuredLinks({{top.name, top.chipId, 0}});
        linked = 1;
    }
    for (QDockWidget* dock : docks)
        dock->hide();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    const Steps charts = timeBatchSteps(window, slider, positions);
    for (QDockWidget* dock : docks)
        dock->show();
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
    const Steps whole = timeBatchSteps(window, slider, positions);
    const auto [median, p95] = medianAndP95(charts.ms);
    const auto [cpuMedian, cpuP95] = medianAndP95(charts.cpuMs);
    const auto [withoutMedian, withoutP95] = medianAndP95(without.ms);
    const auto [withoutCpuMedian, withoutCpuP95] = medianAndP95(without.cpuMs);
    const auto [windowMedian, windowP95] = medianAndP95(whole.ms);
    const double rss = peakRssMib();

    const nlohmann::json result = {
        {"version", kVersion},
        {"kernels", count},
        {"grouped", grouped},
        {"groups", groups},
        {"measured_points_on_chart", points},
        {"linked_groups", linked},
        {"generate_ms", generateMs},
        {"core_parse_csv_ms", parseMs},
        {"core_group_ms", groupMs},
        {"core_group_and_regex_filter_ms", filterMs},
        {"core_filtered_groups", filteredGroups},
        {"core_scene_ms", sceneMs},
        {"import_to_first_frame_ms", importMs},
        {"update_ms_median", median},
        {"update_ms_p95", p95},
        {"update_ms_steps", charts.ms}, // what the median and p95 are of
        {"update_cpu_ms_median", cpuMedian},
        {"update_cpu_ms_p95", cpuP95},
        {"without_kernels_update_ms_median", withoutMedian},
        {"without_kernels_update_ms_p95", withoutP95},
        {"without_kernels_update_cpu_ms_median", withoutCpuMedian},
        {"without_kernels_update_cpu_ms_p95", withoutCpuP95},
        {"window_update_ms_median", windowMedian},
        {"window_update_ms_p95", windowP95},
        {"missed_frames", charts.missed + whole.missed + without.missed},
        {"steps", charts.ms.size()},
        {"peak_rss_mib", rss},
    };
    if (json) {
        std::cout << result.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << "Roofline Studio " << kVersion << " bench --measured " << count << ": the heavy scene (4 chips, "
              << project.ops.size() << " ops, " << project.sweeps.size() << " sweeps) and " << count
              << " measured kernels over 200 names, " << (grouped ? "grouped" : "one by one") << " (" << points
              << " points on the roofline, " << linked << " linked to an op); " << charts.ms.size()
              << " B-slider steps\n\n";
    const std::vector<std::array<std::string, 3>> rows {
        {"core: parse the CSV", fixed(parseMs) + " ms", ""},
        {"core: group, share, rank", fixed(groupMs) + " ms", "once per import or setting, never per step"},
        {"core: the same with a regex and a min. share", fixed(filterMs) + " ms", ""},
        {"core: the roofline scene", fixed(sceneMs) + " ms", ""},
        {"import to the first frame that shows them", fixed(importMs) + " ms", "<= 1500 ms"},
        {"live update with them shown, median", fixed(median) + " ms", "<= 4 ms"},
        {"live update, p95", fixed(p95) + " ms", "<= 8 ms"},
        {"  CPU time of the process per update, median / p95", fixed(cpuMedian) + " / " + fixed(cpuP95) + " ms", ""},
        {"the same steps before the import, median / p95", fixed(withoutMedian) + " / " + fixed(withoutP95) + " ms",
            ""},
        {"  CPU time, median / p95", fixed(withoutCpuMedian) + " / " + fixed(withoutCpuP95) + " ms", ""},
        {"same with every panel open, median / p95", fixed(windowMedian) + " / " + fixed(windowP95) + " ms", ""},
        {"peak memory (VmHWM)", fixed(rss, 1) + " MiB", "<= 250 MiB"},
    };
    for (const auto& [what, measured, target] : rows)
        std::cout << std::left << std::setw(48) << what << std::right << std::setw(16) << measured << "   " << target
                  << "\n";
    if (charts.missed + whole.missed > 0)
        std::cout << "\n" << charts.missed + whole.missed << " steps painted no frame\n";
    return kExitOk;
}

} // namespace roofline::app
