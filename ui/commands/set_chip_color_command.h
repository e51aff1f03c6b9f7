#pragma once

#include "core/base/color.h"
#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <string>

namespace roofline::ui {

class Document;

// Gives a chip its colour on every chart (the Chips panel's "Colour…").
class SetChipColorCommand : public WordedUndoCommand {
public:
    SetChipColorCommand(Document& document, std::string chipId, Rgb color);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::string m_chipId;
    Rgb m_before;
    Rgb m_after;
};

} // namespace roofline::ui
