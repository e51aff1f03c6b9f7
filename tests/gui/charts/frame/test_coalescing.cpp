// Dragging never falls behind: slider values that arrive faster than frames are drawn as
// one frame with the latest value, a scene ten times heavier still draws the latest value one frame
// after the last change, and what the frame shows really moved.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "app/bench/heavy_scene.h"
#include "core/scene/scene.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/panels/parameters_panel.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QImage>
#include <QSlider>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <numeric>

namespace roofline::test {
namespace {

using ui::OpList;
using ui::ParametersPanel;

// Runs the event loop until nothing is left to draw.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

void expectDrawnAt(ui::MainWindow& window, double b)
{
    EXPECT_EQ(window.document().dims().b, b);
    ui::BatchSizeChart* sweep = window.batchSizeChart();
    for (int chip = 0; chip < static_cast<int>(sweep->scene().chips.size()); ++chip) {
        EXPECT_EQ(sweep->plottedSliderBatch(chip), b);
        const std::optional<QPointF> marker = plottedMarker(*sweep, chip, 0);
        ASSERT_TRUE(marker);
        EXPECT_EQ(marker->x(), b);
    }
    // An op that follows B, on every chip, where evaluate() puts it at this B.
    const auto& chips = window.document().shownChips();
    const Op& op = window.document().ops(OpList::Roofline).front();
    const Dims dims = window.document().dims();
    for (std::size_t c = 0; c < chips.size(); ++c) {
        const std::optional<QPointF> point = plottedOpPoint(*window.rooflineChart(), static_cast<int>(c), 0);
        ASSERT_TRUE(point);
        EXPECT_DOUBLE_EQ(point->x(), evaluate(chips[c], op, dims).intensity);
    }
}

TEST(Coalescing, AThousandSliderValuesInOneTurnAreDrawnOnceWithTheLatest)
{
    auto window = openWindow(heavyBenchProject());
    settle();
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    const int rooflineUpdates = window->rooflineChart()->updateCount();
    const int sweepUpdates = window->batchSizeChart()->updateCount();
    const int rooflineFrames = window->rooflineChart()->paintCount();
    const int sweepFrames = window->batchSizeChart()->paintCount();
    for (int i = 0; i < 1000; ++i)
        slider->setValue(100 + i);
    settle();
    EXPECT_EQ(window->rooflineChart()->updateCount(), rooflineUpdates + 1);
    EXPECT_EQ(window->batchSizeChart()->updateCount(), sweepUpdates + 1);
    EXPECT_EQ(window->rooflineChart()->paintCount(), rooflineFrames + 1);
    EXPECT_EQ(window->batchSizeChart()->paintCount(), sweepFrames + 1);
    expectDrawnAt(*window, ParametersPanel::sliderValue(1099));
}

TEST(Coalescing, ATenTimesHeavierSceneDropsFramesAndDrawsTheLatestOneFrameLater)
{
    auto window = openWindow(heavyBenchProject(10));
    settle();
    ASSERT_EQ(window->document().ops(OpList::Roofline).size(), 1000u);
    ASSERT_EQ(window->batchSizeChart()->scene().batch.size(), 40960u);
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    // Input faster than frames: each turn of the event loop brings five new values (a mouse moving
    // while a frame is drawn), for 40 turns.
    int position = 200;
    int turns = 0;
    const int updatesBefore = window->rooflineChart()->updateCount();
    QTimer input;
    input.setInterval(0);
    QObject::connect(&input, &QTimer::timeout, [&] {
        for (int i = 0; i < 5; ++i)
            slider->setValue(++position);
        if (++turns == 40)
            input.stop();
    });
    input.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !input.isActive(); }, 120000));
    // The last values arrived; one more frame draws them, and nothing else is left queued.
    QElapsedTimer latency;
    latency.start();
    QCoreApplication::processEvents();
    const qint64 lastFrameMs = latency.elapsed();
    const int updatesAfterLastValue = window->rooflineChart()->updateCount();
    expectDrawnAt(*window, ParametersPanel::sliderValue(position));
    settle();
    EXPECT_EQ(window->rooflineChart()->updateCount(), updatesAfterLastValue) << "updates were still queued";
    const int updates = updatesAfterLastValue - updatesBefore;
    EXPECT_LE(updates, turns + 1) << "at most one frame per turn of the event loop";
    EXPECT_LT(updates, 5 * turns) << "200 values, far fewer frames: intermediate values were dropped";
    std::cout << "[          ] 10x heavier scene: 200 values in " << turns << " turns drawn as " << updates
              << " frames; last value drawn " << lastFrameMs << " ms after it arrived\n";
}

