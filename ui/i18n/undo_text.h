#pragma once

#include <QString>

#include <functional>

class QUndoCommand;
class QUndoStack;

namespace roofline::ui {

// How an undo step is named, as a function, so the undo history can be named again in a new
// language: Edit › Undo says "撤销 设置 B = 256" after a switch to Chinese even for a step taken in
// English.
using UndoText = std::function<QString()>;

// Sets a command's text now and remembers how it is worded. Every command of the app calls this in
// its constructor (and again when a merge changes what it does).
void setUndoText(QUndoCommand* command, UndoText words);

// Words every command on the stack again in the current language.
void retranslateUndoStack(const QUndoStack* stack);

} // namespace roofline::ui
