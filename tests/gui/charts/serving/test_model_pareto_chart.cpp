// The Model panel's latency against throughput (docs/model.md §12), read back from what QCustomPlot draws
// (tests/support/chart_inspector): a curve per chip and tp through B = 1, 2, 4, …, hollow points that do not fit,
// each chip's frontier, the ring at the chip's tp and B; a B step moves only the ring; the chart exported through the
// app's export path as PNG, SVG, PDF and CSV with a slide's words, and the panel's Chart… opening the Export dialog
// on it. The paper model's numbers are worked out by hand in tests/core/model/test_model_pareto.cpp.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/paper_models.h"
#include "support/pdf_tools.h"

#include "core/model/model_pareto.h"
#include "core/scene/model_scene.h"
#include "ui/actions/export_actions.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/charts/serving/model_pareto_feed.h"
#include "ui/commands/edit_model_command.h"
#include "ui/commands/set_dim_command.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/export/chart_exporter.h"
#include "ui/panels/model_panel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTimer>

namespace roofline::test {
namespace {

// The paper model decoding 8-token contexts on the paper chip (FLOPs free, HBM 1e9 B/s of 3000 bytes, 2 links
// with a hop of 0.3 µs), B up to 8, the panel at tp 2 and B = 2.
Project paperProject()
{
    Project project = defaultProject();
    project.customChips = {paperChip(1e18)};
    project.chipIds = {"paper"};
    project.chipColors.clear();
    assignChipColors(project);
    project.customModels = {paperDenseModel()};
    ModelEntry entry;
    entry.modelId = "paper-dense";
    setTensorParallel(entry, "paper", 2);
    project.models = {entry};
    project.dims.b = 2;
    project.dims.s = 8;
    project.viewOptions.batchRange.to = 8;
    return project;
}

ui::ModelParetoChart& paretoOf(ui::MainWindow& window)
{
    ui::ModelPanel& panel = *window.modelPanel();
    panel.updateNow();
    return *panel.paretoChart();
}

// By hand: step(tp 1) = (560·B + 1536) ns, step(tp 2) = (328·B + 1968) ns.
QPointF paperPoint(double tp, double b)
{
    const double step = (tp == 1 ? 560.0 * b + 1536 : 328.0 * b + 1968) * 1e-9;
    return {1.0 / step, b / (step * tp)};
}

void expectPoints(const std::vector<QPointF>& got, const std::vector<QPointF>& want)
{
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        EXPECT_TRUE(near(got[i].x(), want[i].x(), 1e-9)) << i << ": " << got[i].x() << " against " << want[i].x();
        EXPECT_TRUE(near(got[i].y(), want[i].y(), 1e-9)) << i << ": " << got[i].y() << " against " << want[i].y();
    }
}

QCPAxis* axis(const ui::ModelParetoChart& chart, QCPAxis::AxisType type)
{
    return chart.panelRect(0)->axis(type);
}

TEST(ModelParetoChart, DrawsTheFrontierWorkedOutByHandAndHollowPointsThatDoNotFit)
{
    auto window = openWindow(paperProject());
    const ui::ModelParetoChart& chart = paretoOf(*window);
    ASSERT_EQ(chart.scene().series.size(), 2u); // one curve per tp the model divides over (n_heads 2)
    // Each curve through B = 1, 2, 4, 8 in order.
    expectPoints(plottedParetoLine(chart, 0), {paperPoint(1, 1), paperPoint(1, 2), paperPoint(1, 4), paperPoint(1, 8)});
    expectPoints(plottedParetoLine(chart, 1), {paperPoint(2, 1), paperPoint(2, 2), paperPoint(2, 4), paperPoint(2, 8)});
    // tp 1 holds 2048 bytes of weights and 256·B of cache in 3000: B = 4 and 8 do not fit, and are hollow.
    expectPoints(plottedParetoMarkers(chart, 0, false), {paperPoint(1, 1), paperPoint(1, 2)});
    expectPoints(plottedParetoMarkers(chart, 0, true), {paperPoint(1, 4), paperPoint(1, 8)});
    expectPoints(plottedParetoMarkers(chart, 1, false),
        {paperPoint(2, 1), paperPoint(2, 2), paperPoint(2, 4), paperPoint(2, 8)});
    EXPECT_TRUE(plottedParetoMarkers(chart, 1, true).empty());
    EXPECT_TRUE(paretoMarkersFilled(chart, 0, false));
    EXPECT_FALSE(paretoMarkersFilled(chart, 0, true));
    // The frontier along x: tp 2 at B = 8 (the most per chip that fits), tp 1 at B = 2 and at B = 1 (the fastest per
    // sequence). tp 1 at B = 4 would beat tp 2 at B = 8 on both, but does not fit.
    expectPoints(plottedParetoFrontier(chart, 0), {paperPoint(2, 8), paperPoint(1, 2), paperPoint(1, 1)});
    // The ring: the panel's tp 2 at the B slider's 2.
    expectPoints(plottedParetoRings(chart), {paperPoint(2, 2)});
    // "tp n" beside each curve's B = 1, on a chart with room for them (an export's, fed as the panel's is).
    ui::ModelParetoChart roomy;
    roomy.setScene(ui::ModelParetoFeed().sceneOf(window->document(), 0));
    roomy.resize(800, 500);
    roomy.show();
    roomy.updateNow();
    const QStringList labels = shownLabelTexts(roomy);
    EXPECT_TRUE(labels.contains(QStringLiteral("tp 1"))) << labels.join(u'|').toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral("tp 2"))) << labels.join(u'|').toStdString();
    // Log axes that show every point.
    QCPAxis* x = axis(chart, QCPAxis::atBottom);
    QCPAxis* y = axis(chart, QCPAxis::atLeft);
    EXPECT_EQ(x->scaleType(), QCPAxis::stLogarithmic);
    EXPECT_EQ(y->scaleType(), QCPAxis::stLogarithmic);
    for (const int series : {0, 1}) {
        for (const QPointF& point : plottedParetoLine(chart, series)) {
            EXPECT_TRUE(x->range().contains(point.x()));
            EXPECT_TRUE(y->range().contains(point.y()));
        }
    }
    EXPECT_EQ(x->label(), QStringLiteral("tokens/s per sequence"));
    EXPECT_EQ(y->label(), QStringLiteral("tokens/s per chip"));
}

