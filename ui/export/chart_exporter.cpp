#include "ui/export/chart_exporter.h"

#include "core/base/error.h"
#include "core/files/atomic_file.h"
#include "core/formats/project_json.h"
#include "core/scene/model_scene.h"
#include "ui/charts/frame/chart_base.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/labels/label_text.h"
#include "ui/document.h"
#include "ui/export/chart_registry.h"
#include "ui/export/clipping_paint_device.h"
#include "ui/export/page_charts.h"
#include "ui/export/page_legend.h"
#include "ui/export/page_text.h"
#include "ui/export/png_writer.h"
#include "ui/export/svg_fonts.h"
#include "ui/export/text_recording_device.h"

#include <QBuffer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>
#include <array>
#include <cmath>

namespace roofline::ui {

namespace {

// A slide's rule: its smallest text at least this part of the page's height (the charts' own rules:
// PageCharts).
constexpr double kMinTextHeight = 0.022;

// Type scales with the page: a page is laid out as one of this height (a 1920 × 1080 slide's; as wide
// as its shape makes it, at least 4:3 of it) and drawn at its own size, so a 1280 × 720 slide is the
// 1920 × 1080 one at two-thirds. Pages under half that size keep half a slide's type.
constexpr double kReferenceHeight = 1080.0;
constexpr double kReferenceWidth = 1440.0;
constexpr double kMinPageScale = 0.5;

double pageScale(const QSizeF& logical)
{
    return std::max(kMinPageScale, std::min(logical.height() / kReferenceHeight, logical.width() / kReferenceWidth));
}

// Screen pixels per inch: a point of type is 96/72 pixels in every format, as on a desktop.
constexpr int kDotsPerInch = 96;
constexpr int kDotsPerMeter = 3780; // 96 per inch

// Whether every text of a page lies inside it and no two overlap (half a pixel given for the
// rounding of font metrics): what a slide must be.
bool pageReads(const std::vector<LayoutText>& texts, const QSizeF& page)
{
    constexpr double kSlack = 0.5;
    const QRectF inside = QRectF(QPointF(0, 0), page).adjusted(-kSlack, -kSlack, kSlack, kSlack);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (!inside.contains(texts[i].box))
            return false;
        const QRectF a = texts[i].box.adjusted(kSlack, kSlack, -kSlack, -kSlack);
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (boxesOverlap(a, texts[j].box))
                return false;
        }
    }
    return true;
}

ChartTheme themeFor(const ExportRequest& request)
{
    ChartTheme theme = ChartTheme::forPage(request.theme);
    if (request.transparent)
        theme.makeTransparent();
    return theme;
}

} // namespace

ChartExporter::ChartExporter(Document& document)
    : m_document(document)
{ }

ChartExporter::~ChartExporter() = default;

std::size_t ChartExporter::modelCount() const
{
    return m_document.project().models.size();
}

bool ChartExporter::canDraw(ExportChart chart) const
{
    const ChartExport& entry = chartExport(chart);
    return (!entry.needsModel || modelCount() > 0) && (!entry.unmet || entry.unmet(m_document.project()).empty());
}

SlideWords ChartExporter::defaultWords(ExportChart chart, std::size_t model) const
{
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    const ChartExport& registered = chartExport(chart);
    if (registered.words)
        return registered.words(m_document);
    if (registered.heading == SlideHeadingKind::Model) {
        std::vector<std::string> names;
        for (const Chip* chip : chips)
            names.push_back(chip->name);
        const Project& project = m_document.project();
        QString name;
        bool experts = false;
        if (model < project.models.size()) {
            const ModelEntry& entry = project.models[model];
            const ModelConfig* config = findEntryModel(entry, project.customModels, m_document.modelLibrary());
            name = QString::fromStdString(config ? config->name : entry.modelId);
            experts = config && isMixtureOfExperts(*config);
        }
        const std::vector<double> batches = doublingBatches(project.viewOptions.batchRange.to);
        return SlideWording::paretoWords(name, names, project.dims.s, batches.back(), chipSources(chips), experts);
    }
    return SlideWording::words(slideHeading(m_document.project(), chips, registered.headingOps), chipSources(chips));
}

