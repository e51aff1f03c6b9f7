#include "ui/export/png_writer.h"

#include <QtEndian>

#include <array>
#include <cstring>

namespace roofline::ui {

namespace {

const std::array<quint32, 256>& crcTable()
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t {};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    return table;
}

quint32 crc32(const char* data, qsizetype size)
{
    quint32 c = 0xffffffffu;
    for (qsizetype i = 0; i < size; ++i)
        c = crcTable()[(c ^ static_cast<quint8>(data[i])) & 0xffu] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

void appendBigEndian(QByteArray& out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

// length, type, data, CRC of type and data.
void appendChunk(QByteArray& out, const char* type, const QByteArray& data)
{
    appendBigEndian(out, static_cast<quint32>(data.size()));
    const qsizetype start = out.size();
    out.append(type, 4);
    out.append(data);
    appendBigEndian(out, crc32(out.constData() + start, out.size() - start));
}

} // namespace

QByteArray encodePng(const QImage& image)
{
    const bool alpha = image.hasAlphaChannel();
    const QImage pixels = image.convertToFormat(alpha ? QImage::Format_RGBA8888 : QImage::Format_RGB888);
    const int width = pixels.width();
    const int height = pixels.height();
    const qsizetype stride = static_cast<qsizetype>(width) * (alpha ? 4 : 3);

    // Each row: the filter type (2, "Up") and each byte minus the byte above it.
    QByteArray filtered(static_cast<qsizetype>(height) * (stride + 1), Qt::Uninitialized);
    char* out = filtered.data();
    for (int y = 0; y < height; ++y) {
        const uchar* row = pixels.constScanLine(y);
        *out++ = 2;
        if (y == 0) {
            std::memcpy(out, row, static_cast<std::size_t>(stride));
        } else {
            const uchar* above = pixels.constScanLine(y - 1);
            for (qsizetype i = 0; i < stride; ++i)
                out[i] = static_cast<char>(static_cast<uchar>(row[i] - above[i]));
        }
        out += stride;
    }
    // qCompress: a 4-byte length, then exactly the zlib stream an IDAT chunk holds.
    const QByteArray compressed = qCompress(filtered, 1).mid(4);

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray header;
    appendBigEndian(header, static_cast<quint32>(width));
    appendBigEndian(header, static_cast<quint32>(height));
    header.append(static_cast<char>(8)); // bit depth
    header.append(static_cast<char>(alpha ? 6 : 2)); // colour type: RGBA or RGB
    header.append(3, '\0'); // compression, filter method, no interlace
    appendChunk(png, "IHDR", header);
    if (pixels.dotsPerMeterX() > 0 && pixels.dotsPerMeterY() > 0) {
        QByteArray physical;
        appendBigEndian(physical, static_cast<quint32>(pixels.dotsPerMeterX()));
        appendBigEndian(physical, static_cast<quint32>(pixels.dotsPerMeterY()));
        physical.append(static_cast<char>(1)); // unit: metre
        appendChunk(png, "pHYs", physical);
    }
    appendChunk(png, "IDAT", compressed);
    appendChunk(png, "IEND", {});
    return png;
}

} // namespace roofline::ui
