#include "ui/commands/set_chips_shown_command.h"

#include "ui/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace roofline::ui {

SetChipsShownCommand::SetChipsShownCommand(Document& document, std::vector<std::string> chipIds, UndoText text)
    : WordedUndoCommand()
    , m_document(document)
    , m_before(document.project().chipIds)
    , m_after(std::move(chipIds))
    , m_colorsBefore(document.project().chipColors)
{
    Project after;
    after.chipIds = m_after;
    after.chipColors = m_colorsBefore;
    assignChipColors(after);
    m_colorsAfter = std::move(after.chipColors);
    setUndoText(this, std::move(text));
}

void SetChipsShownCommand::undo()
{
    m_document.setChipIds(m_before, m_colorsBefore);
}

void SetChipsShownCommand::redo()
{
    m_document.setChipIds(m_after, m_colorsAfter);
}

SetChipsShownCommand* SetChipsShownCommand::toggle(Document& document, const std::string& chipId, bool shown)
{
    std::vector<std::string> ids = document.project().chipIds;
    const auto it = std::find(ids.begin(), ids.end(), chipId);
    if (shown == (it != ids.end()))
        return nullptr;
    const Chip* chip = document.libraryChip(chipId);
    const QString name = QString::fromStdString(chip ? chip->name : chipId);
    if (shown) {
        ids.push_back(chipId);
        return new SetChipsShownCommand(
            document, ids, [name] { return QCoreApplication::translate("SetChipsShownCommand", "Show %1").arg(name); });
    }
    ids.erase(it);
    return new SetChipsShownCommand(
        document, ids, [name] { return QCoreApplication::translate("SetChipsShownCommand", "Hide %1").arg(name); });
}

} // namespace roofline::ui
