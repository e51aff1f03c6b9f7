#pragma once

#include <QFont>
#include <QString>
#include <QStringList>

class QPainter;
class QPaintDevice;

namespace roofline::ui {

// A title, subtitle, caption or note of a page, word-wrapped to a width: its lines, broken between
// words but never inside a group such as "S = 4096" or "4096 / 1024" (a space beside "=" or "/" holds
// its neighbours together), each line's text as written.
QStringList wrapPageText(const QString& text, const QFont& font, qreal width, const QPaintDevice* device = nullptr);

// The height those lines take (font line spacing each); 0 for no text.
qreal pageTextHeight(const QString& text, const QFont& font, qreal width, const QPaintDevice* device = nullptr);

// Draws the lines at `top`, centred in [left, left + width] or from `left`; returns the height drawn.
qreal drawPageText(
    QPainter& painter, const QString& text, const QFont& font, qreal left, qreal top, qreal width, bool centred);

} // namespace roofline::ui
