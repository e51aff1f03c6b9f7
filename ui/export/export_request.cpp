#include "ui/export/export_request.h"

#include "core/base/error.h"
#include "core/formats/project_json.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/export/chart_exporter.h"

#include <QFileInfo>

namespace roofline::ui {

namespace {

std::string text(const QString& value)
{
    return value.toStdString();
}

} // namespace

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

namespace {

// What is wrong with a request, as data: validate() says it in core's English (the CLI), problemText()
// in the user's language (the Export dialog).
// NoCsv: a chart without a CSV of its own (both charts: a CSV holds one chart's data).
enum class RequestProblem { None, Size, Scale, TooSmall, Theme, NoCsv };

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
    if (request.format == ExportFormat::Csv && !chartExport(request.chart).csv)
        return RequestProblem::NoCsv;
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
        refuse("the theme must be light, dark, slide or slide-dark, got \"" + text(request.theme) + "\"");
    case RequestProblem::NoCsv:
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
        return tr("The theme must be light, dark, slide or slide-dark, not “%1”.").arg(request.theme);
    case RequestProblem::NoCsv:
        return tr("A CSV file holds one chart's data: export the roofline chart or the batch-size chart.");
    }
    return {};
}

} // namespace roofline::ui
