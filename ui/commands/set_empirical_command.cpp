#include "ui/commands/set_empirical_command.h"

namespace roofline::ui {

SetEmpiricalCommand::SetEmpiricalCommand(Document& document, std::vector<EmpiricalRoofline> after, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.empiricalRooflines())
    , m_after(std::move(after))
{
    setUndoText(this, std::move(text));
}

void SetEmpiricalCommand::undo()
{
    m_document.setEmpiricalRooflines(m_before);
}

void SetEmpiricalCommand::redo()
{
    m_document.setEmpiricalRooflines(m_after);
}

} // namespace roofline::ui
