// The measured groups' discs drawn by MeasuredMarkers: on a raster device each disc is copied from an
// image of its size drawn once, so a million groups cost a million copies, not a million stroked
// ellipses; the copy lands where the ellipse would (to a quarter of a device pixel) and looks like it;
// a vector device (PDF, SVG, a QPicture) still gets real ellipses.
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/measured_markers.h"

#include <QImage>
#include <QPicture>

#include <gtest/gtest.h>

#include <cmath>

namespace roofline::test {
namespace {

const QColor kColor(0xc0, 0x50, 0x00);

// A bare plot (no axes, no grid, white) whose coordinates are its pixels, 0..200 both ways.
struct BarePlot {
    BarePlot()
    {
        plot.resize(200, 200);
        plot.setAntialiasedElements(QCP::aeAll);
        QCPAxisRect* rect = plot.axisRect();
        rect->setAutoMargins(QCP::msNone);
        rect->setMargins(QMargins(0, 0, 0, 0));
        for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
            axis->setVisible(false);
            axis->grid()->setVisible(false);
            axis->setRange(0.0, 200.0);
        }
        plot.yAxis->setRangeReversed(true);
        markers = new ui::MeasuredMarkers(rect, QPen(kColor, 1.5), QBrush(QColor(0xc0, 0x50, 0x00, 70)), false);
        plot.replot();
    }

    // The plot painted into an image of `ratio` device pixels per pixel.
    QImage render(double ratio = 1.0)
    {
        QImage image(QSize(200, 200) * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        plot.toPainter(&painter, 200, 200);
        return image;
    }

    QCustomPlot plot;
    ui::MeasuredMarkers* markers;
};

// The same plot through a vector device (a QPicture: real ellipses), played back into an image of
// `ratio` device pixels per pixel: the ellipses a PDF or SVG would hold.
QImage asEllipses(QCustomPlot& plot, double ratio = 1.0)
{
    QPicture picture;
    {
        QCPPainter painter(&picture);
        plot.toPainter(&painter, 200, 200);
    }
    QImage image(QSize(200, 200) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    picture.play(&painter);
    return image;
}

// How far from white a pixel is: the sum of its three channels' distances.
int ink(QRgb pixel)
{
    return (255 - qRed(pixel)) + (255 - qGreen(pixel)) + (255 - qBlue(pixel));
}

struct InkStats {
    double total = 0.0;
    QPointF centre; // ink-weighted, in device pixels
};

InkStats inkOf(const QImage& image)
{
    InkStats stats;
    double x = 0.0, y = 0.0;
    for (int row = 0; row < image.height(); ++row) {
        for (int column = 0; column < image.width(); ++column) {
            const int amount = ink(image.pixel(column, row));
            stats.total += amount;
            x += amount * (column + 0.5);
            y += amount * (row + 0.5);
        }
    }
    if (stats.total > 0.0)
        stats.centre = QPointF(x / stats.total, y / stats.total);
    return stats;
}

TEST(MeasuredMarkers, ThousandsOfDiscsOfOneSizeAreCopiedFromAFewImages)
{
    BarePlot bare;
    QVector<double> x, y, d;
    for (int i = 0; i < 5000; ++i) {
        // Spread over the plot at positions that are not whole pixels.
        x.append(10.0 + std::fmod(i * 7.37, 180.0));
        y.append(10.0 + std::fmod(i * 3.11, 180.0));
        d.append(7.2);
    }
    bare.markers->setPoints(x, y, d);
    bare.plot.replot();
    bare.render();
    // One size, at most 4 × 4 quarter-pixel positions.
    EXPECT_GE(bare.markers->cachedDiscs(), 1u);
    EXPECT_LE(bare.markers->cachedDiscs(), 16u);
}

TEST(MeasuredMarkers, ACopiedDiscLooksLikeTheEllipseAndSitsWhereItWould)
{
    for (const QPointF centre : {QPointF(100.0, 100.0), QPointF(63.3, 121.8), QPointF(140.55, 48.2)}) {
        BarePlot bare;
        bare.markers->setPoints({centre.x()}, {centre.y()}, {12.0});
        bare.plot.replot();
        const InkStats copied = inkOf(bare.render());
        const InkStats drawn = inkOf(asEllipses(bare.plot));
        // The same amount of ink (a ring of pen and a translucent fill), within 5 %,
        EXPECT_NEAR(copied.total, drawn.total, 0.05 * drawn.total) << centre.x() << "," << centre.y();
        // centred where the ellipse is, to a quarter of a pixel (the copies' step) and less.
        EXPECT_NEAR(copied.centre.x(), drawn.centre.x(), 0.15) << centre.x();
        EXPECT_NEAR(copied.centre.y(), drawn.centre.y(), 0.15) << centre.y();
        // Near the point itself (QCustomPlot's pixels are offset by up to half a pixel).
        EXPECT_NEAR(drawn.centre.x(), centre.x(), 0.6);
        EXPECT_NEAR(drawn.centre.y(), centre.y(), 0.6);
    }
}

TEST(MeasuredMarkers, OnAScreenOfTwoDevicePixelsPerPixelTheCopyIsDrawnAtThatSharpness)
{
    BarePlot bare;
    const QPointF centre(80.4, 90.7);
    bare.markers->setPoints({centre.x()}, {centre.y()}, {10.0});
    bare.plot.replot();
    const InkStats copied = inkOf(bare.render(2.0));
    const InkStats drawn = inkOf(asEllipses(bare.plot, 2.0));
    // Four times the ink of one device pixel per pixel, in the same place (in device pixels: twice the
    // coordinates).
    EXPECT_NEAR(copied.total, drawn.total, 0.05 * drawn.total);
    EXPECT_GT(copied.total, 3.0 * inkOf(asEllipses(bare.plot)).total);
    EXPECT_NEAR(copied.centre.x(), drawn.centre.x(), 0.15);
    EXPECT_NEAR(copied.centre.y(), drawn.centre.y(), 0.15);
    EXPECT_NEAR(drawn.centre.x(), 2.0 * centre.x(), 1.2);
    EXPECT_NEAR(drawn.centre.y(), 2.0 * centre.y(), 1.2);
}

TEST(MeasuredMarkers, AVectorDeviceGetsRealEllipses)
{
    BarePlot bare;
    bare.markers->setPoints({50.0, 120.0}, {50.0, 80.0}, {12.0, 30.0});
    bare.plot.replot();
    const std::size_t before = bare.markers->cachedDiscs();
    const QImage image = asEllipses(bare.plot);
    EXPECT_EQ(bare.markers->cachedDiscs(), before);
    // The picture holds the two ellipses: played back on an image it has ink on both rings.
    EXPECT_GT(ink(image.pixel(50 + 6, 50)), 100);
    EXPECT_GT(ink(image.pixel(120 + 15, 80)), 100);
}

} // namespace
} // namespace roofline::test
