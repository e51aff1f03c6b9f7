#pragma once

#include "core/base/color.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace roofline::ui {

// Everything about how a chart looks, in one struct the charts take. Four presets: "light" (the
// screen), "dark", "slide" (for projecting: large type, thick lines, strong colours, nothing that
// only makes sense on screen) and "slide-dark" (the slide on the dark theme's colours).
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
    // An export's title, subtitle and caption (around the charts, not on them).
    QFont headingFont;
    QFont subheadingFont;
    QFont captionFont;
    double lineWidth = 2.0; // ceilings, slopes, curves
    double thinLineWidth = 1.0; // guides: ridge drop lines, the B marker
    double markerSize = 9.0; // op markers
    bool subGridVisible = true; // minor grid lines on log axes
    bool sliderMarkers = true; // the B slider's line and its markers on the batch-size chart
    // One per shown chip, in order: the project's (ChartFrame fills them in from the document, so a
    // chip has the same colour in every theme); the presets hold core's kChipPalette.
    QList<QColor> chipColors;
    // Shading of the chapter's regions: bound by every bandwidth, by the lower ones only, compute-bound.
    std::array<QColor, 3> regionColors;

    QColor chipColor(int index) const;
    // Text in a series' colour: the colour itself where it reads on the plot (WCAG AA, 4.5:1), else
    // the nearest darker or lighter shade of its hue that does (core's textShade).
    QColor textColor(const QColor& series) const;
    // The same on another background (a small chart's title, on the page around the plots).
    QColor textColorOn(const QColor& series, const QColor& under) const;
    // What text on the plot is drawn on: the plot's background, or for a transparent one the
    // background a slide would have under this foreground (white under dark text, and so on).
    QColor textBackground() const;
    // The foreground mixed into textBackground(): strength 1 is the ink itself, 0 the background.
    // Opaque, for fills that stand for a kind of thing rather than a chip (a hue means a chip).
    QColor ink(double strength) const;

    // Transparent background and plot area, for slides with their own background.
    void makeTransparent();

    static ChartTheme light();
    static ChartTheme dark();
    static ChartTheme slide();
    static ChartTheme slideDark();
    // light, dark, slide or slide-dark by name; anything else is light.
    static ChartTheme named(const QString& name);
    static QStringList names(); // {"light", "dark", "slide", "slide-dark"}
    // The theme an export draws a page in: the named one with a slide's type and lines (light and dark
    // keep their colours, minor grid and slider marker).
    static ChartTheme forPage(const QString& name);

    // The chart font: the application's family, then fonts that cover Chinese, Japanese, Korean
    // and Cyrillic, so titles and op names in any of them draw as text, not boxes, whatever the
    // system's fallback settings.
    static QFont baseFont(double pointSize);
};

Rgb toRgb(const QColor& color);
QColor toQColor(Rgb color);

} // namespace roofline::ui
