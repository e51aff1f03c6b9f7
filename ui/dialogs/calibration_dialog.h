#pragma once

#include "core/scene/calibration.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace roofline::ui {

class Document;
class ParityChart;

// Measurements → Predicted against Measured… (docs/model.md §15): the parity chart of a calibrated chip, the chip
// chosen among those calibrated, and under it in words what the calibration rests on — its file or the project's
// measurements, how many groups, each class and bound's efficiency — and the four error figures. Follows the
// document: a calibration made, loaded, undone or removed shows at once.
class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    CalibrationDialog(Document& document, QWidget* parent = nullptr);

    // The calibration shown (null: the project holds none).
    const Calibration* shownCalibration() const;
    ParityChart* chart() const { return m_chart; }
    QString summaryText() const;

private:
    void sync();
    void showChosen();

    Document& m_document;
    QComboBox* m_chips;
    ParityChart* m_chart;
    QLabel* m_summary;
    std::string m_chipId; // of the calibration shown
};

} // namespace roofline::ui
