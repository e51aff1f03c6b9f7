#pragma once

// Switching the app's language in a test, as the Language menu does.

#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QString>

namespace roofline::test {

// Switches the language and lets the switch, announced once from the event loop, arrive.
inline void switchLanguage(const QString& language)
{
    ui::applyLanguage(language);
    QCoreApplication::processEvents(); // the switch is announced once, from the event loop
    QCoreApplication::processEvents();
}

// Puts English back when it goes, whatever the test switched to.
class LanguageGuard {
public:
    ~LanguageGuard() { ui::applyLanguage(QStringLiteral("en")); }
};

} // namespace roofline::test
