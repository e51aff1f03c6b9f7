// How tick labels are thinned to fit their axis: every k-th label, from the tick that keeps most of them.
#include "ui/charts/frame/qcp.h"
#include "ui/charts/frame/tickers.h"

#include <QFontMetricsF>

#include <gtest/gtest.h>

#include <algorithm>

namespace roofline::test {
namespace {

// A log axis of 0.01 to 10000 (six decades) whose axis rect is `width` pixels wide.
struct LogAxis {
    explicit LogAxis(double width)
    {
        plot.xAxis->setScaleType(QCPAxis::stLogarithmic);
        plot.xAxis->setRange(0.01, 10000.0);
        plot.axisRect()->setAutoMargins(QCP::msNone);
        plot.axisRect()->setMargins(QMargins(60, 10, 60, 40));
        // A hidden plot is told its size (its resize event comes only when shown).
        const QSize size(static_cast<int>(width) + 120, 300);
        plot.resize(size);
        plot.setViewport(QRect(QPoint(0, 0), size));
        plot.replot();
    }
    QStringList thinned() const
    {
        const QVector<double> ticks {0.01, 0.1, 1.0, 10.0, 100.0, 1000.0, 10000.0};
        QVector<QString> labels;
        for (const double tick : ticks)
            labels.append(ui::formatTick(tick, ui::TickFormat::Compact));
        ui::thinTickLabels(plot.xAxis, ticks, labels);
        QStringList kept;
        for (const QString& label : labels) {
            if (!label.isEmpty())
                kept.append(label);
        }
        return kept;
    }
    QCustomPlot plot;
};

TEST(TickLabels, EveryOtherDecadeKeepsTheThreeThatFitNotTheTwoFromTheAxissFirstTick)
{
    // A decade three quarters of what "1000" and the gap after it need: neighbours touch, every other
    // one does not. The ends (0.01, 10000) reach past the axis rect and are cleared: from 0.01, every
    // other decade would leave "1" and "100" alone on the axis.
    const QFontMetricsF metrics(LogAxis(300).plot.xAxis->tickLabelFont());
    const double gap = std::max(6.0, metrics.averageCharWidth());
    const double decade = 0.75 * (metrics.horizontalAdvance(QStringLiteral("1000")) + gap);
    const LogAxis axis(6.0 * decade);
    ASSERT_EQ(axis.plot.axisRect()->width(), static_cast<int>(6.0 * decade));
    EXPECT_EQ(axis.thinned(), (QStringList {QStringLiteral("0.1"), QStringLiteral("10"), QStringLiteral("1000")}));
}

TEST(TickLabels, AnAxisWithRoomForEveryLabelKeepsEveryOneWithinIt)
{
    const LogAxis axis(800.0);
    EXPECT_EQ(axis.thinned(),
        (QStringList {QStringLiteral("0.1"), QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100"),
            QStringLiteral("1000")}));
}

} // namespace
} // namespace roofline::test
