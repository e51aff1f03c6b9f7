#pragma once

#include "core/scene/project.h"
#include "ui/export/chart_registry.h"

#include <QSize>
#include <QString>

#include <optional>

namespace roofline::ui {

enum class ExportFormat { Png, Svg, Pdf, Csv };

// One export: what to draw, how big, in which theme, with which words around it.
struct ExportRequest {
    // One of the registered charts (chart_registry.h): the roofline chart, the batch-size chart, both
    // side by side, or the Model panel's latency against throughput (docs/model.md §12).
    ExportChart chart = ExportChart::Both;
    // A chart of one model (ModelPareto): which of the project's models (an index into its models;
    // the Model panel's, in the app).
    std::size_t model = 0;
    ExportFormat format = ExportFormat::Png;
    // Pixels of the image (PNG), or the width and height of the drawing (SVG; PDF at 96 per inch).
    QSize size {1920, 1080};
    // How large everything is drawn: the charts are laid out at size / scale and drawn scale times
    // larger, so 3840 × 2160 at scale 2 is 1920 × 1080 at scale 1 with twice the pixels.
    double scale = 1.0;
    QString theme = QStringLiteral("slide");
    bool transparent = false;
    // Not set: the slide's own words (SlideWording: what is shown, the chips' sources); set, even to
    // "", the user's ("" for none).
    std::optional<QString> title;
    std::optional<QString> subtitle;
    std::optional<QString> caption;
};

// The request a project's export settings describe, and back (they are validated when read). A
// project's empty title, subtitle or caption is left to the exporter.
ExportRequest exportRequestFrom(const ExportSettings& settings);
ExportSettings exportSettingsFrom(const ExportRequest& request);
QString exportFormatName(ExportFormat format); // png, svg, pdf, csv
std::optional<ExportFormat> parseExportFormat(const QString& name);
// The format a file name asks for by its extension (case-insensitive), if any.
std::optional<ExportFormat> exportFormatForPath(const QString& path);

} // namespace roofline::ui
