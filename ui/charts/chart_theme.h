#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>

#include <array>

namespace roofline::ui {

// Everything about how a chart looks, in one struct the charts take: the next step adds dark and
// "slide" themes and exports, which only swap this struct.
struct ChartTheme {
    QString name = QStringLiteral("light");
    QColor background; // around the plot
    QColor plotBackground; // inside the axes
    QColor foreground; // axes, tick labels, text
    QColor grid;
    QColor subGrid;
    QColor labelHalo; // behind label text so lines do not cross it
    QColor neutral; // legend keys that are not a chip's (op shapes, line styles)
    QColor legendBorder;
    QColor warning; // notes about ops a chip cannot run
    QFont font; // tick labels, legend
    QFont labelFont; // labels on the chart (ops, ceilings, ridges)
    QFont axisLabelFont;
    QFont titleFont; // a chip's name above its own chart
    double lineWidth = 2.0; // ceilings, slopes, curves
    double thinLineWidth = 1.0; // guides: ridge drop lines, the B marker
    double markerSize = 9.0; // op markers
    QList<QColor> chipColors; // one per shown chip, in order
    QList<QColor> curveColors; // one per sweep on a chip's own chart
    // Shading of the chapter's regions: bound by every bandwidth, by the lower ones only, compute-bound.
    std::array<QColor, 3> regionColors;

    QColor chipColor(int index) const;
    QColor curveColor(int index) const;

    static ChartTheme light();
};

} // namespace roofline::ui
