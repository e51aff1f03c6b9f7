#pragma once

#include "core/scene/slide_heading.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace roofline {
struct Chip;
struct ModelConfig;
struct Project;
} // namespace roofline

namespace roofline::ui {

class ChartBase;
class Document;

// A slide's words when the user leaves them to the exporter (ui/export/slide_words.h words them).
struct SlideWords {
    QString title;
    QString subtitle;
    QString caption;

    bool operator==(const SlideWords&) const = default;
};

// What a chart is drawn from for an export: the document as it is then, which of the project's models
// (a chart of one model), and the chip the user last clicked (whose regions an overlaid roofline shades).
struct ChartSource {
    Document& document;
    std::size_t model = 0;
    int focusChip = 0;
};

// What a chart's CSV and its warnings are worked out from: plain data, no Qt, so the command line
// writes a CSV without starting a QApplication.
struct ChartData {
    const Project& project;
    std::span<const Chip* const> chips; // the chips shown, in order
    const std::vector<ModelConfig>& models; // the model library
    std::size_t model = 0; // which of the project's models, for a chart of one model
};

// How a slide of the chart is headed when the user leaves the words to the exporter: by the ops it
// shows (core's slideHeading, with `SlideCharts` saying which chart's ops), or by the model it draws
// (SlideWording::paretoWords).
enum class SlideHeadingKind { Ops, Model };

// One chart the exporter, the Export dialog and the `export` command know: filled in by the chart's
// own folder (roofline/roofline_export.cpp, …) and listed, one line a chart, by the registry
// (ui/export/chart_registry.cpp), which alone knows them all. A composite (both charts, side by side)
// has no factory of its own: it lists the registered charts it puts side by side.
struct ChartExport {
    // `export --chart NAME` and a project's export.chart: never renamed, files and scripts keep them.
    const char* name = "";
    // The Export dialog's words for it, QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", …): translated there.
    const char* label = "";
    // The file name the Export dialog offers, without its extension.
    const char* fileStem = "";
    // A chart of its own for one drawing; null for a composite.
    std::unique_ptr<ChartBase> (*make)(const ChartSource& source) = nullptr;
    // A composite's charts, left to right (empty: the chart itself).
    std::vector<const ChartExport*> parts = {};
    SlideHeadingKind heading = SlideHeadingKind::Ops;
    SlideCharts headingOps = SlideCharts::Both; // for SlideHeadingKind::Ops: whose ops the heading names
    // Its CSV; null: it has none (one CSV holds one chart's data).
    std::string (*csv)(const ChartData& data) = nullptr;
    // What it leaves out of the drawing, said as warnings by the command line (null: nothing).
    std::vector<std::string> (*leftOut)(const ChartData& data) = nullptr;
    // What the project lacks for it, worded to follow "--chart NAME" ("needs a calibration: …"; empty: nothing).
    std::string (*unmet)(const Project& project) = nullptr;
    // Its slide's words when the user leaves them to the exporter, for a chart that words its own (null: by
    // `heading`).
    SlideWords (*words)(const Document& document) = nullptr;
    // What it needs: a model of the project, the chart drawing "a model's latency against throughput"
    // (these words, for the command line's error; null: it needs none).
    const char* needsModel = nullptr;

    // The charts a page of it draws: its parts, or itself.
    std::vector<const ChartExport*> drawn() const { return parts.empty() ? std::vector {this} : parts; }
};

} // namespace roofline::ui
