// The window as a user drives it: shortcuts, the View menu's switches, docks, and the panels and
// charts working together (a click on a marker selects the op everywhere).
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/modal_answerer.h"

#include "core/formats/project_json.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

namespace roofline::test {
namespace {

using ui::OpList;

QPoint pixelOf(QCPAxisRect* rect, const QPointF& point)
{
    return QPoint(static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(point.x()))),
        static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(point.y()))));
}

TEST(MainWindow, OpensOnTheChaptersDefault)
{
    auto window = openWindow();
    const ui::Document& document = window->document();
    ASSERT_EQ(document.shownChips().size(), 2u);
    EXPECT_EQ(document.shownChips()[0].id, "tpu-v5e");
    EXPECT_EQ(document.shownChips()[1].id, "h100-sxm");
    EXPECT_EQ(document.ops(OpList::Roofline).size(), 3u);
    EXPECT_EQ(document.ops(OpList::Sweeps).size(), 2u);
    // Every panel is a dock the user can move, close and bring back.
    const auto docks = window->findChildren<QDockWidget*>();
    EXPECT_EQ(docks.size(), 7); // chips, parameters, ops, measurements, model, sweeps, details
    for (QDockWidget* dock : docks) {
        EXPECT_TRUE(dock->features() & QDockWidget::DockWidgetClosable) << dock->objectName().toStdString();
        EXPECT_TRUE(dock->features() & QDockWidget::DockWidgetMovable) << dock->objectName().toStdString();
        dock->close();
    }
    window->restoreDefaultLayout();
    // The Model panel stays closed until the project has a model (Add Model… opens it).
    for (QDockWidget* dock : docks)
        EXPECT_EQ(dock->isVisible(), dock->objectName() != QLatin1String("modelDock"))
            << dock->objectName().toStdString();
}

TEST(MainWindow, ShortcutsUndoRedoAndDeleteTheSelectedOp)
{
    auto window = openWindow();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QTableView* table = opsPanel(*window)->view();
    table->setFocus();
    opsPanel(*window)->selectOp(2);
    QTest::keyClick(table, Qt::Key_Delete);
    ASSERT_EQ(window->document().ops(OpList::Roofline).size(), 2u);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 3u);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 2u);
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    opsPanel(*window)->selectOp(0);
    QTest::keyClick(window.get(), Qt::Key_D, Qt::ControlModifier); // duplicate
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 4u);
    QTest::keyClick(table, Qt::Key_Down, Qt::AltModifier); // move the copy down
    EXPECT_EQ(window->document().ops(OpList::Roofline)[2].label, "bf16 matmul (copy)");
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    EXPECT_TRUE(chipsPanel(*window)->searchEdit()->hasFocus());
}

TEST(MainWindow, CtrlEOpensExportAtStartUpEvenFromTheChipSearch)
{
    // The chip search, where the focus is when the window opens, would take Ctrl+E as "end of line".
    auto window = openWindow();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QLineEdit* search = chipsPanel(*window)->searchEdit();
    search->setFocus();
    ModalAnswerer answerer; // closes the dialog again
    QTest::keyClick(search, Qt::Key_E, Qt::ControlModifier);
    ASSERT_EQ(answerer.seen().size(), 1u);
    EXPECT_EQ(answerer.seen().front().type, QStringLiteral("roofline::ui::ExportDialog"));
}

TEST(MainWindow, ChartsGoToTabsAndBackAndTheSwitchIsUndoable)
{
    auto window = openWindow();
    QAction* tabs = viewActions(*window)->chartsAsTabs();
    EXPECT_FALSE(tabs->isChecked());
    tabs->trigger();
    window->flushUpdates();
    EXPECT_EQ(window->document().project().viewOptions.arrangement, ChartArrangement::Tabs);
    EXPECT_TRUE(chartArea(*window)->findChild<QTabBar*>()->isVisible());
    EXPECT_TRUE(window->rooflineChart()->isVisible());
    EXPECT_FALSE(window->batchSizeChart()->isVisible());
    window->document().undoStack()->undo();
    EXPECT_FALSE(tabs->isChecked());
    EXPECT_FALSE(chartArea(*window)->findChild<QTabBar*>()->isVisible());
    EXPECT_TRUE(window->batchSizeChart()->isVisible());
    QAction* sideBySide = viewActions(*window)->chipsSideBySide();
    sideBySide->trigger();
    window->flushUpdates();
    EXPECT_EQ(window->rooflineChart()->panelCount(), 2);
}

