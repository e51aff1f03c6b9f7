#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>

class QUndoStack;

namespace roofline::ui {

// How an undo step is named, as a function, so the undo history can be named again in a new
// language: Edit › Undo says "撤销 设置 B = 256" after a switch to Chinese even for a step taken in
// English.
using UndoText = std::function<QString()>;

// Every command of the app: it keeps how it is worded, and the wording goes with it (a table of
// wordings by command outlived the commands and grew through a long session).
class WordedUndoCommand : public QUndoCommand {
public:
    using QUndoCommand::QUndoCommand;

    // Sets the text now and remembers how it is worded (again when a merge changes what it does).
    void setWords(UndoText words);
    // Words the text again in the current language.
    void reword();

private:
    UndoText m_words;
};

// Sets a command's text now and remembers how it is worded. Every command of the app calls this in
// its constructor (and again when a merge changes what it does).
void setUndoText(WordedUndoCommand* command, UndoText words);

// Words every command on the stack again in the current language.
void retranslateUndoStack(const QUndoStack* stack);

} // namespace roofline::ui
