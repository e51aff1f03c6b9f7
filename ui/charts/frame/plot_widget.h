#pragma once

#include "ui/charts/frame/qcp.h"

#include <QImage>
#include <QRegion>

#include <functional>
#include <vector>

namespace roofline::ui {

class ImagePaintBuffer;

// The QCustomPlot both charts draw on, with the interactions they share: drag to pan, wheel to
// zoom about the cursor, Shift- or Ctrl-drag (or a right-drag) for a box zoom, double-click to
// reset the view. It reports where the cursor is and plain clicks; the charts decide what those
// mean.
//
// It also makes a slider step cheap. The widget keeps its frame as one image composed from
// QCustomPlot's layer buffers (images it can read, see ImagePaintBuffer), and a second one without
// what moves. What moves (markers, labels, the slider line) lives on the dynamic layer; for a step,
// replotDynamic() restores the frame from the second image only where the moving things were and
// will be, draws them there, and repaints only that: no buffer is cleared or blended over the whole
// widget, and painting copies the frame instead of blending six buffers.
class PlotWidget : public QCustomPlot {
    Q_OBJECT
public:
    explicit PlotWidget(QWidget* parent = nullptr);

    // A buffered layer above the lines for what moves while a slider is dragged. Replot it with
    // replotDynamic() only (QCPLayer::replot would leave the widget's frame behind).
    QCPLayer* dynamicLayer() const { return m_dynamicLayer; }
    void replotDynamic();
    // Off: nothing on this plot moves with a slider (a chart that is drawn again whole): the dynamic
    // layer shares the buffer under it and QCustomPlot paints as it always does, which keeps two
    // images of the plot's size fewer (its own buffer and the composed frame). On by default.
    void setMoving(bool moving);
    // Where the dynamic layer draws (markers, labels, the slider line): boxes in pixels, which may
    // overlap.
    std::vector<QRect> dynamicContent() const;

    // Rich text for the tooltip at a point (an op's numbers); empty shows how to navigate.
    void setTooltipProvider(std::function<QString(const QPoint&)> provider) { m_tooltipProvider = std::move(provider); }

    // For a plot drawn only through toPainter (an export's): replots lay it out but paint into
    // one-pixel buffers, since no frame of the widget is ever shown.
    void setDrawnOnlyToPainter(bool only);

    // Off: no pan, zoom, box zoom or reset, and no tooltip on how to do them (a small chart in a
    // scrolled panel, where the wheel scrolls the panel). On by default.
    void setNavigable(bool navigable);

    // Frames painted so far: what the bench counts (a coalesced burst of changes paints once).
    int paintCount() const { return m_paintCount; }
    // The bytes of pixels it holds now: its layers' buffers and the frames it composes.
    std::size_t pixelBytesHeld() const;

Q_SIGNALS:
    void hovered(const QPoint& pos); // the cursor moved over the plot (not while dragging)
    void left(); // the cursor left the plot
    void clicked(const QPoint& pos); // pressed and released without moving
    void resetViewRequested();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    // Lays out until the axis rects keep their sizes (see plot_widget.cpp).
    void updateLayout() override;

private:
    // Whether a layer has nothing to draw now (no visible child; a zoom box only while it is dragged).
    bool blank(const QCPLayer* layer) const;
    void useImageBuffers(); // every layer buffer an ImagePaintBuffer this widget can read
    bool composes() const; // false: QCustomPlot paints as it always does
    ImagePaintBuffer* buffer(int index) const;
    int dynamicBufferIndex() const;
    QRegion aboveDynamicContent() const;
    void ensureFrame();

    QCPLayer* m_dynamicLayer = nullptr;
    QImage m_base; // the background and the buffers under the dynamic layer, composed
    QImage m_frame; // what the widget shows: m_base, the dynamic layer, the buffers above
    std::vector<QRect> m_dynamicDrawn; // where the frame has dynamic content
    bool m_dynamicBufferStale = false; // slider steps drew on the frame, not in the layer's buffer
    std::function<QString(const QPoint&)> m_tooltipProvider;
    QPoint m_pressPos;
    bool m_pressed = false;
    bool m_navigable = true;
    int m_paintCount = 0;
};

} // namespace roofline::ui
