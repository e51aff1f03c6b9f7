#pragma once

#include <QByteArray>
#include <QImage>

namespace roofline::ui {

// A PNG file of an image, written for speed: every row with the "Up" filter and zlib at level 1.
// Charts are large flat areas and thin lines, where this costs about a quarter of the time of Qt's
// writer (libpng trying five filters per row, zlib at level 6) for files about a fifth larger; at
// 1920 × 1080 that is most of a headless export's run time. Lossless: 8-bit RGB, or RGBA when the
// image has an alpha channel; a pHYs chunk records the image's dots per metre.
QByteArray encodePng(const QImage& image);

} // namespace roofline::ui
