#include "ui/commands/edit_model_command.h"

#include "ui/document.h"

namespace roofline::ui {

namespace {
constexpr int kEditModelId = 1200;
}

EditModelCommand::EditModelCommand(Document& document, int index, ModelEntry after, UndoText text, int session)
    : ModelRowCommand(document, index)
    , m_before(document.models().at(static_cast<std::size_t>(index)))
    , m_after(std::move(after))
    , m_text(std::move(text))
    , m_session(session)
{
    setUndoText(this, m_text);
}

void EditModelCommand::undo()
{
    m_document.replaceModel(m_index, m_before);
}

void EditModelCommand::redo()
{
    m_document.replaceModel(m_index, m_after);
}

int EditModelCommand::id() const
{
    return kEditModelId;
}

bool EditModelCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditModelCommand*>(other);
    if (m_session == 0 || next->m_session != m_session || next->m_index != m_index)
        return false;
    m_after = next->m_after;
    m_text = next->m_text;
    setUndoText(this, m_text);
    setObsolete(m_after == m_before);
    return true;
}

} // namespace roofline::ui
