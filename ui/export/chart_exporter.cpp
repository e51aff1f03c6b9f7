#include "ui/export/chart_exporter.h"

#include "core/base/error.h"
#include "core/files/atomic_file.h"
#include "core/formats/project_json.h"
#include "core/report/scene_csv.h"
#include "core/scene/model_scene.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/labels/label_text.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/charts/serving/model_pareto_feed.h"
#include "ui/document.h"
#include "ui/export/clipping_paint_device.h"
#include "ui/export/png_writer.h"
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

// A slide's rules: its smallest text at least this part of the page's height, at most so many
// footnotes on so many lines, and every plot between 1:1 and 2:1.
constexpr double kMinTextHeight = 0.022;
constexpr int kMaxFootnotes = 4;
constexpr int kMaxFootnoteLines = 2;
constexpr double kMinPlotAspect = 0.95;
constexpr double kMaxPlotAspect = 2.05;

// Screen pixels per inch: a point of type is 96/72 pixels in every format, as on a desktop.
constexpr int kDotsPerInch = 96;
constexpr int kDotsPerMeter = 3780; // 96 per inch

std::string text(const QString& value)
{
    return value.toStdString();
}

// Text laid out to a width, word-wrapped: the height it takes.
qreal textHeight(QPainter& painter, const QFont& font, const QString& text, qreal width)
{
    if (text.isEmpty())
        return 0.0;
    painter.setFont(font);
    return painter.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text).height();
}

// Set while the exporter tries a page's layout on a recording device, or draws the size it chose
// (see ChartExporter::paint).
thread_local bool t_tryingLayout = false;

struct TryingLayout {
    TryingLayout() { t_tryingLayout = true; }
    ~TryingLayout() { t_tryingLayout = false; }
    TryingLayout(const TryingLayout&) = delete;
    TryingLayout& operator=(const TryingLayout&) = delete;
};

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

// The page's legend: the roofline's entries, then the batch-size chart's (a chip both name once, with
// the roofline's key). A chart that keeps a legend of its own adds nothing here.
std::vector<ChartBase::LegendEntry> mergedLegend(const ChartBase& roofline, const ChartBase& sweep)
{
    std::vector<ChartBase::LegendEntry> entries;
    std::vector<std::string> keyed;
    if (!roofline.drawsOwnLegend()) {
        for (const ChartBase::LegendEntry& entry : roofline.legendEntries()) {
            entries.push_back(entry);
            if (entry.series && entry.series->kind == Series::Kind::RooflineChip)
                keyed.push_back(entry.series->chipId);
        }
    }
    if (!sweep.drawsOwnLegend()) {
        for (const ChartBase::LegendEntry& entry : sweep.legendEntries()) {
            if (entry.series && entry.series->kind == Series::Kind::SweepChip
                && std::find(keyed.begin(), keyed.end(), entry.series->chipId) != keyed.end())
                continue;
            entries.push_back(entry);
        }
    }
    return entries;
}

// An entry's text in a form: its own (0) or one of its shorter ones (the shortest when it has fewer).
QString legendText(const ChartBase::LegendEntry& entry, int form)
{
    if (form <= 0 || entry.shorter.isEmpty())
        return entry.text;
    return entry.shorter.value(std::min<qsizetype>(form, entry.shorter.size()) - 1);
}

constexpr qreal kLegendEntryGap = 28.0;
constexpr qreal kLegendIconGap = 6.0;

// The page's legend, its entries one after another, as lines of text wrap: the form of the entries'
// texts that takes the fewest rows (the longer on a tie), and where each entry goes.
struct PageLegendLayout {
    int form = 0;
    QSize icon;
    std::vector<QPointF> places; // each entry's top left, from the legend's
    std::vector<qreal> rowHeights; // the height of each entry's row
    qreal height = 0.0;
};

