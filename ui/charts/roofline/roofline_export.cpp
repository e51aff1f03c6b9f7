#include "ui/charts/roofline/roofline_export.h"

#include "core/report/scene_csv.h"
#include "ui/charts/roofline/roofline_chart.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {

std::unique_ptr<ChartBase> makeRoofline(const ChartSource& source)
{
    auto chart = std::make_unique<RooflineChart>(source.document);
    chart->setFocusChip(source.focusChip);
    return chart;
}

std::string rooflineData(const ChartData& data)
{
    return rooflineCsv(data.project, data.chips, data.models);
}

std::vector<std::string> rooflineLeftOut(const ChartData& data)
{
    return leftOutOfTheRoofline(data.project, data.chips, data.models);
}

} // namespace

const ChartExport& rooflineExport()
{
    static const ChartExport entry {
        .name = "roofline",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "Roofline chart"),
        .fileStem = "roofline",
        .make = &makeRoofline,
        .heading = SlideHeadingKind::Ops,
        .headingOps = SlideCharts::Roofline,
        .csv = &rooflineData,
        .leftOut = &rooflineLeftOut,
    };
    return entry;
}

} // namespace roofline::ui
