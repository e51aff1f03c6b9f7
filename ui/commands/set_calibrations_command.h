#pragma once

#include "ui/document.h"
#include "ui/i18n/undo_text.h"

#include <vector>

namespace roofline::ui {

// Sets the project's calibrations (docs/model.md §15): one calibrated, loaded or removed, as one undo step.
class SetCalibrationsCommand : public WordedUndoCommand {
public:
    SetCalibrationsCommand(Document& document, std::vector<Calibration> after, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<Calibration> m_before;
    std::vector<Calibration> m_after;
};

} // namespace roofline::ui
