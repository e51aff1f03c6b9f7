#pragma once

#include <QColor>
#include <QPalette>

class QLabel;
class QWidget;

namespace roofline::ui {

// How a form's words look, readable in the light and the dark palette alike (4.5:1), from the palette the
// widget has, not from fixed colours (a pale pink under a dark theme's white text was 1.1:1): a refused
// value's field tinted red under its own text, the words that say why in a red that reads on the window,
// and quieter words (a formula under a field) in a grey that still reads.

// Red words on the palette's window colour (or another of its backgrounds: a tooltip's) at 4.5:1 or more,
// a darker or lighter shade of #b00020.
QColor problemTextColor(const QPalette& palette, QPalette::ColorRole background = QPalette::Window);
// The palette's base colour tinted red, as far as its text keeps 4.5:1 on it.
QColor invalidFieldBase(const QPalette& palette);

// Tints a field while it holds a refused value, and gives it its own look back after.
void markInvalid(QWidget* field, bool invalid);
// A label of problems, in problemTextColor().
void showAsProblem(QLabel* label);
// A label of quieter words: the palette's text colour towards its window colour, as far as 4.5:1 allows.
void showAsQuiet(QLabel* label);

} // namespace roofline::ui