TEST(MainWindow, EveryControlExplainsItself)
{
    auto window = openWindow();
    QStringList silent;
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(widget) || qobject_cast<QAbstractSlider*>(widget)
            || qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QComboBox*>(widget)
            || qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractItemView*>(widget);
        if (!control || !widget->isVisibleTo(window.get()))
            continue;
        // Parts of composite widgets (a spin box's line edit, a combo's list, a view's headers and
        // scroll bars) speak through their owner; dock title buttons are Qt's own.
        QWidget* owner = widget->parentWidget();
        if (qobject_cast<QAbstractSpinBox*>(owner) || qobject_cast<QComboBox*>(owner)
            || widget->inherits("QDockWidgetTitleButton") || widget->inherits("QToolBarExtension")
            || widget->inherits("QHeaderView") || widget->inherits("QScrollBar")
            || widget->inherits("QTableCornerButton") || owner->inherits("QHeaderView"))
            continue;
        if (auto* button = qobject_cast<QToolButton*>(widget);
            button && button->defaultAction() && !button->defaultAction()->toolTip().isEmpty())
            continue;
        if (widget->toolTip().isEmpty())
            silent.append(
                QStringLiteral("%1 %2 “%3”")
                    .arg(QString::fromUtf8(widget->metaObject()->className()), widget->objectName(),
                        qobject_cast<QAbstractButton*>(widget) ? qobject_cast<QAbstractButton*>(widget)->text()
                                                               : QString()));
    }
    EXPECT_TRUE(silent.isEmpty()) << silent.join(QLatin1Char('\n')).toStdString();
}

TEST(MainWindow, SavesAndOpensProjectFilesAndKnowsWhenChangesAreUnsaved)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("talk.roofline.json"));
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    EXPECT_FALSE(files->isModified());
    window->document().setDim(Dim::B, 1); // not through the undo stack: not an edit
    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent();
    EXPECT_TRUE(files->isModified());
    EXPECT_TRUE(window->isWindowModified());
    ASSERT_TRUE(files->saveFile(path, true));
    EXPECT_FALSE(files->isModified());
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("talk.roofline.json")));
    const Project saved = loadProjectFile(path.toStdString());
    EXPECT_EQ(saved.ops.size(), 2u);
    EXPECT_EQ(saved.dims.b, 1.0);

    // A second window opens it: the same ops, drawn where core puts them, with an empty history.
    auto other = openWindow();
    ModelTesterLog log;
    QAbstractItemModelTester tester(
        opsPanel(*other)->view()->model(), QAbstractItemModelTester::FailureReportingMode::Warning);
    ASSERT_TRUE(other->fileActions()->openFile(path, true));
    other->flushUpdates();
    EXPECT_EQ(other->document().ops(OpList::Roofline), window->document().ops(OpList::Roofline));
    EXPECT_EQ(other->document().dims().b, 1.0);
    EXPECT_FALSE(other->document().undoStack()->canUndo());
    const Evaluation expected
        = evaluate(builtin("h100-sxm"), other->document().ops(OpList::Roofline)[0], other->document().dims());
    EXPECT_EQ(plottedOpPoint(*other->rooflineChart(), 1, 0), QPointF(expected.intensity, expected.attainableFlopsPerS));
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();

    // A broken file is refused, naming the problem, and the open project stays.
    QFile broken(folder.filePath(QStringLiteral("broken.roofline.json")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"format": 1, "app": "roofline-studio", "chips": ["tpu-v5e"], "dims": {"B": 0}})");
    broken.close();
    EXPECT_FALSE(other->fileActions()->openFile(broken.fileName(), true));
    EXPECT_EQ(other->document().ops(OpList::Roofline).size(), 2u);
}

TEST(MainWindow, ClickingAMarkerSelectsTheOpInTheTableAndDetails)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    const std::optional<QPointF> dot = plottedOpPoint(*chart, 1, 2);
    ASSERT_TRUE(dot);
    const QPoint pixel = pixelOf(chart->panelRect(0), *dot);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    EXPECT_EQ(opsPanel(*window)->currentOp(), 2);
    EXPECT_EQ(detailsPanel(*window)->op(), 2);
    // Details puts the clicked chip first.
    EXPECT_EQ(detailsPanel(*window)->table()->horizontalHeaderItem(0)->text(), QStringLiteral("H100 SXM"));
}

