// What ChartFrame does for every chart: redraws only the chart an option or a legend click is
// about, keeps hidden series and the zoom in the project, and draws labels over the markers.
#include "support/gui_test_helpers.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/roofline/roofline_chart.h"

#include <QTest>

#include <algorithm>

namespace roofline::test {
namespace {

// Both charts on one document, as the window has them.
struct BothCharts {
    explicit BothCharts(Project project = defaultProject())
        : document(std::move(project), builtinChips())
        , roofline(document)
        , sweep(document)
    {
        for (ui::ChartFrame* chart : {static_cast<ui::ChartFrame*>(&roofline), static_cast<ui::ChartFrame*>(&sweep)}) {
            chart->resize(800, 600);
            chart->show();
        }
        flush();
    }
    void flush()
    {
        QCoreApplication::processEvents();
        roofline.updateNow();
        sweep.updateNow();
    }

    ui::Document document;
    ui::RooflineChart roofline;
    ui::BatchSizeChart sweep;
};

QCPAbstractLegendItem* legendItemNamed(const ui::ChartFrame& chart, const QString& name)
{
    for (int i = 0; i < chart.legend()->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(chart.legend()->item(i));
        if (item && item->plottable()->name() == name)
            return item;
    }
    return nullptr;
}

TEST(ChartFrame, AnOptionOfOneChartRebuildsOnlyThatChart)
{
    BothCharts charts;
    const auto updates = [&] { return std::pair {charts.roofline.updateCount(), charts.sweep.updateCount()}; };
    auto before = updates();
    pushViewOptions(charts.document, [](ViewOptions& o) { o.precision = Dtype::INT8; });
    charts.flush();
    EXPECT_EQ(updates(), std::pair(before.first + 1, before.second));
    before = updates();
    pushViewOptions(charts.document, [](ViewOptions& o) { o.sweepLogBatch = true; });
    charts.flush();
    EXPECT_EQ(updates(), std::pair(before.first, before.second + 1));
    // Label units are on both.
    before = updates();
    pushViewOptions(charts.document, [](ViewOptions& o) { o.labelUnits = LabelUnits::SI; });
    charts.flush();
    EXPECT_EQ(updates(), std::pair(before.first + 1, before.second + 1));
    // The window's arrangement is neither chart's.
    before = updates();
    pushViewOptions(charts.document, [](ViewOptions& o) { o.arrangement = ChartArrangement::Tabs; });
    charts.flush();
    EXPECT_EQ(updates(), before);
}

// A zoom the new batch range makes meaningless is forgotten by the document, not by a chart.
TEST(ChartFrame, ANewBatchRangeFitsTheBatchSizeChartAgain)
{
    BothCharts charts;
    charts.sweep.panelRect(0)->axis(QCPAxis::atBottom)->setRange(10, 300);
    ASSERT_EQ(charts.document.project().views.sweepBatch, (AxisRange {10, 300}));
    pushViewOptions(charts.document, [](ViewOptions& o) { o.batchRange.to = 1023.0; });
    EXPECT_FALSE(charts.document.project().views.sweepBatch) << "before any chart redrew";
    charts.flush();
    EXPECT_GT(charts.sweep.panelRect(0)->axis(QCPAxis::atBottom)->range().upper, 1023.0);
}

TEST(ChartFrame, ALegendClickHidesTheSeriesInTheProjectAndRedrawsOnlyItsChart)
{
    BothCharts charts;
    // A second roofline on the same document (as an export makes one) follows the click too.
    ui::RooflineChart other(charts.document);
    other.resize(800, 600);
    other.updateNow();
    QCPAbstractLegendItem* memory = legendItemNamed(charts.roofline, QStringLiteral("memory bandwidth"));
    ASSERT_TRUE(memory);
    const int sweepFrames = charts.sweep.paintCount();
    const int rooflineFrames = charts.roofline.paintCount();
    QTest::mouseClick(charts.roofline.plot(), Qt::LeftButton, {}, memory->outerRect().center());
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    EXPECT_TRUE(charts.document.project().views.hidden.memorySlopes);
    EXPECT_GT(charts.roofline.paintCount(), rooflineFrames);
    EXPECT_EQ(charts.sweep.paintCount(), sweepFrames);
    // The entry fades, in both rooflines.
    for (const ui::RooflineChart* chart : {&charts.roofline, &other}) {
        const QCPAbstractLegendItem* item = legendItemNamed(*chart, QStringLiteral("memory bandwidth"));
        ASSERT_TRUE(item);
        EXPECT_LT(item->textColor().alpha(), 255);
        const QCPAbstractLegendItem* op = legendItemNamed(*chart, QStringLiteral("bf16 matmul"));
        ASSERT_TRUE(op);
        EXPECT_EQ(op->textColor().alpha(), 255);
    }
    QTest::mouseClick(charts.roofline.plot(), Qt::LeftButton, {}, memory->outerRect().center());
    charts.flush();
    EXPECT_FALSE(charts.document.project().views.hidden.memorySlopes);
    EXPECT_EQ(legendItemNamed(other, QStringLiteral("memory bandwidth"))->textColor().alpha(), 255);
}

TEST(ChartFrame, ResetViewForgetsTheZoomAndFitsTheData)
{
    BothCharts charts;
    charts.roofline.panelRect(0)->axis(QCPAxis::atBottom)->setRange(1.0, 100.0);
    charts.sweep.panelRect(0)->axis(QCPAxis::atBottom)->setRange(50.0, 60.0);
    const ChartViews& views = charts.document.project().views;
    EXPECT_EQ(views.rooflineIntensity, (AxisRange {1.0, 100.0}));
    EXPECT_EQ(views.sweepBatch, (AxisRange {50.0, 60.0}));
    // One chart's reset leaves the other's zoom.
    charts.roofline.resetView();
    EXPECT_FALSE(views.rooflineIntensity);
    EXPECT_FALSE(views.rooflineFlops);
    EXPECT_EQ(views.sweepBatch, (AxisRange {50.0, 60.0}));
    const AxisRange fit = charts.roofline.scene().intensityRange;
    EXPECT_EQ(charts.roofline.panelRect(0)->axis(QCPAxis::atBottom)->range(), QCPRange(fit.lower, fit.upper));
    charts.sweep.resetView();
    EXPECT_FALSE(views.sweepBatch);
    // B from 0 to 2 % past the range's end (511).
    EXPECT_EQ(charts.sweep.panelRect(0)->axis(QCPAxis::atBottom)->range(), QCPRange(0.0, 511.0 + 0.02 * 511.0));
}

// Label boxes are opaque: drawn under a marker they would hide nothing, drawn over one they keep
// the text readable. So every chart's labels come last on the layer of what moves.
TEST(ChartFrame, LabelsAreDrawnOverEveryMarker)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "tpu-v4"};
    BothCharts charts(project);
    for (ui::PlotWidget* plot : {charts.roofline.plot(), charts.sweep.plot()}) {
        const QList<QCPLayerable*> children = plot->dynamicLayer()->children();
        const auto firstLabel = std::find_if(children.begin(), children.end(),
            [](QCPLayerable* child) { return qobject_cast<ui::LabelItem*>(child) != nullptr; });
        ASSERT_NE(firstLabel, children.end());
        EXPECT_TRUE(std::all_of(firstLabel, children.end(),
            [](QCPLayerable* child) { return qobject_cast<ui::LabelItem*>(child) != nullptr; }));
        EXPECT_GT(firstLabel - children.begin(), 4); // the markers, under them
    }
}

