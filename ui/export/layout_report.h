#pragma once

#include <QColor>
#include <QHash>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

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
};

// What `export --layout-report` writes: every text box of a page, and the labels that found no
// room and were left out (an export keeps none out: they become numbered footnotes).
struct LayoutReport {
    QSize page;
    std::vector<LayoutText> texts;
    QStringList dropped;
};

// {"page": {"width", "height"}, "texts": [{"text", "role", "x", "y", "w", "h", "color",
// "background"}], "dropped": [...]}
QByteArray layoutReportJson(const LayoutReport& report);

// Whether two boxes share any area (touching edges do not count).
bool boxesOverlap(const QRectF& a, const QRectF& b);

} // namespace roofline::ui
