#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace roofline::ui {

// Everything about how a chart looks, in one struct the charts take. Three presets: "light" (the
// screen), "dark", and "slide" (for projecting: large type, thick lines, strong colours, nothing
// that only makes sense on screen).
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
    // The series colours (chips, sweeps) are all from the Okabe–Ito palette (Okabe & Ito 2008,
    // "Color Universal Design"): orange, sky blue, bluish green, yellow, blue, vermillion, reddish
    // purple, black, in that order here.
    static constexpr std::array<QColor, 8> kOkabeIto {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
        QColor(0x00, 0x9e, 0x73), QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
        QColor(0xcc, 0x79, 0xa7), QColor(0x00, 0x00, 0x00)};
    QList<QColor> chipColors; // one per shown chip, in order
    QList<QColor> curveColors; // one per sweep on a chip's own chart
    // Shading of the chapter's regions: bound by every bandwidth, by the lower ones only, compute-bound.
    std::array<QColor, 3> regionColors;

    QColor chipColor(int index) const;
    QColor curveColor(int index) const;
    // Text in a series' colour, a little further from the background than its lines so it reads.
    QColor textColor(const QColor& series) const;

    // Transparent background and plot area, for slides with their own background.
    void makeTransparent();

    static ChartTheme light();
    static ChartTheme dark();
    static ChartTheme slide();
    // light, dark or slide by name; anything else is light.
    static ChartTheme named(const QString& name);
    static QStringList names(); // {"light", "dark", "slide"}

    // The chart font: the application's family, then fonts that cover Chinese, Japanese, Korean
    // and Cyrillic, so titles and op names in any of them draw as text, not boxes, whatever the
    // system's fallback settings.
    static QFont baseFont(double pointSize);
};

} // namespace roofline::ui
