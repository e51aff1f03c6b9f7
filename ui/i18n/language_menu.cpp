#include "ui/i18n/language_menu.h"

#include "ui/i18n/language.h"
#include "ui/i18n/retranslate.h"
#include "ui/settings.h"

#include <QActionGroup>

namespace roofline::ui {

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    setToolTipsVisible(true);
    QAction* system = addAction(QString());
    system->setData(QStringLiteral("system"));
    addSeparator();
    for (const QString& code : uiLanguages()) {
        // Each language by its own name, in every language.
        QAction* action = addAction(nativeLanguageName(code));
        action->setData(code);
    }
    for (QAction* action : actions()) {
        if (action->isSeparator())
            continue;
        action->setCheckable(true);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, action] {
            const QString setting = action->data().toString();
            Settings::setLanguage(setting);
            applyLanguage(setting);
        });
    }
    retranslate(this, [this, system] {
        setTitle(tr("&Language"));
        setToolTip(tr("The language of the app; it changes at once"));
        system->setText(tr("System (%1)").arg(nativeLanguageName(resolveLanguage(QStringLiteral("system")))));
        system->setToolTip(tr("Follow the language of the desktop"));
    });
    sync();
}

void LanguageMenu::sync()
{
    const QString setting = Settings::language();
    for (QAction* action : m_group->actions())
        action->setChecked(action->data().toString() == setting);
}

} // namespace roofline::ui
