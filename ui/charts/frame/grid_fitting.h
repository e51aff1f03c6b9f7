#pragma once

#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// What a grid of small charts fits to the widths the layout really gives it, measured, not guessed.

// Puts as many of a legend row's entries side by side as `width` pixels hold, measured from the
// entries themselves (their keys and text in the legend's font), the others in rows below.
void fitLegendRow(QCPLegend* legend, int width);

// The property of a panel's top axis that holds its whole title (setPanelTitle sets it).
inline constexpr const char* kFullPanelTitle = "fullPanelTitle";

// Elides a small chart's title to the width its plot really got: call it once the plot is laid out
// (QCustomPlot::afterLayout), before anything is drawn.
void elidePanelTitle(QCPAxisRect* rect);

} // namespace roofline::ui
