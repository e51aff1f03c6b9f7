// The roofline chart on a document of its own, read back from QCustomPlot: ceilings, markers,
// panels, legend clicks, tooltips, labels and tick labels.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/formulas/marker.h"
#include "core/formulas/op_spec.h"
#include "core/scene/scene.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/frame/tickers.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/insert_op_command.h"
#include "ui/commands/set_chips_shown_command.h"

#include <QHelpEvent>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <algorithm>

namespace roofline::test {
namespace {

using ui::OpList;
using Roofline = OneChart<ui::RooflineChart>;

Project oneChip(const std::string& id)
{
    Project project = defaultProject();
    project.chipIds = {id};
    return project;
}

// The legend entry whose series' name starts with `prefix` (none: nullptr).
QCPAbstractLegendItem* legendEntryStartingWith(const ui::RooflineChart& chart, const QString& prefix)
{
    QCPLegend* legend = chart.legend();
    for (int i = 0; legend && i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (item && item->plottable()->name().startsWith(prefix))
            return item;
    }
    return nullptr;
}

QPoint pixelOf(QCPAxisRect* rect, const QPointF& point)
{
    return QPoint(static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(point.x()))),
        static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(point.y()))));
}

TEST(RooflineChart, DefaultShowsBothChipsCeilingsAtTheirBf16Peaks)
{
    Roofline roofline;
    EXPECT_EQ(roofline.chart.panelCount(), 1); // overlaid
    EXPECT_EQ(plottedCeilings(roofline.chart, 0), (std::vector<double> {1.97e14}));
    EXPECT_EQ(plottedCeilings(roofline.chart, 1), (std::vector<double> {9.89e14}));
}

TEST(RooflineChart, CheckingASecondChipAddsItsCeilingsAndUndoRemovesThem)
{
    Roofline roofline(oneChip("tpu-v5e"));
    ui::RooflineChart& chart = roofline.chart;
    ASSERT_EQ(chart.scene().chips.size(), 1u);
    EXPECT_TRUE(plottedCeilings(chart, 1).empty());
    roofline.document.undoStack()->push(ui::SetChipsShownCommand::toggle(roofline.document, "h100-sxm", true));
    roofline.flush();
    ASSERT_EQ(chart.scene().chips.size(), 2u);
    EXPECT_EQ(plottedCeilings(chart, 1), (std::vector<double> {9.89e14}));
    // Its ops are placed again under it.
    EXPECT_TRUE(plottedOpPoint(chart, 1, 0));
    // Every precision: one ceiling per precision the H100 has.
    pushViewOptions(roofline.document, [](ViewOptions& o) { o.precision.reset(); });
    roofline.flush();
    std::vector<double> expected;
    for (const auto& [precision, peak] : builtin("h100-sxm").peakFlopsPerS)
        expected.push_back(peak);
    std::vector<double> plotted = plottedCeilings(chart, 1);
    std::sort(plotted.begin(), plotted.end());
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(plotted, expected);
    roofline.document.undoStack()->undo(); // the precision
    roofline.document.undoStack()->undo(); // the chip
    roofline.flush();
    EXPECT_EQ(chart.scene().chips.size(), 1u);
}

TEST(RooflineChart, AChipThatCannotRunTheOpsSaysSoAndStillHasARoof)
{
    Project project = defaultProject();
    project.chipIds = {"v100", "tpu-v5e"}; // V100: fp16 tensor cores, no bf16
    Roofline roofline(project);
    const ui::RooflineChart& chart = roofline.chart;
    // Its headline fp16 ceiling stands in for the bf16 one it lacks.
    EXPECT_EQ(plottedCeilings(chart, 0), (std::vector<double> {builtin("v100").peakFlopsPerS.at(Dtype::FP16)}));
    EXPECT_FALSE(plottedOpPoint(chart, 0, 0));
    EXPECT_TRUE(plottedOpPoint(chart, 1, 0));
    EXPECT_TRUE(shownLabelTexts(chart).contains(QStringLiteral("V100: 3 of 3 ops cannot be placed (Details says why)")))
        << shownLabelTexts(chart).join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(shownLabelTexts(chart).contains(QStringLiteral("fp16 1.25e14")));
}

