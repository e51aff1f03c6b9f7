#pragma once

#include "core/measured/measured.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <vector>

namespace roofline::ui {

// Replaces the project's measured kernels: what an import (the old list plus the new kernels), a
// delete and Clear push. Undo puts the old list back. The document and the command swap their lists
// (a million kernels are not copied at each undo and redo, nor held twice).
class SetMeasuredCommand : public WordedUndoCommand {
public:
    SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<MeasuredKernel> m_other; // the list the document does not hold now
};

} // namespace roofline::ui
