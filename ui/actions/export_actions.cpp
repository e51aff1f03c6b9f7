#include "ui/actions/export_actions.h"

#include "core/base/error.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/document.h"
#include "ui/export/png_writer.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/settings.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QWidget>

namespace roofline::ui {

namespace {

QString filterFor(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return ExportActions::tr("PNG images (*.png)");
    case ExportFormat::Svg:
        return ExportActions::tr("SVG drawings (*.svg)");
    case ExportFormat::Pdf:
        return ExportActions::tr("PDF documents (*.pdf)");
    case ExportFormat::Csv:
        return ExportActions::tr("CSV files (*.csv)");
    }
    return {};
}

} // namespace

ExportActions::ExportActions(Document& document, const RooflineChart* screenChart, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_screenChart(screenChart)
    , m_window(window)
    , m_exporter(document)
    , m_export(new QAction(QIcon::fromTheme(QStringLiteral("document-export")), QString(), this))
    , m_copy(new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), QString(), this))
{
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    retranslate(this, [this] {
        m_export->setText(tr("&Export Chart…"));
        m_export->setToolTip(tr("Save the roofline chart, the batch-size chart or both as PNG, SVG, PDF or CSV"));
        m_copy->setText(tr("&Copy Chart"));
        m_copy->setToolTip(tr("Put the chart on the clipboard as a PNG image, as the last export drew it"));
    });
    connect(m_export, &QAction::triggered, this, &ExportActions::showDialog);
    connect(m_copy, &QAction::triggered, this, &ExportActions::copyChart);
}

ExportActions::~ExportActions() = default;

ExportRequest ExportActions::lastRequest() const
{
    ExportRequest request = exportRequestFrom(m_document.project().exportSettings);
    request.model = m_currentModel ? m_currentModel() : 0;
    // The last export drew the Model panel's chart, and the project has no model now: the charts of the window.
    // So did one of a calibration the project no longer holds.
    const ChartExport& chart = chartExport(request.chart);
    if ((chart.needsModel && request.model >= m_document.project().models.size())
        || (chart.unmet && !chart.unmet(m_document.project()).empty()))
        request.chart = ExportChart::Both;
    return request;
}

void ExportActions::showDialog()
{
    showDialogFor(lastRequest());
}

void ExportActions::exportModelChart()
{
    ExportRequest request = lastRequest();
    request.chart = ExportChart::ModelPareto;
    showDialogFor(request);
}

void ExportActions::showDialogFor(ExportRequest asked)
{
    if (m_screenChart)
        m_exporter.setFocusChip(m_screenChart->focusChip());
    ExportDialog dialog(m_exporter, asked, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportRequest request = dialog.request();
    const QString extension = exportFormatName(request.format);
    const QString stem = QString::fromLatin1(chartExport(request.chart).fileStem);
    const QString last = Settings::exportDirectory();
    const QString start = QDir(last.isEmpty() ? QDir::homePath() : last).filePath(stem + QLatin1Char('.') + extension);
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export chart"), start, filterFor(request.format));
    if (path.isEmpty())
        return;
    if (exportFormatForPath(path) != request.format)
        path += QLatin1Char('.') + extension;
    exportTo(request, path);
}

std::vector<NamedPath> ExportActions::inputFiles() const
{
    std::vector<NamedPath> inputs;
    // Only files that are there: a name that leads nowhere cannot be destroyed.
    const auto add = [&](const QString& what, const std::string& path) {
        if (!path.empty() && fileKindOf(path) != FileKind::Missing)
            inputs.push_back({what.toStdString(), path});
    };
    if (m_projectFile)
        add(tr("the project file"), m_projectFile().toStdString());
    const Project& project = m_document.project();
    for (const Chip& chip : project.customChips)
        add(tr("the file of the chip %1").arg(QString::fromStdString(chip.name)), chip.origin);
    for (const ModelConfig& model : project.customModels)
        add(tr("the file of the model %1").arg(QString::fromStdString(model.name)), model.origin);
    add(tr("the measurements compared with"), project.comparedPath);
    return inputs;
}

bool ExportActions::exportTo(const ExportRequest& request, const QString& path, bool quiet)
{
    if (m_screenChart)
        m_exporter.setFocusChip(m_screenChart->focusChip());
    const auto failed = [&](const QString& problem) {
        const QString text = tr("%1 was not written: %2").arg(path, problem);
        if (!quiet)
            QMessageBox::warning(m_window, tr("Export failed"), text);
        Q_EMIT message(text);
        return false;
    };
    try {
        const std::vector<NamedPath> output {{std::string(), path.toStdString()}};
        checkOutputPaths(output, inputFiles());
    } catch (const Error& error) {
        return failed(errorText(error, ErrorSource::Hidden)); // the path is said already
    }
    try {
        m_exporter.exportToFile(request, path);
    } catch (const Error& error) {
        // A request the exporter refuses is said in the user's language; a failed write names the file.
        const QString problem = ChartExporter::problemText(request);
        return failed(problem.isEmpty() ? errorText(error) : problem);
    }
    m_document.setExportSettings(exportSettingsFrom(request));
    // New projects start from the last export's settings, and the next export's folder is this one.
    Settings::setExportDefaults(exportSettingsFrom(request));
    Settings::setExportDirectory(QFileInfo(path).absolutePath());
    Q_EMIT message(tr("Exported %1").arg(path));
    return true;
}

void ExportActions::copyChart()
{
    if (m_screenChart)
        m_exporter.setFocusChip(m_screenChart->focusChip());
    ExportRequest request = lastRequest();
    request.format = ExportFormat::Png;
    QImage image;
    try {
        image = m_exporter.renderImage(request);
    } catch (const Error& error) {
        Q_EMIT message(tr("The chart was not copied: %1").arg(errorText(error)));
        return;
    }
    // Both an image and PNG bytes: image editors take the first, office suites often the second.
    auto* data = new QMimeData;
    data->setImageData(image);
    data->setData(QStringLiteral("image/png"), encodePng(image));
    QGuiApplication::clipboard()->setMimeData(data);
    Q_EMIT message(tr("Copied the chart as a %1 × %2 PNG image").arg(image.width()).arg(image.height()));
}

} // namespace roofline::ui
