#pragma once

#include "core/scene/model_entry.h"

#include "ui/commands/row_command.h"

namespace roofline::ui {

// Takes a model out of the project; undo puts it back where it was, hidden or not.
class RemoveModelCommand : public ModelRowCommand {
public:
    RemoveModelCommand(Document& document, int index);

    void undo() override;
    void redo() override;

private:
    ModelEntry m_entry;
    bool m_hidden = false;
};

} // namespace roofline::ui
