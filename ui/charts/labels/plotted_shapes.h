#pragma once

#include "ui/charts/frame/qcp.h"

#include <QLineF>
#include <QRectF>
#include <QString>

#include <vector>

namespace roofline::ui {

// What a panel draws that text must never cover, in pixels at the current view: every visible
// plottable's line segments (cut to the plot, as they are drawn) with the pen's width, and its
// markers' boxes. Plottables without data (legend keys) draw nothing here.
struct PlottedShape {
    QString name; // the plottable's name ("TPU v5e HBM slope"), for the layout report's "covers"
    std::vector<QLineF> lines;
    double lineWidth = 1.0;
    std::vector<QRectF> markers;
};

// Markers whose sizes differ point by point (a measured group's disc): their boxes are their own.
class VariableMarkers {
public:
    virtual ~VariableMarkers() = default;
    virtual double markerDiameter(int point) const = 0;
};

// Which plottables to take: all of them, or only those on (or only those off) one layer.
struct ShapeFilter {
    const QCPLayer* layer = nullptr; // null: every plottable
    bool onLayer = true;
};

std::vector<PlottedShape> plottedShapes(QCPAxisRect* rect, ShapeFilter filter = {});

// Whether `box` crosses a shape: one of its lines (its width included) or one of its markers.
bool boxCrosses(const QRectF& box, const PlottedShape& shape);

} // namespace roofline::ui
