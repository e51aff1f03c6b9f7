// The window part of `roofline-studio bench --measured N`, run in a process of its own so that its
// peak memory is the app's with the profile shown, not the bench's (see measured_bench.cpp).
#include "app/bench/measured_window.h"
#include "app/bench/bench_timing.h"

#include "app/bench/heavy_scene.h"
#include "app/bench/stall_probe.h"
#include "core/base/error.h"
#include "core/formats/chip_library.h"
#include "ui/actions/project_file_actions.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tasks/task_runner.h"

#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSlider>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace roofline::app {

namespace {

constexpr qint64 kPatienceMs = 10 * 60 * 1000; // a stuck step fails the bench instead of hanging it

// Runs the event loop, waiting for events rather than spinning, until `done` says so. Throws when it
// takes longer than any run of the bench should.
void runUntil(const std::function<bool()>& done, const char* what)
{
    QTimer wake; // events to wait for, whatever else is quiet
    wake.start(2);
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > kPatienceMs)
            throw Error(ErrorKind::Io, std::string("bench: gave up waiting for ") + what);
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
}

void settleWindow()
{
    for (int i = 0; i < 10; ++i)
        QCoreApplication::processEvents();
}

void showDocks(const QList<QDockWidget*>& docks, bool shown)
{
    for (QDockWidget* dock : docks)
        dock->setVisible(shown);
    settleWindow();
}

// The first frame after the project's kernels changed (an import applied: the roofline's) or the project
// was replaced (a project opened: the roofline's and the batch-size chart's, which draws its sweeps):
// each chart has applied the change and painted since.
class FrameAfterChange {
public:
    FrameAfterChange(const ui::MainWindow& window, std::vector<const ui::ChartBase*> charts)
        : m_charts(std::move(charts))
        , m_seen(m_charts.size())
    {
        const auto changed = [this] {
            for (std::size_t i = 0; i < m_charts.size(); ++i) {
                if (!m_seen[i].changed)
                    m_seen[i] = {true, m_charts[i]->updateCount(), -1};
            }
        };
        m_connections.push_back(QObject::connect(&window.document(), &ui::Document::measuredChanged, changed));
        m_connections.push_back(QObject::connect(&window.document(), &ui::Document::projectReset, changed));
        for (std::size_t i = 0; i < m_charts.size(); ++i) {
            // Drawn again with the change applied (a replot, which may paint at once): the frame to wait
            // for is the first paint from then on.
            m_connections.push_back(QObject::connect(m_charts[i]->plot(), &QCustomPlot::beforeReplot, [this, i] {
                Seen& seen = m_seen[i];
                if (seen.changed && m_charts[i]->updateCount() != seen.updates)
                    seen.paints = m_charts[i]->paintCount();
            }));
        }
    }
    ~FrameAfterChange()
    {
        for (const QMetaObject::Connection& connection : m_connections)
            QObject::disconnect(connection);
    }
    FrameAfterChange(const FrameAfterChange&) = delete;
    FrameAfterChange& operator=(const FrameAfterChange&) = delete;

    bool painted() const
    {
        for (std::size_t i = 0; i < m_charts.size(); ++i) {
            const Seen& seen = m_seen[i];
            if (seen.paints < 0 || m_charts[i]->hasPendingChanges() || m_charts[i]->paintCount() <= seen.paints)
                return false;
        }
        return true;
    }

private:
    struct Seen {
        bool changed = false;
        int updates = 0; // the chart's updates when the change came
        int paints = -1; // its paints when it was drawn again with the change; -1: not yet
    };
    std::vector<const ui::ChartBase*> m_charts;
    std::vector<Seen> m_seen;
    std::vector<QMetaObject::Connection> m_connections;
};

struct Timed {
    double ms = 0.0;
    StallProbe::Stall stall;
};

// Starts `work`, then runs the event loop until `done`; the time and the UI thread's longest stall.
Timed timeWork(const std::function<void()>& work, const std::function<bool()>& done, const char* what)
{
    StallProbe probe;
    probe.start();
    QElapsedTimer timer;
    timer.start();
    work();
    runUntil(done, what);
    Timed timed;
    timed.ms = msSince(timer);
    timed.stall = probe.stop();
    return timed;
}

} // namespace

