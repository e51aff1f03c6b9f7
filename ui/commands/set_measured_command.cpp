#include "ui/commands/set_measured_command.h"

#include <utility>

namespace roofline::ui {

SetMeasuredCommand::SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text,
    std::optional<MeasuredSelection> selection, std::optional<std::vector<std::string>> formats,
    std::optional<std::vector<GroupLaunches>> launches)
    : WordedUndoCommand()
    , m_document(document)
    , m_other(std::move(measured))
    , m_firstSelection(std::move(selection))
    , m_formats(std::move(formats))
    , m_launches(std::move(launches))
{
    setUndoText(this, std::move(text));
}

void SetMeasuredCommand::undo()
{
    if (m_formats)
        m_document.swapMeasuredFormats(*m_formats);
    if (m_launches)
        m_document.swapMeasuredLaunches(*m_launches);
    m_document.swapMeasured(m_other);
}

void SetMeasuredCommand::redo()
{
    if (m_formats)
        m_document.swapMeasuredFormats(*m_formats);
    if (m_launches)
        m_document.swapMeasuredLaunches(*m_launches);
    m_document.swapMeasured(m_other, std::exchange(m_firstSelection, std::nullopt));
}

} // namespace roofline::ui
