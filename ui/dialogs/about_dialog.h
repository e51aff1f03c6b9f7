#pragma once

#include <QString>

class QWidget;

namespace roofline::ui {

// Help → About: the app's version, the Qt it runs on and was built with, the QCustomPlot it draws
// with, the licence and the chapter it follows.
QString aboutText(); // rich text
void showAboutDialog(QWidget* parent);

} // namespace roofline::ui
