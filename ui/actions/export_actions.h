#pragma once

#include "core/files/safe_paths.h"
#include "ui/export/chart_exporter.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <functional>
#include <vector>

class QAction;
class QWidget;

namespace roofline::ui {

class Document;
class RooflineChart;

// File → Export Chart… and Edit → Copy Chart. Both draw with the exporter's own charts at the
// project's export settings (the last export's), so a copy pastes into a slide as the export would.
class ExportActions : public QObject {
    Q_OBJECT
public:
    // screenChart: the window's roofline chart, whose focus chip an export shades too.
    ExportActions(Document& document, const RooflineChart* screenChart, QWidget* window);
    ~ExportActions() override;

    QAction* exportAction() const { return m_export; }
    QAction* copyAction() const { return m_copy; }
    ChartExporter& exporter() { return m_exporter; }
    // The model a latency against throughput export draws: the Model panel's (the first until set).
    void setCurrentModel(std::function<std::size_t()> currentModel) { m_currentModel = std::move(currentModel); }
    // The open project's file (empty while it has none): an export may not replace it.
    void setProjectFile(std::function<QString()> projectFile) { m_projectFile = std::move(projectFile); }

    // The Export dialog with the Model panel's latency against throughput chosen (the panel's Chart… button).
    void exportModelChart();

    // Writes the export and remembers its settings in the project. On failure says why (a message
    // box unless quiet) and returns false; no file is left half-written. A path that is one of the files the
    // project was read from (its project file, a chip's or a model's file, the measurements it compares
    // with) is refused before anything is drawn, as the command line refuses an output that is an input.
    bool exportTo(const ExportRequest& request, const QString& path, bool quiet = false);

    // The chart as a PNG on the clipboard, at the project's export settings.
    void copyChart();

Q_SIGNALS:
    void message(const QString& text);

private:
    void showDialog();
    void showDialogFor(ExportRequest request);
    ExportRequest lastRequest() const; // the project's export settings, of the current model
    std::vector<NamedPath> inputFiles() const; // the files the project was read from, each named

    Document& m_document;
    const RooflineChart* m_screenChart;
    QWidget* m_window;
    ChartExporter m_exporter;
    std::function<std::size_t()> m_currentModel;
    std::function<QString()> m_projectFile;
    QAction* m_export;
    QAction* m_copy;
};

} // namespace roofline::ui
