#pragma once

#include "core/scene/calibration.h"

#include <QDialog>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;

namespace roofline::ui {

class Document;
class ProjectionChart;

// Measurements → Project onto Other Chips… (docs/model.md §15): the step a calibrated chip's kernels make, on each
// chip chosen from the library, as the projection chart stacks it by class with the unmodelled time carried
// over; the measured chip's efficiencies, or (ticked) each target's own when the project holds its calibration.
// Under the chart, in words, what each bar rests on. Follows the document.
class ProjectionDialog : public QDialog {
    Q_OBJECT
public:
    ProjectionDialog(Document& document, QWidget* parent = nullptr);

    ProjectionChart* chart() const { return m_chart; }
    // The chips projected onto, by id (the shown chips other than the measured one, until the user picks).
    std::vector<std::string> targets() const;
    void setTargets(const std::vector<std::string>& chipIds);
    void setOwnEfficiencies(bool own);
    QString summaryText() const;

private:
    void sync();
    void fillChips();
    void reproject();
    const Calibration* source() const;

    Document& m_document;
    QComboBox* m_sources;
    QListWidget* m_chips;
    QCheckBox* m_own;
    ProjectionChart* m_chart;
    QLabel* m_summary;
    std::string m_sourceId;
    bool m_picked = false; // the user chose the targets: keep them
};

} // namespace roofline::ui
