#include "app/subcommands.h"

#include "core/version.h"
#include "resources/app_identity.h"
#include "ui/appearance.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/project_file_actions.h"
#include "ui/settings.h"

#include <QApplication>
#include <QIcon>
#include <QStringList>

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
    // Work a crash left behind comes first; otherwise the first project file named opens
    // (roofline-studio talk.roofline.json; a bad file leaves the default, and says why). The desktop
    // passes every file chosen (Exec=roofline-studio %F): each *.csv is then imported as measured
    // kernels into the project that is open.
    QStringList projects;
    QStringList measurements;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (path.startsWith(QLatin1Char('-')))
            continue;
        (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? measurements : projects).append(path);
    }
    const bool restored = window.fileActions()->offerRecovery();
    if (!restored && !projects.isEmpty())
        window.fileActions()->openFile(projects.front());
    for (const QString& path : measurements)
        window.measurementsPanel()->importFile(path);
    return application.exec();
}

} // namespace roofline::app
