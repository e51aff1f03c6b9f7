#pragma once

#include "ui/charts/frame/chart_export.h"

namespace roofline::ui {

// The Model panel's latency against throughput (docs/model.md §12), of one of the project's models, as
// the exporter knows it: `export --chart model-pareto`.
const ChartExport& modelParetoExport();

} // namespace roofline::ui
