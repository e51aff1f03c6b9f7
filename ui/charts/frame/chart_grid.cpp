#include "ui/charts/frame/chart_grid.h"

#include "core/formulas/chip.h"

#include "ui/charts/frame/axis_title.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/grid_fitting.h"

#include <QFontMetrics>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <memory>

namespace roofline::ui {

GridShape chooseGridShape(int count, QSize area)
{
    if (count <= 1 || area.width() <= 0 || area.height() <= 0)
        return {1, 1};
    GridShape best {count, 1};
    double bestScore = 1e300;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double aspect
            = (static_cast<double>(area.width()) / columns) / (static_cast<double>(area.height()) / rows);
        // Distance from 4:3 on a log scale, plus a little for empty cells.
        const double score = std::fabs(std::log(aspect / (4.0 / 3.0))) + 0.15 * (rows * columns - count);
        if (score < bestScore) {
            bestScore = score;
            best = {rows, columns};
        }
    }
    return best;
}

GridShape chooseExportGridShape(int count, QSize area, double columnExtra, double rowExtra)
{
    if (count <= 1 || area.width() <= 0 || area.height() <= 0)
        return {1, 1};
    const GridShape usual = chooseGridShape(count, area);
    GridShape best = usual;
    double bestSide = -1.0;
    int bestEmpty = count;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double width = (area.width() - columns * columnExtra) / columns;
        const double height = (area.height() - rows * rowExtra) / rows;
        // Kept between 1:1 and 2:1, a plot's shorter side is the cell's.
        const double side = std::min(width, height);
        const int empty = rows * columns - count;
        // Within a pixel is a tie.
        const bool better = side > bestSide + 1.0
            || (std::fabs(side - bestSide) <= 1.0
                && (empty < bestEmpty || (empty == bestEmpty && GridShape {rows, columns} == usual)));
        if (better) {
            best = {rows, columns};
            bestSide = side;
            bestEmpty = empty;
        }
    }
    return best;
}

void styleAxis(QCPAxis* axis, const AxisSetup& setup, const ChartTheme& theme, bool showLabels)
{
    axis->setScaleType(setup.log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (setup.log) {
        auto* ticker = new LogTicker(setup.format);
        ticker->setAxis(axis);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(ticker));
    } else {
        auto* ticker = new LinearTicker(setup.format);
        ticker->setAxis(axis);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(ticker));
    }
    axis->setTickLabels(showLabels);
    // Plain "g": the labels are already text like "1e14"; 'b' would redraw them as 10 to a power.
    axis->setNumberFormat(QStringLiteral("g"));
    axis->setLabel(showLabels ? setup.label : QString());
    axis->setProperty(kAxisTitles, showLabels ? QStringList {setup.label} + setup.shorter : QStringList {});
    axis->setTickLabelFont(theme.font);
    axis->setLabelFont(theme.axisLabelFont);
    axis->setTickLabelColor(theme.foreground);
    axis->setLabelColor(theme.foreground);
    const QPen pen(theme.foreground, 1.0);
    axis->setBasePen(pen);
    axis->setTickPen(pen);
    axis->setSubTickPen(pen);
    axis->grid()->setPen(QPen(theme.grid, 1.0, Qt::SolidLine));
    axis->grid()->setSubGridPen(QPen(theme.subGrid, 1.0, Qt::SolidLine));
    axis->grid()->setSubGridVisible(setup.log && theme.subGridVisible);
    axis->grid()->setZeroLinePen(QPen(theme.grid, 1.0));
}

namespace {

// The frame's top and right sides: lines without ticks or labels.
void styleFrameAxis(QCPAxis* axis, const ChartTheme& theme)
{
    axis->setVisible(true);
    axis->setLabelFont(theme.titleFont);
    axis->setLabelPadding(3);
    axis->setTicks(false);
    axis->setTickLabels(false);
    axis->setBasePen(QPen(theme.foreground, 1.0));
    axis->grid()->setVisible(false);
}

void keepInside(QCPAxis* axis, const QCPRange& limits)
{
    QObject::connect(
        axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), axis, [axis, limits](const QCPRange& range) {
            QCPRange bounded = range;
            if (bounded.lower < limits.lower)
                bounded.lower = limits.lower;
            if (bounded.upper > limits.upper)
                bounded.upper = limits.upper;
            if (bounded.lower >= bounded.upper)
                return;
            if (bounded.lower != range.lower || bounded.upper != range.upper)
                axis->setRange(bounded);
        });
}

