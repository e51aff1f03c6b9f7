#pragma once

#include "core/chip.h"

#include <QDialog>

#include <array>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace roofline::ui {

// A form for a custom chip: name, id, vendor, a dense peak per precision, memory levels and links
// (name, bandwidth per direction, capacity), the achievable fraction and notes. Numbers accept 1e14
// or 197e12. The chip is checked as you type with core's validateChip (the same rules as chip
// files) and OK stays off until it passes; ids of built-in chips are refused.
class ChipEditorDialog : public QDialog {
    Q_OBJECT
public:
    // takenIds: ids that belong to other chips (built-in ones, and other saved ones when renaming).
    ChipEditorDialog(const Chip& chip, std::vector<std::string> takenIds, QWidget* parent = nullptr);

    Chip chip() const { return m_chip; }
    bool isValid() const { return m_valid; }
    QString problem() const;

    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* idEdit() const { return m_id; }
    QComboBox* vendorBox() const { return m_vendor; }
    QLineEdit* peakEdit(Dtype dtype) const;
    QTableWidget* levelTable() const { return m_levels; }

    // Rows of the level table: name, kind ("memory" or "link"), bandwidth (B/s), capacity (bytes).
    void addLevelRow(const BandwidthLevel& level);

private:
    void validate();

    std::vector<std::string> m_takenIds;
    Chip m_chip;
    bool m_valid = false;
    bool m_idEdited = false;
    QLineEdit* m_name;
    QLineEdit* m_id;
    QComboBox* m_vendor;
    std::array<QLineEdit*, 8> m_peaks {};
    QTableWidget* m_levels;
    QCheckBox* m_hasAchievable;
    QDoubleSpinBox* m_achievable;
    QPlainTextEdit* m_notes;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace roofline::ui
