#include "ui/charts/frame/grid_fitting.h"

#include <QFontMetricsF>

#include <algorithm>
#include <vector>

namespace roofline::ui {

void fitLegendRow(QCPLegend* legend, int width)
{
    // The grid's cells, in fill order; a wrapped grid has empty ones at its end.
    std::vector<int> widths;
    for (int i = 0; i < legend->elementCount(); ++i) {
        if (const QCPAbstractLegendItem* item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    }
    const int count = static_cast<int>(widths.size());
    if (count == 0)
        return;
    const QMargins margins = legend->margins();
    const int room = width - margins.left() - margins.right();
    int columns = 1;
    for (int wrap = count; wrap > 1; --wrap) {
        // Entries fill rows of `wrap`; each column is as wide as its widest entry.
        int total = (wrap - 1) * legend->columnSpacing();
        for (int column = 0; column < wrap; ++column) {
            int widest = 0;
            for (int i = column; i < count; i += wrap)
                widest = std::max(widest, widths[static_cast<std::size_t>(i)]);
            total += widest;
        }
        if (total <= room) {
            columns = wrap;
            break;
        }
    }
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void elidePanelTitle(QCPAxisRect* rect)
{
    QCPAxis* top = rect->axis(QCPAxis::atTop);
    const QString title = top->property(kFullPanelTitle).toString();
    if (title.isEmpty())
        return;
    // Centred over its plot, so within the plot's width it stays inside its column and the page.
    top->setLabel(QFontMetricsF(top->labelFont()).elidedText(title, Qt::ElideRight, std::max(0, rect->width())));
}

} // namespace roofline::ui