ExportRequest ChartExporter::withWords(ExportRequest request) const
{
    if (request.title && request.subtitle && request.caption)
        return request;
    const SlideWords words = defaultWords(request.chart, request.model);
    request.title = request.title.value_or(words.title);
    request.subtitle = request.subtitle.value_or(words.subtitle);
    request.caption = request.caption.value_or(words.caption);
    return request;
}

std::unique_ptr<ChartBase> ChartExporter::makeChart(const ChartExport& chart, std::size_t model) const
{
    std::unique_ptr<ChartBase> frame = chart.make(ChartSource {m_document, model, m_focusChip});
    // Shapes, not cached pixmaps: sharp at any scale and true vectors in SVG and PDF.
    frame->setVectorMarkers(true);
    frame->setExporting(true);
    // Drawn only through toPainter: its replots lay it out without filling a full-size image per layer.
    frame->plot()->setDrawnOnlyToPainter(true);
    return frame;
}

void ChartExporter::renderChart(ChartBase& chart, QCPPainter& painter, const QRect& rect, bool vector,
    TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted)
{
    painter.save();
    painter.translate(rect.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), rect.size()));
    if (vector)
        painter.setMode(QCPPainter::pmVectorized);
    if (recorder)
        recorder->setRole(QStringLiteral("label"), chart.textRoles(), chart.legendRect(), chart.panelRects());
    const std::size_t first = recorder ? recorder->textCount() : 0;
    chart.plot()->toPainter(&painter, rect.width(), rect.height());
    if (recorder) {
        // The tick labels and the lines as drawn (the drawing lays the plot out for its size once more).
        recorder->setRole(QStringLiteral("label"), chart.textRoles(), chart.legendRect(), chart.panelRects());
        recorder->reclassify(first);
        recorder->addShapes(chart.plottedShapes());
        recorder->addAxes(chart.plotAxes());
        std::vector<TextRecordingDevice::Leader> leaders;
        for (const auto& [text, line] : chart.labelLeaders())
            leaders.push_back({text, line});
        recorder->addLeaders(first, leaders);
    }
    painter.restore();
    if (dropped)
        dropped->append(chart.droppedLabelTexts());
    if (omitted)
        omitted->append(chart.omittedLabelTexts());
}

struct ChartExporter::PageFit {
    QSizeF logical;
    double scale = 1.0;
    std::optional<ChipArrangement> arrangement;
};

ChartExporter::PageFit ChartExporter::fitPage(QSizeF logical, const ExportRequest& request, const ChartTheme& theme)
{
    // Type scales with the page: the page is laid out as a slide of the reference height and drawn at
    // its own size. One too full for its type at that size (a label with no room even for a number,
    // texts that would overlap) is drawn smaller as a whole, type and lines alike: the first of these
    // sizes whose page, tried on a device that only measures, reads. The type never goes below
    // kMinTextHeight of the page's height: a page that does not read at that size says less instead
    // (labels left out, never footnotes past a few).
    const double page = pageScale(logical);
    std::vector<double> fits {1.0, 0.85, 0.72, 0.6, 0.5};
    double fit = fits.back();
    // How the small charts were dealt out for the size the page is drawn at: found once, on the trial.
    std::vector<ChipArrangement> found;
    for (std::size_t i = 0; i < fits.size(); ++i) {
        const double f = page * fits[i];
        TextRecordingDevice device(QSizeF(logical).toSize());
        QCPPainter trial(&device);
        trial.scale(f, f);
        QStringList left;
        ChipArrangement arrangement;
        paintPage(trial, logical / f, request, theme, true, &device, &left, nullptr, &arrangement);
        trial.end();
        found.push_back(arrangement);
        const std::vector<LayoutText> texts = device.texts();
        fit = fits[i];
        if (left.isEmpty() && pageReads(texts, logical))
            break;
        if (i == 0 && !texts.empty()) {
            // The smallest the type may get: the smaller sizes are not tried, the smallest allowed is
            // (the last one tried is drawn, read or not).
            double lowest = 1e300;
            for (const LayoutText& text : texts)
                lowest = std::min(lowest, text.box.height());
            const double smallest = kMinTextHeight * logical.height() / lowest;
            std::erase_if(fits, [smallest](double other) { return other < smallest; });
            if (smallest < 1.0 && std::find(fits.begin(), fits.end(), smallest) == fits.end())
                fits.push_back(smallest);
        }
    }
    PageFit taken {logical, page * fit, std::nullopt};
    const QSizeF drawn = logical / taken.scale;
    const auto known
        = std::find_if(found.begin(), found.end(), [&drawn](const ChipArrangement& a) { return a.page == drawn; });
    if (known != found.end())
        taken.arrangement = *known;
    return taken;
}

