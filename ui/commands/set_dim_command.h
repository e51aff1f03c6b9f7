#pragma once

#include "core/formulas/op.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

class Document;

// Moves the B, D or F slider. Every value of one slider drag merges into one undo step: the panel
// gives each drag a session number, and commands of the same session and dim merge.
class SetDimCommand : public WordedUndoCommand {
public:
    // session 0 never merges (a typed value, a key press).
    SetDimCommand(Document& document, Dim dim, double value, int session = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void updateText();

    Document& m_document;
    Dim m_dim;
    double m_before;
    double m_after;
    int m_session;
};

} // namespace roofline::ui
