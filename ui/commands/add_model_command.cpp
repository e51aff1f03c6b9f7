#include "ui/commands/add_model_command.h"

#include "ui/document.h"

#include <QCoreApplication>

namespace roofline::ui {

AddModelCommand::AddModelCommand(Document& document, int index, ModelEntry entry, std::optional<ModelConfig> own)
    : ModelRowCommand(document, index)
    , m_entry(std::move(entry))
    , m_own(std::move(own))
{
    const QString name = QString::fromStdString(m_own ? m_own->name : m_entry.modelId);
    setUndoText(this, [name] { return QCoreApplication::translate("AddModelCommand", "Add model %1").arg(name); });
}

void AddModelCommand::undo()
{
    m_document.removeModel(m_index);
}

void AddModelCommand::redo()
{
    m_document.insertModel(m_index, m_entry, m_own);
}

} // namespace roofline::ui
