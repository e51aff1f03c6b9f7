#pragma once

#include "ui/charts/frame/qcp.h"

#include <QLineF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace roofline::ui {

// What a panel draws that text must never cover, in pixels at the current view: every visible
// plottable's (guides aside) line segments (cut to the plot, as they are drawn) with the pen's width, and its
// markers' boxes. Plottables without data (legend keys) draw nothing here.
struct PlottedShape {
    QString name; // the plottable's name ("TPU v5e HBM slope"), for the layout report's "covers"
    std::vector<QLineF> lines;
    double lineWidth = 1.0;
    std::vector<QRectF> markers;
};

// One axis of a plot as drawn: its range, whether it is logarithmic, and the tick labels that read
// for it (its own; on a grid's shared axis, those of the small chart in its row or column that
// carries them).
struct AxisReading {
    double from = 0.0;
    double to = 1.0;
    bool log = false;
    QStringList ticks;
};

// A plot area (page pixels, as in LayoutReport::plots) and its two axes.
struct PlotAxes {
    QRectF plot;
    AxisReading x;
    AxisReading y;
};

// Markers whose sizes differ point by point (a measured group's disc): their boxes are their own.
class VariableMarkers {
public:
    virtual ~VariableMarkers() = default;
    virtual double markerDiameter(int point) const = 0;
};

// A graph (QCPGraph) with this property set is a guide, not data (the dashed line from a critical B's knee
// down to its axis, read like a grid line): labels may lie over it, and it is no plotted shape. (Read only
// on graphs: a dynamic property is a slow lookup, and a slider step asks for hundreds of marker curves.)
inline constexpr const char* kGuideProperty = "rooflineGuide";

// Which plottables to take: all of them, or only those on (or only those off) one layer.
struct ShapeFilter {
    const QCPLayer* layer = nullptr; // null: every plottable
    bool onLayer = true;
};

std::vector<PlottedShape> plottedShapes(QCPAxisRect* rect, ShapeFilter filter = {});

// Whether `box` crosses a shape: one of its lines (its width included) or one of its markers.
bool boxCrosses(const QRectF& box, const PlottedShape& shape);

} // namespace roofline::ui
