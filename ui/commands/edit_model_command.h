#pragma once

#include "core/scene/model_entry.h"

#include "ui/commands/row_command.h"

namespace roofline::ui {

// Changes a model's phase, tensor or expert parallelism, link or dtypes (the Model panel). Steps of one spin box
// (the same model and session) merge into one undo step, as a slider drag does.
class EditModelCommand : public ModelRowCommand {
public:
    // session 0 never merges.
    EditModelCommand(Document& document, int index, ModelEntry after, UndoText text, int session = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ModelEntry m_before;
    ModelEntry m_after;
    UndoText m_text; // the last step's words: a spin from 2 to 16 is undone as "… = 16"
    int m_session;
};

} // namespace roofline::ui
