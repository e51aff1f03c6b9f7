#pragma once

#include <QString>

namespace roofline::ui {

// The language the UI is shown in, as a code: "en", "zh_CN", "ru"… The one place that answers
// "which language?" for content that is not a tr() string (the guide's HTML pages under
// resources/help/, loaded as roofline-model.<code>.html with a fallback to en).
//
// It is the language applyLanguage() (ui/i18n/language.h) installed the translators for: the
// setting (Settings::language(); "system" resolved against the desktop's locale) or --lang, so this
// answer and the tr() strings agree.
QString currentUiLanguage();

} // namespace roofline::ui
