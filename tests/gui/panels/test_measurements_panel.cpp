// Measured kernels imported into the chart: each cross at FLOPs / bytes and FLOPs / seconds under its
// chip, the ring around the one above its roof, its tooltip, the table model, drops on the window and
// undo. Expected numbers are worked out here from the fixture's text and the chips' data sheets, not
// read from the code under test.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "ui/chart_area.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/document.h"
#include "ui/panels/measurements_panel.h"
#include "ui/tables/measured_table_model.h"
#include "ui/tasks/task_runner.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QTableView>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>

namespace roofline::test {
namespace {

const QString kSimpleCsv = QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple.csv");

QStringList legendNames(const ui::RooflineChart* chart)
{
    QStringList names;
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend()->item(i)))
            names.append(item->plottable()->name());
    }
    return names;
}

bool hasPoint(const std::vector<QPointF>& points, double x, double y)
{
    return std::any_of(points.begin(), points.end(),
        [&](const QPointF& p) { return std::fabs(p.x() - x) <= 1e-9 * x && std::fabs(p.y() - y) <= 1e-9 * y; });
}

TEST(Measurements, ImportingTheCsvPlacesEachKernelOnItsChipAndRingsTheOneAboveItsRoof)
{
    auto window = openWindow(); // TPU v5e (chip 0) and H100 SXM (chip 1)
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(kSimpleCsv, true));
    window->flushUpdates();
    const ui::RooflineChart* chart = chartArea(*window)->rooflineChart();

    // From simple.csv: gemm 1.37438953472e11 FLOPs / 1.0145e8 bytes in 1.23 ms (H100 only);
    // add 16,777,216 FLOPs / 201,326,592 bytes in 98.3 µs (every chip); attention 3,221,225,472 FLOPs /
    // 50,331,648 bytes in 2.5 ms (TPU v5e only).
    const double gemmX = 1.37438953472e11 / 1.0145e8, gemmY = 1.37438953472e11 / 0.00123;
    const double addX = 16777216.0 / 201326592.0, addY = 16777216.0 / 9.83e-05;
    const double attX = 3221225472.0 / 50331648.0, attY = 3221225472.0 / 2.5e-3;
    const std::vector<QPointF> v5e = plottedMeasuredPoints(*chart, 0);
    const std::vector<QPointF> h100 = plottedMeasuredPoints(*chart, 1);
    ASSERT_EQ(v5e.size(), 2u);
    ASSERT_EQ(h100.size(), 2u);
    EXPECT_TRUE(hasPoint(v5e, addX, addY));
    EXPECT_TRUE(hasPoint(v5e, attX, attY));
    EXPECT_TRUE(hasPoint(h100, gemmX, gemmY));
    EXPECT_TRUE(hasPoint(h100, addX, addY));
    // The add reaches 1.707e11 FLOPs/s at intensity 1/12: v5e's HBM roof there is 8.2e11 / 12 = 6.8e10,
    // so it is above it; the H100's is 3.35e12 / 12 = 2.8e11, so it is not.
    ASSERT_GT(addY, 8.2e11 * addX);
    ASSERT_LT(addY, 3.35e12 * addX);
    const std::vector<QPointF> v5eWarnings = plottedMeasuredWarnings(*chart, 0);
    ASSERT_EQ(v5eWarnings.size(), 1u);
    EXPECT_TRUE(hasPoint(v5eWarnings, addX, addY));
    EXPECT_TRUE(plottedMeasuredWarnings(*chart, 1).empty());
    // The legend says what the crosses and the ring are.
    const QStringList legend = legendNames(chart);
    EXPECT_TRUE(legend.contains(QStringLiteral("measured"))) << legend.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(std::any_of(
        legend.begin(), legend.end(), [](const QString& t) { return t.contains(QStringLiteral("above its roof")); }));
    // The table: three kernels, the add flagged with a warning.
    ui::MeasuredTableModel* model = itemModel(*panel);
    ASSERT_EQ(model->rowCount(), 3);
    EXPECT_TRUE(model->isAboveRoof(1));
    EXPECT_FALSE(model->isAboveRoof(0));
    EXPECT_FALSE(model->isAboveRoof(2));
    EXPECT_FALSE(model->data(model->index(1, ui::MeasuredTableModel::RoofColumn), Qt::DecorationRole).isNull());

    // The kernels are part of the project (saved with it), and the import is one undo step.
    EXPECT_EQ(window->document().projectForSaving().measured.size(), 3u);
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_TRUE(plottedMeasuredPoints(*chart, 0).empty());
    EXPECT_EQ(model->rowCount(), 0);
    window->document().undoStack()->redo();
    window->flushUpdates();
    EXPECT_EQ(plottedMeasuredPoints(*chart, 1).size(), 2u);
}

