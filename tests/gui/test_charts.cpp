// What the charts draw, read back from QCustomPlot: ceilings, markers, curves, labels, axes.
#include "gui_test_helpers.h"

#include "core/scene.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_sweep_chart.h"
#include "ui/charts/chart_items.h"
#include "ui/charts/label_item.h"
#include "ui/charts/marker_curve.h"
#include "ui/charts/plot_widget.h"
#include "ui/charts/qcp.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/tickers.h"
#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/models/chip_list_model.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/op_list_panel.h"

#include <QDockWidget>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <algorithm>

namespace roofline::test {
namespace {

using ui::OpList;

Project oneChip(const std::string& id)
{
    Project project = defaultProject();
    project.chipIds = {id};
    return project;
}

void pushViewOptions(ui::MainWindow& window, const std::function<void(ViewOptions&)>& edit)
{
    ViewOptions options = window.document().viewOptions();
    edit(options);
    window.document().undoStack()->push(
        new ui::SetViewOptionsCommand(window.document(), options, [] { return QStringLiteral("view"); }));
    window.flushUpdates();
}

QPoint pixelOf(QCPAxisRect* rect, const QPointF& point)
{
    return QPoint(static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(point.x()))),
        static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(point.y()))));
}

TEST(RooflineChart, DefaultShowsBothChipsCeilingsAtTheirBf16Peaks)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    EXPECT_EQ(chart->panelCount(), 1); // overlaid
    EXPECT_EQ(chart->plottedCeilings(0), (std::vector<double> {1.97e14}));
    EXPECT_EQ(chart->plottedCeilings(1), (std::vector<double> {9.89e14}));
}

TEST(RooflineChart, CheckingASecondChipAddsItsCeilingsAndUndoRemovesThem)
{
    auto window = openWindow(oneChip("tpu-v5e"));
    ui::RooflineChart* chart = window->rooflineChart();
    ASSERT_EQ(chart->scene().chips.size(), 1u);
    EXPECT_TRUE(chart->plottedCeilings(1).empty());
    ui::ChipListModel* model = window->chipsPanel()->model();
    ASSERT_TRUE(model->setData(model->indexOfChip("h100-sxm"), Qt::Checked, Qt::CheckStateRole));
    window->flushUpdates();
    ASSERT_EQ(chart->scene().chips.size(), 2u);
    EXPECT_EQ(chart->plottedCeilings(1), (std::vector<double> {9.89e14}));
    // Its ops are placed again under it.
    EXPECT_TRUE(chart->plottedOpPoint(1, 0));
    // Every precision: one ceiling per precision the H100 has.
    pushViewOptions(*window, [](ViewOptions& o) { o.precision.reset(); });
    std::vector<double> expected;
    for (const auto& [precision, peak] : builtin("h100-sxm").peakFlopsPerS)
        expected.push_back(peak);
    std::vector<double> plotted = chart->plottedCeilings(1);
    std::sort(plotted.begin(), plotted.end());
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(plotted, expected);
    window->document().undoStack()->undo(); // the precision
    window->document().undoStack()->undo(); // the chip
    window->flushUpdates();
    EXPECT_EQ(chart->scene().chips.size(), 1u);
}

TEST(RooflineChart, AChipThatCannotRunTheOpsSaysSoAndStillHasARoof)
{
    Project project = defaultProject();
    project.chipIds = {"v100", "tpu-v5e"}; // V100: fp16 tensor cores, no bf16
    auto window = openWindow(project);
    ui::RooflineChart* chart = window->rooflineChart();
    // Its headline fp16 ceiling stands in for the bf16 one it lacks.
    EXPECT_EQ(chart->plottedCeilings(0), (std::vector<double> {builtin("v100").peakFlopsPerS.at(Dtype::FP16)}));
    EXPECT_FALSE(chart->plottedOpPoint(0, 0));
    EXPECT_TRUE(chart->plottedOpPoint(1, 0));
    EXPECT_TRUE(
        chart->shownLabelTexts().contains(QStringLiteral("V100: 3 of 3 ops cannot be placed (Details says why)")))
        << chart->shownLabelTexts().join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(chart->shownLabelTexts().contains(QStringLiteral("fp16 1.25e14")));
}

