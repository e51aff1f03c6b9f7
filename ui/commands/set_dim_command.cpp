#include "ui/commands/set_dim_command.h"

#include "core/base/number_format.h"
#include "ui/document.h"
#include "ui/i18n/undo_text.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {
constexpr int kSetDimIdBase = 1000;
}

SetDimCommand::SetDimCommand(Document& document, Dim dim, double value, int session)
    : m_document(document)
    , m_dim(dim)
    , m_before(document.dims()[dim])
    , m_after(value)
    , m_session(session)
{
    updateText();
}

void SetDimCommand::updateText()
{
    setUndoText(this, [dim = m_dim, after = m_after] {
        return QCoreApplication::translate("SetDimCommand", "Set %1 = %2")
            .arg(QString::fromUtf8(dimName(dim)), QString::fromStdString(formatPlain(after)));
    });
}

void SetDimCommand::undo()
{
    m_document.setDim(m_dim, m_before);
}

void SetDimCommand::redo()
{
    m_document.setDim(m_dim, m_after);
}

int SetDimCommand::id() const
{
    return kSetDimIdBase + static_cast<int>(m_dim);
}

bool SetDimCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const SetDimCommand*>(other);
    if (m_session == 0 || next->m_session != m_session || next->m_dim != m_dim)
        return false;
    m_after = next->m_after;
    updateText();
    // A drag that ends where it started leaves nothing to undo.
    setObsolete(m_after == m_before);
    return true;
}

} // namespace roofline::ui
