#include "ui/charts/image_paint_buffer.h"

namespace roofline::ui {

ImagePaintBuffer::ImagePaintBuffer(const QSize& size, double devicePixelRatio)
    : QCPAbstractPaintBuffer(size, devicePixelRatio)
{
    ImagePaintBuffer::reallocateBuffer();
}

QCPPainter* ImagePaintBuffer::startPainting()
{
    m_changed = true;
    return new QCPPainter(&m_image);
}

void ImagePaintBuffer::draw(QCPPainter* painter) const
{
    if (painter && painter->isActive())
        painter->drawImage(0, 0, m_image);
}

void ImagePaintBuffer::clear(const QColor& color)
{
    m_changed = true;
    m_image.fill(color);
}

void ImagePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    m_changed = true;
    m_image = QImage((QSizeF(mSize) * mDevicePixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(mDevicePixelRatio);
    m_image.fill(Qt::transparent);
}

namespace {

// x·a/255 for the four channels of a premultiplied pixel at once (Qt's BYTE_MUL).
inline quint32 byteMul(quint32 x, quint32 a)
{
    quint32 t = (x & 0xff00ff) * a;
    t = (t + ((t >> 8) & 0xff00ff) + 0x800080) >> 8;
    t &= 0xff00ff;
    x = ((x >> 8) & 0xff00ff) * a;
    x = x + ((x >> 8) & 0xff00ff) + 0x800080;
    x &= 0xff00ff00;
    return x | t;
}

} // namespace

void blendRowOver(quint32* dst, const quint32* src, int n)
{
    for (int i = 0; i < n; ++i) {
        const quint32 s = src[i];
        if (s == 0)
            continue;
        const quint32 alpha = s >> 24;
        dst[i] = alpha == 255 ? s : s + byteMul(dst[i], 255 - alpha);
    }
}

} // namespace roofline::ui
