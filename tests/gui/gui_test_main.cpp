// GUI tests run without a display (QT_QPA_PLATFORM=offscreen) and never touch the user's files:
// chips are saved into a temporary XDG_DATA_HOME, recovery files into a temporary XDG_STATE_HOME,
// and settings (QSettings' user scope) into a temporary folder, fresh for every run.
// gtest_discover_tests runs this binary at build time without the test environment, so the
// platform is set here when the caller did not choose one.
#include "ui/i18n/language.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    QTemporaryDir state; // recovery files
    qputenv("XDG_STATE_HOME", state.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("roofline-studio-gui-tests"));
    // English whatever the machine's locale: tests read the words the app shows.
    roofline::ui::applyLanguage(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