TEST(RooflineChart, AchievableCeilingsAreDrawnAtTheDerate)
{
    auto window = openWindow(oneChip("h100-sxm"));
    pushViewOptions(*window, [](ViewOptions& o) { o.showAchievable = true; });
    std::vector<double> ceilings = window->rooflineChart()->plottedCeilings(0);
    std::sort(ceilings.begin(), ceilings.end());
    ASSERT_EQ(ceilings.size(), 2u);
    EXPECT_TRUE(near(ceilings[0], 9.89e14 * 0.85));
    EXPECT_EQ(ceilings[1], 9.89e14);
}

TEST(RooflineChart, AddingAnOpAddsAMarkerAndUndoTakesItAway)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    EXPECT_FALSE(chart->plottedOpPoint(0, 3));
    window->opsPanel()->selectOp(2);
    window->opsPanel()->addOp(OpKind::Elementwise, false);
    window->flushUpdates();
    ASSERT_EQ(window->document().ops(OpList::Roofline).size(), 4u);
    const Op& added = window->document().ops(OpList::Roofline)[3];
    for (int c = 0; c < 2; ++c) {
        const std::optional<QPointF> point = chart->plottedOpPoint(c, 3);
        ASSERT_TRUE(point);
        const Evaluation expected
            = evaluate(window->document().shownChips()[static_cast<std::size_t>(c)], added, window->document().dims());
        EXPECT_DOUBLE_EQ(point->x(), expected.intensity);
        EXPECT_DOUBLE_EQ(point->y(), expected.attainableFlopsPerS);
    }
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_FALSE(chart->plottedOpPoint(0, 3));
    EXPECT_TRUE(chart->plottedOpPoint(0, 2));
}

TEST(RooflineChart, DuplicateDeleteAndMoveGoThroughTheUndoStack)
{
    auto window = openWindow();
    ui::OpListPanel* ops = window->opsPanel();
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

TEST(RooflineChart, SideBySideGivesEachChipAPanelWithSharedAxes)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x"};
    project.viewOptions.chipLayout = ChipLayout::SideBySide;
    auto window = openWindow(project);
    ui::RooflineChart* chart = window->rooflineChart();
    ASSERT_EQ(chart->panelCount(), 3);
    // Zooming one panel zooms them all, so heights compare honestly.
    chart->panelRect(1)->axis(QCPAxis::atBottom)->setRange(1.0, 1000.0);
    chart->panelRect(2)->axis(QCPAxis::atLeft)->setRange(1e12, 1e16);
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(chart->panelRect(p)->axis(QCPAxis::atBottom)->range(), QCPRange(1.0, 1000.0)) << p;
        EXPECT_EQ(chart->panelRect(p)->axis(QCPAxis::atLeft)->range(), QCPRange(1e12, 1e16)) << p;
    }
    // Each panel has its own chip's ops.
    for (int c = 0; c < 3; ++c)
        EXPECT_TRUE(chart->plottedOpPoint(c, 0));
    // And the view is remembered with the project.
    EXPECT_EQ(window->document().project().views.rooflineFlops, (AxisRange {1e12, 1e16}));
}

TEST(RooflineChart, ClickingALegendEntryHidesThatChipAndClickingAgainShowsIt)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    QCPLegend* legend = chart->legend();
    ASSERT_TRUE(legend);
    QCPAbstractLegendItem* h100 = nullptr;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (item && item->plottable()->name() == QStringLiteral("H100 SXM"))
            h100 = item;
    }
    ASSERT_TRUE(h100);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, h100->outerRect().center());
    window->flushUpdates();
    EXPECT_TRUE(chart->isChipHidden(1));
    EXPECT_FALSE(chart->plottedOpPoint(1, 0));
    EXPECT_TRUE(chart->plottedOpPoint(0, 0));
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, h100->outerRect().center());
    window->flushUpdates();
    EXPECT_FALSE(chart->isChipHidden(1));
    EXPECT_TRUE(chart->plottedOpPoint(1, 0));
}

