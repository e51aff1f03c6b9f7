// The Model panel in its default dock, at the window sizes of a laptop: each step's bars are thick enough to
// read with every op's name beside them, the time axis says its unit whole ("time per step (ms)", not "time per
// step ("), and a chip's phases stand one under the other when the dock is too narrow for them side by side.
#include "support/gui_test_helpers.h"

#include "support/model_panel_parts.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_breakdown_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/commands/add_model_command.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/model_step_view.h"
#include "ui/panels/split_or_tabs.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontMetricsF>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace roofline::test {
namespace {

void settle(ui::MainWindow& window)
{
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    window.flushUpdates();
}

// Each shown dock's smallest width: which one widens the window.
std::string minimumWidths(const ui::MainWindow& window)
{
    std::string widths;
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock->isVisible())
            widths += " " + dock->objectName().toStdString() + " " + std::to_string(dock->minimumSizeHint().width());
    }
    return widths;
}

// Llama 3 70B at tp 8, prefill and decode side by side, on the default project's two chips: four steps of eight
// ops each (qkv, attention, out, all-reduce-attn, up, down, all-reduce-mlp, lm_head).
void addBothPhases(ui::MainWindow& window)
{
    ModelEntry entry;
    entry.modelId = "llama-3-70b";
    entry.bothPhases = true;
    for (const Chip& chip : window.document().shownChips())
        setTensorParallel(entry, chip.id, 8);
    window.document().undoStack()->push(new ui::AddModelCommand(window.document(), 0, entry));
    window.showPanel(window.modelPanel());
    settle(window);
}

// A button the dock has no room for goes under the tool bar's », which opens a menu of it: a push button there was
// hidden behind a » that Qt disables (a menu cannot hold a widget), and Chart… could not be reached at 1024×700.
TEST(ModelPanelFit, EveryButtonIsReachableInTheDefaultDockOfASmallWindow)
{
    for (const QSize size : {QSize(1280, 720), QSize(1024, 700)}) {
        const std::string where = std::to_string(size.width()) + "×" + std::to_string(size.height());
        auto window = openWindow();
        window->resize(size);
        settle(*window);
        addBothPhases(*window);
        auto* buttons = window->modelPanel()->findChild<QToolBar*>(QStringLiteral("modelButtons"));
        ASSERT_NE(buttons, nullptr) << where;
        const QList<QAction*> actions = buttons->actions();
        ASSERT_EQ(actions.size(), 4) << where; // Add…, Remove, CSV…, Chart…
        auto* more = buttons->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
        ASSERT_NE(more, nullptr);
        int shown = 0;
        for (QAction* action : actions) {
            const QWidget* button = buttons->widgetForAction(action);
            ASSERT_NE(button, nullptr) << where << ": " << action->text().toStdString();
            if (button->isVisible()) {
                ++shown;
                EXPECT_TRUE(buttons->rect().contains(button->geometry()))
                    << where << ": " << action->text().toStdString();
                continue;
            }
            EXPECT_TRUE(more->isVisible() && more->isEnabled())
                << where << ": " << action->text().toStdString() << " is behind a » that does not open";
        }
        EXPECT_GE(shown, 2) << where;
    }
}

TEST(ModelPanelFit, EveryStepsBarsAndTimeUnitReadInTheDefaultDockOfASmallWindow)
{
    for (const QSize size : {QSize(1280, 720), QSize(1024, 700)}) {
        const std::string where = std::to_string(size.width()) + "×" + std::to_string(size.height());
        auto window = openWindow();
        window->resize(size);
        settle(*window);
        addBothPhases(*window);
        ui::ModelPanel* panel = window->modelPanel();
        ASSERT_EQ(stepViews(*panel).size(), 4u) << where;
        // The panel in front still lets the window fit the screen.
        EXPECT_LE(window->minimumSizeHint().width(), size.width()) << where << ":" << minimumWidths(*window);
        EXPECT_EQ(window->width(), size.width()) << where;
        // Four steps in 40 % of the window's width: each chip's controls above its phases, one under the other.
        EXPECT_FALSE(panel->phasesSideBySide()) << where;
        auto* scroll = panel->findChild<QScrollArea*>();
        ASSERT_NE(scroll, nullptr);
        // Each step takes the panel's width: nothing to scroll sideways.
        EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible())
            << where << ": the steps need " << scroll->widget()->minimumSizeHint().width() << " px of "
            << scroll->viewport()->width() << ";" << minimumWidths(*window);
        for (ui::ModelStepView* view : stepViews(*panel)) {
            scroll->ensureWidgetVisible(view);
            settle(*window);
            ui::ModelBreakdownChart* chart = stepChart(*view);
            chart->updateNow();
            ASSERT_EQ(chart->rows().size(), 8u) << where; // seven layer ops and lm_head
            // The bars: 0.27 of a row each, on the left axis (one row per op).
            int bars = 0;
            for (int i = 0; i < chart->plot()->plottableCount(); ++i) {
                const auto* bar = qobject_cast<QCPBars*>(chart->plot()->plottable(i));
                if (!bar)
                    continue;
                const QCPAxis* rows = bar->keyAxis();
                const double thickness
                    = std::abs(rows->coordToPixel(1.0 + bar->width() / 2) - rows->coordToPixel(1.0 - bar->width() / 2));
                EXPECT_GE(thickness, 5.5) << where;
                ++bars;
            }
            EXPECT_EQ(bars, 3) << where; // math, memory traffic, network traffic
            // The bars' own room beside the ops' names.
            EXPECT_GE(chart->plot()->axisRect()->width(), 100) << where;
            // The time axis's title, centred under the bars: whole when it is no wider than they are.
            const QCPAxis* time = chart->plot()->axisRect()->axis(QCPAxis::atBottom);
            EXPECT_TRUE(time->label().startsWith(QStringLiteral("time per step ("))) << time->label().toStdString();
            EXPECT_LE(QFontMetricsF(time->labelFont()).horizontalAdvance(time->label()), time->axisRect()->width())
                << where;
        }
        // The two charts of the whole step, each in its tab: a plot tall enough to read a curve on, under the
        // legend row and over the axis.
        auto* pages = panel->findChild<ui::SplitOrTabs*>();
        ASSERT_NE(pages, nullptr);
        for (int page = 1; page <= 2; ++page) {
            child<QTabWidget>(*pages, "pagesInTabs")->setCurrentIndex(page);
            settle(*window);
            ui::ChartBase* chart = page == 1 ? static_cast<ui::ChartBase*>(panel->batchChart()) : panel->paretoChart();
            chart->updateNow();
            EXPECT_GE(chart->plot()->axisRect()->height(), 100) << where << ", page " << page;
        }
    }
}

// Wide enough (a floating panel on a large screen), a chip's phases stand side by side again.
TEST(ModelPanelFit, PhasesStandSideBySideWhenThePanelHasTheRoom)
{
    auto window = openWindow();
    addBothPhases(*window);
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    ASSERT_NE(dock, nullptr);
    dock->setFloating(true);
    dock->resize(1500, 800);
    settle(*window);
    EXPECT_TRUE(window->modelPanel()->phasesSideBySide());
    dock->resize(600, 800);
    settle(*window);
    EXPECT_FALSE(window->modelPanel()->phasesSideBySide());
}

} // namespace
} // namespace roofline::test
