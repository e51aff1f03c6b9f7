// An Empirical Roofline Toolkit file of 150,000 levels opened in the window the way a user imports it
// (Import Measurements…): shown at once, the chart drawing at most 256 of its slopes (the slowest, and one
// per span of their rates) and the Measurements panel saying how many it draws. Checked on what is drawn,
// counted; the times (recorded as the test's properties import_to_shown_ms, frame_ms and their _cpu_ms) are only
// bounded, in CPU time.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "ui/chart_area.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/panels/measurements_panel.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QTemporaryDir>

#include <ctime>
#include <fstream>

namespace roofline::test {
namespace {

// The CPU time this process has used, in milliseconds: what the work costs, whatever else the machine runs.
double cpuMilliseconds()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

TEST(ErtLevels, AFileOf150000LevelsOpensInTheWindowDrawingAtMost256OfEach)
{
    // Level i at (1000 + i) GB/s, in ERT's billions, as the hostile corpus writes it (2.9 MB).
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("roofline.json"));
    {
        std::ofstream out(path.toStdString());
        out << R"({"empirical": {"gflops": {"data": [["GFLOPs", 9512.37]]}, "gbytes": {"data": [)";
        for (int i = 0; i < 150000; ++i)
            out << (i == 0 ? "" : ", ") << "[\"L" << i << "\", " << 1000 + i << "]";
        out << "]}}}";
    }
    auto window = openWindow(); // TPU v5e first: a quiet import puts the ceilings on it
    QElapsedTimer clock;
    clock.start();
    double cpuAt = cpuMilliseconds();
    ASSERT_TRUE(window->measurementsPanel()->importFile(path, true));
    window->flushUpdates();
    ui::RooflineChart* chart = chartArea(*window)->rooflineChart();
    chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
    const qint64 shownAfter = clock.elapsed();
    const double shownCpu = cpuMilliseconds() - cpuAt;
    // A frame on its own (a resize, a zoom, a label placed), now that the file is read and placed.
    clock.restart();
    cpuAt = cpuMilliseconds();
    chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
    const qint64 frame = clock.elapsed();
    const double frameCpu = cpuMilliseconds() - cpuAt;
    RecordProperty("import_to_shown_ms", static_cast<int>(shownAfter));
    RecordProperty("import_to_shown_cpu_ms", static_cast<int>(shownCpu));
    RecordProperty("frame_ms", static_cast<int>(frame));
    RecordProperty("frame_cpu_ms", static_cast<int>(frameCpu));

    // The chart holds 256 slopes, the slowest and each span's fastest (each of the 255 spans of log(rate) has
    // a level: neighbours are 0.001 apart in log, a span 0.0197), and the one peak.
    const std::vector<double> slopes = plottedMeasuredSlopes(*chart, 0);
    ASSERT_EQ(slopes.size(), 256u);
    EXPECT_NEAR(slopes.front() / 1000e9, 1.0, 1e-12);
    EXPECT_NEAR(slopes.back() / 150999e9, 1.0, 1e-12);
    EXPECT_EQ(plottedMeasuredCeilings(*chart, 0).size(), 1u);
    // Drawn: the peak, and no more slopes than those, on distinct pixels.
    std::vector<int> drawn;
    for (int i = 0; i < chart->plot()->plottableCount(); ++i)
        if (auto* lines = qobject_cast<ui::LineSet*>(chart->plot()->plottable(i)))
            drawn.push_back(lines->drawnCount());
    ASSERT_EQ(drawn.size(), 2u);
    EXPECT_EQ(drawn[0], 1);
    EXPECT_GT(drawn[1], 1);
    EXPECT_LE(drawn[1], 256);
    // The panel says how many of the file's levels the chart draws.
    const QString summary = child<QLabel>(*window->measurementsPanel(), "measuredSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("(the chart draws %1 of its %2 levels)")
                                     .arg(QLocale().toString(257), QLocale().toString(150001))))
        << summary.toStdString();
    // The file is kept whole in the project.
    ASSERT_EQ(window->document().empiricalRooflines().size(), 1u);
    EXPECT_EQ(window->document().empiricalRooflines()[0].bandwidths.size(), 150000u);
    // Shown within seconds of CPU, even in a sanitizer build (a plottable per level, then every level drawn
    // each frame, took minutes, then tens of seconds); CPU time, so a busy machine does not fail it.
    EXPECT_LT(shownCpu, 20000.0) << shownCpu << " ms of CPU, " << shownAfter << " ms";
    // A frame draws at most 257 lines: a few milliseconds, where every level drawn took tenths of a second.
    EXPECT_LT(frameCpu, 1000.0) << frameCpu << " ms of CPU, " << frame << " ms";
}

} // namespace
} // namespace roofline::test