TEST(RooflineChart, ClickingAMarkerSelectsTheOpInTheTableAndDetails)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    const std::optional<QPointF> dot = chart->plottedOpPoint(1, 2);
    ASSERT_TRUE(dot);
    const QPoint pixel = pixelOf(chart->panelRect(0), *dot);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, pixel);
    EXPECT_EQ(window->opsPanel()->currentOp(), 2);
    EXPECT_EQ(window->detailsPanel()->op(), 2);
    // Details puts the clicked chip first.
    EXPECT_EQ(window->detailsPanel()->table()->horizontalHeaderItem(0)->text(), QStringLiteral("H100 SXM"));
}

TEST(RooflineChart, HoveringAMarkerGivesEveryNumberAndTheStatusBarTheCursor)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    QSignalSpy cursor(chart, &ui::RooflineChart::cursorMoved);
    const QPoint pixel = pixelOf(chart->panelRect(0), *chart->plottedOpPoint(0, 0));
    QTest::mouseMove(chart->plot(), pixel);
    ASSERT_FALSE(cursor.isEmpty());
    // Within a pixel of the marker: intensity 120.47 (bf16 matmul, B = 128).
    const QString status = cursor.last().at(0).toString();
    const QStringList words = status.split(QLatin1Char(' '));
    ASSERT_GE(words.size(), 2) << status.toStdString();
    EXPECT_EQ(words[0], QStringLiteral("intensity"));
    EXPECT_NEAR(words[1].toDouble(), 120.47, 120.47 * 0.03) << status.toStdString();
    QHelpEvent help(QEvent::ToolTip, pixel, chart->plot()->mapToGlobal(pixel));
    QApplication::sendEvent(chart->plot(), &help);
    // The tooltip itself is not readable offscreen; the provider's text is what it shows.
    const QString text = QToolTip::text();
    EXPECT_TRUE(text.contains(QStringLiteral("T_math"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("bf16 matmul")));
    EXPECT_TRUE(text.contains(QStringLiteral("TPU v5e")));
}

TEST(RooflineChart, LabelsNeverOverlapEvenWithSixChipsOverlaidOrSideBySide)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "b200", "tpu-v6e", "gaudi3"};
    for (const ChipLayout layout : {ChipLayout::Overlay, ChipLayout::SideBySide}) {
        project.viewOptions.chipLayout = layout;
        auto window = openWindow(project);
        const std::vector<QRectF> rects = window->rooflineChart()->shownLabelRects();
        EXPECT_GT(rects.size(), 10u);
        for (std::size_t i = 0; i < rects.size(); ++i) {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                EXPECT_FALSE(rects[i].intersects(rects[j])) << i << " and " << j;
        }
        const std::vector<QRectF> sweepRects = window->sweepChart()->shownLabelRects();
        for (std::size_t i = 0; i < sweepRects.size(); ++i) {
            for (std::size_t j = i + 1; j < sweepRects.size(); ++j)
                EXPECT_FALSE(sweepRects[i].intersects(sweepRects[j])) << i << " and " << j;
        }
        if (layout == ChipLayout::SideBySide) {
            EXPECT_EQ(window->rooflineChart()->panelCount(), 6);
        }
    }
}

TEST(RooflineChart, TickLabelsReadLikeNumbersNotLikePrintf)
{
    auto window = openWindow();
    QCPAxisRect* rect = window->rooflineChart()->panelRect(0);
    const QRegularExpression scientific(QStringLiteral("^(0|[0-9](\\.[0-9]+)?(e-?[0-9]+)?)$"));
    const QVector<QString> y = rect->axis(QCPAxis::atLeft)->tickVectorLabels();
    ASSERT_FALSE(y.isEmpty());
    for (const QString& label : y)
        EXPECT_TRUE(scientific.match(label).hasMatch()) << label.toStdString();
    EXPECT_TRUE(y.contains(QStringLiteral("1e14")));
    pushViewOptions(*window, [](ViewOptions& o) { o.labelUnits = LabelUnits::SI; });
    const QVector<QString> si = window->rooflineChart()->panelRect(0)->axis(QCPAxis::atLeft)->tickVectorLabels();
    EXPECT_TRUE(si.contains(QStringLiteral("100 T"))) << si.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(ui::formatTick(1e12, ui::TickFormat::Scientific), QStringLiteral("1e12"));
    EXPECT_EQ(ui::formatTick(1e12, ui::TickFormat::SI), QStringLiteral("1 T"));
    EXPECT_EQ(ui::formatTick(0.30000000000000004, ui::TickFormat::Compact), QStringLiteral("0.3"));
}

