#pragma once

#include <QObject>

#include <functional>

namespace roofline::ui {

// Sets a part's words now and again whenever the language changes (QEvent::LanguageChange reaches
// the application), for as long as `owner` lives. The words are set once per switch even though Qt
// announces a switch once per translator it installs or removes.
void retranslate(QObject* owner, std::function<void()> setWords);

} // namespace roofline::ui
