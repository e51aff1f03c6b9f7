#pragma once

#include <QString>

class QAction;
class QWidget;

namespace roofline::ui {

// The Help menu's table of keyboard shortcuts (F1), made from the actions' own shortcuts when it is
// shown, so it can never name a key no action has or miss one an action has: every action under
// `window` with a shortcut, the menu bar's in menu order first, then the panels' own; one row per
// action, its keys and its words in the user's language. An HTML table.
QString shortcutTable(const QWidget& window);

// The words an action's row says when its text is not them (Undo's text names the step it would undo).
void setShortcutWords(QAction* action, const QString& words);
// An action's words in the table: those, or its text without the accelerator's & and the dots.
QString shortcutWords(const QAction& action);

} // namespace roofline::ui