TEST(Measurements, TheAboveRoofPointsTooltipSaysSoWithItsNumbers)
{
    auto window = openWindow();
    ASSERT_TRUE(window->measurementsPanel()->importFile(kSimpleCsv, true));
    window->flushUpdates();
    const ui::RooflineChart* chart = chartArea(*window)->rooflineChart();
    const QCPAxisRect* rect = chart->panelRect(0);
    const double x = 16777216.0 / 201326592.0, y = 16777216.0 / 9.83e-05; // the add, above v5e's roof
    const QPoint at(
        qRound(rect->axis(QCPAxis::atBottom)->coordToPixel(x)), qRound(rect->axis(QCPAxis::atLeft)->coordToPixel(y)));
    const QString tooltip = chart->tooltipAt(at);
    EXPECT_TRUE(tooltip.contains(QStringLiteral("add, fp32"))) << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("(measured)"))) << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("Above its roof"))) << tooltip.toStdString();
    // Achieved / roof = 1.70674e11 / (8.2e11 / 12) = 250 %, to three digits.
    EXPECT_NEAR(y / (8.2e11 * x), 2.4977, 1e-3);
    EXPECT_TRUE(tooltip.contains(QStringLiteral("250 %"))) << tooltip.toStdString();
}

TEST(Measurements, AnNsightComputeExportIsImportedAndDroppingACsvOnTheWindowImportsIt)
{
    auto window = openWindow();
    ASSERT_TRUE(window->measurementsPanel()->importFile(
        QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-details.csv"), true));
    const std::size_t fromNcu = window->document().measured().size();
    EXPECT_GE(fromNcu, 1u);

    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(kSimpleCsv)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QApplication::processEvents();
    window->tasks()->waitUntilIdle(); // a dropped file is read on the window's worker
    EXPECT_EQ(window->document().measured().size(), fromNcu + 3);
    // A file of another kind is not taken.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/picture.png"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(window.get(), &refused);
    EXPECT_FALSE(refused.isAccepted());
}

// The panel lists what `measured --json` lists for the same file (docs/cli.md, "measured"): the
// fixture holds two ncu runs appended, whose headers are at lines 4 and 17, and "step 0 loss 2.31" of
// the program's output at line 15, between them.
TEST(Measurements, ThePanelShowsTheWarningsTheMeasuredCommandLists)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    EXPECT_FALSE(child<QLabel>(*panel, "measuredImportNotes")->isVisibleTo(panel));
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-two-runs.csv"), true));
    const QString notes = child<QLabel>(*panel, "measuredImportNotes")->text();
    EXPECT_TRUE(notes.contains(QStringLiteral("2 Nsight Compute runs one after another (their tables start at "
                                              "lines 4, 17)")))
        << notes.toStdString();
    EXPECT_TRUE(notes.contains(QStringLiteral("line 15 follows an Nsight Compute table and is part of none")))
        << notes.toStdString();
    EXPECT_EQ(notes.count(QStringLiteral("⚠ ")), 2) << notes.toStdString();
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->isVisibleTo(panel));

    // A European export: the note says which number settled the decimal comma ("1,59" Ghz at line 4,
    // column 210 of the fixture).
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-european.csv"), true));
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->text().contains(QStringLiteral("\"1,59\"")))
        << child<QLabel>(*panel, "measuredImportNotes")->text().toStdString();

    // A kernel left out is counted, and its line and reason are in the tooltip (line 36: a copy, 0 FLOPs).
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-details.csv"), true));
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->text().contains(QStringLiteral("1 kernel left out")))
        << child<QLabel>(*panel, "measuredImportNotes")->text().toStdString();
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->toolTip().startsWith(QStringLiteral("line 36: ")))
        << child<QLabel>(*panel, "measuredImportNotes")->toolTip().toStdString();
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->toolTip().contains(QStringLiteral("(0 FLOPs)")));

    // A file with nothing to say hides the notes.
    ASSERT_TRUE(panel->importFile(kSimpleCsv, true));
    EXPECT_FALSE(child<QLabel>(*panel, "measuredImportNotes")->isVisibleTo(panel));
}

