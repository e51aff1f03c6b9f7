#include "ui/commands/set_compared_command.h"

#include <utility>

namespace roofline::ui {

SetComparedCommand::SetComparedCommand(
    Document& document, std::vector<MeasuredKernel> compared, std::string path, UndoText text, std::string format)
    : m_document(document)
    , m_kernels(std::move(compared))
    , m_path(std::move(path))
    , m_format(std::move(format))
{
    setUndoText(this, std::move(text));
}

} // namespace roofline::ui
