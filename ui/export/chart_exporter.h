#pragma once

#include "core/scene/project.h"
#include "ui/export/layout_report.h"
#include "ui/export/slide_words.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

class QCPPainter;

namespace roofline::ui {

class ChartBase;
class TextRecordingDevice;
class Document;
struct ChartTheme;

// The roofline chart, the batch-size chart, both side by side, or the Model panel's latency against
// throughput (docs/model.md §12) for one of the project's models.
enum class ExportChart { Roofline, BatchSize, Both, ModelPareto };
enum class ExportFormat { Png, Svg, Pdf, Csv };

// One export: what to draw, how big, in which theme, with which words around it.
struct ExportRequest {
    ExportChart chart = ExportChart::Both;
    // ModelPareto: which of the project's models (an index into its models; the Model panel's, in the app).
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
QString exportChartName(ExportChart chart); // roofline, sweep, both, model-pareto
QString exportFormatName(ExportFormat format); // png, svg, pdf, csv
std::optional<ExportChart> parseExportChart(const QString& name);
std::optional<ExportFormat> parseExportFormat(const QString& name);
// The format a file name asks for by its extension (case-insensitive), if any.
std::optional<ExportFormat> exportFormatForPath(const QString& path);

// Draws a document's charts for export with charts of its own, never the window's: an export at
// another size and in another theme must not disturb what is on screen. The charts are made for
// each drawing and read the document as it is then (chips, ops, sliders, zoomed views, hidden
// legend entries).
class ChartExporter {
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)

public:
    explicit ChartExporter(Document& document);
    ~ChartExporter();
    ChartExporter(const ChartExporter&) = delete;
    ChartExporter& operator=(const ChartExporter&) = delete;

    // How many models the project has: the latency against throughput chart draws one of them.
    std::size_t modelCount() const;

    // The chip whose regions an overlaid roofline shades (the one the user last clicked).
    void setFocusChip(int chip) { m_focusChip = chip; }

    // The words a slide of `chart` gets when the request leaves them to the exporter, in the user's
    // language, for the document as it is.
    // `model`: for ModelPareto, which of the project's models.
    SlideWords defaultWords(ExportChart chart, std::size_t model = 0) const;
    // The request with every word it leaves to the exporter filled in.
    ExportRequest withWords(ExportRequest request) const;

    // The image of a PNG export, request.size pixels.
    QImage renderImage(const ExportRequest& request);

    // The bytes of the file, in the request's format. Throws Error(InvalidValue) for a request that
    // cannot be drawn (a CSV of both charts), Error(Meaningless) when the scene cannot be computed.
    QByteArray render(const ExportRequest& request);

    // Where every text of the request's page goes (page pixels, scale included), what it is, and
    // the labels left out; drawn by the same code as the export, on a device that only measures.
    LayoutReport layoutReport(const ExportRequest& request);

    // Writes render() to `path` atomically: a failure leaves no file behind and an old file as it
    // was. Throws Error(Io) naming the file.
    void exportToFile(const ExportRequest& request, const QString& path);

    // Checks a request before anything is drawn; throws Error(InvalidValue) naming the problem.
    static void validate(const ExportRequest& request);
    // The same problem in the user's language (empty: none), for the Export dialog.
    static QString problemText(const ExportRequest& request);

private:
    // `recorder`: a layout report's device, told what each text drawn is; `dropped` gets the labels
    // the charts left out.
    void paint(QCPPainter& painter, QSizeF logical, const ExportRequest& request, const ChartTheme& theme, bool vector,
        TextRecordingDevice* recorder = nullptr, QStringList* dropped = nullptr, QStringList* omitted = nullptr);
    // A chart of its own for one drawing (not both: that is two).
    // `model`: for ModelPareto, which of the project's models; Error(InvalidValue) when it has no such model.
    std::unique_ptr<ChartBase> makeChart(ExportChart chart, std::size_t model = 0) const;
    static void layOutChart(ChartBase& chart, const QRect& rect, const ChartTheme& theme);
    static void renderChart(ChartBase& chart, QCPPainter& painter, const QRect& rect, bool vector,
        TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted);

    Document& m_document;
    int m_focusChip = 0;
};

} // namespace roofline::ui
