#include "ui/charts/labels/plotted_shapes.h"

#include "ui/charts/labels/line_clipping.h"
#include "ui/charts/labels/thin_polyline.h"

#include <cmath>
#include <optional>

namespace roofline::ui {

namespace {

bool isFinitePoint(const QPointF& p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

// The size a marker is drawn at: a pre-rendered one (on screen) by its pixmap.
double scatterSize(const QCPScatterStyle& scatter)
{
    if (scatter.shape() == QCPScatterStyle::ssPixmap) {
        const QPixmap pixmap = scatter.pixmap();
        return pixmap.width() / std::max(1.0, pixmap.devicePixelRatio());
    }
    return scatter.size() + scatter.pen().widthF();
}

template<typename Container>
PlottedShape shapeOf(QCPAbstractPlottable* plottable, const Container& data, const QRectF& clip, bool lines,
    const QCPScatterStyle& scatter, int scatterSkip = 0)
{
    PlottedShape shape;
    shape.name = plottable->name();
    shape.lineWidth = std::max(1.0, plottable->pen().widthF());
    QCPAxis* keyAxis = plottable->keyAxis();
    QCPAxis* valueAxis = plottable->valueAxis();
    const auto* variable = dynamic_cast<const VariableMarkers*>(plottable);
    const double size = scatterSize(scatter);
    QVector<QPointF> pixels; // the line's points, a gap (NaN) where the line breaks
    if (lines)
        pixels.reserve(data.size());
    int index = 0;
    for (auto it = data.constBegin(); it != data.constEnd(); ++it, ++index) {
        const QPointF p(keyAxis->coordToPixel(it->key), valueAxis->coordToPixel(it->value));
        if (lines)
            pixels.push_back(p);
        if (!isFinitePoint(p))
            continue;
        if ((!scatter.isNone() && index % (scatterSkip + 1) == 0) || variable) {
            const double d = variable ? variable->markerDiameter(index) : size;
            const QRectF marker(p.x() - d / 2, p.y() - d / 2, d, d);
            if (marker.intersects(clip))
                shape.markers.push_back(marker.intersected(clip));
        }
    }
    // The line as drawn (ThinnedGraph leaves out what lies within an eighth of a pixel of it).
    for (const QLineF& segment : lines ? drawnSegments(pixels) : std::vector<QLineF>()) {
        if (const std::optional<QLineF> inside = clippedLine(segment, clip))
            shape.lines.push_back(*inside);
    }
    return shape;
}

} // namespace

std::vector<PlottedShape> plottedShapes(QCPAxisRect* rect, ShapeFilter filter)
{
    std::vector<PlottedShape> shapes;
    const QRectF clip(rect->rect());
    for (QCPAbstractPlottable* plottable : rect->plottables()) {
        // (The layer first: a slider step asks for its own layer's few among a heavy chart's many, and a
        // dynamic property is a slow lookup.)
        if (filter.layer && (plottable->layer() == filter.layer) != filter.onLayer)
            continue;
        if (!plottable->realVisibility())
            continue;
        const bool pen = plottable->pen().style() != Qt::NoPen && plottable->pen().color().alpha() > 0;
        PlottedShape shape;
        if (auto* graph = qobject_cast<QCPGraph*>(plottable)) {
            if (graph->data()->isEmpty() || graph->property(kGuideProperty).toBool())
                continue;
            shape = shapeOf(graph, *graph->data(), clip, pen && graph->lineStyle() != QCPGraph::lsNone,
                graph->scatterStyle(), graph->scatterSkip());
        } else if (auto* curve = qobject_cast<QCPCurve*>(plottable)) {
            if (curve->data()->isEmpty())
                continue;
            shape = shapeOf(
                curve, *curve->data(), clip, pen && curve->lineStyle() != QCPCurve::lsNone, curve->scatterStyle());
        } else {
            continue;
        }
        if (!shape.lines.empty() || !shape.markers.empty())
            shapes.push_back(std::move(shape));
    }
    return shapes;
}

bool boxCrosses(const QRectF& box, const PlottedShape& shape)
{
    const double reach = shape.lineWidth / 2.0;
    const QRectF grown = box.adjusted(-reach, -reach, reach, reach);
    for (const QLineF& line : shape.lines) {
        if (const std::optional<QLineF> inside = clippedLine(line, grown); inside && inside->length() > 0.0)
            return true;
    }
    for (const QRectF& marker : shape.markers) {
        if (marker.intersects(box))
            return true;
    }
    return false;
}

} // namespace roofline::ui
