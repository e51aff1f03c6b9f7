#include "app/bench/bench_timing.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/main_window.h"
#include "ui/panels/parameters_panel.h"

#include <QSlider>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace roofline::app {

double msSince(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

double processCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

std::pair<double, double> medianAndP95(std::vector<double> samples)
{
    if (samples.empty())
        return {0.0, 0.0};
    std::sort(samples.begin(), samples.end());
    const std::size_t n = samples.size();
    const double median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
    const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(0.95 * static_cast<double>(n)))) - 1;
    return {median, samples[std::min(rank, n - 1)]};
}

double peakRssMib()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with("VmHWM:"))
            return std::stod(line.substr(6)) / 1024.0; // kB
    }
    return -1.0;
}

std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

std::vector<int> batchWalk(int steps, double toBatch)
{
    std::vector<int> distinct;
    const int hi = ui::ParametersPanel::sliderPosition(toBatch);
    for (int p = ui::ParametersPanel::sliderPosition(1.0); p <= hi; ++p) {
        if (distinct.empty()
            || ui::ParametersPanel::sliderValue(p) != ui::ParametersPanel::sliderValue(distinct.back()))
            distinct.push_back(p);
    }
    std::vector<int> positions;
    const int last = static_cast<int>(distinct.size()) - 1;
    const int stride = std::max(1, 2 * last / std::max(1, steps));
    int index = 0;
    int direction = 1;
    for (int i = 0; i < steps && last > 0; ++i) {
        index += direction * stride;
        if (index > last) {
            index = std::max(0, 2 * last - index);
            direction = -1;
        } else if (index < 0) {
            index = std::min(last, -index);
            direction = 1;
        }
        positions.push_back(distinct[static_cast<std::size_t>(index)]);
    }
    return positions;
}

Steps timeBatchSteps(const ui::MainWindow& window, QSlider* slider, const std::vector<int>& positions)
{
    Steps steps;
    QElapsedTimer timer;
    for (const int position : positions) {
        const int roofline = window.rooflineChart()->paintCount();
        const int sweep = window.batchSizeChart()->paintCount();
        const double cpu = processCpuMs();
        timer.start();
        slider->setValue(position);
        bool painted = false;
        for (int i = 0; i < 40 && !painted; ++i) {
            QCoreApplication::processEvents();
            painted = window.rooflineChart()->paintCount() > roofline && window.batchSizeChart()->paintCount() > sweep;
        }
        steps.ms.push_back(msSince(timer));
        steps.cpuMs.push_back(processCpuMs() - cpu);
        steps.missed += painted ? 0 : 1;
    }
    return steps;
}

} // namespace roofline::app
