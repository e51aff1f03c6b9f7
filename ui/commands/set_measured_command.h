#pragma once

#include "core/measured/measured.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

#include <optional>
#include <string>
#include <vector>

namespace roofline::ui {

// Replaces the project's measured kernels: what an import (the old list plus the new kernels), a
// delete and Clear push. Undo puts the old list back. The document and the command swap their lists
// (a million kernels are not copied at each undo and redo, nor held twice).
class SetMeasuredCommand : public WordedUndoCommand {
public:
    // `selection` (may be empty): the new list's grouping under the document's view, made on a worker;
    // the first redo hands it to the document. `formats`, when given, are the formats the new list was
    // read in (Document::measuredFormats); without them the document's stay. `launches`, when given, are
    // the GPU kernels each group of the new list ran (Document::measuredLaunches).
    SetMeasuredCommand(Document& document, std::vector<MeasuredKernel> measured, UndoText text,
        std::optional<MeasuredSelection> selection = {}, std::optional<std::vector<std::string>> formats = {},
        std::optional<std::vector<GroupLaunches>> launches = {});

    void undo() override;
    void redo() override;

private:
    Document& m_document;
    std::vector<MeasuredKernel> m_other; // the list the document does not hold now
    std::optional<MeasuredSelection> m_firstSelection;
    std::optional<std::vector<std::string>> m_formats; // the formats the document does not hold now
    std::optional<std::vector<GroupLaunches>> m_launches; // the launches the document does not hold now
};

} // namespace roofline::ui