TEST(ChartFrame, TheFirstFrameOfARebuildHasTheTickLabelsEveryLaterFrameHas)
{
    // Tick labels are thinned for the axis's length in pixels, which a new grid's axes have only once
    // laid out: the frame a rebuild draws must already show them thinned, as the next replot would.
    // The batch-size chart's grid has a legend row, not an inset legend whose placing replots again.
    // The rebuild goes from a log B axis to a linear one: its five labels (100 to 500) cannot all fit
    // the small charts' width, whatever the width of their FLOPs/s tick labels (three decades on a log
    // axis could, by a few pixels).
    BothCharts charts;
    pushViewOptions(charts.document, [](ViewOptions& o) { o.sweepLogBatch = true; });
    charts.sweep.resize(330, 240);
    charts.flush();
    pushViewOptions(charts.document, [](ViewOptions& o) { o.sweepLogBatch = false; });
    const int updates = charts.sweep.updateCount();
    QCoreApplication::processEvents(); // the coalesced rebuild, and its one replot
    ASSERT_EQ(charts.sweep.updateCount(), updates + 1);
    ASSERT_GE(charts.sweep.panelCount(), 2);
    const QCPAxis* x = charts.sweep.panelRect(0)->axis(QCPAxis::atBottom);
    const QVector<QString> rebuilt = x->tickVectorLabels();
    charts.sweep.plot()->replot();
    EXPECT_EQ(rebuilt, x->tickVectorLabels());
    EXPECT_TRUE(x->tickVectorLabels().contains(QString())); // some are thinned at this width
}

} // namespace
} // namespace roofline::test
