// A grid of small charts on screen follows the export's rules: one axis title per axis spanning the
// whole grid (not one per chart, not one under a middle column), panel titles fitted to the width each
// chart really got (a shorter name, never an ellipsis), and a legend row that puts side by side only
// what fits.
#include "support/gui_test_helpers.h"

#include "core/formulas/chip.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/axis_title.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"

#include <QFontMetricsF>

#include <algorithm>

namespace roofline::test {
namespace {

// A chart of `size` as a window would lay it out (a hidden plot is told its viewport, as the exporter does).
void lay(ui::ChartFrame& chart, QSize size)
{
    chart.resize(size);
    chart.plot()->resize(size);
    chart.plot()->setViewport(QRect(QPoint(0, 0), size));
    chart.updateNow();
}

Project sideBySide(int chips)
{
    Project project = defaultProject();
    project.chipIds.clear();
    for (const Chip& chip : builtinChips()) {
        if (static_cast<int>(project.chipIds.size()) == chips)
            break;
        project.chipIds.push_back(chip.id);
    }
    project.viewOptions.chipLayout = ChipLayout::SideBySide;
    project.viewOptions.sweepChipLayout = ChipLayout::SideBySide;
    return project;
}

// The panels' outer rects (plot and its margins), united.
QRect gridRect(const ui::ChartFrame& chart)
{
    QRect all;
    for (int p = 0; p < chart.panelCount(); ++p)
        all = all.united(chart.panelRect(p)->outerRect());
    return all;
}

void checkGrid(ui::ChartFrame& chart, const QString& xTitle, const QString& yTitle)
{
    chart.plot()->replot();
    ASSERT_GT(chart.panelCount(), 1);
    // No chart of the grid has an axis title of its own.
    for (int p = 0; p < chart.panelCount(); ++p) {
        EXPECT_TRUE(chart.panelRect(p)->axis(QCPAxis::atBottom)->label().isEmpty()) << p;
        EXPECT_TRUE(chart.panelRect(p)->axis(QCPAxis::atLeft)->label().isEmpty()) << p;
    }
    const QList<ui::AxisTitle*> titles = chart.plot()->findChildren<ui::AxisTitle*>();
    ASSERT_EQ(titles.size(), 2);
    const QRect grid = gridRect(chart);
    for (const ui::AxisTitle* title : titles) {
        if (title->rect().width() > title->rect().height()) {
            // Under the whole grid, centred on it, whole: the grid is wide enough.
            EXPECT_EQ(title->shownText(), xTitle);
            EXPECT_NEAR(title->rect().center().x(), grid.center().x(), 1.5);
            EXPECT_NEAR(title->rect().width(), grid.width(), 2); // the panels' rects are rounded
            EXPECT_GE(title->rect().top(), grid.bottom());
        } else {
            EXPECT_EQ(title->shownText(), yTitle);
            EXPECT_NEAR(title->rect().center().y(), grid.center().y(), 1.5);
            EXPECT_NEAR(title->rect().height(), grid.height(), 2);
            EXPECT_LE(title->rect().right(), grid.left());
        }
    }
    // Each panel's title fits over its own plot; the legend row fits the plot's width.
    for (int p = 0; p < chart.panelCount(); ++p) {
        const QCPAxis* top = chart.panelRect(p)->axis(QCPAxis::atTop);
        EXPECT_LE(QFontMetricsF(top->labelFont()).horizontalAdvance(top->label()), chart.panelRect(p)->width() + 0.5)
            << top->label().toStdString();
    }
    ASSERT_TRUE(chart.legend());
    EXPECT_LE(chart.legend()->outerRect().right(), chart.plot()->width());
    EXPECT_GE(chart.legend()->outerRect().left(), 0);
}

TEST(GridTitles, OnScreenAGridOfChipsHasOneAxisTitlePerAxisSpanningIt)
{
    for (const int chips : {2, 4, 6}) {
        SCOPED_TRACE(chips);
        ui::Document document(sideBySide(chips), builtinChips());
        ui::RooflineChart roofline(document);
        lay(roofline, QSize(1000, 640));
        checkGrid(roofline, QStringLiteral("Arithmetic intensity (FLOPs/byte)"), QStringLiteral("Attainable FLOPs/s"));
        ui::BatchSizeChart sweep(document);
        lay(sweep, QSize(1000, 640));
        checkGrid(sweep, QStringLiteral("Batch size B"), QStringLiteral("Attainable FLOPs/s"));
    }
}

TEST(GridTitles, InANarrowWindowPanelTitlesTakeAShorterNameNeverAnEllipsisAndTheLegendWraps)
{
    ui::Document document(sideBySide(8), builtinChips());
    ui::RooflineChart roofline(document);
    lay(roofline, QSize(520, 480));
    roofline.plot()->replot();
    bool shorter = false;
    const std::vector<Chip> chips = document.shownChips();
    ASSERT_EQ(static_cast<int>(chips.size()), roofline.panelCount());
    for (int p = 0; p < roofline.panelCount(); ++p) {
        const QCPAxis* top = roofline.panelRect(p)->axis(QCPAxis::atTop);
        EXPECT_LE(
            QFontMetricsF(top->labelFont()).horizontalAdvance(top->label()), roofline.panelRect(p)->width() + 0.5);
        EXPECT_FALSE(top->label().contains(QChar(0x2026))) << top->label().toStdString();
        // The chip's name or one of core's shorter forms of it, whole.
        const std::vector<std::string> names = shortChipNames(chips[static_cast<std::size_t>(p)].name);
        EXPECT_NE(std::find(names.begin(), names.end(), top->label().toStdString()), names.end())
            << top->label().toStdString();
        shorter = shorter || top->label().toStdString() != names.front();
    }
    EXPECT_TRUE(shorter) << "eight chips in 520 pixels leave some chip name too long for its chart";
    ASSERT_TRUE(roofline.legend());
    EXPECT_GT(roofline.legend()->rowCount(), 1); // eight chips do not fit one row of 520 pixels
    EXPECT_LE(roofline.legend()->outerRect().right(), roofline.plot()->width());
}

} // namespace
} // namespace roofline::test
