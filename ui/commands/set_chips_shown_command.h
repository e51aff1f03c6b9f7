#pragma once

#include "core/base/color.h"
#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <map>
#include <string>
#include <vector>

namespace roofline::ui {

class Document;

// Shows, hides or reorders chips: swaps the project's list of shown chip ids.
class SetChipsShownCommand : public WordedUndoCommand {
public:
    SetChipsShownCommand(Document& document, std::vector<std::string> chipIds, UndoText text);

    void undo() override;
    void redo() override;

    // Shows (appended after the others) or hides one chip; nullptr when nothing would change.
    static SetChipsShownCommand* toggle(Document& document, const std::string& chipId, bool shown);

private:
    Document& m_document;
    std::vector<std::string> m_before;
    std::vector<std::string> m_after;
    // A chip shown for the first time takes the first free colour: part of the change, so undo takes
    // it back and redo gives the same one.
    std::map<std::string, Rgb> m_colorsBefore;
    std::map<std::string, Rgb> m_colorsAfter;
};

} // namespace roofline::ui
