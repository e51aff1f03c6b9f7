#pragma once

#include "ui/export/chart_exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace roofline::ui {

// File → Export Chart…: which chart (roofline, batch size, both side by side, or the Model panel's latency
// against throughput when the project has a model), the format (PNG,
// SVG, PDF, CSV of the plotted data), the size (presets or custom, and a scale), the theme, a
// transparent background, and a title, subtitle and caption; with a preview drawn by the exporter
// itself, so what is previewed is what is written.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(ChartExporter& exporter, const ExportRequest& request, QWidget* parent = nullptr);

    ExportRequest request() const;
    void setRequest(const ExportRequest& request);

    // For tests: the preview as last drawn, and the widgets.
    const QImage& previewImage() const { return m_previewImage; }
    void updatePreviewNow();
    QComboBox* chartBox() const { return m_chart; }
    QComboBox* formatBox() const { return m_format; }
    QComboBox* presetBox() const { return m_preset; }
    QSpinBox* widthBox() const { return m_width; }
    QLineEdit* titleEdit() const { return m_title; }
    QLineEdit* subtitleEdit() const { return m_subtitle; }
    QLineEdit* captionEdit() const { return m_caption; }

private:
    void syncControls();
    void schedulePreview();

    ChartExporter& m_exporter;
    QComboBox* m_chart;
    QComboBox* m_format;
    QComboBox* m_preset;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QDoubleSpinBox* m_scale;
    QComboBox* m_theme;
    QCheckBox* m_transparent;
    QLineEdit* m_title;
    QLineEdit* m_subtitle;
    QLineEdit* m_caption;
    QLabel* m_preview;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QTimer* m_previewTimer;
    QImage m_previewImage;
    // The words the exporter gives the chart chosen: a field showing them is left to the exporter,
    // so it follows the chart and the project; a field the user changed keeps their words.
    SlideWords m_defaults;
    std::size_t m_model = 0; // the request's model, kept for its words and the request
    bool m_syncing = false;
};

} // namespace roofline::ui
