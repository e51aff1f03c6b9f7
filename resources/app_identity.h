#pragma once

// Who the app is to the desktop. Defined in roofline_resources (from ROOFLINE_APP_ID in the top
// CMakeLists.txt), which also holds the icon; link roofline_resources to use either.
namespace roofline {

// The reverse-DNS app id: the name of the .desktop file, the AppStream metainfo and the icon.
// Wayland matches a window to its .desktop file (and so to its icon) by this id:
// QGuiApplication::setDesktopFileName(QString::fromUtf8(kAppId)).
extern const char* const kAppId;

// The application icon in Qt's resource system, ":/icons/<app id>.svg":
// QApplication::setWindowIcon(QIcon(QString::fromUtf8(kAppIconResource))).
extern const char* const kAppIconResource;

} // namespace roofline
