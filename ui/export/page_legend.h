#pragma once

#include "ui/charts/frame/chart_base.h"

#include <QPointF>
#include <QSize>

#include <vector>

class QCPPainter;

namespace roofline::ui {

struct ChartTheme;

// The page's legend: the roofline's entries, then the batch-size chart's (a chip both name once, with
// the roofline's key). A chart that keeps a legend of its own adds nothing here.
std::vector<ChartBase::LegendEntry> mergedLegend(const ChartBase& roofline, const ChartBase& sweep);

// The page's legend, its entries one after another, as lines of text wrap: the form of the entries'
// texts that takes the fewest rows (the longer on a tie), and where each entry goes.
struct PageLegendLayout {
    int form = 0;
    QSize icon;
    std::vector<QPointF> places; // each entry's top left, from the legend's
    std::vector<qreal> rowHeights; // the height of each entry's row
    qreal height = 0.0;
};

PageLegendLayout layOutPageLegend(const std::vector<ChartBase::LegendEntry>& entries, const QFont& font, qreal width);

void drawPageLegend(QCPPainter& painter, const std::vector<ChartBase::LegendEntry>& entries,
    const PageLegendLayout& layout, const QPointF& at, const ChartTheme& theme);

} // namespace roofline::ui
