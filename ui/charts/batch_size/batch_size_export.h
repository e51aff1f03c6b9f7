#pragma once

#include "ui/charts/frame/chart_export.h"

namespace roofline::ui {

// The batch-size chart as the exporter knows it: `export --chart sweep` (the flag's value is older
// than the chart's name, and kept).
const ChartExport& batchSizeExport();

} // namespace roofline::ui
