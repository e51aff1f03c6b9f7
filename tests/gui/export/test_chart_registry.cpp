// The registry of the charts the exporter knows (ui/export/chart_registry.h): each chart keeps the name
// files and scripts give it, draws when exported, has its CSV or says it has none, and the Export
// dialog lists it (a chart of one model only when the project has a model).
#include "support/gui_test_helpers.h"
#include "support/test_helpers.h"

#include "core/base/error.h"
#include "core/formats/chip_library.h"
#include "core/formats/project_json.h"
#include "core/scene/project.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/chart_registry.h"
#include "ui/export/layout_report.h"

#include <QComboBox>

#include <map>

namespace roofline::test::chart_registry {
namespace {

using ui::ExportChart;
using ui::ExportFormat;
using ui::ExportRequest;

// Two chips, a built-in model and H100 calibrated from three matmuls: every registered chart has something to draw.
Project projectWithAModel()
{
    Project project = defaultProject();
    project.chipIds = {"h100-sxm", "tpu-v5e"};
    ModelEntry entry;
    entry.modelId = "llama-3-8b";
    project.models = {entry};
    std::vector<MeasuredKernel> kernels;
    for (const double flops : {1e12, 2e12, 4e12})
        kernels.emplace_back(SharedText("aten::mm " + std::to_string(flops)), flops, 1e6, flops / 5e14,
            SharedText("h100-sxm"), SharedText(), Dtype::BF16);
    setCalibration(project, calibrate(shippedChip("h100-sxm"), kernels));
    return project;
}

ExportRequest requestFor(ExportChart chart, ExportFormat format = ExportFormat::Png)
{
    ExportRequest request;
    request.chart = chart;
    request.format = format;
    request.size = QSize(1920, 1080);
    request.theme = QStringLiteral("slide");
    return request;
}

// The box of the axis title that says `words` (a title has shorter forms for a narrow chart: the
// words are those all its forms share), if the page has one.
std::optional<QRectF> axisTitle(const ui::LayoutReport& report, const QString& words)
{
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("axis-title") && text.text.contains(words))
            return text.box;
    }
    return std::nullopt;
}

// As docs/cli.md names them for `export --chart`, in the order the Export dialog lists them.
const std::vector<std::pair<ExportChart, QString>> kNames {{ExportChart::Roofline, QStringLiteral("roofline")},
    {ExportChart::BatchSize, QStringLiteral("sweep")}, {ExportChart::Both, QStringLiteral("both")},
    {ExportChart::ModelPareto, QStringLiteral("model-pareto")}, {ExportChart::Parity, QStringLiteral("parity")},
    {ExportChart::Projection, QStringLiteral("projection")}};

TEST(ExportChartRegistry, EveryChartKeepsItsCommandLineNameAndItsNameReadsBack)
{
    ASSERT_EQ(ui::registeredCharts().size(), kNames.size());
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        const auto& [chart, name] = kNames[i];
        EXPECT_EQ(ui::registeredCharts()[i], chart) << name.toStdString();
        EXPECT_EQ(ui::exportChartName(chart), name);
        EXPECT_EQ(ui::parseExportChart(name), chart) << name.toStdString();
        // Any case, as the command line takes it.
        EXPECT_EQ(ui::parseExportChart(name.toUpper()), chart) << name.toStdString();
        // And a project's export settings keep it, through its file (core reads the names itself).
        Project project = defaultProject();
        project.exportSettings = ui::exportSettingsFrom(requestFor(chart));
        const Project read = parseProjectJson(projectToText(project), "export.roofline.json");
        EXPECT_EQ(read.exportSettings.chart, name.toStdString());
        EXPECT_EQ(ui::exportRequestFrom(read.exportSettings).chart, chart) << name.toStdString();
    }
    EXPECT_EQ(ui::exportChartChoices(), "roofline, sweep, both, model-pareto, parity or projection");
}

TEST(ExportChartRegistry, ANameNoChartHasIsRefused)
{
    for (const char* name : {"", "batch-size", "pareto", "roofline ", "both,sweep"})
        EXPECT_FALSE(ui::parseExportChart(QString::fromLatin1(name)).has_value()) << name;
}

