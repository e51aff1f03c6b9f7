#include "ui/commands/insert_op_command.h"

namespace roofline::ui {

InsertOpCommand::InsertOpCommand(Document& document, OpList list, int index, Op op, UndoText text)
    : OpRowCommand(document, list, index)
    , m_op(std::move(op))
{
    setUndoText(this, std::move(text));
}

void InsertOpCommand::undo()
{
    m_document.removeOp(m_list, m_index);
}

void InsertOpCommand::redo()
{
    m_document.insertOp(m_list, m_index, m_op);
}

} // namespace roofline::ui
