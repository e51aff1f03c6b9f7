#pragma once

#include "core/measured/measured.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <vector>

namespace roofline::ui {

// Replaces the project's measured kernels: what an import (the old list plus the new kernels), a
// delete and Clear push. Undo puts the old list back.
class SetMeasuredCommand : public WordedUndoCommand {
public:
    SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<MeasuredKernel> m_before;
    std::vector<MeasuredKernel> m_after;
};

} // namespace roofline::ui
