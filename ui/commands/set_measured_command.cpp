#include "ui/commands/set_measured_command.h"

namespace roofline::ui {

SetMeasuredCommand::SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document.measured())
    , m_after(std::move(measured))
{ }

void SetMeasuredCommand::undo()
{
    m_document.setMeasured(m_before);
}

void SetMeasuredCommand::redo()
{
    m_document.setMeasured(m_after);
}

} // namespace roofline::ui
