#pragma once

#include "core/scene/model_entry.h"

#include "ui/i18n/undo_text.h"

namespace roofline::ui {

class Document;

// Takes a model out of the project; undo puts it back where it was, hidden or not.
class RemoveModelCommand : public WordedUndoCommand {
public:
    RemoveModelCommand(Document& document, int index);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    int m_index;
    ModelEntry m_entry;
    bool m_hidden = false;
};

} // namespace roofline::ui
