#include "ui/app_settings_actions.h"

#include "ui/appearance.h"
#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QWidget>

#include <array>

namespace roofline::ui {

AppSettingsActions::AppSettingsActions(QWidget* window)
    : QObject(window)
    , m_theme(new QMenu(tr("&Theme"), window))
    , m_themeGroup(new QActionGroup(this))
{
    m_theme->setObjectName(QStringLiteral("appThemeMenu"));
    m_theme->setToolTipsVisible(true);
    const std::array<std::pair<AppTheme, std::pair<QString, QString>>, 3> themes {{
        {AppTheme::System, {tr("&System"), tr("Light or dark as the desktop is")}},
        {AppTheme::Light, {tr("&Light"), tr("A light window, whatever the desktop")}},
        {AppTheme::Dark, {tr("&Dark"), tr("A dark window, whatever the desktop")}},
    }};
    const AppTheme current = Settings::appTheme();
    for (const auto& [theme, words] : themes) {
        QAction* action = m_theme->addAction(words.first);
        action->setCheckable(true);
        action->setChecked(theme == current);
        action->setToolTip(words.second);
        action->setData(appThemeName(theme));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [theme] {
            Settings::setAppTheme(theme);
            applyAppTheme(theme);
        });
    }
}

} // namespace roofline::ui
