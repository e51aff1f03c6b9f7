#pragma once

#include "core/formulas/op.h"

#include "ui/commands/row_command.h"

namespace roofline::ui {

// Replaces an op's parameters (the editor's OK, a renamed label, a dtype picked in the table).
class EditOpCommand : public OpRowCommand {
public:
    EditOpCommand(Document& document, OpList list, int index, Op op, UndoText text);

    void undo() override;
    void redo() override;

private:
    Op m_before;
    Op m_after;
};

} // namespace roofline::ui