TEST(RooflineChart, AchievableCeilingsAreDrawnAtTheDerate)
{
    Roofline roofline(oneChip("h100-sxm"));
    pushViewOptions(roofline.document, [](ViewOptions& o) { o.showAchievable = true; });
    roofline.flush();
    std::vector<double> ceilings = plottedCeilings(roofline.chart, 0);
    std::sort(ceilings.begin(), ceilings.end());
    ASSERT_EQ(ceilings.size(), 2u);
    EXPECT_TRUE(near(ceilings[0], 9.89e14 * 0.85));
    EXPECT_EQ(ceilings[1], 9.89e14);
}

TEST(RooflineChart, AddingAnOpAddsAMarkerAndUndoTakesItAway)
{
    Roofline roofline;
    const ui::RooflineChart& chart = roofline.chart;
    EXPECT_FALSE(plottedOpPoint(chart, 0, 3));
    roofline.document.undoStack()->push(new ui::InsertOpCommand(
        roofline.document, OpList::Roofline, 3, makeOp(OpKind::Elementwise), [] { return QStringLiteral("add"); }));
    roofline.flush();
    ASSERT_EQ(roofline.document.ops(OpList::Roofline).size(), 4u);
    const Op& added = roofline.document.ops(OpList::Roofline)[3];
    for (int c = 0; c < 2; ++c) {
        const std::optional<QPointF> point = plottedOpPoint(chart, c, 3);
        ASSERT_TRUE(point);
        const Evaluation expected
            = evaluate(roofline.document.shownChips()[static_cast<std::size_t>(c)], added, roofline.document.dims());
        EXPECT_DOUBLE_EQ(point->x(), expected.intensity);
        EXPECT_DOUBLE_EQ(point->y(), expected.attainableFlopsPerS);
    }
    roofline.document.undoStack()->undo();
    roofline.flush();
    EXPECT_FALSE(plottedOpPoint(chart, 0, 3));
    EXPECT_TRUE(plottedOpPoint(chart, 0, 2));
}

TEST(RooflineChart, SideBySideGivesEachChipAPanelWithSharedAxes)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x"};
    project.viewOptions.chipLayout = ChipLayout::SideBySide;
    Roofline roofline(project);
    ui::RooflineChart& chart = roofline.chart;
    ASSERT_EQ(chart.panelCount(), 3);
    // Zooming one panel zooms them all, so heights compare honestly.
    chart.panelRect(1)->axis(QCPAxis::atBottom)->setRange(1.0, 1000.0);
    chart.panelRect(2)->axis(QCPAxis::atLeft)->setRange(1e12, 1e16);
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(chart.panelRect(p)->axis(QCPAxis::atBottom)->range(), QCPRange(1.0, 1000.0)) << p;
        EXPECT_EQ(chart.panelRect(p)->axis(QCPAxis::atLeft)->range(), QCPRange(1e12, 1e16)) << p;
    }
    // Each panel has its own chip's ops.
    for (int c = 0; c < 3; ++c)
        EXPECT_TRUE(plottedOpPoint(chart, c, 0));
    // And the view is remembered with the project.
    EXPECT_EQ(roofline.document.project().views.rooflineFlops, (AxisRange {1e12, 1e16}));
}

TEST(RooflineChart, SideBySideOnScreenEachPanelTitleCarriesItsChipsKeyAndTheLegendNoChip)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "b200", "tpu-v6e", "gaudi3"};
    project.viewOptions.chipLayout = ChipLayout::SideBySide;
    Roofline roofline(project, QSize(1600, 1000));
    ui::RooflineChart& chart = roofline.chart;
    chart.plot()->replot();
    ASSERT_EQ(chart.panelCount(), 6);
    // TPU v5e: bf16 peak 1.97e14 FLOPs/s, HBM 8.2e11 B/s: ridge 1.97e14 / 8.2e11 = 240.2 FLOPs/byte.
    EXPECT_EQ(chart.panelRect(0)->axis(QCPAxis::atTop)->label(), QStringLiteral("TPU v5e 1.97e14 \u00b7 240.2"));
    // H100 SXM: 9.89e14 / 3.35e12 = 295.2.
    EXPECT_EQ(chart.panelRect(1)->axis(QCPAxis::atTop)->label(), QStringLiteral("H100 SXM 9.89e14 \u00b7 295.2"));
    // The legend keeps ops and line styles only: six chips' keys in a row above the grid would take the
    // height the small charts need.
    QCPLegend* legend = chart.legend();
    ASSERT_TRUE(legend);
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!item)
            continue;
        for (const char* name : {"TPU v5e", "H100 SXM", "Instinct MI300X", "B200", "TPU v6e", "Gaudi 3"})
            EXPECT_FALSE(item->plottable()->name().startsWith(QLatin1String(name))) << name;
    }
}

