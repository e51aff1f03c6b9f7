// Chart labels drawn from cached word images (LabelTiles) must look like the same labels drawn glyph
// by glyph, and only where painting 1:1 in a raster device's own pixels.
#include "ui/charts/labels/label_text.h"
#include "ui/charts/labels/label_tiles.h"

#include <QBuffer>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace roofline::ui {
namespace {

const QColor kInk(0x00, 0x5a, 0xa0);

QFont labelFont(bool bold = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9.0);
    font.setBold(bold);
    return font;
}

QImage blank(const QSize& size, double ratio = 1.0)
{
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    return image;
}

struct Ink {
    int pixels = 0; // noticeably darker than the white halo
    QRect bounds;
    double darkness = 0.0; // summed
};

Ink inkOf(const QImage& image)
{
    Ink ink;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            const int dark = 255 * 3 - qRed(pixel) - qGreen(pixel) - qBlue(pixel);
            if (dark < 60)
                continue;
            ++ink.pixels;
            ink.darkness += dark;
            ink.bounds |= QRect(x, y, 1, 1);
        }
    }
    return ink;
}

// The label drawn as before: the halo filled, then the line's glyphs.
QImage drawnGlyphByGlyph(LabelText& text, const QRect& box, const QString& line, double ratio = 1.0)
{
    QImage image = blank(QSize(400, 60), ratio);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.fillRect(box, Qt::white);
    painter.setPen(kInk);
    text.draw(&painter, QPointF(box.topLeft()) + QPointF(2.0, 2.0), text.line(line, false), false);
    return image;
}

QImage drawnFromTiles(LabelTiles& tiles, LabelText& text, const QRect& box, const QString& line, double ratio = 1.0)
{
    QImage image = blank(QSize(400, 60), ratio);
    image.fill(Qt::gray); // so the halo must be filled over the whole box
    QPainter painter(&image);
    EXPECT_TRUE(LabelTiles::usable(&painter, Qt::white));
    EXPECT_TRUE(tiles.draw(&painter, text, box, 2.0, line, false, kInk, Qt::white));
    painter.end();
    // Outside the box nothing was touched; inside, everything is the halo or text.
    QImage inside = blank(QSize(400, 60), ratio);
    QPainter copy(&inside);
    copy.drawImage(box, image, QRectF(QPointF(box.topLeft()) * ratio, QSizeF(box.size()) * ratio));
    copy.end();
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (!QRectF(box).contains(QPointF(x + 0.5, y + 0.5) / ratio)) {
                EXPECT_EQ(image.pixel(x, y), QColor(Qt::gray).rgb()) << x << "," << y;
            }
        }
    }
    return inside;
}

TEST(LabelTiles, ALabelFromWordImagesLooksLikeTheSameLabelDrawnGlyphByGlyph)
{
    LabelText text;
    text.setFonts(labelFont(), labelFont(true));
    LabelTiles tiles;
    const QString line = QStringLiteral("matmul B=128 D=4096 F=1024 bf16×int8");
    const QRect box(20, 10, static_cast<int>(std::ceil(text.line(line, false).width + 4.0)),
        static_cast<int>(std::ceil(text.lineSpacing(false) + 4.0)));
    const Ink glyphs = inkOf(drawnGlyphByGlyph(text, box, line));
    const Ink tiled = inkOf(drawnFromTiles(tiles, text, box, line));
    ASSERT_GT(glyphs.pixels, 200);
    // The same text in the same place: where the ink lies within a pixel, and as much of it.
    EXPECT_NEAR(tiled.bounds.left(), glyphs.bounds.left(), 1);
    EXPECT_NEAR(tiled.bounds.right(), glyphs.bounds.right(), 2);
    EXPECT_NEAR(tiled.bounds.top(), glyphs.bounds.top(), 1);
    EXPECT_NEAR(tiled.bounds.bottom(), glyphs.bounds.bottom(), 1);
    EXPECT_NEAR(tiled.darkness, glyphs.darkness, 0.08 * glyphs.darkness);
}

TEST(LabelTiles, LabelsThatShareWordsRenderEachWordOnce)
{
    LabelText text;
    text.setFonts(labelFont(), labelFont(true));
    LabelTiles tiles;
    const QRect box(10, 10, 300, 20);
    QImage image = blank(QSize(400, 60));
    QPainter painter(&image);
    // What a slider step does to an op's label: only the B word is new.
    tiles.draw(&painter, text, box, 2.0, QStringLiteral("matmul B=128 D=4096"), false, kInk, Qt::white);
    EXPECT_EQ(tiles.wordCount(), 3);
    tiles.draw(&painter, text, box, 2.0, QStringLiteral("matmul B=129 D=4096"), false, kInk, Qt::white);
    EXPECT_EQ(tiles.wordCount(), 4);
    // Another colour is another image.
    tiles.draw(&painter, text, box, 2.0, QStringLiteral("matmul B=129 D=4096"), false, Qt::red, Qt::white);
    EXPECT_EQ(tiles.wordCount(), 7);
}

TEST(LabelTiles, AtTwoDevicePixelsPerPointTheWordsAreRenderedAtTwiceTheResolution)
{
    LabelText text;
    text.setFonts(labelFont(), labelFont(true));
    LabelTiles tiles;
    const QString line = QStringLiteral("HBM bf16 240.2");
    const QRect box(20, 10, static_cast<int>(std::ceil(text.line(line, false).width + 4.0)),
        static_cast<int>(std::ceil(text.lineSpacing(false) + 4.0)));
    const Ink one = inkOf(drawnFromTiles(tiles, text, box, line, 1.0));
    const Ink two = inkOf(drawnFromTiles(tiles, text, box, line, 2.0));
    // Sharp, not scaled up: about twice as wide and tall, and four times the inked pixels' darkness.
    EXPECT_NEAR(two.bounds.width(), 2.0 * one.bounds.width(), 3.0);
    EXPECT_NEAR(two.bounds.height(), 2.0 * one.bounds.height(), 3.0);
    EXPECT_NEAR(two.darkness, 4.0 * one.darkness, 0.15 * 4.0 * one.darkness);
}

TEST(LabelTiles, VectorDevicesScaledExportsAndTranslucentHalosGetRealGlyphs)
{
    QImage image = blank(QSize(100, 100));
    {
        QPainter painter(&image);
        EXPECT_TRUE(LabelTiles::usable(&painter, Qt::white));
        EXPECT_FALSE(LabelTiles::usable(&painter, QColor(255, 255, 255, 210)));
        painter.scale(2.0, 2.0); // an export drawn at twice its size
        EXPECT_FALSE(LabelTiles::usable(&painter, Qt::white));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setSize(QSize(100, 100));
    svg.setOutputDevice(&buffer);
    {
        QPainter onSvg(&svg);
        EXPECT_FALSE(LabelTiles::usable(&onSvg, Qt::white));
    }
    QBuffer pdfBuffer;
    pdfBuffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&pdfBuffer);
    QPainter onPdf(&pdf);
    EXPECT_FALSE(LabelTiles::usable(&onPdf, Qt::white));
}

} // namespace
} // namespace roofline::ui