TEST(ExportChartRegistry, EveryRegisteredChartDrawsItsOwnAxes)
{
    // Words of each chart's own axis titles, as the charts word them in English (docs/gui.md; the
    // roofline's x axis is "Arithmetic intensity (FLOPs/byte)", "Intensity (FLOPs/byte)" when narrow): a
    // chart added to the registry adds its own here.
    const QString intensity = QStringLiteral("(FLOPs/byte)");
    const QString batch = QStringLiteral("Batch size B");
    const QString perChip = QStringLiteral("tokens/s per chip");
    const QString measured = QStringLiteral("measured time per run");
    const QString step = QStringLiteral("step time (");
    const std::map<QString, QStringList> axes {{QStringLiteral("roofline"), {intensity}},
        {QStringLiteral("sweep"), {batch}}, {QStringLiteral("both"), {intensity, batch}},
        {QStringLiteral("model-pareto"), {perChip}}, {QStringLiteral("parity"), {measured}},
        {QStringLiteral("projection"), {step}}};
    ui::Document document(projectWithAModel(), builtinChips());
    ui::ChartExporter exporter(document);
    for (const ExportChart chart : ui::registeredCharts()) {
        const QString name = ui::exportChartName(chart);
        ASSERT_TRUE(axes.contains(name)) << "no axes stated for " << name.toStdString();
        const ui::LayoutReport report = exporter.layoutReport(requestFor(chart));
        EXPECT_FALSE(report.plots.empty()) << name.toStdString();
        // Its own axes, and nothing of the other charts'.
        for (const QString& title : {intensity, batch, perChip, measured, step}) {
            EXPECT_EQ(axisTitle(report, title).has_value(), axes.at(name).contains(title))
                << name.toStdString() << ", " << title.toStdString();
        }
        // And the PNG is the size asked for.
        EXPECT_EQ(exporter.renderImage(requestFor(chart)).size(), QSize(1920, 1080)) << name.toStdString();
    }
}

TEST(ExportChartRegistry, BothDrawsTheRooflineLeftOfTheBatchSizeChart)
{
    ui::Document document(projectWithAModel(), builtinChips());
    ui::ChartExporter exporter(document);
    const ui::LayoutReport report = exporter.layoutReport(requestFor(ExportChart::Both));
    const std::optional<QRectF> intensity = axisTitle(report, QStringLiteral("(FLOPs/byte)"));
    const std::optional<QRectF> batch = axisTitle(report, QStringLiteral("Batch size B"));
    ASSERT_TRUE(intensity && batch);
    EXPECT_LT(intensity->right(), batch->left());
}

TEST(ExportChartRegistry, EachChartWithDataExportsItsOwnCsvAndBothIsRefused)
{
    ui::Document document(projectWithAModel(), builtinChips());
    ui::ChartExporter exporter(document);
    // The header rows of docs/file-formats.md ("CSV", "The Model panel's CSV").
    const auto firstLine = [&exporter](ExportChart chart) {
        return exporter.render(requestFor(chart, ExportFormat::Csv)).split('\n').front();
    };
    EXPECT_TRUE(firstLine(ExportChart::Roofline).startsWith("chip,kind,label,level,precision,intensity,flops_per_s,"));
    EXPECT_EQ(firstLine(ExportChart::BatchSize), "chip,curve,B,flops_per_s");
    EXPECT_EQ(firstLine(ExportChart::ModelPareto),
        "model,chip,tp,ep,B,step_time_s,tokens_per_s_per_sequence,tokens_per_s_per_chip,fits,on_frontier,tiers");
    EXPECT_EQ(firstLine(ExportChart::Parity), "group,class,bound,measured_s,nominal_s,calibrated_s,share");
    EXPECT_EQ(firstLine(ExportChart::Projection),
        "chip,measured,matmul_s,attention_s,vector_s,collective_s,other_s,unmodelled_s,step_s,efficiencies_of,"
        "compute_bound_groups,bandwidth_bound_groups");
    try {
        exporter.render(requestFor(ExportChart::Both, ExportFormat::Csv));
        ADD_FAILURE() << "a CSV of both charts was written";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::InvalidValue);
        EXPECT_STREQ(
            error.what(), "a CSV file holds one chart's data: export the roofline chart or the batch-size chart");
    }
}

QStringList listedCharts(ui::ChartExporter& exporter)
{
    ui::ExportDialog dialog(exporter, requestFor(ExportChart::Roofline));
    QStringList texts;
    for (int i = 0; i < dialog.chartBox()->count(); ++i)
        texts.append(dialog.chartBox()->itemText(i));
    return texts;
}

TEST(ExportChartRegistry, TheExportDialogListsAChartOfAModelOrACalibrationOnlyWhenTheProjectHasOne)
{
    const QStringList windowCharts {
        QStringLiteral("Roofline chart"), QStringLiteral("Batch-size chart"), QStringLiteral("Both, side by side")};
    Project without = projectWithAModel();
    without.models.clear();
    without.calibrations.clear();
    ui::Document plain(without, builtinChips());
    ui::ChartExporter plainExporter(plain);
    EXPECT_EQ(listedCharts(plainExporter), windowCharts);
    Project modelOnly = projectWithAModel();
    modelOnly.calibrations.clear();
    ui::Document withModel(modelOnly, builtinChips());
    ui::ChartExporter modelExporter(withModel);
    EXPECT_EQ(listedCharts(modelExporter),
        windowCharts + QStringList {QStringLiteral("Latency against throughput (Model panel)")});
    ui::Document withBoth(projectWithAModel(), builtinChips());
    ui::ChartExporter bothExporter(withBoth);
    const QStringList everyChart = windowCharts
        + QStringList {QStringLiteral("Latency against throughput (Model panel)"),
            QStringLiteral("Predicted against measured (calibration)"),
            QStringLiteral("The measured step on other chips (calibration)")};
    EXPECT_EQ(listedCharts(bothExporter), everyChart);
}

} // namespace
} // namespace roofline::test::chart_registry