// A curve's "tp n" with no room becomes a footnote, read away from the colour that says whose curve it
// is: with more than one chip it names the chip; with one, it is the label's own words.
TEST(ModelParetoChart, AFootnoteOfACurveNamesItsChipWhenThereAreSeveral)
{
    // Small enough that some "tp n" labels find no room.
    const auto footnotesOf = [](const Project& project, QSize size) {
        auto window = openWindow(project);
        ui::ModelParetoChart chart;
        chart.setScene(ui::ModelParetoFeed().sceneOf(window->document(), 0));
        chart.resize(size);
        chart.show();
        chart.updateNow();
        QStringList texts;
        for (const ui::LabelItem::Footnote& note : chart.numberLeftOutLabels(1))
            texts.append(note.text);
        return texts;
    };
    Project two = paperProject();
    two.chipIds = {"paper", "h100-sxm"};
    two.chipColors.clear();
    assignChipColors(two);
    const QStringList named = footnotesOf(two, QSize(330, 240));
    ASSERT_FALSE(named.isEmpty());
    for (const QString& text : named) {
        EXPECT_TRUE(text.startsWith(QStringLiteral("Paper: tp ")) || text.startsWith(QStringLiteral("H100 SXM: tp ")))
            << text.toStdString();
    }
    const QStringList alone = footnotesOf(paperProject(), QSize(160, 120));
    ASSERT_FALSE(alone.isEmpty());
    for (const QString& text : alone)
        EXPECT_TRUE(text.startsWith(QStringLiteral("tp "))) << text.toStdString();
}

