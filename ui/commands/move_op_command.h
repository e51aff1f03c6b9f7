#pragma once

#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

// Moves an op from one row to another (the rows between shift by one).
class MoveOpCommand : public WordedUndoCommand {
public:
    MoveOpCommand(Document& document, OpList list, int from, int to, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    OpList m_list;
    int m_from;
    int m_to;
};

} // namespace roofline::ui
