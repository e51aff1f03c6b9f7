#pragma once

#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// What a grid of small charts fits to the widths the layout really gives it, measured, not guessed.

// The property of a legend key's plottable that holds its name and shorter forms of it, longest first
// (a chip's key with its peak and ridge, then its name and numbers only, then its short name).
inline constexpr const char* kLegendForms = "legendForms";

// Puts as many of a legend row's entries side by side as `width` pixels hold, measured from the
// entries themselves (their keys and text in the legend's font), the others in rows below. Entries
// with shorter forms (kLegendForms) take the form that needs the fewest rows, each entry whole
// within the width (on a tie the longer form): never a name cut off at the edge. Returns whether
// anything changed (the columns or an entry's form).
bool fitLegendRow(QCPLegend* legend, int width);

// The property of a panel's top axis that holds its title and shorter forms of it (setPanelTitle).
inline constexpr const char* kPanelTitles = "panelTitles";

// Gives a small chart the longest form of its title that fits the width its plot really got, never an
// elided one (the shortest form when none fits): call it once the plot is laid out
// (QCustomPlot::afterLayout), before anything is drawn.
void fitPanelTitle(QCPAxisRect* rect);

// The first of `texts` (longest first) that is at most `length` pixels long in `font`; the last one
// when none is.
QString firstThatFits(const QStringList& texts, const QFont& font, double length);

} // namespace roofline::ui