// Pixels of a colour in the 11×11 box around a plot coordinate of the batch-size chart's first panel.
int pixelsNear(const QImage& image, ui::BatchSizeChart* chart, QPointF at, const QColor& colour)
{
    QCPAxisRect* rect = chart->panelRect(0);
    const qreal ratio = image.devicePixelRatio();
    const int cx = static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(at.x()) * ratio));
    const int cy = static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(at.y()) * ratio));
    int count = 0;
    for (int y = cy - 5; y <= cy + 5; ++y) {
        for (int x = cx - 5; x <= cx + 5; ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                    + std::abs(c.blue() - colour.blue())
                < 40)
                ++count;
        }
    }
    return count;
}

TEST(Coalescing, TheFrameAfterAStepShowsTheMarkerWhereItMoved)
{
    auto window = openWindow();
    ui::BatchSizeChart* sweep = window->batchSizeChart();
    const QColor curve = sweep->theme().chipColor(0); // both sweeps of a chip are in its colour
    const QPointF before = *plottedMarker(*sweep, 0, 1); // D=F=1024 at B = 128, on the rising part
    const QImage first = sweep->plot()->grab().toImage();
    window->parametersPanel()->slider(Dim::B)->setValue(ParametersPanel::sliderPosition(64));
    settle();
    const QPointF after = *plottedMarker(*sweep, 0, 1);
    ASSERT_EQ(after.x(), 64.0);
    const QImage second = sweep->plot()->grab().toImage();
    // The marker (a disc of about 60 pixels in its curve's colour) left the old place, where only the
    // curve's thin line is left, and is drawn at the new one.
    EXPECT_GT(pixelsNear(first, sweep, before, curve), pixelsNear(second, sweep, before, curve) + 20);
    EXPECT_GT(pixelsNear(second, sweep, after, curve), pixelsNear(first, sweep, after, curve) + 20);
}

