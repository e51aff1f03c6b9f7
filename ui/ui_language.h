#pragma once

#include <QString>

namespace roofline::ui {

// The language the UI is shown in, as a code: "en", "zh_CN", "ru"… The one place that answers
// "which language?" for content that is not a tr() string (the guide's HTML pages under
// resources/help/, loaded as roofline-model.<code>.html with a fallback to en).
//
// Settings::language() wins when it names a language; "system" means the default QLocale's
// (QLocale::setDefault, else the desktop's) first UI language, as "zh_CN" / "ru" / "en". Whatever
// installs the translators should QLocale::setDefault() to the language it loaded, so that this
// answer and the tr() strings agree.
QString currentUiLanguage();

} // namespace roofline::ui
