#pragma once

#include "ui/charts/frame/chart_export.h"

namespace roofline::ui {

// The roofline chart as the exporter knows it: `export --chart roofline`.
const ChartExport& rooflineExport();

} // namespace roofline::ui
