#pragma once

#include "core/formulas/op.h"
#include "ui/document.h"
#include "ui/i18n/undo_text.h"

namespace roofline::ui {

// What a command on one row of one of the project's lists acts on: the document and the row. The
// row's contents before and after are the derived command's own.

// A row of an op list: the roofline's ops or the sweeps (insert, remove, edit).
class OpRowCommand : public WordedUndoCommand {
protected:
    OpRowCommand(Document& document, OpList list, int index)
        : m_document(document)
        , m_list(list)
        , m_index(index)
    { }

    Document& m_document;
    const OpList m_list;
    const int m_index;
};

// A model of the project (add, remove, edit).
class ModelRowCommand : public WordedUndoCommand {
protected:
    ModelRowCommand(Document& document, int index)
        : m_document(document)
        , m_index(index)
    { }

    Document& m_document;
    const int m_index;
};

} // namespace roofline::ui
