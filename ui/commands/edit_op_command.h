#pragma once

#include "core/model/op.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

// Replaces an op's parameters (the editor's OK, a renamed label, a dtype picked in the table).
class EditOpCommand : public WordedUndoCommand {
public:
    EditOpCommand(Document& document, OpList list, int index, Op op, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    OpList m_list;
    int m_index;
    Op m_before;
    Op m_after;
};

} // namespace roofline::ui
