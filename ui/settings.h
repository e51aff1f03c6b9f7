#pragma once

#include <QByteArray>

namespace roofline::ui {

// What the app remembers between runs that is not part of a project: the window's geometry and
// its docks. Typed accessors over QSettings, so keys live in one place.
class Settings {
public:
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray& geometry);
    static QByteArray windowState();
    static void setWindowState(const QByteArray& state);
};

} // namespace roofline::ui