TEST(RooflineChart, RendersWithoutAWindowIntoAnySize)
{
    // What headless export does: a document and a chart, no main window, drawn offscreen.
    ui::Document document(defaultProject(), builtinChips());
    ui::RooflineChart chart(document);
    chart.resize(800, 500);
    chart.updateNow();
    const QPixmap pixmap = chart.plot()->toPixmap(1200, 800);
    EXPECT_EQ(pixmap.size(), QSize(1200, 800));
    EXPECT_EQ(chart.plottedCeilings(0), (std::vector<double> {1.97e14}));
    QImage image = pixmap.toImage();
    // Something other than the background was drawn.
    bool drawn = false;
    for (int y = 0; y < image.height() && !drawn; y += 7) {
        for (int x = 0; x < image.width() && !drawn; x += 7)
            drawn = image.pixelColor(x, y) != QColor(Qt::white);
    }
    EXPECT_TRUE(drawn);
}

TEST(BatchSweepChart, DefaultViewIsTheChaptersQ3Figure)
{
    auto window = openWindow(oneChip("tpu-v5e"));
    ui::BatchSweepChart* chart = window->sweepChart();
    ASSERT_EQ(chart->panelCount(), 1);
    // B from 1 to 511, every whole number; linear axes from 0 to just above 1.97e14.
    EXPECT_EQ(chart->plottedCurvePointCount(0, 0), 511);
    QCPAxisRect* rect = chart->panelRect(0);
    EXPECT_EQ(rect->axis(QCPAxis::atBottom)->scaleType(), QCPAxis::stLinear);
    EXPECT_EQ(rect->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLinear);
    EXPECT_EQ(rect->axis(QCPAxis::atLeft)->range().lower, 0.0);
    EXPECT_TRUE(near(rect->axis(QCPAxis::atLeft)->range().upper, 1.97e14 * 1.05));
    // The critical B of each curve, marked at the ceiling: the chapter's 136.09 and 226.31.
    EXPECT_TRUE(near(chart->plottedCriticalBatch(0, 0)->x(), 136.09, 1e-3));
    EXPECT_TRUE(near(chart->plottedCriticalBatch(0, 1)->x(), 226.31, 1e-3));
    EXPECT_EQ(chart->plottedCriticalBatch(0, 0)->y(), 1.97e14);
}

