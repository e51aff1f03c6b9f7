#include "ui/ui_language.h"

#include "ui/settings.h"

#include <QLocale>
#include <QStringList>

namespace roofline::ui {

QString currentUiLanguage()
{
    const QString chosen = Settings::language();
    if (chosen != QLatin1String("system"))
        return chosen;
    // uiLanguages() gives "zh-Hans-CN", "zh-CN", "zh", "ru-RU", "ru"…: the first with a country
    // becomes "zh_CN", else the bare language.
    const QStringList languages = QLocale().uiLanguages();
    if (languages.isEmpty())
        return QStringLiteral("en");
    const QLocale locale(languages.front());
    if (locale.language() == QLocale::C)
        return QStringLiteral("en");
    if (locale.language() == QLocale::Chinese)
        return locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
    return QLocale::languageToCode(locale.language());
}

} // namespace roofline::ui
