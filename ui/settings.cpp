#include "ui/settings.h"

#include <QFileInfo>
#include <QSettings>

namespace roofline::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRecent = QStringLiteral("files/recent");

QString absolute(const QString& path)
{
    return QFileInfo(path).absoluteFilePath();
}
} // namespace

QByteArray Settings::windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    QSettings().setValue(kGeometry, geometry);
}

QByteArray Settings::windowState()
{
    return QSettings().value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    QSettings().setValue(kState, state);
}

QStringList Settings::recentFiles()
{
    QStringList files = QSettings().value(kRecent).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecentFiles);
}

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(absolute(path));
    files.prepend(absolute(path));
    QSettings().setValue(kRecent, files.mid(0, kMaxRecentFiles));
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(absolute(path));
    QSettings().setValue(kRecent, files);
}

void Settings::clearRecentFiles()
{
    QSettings().remove(kRecent);
}

} // namespace roofline::ui
