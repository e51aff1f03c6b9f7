#include "ui/i18n/undo_text.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <unordered_map>

namespace roofline::ui {

namespace {

// By command. A command that is gone leaves its entry behind until a retranslation drops it; a new
// command at the same address replaces the entry in its constructor, so an entry is never wrong.
std::unordered_map<const QUndoCommand*, UndoText>& wordings()
{
    static std::unordered_map<const QUndoCommand*, UndoText> map;
    return map;
}

} // namespace

void setUndoText(QUndoCommand* command, UndoText words)
{
    command->setText(words ? words() : QString());
    wordings()[command] = std::move(words);
}

void retranslateUndoStack(const QUndoStack* stack)
{
    std::unordered_map<const QUndoCommand*, UndoText> kept;
    for (int i = 0; i < stack->count(); ++i) {
        const QUndoCommand* command = stack->command(i);
        const auto it = wordings().find(command);
        if (it == wordings().end() || !it->second)
            continue;
        // The stack hands out const commands; their text is all that changes.
        const_cast<QUndoCommand*>(command)->setText(it->second());
        kept.insert(*it);
    }
    // Only other stacks' commands (another window's) and the ones on this stack stay known.
    for (auto& [command, words] : wordings()) {
        bool onThisStack = false;
        for (int i = 0; i < stack->count() && !onThisStack; ++i)
            onThisStack = stack->command(i) == command;
        if (!onThisStack)
            kept.emplace(command, std::move(words));
    }
    wordings() = std::move(kept);
}

} // namespace roofline::ui