PageLegendLayout layOutPageLegend(const std::vector<ChartBase::LegendEntry>& entries, const QFont& font, qreal width)
{
    PageLegendLayout best;
    if (entries.empty())
        return best;
    const QFontMetricsF metrics(font);
    int forms = 1;
    for (const ChartBase::LegendEntry& entry : entries)
        forms = std::max(forms, static_cast<int>(entry.shorter.size()) + 1);
    for (int form = 0; form < forms; ++form) {
        PageLegendLayout layout;
        layout.form = form;
        layout.icon = legendIconSize(font);
        // Rows as tall as their tallest text (a row of Chinese is taller than one of Latin letters).
        qreal x = 0.0;
        qreal y = 0.0;
        qreal rowHeight = layout.icon.height();
        std::vector<std::size_t> rowStart {0};
        std::vector<qreal> rowHeights;
        for (const ChartBase::LegendEntry& entry : entries) {
            const QString text = legendText(entry, form);
            const qreal w = layout.icon.width() + kLegendIconGap + metrics.horizontalAdvance(text);
            if (x > 0.0 && x + w > width) {
                rowHeights.push_back(rowHeight);
                rowStart.push_back(layout.places.size());
                y += rowHeight;
                x = 0.0;
                rowHeight = layout.icon.height();
            }
            rowHeight = std::max(rowHeight, textLineHeight(text, font));
            layout.places.emplace_back(x, y);
            x += w + kLegendEntryGap;
        }
        rowHeights.push_back(rowHeight);
        layout.height = y + rowHeight;
        for (std::size_t r = 0; r < rowStart.size(); ++r) {
            const std::size_t end = r + 1 < rowStart.size() ? rowStart[r + 1] : layout.places.size();
            for (std::size_t i = rowStart[r]; i < end; ++i)
                layout.rowHeights.push_back(rowHeights[r]);
        }
        if (form == 0 || layout.height < best.height)
            best = layout;
    }
    return best;
}

