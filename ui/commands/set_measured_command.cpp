#include "ui/commands/set_measured_command.h"

#include <utility>

namespace roofline::ui {

SetMeasuredCommand::SetMeasuredCommand(
    Document& document, std::vector<MeasuredKernel> measured, UndoText text, std::optional<MeasuredSelection> selection)
    : WordedUndoCommand()
    , m_document(document)
    , m_other(std::move(measured))
    , m_firstSelection(std::move(selection))
{
    setUndoText(this, std::move(text));
}

void SetMeasuredCommand::undo()
{
    m_document.swapMeasured(m_other);
}

void SetMeasuredCommand::redo()
{
    m_document.swapMeasured(m_other, std::exchange(m_firstSelection, std::nullopt));
}

} // namespace roofline::ui
