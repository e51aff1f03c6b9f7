#pragma once

#include "ui/charts/frame/qcp.h"

#include <QPointF>
#include <QVector>

namespace roofline::ui {

// A QCPGraph whose line is drawn thinned (thinPolyline): what addLine makes. Its data, scatter
// markers, fills and hit tests are QCPGraph's.
class ThinnedGraph : public QCPGraph {
    Q_OBJECT
public:
    using QCPGraph::QCPGraph;

protected:
    void drawLinePlot(QCPPainter* painter, const QVector<QPointF>& lines) const override;
};

} // namespace roofline::ui
