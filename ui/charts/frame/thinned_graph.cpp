#include "ui/charts/frame/thinned_graph.h"

#include "ui/charts/labels/thin_polyline.h"

namespace roofline::ui {

void ThinnedGraph::drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const
{
    QCPGraph::drawLinePlot(painter, thinPolyline(lines));
}

} // namespace roofline::ui
