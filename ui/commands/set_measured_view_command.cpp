#include "ui/commands/set_measured_view_command.h"

namespace roofline::ui {

namespace {

constexpr int kBaseId = 0x6D760; // any number no other command of the app uses, plus the kind

} // namespace

SetMeasuredViewCommand::SetMeasuredViewCommand(Document& document, MeasuredSettings view, UndoText text, Kind kind)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.measuredView())
    , m_after(std::move(view))
    , m_kind(kind)
    , m_words(std::move(text))
{
    setUndoText(this, m_words);
}

void SetMeasuredViewCommand::undo()
{
    m_document.setMeasuredView(m_before);
}

void SetMeasuredViewCommand::redo()
{
    m_document.setMeasuredView(m_after);
}

int SetMeasuredViewCommand::id() const
{
    return m_kind == Kind::Other ? -1 : kBaseId + static_cast<int>(m_kind);
}

bool SetMeasuredViewCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const SetMeasuredViewCommand*>(other);
    if (!next || next->m_kind != m_kind || m_kind == Kind::Other)
        return false;
    m_after = next->m_after;
    m_words = next->m_words;
    setUndoText(this, m_words);
    return true;
}

} // namespace roofline::ui
