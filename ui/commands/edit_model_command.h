#pragma once

#include "core/scene/model_entry.h"

#include "ui/i18n/undo_text.h"

namespace roofline::ui {

class Document;

// Changes a model's phase, tensor parallelism, link or dtypes (the Model panel). Steps of one spin box
// (the same model and session) merge into one undo step, as a slider drag does.
class EditModelCommand : public WordedUndoCommand {
public:
    // session 0 never merges.
    EditModelCommand(Document& document, int index, ModelEntry after, UndoText text, int session = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document& m_document;
    int m_index;
    ModelEntry m_before;
    ModelEntry m_after;
    int m_session;
};

} // namespace roofline::ui
