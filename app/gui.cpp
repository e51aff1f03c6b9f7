#include "app/subcommands.h"

#include "core/version.h"
#include "ui/main_window.h"

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
    return application.exec();
}

} // namespace roofline::app
