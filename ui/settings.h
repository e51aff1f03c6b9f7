#pragma once

#include <QByteArray>
#include <QStringList>

namespace roofline::ui {

// What the app remembers between runs that is not part of a project: the window's geometry, its
// docks and the recently used project files. Typed accessors over QSettings, so keys live in one
// place.
class Settings {
public:
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray& geometry);
    static QByteArray windowState();
    static void setWindowState(const QByteArray& state);

    static constexpr int kMaxRecentFiles = 10;
    // Most recent first, absolute paths, each once.
    static QStringList recentFiles();
    static void addRecentFile(const QString& path); // to the front
    static void removeRecentFile(const QString& path);
    static void clearRecentFiles();
};

} // namespace roofline::ui
