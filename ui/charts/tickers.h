#pragma once

#include "ui/charts/qcp.h"

namespace roofline::ui {

// How tick labels read: "1e12", "1 T" or plain "0.5", "240", "10000". Never "1.00000e+12".
enum class TickFormat { Scientific, SI, Compact };

QString formatTick(double value, TickFormat format);

// Decades on a log axis, labelled through core/number_format.h.
class LogTicker : public QCPAxisTickerLog {
public:
    explicit LogTicker(TickFormat format);

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    TickFormat m_format;
};

// Round steps on a linear axis, labelled the same way.
class LinearTicker : public QCPAxisTicker {
public:
    explicit LinearTicker(TickFormat format);

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    TickFormat m_format;
};

} // namespace roofline::ui
