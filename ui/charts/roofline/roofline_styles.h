#pragma once

#include "core/scene/scene.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// How the roofline's own kinds look (measured kernels, the warning ring, the chapter's regions), for
// the chart and its legend alike.

// A measured kernel: a cross, unlike any op's shape, in the chip's colour.
QCPScatterStyle measuredMarkerStyle(const QColor& color, double markerSize);

// The ring around a measured kernel above its roof.
QCPScatterStyle warningRingStyle(const QColor& warning, double markerSize, double lineWidth);

// The inner, faster tier of a two-tier collective (docs/model.md §14): the op is against the outer tier, so the
// inner one is a ghost — faint and finely dotted, lighter than a link's slope.
constexpr int kGhostAlpha = 110;
QPen ghostSlopePen(QColor color, const ChartTheme& theme);

// The shading of one of the chapter's regions.
QColor regionColor(const ChartTheme& theme, RegionKind kind);

} // namespace roofline::ui
