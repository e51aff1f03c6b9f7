#pragma once

#include "ui/charts/frame/chart_export.h"

namespace roofline::ui {

// Predicted against measured time of the project's calibration (docs/model.md §15), as the exporter knows it:
// `export --chart parity` (with `--calibration FILE`, or a project that holds one).
const ChartExport& parityExport();

} // namespace roofline::ui
