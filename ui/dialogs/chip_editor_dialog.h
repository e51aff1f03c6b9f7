#pragma once

#include "core/formulas/chip.h"

#include <QDialog>
#include <QSet>
#include <QString>

#include <array>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace roofline::ui {

// A problem with what the form holds, and the field it is about (see ChipEditorDialog::m_touched).
struct FormProblem {
    QString field;
    QString text;
};

// A form for a custom chip: name, id, vendor, a dense peak and a vector-unit peak per precision, memory levels
// and links (name, bandwidth per direction, capacity; a link's count and latency), the achievable fraction and
// notes: every field of a chip file but its sources. Numbers accept 1e14
// or 197e12. The chip is checked as you type with core's validateChip (the same rules as chip
// files); ids of built-in chips are refused. A new chip's form says what is wrong only with fields
// the user has touched; Save on a form that does not pass says the first problem, puts the cursor
// on its field and keeps the form open. A form for an existing chip says every problem at once.
class ChipEditorDialog : public QDialog {
    Q_OBJECT
public:
    // takenIds: ids that belong to other chips (built-in ones, and other saved ones when renaming).
    ChipEditorDialog(const Chip& chip, std::vector<std::string> takenIds, QWidget* parent = nullptr);

    Chip chip() const { return m_chip; }
    bool isValid() const { return m_valid; }
    QString problem() const { return m_problemText; } // the first problem, shown or not yet

    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* peakEdit(Dtype dtype) const;

    // Rows of the level table: name, kind ("memory" or "link"), bandwidth (B/s), capacity (bytes), and for a link
    // how many such links the chip has and one hop's latency (s).
    void addLevelRow(const BandwidthLevel& level);

private:
    QGroupBox* makePeakGroup(bool vector); // the dense (matrix) peaks, or the vector units'
    void validate();
    void touch(const QString& field); // the user changed a field: its problems may be said
    void showProblem();
    void save(); // Save pressed
    QWidget* fieldWidget(const QString& field) const;

    std::vector<std::string> m_takenIds;
    Chip m_chip;
    bool m_valid = false;
    bool m_idEdited = false;
    // Fields the user has changed: "name", "id", "vendor", "peak <dtype>", "vector <dtype>", "row <n>" (a level's
    // row), "levels" (rows added or removed), "achievable". The problem's field, and whether
    // every problem is said (after Save, or for an existing chip).
    QSet<QString> m_touched;
    std::vector<FormProblem> m_problems; // in the form's order
    QString m_problemField;
    QString m_problemText;
    bool m_sayEverything = false;
    bool m_filling = false; // rows being added by the form itself
    QLineEdit* m_name;
    QLineEdit* m_id;
    QComboBox* m_vendor;
    std::array<QLineEdit*, kComputeDtypes.size()> m_peaks {};
    std::array<QLineEdit*, kComputeDtypes.size()> m_vectorPeaks {};
    QTableWidget* m_levels;
    QCheckBox* m_hasAchievable;
    QDoubleSpinBox* m_achievable;
    QPlainTextEdit* m_notes;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace roofline::ui
