#pragma once

#include "ui/charts/labels/plotted_shapes.h"

#include <QColor>
#include <QHash>
#include <QLineF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace roofline::ui {

// One piece of text on an exported page: what it says, what it is, where it is (page pixels of
// the exported image, scale included), its colour and the colour it is drawn on.
struct LayoutText {
    QString text;
    QString role; // title, subtitle, caption, axis-title, tick, legend, label, panel-title, footnote
    QRectF box;
    QColor color;
    QColor background;
    // The plotted lines and markers its box crosses, by name: empty for every text a slide reads.
    QStringList covers = {};
    // A label moved out from what it names: the line drawn from there (its anchor) to its box.
    std::optional<QLineF> leader = std::nullopt;
};

// What `export --layout-report` writes: every text box of a page, the labels that found no room and
// were left out by accident (none: they become footnotes), and the ones left out on purpose (a spare
// label, whose words are elsewhere on the slide, or one past the slide's few footnotes).
struct LayoutReport {
    QSize page;
    std::vector<LayoutText> texts;
    QStringList dropped;
    QStringList omitted;
    std::vector<QRectF> plots; // each chart's plot areas (page pixels): a grid's small charts one by one
    std::vector<PlotAxes> axes; // the axes of those plots
};

// {"page": {"width", "height"}, "texts": [{"text", "role", "x", "y", "w", "h", "color",
// "background", "covers", "leader"?: [x1, y1, x2, y2]}], "dropped": [...], "omitted": [...],
// "plots": [{"x", "y", "w", "h", "x_axis"?, "y_axis"?: {"from", "to", "log", "ticks"}}]}
QByteArray layoutReportJson(const LayoutReport& report);

// Whether two boxes share any area (touching edges do not count).
bool boxesOverlap(const QRectF& a, const QRectF& b);

} // namespace roofline::ui
