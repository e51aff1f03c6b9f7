#pragma once

#include "ui/charts/frame/qcp.h"

#include <QPen>
#include <QVector>

namespace roofline::ui {

// Small factories for the QCustomPlot objects both charts are made of.

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
