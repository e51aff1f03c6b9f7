#pragma once

#include "core/formulas/chip.h"
#include "core/model/model_config.h"
#include "core/scene/model_entry.h"

#include <QDialog>

#include <optional>
#include <vector>

class QButtonGroup;
class QLabel;
class QListWidget;
class QSpinBox;

namespace roofline::ui {

// Add Model…: a model of the library, or one read from a model file or a Hugging Face config.json, its
// phase (prefill, decode, or both side by side) and the tensor parallelism to start with on the chips
// shown (the Model panel sets it chip by chip afterwards).
class AddModelDialog : public QDialog {
    Q_OBJECT
public:
    AddModelDialog(
        const std::vector<ModelConfig>& library, const std::vector<Chip>& shownChips, QWidget* parent = nullptr);

    // Reads a model file or config.json into the list and selects it; false (and the reason shown in the
    // dialog, in the user's language) when it cannot be read.
    bool loadFile(const QString& path);

    // The model entry to add, and the model itself when it came from a file (to embed in the project).
    ModelEntry entry() const;
    std::optional<ModelConfig> ownModel() const;
    const ModelConfig* selectedModel() const;

    QString problem() const; // the last file's error; empty when none

private:
    void refill();
    void setWords();

    std::vector<ModelConfig> m_models; // the library, then models read from files
    std::size_t m_libraryCount = 0;
    std::vector<Chip> m_chips;
    QListWidget* m_list;
    QButtonGroup* m_phase;
    QSpinBox* m_tp;
    QLabel* m_problem;
    QLabel* m_tpNote;
};

} // namespace roofline::ui
