#include "ui/commands/set_measured_command.h"

namespace roofline::ui {

SetMeasuredCommand::SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.measured())
    , m_after(std::move(measured))
{
    setUndoText(this, std::move(text));
}

void SetMeasuredCommand::undo()
{
    m_document.setMeasured(m_before);
}

void SetMeasuredCommand::redo()
{
    m_document.setMeasured(m_after);
}

} // namespace roofline::ui
