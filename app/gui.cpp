#include "app/subcommands.h"

#include "core/version.h"
#include "resources/app_identity.h"
#include "ui/appearance.h"
#include "ui/main_window.h"
#include "ui/project_file_actions.h"
#include "ui/settings.h"

#include <QApplication>
#include <QIcon>

namespace roofline::app {

int runGui(int argc, char** argv)
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("roofline-studio"));
    QApplication::setApplicationDisplayName(QString::fromUtf8(kApplicationName));
    QApplication::setApplicationVersion(QString::fromUtf8(kVersion));
    QApplication::setOrganizationName(QStringLiteral("roofline-studio"));
    // The icon for every window, and the .desktop file Wayland matches the window (and its icon) to.
    QApplication::setWindowIcon(QIcon(QString::fromUtf8(kAppIconResource)));
    QGuiApplication::setDesktopFileName(QString::fromUtf8(kAppId));
    // The look comes before any window: widgets read the palette as they are made.
    ui::applyAppTheme(ui::Settings::appTheme());
    ui::MainWindow window;
    window.restoreSettings();
    window.show();
    // Work a crash left behind comes first; otherwise roofline-studio FILE.roofline.json opens the
    // project (a bad file leaves the default, and says why).
    const bool restored = window.fileActions()->offerRecovery();
    if (!restored && argc > 1 && argv[1][0] != '-')
        window.fileActions()->openFile(QString::fromLocal8Bit(argv[1]));
    return application.exec();
}

} // namespace roofline::app
