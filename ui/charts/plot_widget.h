#pragma once

#include "ui/charts/qcp.h"

#include <functional>

namespace roofline::ui {

// The QCustomPlot both charts draw on, with the interactions they share: drag to pan, wheel to
// zoom about the cursor, Shift- or Ctrl-drag (or a right-drag) for a box zoom, double-click to
// reset the view. It reports where the cursor is and plain clicks; the charts decide what those
// mean.
class PlotWidget : public QCustomPlot {
    Q_OBJECT
public:
    explicit PlotWidget(QWidget* parent = nullptr);

    // A buffered layer above the lines for what moves while a slider is dragged: replotting it
    // alone leaves the static lines in their cached buffer.
    QCPLayer* dynamicLayer() const { return m_dynamicLayer; }

    // Rich text for the tooltip at a point (an op's numbers); empty shows how to navigate.
    void setTooltipProvider(std::function<QString(const QPoint&)> provider) { m_tooltipProvider = std::move(provider); }

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

private:
    QCPLayer* m_dynamicLayer = nullptr;
    std::function<QString(const QPoint&)> m_tooltipProvider;
    QPoint m_pressPos;
    bool m_pressed = false;
};

} // namespace roofline::ui