void ChartExporter::paint(QCPPainter& painter, const PageFit& fit, const ExportRequest& request,
    const ChartTheme& theme, bool vector, TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted)
{
    painter.save();
    painter.scale(fit.scale, fit.scale);
    std::optional<ChipArrangement> arrangement = fit.arrangement;
    paintPage(painter, fit.logical / fit.scale, request, theme, vector, recorder, dropped, omitted,
        arrangement ? &*arrangement : nullptr);
    painter.restore();
}

void ChartExporter::paintPage(QCPPainter& painter, QSizeF logical, const ExportRequest& request,
    const ChartTheme& theme, bool vector, TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted,
    ChipArrangement* arrangement)
{
    const auto role = [recorder](const char* name) {
        if (recorder)
            recorder->setRole(QString::fromLatin1(name));
    };
    const QRectF page(QPointF(0, 0), logical);
    if (theme.background.alpha() > 0)
        painter.fillRect(page, theme.background);
    const qreal margin = std::max(8.0, std::round(0.02 * std::min(logical.width(), logical.height())));
    const qreal textWidth = logical.width() - 2 * margin;
    const QPaintDevice* device = painter.device();
    qreal top = margin;
    qreal bottom = logical.height() - margin;
    painter.setPen(theme.foreground);
    const auto heading = [&](const QFont& font, const QString& words) {
        const qreal height = drawPageText(painter, words, font, margin, top, textWidth, true);
        if (height > 0.0)
            top += height + margin * 0.4;
    };
    role("title");
    heading(theme.headingFont, request.title.value_or(QString()));
    role("subtitle");
    heading(theme.subheadingFont, request.subtitle.value_or(QString()));
    role("caption");
    if (const QString caption = request.caption.value_or(QString()); !caption.isEmpty()) {
        bottom -= pageTextHeight(caption, theme.captionFont, textWidth, device);
        drawPageText(painter, caption, theme.captionFont, margin, bottom, textWidth, false);
        bottom -= margin * 0.4;
    }
    // The charts live only while they draw: kept, they would follow every edit and slider step of
    // the document, doubling the work of the charts on screen.
    std::vector<std::unique_ptr<ChartBase>> made;
    for (const ChartExport* chart : chartExport(request.chart).drawn())
        made.push_back(makeChart(*chart, request.model));
    PageCharts charts(std::move(made), theme, logical, margin, top, bottom, device);
    const ChipArrangement taken = charts.arrange(arrangement ? *arrangement : std::optional<ChipArrangement>());
    if (arrangement)
        *arrangement = taken;
    role("legend");
    drawPageLegend(painter, charts.legend(), charts.legendLayout(), QPointF(margin, charts.legendTop()), theme);
    for (std::size_t c = 0; c < charts.count(); ++c)
        renderChart(charts.chart(c), painter, charts.rect(c), vector, recorder, dropped, omitted);
    if (!charts.notes().isEmpty()) {
        role("footnote");
        painter.setPen(theme.foreground);
        drawPageText(painter, charts.notes(), theme.captionFont, margin, charts.notesTop(), textWidth, false);
    }
}

QImage ChartExporter::renderImage(const ExportRequest& asked, LayoutReport* layout)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    const ChartTheme theme = themeFor(request);
    const PageFit fit = fitPage(QSizeF(request.size) / request.scale, request, theme);
    if (layout)
        *layout = report(request, theme, fit);
    return drawImage(request, theme, fit);
}

