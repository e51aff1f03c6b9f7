#pragma once

#include <QString>
#include <QStringList>

namespace roofline::ui {

// The languages the interface can be shown in, and the translators that show it. Translations are
// compiled in (":/i18n/roofline_<code>.qm"); Qt's own (standard dialogs, buttons) come from Qt's
// translations folder when the system has them.

// "en", "zh_CN", "ru": the languages with a translation (English is the source text).
QStringList uiLanguages();

// A language's name in that language ("English", "简体中文", "Русский"), so a user who cannot read
// the current language still finds their own.
QString nativeLanguageName(const QString& code);

// What a setting means: "system" (or anything unknown) is the first of the system locale's UI
// languages the app has, else English; a known code is itself.
QString resolveLanguage(const QString& setting);

// Installs the translators for a language (a code from uiLanguages(), or "system"), replacing the
// ones installed before; Qt then sends QEvent::LanguageChange to every widget, which retranslates.
// Returns the language now shown.
QString applyLanguage(const QString& setting);

// The language applyLanguage() last installed ("en" before it is called).
QString currentLanguage();

} // namespace roofline::ui