nlohmann::json runMeasuredWindow(const MeasuredWindowRun& run)
{
    Project project = heavyBenchProject();
    if (run.ungrouped)
        project.measuredView.aggregation = Aggregation::Off;
    ui::MainWindow window(project, builtinChips());
    window.rooflineChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.batchSizeChart()->setFixedSize(kBenchChartWidth, kBenchChartHeight);
    window.show();
    runUntil([&] { return window.rooflineChart()->paintCount() > 0 && window.batchSizeChart()->paintCount() > 0; },
        "the window's first frame");
    QSlider* slider = window.parametersPanel()->slider(Dim::B);
    const std::vector<int> positions = batchWalk(run.steps, project.viewOptions.batchRange.to);
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    nlohmann::json result;

    // The same steps before the import, in the same process and minute: what the kernels add.
    Steps without;
    if (!run.importOnly) {
        showDocks(docks, false);
        without = timeBatchSteps(window, slider, positions);
        showDocks(docks, true);
    }

    // The import, as File → Import Measurements… does it: read on the worker, applied on the UI thread;
    // quiet, as nobody is there to answer a dialog (a trace's GPU, what the import noticed).
    std::optional<bool> applied;
    const QMetaObject::Connection finished
        = QObject::connect(window.tasks(), &ui::TaskRunner::finished, [&](bool ok) { applied = ok; });
    const FrameAfterChange importFrame(window, {window.rooflineChart()});
    const Timed import = timeWork([&] { window.measurementsPanel()->importFileInBackground(run.profile, true); },
        [&] { return (applied.has_value() && window.document().measured().empty()) || importFrame.painted(); },
        "the imported profile's first frame");
    QObject::disconnect(finished);
    if (window.document().measured().empty())
        throw Error(ErrorKind::Io, "bench: the profile " + run.profile.toStdString() + " was not imported");
    result["import_to_first_frame_ms"] = import.ms;
    result["import_stall_ms"] = import.stall.ms;
    result["import_stall_cpu_ms"] = import.stall.cpuMs;
    const MeasuredSelection& selection = window.document().measuredSelection();
    result["grouped"] = selection.aggregated;
    result["groups"] = selection.groups.size();
    std::size_t points = 0;
    for (const ChipRoofline& layer : window.rooflineChart()->scene().chips)
        points += layer.measured.size();
    result["measured_points_on_chart"] = points;
    if (run.importOnly) {
        result["peak_rss_mib"] = peakRssMib();
        return result;
    }

    // The group with the largest share linked to the first op, as Link to op does: its prediction
    // line moves at every step (a step with a linked op must cost what one without does).
    std::size_t linked = 0;
    if (!selection.groups.empty() && !project.ops.empty()) {
        const MeasuredGroup& top = selection.groups.front();
        window.document().setMeasuredLinks({{top.name, top.chipId, 0}});
        linked = 1;
    }
    showDocks(docks, false);
    const Steps charts = timeBatchSteps(window, slider, positions);
    showDocks(docks, true);
    const Steps whole = timeBatchSteps(window, slider, positions);
    const auto [median, p95] = medianAndP95(charts.ms);
    const auto [cpuMedian, cpuP95] = medianAndP95(charts.cpuMs);
    const auto [withoutMedian, withoutP95] = medianAndP95(without.ms);
    const auto [withoutCpuMedian, withoutCpuP95] = medianAndP95(without.cpuMs);
    const auto [windowMedian, windowP95] = medianAndP95(whole.ms);
    result["linked_groups"] = linked;
    result["update_ms_median"] = median;
    result["update_ms_p95"] = p95;
    result["update_ms_steps"] = charts.ms; // what the median and p95 are of
    result["update_cpu_ms_median"] = cpuMedian;
    result["update_cpu_ms_p95"] = cpuP95;
    result["without_kernels_update_ms_median"] = withoutMedian;
    result["without_kernels_update_ms_p95"] = withoutP95;
    result["without_kernels_update_cpu_ms_median"] = withoutCpuMedian;
    result["without_kernels_update_cpu_ms_p95"] = withoutCpuP95;
    result["window_update_ms_median"] = windowMedian;
    result["window_update_ms_p95"] = windowP95;
    result["missed_frames"] = charts.missed + whole.missed + without.missed;
    result["steps"] = charts.ms.size();
    result["peak_rss_mib"] = peakRssMib();
    if (!run.files)
        return result;

    // The project with the profile in it: autosaved (it has unsaved changes), saved, opened again.
    ui::ProjectFileActions* files = window.fileActions();
    const QString folder = QFileInfo(run.profile).absolutePath();
    files->setRecoveryPath(QString(folder + QStringLiteral("/recovery/autosave-bench.roofline.json")).toStdString());
    const Timed autosave
        = timeWork([&] { files->autosaveInBackground(); }, [&] { return !files->isAutosaving(); }, "the autosave");
    std::optional<bool> saved;
    const QString saveAs = folder + QStringLiteral("/bench.roofline.json");
    const Timed save = timeWork([&] { files->saveFileInBackground(saveAs, [&](bool ok) { saved = ok; }); },
        [&] { return saved.has_value(); }, "the save");
    if (saved != std::optional<bool>(true))
        throw Error(ErrorKind::Io, "bench: the project was not saved to " + saveAs.toStdString());
    // Another file of the same project, so the open replaces this window's project with another's.
    const QString openFrom = folder + QStringLiteral("/bench-copy.roofline.json");
    QFile::remove(openFrom);
    QFile::copy(saveAs, openFrom);
    std::optional<bool> opened;
    const FrameAfterChange openFrame(window, {window.rooflineChart(), window.batchSizeChart()});
    const Timed open = timeWork([&] { files->openFileInBackground(openFrom, [&](bool ok) { opened = ok; }); },
        [&] { return (opened.has_value() && !*opened) || (opened.has_value() && openFrame.painted()); },
        "the opened project's first frame");
    if (opened != std::optional<bool>(true))
        throw Error(ErrorKind::Io, "bench: the project " + openFrom.toStdString() + " did not open");
    result["autosave_ms"] = autosave.ms;
    result["autosave_stall_ms"] = autosave.stall.ms;
    result["autosave_stall_cpu_ms"] = autosave.stall.cpuMs;
    result["save_ms"] = save.ms;
    result["save_stall_ms"] = save.stall.ms;
    result["save_stall_cpu_ms"] = save.stall.cpuMs;
    result["open_to_first_frame_ms"] = open.ms;
    result["open_stall_ms"] = open.stall.ms;
    result["open_stall_cpu_ms"] = open.stall.cpuMs;
    result["longest_stall_ms"] = std::max({import.stall.ms, autosave.stall.ms, save.stall.ms, open.stall.ms});
    result["longest_stall_cpu_ms"]
        = std::max({import.stall.cpuMs, autosave.stall.cpuMs, save.stall.cpuMs, open.stall.cpuMs});
    result["peak_rss_with_files_mib"] = peakRssMib();
    return result;
}

} // namespace roofline::app