TEST(RooflineChart, ClickingALegendEntryHidesThatChipAndClickingAgainShowsIt)
{
    Roofline roofline;
    ui::RooflineChart& chart = roofline.chart;
    // The chip's key: its name, peak and ridge.
    QCPAbstractLegendItem* h100 = legendEntryStartingWith(chart, QStringLiteral("H100 SXM"));
    ASSERT_TRUE(h100);
    QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, h100->outerRect().center());
    roofline.flush();
    EXPECT_TRUE(isChipHidden(chart, 1));
    EXPECT_EQ(roofline.document.project().views.hidden.rooflineChips, std::vector<std::string> {"h100-sxm"});
    EXPECT_FALSE(plottedOpPoint(chart, 1, 0));
    EXPECT_TRUE(plottedOpPoint(chart, 0, 0));
    QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, h100->outerRect().center());
    roofline.flush();
    EXPECT_FALSE(isChipHidden(chart, 1));
    EXPECT_TRUE(roofline.document.project().views.hidden.rooflineChips.empty());
    EXPECT_TRUE(plottedOpPoint(chart, 1, 0));
}

TEST(RooflineChart, TheLegendListsTwelveOpsInTwelveShapesAndSaysHowManyMore)
{
    // Thirteen ops: the legend lists twelve, no two with one shape (their keys are all in one colour),
    // and ends in "+1 more" for the thirteenth.
    Project project = defaultProject();
    project.ops.clear();
    for (int i = 1; i <= 13; ++i)
        project.ops.push_back(
            parseOpSpec("dot N=" + std::to_string(i * 1000) + " label=\"op " + std::to_string(i) + "\""));
    assignOpMarkers(project.ops);
    Roofline roofline(project, QSize(1400, 900));
    QCPLegend* legend = roofline.chart.legend();
    ASSERT_TRUE(legend);
    std::vector<QCPScatterStyle::ScatterShape> shapes;
    QStringList ops;
    QString more;
    for (int i = 0; i < legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
        if (!item)
            continue;
        const QString name = item->plottable()->name();
        if (name.startsWith(QStringLiteral("op "))) {
            ops.append(name);
            shapes.push_back(static_cast<QCPGraph*>(item->plottable())->scatterStyle().shape());
        } else if (name.startsWith(QLatin1Char('+'))) {
            more = name;
        }
    }
    QStringList twelve;
    for (int i = 1; i <= 12; ++i)
        twelve.append(QStringLiteral("op %1").arg(i));
    EXPECT_EQ(ops, twelve);
    std::sort(shapes.begin(), shapes.end());
    EXPECT_EQ(std::unique(shapes.begin(), shapes.end()), shapes.end()) << "two listed ops share a shape";
    EXPECT_EQ(more, QStringLiteral("+1 more op (the Ops panel lists them)"));
}

