#include "ui/charts/frame/tickers.h"

#include "core/base/number_format.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

QString formatTick(double value, TickFormat format)
{
    // Ticks are computed in floating point: 0.30000000000000004 must read "0.3", and a zero that
    // came out as 1e-30 must read "0".
    if (std::fabs(value) < 1e-300)
        return QStringLiteral("0");
    switch (format) {
    case TickFormat::Scientific:
        return QString::fromStdString(formatScientific(value, 3));
    case TickFormat::SI:
        return QString::fromStdString(formatSI(value, {}, 3));
    case TickFormat::Compact:
        return QString::fromStdString(formatCompact(value, 4));
    }
    return {};
}

void thinTickLabels(const QCPAxis* axis, const QVector<double>& ticks, QVector<QString>& labels)
{
    if (!axis || labels.size() != ticks.size() || labels.isEmpty())
        return;
    const QCPAxisRect* rect = axis->axisRect();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const double length = horizontal ? rect->width() : rect->height();
    if (length <= 0.0)
        return; // not laid out yet: the next layout thins them
    const QFontMetricsF metrics(axis->tickLabelFont());
    // A label's extent along the axis, in pixels.
    struct Extent {
        double from;
        double to;
    };
    std::vector<Extent> extents;
    extents.reserve(static_cast<std::size_t>(ticks.size()));
    const double low = horizontal ? rect->left() : rect->top();
    const double high = horizontal ? rect->right() : rect->bottom();
    // Beside the rect only as far as half the gap between small charts; a vertical axis not at all
    // (its end labels would meet the other axis's at the corner, or the chart above or below).
    const double overhang = horizontal ? 4.0 : 0.5;
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        const double centre = axis->coordToPixel(ticks[i]);
        const double half = (horizontal ? metrics.horizontalAdvance(labels[i]) : metrics.height()) / 2.0;
        if (!std::isfinite(centre) || centre - half < low - overhang || centre + half > high + overhang)
            labels[i].clear();
        extents.push_back({std::min(centre - half, centre + half), std::max(centre - half, centre + half)});
    }
    const double gap = horizontal ? std::max(6.0, metrics.averageCharWidth()) : 2.0;
    // Ticks come in axis order, so neighbours in the list are neighbours on the axis.
    const auto fits = [&](qsizetype k, qsizetype phase) {
        const Extent* previous = nullptr;
        for (qsizetype i = phase; i < ticks.size(); i += k) {
            if (labels[i].isEmpty())
                continue;
            const Extent& extent = extents[static_cast<std::size_t>(i)];
            if (previous && std::max(previous->from, extent.from) < std::min(previous->to, extent.to) + gap)
                return false;
            previous = &extent;
        }
        return true;
    };
    qsizetype k = 1;
    while (k < ticks.size() && !fits(k, 0))
        ++k;
    // Every k-th label from the phase that keeps most of them: the axis's first tick is often off its
    // ends (cleared above), and from it every other decade of 0.01 to 10000 leaves only "1" and "100"
    // where "0.1", "10" and "1000" fit as well.
    const auto kept = [&](qsizetype phase) {
        qsizetype count = 0;
        for (qsizetype i = phase; i < ticks.size(); i += k)
            count += labels[i].isEmpty() ? 0 : 1;
        return count;
    };
    qsizetype phase = 0;
    for (qsizetype p = 1; p < k; ++p) {
        if (kept(p) > kept(phase) && fits(k, p))
            phase = p;
    }
    for (qsizetype i = 0; i < ticks.size(); ++i) {
        if (i % k != phase)
            labels[i].clear();
    }
}

LogTicker::LogTicker(TickFormat format)
    : FormattedTicker(format)
{
    setLogBase(10.0);
    setSubTickCount(8);
}

LinearTicker::LinearTicker(TickFormat format)
    : FormattedTicker(format)
{
    setTickCount(6);
}

} // namespace roofline::ui
