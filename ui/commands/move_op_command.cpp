#include "ui/commands/move_op_command.h"

namespace roofline::ui {

MoveOpCommand::MoveOpCommand(Document& document, OpList list, int from, int to, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_list(list)
    , m_from(from)
    , m_to(to)
{
    setUndoText(this, std::move(text));
}

void MoveOpCommand::undo()
{
    m_document.moveOp(m_list, m_to, m_from);
}

void MoveOpCommand::redo()
{
    m_document.moveOp(m_list, m_from, m_to);
}

} // namespace roofline::ui