TEST(ModelParetoChart, OneCurvePerChipAndLayoutWithCoresPoints)
{
    Project project = defaultProject();
    project.chipIds = {"h100-sxm", "b200"};
    project.chipColors.clear();
    assignChipColors(project);
    ModelEntry entry;
    entry.modelId = "mixtral-8x7b";
    project.models = {entry};
    project.dims.s = 2048;
    project.viewOptions.batchRange.to = 300;
    auto window = openWindow(project);
    const ui::ModelParetoChart& chart = paretoOf(*window);
    const ModelConfig& mixtral = *findModel(builtinModels(), "mixtral-8x7b");
    // tp 1, 2, 4, 8, 16, 32, then ep 2, 4, 8 (docs/model.md §14).
    std::vector<std::pair<double, double>> layouts;
    for (const double tp : tensorParallelChoices(mixtral))
        layouts.emplace_back(tp, 1.0);
    for (const double ep : expertParallelChoices(mixtral, 1e9))
        layouts.emplace_back(1.0, ep);
    ASSERT_EQ(layouts.size(), 9u);
    ASSERT_EQ(chart.scene().series.size(), 2 * layouts.size());
    int frontierPoints = 0;
    for (std::size_t c = 0; c < 2; ++c) {
        const Chip& chip = window->document().shownChips()[c];
        const std::vector<ParetoPoint> points
            = paretoPoints(mixtral, chip, stepConfigOn(entry, StepPhase::Decode, project.dims, chip.id), 300);
        ASSERT_EQ(points.size(), layouts.size() * 9); // B = 1 … 256
        std::vector<QPointF> frontier;
        for (std::size_t t = 0; t < layouts.size(); ++t) {
            const int index = static_cast<int>(c * layouts.size() + t);
            const ui::ModelParetoChart::Series& series = chart.scene().series[static_cast<std::size_t>(index)];
            EXPECT_EQ(series.chip, static_cast<int>(c));
            EXPECT_EQ(series.tp, layouts[t].first);
            EXPECT_EQ(series.ep, layouts[t].second);
            // Past an 8-GPU board (tp 16, 32 of H100 and B200) the curve crosses NVLink and the NIC.
            EXPECT_EQ(series.tiers.size(), layouts[t].first > 8 ? 2 : layouts[t].first * layouts[t].second > 1 ? 1 : 0);
            EXPECT_EQ(series.chipName, QString::fromStdString(chip.name));
            EXPECT_EQ(series.color, ui::toQColor(window->document().chipColor(chip.id)));
            const std::vector<QPointF> line = plottedParetoLine(chart, index);
            ASSERT_EQ(line.size(), 9u);
            for (std::size_t i = 0; i < line.size(); ++i) {
                const ParetoPoint& want = points[t * 9 + i];
                EXPECT_EQ(line[i].x(), want.tokensPerSPerSequence);
                EXPECT_EQ(line[i].y(), want.tokensPerSPerChip);
                if (want.onFrontier)
                    frontier.emplace_back(want.tokensPerSPerSequence, want.tokensPerSPerChip);
            }
            EXPECT_EQ(
                plottedParetoMarkers(chart, index, true).size() + plottedParetoMarkers(chart, index, false).size(), 9u);
        }
        std::ranges::sort(frontier, {}, &QPointF::x);
        EXPECT_EQ(plottedParetoFrontier(chart, static_cast<int>(c)), frontier);
        frontierPoints += static_cast<int>(frontier.size());
    }
    EXPECT_GT(frontierPoints, 0);
    EXPECT_EQ(plottedParetoRings(chart).size(), 2u); // a ring on each chip
}

TEST(ModelParetoChart, BothModelChartsDrawEachChipInTheProjectsColour)
{
    // The colours the project gives its chips (as the roofline draws them), not the palette's by position.
    Project project = defaultProject();
    project.chipIds = {"h100-sxm", "tpu-v5e"};
    project.chipColors = {{"h100-sxm", Rgb {200, 30, 30}}, {"tpu-v5e", Rgb {20, 150, 40}}};
    ModelEntry entry;
    entry.modelId = "llama-3-8b";
    project.models = {entry};
    auto window = openWindow(project);
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    const QColor red(200, 30, 30);
    const QColor green(20, 150, 40);
    ASSERT_EQ(panel.batchChart()->curves().size(), 2u);
    EXPECT_EQ(panel.batchChart()->curves()[0].color, red);
    EXPECT_EQ(panel.batchChart()->curves()[1].color, green);
    EXPECT_EQ(panel.paretoChart()->scene().series.front().color, red);
    EXPECT_EQ(panel.paretoChart()->scene().series.back().color, green);
    // A colour chosen in the Chips panel follows.
    window->document().setChipColor("h100-sxm", Rgb {10, 20, 200});
    window->flushUpdates();
    panel.updateNow();
    EXPECT_EQ(panel.batchChart()->curves()[0].color, QColor(10, 20, 200));
    EXPECT_EQ(panel.paretoChart()->scene().series.front().color, QColor(10, 20, 200));
}

TEST(ModelParetoChart, ABStepMovesOnlyTheRingAndAnSStepRedrawsTheCurves)
{
    auto window = openWindow(paperProject());
    ui::Document& document = window->document();
    ui::ModelParetoChart& chart = paretoOf(*window);
    const QCPAbstractPlottable* first = chart.plot()->plottable(0);
    const int plottables = chart.plot()->plottableCount();
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::B, 4));
    paretoOf(*window);
    EXPECT_EQ(chart.plot()->plottableCount(), plottables);
    EXPECT_EQ(chart.plot()->plottable(0), first); // not rebuilt
    expectPoints(plottedParetoRings(chart), {paperPoint(2, 4)});
    // The chip's tp moves the ring to the other curve.
    ModelEntry entry = document.models()[0];
    setTensorParallel(entry, "paper", 1);
    document.undoStack()->push(new ui::EditModelCommand(document, 0, entry, [] { return QStringLiteral("tp"); }));
    window->flushUpdates();
    expectPoints(plottedParetoRings(paretoOf(*window)), {paperPoint(1, 4)});
    // S = 16: every step reads twice the KV cache (attention's 256·B bytes at S = 8 become 512·B), so the points move.
    document.undoStack()->push(new ui::SetDimCommand(document, Dim::S, 16));
    paretoOf(*window);
    const double step = (560.0 + 256 + 1536) * 1e-9; // tp 1, B = 1
    expectPoints({plottedParetoLine(chart, 0).front()}, {QPointF(1.0 / step, 1.0 / step)});
}

