#pragma once

#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// A theme on a plain QCustomPlot with one axis rect (the Model panel's small charts, which are not
// ChartFrames): backgrounds, the bottom and left axes, their grid, and the legend.
void applyPlainPlotStyle(QCustomPlot& plot, const ChartTheme& theme);

// Moves the legend out of the plot into a row of its own under it, filled row by row and shown:
// inside it would cover the data (bars run to the right edge; curves level off at any height).
void placeLegendBelowPlot(QCustomPlot& plot);

} // namespace roofline::ui
