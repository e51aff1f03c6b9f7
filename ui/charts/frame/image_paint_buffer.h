#pragma once

#include "ui/charts/frame/qcp.h"

#include <QImage>

#include <functional>

namespace roofline::ui {

// A QCustomPlot paint buffer kept as a QImage the widget can read: PlotWidget composes its frames
// from these directly (see PlotWidget::replotDynamic). It also remembers whether anything painted
// into it since the widget last looked, so a full replot, or a replot of another buffered layer (the
// zoom box on the overlay), makes the widget compose its frame again.
class ImagePaintBuffer : public QCPAbstractPaintBuffer {
public:
    ImagePaintBuffer(const QSize& size, double devicePixelRatio);

    QCPPainter* startPainting() override;
    void draw(QCPPainter* painter) const override;
    void clear(const QColor& color) override;

    // The buffer's pixels, made at its size on first use.
    QImage& image();
    // The size of the image it holds now, without making one (an empty size before first use).
    QSize pixelsHeld() const { return m_image.size(); }
    bool changed() const { return m_changed; }
    // A buffer nobody reads (an export's plot, drawn through toPainter) is kept at one pixel: a
    // replot then lays the chart out without filling and painting a full-size image per layer.
    void setUnread(bool unread);
    void setChanged(bool changed) { m_changed = changed; }
    // Asked whenever painting starts: while it says the layers drawing here have nothing to draw (the overlay
    // layer with no zoom box), the buffer holds no pixels and paints onto a scratch pixel instead (a
    // full-size image per chart otherwise, for what is almost never there).
    void setBlankWhen(std::function<bool()> blank) { m_blank = std::move(blank); }

protected:
    void reallocateBuffer() override;

private:
    QImage m_image;
    QImage m_scratch; // one pixel, painted on while blank
    std::function<bool()> m_blank;
    QColor m_fill = Qt::transparent;
    bool m_changed = true;
    bool m_unread = false;
};

} // namespace roofline::ui
