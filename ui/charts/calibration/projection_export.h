#pragma once

#include "ui/charts/frame/chart_export.h"

namespace roofline::ui {

// A calibrated chip's measured step on the other chips shown (docs/model.md §15), as the exporter knows it:
// `export --chart projection --calibration FILE --chip TARGET…`.
const ChartExport& projectionExport();

} // namespace roofline::ui
