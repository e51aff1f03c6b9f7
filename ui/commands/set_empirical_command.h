#pragma once

#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <vector>

namespace roofline::ui {

// Attaches an empirical roofline (ERT's measured ceilings) to a chip, or removes it.
class SetEmpiricalCommand : public WordedUndoCommand {
public:
    SetEmpiricalCommand(Document& document, std::vector<EmpiricalRoofline> after, UndoText text);

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<EmpiricalRoofline> m_before;
    std::vector<EmpiricalRoofline> m_after;
};

} // namespace roofline::ui
