#include "ui/charts/plot_widget.h"

#include <QHelpEvent>
#include <QToolTip>

namespace roofline::ui {

PlotWidget::PlotWidget(QWidget* parent)
    : QCustomPlot(parent)
{
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    setNoAntialiasingOnDrag(false);
    setMouseTracking(true);
    setAntialiasedElements(QCP::aeAll);
    setNotAntialiasedElements(QCP::aeGrid | QCP::aeAxes);
    addLayer(QStringLiteral("dynamic"), layer(QStringLiteral("main")), QCustomPlot::limAbove);
    m_dynamicLayer = layer(QStringLiteral("dynamic"));
    m_dynamicLayer->setMode(QCPLayer::lmBuffered);
    setFocusPolicy(Qt::ClickFocus);
}

bool PlotWidget::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QCustomPlot::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    QString text = m_tooltipProvider ? m_tooltipProvider(help->pos()) : QString();
    if (text.isEmpty())
        text = tr("Drag to pan · wheel to zoom · Shift-drag to zoom to a box · double-click to reset the view · "
                  "click a legend entry to hide or show it");
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

void PlotWidget::mousePressEvent(QMouseEvent* event)
{
    const bool box
        = (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) || event->button() == Qt::RightButton;
    setSelectionRectMode(box ? QCP::srmZoom : QCP::srmNone);
    m_pressPos = event->pos();
    m_pressed = true;
    QCustomPlot::mousePressEvent(event);
}

void PlotWidget::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (!m_pressed)
        Q_EMIT hovered(event->pos());
}

void PlotWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const bool click = m_pressed && (event->pos() - m_pressPos).manhattanLength() <= 3;
    m_pressed = false;
    QCustomPlot::mouseReleaseEvent(event);
    setSelectionRectMode(QCP::srmNone);
    if (click && event->button() == Qt::LeftButton)
        Q_EMIT clicked(event->pos());
}

void PlotWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    if (event->button() == Qt::LeftButton && axisRectAt(event->pos()))
        Q_EMIT resetViewRequested();
}

void PlotWidget::leaveEvent(QEvent* event)
{
    QCustomPlot::leaveEvent(event);
    Q_EMIT left();
}

} // namespace roofline::ui
