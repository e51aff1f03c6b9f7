#pragma once

#include "ui/charts/frame/chart_export.h"

#include <QString>

#include <optional>
#include <vector>

namespace roofline::ui {

// A chart the exporter draws: its place in the registry (chartRegistry()). The charts named here are
// the ones code picks by name; a chart added to the registry needs no name here (it is
// ExportChart(its place), found by parseExportChart()).
enum class ExportChart { Roofline, BatchSize, Both, ModelPareto, Parity, Projection };

// Every chart the exporter, the Export dialog and the `export` command know, in the order the dialog
// lists them and ExportChart counts them.
const std::vector<const ChartExport*>& chartRegistry();
std::vector<ExportChart> registeredCharts();
// The registry's entry of `chart` (the composite of both charts for a chart it does not have).
const ChartExport& chartExport(ExportChart chart);

QString exportChartName(ExportChart chart); // roofline, sweep, both, model-pareto, parity, projection
std::optional<ExportChart> parseExportChart(const QString& name); // any case
// The names as a choice is worded: "roofline, sweep, both, model-pareto, parity or projection".
std::string exportChartChoices();

// What the chart leaves out of its drawing (a composite: what each of its charts does), in order.
std::vector<std::string> leftOutOf(const ChartExport& chart, const ChartData& data);

} // namespace roofline::ui
