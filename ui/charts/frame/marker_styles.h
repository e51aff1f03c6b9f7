#pragma once

#include "ui/charts/frame/qcp.h"

#include <QColor>

namespace roofline::ui {

// How an op's marker looks, on every chart that draws ops (the roofline's points, the batch-size
// chart's curves) and in their legends alike.

// An op's marker: the shape for its index (circle, square, triangle…), filled where the shape can be.
QCPScatterStyle opMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background);

// An op that does not fit in the chip's memory (docs/model.md §7): the same shape, hollow, with a heavier outline.
QCPScatterStyle hollowOpMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background);

} // namespace roofline::ui
