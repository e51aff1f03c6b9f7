#include "ui/charts/frame/plain_plot_style.h"

namespace roofline::ui {

void applyPlainPlotStyle(QCustomPlot& plot, const ChartTheme& theme)
{
    plot.setBackground(theme.background);
    plot.axisRect()->setBackground(theme.plotBackground);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
        axis->setBasePen(QPen(theme.foreground));
        axis->setTickPen(QPen(theme.foreground));
        axis->setSubTickPen(QPen(theme.foreground));
        axis->setTickLabelColor(theme.foreground);
        axis->setLabelColor(theme.foreground);
        axis->setTickLabelFont(theme.font);
        axis->setLabelFont(theme.font);
        axis->grid()->setPen(QPen(theme.grid));
    }
    plot.legend->setFont(theme.font);
    plot.legend->setTextColor(theme.foreground);
    plot.legend->setBrush(theme.plotBackground);
    plot.legend->setBorderPen(QPen(theme.legendBorder));
}

void placeLegendBelowPlot(QCustomPlot& plot)
{
    auto* row = new QCPLayoutGrid;
    plot.plotLayout()->addElement(1, 0, row);
    plot.plotLayout()->setRowStretchFactor(1, 0.001);
    row->setMargins(QMargins(0, 0, 0, 2));
    plot.axisRect()->insetLayout()->take(plot.legend);
    row->addElement(0, 0, plot.legend);
    plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot.legend->setVisible(true);
}

} // namespace roofline::ui
