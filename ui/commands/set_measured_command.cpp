#include "ui/commands/set_measured_command.h"

namespace roofline::ui {

SetMeasuredCommand::SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_other(std::move(measured))
{
    setUndoText(this, std::move(text));
}

void SetMeasuredCommand::undo()
{
    m_document.swapMeasured(m_other);
}

void SetMeasuredCommand::redo()
{
    m_document.swapMeasured(m_other);
}

} // namespace roofline::ui
