#include "ui/export/chart_registry.h"

#include "ui/charts/batch_size/batch_size_export.h"
#include "ui/charts/calibration/parity_export.h"
#include "ui/charts/calibration/projection_export.h"
#include "ui/charts/roofline/roofline_export.h"
#include "ui/charts/serving/model_pareto_export.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {

// Both charts side by side, as the window shows them: a composite of two registered charts.
const ChartExport& bothExport()
{
    static const ChartExport entry {
        .name = "both",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "Both, side by side"),
        .fileStem = "charts",
        .parts = {&rooflineExport(), &batchSizeExport()},
        .heading = SlideHeadingKind::Ops,
        .headingOps = SlideCharts::Both,
    };
    return entry;
}

} // namespace

const std::vector<const ChartExport*>& chartRegistry()
{
    // One line a chart, in ExportChart's order; a new chart adds its line at the end.
    static const std::vector<const ChartExport*> charts {
        &rooflineExport(),
        &batchSizeExport(),
        &bothExport(),
        &modelParetoExport(),
        &parityExport(),
        &projectionExport(),
    };
    return charts;
}

std::vector<ExportChart> registeredCharts()
{
    std::vector<ExportChart> charts;
    for (std::size_t i = 0; i < chartRegistry().size(); ++i)
        charts.push_back(static_cast<ExportChart>(i));
    return charts;
}

const ChartExport& chartExport(ExportChart chart)
{
    const auto place = static_cast<std::size_t>(chart);
    return place < chartRegistry().size() ? *chartRegistry()[place] : bothExport();
}

QString exportChartName(ExportChart chart)
{
    return QString::fromLatin1(chartExport(chart).name);
}

std::optional<ExportChart> parseExportChart(const QString& name)
{
    for (const ExportChart chart : registeredCharts()) {
        if (name.compare(exportChartName(chart), Qt::CaseInsensitive) == 0)
            return chart;
    }
    return std::nullopt;
}

std::string exportChartChoices()
{
    std::string choices;
    const std::vector<const ChartExport*>& charts = chartRegistry();
    for (std::size_t i = 0; i < charts.size(); ++i) {
        if (i > 0)
            choices += i + 1 == charts.size() ? " or " : ", ";
        choices += charts[i]->name;
    }
    return choices;
}

std::vector<std::string> leftOutOf(const ChartExport& chart, const ChartData& data)
{
    std::vector<std::string> notes;
    for (const ChartExport* drawn : chart.drawn()) {
        if (drawn->leftOut) {
            const std::vector<std::string> more = drawn->leftOut(data);
            notes.insert(notes.end(), more.begin(), more.end());
        }
    }
    return notes;
}

} // namespace roofline::ui