TEST(ModelParetoChart, ExportsThroughTheAppsExportPathAsPngSvgPdfAndCsv)
{
    auto window = openWindow(paperProject());
    window->modelPanel()->updateNow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    ui::ExportRequest request;
    request.chart = ui::ExportChart::ModelPareto;
    request.size = QSize(1200, 700);
    request.theme = QStringLiteral("slide");
    // The slide's own words: the model, the chip and S; every tp and the B range; the chip's source.
    const ui::SlideWords words = exporter.defaultWords(ui::ExportChart::ModelPareto, 0);
    EXPECT_EQ(words.title, QStringLiteral("Paper Dense on Paper — decode at S = 8"));
    EXPECT_EQ(words.subtitle, QStringLiteral("Latency against throughput: every tp, B from 1 to 8"));
    // PNG: the size asked for, in a slide's background.
    const QImage image = QImage::fromData(exporter.render(request), "PNG");
    EXPECT_EQ(image.size(), QSize(1200, 700));
    EXPECT_EQ(image.pixelColor(2, 2), ui::ChartTheme::slide().background);
    // Dark: the chart's own background too.
    request.theme = QStringLiteral("dark");
    EXPECT_EQ(exporter.renderImage(request).pixelColor(2, 2), ui::ChartTheme::dark().background);
    request.theme = QStringLiteral("slide");
    // SVG: the words as text.
    request.format = ui::ExportFormat::Svg;
    const QByteArray svg = exporter.render(request);
    EXPECT_TRUE(svg.startsWith("<?xml"));
    for (const char* text : {"tokens/s per sequence", "tokens/s per chip", "Paper Dense on Paper", "frontier"})
        EXPECT_TRUE(svg.contains(text)) << text;
    // PDF: its page and its words.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("chart.pdf"));
    request.format = ui::ExportFormat::Pdf;
    exporter.exportToFile(request, pdf);
    const PdfFacts facts = readPdf(pdf.toStdString());
    ASSERT_TRUE(facts.readable) << facts.problem;
    EXPECT_NEAR(facts.widthPoints, 1200 * 0.75, 0.5);
    EXPECT_NEAR(facts.heightPoints, 700 * 0.75, 0.5);
    for (const char* text : {"tokens/s per sequence", "tokens/s per chip", "frontier", "does not fit", "tp 2",
             "Paper Dense on Paper — decode at S = 8"})
        EXPECT_NE(facts.text.find(text), std::string::npos) << text << " in\n" << facts.text;
    // CSV: the points as core lists them, 8 of them.
    request.format = ui::ExportFormat::Csv;
    const std::string csv = exporter.render(request).toStdString();
    EXPECT_EQ(csv,
        modelParetoToCsv("paper-dense",
            modelParetoOn(window->document().models()[0], paperChip(1e18), window->document().dims(), 8,
                {paperDenseModel()}, {})));
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 9);
    EXPECT_NE(csv.find("paper-dense,paper,1,1,8,"), std::string::npos);
    // A model the project does not have is refused by name.
    request.model = 3;
    EXPECT_ROOFLINE_ERROR(exporter.render(request), ErrorKind::InvalidValue, "the project has 1 models, no model 4");
}

TEST(ModelParetoChart, ThePanelsChartButtonOpensTheExportDialogOnIt)
{
    auto window = openWindow(paperProject());
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    QAction* chartButton = panel.findChild<QAction*>(QStringLiteral("exportParetoChartButton"));
    ASSERT_NE(chartButton, nullptr);
    ASSERT_TRUE(chartButton->isEnabled());
    std::optional<ui::ExportRequest> shown;
    QString title;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<ui::ExportDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        shown = dialog->request();
        title = dialog->titleEdit()->text();
        dialog->reject();
    });
    chartButton->trigger();
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->chart, ui::ExportChart::ModelPareto);
    EXPECT_EQ(shown->model, 0u);
    EXPECT_EQ(title, QStringLiteral("Paper Dense on Paper — decode at S = 8"));
}

} // namespace
} // namespace roofline::test
