#pragma once

#include "ui/charts/frame/qcp.h"

#include <QPen>
#include <QVector>

namespace roofline::ui {

// Small factories for the QCustomPlot objects both charts are made of.

// What a plotted object stands for, kept on the object as dynamic properties so that whoever reads a
// plot back (a check of what a chart drew, a debugger's look at an item) can tell a ceiling from a
// slope without knowing the chart's own lists: its role ("ceiling", "op-points", "sweep"…), the
// chip it belongs to (the scene's chip index, -1: none) and its place among the chip's objects of
// that role (a marker shape, a curve, a model step, a series; -1: none). An op marker curve also
// lists the op of each of its points (kOpsProperty, a std::vector<int>), kept as the points move. (Not a
// QList<int>: setProperty compares the old value with the new, and Qt compares two empty QLists with
// memcmp on null pointers, which the undefined-behaviour sanitizer stops at.)
inline constexpr char kRoleProperty[] = "roofline.role";
inline constexpr char kChipProperty[] = "roofline.chip";
inline constexpr char kIndexProperty[] = "roofline.index";
inline constexpr char kOpsProperty[] = "roofline.ops";
struct ItemTag {
    const char* role = nullptr;
    int chip = -1;
    int index = -1;
};
void tagItem(QObject* item, const ItemTag& tag);
// The same, for use where the item is made: `lines.push_back(tagged(addLine(…), {"ceiling", chip}))`.
template<class Item> Item* tagged(Item* item, const ItemTag& tag)
{
    tagItem(item, tag);
    return item;
}

// A polyline in an axis rect (not in any legend).
QCPGraph* addLine(QCPAxisRect* rect, const QVector<double>& x, const QVector<double>& y, const QPen& pen);

// A shaded band from x1 to x2 between two heights, behind everything else in the axis rect.
QCPItemRect* addBand(QCPAxisRect* rect, double x1, double x2, double bottom, double top, const QColor& color);

// A vertical line across an axis rect at x (a slider's B, a wall), not selectable; moveVerticalLine
// puts it at another x. The two points share x at y 1 and 2, which a linear and a log axis both have.
QCPItemStraightLine* addVerticalLine(QCPAxisRect* rect, double x, const QPen& pen);
void moveVerticalLine(QCPItemStraightLine* line, double x);

// Markers without a line, one per point, drawn in index order (a curve keeps our order; a graph
// would sort by x).
QCPCurve* addMarkers(QCPAxisRect* rect, QCPScatterStyle style);

// An empty graph whose only job is to show a key in a legend; it draws nothing.
QCPGraph* addLegendKey(QCPAxisRect* rect, QCPLegend* legend, const QString& name, const QPen& pen,
    const QCPScatterStyle& style = QCPScatterStyle());

// A legend inside a corner of an axis rect, styled by the chart's colours and font.
QCPLegend* addLegend(QCPAxisRect* rect, const QFont& font, const QColor& text, const QColor& background,
    const QColor& border, Qt::Alignment corner = Qt::AlignTop | Qt::AlignLeft);

// A legend key's line sample, in proportion to the legend's font.
QSize legendIconSize(const QFont& font);

// Overwrites a marker curve with points (index order), reusing its storage when the count is the same.
void setMarkerPoints(QCPCurve* curve, const QVector<double>& x, const QVector<double>& y);

QCPScatterStyle::ScatterShape opMarkerShape(int index); // circle, square, triangle… for op index

// Breaks a long message into lines of about `width` characters at spaces, for notes on a chart.
QString wrapText(const QString& text, int width);

// The same marker drawn once into a pixmap: hundreds of markers then cost a pixmap copy each
// instead of an antialiased path each, which is what keeps a slider step cheap. For screens; a
// vector export keeps the shape style.
QCPScatterStyle rasterized(const QCPScatterStyle& style, qreal devicePixelRatio);

} // namespace roofline::ui
