#include "ui/commands/remove_op_command.h"

namespace roofline::ui {

RemoveOpCommand::RemoveOpCommand(Document& document, OpList list, int index, UndoText text)
    : OpRowCommand(document, list, index)
    , m_op(document.ops(list).at(static_cast<std::size_t>(index)))
    , m_links(document.measuredLinks())
{
    setUndoText(this, std::move(text));
}

void RemoveOpCommand::undo()
{
    m_document.insertOp(m_list, m_index, m_op);
    m_document.setMeasuredLinks(m_links);
}

void RemoveOpCommand::redo()
{
    m_document.removeOp(m_list, m_index);
}

} // namespace roofline::ui
