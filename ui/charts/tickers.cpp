#include "ui/charts/tickers.h"

#include "core/number_format.h"

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

LogTicker::LogTicker(TickFormat format)
    : m_format(format)
{
    setLogBase(10.0);
    setSubTickCount(8);
}

QString LogTicker::getTickLabel(double tick, const QLocale&, QChar, int)
{
    return formatTick(tick, m_format);
}

LinearTicker::LinearTicker(TickFormat format)
    : m_format(format)
{
    setTickCount(6);
}

QString LinearTicker::getTickLabel(double tick, const QLocale&, QChar, int)
{
    return formatTick(tick, m_format);
}

} // namespace roofline::ui
