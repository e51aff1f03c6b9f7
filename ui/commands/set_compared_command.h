#pragma once

#include "core/measured/measured.h"
#include "ui/document.h"
#include "ui/i18n/undo_text.h"

#include <string>
#include <vector>

namespace roofline::ui {

// Replaces the kernels the measured ones are compared with, the path they came from and its format: what File →
// Compare With Measurements… and the panel's Stop Comparing push. Undo puts the old ones back; the
// document and the command swap them, so a large run is not copied at each step.
class SetComparedCommand : public WordedUndoCommand {
public:
    SetComparedCommand(Document& document, std::vector<MeasuredKernel> compared, std::string path, UndoText text,
        std::string format = {});

    void undo() override { swap(); }
    void redo() override { swap(); }

private:
    void swap() { m_document.swapCompared(m_kernels, m_path, m_format); }

    Document& m_document;
    std::vector<MeasuredKernel> m_kernels; // what the document does not hold now
    std::string m_path;
    std::string m_format; // MeasuredFile::format; empty: not known
};

} // namespace roofline::ui
