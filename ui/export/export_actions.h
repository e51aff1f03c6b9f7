#pragma once

#include "ui/export/chart_exporter.h"

#include <QObject>
#include <QString>

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

    // Writes the export and remembers its settings in the project. On failure says why (a message
    // box unless quiet) and returns false; no file is left half-written.
    bool exportTo(const ExportRequest& request, const QString& path, bool quiet = false);

    // The chart as a PNG on the clipboard, at the project's export settings.
    void copyChart();

Q_SIGNALS:
    void message(const QString& text);

private:
    void showDialog();

    Document& m_document;
    const RooflineChart* m_screenChart;
    QWidget* m_window;
    ChartExporter m_exporter;
    QAction* m_export;
    QAction* m_copy;
};

} // namespace roofline::ui
