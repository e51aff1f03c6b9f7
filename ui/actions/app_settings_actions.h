#pragma once

#include <QObject>

class QActionGroup;
class QMenu;
class QWidget;

namespace roofline::ui {

// View → Theme (System, Light, Dark): the window's light or dark look, a choice of the app rather
// than of a project, so it is remembered in Settings rather than undone. It applies at once, to the
// app's palette and to charts in the "system" chart theme (View → Chart Theme).
class AppSettingsActions : public QObject {
    Q_OBJECT
public:
    explicit AppSettingsActions(QWidget* window);

    QMenu* appThemeMenu() const { return m_theme; } // the window's look; ViewActions::chartThemeMenu is the charts'

Q_SIGNALS:
    void message(const QString& text); // for the status bar

private:
    QMenu* m_theme;
    QActionGroup* m_themeGroup;
};

} // namespace roofline::ui
