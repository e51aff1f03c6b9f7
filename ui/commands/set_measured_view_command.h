#pragma once

#include "core/measured/measured_groups.h"
#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QUndoCommand>

namespace roofline::ui {

// Changes how the measured kernels are shown: grouping, the filter, the minimum time share, how many
// are labelled. Steps of one kind in a row (the letters typed into the filter) merge into one.
class SetMeasuredViewCommand : public WordedUndoCommand {
public:
    enum class Kind { Filter, LabelTop, MinTimeShare, Other }; // all but Other merge with their kind

    SetMeasuredViewCommand(Document& document, MeasuredSettings view, UndoText text, Kind kind = Kind::Other);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document& m_document;
    MeasuredSettings m_before;
    MeasuredSettings m_after;
    Kind m_kind;
    UndoText m_words; // a merge takes the last step's words
};

} // namespace roofline::ui
