#include "ui/panels/trace_gpu_choice.h"

#include "core/base/number_format.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace roofline::ui {

namespace {

struct TraceGpuChoice {
    Q_DECLARE_TR_FUNCTIONS(TraceGpuChoice)
};

} // namespace

std::size_t gpusWithKernels(const TraceJoin& join)
{
    return static_cast<std::size_t>(std::count_if(
        join.devices.begin(), join.devices.end(), [](const DeviceTime& d) { return d.kernels.seconds() > 0.0; }));
}

std::optional<std::int64_t> askTraceGpu(QWidget* parent, const TraceJoin& join, const QString& fileName)
{
    std::vector<DeviceTime> gpus;
    for (const DeviceTime& device : join.devices) {
        if (device.kernels.seconds() > 0.0)
            gpus.push_back(device);
    }
    if (gpus.size() < 2)
        return join.device;
    // The GPU read first (the one with most kernel time) first, then by number.
    std::stable_sort(gpus.begin(), gpus.end(), [&join](const DeviceTime& a, const DeviceTime& b) {
        return a.device == join.device && b.device != join.device;
    });
    QStringList items;
    for (const DeviceTime& gpu : gpus) {
        const QString time = QString::fromStdString(formatDuration(gpu.kernels.seconds()));
        items.append(gpu.device == join.device
                ? TraceGpuChoice::tr("GPU %1: %2 of kernels (the most)").arg(gpu.device).arg(time)
                : TraceGpuChoice::tr("GPU %1: %2 of kernels").arg(gpu.device).arg(time));
    }
    bool ok = false;
    const QString picked = QInputDialog::getItem(parent, TraceGpuChoice::tr("Import measurements"),
        TraceGpuChoice::tr(
            "%1 holds the kernels of %Ln GPU(s). One is read at a time; which?", nullptr, static_cast<int>(gpus.size()))
            .arg(fileName),
        items, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    return gpus[static_cast<std::size_t>(std::max<qsizetype>(0, items.indexOf(picked)))].device;
}

} // namespace roofline::ui