// Every axis in `axes` follows a range change of any of them.
void shareRange(const std::vector<QCPAxis*>& axes)
{
    auto syncing = std::make_shared<bool>(false);
    for (QCPAxis* source : axes) {
        QObject::connect(source, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), source,
            [axes, source, syncing](const QCPRange& range) {
                if (*syncing)
                    return;
                *syncing = true;
                for (QCPAxis* target : axes) {
                    if (target != source)
                        target->setRange(range);
                }
                *syncing = false;
            });
    }
}

} // namespace

void setPanelTitle(QCPAxisRect* rect, const QStringList& titles, const QColor& color)
{
    QCPAxis* top = rect->axis(QCPAxis::atTop);
    // Whole until the layout gives the chart its width: fitPanelTitle() then picks the form that fits.
    top->setProperty(kPanelTitles, titles);
    top->setLabel(titles.value(0));
    top->setLabelColor(color);
}

void fitAxisTitle(QCPAxis* axis)
{
    const QStringList titles = axis->property(kAxisTitles).toStringList();
    if (titles.size() < 2)
        return;
    const QCPAxisRect* rect = axis->axisRect();
    const int length = axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
    axis->setLabel(firstThatFits(titles, axis->labelFont(), length));
}

QStringList chipTitles(const std::string& chipName)
{
    QStringList titles;
    for (const std::string& name : shortChipNames(chipName))
        titles.append(QString::fromStdString(name));
    return titles;
}

