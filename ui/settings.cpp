#include "ui/settings.h"

#include <QSettings>

namespace roofline::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
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

} // namespace roofline::ui
