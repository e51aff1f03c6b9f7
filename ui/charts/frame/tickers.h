#pragma once

#include "ui/charts/frame/qcp.h"

#include <QPointer>

namespace roofline::ui {

// How tick labels read: "1e12", "1 T" or plain "0.5", "240", "10000". Never "1.00000e+12".
enum class TickFormat { Scientific, SI, Compact };

QString formatTick(double value, TickFormat format);

// Blanks tick labels so that no two of the axis's labels touch and none reaches past its axis rect
// (where it would meet a neighbouring chart's labels, the corner's other axis or the page's edge):
// every k-th label is kept, the smallest k that leaves a gap between neighbours. Measured with the
// axis's tick label font at the axis's current pixel size.
void thinTickLabels(const QCPAxis* axis, const QVector<double>& ticks, QVector<QString>& labels);

// A QCustomPlot ticker whose labels read through formatTick and are thinned to fit their axis.
template<class Base> class FormattedTicker : public Base {
public:
    explicit FormattedTicker(TickFormat format)
        : m_format(format)
    { }
    // The axis whose labels are thinned to fit (none: all are kept).
    void setAxis(QCPAxis* axis) { m_axis = axis; }

protected:
    void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision, QVector<double>& ticks,
        QVector<double>* subTicks, QVector<QString>* tickLabels) override
    {
        Base::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
        if (tickLabels)
            thinTickLabels(m_axis, ticks, *tickLabels);
    }
    QString getTickLabel(double tick, const QLocale&, QChar, int) override { return formatTick(tick, m_format); }

private:
    TickFormat m_format;
    QPointer<QCPAxis> m_axis;
};

// Decades on a log axis.
class LogTicker : public FormattedTicker<QCPAxisTickerLog> {
public:
    explicit LogTicker(TickFormat format);
};

// Round steps on a linear axis.
class LinearTicker : public FormattedTicker<QCPAxisTicker> {
public:
    explicit LinearTicker(TickFormat format);
};

} // namespace roofline::ui
