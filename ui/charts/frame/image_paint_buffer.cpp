#include "ui/charts/frame/image_paint_buffer.h"

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

void ImagePaintBuffer::setUnread(bool unread)
{
    if (unread == m_unread)
        return;
    m_unread = unread;
    reallocateBuffer();
}

void ImagePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    m_changed = true;
    const QSize pixels = m_unread ? QSize(1, 1) : (QSizeF(mSize) * mDevicePixelRatio).toSize();
    m_image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(mDevicePixelRatio);
    m_image.fill(Qt::transparent);
}

} // namespace roofline::ui
