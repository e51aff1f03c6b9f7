#include "ui/commands/set_calibrations_command.h"

namespace roofline::ui {

SetCalibrationsCommand::SetCalibrationsCommand(Document& document, std::vector<Calibration> after, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.calibrations())
    , m_after(std::move(after))
{
    setUndoText(this, std::move(text));
}

void SetCalibrationsCommand::undo()
{
    m_document.setCalibrations(m_before);
}

void SetCalibrationsCommand::redo()
{
    m_document.setCalibrations(m_after);
}

} // namespace roofline::ui