TEST(MainWindow, ClickingAMeasuredGroupShowsItsRowItsRunsAndTheGpuKernelsTheyRan)
{
    // tests/data/traces/step.pt.trace.json: addmm ran twice, each launching the same sm90 GEMM (20, 22 µs).
    auto window = openWindow();
    ASSERT_TRUE(window->measurementsPanel()->importFile(
        QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/step.pt.trace.json.gz"), true));
    MeasuredSettings grouped = window->document().measuredView(); // 8 runs: under 50, shown one by one
    grouped.aggregation = Aggregation::On;
    window->document().setMeasuredView(grouped);
    window->flushUpdates();
    ui::RooflineChart* chart = window->rooflineChart();
    const std::string addmm = "aten::addmm bf16[4096] bf16[512,1024] bf16[1024,4096]";
    const std::vector<MeasuredPoint>& points = chart->scene().chips[0].measured;
    const auto point
        = std::find_if(points.begin(), points.end(), [&](const MeasuredPoint& p) { return p.name.view() == addmm; });
    ASSERT_NE(point, points.end());
    const QPoint pixel = pixelOf(chart->panelRect(0), QPointF(point->intensity, point->achievedFlopsPerS));
    // Its tooltip names the kernels its runs launched.
    const QString tip = chart->tooltipAt(pixel);
    EXPECT_TRUE(tip.contains(QStringLiteral("sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64")))
        << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral(" × 2, 42 µs"))) << tip.toStdString();
    // A click selects its row in the Measurements table (its op, shapes and dtypes; its runs), open.
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    QTreeView* view = window->measurementsPanel()->view();
    const QModelIndex current = view->currentIndex();
    ASSERT_TRUE(current.isValid());
    EXPECT_EQ(current.row(), static_cast<int>(point->groupIndex));
    EXPECT_EQ(current.sibling(current.row(), 0).data().toString().toStdString(), addmm);
    EXPECT_TRUE(view->isExpanded(current.sibling(current.row(), 0)));
    EXPECT_EQ(view->model()->rowCount(current.sibling(current.row(), 0)), 2); // its two runs
    EXPECT_TRUE(
        current.sibling(current.row(), 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral(" × 2, 42 µs")));
    // Saved and opened again, the project keeps them.
    const Project reopened = parseProjectJson(projectToText(window->document().project()), "p.roofline.json");
    ASSERT_FALSE(reopened.measuredLaunches.empty());
    EXPECT_EQ(reopened.measuredLaunches, window->document().project().measuredLaunches);
}

TEST(MainWindow, DuplicateDeleteAndMoveGoThroughTheUndoStack)
{
    auto window = openWindow();
    ui::OpListPanel* ops = opsPanel(*window);
    QUndoStack* stack = window->document().undoStack();
    ops->selectOp(0);
    ops->duplicateCurrent();
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 4u);
    EXPECT_EQ(window->document().ops(OpList::Roofline)[1].label, "bf16 matmul (copy)");
    ops->moveCurrent(1);
    EXPECT_EQ(window->document().ops(OpList::Roofline)[2].label, "bf16 matmul (copy)");
    EXPECT_EQ(ops->currentOp(), 2);
    ops->removeCurrent();
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 3u);
    stack->undo();
    stack->undo();
    stack->undo();
    EXPECT_EQ(window->document().ops(OpList::Roofline).size(), 3u);
    EXPECT_EQ(window->document().ops(OpList::Roofline)[1].label, "int8 weights (Q2)");
}

// Every way in for measurements is in the File menu, with Import Measurements…: an ERT roofline.json too, which
// was only on the Measurements panel's tool bar, out of sight while the panel is closed.
TEST(MainWindow, EveryImportIsInTheFileMenu)
{
    auto window = openWindow();
    const QMenu* file = nullptr;
    for (const QAction* top : window->menuBar()->actions()) {
        if (top->menu() && top->text() == QLatin1String("&File"))
            file = top->menu();
    }
    ASSERT_NE(file, nullptr);
    const ui::MeasurementsPanel* panel = window->measurementsPanel();
    const QList<QAction*> actions = file->actions();
    for (const QAction* action : {panel->importAction(), panel->importErtAction(), panel->compareAction()})
        EXPECT_TRUE(actions.contains(const_cast<QAction*>(action))) << action->text().toStdString();
    EXPECT_EQ(panel->importErtAction()->text(), QStringLiteral("Import &Empirical Roofline…"));
    // Beside the other imports, in one group.
    EXPECT_EQ(actions.indexOf(panel->importErtAction()), actions.indexOf(panel->importAction()) + 1);
}

} // namespace
} // namespace roofline::test
