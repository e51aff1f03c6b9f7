#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QImage>
#include <QMouseEvent>

#include <algorithm>
#include <cstdlib>

namespace roofline {
namespace {

// A plot with a line on the main layer and a disc on the moving (dynamic) layer.
struct DrawnPlot {
    explicit DrawnPlot(bool moving)
    {
        plot.resize(320, 220);
        plot.setMoving(moving);
        QCPGraph* line = plot.addGraph();
        line->setData({1.0, 2.0, 3.0}, {1.0, 3.0, 2.0});
        line->setPen(QPen(Qt::darkBlue, 2.0));
        plot.xAxis->setRange(0.0, 4.0);
        plot.yAxis->setRange(0.0, 4.0);
        disc = new QCPItemEllipse(&plot);
        disc->setLayer(plot.dynamicLayer());
        disc->setBrush(QBrush(Qt::red));
        moveDisc(1.0);
        plot.replot();
    }

    void moveDisc(double x)
    {
        disc->topLeft->setCoords(x - 0.2, 2.2);
        disc->bottomRight->setCoords(x + 0.2, 1.8);
    }

    QImage picture() { return plot.grab().toImage(); }

    ui::PlotWidget plot;
    QCPItemEllipse* disc = nullptr;
};

// The largest difference of one colour channel between two pictures of one size (256: sizes differ).
int largestChannelDifference(const QImage& a, const QImage& b)
{
    if (a.size() != b.size())
        return 256;
    int largest = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            largest = std::max(
                {largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
        }
    }
    return largest;
}

TEST(PlotWidget, APlotWhereNothingMovesDrawsWhatOneWithAMovingLayerDraws)
{
    // A chart drawn again whole (the Model panel's step bars) keeps no buffer for a moving layer:
    // its pictures, first and after a move, are those of a plot that has one.
    DrawnPlot moving(true);
    DrawnPlot still(false);
    EXPECT_EQ(moving.plot.dynamicLayer()->mode(), QCPLayer::lmBuffered);
    EXPECT_EQ(still.plot.dynamicLayer()->mode(), QCPLayer::lmLogical);
    const QImage first = moving.picture();
    EXPECT_EQ(first, still.picture());

    moving.moveDisc(3.0);
    still.moveDisc(3.0);
    moving.plot.replotDynamic();
    still.plot.replotDynamic();
    const QImage moved = moving.picture();
    EXPECT_NE(moved, first); // the disc did move
    // A step composed onto the frame and a full replot round a few antialiased edge pixels apart.
    EXPECT_LE(largestChannelDifference(moved, still.picture()), 2);
}

TEST(PlotWidget, AMovingLayerComesBackWhenAskedFor)
{
    DrawnPlot plot(false);
    plot.plot.setMoving(true);
    EXPECT_EQ(plot.plot.dynamicLayer()->mode(), QCPLayer::lmBuffered);
    DrawnPlot moving(true);
    plot.moveDisc(2.5);
    moving.moveDisc(2.5);
    plot.plot.replotDynamic();
    moving.plot.replotDynamic();
    EXPECT_LE(largestChannelDifference(plot.picture(), moving.picture()), 2);
}

// An export's plot is drawn only through toPainter: at QT_SCALE_FACTOR=100 its replots filled a
// 66 MB tick-label picture per label at the screen's ratio (785 MB and 17 s for a 320x240 PNG).
TEST(PlotWidget, APlotDrawnOnlyToAPainterKeepsNothingAtTheScreensRatio)
{
    DrawnPlot plot(false);
    plot.plot.setBufferDevicePixelRatio(3.0);
    plot.plot.setDrawnOnlyToPainter(true);
    EXPECT_DOUBLE_EQ(plot.plot.bufferDevicePixelRatio(), 1.0);
    EXPECT_FALSE(plot.plot.plottingHints().testFlag(QCP::phCacheLabels));

    plot.plot.setDrawnOnlyToPainter(false);
    EXPECT_DOUBLE_EQ(plot.plot.bufferDevicePixelRatio(), plot.plot.devicePixelRatioF());
    EXPECT_TRUE(plot.plot.plottingHints().testFlag(QCP::phCacheLabels));
}

// The overlay layer draws only the zoom box: without one it holds no pixels (a full-size image per chart,
// 5.8 MB at 1600×900); while a box is dragged it holds them and the box is drawn; after, none again.
TEST(PlotWidget, TheOverlayHoldsPixelsOnlyWhileAZoomBoxIsDragged)
{
    DrawnPlot drawn(true);
    drawn.plot.show();
    const QImage before = drawn.picture();
    const std::size_t image = 320u * 220u * 4u;
    // The layers below the moving one, the moving one, the axes, and the two composed frames: five images.
    EXPECT_EQ(drawn.plot.pixelBytesHeld(), 5 * image);

    QMouseEvent press(QEvent::MouseButtonPress, QPointF(100, 60), drawn.plot.mapToGlobal(QPointF(100, 60)),
        Qt::LeftButton, Qt::LeftButton, Qt::ShiftModifier);
    QApplication::sendEvent(&drawn.plot, &press);
    QMouseEvent move(QEvent::MouseMove, QPointF(220, 150), drawn.plot.mapToGlobal(QPointF(220, 150)), Qt::NoButton,
        Qt::LeftButton, Qt::ShiftModifier);
    QApplication::sendEvent(&drawn.plot, &move);
    ASSERT_TRUE(drawn.plot.selectionRect() && drawn.plot.selectionRect()->isActive());
    EXPECT_EQ(drawn.plot.pixelBytesHeld(), 6 * image);
    EXPECT_GT(largestChannelDifference(drawn.picture(), before), 16); // the box is on the frame

    QMouseEvent release(QEvent::MouseButtonRelease, QPointF(220, 150), drawn.plot.mapToGlobal(QPointF(220, 150)),
        Qt::LeftButton, Qt::NoButton, Qt::ShiftModifier);
    QApplication::sendEvent(&drawn.plot, &release);
    drawn.plot.replot(QCustomPlot::rpImmediateRefresh);
    EXPECT_EQ(drawn.plot.pixelBytesHeld(), 5 * image);
    EXPECT_LT(drawn.plot.xAxis->range().size(), 4.0); // zoomed into the box
}

} // namespace
} // namespace roofline
