#include "ui/commands/set_chip_color_command.h"

#include "ui/document.h"

#include <QCoreApplication>

namespace roofline::ui {

SetChipColorCommand::SetChipColorCommand(Document& document, std::string chipId, Rgb color)
    : WordedUndoCommand()
    , m_document(document)
    , m_chipId(std::move(chipId))
    , m_before(document.chipColor(m_chipId))
    , m_after(color)
{
    const Chip* chip = document.libraryChip(m_chipId);
    const QString name = QString::fromStdString(chip ? chip->name : m_chipId);
    setUndoText(this,
        [name] { return QCoreApplication::translate("SetChipColorCommand", "Change the Colour of %1").arg(name); });
}

void SetChipColorCommand::undo()
{
    m_document.setChipColor(m_chipId, m_before);
}

void SetChipColorCommand::redo()
{
    m_document.setChipColor(m_chipId, m_after);
}

} // namespace roofline::ui
