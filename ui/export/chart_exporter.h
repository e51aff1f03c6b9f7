#pragma once

#include "core/scene/project.h"
#include "ui/export/export_request.h"
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
struct ChartExport;
class TextRecordingDevice;
struct ChipArrangement;
class Document;
struct ChartTheme;

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
    // Whether the project has what `chart` draws (ChartExport::unmet): the Export dialog lists only those.
    bool canDraw(ExportChart chart) const;

    // The chip whose regions an overlaid roofline shades (the one the user last clicked).
    void setFocusChip(int chip) { m_focusChip = chip; }

    // The words a slide of `chart` gets when the request leaves them to the exporter, in the user's
    // language, for the document as it is.
    // `model`: for a chart of one model (ModelPareto), which of the project's models.
    SlideWords defaultWords(ExportChart chart, std::size_t model = 0) const;
    // The request with every word it leaves to the exporter filled in.
    ExportRequest withWords(ExportRequest request) const;

    // The image of a PNG export, request.size pixels; `layout` as render() fills it.
    QImage renderImage(const ExportRequest& request, LayoutReport* layout = nullptr);

    // The bytes of the file, in the request's format. Throws Error(InvalidValue) for a request that
    // cannot be drawn (a CSV of both charts), Error(Meaningless) when the scene cannot be computed.
    // `layout`, when given, gets the request's layout report (as layoutReport() gives it) from the same
    // layout: the search for it is the costly part of an export, done once for both.
    QByteArray render(const ExportRequest& request, LayoutReport* layout = nullptr);

    // Where every text of the request's page goes (page pixels, scale included), what it is, and
    // the labels left out; drawn by the same code as the export, on a device that only measures.
    LayoutReport layoutReport(const ExportRequest& request);

    // Writes render() to `path` atomically: a failure leaves no file behind and an old file as it
    // was. Throws Error(Io) naming the file. `layout`: as render() fills it.
    void exportToFile(const ExportRequest& request, const QString& path, LayoutReport* layout = nullptr);

    // Checks a request before anything is drawn; throws Error(InvalidValue) naming the problem.
    static void validate(const ExportRequest& request);
    // The same problem in the user's language (empty: none), for the Export dialog.
    static QString problemText(const ExportRequest& request);

private:
    // How a page is drawn, once tried: its layout size, the factor it is drawn at (the page's scale
    // times the share the type was given), and how its small charts were dealt out.
    struct PageFit;
    PageFit fitPage(QSizeF logical, const ExportRequest& request, const ChartTheme& theme);
    // `recorder`: a layout report's device, told what each text drawn is; `dropped` gets the labels
    // the charts left out.
    void paint(QCPPainter& painter, const PageFit& fit, const ExportRequest& request, const ChartTheme& theme,
        bool vector, TextRecordingDevice* recorder = nullptr, QStringList* dropped = nullptr,
        QStringList* omitted = nullptr);
    QImage drawImage(const ExportRequest& request, const ChartTheme& theme, const PageFit& fit);
    LayoutReport report(const ExportRequest& request, const ChartTheme& theme, const PageFit& fit);
    // The page at its layout size (paint() chose it): headings, the charts arranged, legend, notes.
    // `arrangement`: how the small charts were dealt out when this page was tried (taken as it is,
    // for the same page), or where to say how.
    void paintPage(QCPPainter& painter, QSizeF logical, const ExportRequest& request, const ChartTheme& theme,
        bool vector, TextRecordingDevice* recorder = nullptr, QStringList* dropped = nullptr,
        QStringList* omitted = nullptr, ChipArrangement* arrangement = nullptr);
    // A chart of its own for one drawing (not a composite: that is its charts, each made so).
    // `model`: for a chart of one model, which of the project's models; Error(InvalidValue) when it has
    // no such model.
    std::unique_ptr<ChartBase> makeChart(const ChartExport& chart, std::size_t model = 0) const;
    static void renderChart(ChartBase& chart, QCPPainter& painter, const QRect& rect, bool vector,
        TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted);

    Document& m_document;
    int m_focusChip = 0;
};

} // namespace roofline::ui
