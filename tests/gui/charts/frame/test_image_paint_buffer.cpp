#include "ui/charts/frame/image_paint_buffer.h"

#include <gtest/gtest.h>

namespace roofline {
namespace {

// A plot is made at a widget's default size and resized (or drawn only through toPainter) before
// anything paints: a buffer that filled an image at every size it passed through cost four 120 MB
// images per chart at QT_SCALE_FACTOR=100.
TEST(ImagePaintBuffer, HoldsNoPixelsUntilSomethingPaintsIntoIt)
{
    ui::ImagePaintBuffer buffer(QSize(100, 30), 2.0);
    EXPECT_TRUE(buffer.pixelsHeld().isEmpty());

    buffer.setSize(QSize(160, 90));
    EXPECT_TRUE(buffer.pixelsHeld().isEmpty());

    buffer.clear(Qt::white);
    EXPECT_TRUE(buffer.pixelsHeld().isEmpty());
    delete buffer.startPainting();
    EXPECT_EQ(buffer.pixelsHeld(), QSize(320, 180));
    EXPECT_EQ(buffer.image().pixelColor(319, 179), QColor(Qt::white));
    EXPECT_DOUBLE_EQ(buffer.image().devicePixelRatio(), 2.0);
}

TEST(ImagePaintBuffer, AClearBeforeThePixelsExistIsTheirFirstColour)
{
    ui::ImagePaintBuffer buffer(QSize(10, 10), 1.0);
    buffer.clear(Qt::green);
    EXPECT_TRUE(buffer.pixelsHeld().isEmpty());
    EXPECT_EQ(buffer.image().pixelColor(5, 5), QColor(Qt::green));
}

TEST(ImagePaintBuffer, AResizeDropsThePixelsAndThePaintingMakesThemAgainAtTheNewSize)
{
    ui::ImagePaintBuffer buffer(QSize(100, 30), 1.0);
    buffer.clear(Qt::red);
    delete buffer.startPainting();
    ASSERT_EQ(buffer.pixelsHeld(), QSize(100, 30));

    buffer.setSize(QSize(40, 20));
    EXPECT_TRUE(buffer.pixelsHeld().isEmpty());
    QCPPainter* painter = buffer.startPainting();
    EXPECT_TRUE(painter->isActive());
    painter->fillRect(QRect(0, 0, 40, 20), Qt::blue);
    delete painter;
    EXPECT_EQ(buffer.pixelsHeld(), QSize(40, 20));
    EXPECT_EQ(buffer.image().pixelColor(39, 19), QColor(Qt::blue));
}

TEST(ImagePaintBuffer, ABufferNobodyReadsIsOnePixelWhenPainted)
{
    ui::ImagePaintBuffer buffer(QSize(100, 30), 100.0);
    buffer.setUnread(true);
    delete buffer.startPainting();
    EXPECT_EQ(buffer.pixelsHeld(), QSize(1, 1));
}

} // namespace
} // namespace roofline
