#pragma once

#include "core/formulas/op.h"

#include "ui/commands/row_command.h"

namespace roofline::ui {

// Adds an op (or a sweep) at a row; also what "duplicate" pushes.
class InsertOpCommand : public OpRowCommand {
public:
    InsertOpCommand(Document& document, OpList list, int index, Op op, UndoText text);

    void undo() override;
    void redo() override;

private:
    Op m_op;
};

} // namespace roofline::ui
