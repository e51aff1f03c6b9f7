#include "ui/charts/serving/model_pareto_export.h"

#include "core/scene/model_scene.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/charts/serving/model_pareto_feed.h"
#include "ui/document.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {

// Error(InvalidValue) when the project has no such model.
std::unique_ptr<ChartBase> makeModelPareto(const ChartSource& source)
{
    checkProjectModel(source.document.project(), source.model);
    auto chart = std::make_unique<ModelParetoChart>();
    chart->setScene(ModelParetoFeed().sceneOf(source.document, source.model));
    return chart;
}

std::string modelParetoData(const ChartData& data)
{
    const std::vector<ParetoPoint> points = projectModelPareto(data.project, data.chips, data.model, data.models);
    return modelParetoToCsv(data.project.models[data.model].modelId, points);
}

} // namespace

const ChartExport& modelParetoExport()
{
    static const ChartExport entry {
        .name = "model-pareto",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "Latency against throughput (Model panel)"),
        .fileStem = "latency-throughput",
        .make = &makeModelPareto,
        .heading = SlideHeadingKind::Model,
        .csv = &modelParetoData,
        .needsModel = "a model's latency against throughput",
    };
    return entry;
}

} // namespace roofline::ui
