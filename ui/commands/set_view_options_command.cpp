#include "ui/commands/set_view_options_command.h"

namespace roofline::ui {

SetViewOptionsCommand::SetViewOptionsCommand(Document& document, ViewOptions options, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.viewOptions())
    , m_after(std::move(options))
{
    setUndoText(this, std::move(text));
}

void SetViewOptionsCommand::undo()
{
    m_document.setViewOptions(m_before);
}

void SetViewOptionsCommand::redo()
{
    m_document.setViewOptions(m_after);
}

} // namespace roofline::ui
