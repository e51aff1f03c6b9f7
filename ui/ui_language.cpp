#include "ui/ui_language.h"

#include "ui/i18n/language.h"

namespace roofline::ui {

QString currentUiLanguage()
{
    // The language whose translators are installed (applyLanguage resolved "system" and --lang).
    return currentLanguage();
}

} // namespace roofline::ui