// 1002 names with no chip, name i taking i + 1 ms: the chart draws the 1000 with the most time and the
// two shortest (k0 and k1: 2e9 FLOPs, 2e6 bytes in 3 ms) as one point, which the legend and the panel
// name; the table keeps a row for every group.
TEST(Measurements, BeyondAThousandGroupsTheChartDrawsTheRestAsOnePointAndSaysSo)
{
    auto window = openWindow();
    std::vector<MeasuredKernel> kernels;
    for (int i = 0; i < 1002; ++i)
        kernels.push_back({"k" + std::to_string(i), 1e9, 1e6, (i + 1) * 1e-3, "", ""});
    window->document().setMeasured(std::move(kernels));
    window->flushUpdates();
    const ui::RooflineChart* chart = window->rooflineChart();
    const std::vector<QPointF> points = plottedMeasuredPoints(*chart, 0);
    EXPECT_EQ(points.size(), 1001u);
    EXPECT_TRUE(hasPoint(points, 1000.0, 2e9 / 0.003)); // the rest: 2e9 / 2e6 FLOPs/byte, 2e9 / 3 ms
    EXPECT_FALSE(hasPoint(points, 1000.0, 1e9 / 0.001)); // k0 alone is not drawn
    EXPECT_TRUE(legendNames(chart).contains(QStringLiteral("other: 2 groups with the least time, as one point")))
        << legendNames(chart).join(QLatin1Char('|')).toStdString();
    const QString summary = child<QLabel>(*window->measurementsPanel(), "measuredSummary")->text();
    EXPECT_TRUE(
        summary.contains(QStringLiteral("the chart draws the 1,000 with the most time and the other 2 as one point")))
        << summary.toStdString();
    EXPECT_EQ(itemModel(*window->measurementsPanel())->rowCount(), 1002);
}

TEST(MeasuredTableModel, PassesTheModelTesterThroughImportDeleteAndUndo)
{
    ModelTesterLog log;
    auto window = openWindow();
    ui::MeasuredTableModel* model = itemModel(*window->measurementsPanel());
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    ASSERT_TRUE(window->measurementsPanel()->importFile(kSimpleCsv, true));
    EXPECT_EQ(model->rowCount(), 3);
    // "attention" names TPU v5e only: one share of a roof, 64 FLOPs/byte against 8.2e11 B/s.
    const QString share = model->index(2, ui::MeasuredTableModel::RoofColumn).data().toString();
    EXPECT_EQ(
        share, QStringLiteral("%1 %").arg(QLocale::c().toString(3221225472.0 / 2.5e-3 / (8.2e11 * 64) * 100, 'g', 3)))
        << share.toStdString();
    // "add, fp32" is on both chips: the table shows the share furthest up, TPU v5e's 250 %.
    const double addShare = 16777216.0 / 9.83e-05 / (8.2e11 / 12.0) * 100;
    EXPECT_EQ(model->index(1, ui::MeasuredTableModel::RoofColumn).data().toString(),
        QStringLiteral("%1 % (TPU v5e)").arg(QLocale::c().toString(addShare, 'g', 3)));
    window->document().undoStack()->push(
        new ui::SetChipsShownCommand(window->document(), {"h100-sxm"}, [] { return QStringLiteral("H100 only"); }));
    EXPECT_EQ(
        model->index(2, ui::MeasuredTableModel::RoofColumn).data().toString().contains(QStringLiteral("not on")), true);
    window->measurementsPanel()->clear();
    EXPECT_EQ(model->rowCount(), 0);
    window->document().undoStack()->undo();
    EXPECT_EQ(model->rowCount(), 3);
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

TEST(Measurements, ABadFileChangesNothingAndDeleteIsUndoable)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    EXPECT_FALSE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/op-specs/01.txt"), true));
    EXPECT_TRUE(window->document().measured().empty());
    ASSERT_TRUE(panel->importFile(kSimpleCsv, true));
    panel->view()->selectionModel()->select(
        itemModel(*panel)->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    panel->removeSelected();
    ASSERT_EQ(window->document().measured().size(), 2u);
    EXPECT_EQ(window->document().measured()[0].name, "add, fp32");
    window->document().undoStack()->undo();
    EXPECT_EQ(window->document().measured().size(), 3u);
}

} // namespace
} // namespace roofline::test