TEST(RooflineChart, HoveringAMarkerGivesEveryNumberAndTheStatusBarTheCursor)
{
    Roofline roofline;
    ui::RooflineChart& chart = roofline.chart;
    QSignalSpy cursor(&chart, &ui::RooflineChart::cursorMoved);
    const QPoint pixel = pixelOf(chart.panelRect(0), *plottedOpPoint(chart, 0, 0));
    QTest::mouseMove(chart.plot(), pixel);
    ASSERT_FALSE(cursor.isEmpty());
    // Within a pixel of the marker: intensity 120.47 (bf16 matmul, B = 128).
    const QString status = cursor.last().at(0).toString();
    const QStringList words = status.split(QLatin1Char(' '));
    ASSERT_GE(words.size(), 2) << status.toStdString();
    EXPECT_EQ(words[0], QStringLiteral("intensity"));
    EXPECT_NEAR(words[1].toDouble(), 120.47, 120.47 * 0.03) << status.toStdString();
    QHelpEvent help(QEvent::ToolTip, pixel, chart.plot()->mapToGlobal(pixel));
    QApplication::sendEvent(chart.plot(), &help);
    // The tooltip itself is not readable offscreen; the provider's text is what it shows.
    const QString text = QToolTip::text();
    EXPECT_TRUE(text.contains(QStringLiteral("T_math"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("bf16 matmul")));
    EXPECT_TRUE(text.contains(QStringLiteral("TPU v5e")));
}

TEST(RooflineChart, HidingAChipInTheLegendHidesItsLabelsAndLeaderLinesToo)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm"};
    project.viewOptions.detail = Detail::Full; // every level and link: labels enough to need leader lines
    Roofline roofline(project, QSize(1200, 800));
    ui::RooflineChart& chart = roofline.chart;
    chart.plot()->replot();
    const std::vector<int> before = shownLabelChips(chart);
    ASSERT_NE(std::count(before.begin(), before.end(), 1), 0); // H100's peak, ridges, ops are named
    // The chip's key: its name, peak and ridge.
    QCPAbstractLegendItem* h100 = legendEntryStartingWith(chart, QStringLiteral("H100 SXM"));
    ASSERT_TRUE(h100);
    QTest::mouseClick(chart.plot(), Qt::LeftButton, {}, h100->outerRect().center());
    roofline.flush();
    chart.plot()->replot();
    ASSERT_TRUE(isChipHidden(chart, 1));
    const std::vector<int> after = shownLabelChips(chart);
    EXPECT_EQ(std::count(after.begin(), after.end(), 1), 0);
    const std::vector<int> leaders = leaderLabelChips(chart);
    EXPECT_EQ(std::count(leaders.begin(), leaders.end(), 1), 0);
    // TPU v5e's labels stay.
    EXPECT_NE(std::count(after.begin(), after.end(), 0), 0);
}

TEST(RooflineChart, LabelsNeverOverlapEvenWithSixChipsOverlaidOrSideBySide)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "mi300x", "b200", "tpu-v6e", "gaudi3"};
    project.viewOptions.detail = Detail::Full; // every level, link and vector unit: labels enough to crowd
    for (const ChipLayout layout : {ChipLayout::Overlay, ChipLayout::SideBySide}) {
        project.viewOptions.chipLayout = layout;
        Roofline roofline(project);
        const std::vector<QRectF> rects = shownLabelRects(roofline.chart);
        // More than ten labels compete for the room; those that would cover a line or a marker are left
        // out (the legend and View → Memory Levels and Links still name them), the rest are shown.
        const auto wanted = rects.size() + static_cast<std::size_t>(roofline.chart.droppedLabelTexts().size());
        EXPECT_GT(wanted, 10u);
        EXPECT_GE(rects.size(), 5u);
        for (std::size_t i = 0; i < rects.size(); ++i) {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                EXPECT_FALSE(rects[i].intersects(rects[j])) << i << " and " << j;
        }
        if (layout == ChipLayout::SideBySide) {
            EXPECT_EQ(roofline.chart.panelCount(), 6);
        }
    }
}

TEST(RooflineChart, TickLabelsReadLikeNumbersNotLikePrintf)
{
    Roofline roofline;
    QCPAxisRect* rect = roofline.chart.panelRect(0);
    const QRegularExpression scientific(QStringLiteral("^(0|[0-9](\\.[0-9]+)?(e-?[0-9]+)?)$"));
    const QVector<QString> y = rect->axis(QCPAxis::atLeft)->tickVectorLabels();
    ASSERT_FALSE(y.isEmpty());
    for (const QString& label : y) {
        // (Blank: thinned out, so that neighbouring labels never touch.)
        EXPECT_TRUE(label.isEmpty() || scientific.match(label).hasMatch()) << label.toStdString();
    }
    EXPECT_TRUE(y.contains(QStringLiteral("1e14")));
    pushViewOptions(roofline.document, [](ViewOptions& o) { o.labelUnits = LabelUnits::SI; });
    roofline.flush();
    const QVector<QString> si = roofline.chart.panelRect(0)->axis(QCPAxis::atLeft)->tickVectorLabels();
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
    EXPECT_EQ(plottedCeilings(chart, 0), (std::vector<double> {1.97e14}));
    QImage image = pixmap.toImage();
    // Something other than the background was drawn.
    bool drawn = false;
    for (int y = 0; y < image.height() && !drawn; y += 7) {
        for (int x = 0; x < image.width() && !drawn; x += 7)
            drawn = image.pixelColor(x, y) != QColor(Qt::white);
    }
    EXPECT_TRUE(drawn);
}

} // namespace
} // namespace roofline::test
