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
    if (m_blank && m_blank()) {
        m_image = QImage();
        m_fill = Qt::transparent;
        if (m_scratch.isNull())
            m_scratch = QImage(1, 1, QImage::Format_ARGB32_Premultiplied);
        return new QCPPainter(&m_scratch);
    }
    return new QCPPainter(&image());
}

void ImagePaintBuffer::draw(QCPPainter* painter) const
{
    // A buffer never painted is transparent: nothing to draw, and nothing to allocate for it.
    if (painter && painter->isActive() && !m_image.isNull())
        painter->drawImage(0, 0, m_image);
}

void ImagePaintBuffer::clear(const QColor& color)
{
    m_changed = true;
    // QCustomPlot clears every buffer whenever it sets them up; a buffer not yet painted keeps the
    // colour for when its pixels are made.
    if (m_image.isNull())
        m_fill = color;
    else
        m_image.fill(color);
}

QImage& ImagePaintBuffer::image()
{
    if (m_image.isNull()) {
        // At least a pixel: a plot laid out at no size (a page shown as its tab widget first sizes it) is
        // replotted into its buffers too, and QPainter refuses an image of no pixels with a warning.
        const QSize pixels
            = m_unread ? QSize(1, 1) : (QSizeF(mSize) * mDevicePixelRatio).toSize().expandedTo(QSize(1, 1));
        m_image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        m_image.setDevicePixelRatio(mDevicePixelRatio);
        m_image.fill(m_fill);
    }
    return m_image;
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
    // The image is made when something first paints into it or reads it: a plot is made at a
    // widget's default size and resized, or drawn only through toPainter, before any replot, and an
    // image per layer at every size it passes through cost 120 MB each at a device pixel ratio of 100.
    m_image = QImage();
    m_fill = Qt::transparent;
}

} // namespace roofline::ui
