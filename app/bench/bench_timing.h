#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>

#include <string>
#include <utility>
#include <vector>

class QSlider;

namespace roofline::ui {
class MainWindow;
}

namespace roofline::app {

// What the bench's window modes (`--measured`, `--ert-levels`) share: the charts' size, clocks, the
// step walk over the batch range and peak memory.
inline constexpr int kBenchChartWidth = 1600;
inline constexpr int kBenchChartHeight = 900;

double msSince(const QElapsedTimer& timer);
// CPU time of the whole process: what a step costs whatever else runs.
double processCpuMs();
// Median and nearest-rank p95 (the ⌈0.95·n⌉-th smallest).
std::pair<double, double> medianAndP95(std::vector<double> samples);
// VmHWM: the most resident memory this process has had, in MiB.
double peakRssMib();
std::string fixed(double value, int decimals = 2);

// Runs the event loop until the chart has painted a frame after `before` (at most `limit` turns).
template<typename Chart> bool waitForFrame(const Chart* chart, int before, int limit = 200)
{
    for (int i = 0; i < limit; ++i) {
        QCoreApplication::processEvents();
        if (chart->paintCount() > before)
            return true;
    }
    return false;
}

// `steps` B-slider positions over the batch range up to `toBatch`, back and forth, each a different B.
std::vector<int> batchWalk(int steps, double toBatch);

struct Steps {
    std::vector<double> ms; // slider to both charts painted
    std::vector<double> cpuMs;
    int missed = 0; // steps after which a chart painted no frame
};

// Moves the B slider to each position and waits for both charts to paint.
Steps timeBatchSteps(const ui::MainWindow& window, QSlider* slider, const std::vector<int>& positions);

} // namespace roofline::app