void drawPageLegend(QCPPainter& painter, const std::vector<ChartBase::LegendEntry>& entries,
    const PageLegendLayout& layout, const QPointF& at, const ChartTheme& theme)
{
    painter.save();
    painter.setFont(theme.font);
    const QFontMetricsF metrics(theme.font);
    for (std::size_t i = 0; i < entries.size() && i < layout.places.size(); ++i) {
        const ChartBase::LegendEntry& entry = entries[i];
        const QPointF place = at + layout.places[i];
        const qreal lineHeight = layout.rowHeights[i];
        const QRectF icon(place.x(), place.y() + (lineHeight - layout.icon.height()) / 2.0, layout.icon.width(),
            layout.icon.height());
        painter.setRenderHint(QPainter::Antialiasing, true);
        if (entry.pen.style() != Qt::NoPen) {
            painter.setPen(entry.pen);
            painter.drawLine(QPointF(icon.left(), icon.center().y()), QPointF(icon.right(), icon.center().y()));
        }
        if (!entry.style.isNone()) {
            entry.style.applyTo(&painter, entry.pen);
            entry.style.drawShape(&painter, icon.center());
        }
        painter.setPen(theme.foreground);
        const QString text = legendText(entry, layout.form);
        painter.drawText(
            QRectF(icon.right() + kLegendIconGap, place.y(), metrics.horizontalAdvance(text) + 2, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter.restore();
}

ChartTheme themeFor(const ExportRequest& request)
{
    ChartTheme theme = ChartTheme::named(request.theme);
    if (request.transparent)
        theme.makeTransparent();
    return theme;
}

} // namespace

QString exportChartName(ExportChart chart)
{
    switch (chart) {
    case ExportChart::Roofline:
        return QStringLiteral("roofline");
    case ExportChart::BatchSize:
        return QStringLiteral("sweep");
    case ExportChart::Both:
        return QStringLiteral("both");
    case ExportChart::ModelPareto:
        return QStringLiteral("model-pareto");
    }
    return {};
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    }
    return {};
}

std::optional<ExportChart> parseExportChart(const QString& name)
{
    for (const ExportChart chart :
        {ExportChart::Roofline, ExportChart::BatchSize, ExportChart::Both, ExportChart::ModelPareto}) {
        if (name.compare(exportChartName(chart), Qt::CaseInsensitive) == 0)
            return chart;
    }
    return std::nullopt;
}

std::optional<ExportFormat> parseExportFormat(const QString& name)
{
    for (const ExportFormat format : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv}) {
        if (name.compare(exportFormatName(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

std::optional<ExportFormat> exportFormatForPath(const QString& path)
{
    return parseExportFormat(QFileInfo(path).suffix());
}

ExportRequest exportRequestFrom(const ExportSettings& settings)
{
    ExportRequest request;
    request.chart = parseExportChart(QString::fromStdString(settings.chart)).value_or(ExportChart::Both);
    request.format = parseExportFormat(QString::fromStdString(settings.format)).value_or(ExportFormat::Png);
    request.size = QSize(settings.width, settings.height);
    request.scale = settings.scale;
    request.theme = QString::fromStdString(settings.theme);
    request.transparent = settings.transparent;
    // A project keeps the words typed for its slides; empty: the slide's own words.
    const auto words = [](const std::string& value) -> std::optional<QString> {
        if (value.empty())
            return std::nullopt;
        return QString::fromStdString(value);
    };
    request.title = words(settings.title);
    request.subtitle = words(settings.subtitle);
    request.caption = words(settings.caption);
    return request;
}

ExportSettings exportSettingsFrom(const ExportRequest& request)
{
    ExportSettings settings;
    settings.chart = text(exportChartName(request.chart));
    settings.format = text(exportFormatName(request.format));
    settings.width = request.size.width();
    settings.height = request.size.height();
    settings.scale = request.scale;
    settings.theme = text(request.theme);
    settings.transparent = request.transparent;
    // Words left to the exporter, and words emptied for none, are both kept as "": the slide's own
    // words next time.
    settings.title = text(request.title.value_or(QString()));
    settings.subtitle = text(request.subtitle.value_or(QString()));
    settings.caption = text(request.caption.value_or(QString()));
    return settings;
}

ChartExporter::ChartExporter(Document& document)
    : m_document(document)
{ }

ChartExporter::~ChartExporter() = default;

std::size_t ChartExporter::modelCount() const
{
    return m_document.project().models.size();
}

SlideWords ChartExporter::defaultWords(ExportChart chart, std::size_t model) const
{
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    if (chart == ExportChart::ModelPareto) {
        std::vector<std::string> names;
        for (const Chip* chip : chips)
            names.push_back(chip->name);
        const Project& project = m_document.project();
        QString name;
        if (model < project.models.size()) {
            const ModelEntry& entry = project.models[model];
            const ModelConfig* config = findEntryModel(entry, project.customModels, m_document.modelLibrary());
            name = QString::fromStdString(config ? config->name : entry.modelId);
        }
        const std::vector<double> batches = doublingBatches(project.viewOptions.batchRange.to);
        return SlideWording::paretoWords(name, names, project.dims.s, batches.back(), chipSources(chips));
    }
    const SlideCharts charts = chart == ExportChart::Roofline ? SlideCharts::Roofline
        : chart == ExportChart::BatchSize                     ? SlideCharts::Sweep
                                                              : SlideCharts::Both;
    return SlideWording::words(slideHeading(m_document.project(), chips, charts), chipSources(chips));
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

std::unique_ptr<ChartBase> ChartExporter::makeChart(ExportChart chart, std::size_t model) const
{
    std::unique_ptr<ChartBase> frame;
    if (chart == ExportChart::Roofline) {
        auto roofline = std::make_unique<RooflineChart>(m_document);
        roofline->setFocusChip(m_focusChip);
        frame = std::move(roofline);
    } else if (chart == ExportChart::ModelPareto) {
        checkProjectModel(m_document.project(), model);
        auto pareto = std::make_unique<ModelParetoChart>();
        pareto->setScene(ModelParetoFeed().sceneOf(m_document, model));
        frame = std::move(pareto);
    } else {
        frame = std::make_unique<BatchSizeChart>(m_document);
    }
    // Shapes, not cached pixmaps: sharp at any scale and true vectors in SVG and PDF.
    frame->setVectorMarkers(true);
    frame->setExporting(true);
    // Drawn only through toPainter: its replots lay it out without filling a full-size image per layer.
    frame->plot()->setDrawnOnlyToPainter(true);
    return frame;
}

namespace {

// What is wrong with a request, as data: validate() says it in core's English (the CLI), problemText()
// in the user's language (the Export dialog).
enum class RequestProblem { None, Size, Scale, TooSmall, Theme, CsvOfBoth };

[[noreturn]] void refuse(const std::string& message)
{
    throw Error(ErrorKind::InvalidValue, message);
}

RequestProblem findProblem(const ExportRequest& request)
{
    const QSize size = request.size;
    if (size.width() < kMinExportPixels || size.height() < kMinExportPixels || size.width() > kMaxExportPixels
        || size.height() > kMaxExportPixels)
        return RequestProblem::Size;
    if (!(request.scale >= kMinExportScale && request.scale <= kMaxExportScale))
        return RequestProblem::Scale;
    const QSizeF logical = QSizeF(size) / request.scale;
    if (request.format != ExportFormat::Csv && (logical.width() < 160 || logical.height() < 120))
        return RequestProblem::TooSmall;
    if (!ChartTheme::names().contains(request.theme))
        return RequestProblem::Theme;
    if (request.format == ExportFormat::Csv && request.chart == ExportChart::Both)
        return RequestProblem::CsvOfBoth;
    return RequestProblem::None;
}

} // namespace

void ChartExporter::validate(const ExportRequest& request)
{
    const QSize size = request.size;
    switch (findProblem(request)) {
    case RequestProblem::None:
        return;
    case RequestProblem::Size:
        refuse("the size must be from " + std::to_string(kMinExportPixels) + "x" + std::to_string(kMinExportPixels)
            + " to " + std::to_string(kMaxExportPixels) + "x" + std::to_string(kMaxExportPixels) + ", got "
            + std::to_string(size.width()) + "x" + std::to_string(size.height()));
    case RequestProblem::Scale:
        refuse("the scale must be from 0.1 to 10, got " + std::to_string(request.scale));
    case RequestProblem::TooSmall:
        refuse("at scale " + std::to_string(request.scale) + " a " + std::to_string(size.width()) + "x"
            + std::to_string(size.height()) + " image leaves the charts less than 160x120 to be drawn in; use a "
            + "larger size or a smaller scale");
    case RequestProblem::Theme:
        refuse("the theme must be light, dark or slide, got \"" + text(request.theme) + "\"");
    case RequestProblem::CsvOfBoth:
        refuse("a CSV file holds one chart's data: export the roofline chart or the batch-size chart");
    }
}

QString ChartExporter::problemText(const ExportRequest& request)
{
    const QSize size = request.size;
    switch (findProblem(request)) {
    case RequestProblem::None:
        return {};
    case RequestProblem::Size:
        return tr("The size must be from %1×%1 to %2×%2 pixels, not %3×%4.")
            .arg(kMinExportPixels)
            .arg(kMaxExportPixels)
            .arg(size.width())
            .arg(size.height());
    case RequestProblem::Scale:
        return tr("The scale must be from 0.1 to 10, not %1.").arg(request.scale);
    case RequestProblem::TooSmall:
        return tr("At scale %1 a %2×%3 image leaves the charts less than 160×120 to be drawn in: use a larger "
                  "size or a smaller scale.")
            .arg(request.scale)
            .arg(size.width())
            .arg(size.height());
    case RequestProblem::Theme:
        return tr("The theme must be light, dark or slide, not “%1”.").arg(request.theme);
    case RequestProblem::CsvOfBoth:
        return tr("A CSV file holds one chart's data: export the roofline chart or the batch-size chart.");
    }
    return {};
}

void ChartExporter::layOutChart(ChartBase& chart, const QRect& rect, const ChartTheme& theme)
{
    // The chart lays itself out for the size it is given (a grid of chips, the legend's columns), as
    // it would in a window that size.
    chart.resize(rect.size());
    chart.plot()->resize(rect.size());
    // A hidden widget gets its resize event only when shown: the plot is told its size, so its
    // replots lay out (and thin the tick labels) for the size it is drawn at.
    chart.plot()->setViewport(QRect(QPoint(0, 0), rect.size()));
    chart.setTheme(theme);
    chart.updateNow();
    // Once more: the tick labels are thinned for the axes' length the first layout gave them, and the
    // labels are placed (and numbered) for the layout the drawing will have.
    chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
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
    }
    painter.restore();
    if (dropped)
        dropped->append(chart.droppedLabelTexts());
    if (omitted)
        omitted->append(chart.omittedLabelTexts());
}

void ChartExporter::paint(QCPPainter& painter, QSizeF logical, const ExportRequest& request, const ChartTheme& theme,
    bool vector, TextRecordingDevice* recorder, QStringList* dropped, QStringList* omitted)
{
    if (!t_tryingLayout) {
        // A page too full for its type at this size (a label with no room even for a number,
        // texts that would overlap) is drawn smaller as a whole, type and lines alike: the first
        // of these sizes whose page, tried on a device that only measures, reads. A slide's type
        // never goes below kMinTextHeight of the page's height: a slide that does not read at that
        // size says less instead (labels left out, never footnotes past a few).
        std::vector<double> fits {1.0, 0.85, 0.72, 0.6, 0.5};
        double fit = fits.back();
        {
            const TryingLayout trying;
            for (std::size_t i = 0; i < fits.size(); ++i) {
                const double f = fits[i];
                TextRecordingDevice device(QSizeF(logical).toSize());
                QCPPainter trial(&device);
                trial.scale(f, f);
                QStringList left;
                paint(trial, logical / f, request, theme, true, &device, &left);
                trial.end();
                const std::vector<LayoutText> texts = device.texts();
                fit = f;
                if (left.isEmpty() && pageReads(texts, logical))
                    break;
                if (i == 0 && theme.name == QLatin1String("slide") && !texts.empty()) {
                    // The smallest a slide's type may get: the smaller sizes are not tried, the smallest
                    // allowed is (the last one tried is drawn, read or not).
                    double lowest = 1e300;
                    for (const LayoutText& text : texts)
                        lowest = std::min(lowest, text.box.height());
                    const double smallest = kMinTextHeight * logical.height() / lowest;
                    std::erase_if(fits, [smallest](double other) { return other < smallest; });
                    if (smallest < 1.0 && std::find(fits.begin(), fits.end(), smallest) == fits.end())
                        fits.push_back(smallest);
                }
            }
        }
        if (fit < 1.0) {
            const TryingLayout decided; // the page below is drawn, not tried again
            painter.save();
            painter.scale(fit, fit);
            paint(painter, logical / fit, request, theme, vector, recorder, dropped, omitted);
            painter.restore();
            return;
        }
    }
    const auto role = [recorder](const char* name) {
        if (recorder)
            recorder->setRole(QString::fromLatin1(name));
    };
    const QRectF page(QPointF(0, 0), logical);
    if (theme.background.alpha() > 0)
        painter.fillRect(page, theme.background);
    const qreal margin = std::max(8.0, std::round(0.02 * std::min(logical.width(), logical.height())));
    const qreal textWidth = logical.width() - 2 * margin;
    qreal top = margin;
    qreal bottom = logical.height() - margin;
    painter.setPen(theme.foreground);
    const auto heading = [&](const QFont& font, const QString& words) {
        const qreal height = textHeight(painter, font, words, textWidth);
        if (height <= 0.0)
            return;
        painter.setFont(font);
        painter.drawText(QRectF(margin, top, textWidth, height), Qt::TextWordWrap | Qt::AlignHCenter, words);
        top += height + margin * 0.4;
    };
    role("title");
    heading(theme.headingFont, request.title.value_or(QString()));
    role("subtitle");
    heading(theme.subheadingFont, request.subtitle.value_or(QString()));
    role("caption");
    if (const QString caption = request.caption.value_or(QString()); !caption.isEmpty()) {
        const qreal height = textHeight(painter, theme.captionFont, caption, textWidth);
        bottom -= height;
        painter.setFont(theme.captionFont);
        painter.drawText(QRectF(margin, bottom, textWidth, height), Qt::TextWordWrap | Qt::AlignLeft, caption);
        bottom -= margin * 0.4;
    }
    // The charts live only while they draw: kept, they would follow every edit and slider step of
    // the document, doubling the work of the charts on screen.
    std::vector<std::pair<std::unique_ptr<ChartBase>, QRect>> charts;
    if (request.chart == ExportChart::Both) {
        charts.emplace_back(makeChart(ExportChart::Roofline), QRect());
        charts.emplace_back(makeChart(ExportChart::BatchSize), QRect());
    } else {
        charts.emplace_back(makeChart(request.chart, request.model), QRect());
    }
    // Two charts share one legend across the page, in as many columns as its width holds: half a page
    // each, a chart of many chips had a legend of one column that flattened its plot into a strip.
    std::vector<ChartBase::LegendEntry> pageLegend;
    // Where each chart was last laid out: a layout for the same place (a round that only numbers fewer
    // notes) rebuilds nothing, the labels are placed again for the new number of notes.
    std::vector<QRect> laidOutAt(charts.size());
    if (charts.size() == 2) {
        for (std::size_t c = 0; c < charts.size(); ++c) {
            ChartBase& chart = *charts[c].first;
            chart.setPageLegend(true);
            chart.setKeepPlotShape(true);
            laidOutAt[c] = QRectF(0, top, logical.width(), bottom - top).toRect();
            layOutChart(chart, laidOutAt[c], theme);
        }
        pageLegend = mergedLegend(*charts[0].first, *charts[1].first);
    }
    const PageLegendLayout legendLayout = layOutPageLegend(pageLegend, theme.font, textWidth);
    const qreal legendTop = top;
    if (legendLayout.height > 0.0)
        top += legendLayout.height + margin * 0.4;
    // The charts fill the rest; the plots keep a small margin of their own.
    const qreal side = margin * 0.5;
    bool stacked = false; // two charts one above the other, not side by side
    int leftOut = 0; // labels of the last layout numbered or left out
    // A few footnotes at most, on two lines at most: past that a slide says less.
    int budget = kMaxFootnotes;
    const auto layOut = [&](qreal chartsBottom) {
        const QRectF area(side, top, logical.width() - 2 * side, std::max(1.0, chartsBottom - top));
        if (charts.size() == 2 && stacked) {
            const qreal half = (area.height() - margin * 0.5) / 2.0;
            charts[0].second = QRectF(area.left(), area.top(), area.width(), half).toRect();
            charts[1].second = QRectF(area.left(), area.bottom() - half, area.width(), half).toRect();
        } else if (charts.size() == 2) {
            const qreal half = (area.width() - margin) / 2.0;
            charts[0].second = QRectF(area.left(), area.top(), half, area.height()).toRect();
            charts[1].second = QRectF(area.right() - half, area.top(), half, area.height()).toRect();
        } else {
            charts[0].second = area.toRect();
        }
        std::vector<LabelItem::Footnote> footnotes;
        int numbered = 0;
        for (std::size_t c = 0; c < charts.size(); ++c) {
            const auto& [chart, rect] = charts[c];
            if (rect != laidOutAt[c]) {
                layOutChart(*chart, rect, theme);
                laidOutAt[c] = rect;
            }
            const std::vector<LabelItem::Footnote> more
                = chart->numberLeftOutLabels(numbered + 1, budget - static_cast<int>(footnotes.size()));
            footnotes.insert(footnotes.end(), more.begin(), more.end());
            numbered += static_cast<int>(
                std::count_if(more.begin(), more.end(), [](const auto& note) { return note.number > 0; }));
        }
        leftOut = static_cast<int>(footnotes.size());
        for (const auto& [chart, rect] : charts)
            leftOut += static_cast<int>(chart->droppedLabelTexts().size() + chart->omittedLabelTexts().size());
        // Numbered notes first, in order; then the texts with no number on a chart.
        std::stable_partition(
            footnotes.begin(), footnotes.end(), [](const LabelItem::Footnote& note) { return note.number > 0; });
        QStringList notes;
        for (const LabelItem::Footnote& footnote : footnotes) {
            // A label not even a number found room for on its chart: its text alone.
            const QString text = QString(footnote.text).replace(QLatin1Char('\n'), QLatin1Char(' '));
            notes.append(footnote.number > 0 ? QString::number(footnote.number) + QChar(0x2002) + text : text);
        }
        // En spaces keep a number with its text; wide gaps set the notes apart.
        return notes.join(QStringLiteral("\u2003\u2003"));
    };
    // Whether every plot of the page keeps the shape of a chart: between 1:1 and 2:1, never a strip in
    // which a log–log slope looks flat.
    const auto chartShaped = [&charts] {
        for (const auto& [chart, rect] : charts) {
            for (const QRectF& plot : chart->panelRects()) {
                const double aspect = plot.width() / std::max(1.0, plot.height());
                if (aspect < kMinPlotAspect || aspect > kMaxPlotAspect)
                    return false;
            }
        }
        return true;
    };
    const auto noteLines = [&](const QString& notes) {
        if (notes.isEmpty())
            return 0;
        const qreal line = QFontMetricsF(theme.captionFont, painter.device()).lineSpacing();
        return static_cast<int>(std::lround(textHeight(painter, theme.captionFont, notes, textWidth) / line));
    };
    // Labels with no room on a chart become numbered notes under it, in the room the charts give up.
    QString notes = layOut(bottom);
    if (charts.size() == 2 && (charts[0].first->panelCount() > 1 || charts[1].first->panelCount() > 1)) {
        // Two grids of small charts side by side get half a page each, and a legend row squeezed
        // into that half; one above the other they get its whole width. Whichever leaves fewer
        // labels out is drawn (a tie: side by side, as single charts are), unless one above the
        // other would flatten a plot into a strip.
        const int beside = leftOut;
        const bool besideShaped = chartShaped();
        stacked = true;
        const QString stackedNotes = layOut(bottom);
        if (chartShaped() && (leftOut < beside || !besideShaped)) {
            notes = stackedNotes;
        } else {
            stacked = false;
            notes = layOut(bottom);
        }
    }
    qreal chartsBottom = bottom;
    // Smaller charts may number a label or two more: a few rounds until the notes fit their room,
    // on two lines at most (fewer footnotes each round it takes more).
    for (int round = 0; round < 8 && !notes.isEmpty(); ++round) {
        if (noteLines(notes) > kMaxFootnoteLines && budget > 0) {
            --budget;
            notes = layOut(chartsBottom);
            continue;
        }
        const qreal needed = textHeight(painter, theme.captionFont, notes, textWidth) + margin * 0.4;
        if (bottom - chartsBottom >= needed)
            break;
        chartsBottom = bottom - needed;
        notes = layOut(chartsBottom);
    }
    role("legend");
    drawPageLegend(painter, pageLegend, legendLayout, QPointF(margin, legendTop), theme);
    for (const auto& [chart, rect] : charts)
        renderChart(*chart, painter, rect, vector, recorder, dropped, omitted);
    if (!notes.isEmpty()) {
        role("footnote");
        painter.setPen(theme.foreground);
        painter.setFont(theme.captionFont);
        const qreal height = textHeight(painter, theme.captionFont, notes, textWidth);
        painter.drawText(
            QRectF(margin, chartsBottom + margin * 0.4, textWidth, height), Qt::TextWordWrap | Qt::AlignLeft, notes);
    }
}

QImage ChartExporter::renderImage(const ExportRequest& asked)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    const ChartTheme theme = themeFor(request);
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
    paint(painter, QSizeF(request.size) / request.scale, request, theme, false);
    painter.end();
    return image;
}

LayoutReport ChartExporter::layoutReport(const ExportRequest& asked)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    const ChartTheme theme = themeFor(request);
    LayoutReport report;
    report.page = request.size;
    TextRecordingDevice device(request.size);
    QCPPainter painter(&device);
    painter.scale(request.scale, request.scale);
    // Drawn as the vector formats are (every text as text), laid out as every format is.
    paint(
        painter, QSizeF(request.size) / request.scale, request, theme, true, &device, &report.dropped, &report.omitted);
    painter.end();
    report.texts = device.texts();
    report.plots = device.plots();
    return report;
}

QByteArray ChartExporter::render(const ExportRequest& asked)
{
    validate(asked);
    const ExportRequest request = withWords(asked);
    if (request.format == ExportFormat::Csv) {
        const std::vector<const Chip*> chips = m_document.shownChipPointers();
        const Project& project = m_document.project();
        if (request.chart == ExportChart::ModelPareto) {
            const std::vector<ParetoPoint> points
                = projectModelPareto(project, chips, request.model, m_document.modelLibrary());
            return QByteArray::fromStdString(modelParetoToCsv(project.models[request.model].modelId, points));
        }
        const std::string csv = request.chart == ExportChart::Roofline
            ? rooflineCsv(project, chips, m_document.modelLibrary())
            : sweepCsv(project, chips);
        return QByteArray::fromStdString(csv);
    }
    if (request.format == ExportFormat::Png)
        return encodePng(renderImage(request));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const ChartTheme theme = themeFor(request);
    // Vector formats are drawn at the logical size; the viewer scales them.
    const QSizeF logical = QSizeF(request.size) / request.scale;
    const QSize drawing = logical.toSize();
    if (request.format == ExportFormat::Svg) {
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
        paint(painter, QSizeF(drawing), request, theme, true);
        painter.end();
        return bytes;
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
    paint(painter, logical, request, theme, true);
    painter.end();
    return bytes;
}

void ChartExporter::exportToFile(const ExportRequest& request, const QString& path)
{
    const QByteArray bytes = render(request);
    writeFileAtomically(
        path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

} // namespace roofline::ui
