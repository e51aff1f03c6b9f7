#pragma once

#include "ui/export/chart_exporter.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <functional>

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

    // The Export dialog with the Model panel's latency against throughput chosen (the panel's Chart… button).
    void exportModelChart();

    // Writes the export and remembers its settings in the project. On failure says why (a message
    // box unless quiet) and returns false; no file is left half-written.
    bool exportTo(const ExportRequest& request, const QString& path, bool quiet = false);

    // The chart as a PNG on the clipboard, at the project's export settings.
    void copyChart();

Q_SIGNALS:
    void message(const QString& text);

private:
    void showDialog();
    void showDialogFor(ExportRequest request);
    ExportRequest lastRequest() const; // the project's export settings, of the current model

    Document& m_document;
    const RooflineChart* m_screenChart;
    QWidget* m_window;
    ChartExporter m_exporter;
    std::function<std::size_t()> m_currentModel;
    QAction* m_export;
    QAction* m_copy;
};

} // namespace roofline::ui
