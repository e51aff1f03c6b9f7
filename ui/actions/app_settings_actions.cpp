#include "ui/actions/app_settings_actions.h"

#include "ui/i18n/retranslate.h"
#include "ui/looks/appearance.h"
#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QWidget>

#include <array>

namespace roofline::ui {

AppSettingsActions::AppSettingsActions(QWidget* window)
    : QObject(window)
    , m_theme(new QMenu(window))
    , m_themeGroup(new QActionGroup(this))
{
    m_theme->setObjectName(QStringLiteral("appThemeMenu"));
    m_theme->setToolTipsVisible(true);
    const std::array<AppTheme, 3> themes {AppTheme::System, AppTheme::Light, AppTheme::Dark};
    const AppTheme current = Settings::appTheme();
    for (const AppTheme theme : themes) {
        QAction* action = m_theme->addAction(QString());
        action->setCheckable(true);
        action->setChecked(theme == current);
        action->setData(appThemeName(theme));
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [theme] {
            Settings::setAppTheme(theme);
            applyAppTheme(theme);
        });
    }
    retranslate(this, [this] {
        m_theme->setTitle(tr("&Theme"));
        const std::array<std::pair<QString, QString>, 3> words {{
            {tr("&System"), tr("Light or dark as the desktop is")},
            {tr("&Light"), tr("A light window, whatever the desktop")},
            {tr("&Dark"), tr("A dark window, whatever the desktop")},
        }};
        const QList<QAction*> actions = m_theme->actions();
        for (std::size_t i = 0; i < words.size() && i < static_cast<std::size_t>(actions.size()); ++i) {
            actions[static_cast<int>(i)]->setText(words[i].first);
            actions[static_cast<int>(i)]->setToolTip(words[i].second);
        }
    });
}

} // namespace roofline::ui