TEST(BatchSweepChart, OneChartPerChipByDefaultOverlaidOnRequestLogAxesToo)
{
    auto window = openWindow();
    ui::BatchSweepChart* chart = window->sweepChart();
    ASSERT_EQ(chart->panelCount(), 2);
    // Each chip's chart ends just above its own ceiling…
    EXPECT_TRUE(near(chart->panelRect(0)->axis(QCPAxis::atLeft)->range().upper, 1.97e14 * 1.05));
    EXPECT_TRUE(near(chart->panelRect(1)->axis(QCPAxis::atLeft)->range().upper, 9.89e14 * 1.05));
    // …but B is shared.
    chart->panelRect(0)->axis(QCPAxis::atBottom)->setRange(10, 300);
    EXPECT_EQ(chart->panelRect(1)->axis(QCPAxis::atBottom)->range(), QCPRange(10, 300));
    pushViewOptions(*window, [](ViewOptions& o) { o.sweepSharedFlops = true; });
    EXPECT_EQ(chart->panelRect(0)->axis(QCPAxis::atLeft)->range(), chart->panelRect(1)->axis(QCPAxis::atLeft)->range());
    pushViewOptions(*window, [](ViewOptions& o) {
        o.sweepChipLayout = ChipLayout::Overlay;
        o.sweepLogBatch = true;
        o.sweepLogFlops = true;
    });
    ASSERT_EQ(chart->panelCount(), 1);
    EXPECT_EQ(chart->panelRect(0)->axis(QCPAxis::atBottom)->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(chart->panelRect(0)->axis(QCPAxis::atLeft)->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(chart->plottedSliderBatch(1), 128.0);
}

TEST(BatchSweepChart, LegendClickHidesACurveOnEveryChip)
{
    auto window = openWindow();
    ui::BatchSweepChart* chart = window->sweepChart();
    QCPLegend* legend = chart->legend();
    ASSERT_TRUE(legend);
    ASSERT_EQ(legend->itemCount(), 2);
    QTest::mouseClick(chart->plot(), Qt::LeftButton, {}, legend->item(1)->outerRect().center());
    window->flushUpdates();
    EXPECT_EQ(window->document().project().views.hidden.sweeps, std::vector<int> {1});
    for (int chip = 0; chip < 2; ++chip) {
        EXPECT_EQ(chart->plottedCurvePointCount(chip, 0), 511) << chip;
        EXPECT_EQ(chart->plottedCurvePointCount(chip, 1), 0) << chip;
    }
}

TEST(DetailsPanel, SaysWhatWouldMakeTheOpComputeBound)
{
    auto window = openWindow();
    window->opsPanel()->selectOp(1); // Q2: int8 weights, bf16 activations
    const QString words = window->detailsPanel()->explanation();
    // Exact bytes: critical B 136.09 with D = F = 4096 (SPEC §4, Q3).
    EXPECT_TRUE(words.contains(QStringLiteral("Compute-bound once B > 136.09"))) << words.toStdString();
    EXPECT_EQ(window->detailsPanel()->table()->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    window->document().setDim(Dim::B, 200);
    window->flushUpdates();
    window->detailsPanel()->setOp(1);
    EXPECT_EQ(window->detailsPanel()->table()->item(9, 0)->text(), QStringLiteral("compute-bound"));
}

// A closed Details dock does not follow slider steps (nobody sees it; each step would cost a
// table refill), and shows the current numbers as soon as it is opened again.
TEST(DetailsPanel, AClosedPanelSkipsSliderStepsAndCatchesUpWhenOpened)
{
    auto window = openWindow();
    window->opsPanel()->selectOp(1); // Q2: critical B 136.09 on TPU v5e
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("detailsDock"));
    ASSERT_TRUE(dock);
    // The table as it is on screen (table() would bring it up to date first).
    auto* shown = window->detailsPanel()->findChild<QTableWidget*>();
    ASSERT_TRUE(shown && shown->item(9, 0));
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->hide();
    window->document().setDim(Dim::B, 200);
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->show();
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("compute-bound"));
    EXPECT_TRUE(window->detailsPanel()->explanation().contains(QStringLiteral("TPU v5e")));
}

// A label pushed out to an outer ring has a leader line; a slider step repaints where labels were
// and go, so the leader's ink is short pieces along the line, not the box around it.
TEST(LabelItem, ALeaderLinesInkFollowsTheLineNotItsBoundingBox)
{
    QCustomPlot plot;
    plot.resize(800, 600);
    QCPAxisRect* rect = plot.axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(0, 800);
    rect->axis(QCPAxis::atLeft)->setRange(0, 600);
    plot.replot();
    auto* labels = new ui::LabelItem(&plot, rect);
    std::vector<ui::ChartLabel> many;
    for (int i = 0; i < 24; ++i) {
        ui::ChartLabel label;
        label.x = 400;
        label.y = 300;
        label.text = QStringLiteral("label number %1").arg(i);
        many.push_back(label);
    }
    labels->setLabels(many);
    labels->layOut();
    const QPointF anchor(
        rect->axis(QCPAxis::atBottom)->coordToPixel(400), rect->axis(QCPAxis::atLeft)->coordToPixel(300));
    int leaders = 0;
    for (const ui::LabelPlacement& placement : labels->placements()) {
        if (!placement.shown || !placement.leader)
            continue;
        ++leaders;
        const QPointF end(std::clamp(anchor.x(), placement.rect.left(), placement.rect.right()),
            std::clamp(anchor.y(), placement.rect.top(), placement.rect.bottom()));
        // Every point along the line is inked.
        for (int step = 0; step <= 50; ++step) {
            const QPoint p = (anchor + (end - anchor) * (step / 50.0)).toPoint();
            EXPECT_TRUE(
                std::any_of(labels->ink().begin(), labels->ink().end(), [&](const QRect& r) { return r.contains(p); }))
                << p.x() << "," << p.y();
        }
    }
    ASSERT_GT(leaders, 0);
    // The ink is the label boxes and the lines: far less than the boxes around label and anchor.
    double ink = 0.0;
    for (const QRect& r : labels->ink())
        ink += static_cast<double>(r.width()) * r.height();
    double boxes = 0.0;
    for (const ui::LabelPlacement& placement : labels->placements()) {
        if (placement.shown)
            boxes += placement.leader ? placement.rect.united(QRectF(anchor, QSizeF(1, 1))).width()
                    * placement.rect.united(QRectF(anchor, QSizeF(1, 1))).height()
                                      : placement.rect.width() * placement.rect.height();
    }
    EXPECT_LT(ink, 0.8 * boxes) << ink << " vs " << boxes;
}

// Label boxes are opaque: drawn under a marker they would hide nothing, drawn over one they keep
// the text readable. So every chart's labels come last on the layer of what moves.
TEST(Charts, LabelsAreDrawnOverEveryMarker)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "tpu-v4"};
    auto window = openWindow(project);
    for (ui::PlotWidget* plot : {window->rooflineChart()->plot(), window->sweepChart()->plot()}) {
        const QList<QCPLayerable*> children = plot->dynamicLayer()->children();
        const auto firstLabel = std::find_if(children.begin(), children.end(),
            [](QCPLayerable* child) { return qobject_cast<ui::LabelItem*>(child) != nullptr; });
        ASSERT_NE(firstLabel, children.end());
        EXPECT_TRUE(std::all_of(firstLabel, children.end(),
            [](QCPLayerable* child) { return qobject_cast<ui::LabelItem*>(child) != nullptr; }));
        EXPECT_GT(firstLabel - children.begin(), 4); // the markers, under them
    }
}