// Pixels (of the whole widget) that differ by more than 8 in a channel between the frame the plot
// shows and what a full replot draws. Antialiased edges drawn straight onto the frame may round
// differently from the same edges drawn into a transparent layer and blended; a ghost, a missing
// marker or a stale layout differs by far more.
int pixelsUnlikeAFullReplot(ui::PlotWidget* plot, int* worstOut = nullptr)
{
    const QImage shown = plot->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    plot->replot();
    const QImage full = plot->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    if (shown.size() != full.size())
        return shown.width() * shown.height();
    int different = 0;
    int worst = 0;
    for (int y = 0; y < full.height(); ++y) {
        for (int x = 0; x < full.width(); ++x) {
            const QRgb a = shown.pixel(x, y);
            const QRgb b = full.pixel(x, y);
            const int d = std::max(
                {std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
            worst = std::max(worst, d);
            different += d > 8 ? 1 : 0;
        }
    }
    if (worstOut)
        *worstOut = worst;
    return different;
}

// Slider steps repaint only where things moved (PlotWidget::replotDynamic); after many of them each
// chart must look as a full replot draws it: no marker or label left behind, nothing drawn twice.
TEST(Coalescing, StepByStepFramesLookLikeAFullReplot)
{
    auto window = openWindow(heavyBenchProject());
    settle();
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    for (int position = 300; position < 1100; position += 37) {
        slider->setValue(position);
        settle();
    }
    for (ui::PlotWidget* plot : {window->rooflineChart()->plot(), window->batchSizeChart()->plot()}) {
        int worst = 0;
        EXPECT_EQ(pixelsUnlikeAFullReplot(plot, &worst), 0)
            << "pixels that differ by more than 8 (worst " << worst << ")";
    }
}

// Dragging the splitter above the bottom docks makes the charts shorter: the frame each one shows
// then must be laid out for its new size (ticks, legend corner, label places), as a full replot
// lays it out, with or without slider steps after it.
TEST(Coalescing, AChartMadeShorterByTheDocksShowsWhatAFullReplotDraws)
{
    auto window = openWindow(heavyBenchProject());
    settle();
    QDockWidget* details = window->findChild<QDockWidget*>(QStringLiteral("detailsDock"));
    ASSERT_NE(details, nullptr);
    window->resizeDocks({details}, {450}, Qt::Vertical);
    settle();
    for (ui::PlotWidget* plot : {window->rooflineChart()->plot(), window->batchSizeChart()->plot()}) {
        int worst = 0;
        EXPECT_EQ(pixelsUnlikeAFullReplot(plot, &worst), 0) << "after the resize (worst " << worst << ")";
    }
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    for (int position = 300; position < 700; position += 37) {
        slider->setValue(position);
        settle();
    }
    for (ui::PlotWidget* plot : {window->rooflineChart()->plot(), window->batchSizeChart()->plot()}) {
        int worst = 0;
        EXPECT_EQ(pixelsUnlikeAFullReplot(plot, &worst), 0) << "after steps (worst " << worst << ")";
    }
}

// A slider step places the labels again only where something moved (PlacementReuse): after each step of a
// heavy scene, every label of both charts is where placing them all from scratch puts it.
TEST(Coalescing, ASliderStepPlacesEveryLabelWhereAPlacementFromScratchDoes)
{
    auto window = openWindow(heavyBenchProject());
    settle();
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    int compared = 0;
    for (int position = 200; position < 1200; position += 53) {
        slider->setValue(position);
        settle();
        for (ui::PlotWidget* plot : {window->rooflineChart()->plot(), window->batchSizeChart()->plot()}) {
            for (ui::LabelItem* labels : plot->findChildren<ui::LabelItem*>()) {
                const std::vector<ui::LabelPlacement> stepped = labels->placements();
                labels->layOut(); // from scratch: the lines indexed again, nothing reused
                const std::vector<ui::LabelPlacement>& scratch = labels->placements();
                ASSERT_EQ(stepped.size(), scratch.size());
                for (std::size_t i = 0; i < stepped.size(); ++i) {
                    EXPECT_TRUE(ui::samePlacement(stepped[i], scratch[i]))
                        << "position " << position << ", label " << labels->labels()[i].text.toStdString();
                    compared += stepped[i].shown ? 1 : 0;
                }
            }
        }
    }
    EXPECT_GE(compared, 19 * 8); // labels shown on the two charts at each of the 19 positions
}

// A slider step moves only the dynamic layer: its labels are placed against the other layers' lines
// as indexed at the last full replot, not cut and indexed again on every step (a heavy scene has
// thousands of them). A new view (a zoom) indexes them again.
TEST(Coalescing, ASliderStepLeavesTheIndexOfTheLinesThatDidNotMove)
{
    auto window = openWindow(heavyBenchProject());
    settle();
    ui::PlotWidget* plot = window->rooflineChart()->plot();
    const auto indexings = [plot] {
        std::vector<int> counts;
        for (const ui::LabelItem* labels : plot->findChildren<ui::LabelItem*>())
            counts.push_back(labels->fixedIndexings());
        return counts;
    };
    const std::vector<int> before = indexings();
    ASSERT_FALSE(before.empty());
    EXPECT_GT(*std::max_element(before.begin(), before.end()), 0);
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    for (int position = 300; position < 700; position += 37) {
        slider->setValue(position);
        settle();
    }
    EXPECT_EQ(indexings(), before);
    QCPAxis* x = plot->axisRect(0)->axis(QCPAxis::atBottom);
    x->setRange(x->range().lower * 2, x->range().upper / 2);
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const std::vector<int> zoomed = indexings();
    EXPECT_GT(std::accumulate(zoomed.begin(), zoomed.end(), 0), std::accumulate(before.begin(), before.end(), 0));
}

} // namespace
} // namespace roofline::test
