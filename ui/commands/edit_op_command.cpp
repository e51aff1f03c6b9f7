#include "ui/commands/edit_op_command.h"

namespace roofline::ui {

EditOpCommand::EditOpCommand(Document& document, OpList list, int index, Op op, UndoText text)
    : OpRowCommand(document, list, index)
    , m_before(document.ops(list).at(static_cast<std::size_t>(index)))
    , m_after(std::move(op))
{
    setUndoText(this, std::move(text));
}

void EditOpCommand::undo()
{
    m_document.replaceOp(m_list, m_index, m_before);
}

void EditOpCommand::redo()
{
    m_document.replaceOp(m_list, m_index, m_after);
}

} // namespace roofline::ui
