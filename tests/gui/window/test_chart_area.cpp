// The central area's two arrangements (View → Charts as Tabs): whatever the user toggles, undoes or
// restores, both charts stay in the window, sized and painting.
#include "support/gui_test_helpers.h"

#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QSet>
#include <QTabBar>
#include <QUndoStack>

namespace roofline::test {
namespace {

// A chart the user can see: in the window, shown, big enough to read, repainted by a slider step
// and not a blank rectangle in the window's own rendering.
template<typename Chart>::testing::AssertionResult onScreen(ui::MainWindow& window, Chart* chart)
{
    const QString name = chart->objectName();
    if (!window.isAncestorOf(chart))
        return ::testing::AssertionFailure() << name.toStdString() << " is not in the window";
    if (!chart->isVisible())
        return ::testing::AssertionFailure() << name.toStdString() << " is hidden";
    if (chart->width() < 300 || chart->height() < 300)
        return ::testing::AssertionFailure()
            << name.toStdString() << " is " << chart->width() << "×" << chart->height() << " px";
    // A slider step redraws what follows B on both charts.
    const int before = chart->paintCount();
    const double b = window.document().dims().b;
    window.document().setDim(Dim::B, b == 256.0 ? 64.0 : 256.0);
    window.flushUpdates();
    QApplication::processEvents();
    if (chart->paintCount() <= before)
        return ::testing::AssertionFailure() << name.toStdString() << " did not paint after a B step";
    // What the window shows there: a chart has lines, labels and markers, not one flat colour.
    const QImage shot = window.grab(QRect(chart->mapTo(&window, QPoint(0, 0)), chart->size())).toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < shot.height(); y += 4) {
        for (int x = 0; x < shot.width(); x += 4)
            colours.insert(shot.pixel(x, y));
    }
    if (colours.size() < 20)
        return ::testing::AssertionFailure() << name.toStdString() << " shows " << colours.size() << " colours";
    return ::testing::AssertionSuccess();
}

QTabBar* chartTabs(ui::MainWindow& window)
{
    return chartArea(window)->findChild<QTabBar*>();
}

// Both charts as the project's arrangement shows them: side by side both at once; as tabs the
// current one, and the other once its tab is chosen.
void expectBothChartsShown(ui::MainWindow& window, const std::string& when)
{
    SCOPED_TRACE(when);
    window.flushUpdates();
    QTabBar* tabs = chartTabs(window);
    ASSERT_NE(tabs, nullptr);
    if (window.document().project().viewOptions.arrangement == ChartArrangement::SideBySide) {
        EXPECT_FALSE(tabs->isVisible());
        EXPECT_TRUE(onScreen(window, window.rooflineChart()));
        EXPECT_TRUE(onScreen(window, window.batchSizeChart()));
        EXPECT_LT(window.rooflineChart()->geometry().right(), window.batchSizeChart()->geometry().left());
        return;
    }
    ASSERT_TRUE(tabs->isVisible());
    ASSERT_EQ(tabs->count(), 2);
    const int first = tabs->currentIndex();
    for (const int tab : {first, 1 - first}) {
        tabs->setCurrentIndex(tab);
        QApplication::processEvents();
        window.flushUpdates();
        if (tab == 0) {
            EXPECT_TRUE(onScreen(window, window.rooflineChart()));
            EXPECT_FALSE(window.batchSizeChart()->isVisible());
        } else {
            EXPECT_TRUE(onScreen(window, window.batchSizeChart()));
            EXPECT_FALSE(window.rooflineChart()->isVisible());
        }
    }
}

TEST(ChartArrangement, BothChartsShowAfterOneTwoThreeAndFourToggles)
{
    auto window = openWindow();
    expectBothChartsShown(*window, "at start");
    QAction* tabs = viewActions(*window)->chartsAsTabs();
    for (int toggles = 1; toggles <= 4; ++toggles) {
        tabs->trigger();
        EXPECT_EQ(window->document().project().viewOptions.arrangement,
            toggles % 2 == 1 ? ChartArrangement::Tabs : ChartArrangement::SideBySide);
        expectBothChartsShown(*window, "after " + std::to_string(toggles) + " toggles");
    }
}

TEST(ChartArrangement, UndoAndRedoOfTheSwitchKeepBothChartsShown)
{
    auto window = openWindow();
    QAction* tabs = viewActions(*window)->chartsAsTabs();
    tabs->trigger();
    tabs->trigger();
    QUndoStack* undo = window->document().undoStack();
    undo->undo();
    EXPECT_TRUE(tabs->isChecked());
    expectBothChartsShown(*window, "undo back to tabs");
    undo->undo();
    EXPECT_FALSE(tabs->isChecked());
    expectBothChartsShown(*window, "undo back to side by side");
    undo->redo();
    undo->redo();
    EXPECT_FALSE(tabs->isChecked());
    expectBothChartsShown(*window, "redone twice");
}

TEST(ChartArrangement, RestoreDefaultLayoutKeepsBothChartsShown)
{
    auto window = openWindow();
    QAction* tabs = viewActions(*window)->chartsAsTabs();
    tabs->trigger();
    tabs->trigger();
    window->restoreDefaultLayout();
    expectBothChartsShown(*window, "side by side, restored");
    tabs->trigger();
    window->restoreDefaultLayout();
    expectBothChartsShown(*window, "as tabs, restored");
}

TEST(ChartArrangement, AProjectSavedAsTabsOpensAsTabsAndTogglesBack)
{
    Project project = defaultProject();
    project.viewOptions.arrangement = ChartArrangement::Tabs;
    auto window = openWindow(project);
    EXPECT_TRUE(viewActions(*window)->chartsAsTabs()->isChecked());
    expectBothChartsShown(*window, "opened as tabs");
    viewActions(*window)->chartsAsTabs()->trigger();
    expectBothChartsShown(*window, "side by side");
    viewActions(*window)->chartsAsTabs()->trigger();
    expectBothChartsShown(*window, "tabs again");
}

} // namespace
} // namespace roofline::test
