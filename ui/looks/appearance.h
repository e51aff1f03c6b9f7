#pragma once

#include "ui/settings.h"

#include <QPalette>
#include <QString>

#include <string>

namespace roofline::ui {

// The app's light and dark look. The desktop's palette decides by default; View → Theme
// overrides it (Settings::appTheme). Charts in the project's "system" theme follow whichever
// palette the app then has: light charts in a light window, dark charts in a dark one.

// Sets the application palette for a theme: System gives back the desktop's palette, Light and Dark
// a palette of their own (Fusion's light one, and a dark one in the same spirit).
void applyAppTheme(AppTheme theme);

// A palette is dark when its window colour is (lightness below half). With Qt >= 6.5 the System
// theme also asks QStyleHints::colorScheme(); Qt 6.4 (Debian 12) has no such hint, and the window
// colour is what every desktop's dark mode changes.
bool isDarkPalette(const QPalette& palette);

QPalette darkPalette();
QPalette lightPalette();

// The chart theme a project's theme name means now: "system" is "dark" under a dark application
// palette and "light" otherwise; light, dark and slide are themselves.
QString resolvedChartTheme(const std::string& projectTheme);

} // namespace roofline::ui
