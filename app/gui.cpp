#include "app/subcommands.h"

#include "core/version.h"
#include "ui/main_window.h"
#include "ui/project_file_actions.h"

#include <QApplication>

namespace roofline::app {

int runGui(int argc, char** argv)
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("roofline-studio"));
    QApplication::setApplicationDisplayName(QString::fromUtf8(kApplicationName));
    QApplication::setApplicationVersion(QString::fromUtf8(kVersion));
    QApplication::setOrganizationName(QStringLiteral("roofline-studio"));
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