std::vector<QCPAxisRect*> buildAxisGrid(
    QCustomPlot* plot, int count, GridShape shape, const GridSetup& setup, const ChartTheme& theme)
{
    plot->clearPlottables();
    plot->clearItems();
    plot->plotLayout()->clear();
    plot->plotLayout()->simplify();
    // The previous layout's margin groups (their rects are gone with the layout).
    qDeleteAll(plot->findChildren<QCPMarginGroup*>(QString(), Qt::FindDirectChildrenOnly));
    plot->setBackground(theme.background);
    count = std::max(1, count);
    if (count == 1)
        shape = {1, 1};

    // The charts sit in a grid of their own, so a chart can put a legend row above all of them and
    // the axis titles beside and under them.
    auto* grid = new QCPLayoutGrid;
    if (count > 1) {
        auto* framed = new QCPLayoutGrid;
        plot->plotLayout()->addElement(0, 0, framed);
        framed->addElement(0, 1, grid);
        for (const auto& [orientation, axis] : {std::pair {Qt::Vertical, &setup.y}, {Qt::Horizontal, &setup.x}}) {
            auto* title = new AxisTitle(plot, orientation);
            title->setText(axis->label);
            title->setShorterTexts(axis->shorter);
            title->setFont(theme.axisLabelFont);
            title->setTextColor(theme.foreground);
            if (orientation == Qt::Vertical)
                framed->addElement(0, 0, title);
            else
                framed->addElement(1, 1, title);
        }
        framed->setColumnStretchFactor(0, 0.001);
        framed->setRowStretchFactor(1, 0.001);
        framed->setColumnSpacing(0);
        framed->setRowSpacing(0);
    } else {
        plot->plotLayout()->addElement(0, 0, grid);
    }
    std::vector<QCPMarginGroup*> columnGroups;
    std::vector<QCPMarginGroup*> rowGroups;
    for (int c = 0; c < shape.columns; ++c)
        columnGroups.push_back(new QCPMarginGroup(plot));
    for (int r = 0; r < shape.rows; ++r)
        rowGroups.push_back(new QCPMarginGroup(plot));
    std::vector<QCPAxisRect*> rects;
    for (int i = 0; i < count; ++i) {
        const int row = i / shape.columns;
        const int column = i % shape.columns;
        auto* rect = new QCPAxisRect(plot, true);
        grid->addElement(row, column, rect);
        // Below the grid, like QCustomPlot's own default rect, so shading drawn on this layer after
        // it shows and the grid shows over both.
        rect->setLayer(QStringLiteral("background"));
        rect->setBackground(theme.plotBackground);
        rect->setRangeDrag(Qt::Horizontal | Qt::Vertical);
        rect->setRangeZoom(Qt::Horizontal | Qt::Vertical);
        rect->setRangeZoomFactor(0.85);
        // Charts in a column line up left and right, charts in a row top and bottom.
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, columnGroups[static_cast<std::size_t>(column)]);
        rect->setMarginGroup(QCP::msTop | QCP::msBottom, rowGroups[static_cast<std::size_t>(row)]);
        const bool lastRow = row == shape.rows - 1 || i + shape.columns >= count;
        const bool firstColumn = column == 0;
        styleAxis(rect->axis(QCPAxis::atBottom), setup.x, theme, !setup.shareX || lastRow);
        styleAxis(rect->axis(QCPAxis::atLeft), setup.y, theme, !setup.shareY || firstColumn);
        // A grid has one axis title per axis, spanning it (see AxisTitle): one per chart would stack
        // rotated titles into each other and run wide titles past their charts. A lone chart keeps
        // its axes' own titles.
        if (count > 1) {
            for (QCPAxis* axis : {rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)}) {
                axis->setLabel(QString());
                axis->setProperty(kAxisTitles, QStringList {});
            }
        }
        styleFrameAxis(rect->axis(QCPAxis::atTop), theme);
        styleFrameAxis(rect->axis(QCPAxis::atRight), theme);
        // The frame follows the data axes so it draws where they do.
        rect->axis(QCPAxis::atTop)->setScaleType(rect->axis(QCPAxis::atBottom)->scaleType());
        rect->axis(QCPAxis::atRight)->setScaleType(rect->axis(QCPAxis::atLeft)->scaleType());
        keepInside(rect->axis(QCPAxis::atBottom), setup.x.limits);
        keepInside(rect->axis(QCPAxis::atLeft), setup.y.limits);
        rects.push_back(rect);
    }
    if (count > 1) {
        std::vector<QCPAxis*> xs;
        std::vector<QCPAxis*> ys;
        for (QCPAxisRect* rect : rects) {
            xs.push_back(rect->axis(QCPAxis::atBottom));
            ys.push_back(rect->axis(QCPAxis::atLeft));
        }
        if (setup.shareX)
            shareRange(xs);
        if (setup.shareY)
            shareRange(ys);
        grid->setRowSpacing(4);
        grid->setColumnSpacing(8);
    }
    return rects;
}

QCPLegend* addLegendRow(QCustomPlot* plot, const ChartTheme& theme, LegendRow where)
{
    auto* legend = new QCPLegend;
    const int row = where == LegendRow::Above ? 0 : plot->plotLayout()->rowCount();
    plot->plotLayout()->insertRow(row);
    plot->plotLayout()->addElement(row, 0, legend);
    plot->plotLayout()->setRowStretchFactor(row, 0.001);
    legend->setLayer(QStringLiteral("legend"));
    legend->setFont(theme.font);
    legend->setTextColor(theme.foreground);
    legend->setBrush(Qt::NoBrush);
    legend->setBorderPen(Qt::NoPen);
    const QFontMetrics metrics(theme.font);
    legend->setIconSize(legendIconSize(theme.font));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    // As many keys side by side as the width holds at about 24 characters each.
    legend->setWrap(std::clamp(plot->width() / std::max(190, 24 * metrics.averageCharWidth()), 2, 8));
    legend->setColumnSpacing(12);
    legend->setMargins(where == LegendRow::Above ? QMargins(4, 2, 4, 0) : QMargins(4, 0, 4, 2));
    legend->setSelectableParts(QCPLegend::spNone);
    return legend;
}

} // namespace roofline::ui
