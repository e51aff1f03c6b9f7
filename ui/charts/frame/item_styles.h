#pragma once

#include "core/scene/scene.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// How the roofline chart's markers and regions look, for the chart and its legend alike.

// An op's marker: the shape for its index (circle, square, triangle…), filled where the shape can be.
QCPScatterStyle opMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background);

// An op that does not fit in the chip's memory (docs/model.md §7): the same shape, hollow, with a heavier outline.
QCPScatterStyle hollowOpMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background);

// A measured kernel: a cross, unlike any op's shape, in the chip's colour.
QCPScatterStyle measuredMarkerStyle(const QColor& color, double markerSize);

// The ring around a measured kernel above its roof.
QCPScatterStyle warningRingStyle(const QColor& warning, double markerSize, double lineWidth);

// The shading of one of the chapter's regions.
QColor regionColor(const ChartTheme& theme, RegionKind kind);

} // namespace roofline::ui