QImage ChartExporter::drawImage(const ExportRequest& request, const ChartTheme& theme, const PageFit& fit)
{
    // Without transparency there is no alpha channel to draw, encode and store.
    QImage image(request.size, request.transparent ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
    image.setDotsPerMeterX(kDotsPerMeter);
    image.setDotsPerMeterY(kDotsPerMeter);
    image.fill(request.transparent ? QColor(Qt::transparent) : theme.background);
    QCPPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.scale(request.scale, request.scale);
    paint(painter, fit, request, theme, false);
    painter.end();
    return image;
}

LayoutReport ChartExporter::layoutReport(const ExportRequest& asked)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    const ChartTheme theme = themeFor(request);
    return report(request, theme, fitPage(QSizeF(request.size) / request.scale, request, theme));
}

LayoutReport ChartExporter::report(const ExportRequest& request, const ChartTheme& theme, const PageFit& fit)
{
    LayoutReport report;
    report.page = request.size;
    TextRecordingDevice device(request.size);
    QCPPainter painter(&device);
    painter.scale(request.scale, request.scale);
    // Drawn as the vector formats are (every text as text), laid out as every format is.
    paint(painter, fit, request, theme, true, &device, &report.dropped, &report.omitted);
    painter.end();
    report.texts = device.texts();
    report.plots = device.plots();
    report.axes = device.axes();
    return report;
}

QByteArray ChartExporter::render(const ExportRequest& asked, LayoutReport* layout)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    if (request.format == ExportFormat::Csv) {
        // validate() refused a chart without a CSV; a CSV has no layout to report.
        const std::vector<const Chip*> chips = m_document.shownChipPointers();
        const ChartData data {m_document.project(), chips, m_document.modelLibrary(), request.model};
        return QByteArray::fromStdString(chartExport(request.chart).csv(data));
    }
    const ChartTheme theme = themeFor(request);
    // Every format is laid out at the size over the scale; the search for that layout (the type's size,
    // how small charts are dealt out) is the costly part of an export, so it is done once for the file
    // and its report.
    const QSizeF logical = QSizeF(request.size) / request.scale;
    const PageFit fit = fitPage(logical, request, theme);
    if (layout)
        *layout = report(request, theme, fit);
    if (request.format == ExportFormat::Png)
        return encodePng(drawImage(request, theme, fit));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (request.format == ExportFormat::Svg) {
        // Vector formats are drawn at the logical size; the viewer scales them.
        const QSize drawing = logical.toSize();
        const PageFit drawn = QSizeF(drawing) == logical ? fit : fitPage(QSizeF(drawing), request, theme);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(request.size);
        svg.setViewBox(QRect(QPoint(0, 0), drawing));
        svg.setResolution(kDotsPerInch);
        svg.setTitle(request.title->isEmpty() ? QStringLiteral("Roofline Studio chart") : *request.title);
        svg.setDescription(*request.caption);
        // QSvgGenerator writes no clip paths: the clipping device cuts lines at the plot instead.
        ClippingPaintDevice clipped(&svg);
        QCPPainter painter(&clipped);
        paint(painter, drawn, request, theme, true);
        painter.end();
        buffer.close();
        return withCssFontFamilies(bytes, theme.font.families());
    }
    QPdfWriter pdf(&buffer);
    pdf.setResolution(kDotsPerInch);
    // The page is the drawing: size pixels at 96 per inch, no margins.
    pdf.setPageSize(QPageSize(QSizeF(request.size) * 72.0 / kDotsPerInch, QPageSize::Point));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    pdf.setTitle(request.title->isEmpty() ? QStringLiteral("Roofline Studio chart") : *request.title);
    pdf.setCreator(QStringLiteral("Roofline Studio"));
    QCPPainter painter(&pdf);
    painter.scale(request.scale, request.scale);
    paint(painter, fit, request, theme, true);
    painter.end();
    return bytes;
}

void ChartExporter::exportToFile(const ExportRequest& request, const QString& path, LayoutReport* layout)
{
    const QByteArray bytes = render(request, layout);
    writeFileAtomically(
        path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

} // namespace roofline::ui
