#pragma once

#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

// Changes what the charts show (precision, achievable ceilings, layouts, label units, axes…).
class SetViewOptionsCommand : public WordedUndoCommand {
public:
    SetViewOptionsCommand(Document& document, ViewOptions options, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    ViewOptions m_before;
    ViewOptions m_after;
};

} // namespace roofline::ui
