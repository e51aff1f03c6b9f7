#pragma once

#include "ui/charts/qcp.h"

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

// Decades on a log axis, labelled through core/number_format.h.
class LogTicker : public QCPAxisTickerLog {
public:
    explicit LogTicker(TickFormat format);
    // The axis whose labels are thinned to fit (none: all are kept).
    void setAxis(QCPAxis* axis) { m_axis = axis; }

protected:
    void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision, QVector<double>& ticks,
        QVector<double>* subTicks, QVector<QString>* tickLabels) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    TickFormat m_format;
    QPointer<QCPAxis> m_axis;
};

// Round steps on a linear axis, labelled the same way.
class LinearTicker : public QCPAxisTicker {
public:
    explicit LinearTicker(TickFormat format);
    // The axis whose labels are thinned to fit (none: all are kept).
    void setAxis(QCPAxis* axis) { m_axis = axis; }

protected:
    void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision, QVector<double>& ticks,
        QVector<double>* subTicks, QVector<QString>* tickLabels) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    TickFormat m_format;
    QPointer<QCPAxis> m_axis;
};

} // namespace roofline::ui
