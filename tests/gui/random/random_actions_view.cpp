// The random session's actions on the window itself: the View menu, themes, language and layout; undo and
// redo; the charts' legend, zoom, pan and Reset View. Each says in the log what it did and acts through the
// path a user's click or key takes (random_actions_do.cpp has the actions on the project).
#include "core/formats/chip_library.h"
#include "random_actions.h"
#include "ui/actions/app_settings_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/document.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tables/measured_table_model.h"
#include "ui/tables/op_table_model.h"
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QWheelEvent>

namespace roofline::test {

// ---- the View menu, themes, language, layout ----

void RandomSession::viewAction()
{
    ui::ViewActions* view = viewActions(*m_window);
    QAction* actions[] {
        view->chartsAsTabs(), view->chipsSideBySide(), view->achievable(), view->siUnits(), view->allLinkSlopes()};
    const char* names[] {"charts as tabs", "chips side by side", "achievable", "SI units", "link slopes for all links"};
    const int which = pick(5);
    note(names[which]);
    actions[which]->trigger();
}

void RandomSession::levelToggle()
{
    const auto actions = menuActions(viewActions(*m_window)->levelsMenu());
    if (actions.empty())
        return note("(no levels)");
    QAction* action = pickOf(actions);
    note(action->text().toStdString());
    action->trigger();
}

void RandomSession::chartTheme()
{
    const auto actions = menuActions(viewActions(*m_window)->chartThemeMenu());
    QAction* action = pickOf(actions);
    note(action->data().toString().toStdString());
    action->trigger();
}

void RandomSession::appTheme()
{
    const auto actions = menuActions(appSettingsActions(*m_window)->appThemeMenu());
    QAction* action = pickOf(actions);
    note(action->data().toString().toStdString());
    action->trigger();
}

void RandomSession::language()
{
    const auto actions = menuActions(m_window->findChild<QMenu*>(QStringLiteral("languageMenu")));
    QAction* action = pickOf(actions);
    note(action->data().toString().toStdString());
    action->trigger();
}

void RandomSession::chartTab()
{
    auto* tabs = chartArea(*m_window)->findChild<QTabBar*>();
    if (!tabs || tabs->count() == 0)
        return note("(no tab bar)");
    const int index = pick(tabs->count());
    note(std::to_string(index));
    tabs->setCurrentIndex(index);
}

void RandomSession::dockMove()
{
    const auto docks = m_window->findChildren<QDockWidget*>();
    if (docks.isEmpty())
        return;
    QDockWidget* dock = docks[pick(static_cast<int>(docks.size()))];
    note(dock->objectName().toStdString());
    switch (pick(4)) {
    case 0:
        note("float");
        dock->setFloating(!dock->isFloating());
        break;
    case 1: {
        const Qt::DockWidgetArea areas[] {
            Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea, Qt::TopDockWidgetArea, Qt::BottomDockWidgetArea};
        const int area = pick(4);
        note("area " + std::to_string(area));
        dock->setFloating(false);
        m_window->addDockWidget(areas[area], dock);
        break;
    }
    case 2: {
        QDockWidget* other = docks[pick(static_cast<int>(docks.size()))];
        if (other != dock && !other->isFloating() && !dock->isFloating()) {
            note("tabified with " + other->objectName().toStdString());
            m_window->tabifyDockWidget(other, dock);
        }
        break;
    }
    default:
        note("close/open");
        dock->toggleViewAction()->trigger();
        break;
    }
}

void RandomSession::restoreLayout()
{
    m_window->restoreDefaultLayout();
}

// ---- undo and redo ----

void RandomSession::undo()
{
    QUndoStack* stack = m_window->document().undoStack();
    const int times = chance(0.8) ? 1 : 1 + pick(10);
    note(std::to_string(times) + "×");
    for (int i = 0; i < times; ++i)
        stack->undo();
}

void RandomSession::redo()
{
    QUndoStack* stack = m_window->document().undoStack();
    const int times = chance(0.8) ? 1 : 1 + pick(10);
    note(std::to_string(times) + "×");
    for (int i = 0; i < times; ++i)
        stack->redo();
}

// ---- the charts: legend, zoom, pan ----

ui::ChartFrame* RandomSession::pickChart()
{
    const bool roofline = chance(0.6);
    note(roofline ? "roofline" : "batch-size");
    return roofline ? static_cast<ui::ChartFrame*>(m_window->rooflineChart())
                    : static_cast<ui::ChartFrame*>(m_window->batchSizeChart());
}

void RandomSession::legendClick()
{
    ui::ChartFrame* chart = pickChart();
    QCPLegend* legend = chart->legend();
    if (!legend || legend->itemCount() == 0)
        return note("(no legend)");
    const int index = pick(legend->itemCount());
    note("entry " + std::to_string(index));
    chart->toggleLegendItem(legend->item(index));
}

void RandomSession::zoom()
{
    ui::ChartFrame* chart = pickChart();
    QWidget* plot = chart->plot();
    if (!plot->isVisible() || plot->width() < 10)
        return note("(not visible)");
    const QPointF at(pick(plot->width()), pick(plot->height()));
    const int delta = (chance(0.5) ? 1 : -1) * 120 * (1 + pick(3));
    note("at " + std::to_string(static_cast<int>(at.x())) + "," + std::to_string(static_cast<int>(at.y())) + " by "
        + std::to_string(delta));
    QWheelEvent wheel(
        at, plot->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(plot, &wheel);
}

void RandomSession::pan()
{
    ui::ChartFrame* chart = pickChart();
    QWidget* plot = chart->plot();
    if (!plot->isVisible() || plot->width() < 10)
        return note("(not visible)");
    const QPoint from(pick(plot->width()), pick(plot->height()));
    const QPoint to(pick(plot->width()), pick(plot->height()));
    note("from " + std::to_string(from.x()) + "," + std::to_string(from.y()) + " to " + std::to_string(to.x()) + ","
        + std::to_string(to.y()));
    QTest::mousePress(plot, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(plot, (from + to) / 2);
    QTest::mouseMove(plot, to);
    QTest::mouseRelease(plot, Qt::LeftButton, Qt::NoModifier, to);
}

void RandomSession::resetView()
{
    if (chance(0.5)) {
        note("Ctrl+0");
        QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
    } else {
        pickChart()->resetView();
    }
}

} // namespace roofline::test
