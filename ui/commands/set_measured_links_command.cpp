#include "ui/commands/set_measured_links_command.h"

namespace roofline::ui {

SetMeasuredLinksCommand::SetMeasuredLinksCommand(Document& document, std::vector<MeasuredLink> after, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.measuredLinks())
    , m_after(std::move(after))
{
    setUndoText(this, std::move(text));
}

void SetMeasuredLinksCommand::undo()
{
    m_document.setMeasuredLinks(m_before);
}

void SetMeasuredLinksCommand::redo()
{
    m_document.setMeasuredLinks(m_after);
}

} // namespace roofline::ui
