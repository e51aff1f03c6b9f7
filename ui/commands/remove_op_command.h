#pragma once

#include "core/formulas/op.h"

#include "ui/commands/row_command.h"

namespace roofline::ui {

// Deletes the op at a row; undo puts it back where it was, with the measured groups linked to it.
class RemoveOpCommand : public OpRowCommand {
public:
    RemoveOpCommand(Document& document, OpList list, int index, UndoText text);

    void undo() override;
    void redo() override;

private:
    Op m_op;
    std::vector<MeasuredLink> m_links; // before the op went (its links go with it)
};

} // namespace roofline::ui
