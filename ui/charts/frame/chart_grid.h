#pragma once

#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/frame/tickers.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <string>

#include <vector>

namespace roofline::ui {

struct GridShape {
    int rows = 1;
    int columns = 1;
    bool operator==(const GridShape&) const = default;
};

// Rows and columns for `count` small charts in `area`: cells close to a 4:3 landscape shape, so
// six chips fit in 3 × 2 on a half-window and two stack one above the other.
GridShape chooseGridShape(int count, QSize area);
// An export's grid, whose small charts keep between 1:1 and 2:1: the shape whose plots come out
// largest, their shorter side the longest, once each column gives `columnExtra` pixels to its tick
// labels and each row `rowExtra` to its title and ticks (a tie: fewer empty cells, then the shape
// chooseGridShape would take). Two chips on half a slide go side by side, not one above the other.
GridShape chooseExportGridShape(int count, QSize area, double columnExtra, double rowExtra);

struct AxisSetup {
    bool log = false;
    TickFormat format = TickFormat::Scientific;
    QString label;
    QCPRange limits {-1e300, 1e300}; // panning and zooming stay inside
    QStringList shorter = {}; // shorter titles, longest first, for an axis too short for the label (never elided)
};

// The property of an axis that holds its title and its shorter forms (fitAxisTitle picks one).
inline constexpr const char* kAxisTitles = "axisTitles";
// Gives an axis of a lone chart the longest of its titles that fits its length: call it once the plot is
// laid out (QCustomPlot::afterLayout).
void fitAxisTitle(QCPAxis* axis);

struct GridSetup {
    AxisSetup x;
    AxisSetup y;
    bool shareX = true; // one range for every chart; only the bottom row shows tick labels
    bool shareY = true; // …and only the left column
};

// Clears the plot (plottables, items, layout, legend) and lays out `count` axis rects in `shape`
// (one for an overlay), styled by the theme, with shared axes kept in sync while panning and
// zooming. The plot's own `legend` is gone afterwards; charts make their own.
std::vector<QCPAxisRect*> buildAxisGrid(
    QCustomPlot* plot, int count, GridShape shape, const GridSetup& setup, const ChartTheme& theme);

// A legend in a row of its own above a grid of small charts, or below a chart it would cover, its keys
// side by side.
enum class LegendRow { Above, Below };
QCPLegend* addLegendRow(QCustomPlot* plot, const ChartTheme& theme, LegendRow where);

// A small chart's title: the label of its top frame axis, above the plot. `titles`: the title and
// shorter forms of it, longest first; the first that fits the plot's width is drawn (fitPanelTitle).
void setPanelTitle(QCPAxisRect* rect, const QStringList& titles, const QColor& color);
// A chip's name and its shorter forms (core's shortChipNames), for setPanelTitle.
QStringList chipTitles(const std::string& chipName);

// Styles one axis (font, colours, ticker, grid) and returns its ticker for later format changes.
void styleAxis(QCPAxis* axis, const AxisSetup& setup, const ChartTheme& theme, bool showLabels);

} // namespace roofline::ui
