#pragma once

#include "core/model/op.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

// Adds an op (or a sweep) at a row; also what "duplicate" pushes.
class InsertOpCommand : public WordedUndoCommand {
public:
    InsertOpCommand(Document& document, OpList list, int index, Op op, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    OpList m_list;
    int m_index;
    Op m_op;
};

} // namespace roofline::ui
