#pragma once

#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <vector>

namespace roofline::ui {

// Links a measured group to a modelled op, or takes the link away (the whole list is swapped).
class SetMeasuredLinksCommand : public WordedUndoCommand {
public:
    SetMeasuredLinksCommand(Document& document, std::vector<MeasuredLink> after, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<MeasuredLink> m_before;
    std::vector<MeasuredLink> m_after;
};

} // namespace roofline::ui
