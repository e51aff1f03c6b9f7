#include "ui/charts/batch_size/batch_size_export.h"

#include "core/report/scene_csv.h"
#include "ui/charts/batch_size/batch_size_chart.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {

std::unique_ptr<ChartBase> makeBatchSize(const ChartSource& source)
{
    return std::make_unique<BatchSizeChart>(source.document);
}

std::string batchSizeData(const ChartData& data)
{
    return batchSizeCsv(data.project, data.chips);
}

} // namespace

const ChartExport& batchSizeExport()
{
    static const ChartExport entry {
        .name = "sweep",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "Batch-size chart"),
        .fileStem = "batch-size",
        .make = &makeBatchSize,
        .heading = SlideHeadingKind::Ops,
        .headingOps = SlideCharts::BatchSize,
        .csv = &batchSizeData,
    };
    return entry;
}

} // namespace roofline::ui
