#pragma once

#include "core/measured/measured.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace roofline::ui {

// Replaces the project's measured kernels: what an import (the old list plus the new kernels), a
// delete and Clear push. Undo puts the old list back. The document and the command swap their lists
// (a million kernels are not copied at each undo and redo, nor held twice).
class SetMeasuredCommand : public WordedUndoCommand {
public:
    // `selection` (may be empty): the new list's grouping under the document's view, made on a worker;
    // the first redo hands it to the document.
    SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text,
        std::optional<MeasuredSelection> selection = {});

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<MeasuredKernel> m_other; // the list the document does not hold now
    std::optional<MeasuredSelection> m_firstSelection;
};

} // namespace roofline::ui
