#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace roofline::ui {

namespace {

QString& current()
{
    static QString language = QStringLiteral("en");
    return language;
}

// Owned by the application object, so they die with it; replaced on each switch.
QTranslator* g_appTranslator = nullptr;
QTranslator* g_qtTranslator = nullptr;

void removeTranslators()
{
    for (QTranslator** translator : {&g_appTranslator, &g_qtTranslator}) {
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete *translator;
            *translator = nullptr;
        }
    }
}

} // namespace

QStringList uiLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")};
}

QString nativeLanguageName(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("ru"))
        return QStringLiteral("Русский");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString resolveLanguage(const QString& setting)
{
    if (uiLanguages().contains(setting))
        return setting;
    // "zh-Hans-CN", "zh-CN", "ru-RU", "en-US": the first one the app has wins.
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QLocale locale(ui);
        if (locale.language() == QLocale::Chinese
            && (locale.script() == QLocale::SimplifiedChineseScript
                || (locale.script() == QLocale::AnyScript && locale.territory() != QLocale::Taiwan
                    && locale.territory() != QLocale::HongKong)))
            return QStringLiteral("zh_CN");
        if (locale.language() == QLocale::Russian)
            return QStringLiteral("ru");
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString applyLanguage(const QString& setting)
{
    const QString language = resolveLanguage(setting);
    removeTranslators();
    // English is the source text; its catalogue only holds plural forms ("1 op", "3 ops").
    auto* app = new QTranslator(QCoreApplication::instance());
    if (app->load(QStringLiteral(":/i18n/roofline_%1.qm").arg(language))) {
        QCoreApplication::installTranslator(app);
        g_appTranslator = app;
    } else {
        delete app;
    }
    if (language != QLatin1String("en")) {
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            g_qtTranslator = qt;
        } else {
            delete qt;
        }
    }
    current() = language;
    // Numbers the interface formats with QLocale (spin boxes, sizes) follow the language too; what is
    // typed into number fields is read by core, which accepts the same plain form in every language.
    QLocale::setDefault(QLocale(language));
    // Switching back to English removes translators; Qt sends LanguageChange for that too, but not
    // when nothing was installed, so say it once more: retranslating twice is harmless.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    return language;
}

QString currentLanguage()
{
    return current();
}

} // namespace roofline::ui