// Markers are pre-rendered pixmaps (rasterized()); on a 2x screen each must still sit centred on its
// point (QCustomPlot 2.1 offsets a pixmap by half its size in device pixels).
TEST(MarkerCurve, APixmapMarkerIsCentredOnItsPointAtOneAndTwoDevicePixelsPerPoint)
{
    QCustomPlot plot;
    plot.setViewport(QRect(0, 0, 200, 200)); // not shown: no resize event sets it
    plot.xAxis->setRange(0, 200);
    plot.yAxis->setRange(0, 200);
    auto* curve = new ui::MarkerCurve(plot.xAxis, plot.yAxis);
    curve->setLineStyle(QCPCurve::lsNone);
    curve->setData(QVector<double> {0}, QVector<double> {70}, QVector<double> {120});
    plot.replot();
    const QPointF point(plot.xAxis->coordToPixel(70), plot.yAxis->coordToPixel(120));
    for (const double ratio : {1.0, 2.0}) {
        curve->setScatterStyle(
            ui::rasterized(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(Qt::red), QBrush(Qt::red), 12), ratio));
        QImage image(QSize(200, 200) * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        plot.toPainter(&painter, 200, 200);
        painter.end();
        double sumX = 0.0;
        double sumY = 0.0;
        double weight = 0.0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                const double red = std::max(0, c.red() - c.green()); // how much of the marker covers it
                sumX += red * (x + 0.5);
                sumY += red * (y + 0.5);
                weight += red;
            }
        }
        ASSERT_GT(weight, 0.0) << ratio;

        // QCustomPlot draws a point at the centre of its pixel (its painter shifts by half a pixel),
        // as the vector shape would be; whole device pixels leave at most half of one off.
        EXPECT_NEAR(sumX / weight / ratio, point.x() + 0.5, 0.5 / ratio + 0.05) << ratio;
        EXPECT_NEAR(sumY / weight / ratio, point.y() + 0.5, 0.5 / ratio + 0.05) << ratio;
    }
}

} // namespace
} // namespace roofline::test
