#include "ui/i18n/undo_text.h"

#include <QUndoStack>

namespace roofline::ui {

void WordedUndoCommand::setWords(UndoText words)
{
    m_words = std::move(words);
    reword();
}

void WordedUndoCommand::reword()
{
    setText(m_words ? m_words() : QString());
}

void setUndoText(WordedUndoCommand* command, UndoText words)
{
    command->setWords(std::move(words));
}

void retranslateUndoStack(const QUndoStack* stack)
{
    for (int i = 0; i < stack->count(); ++i) {
        // The stack hands out const commands; their text is all that changes.
        if (const auto* command = dynamic_cast<const WordedUndoCommand*>(stack->command(i)))
            const_cast<WordedUndoCommand*>(command)->reword();
    }
}

} // namespace roofline::ui
