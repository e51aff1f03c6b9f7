#include "ui/commands/remove_model_command.h"

#include "ui/document.h"

#include <QCoreApplication>

namespace roofline::ui {

RemoveModelCommand::RemoveModelCommand(Document& document, int index)
    : ModelRowCommand(document, index)
    , m_entry(document.models().at(static_cast<std::size_t>(index)))
    , m_hidden(isSeriesHidden(document.project().views.hidden, Series::model(static_cast<std::size_t>(index))))
{
    const ModelConfig* model = document.entryModel(static_cast<std::size_t>(index));
    const QString name = QString::fromStdString(model ? model->name : m_entry.modelId);
    setUndoText(
        this, [name] { return QCoreApplication::translate("RemoveModelCommand", "Remove model %1").arg(name); });
}

void RemoveModelCommand::undo()
{
    m_document.insertModel(m_index, m_entry);
    if (m_hidden)
        m_document.setSeriesHidden(Series::model(static_cast<std::size_t>(m_index)), true);
}

void RemoveModelCommand::redo()
{
    m_document.removeModel(m_index);
}

} // namespace roofline::ui
