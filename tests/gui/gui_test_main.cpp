// GUI tests run without a display (QT_QPA_PLATFORM=offscreen) and never touch the user's files:
// chips are saved into a temporary XDG_DATA_HOME, recovery files into a temporary XDG_STATE_HOME,
// and settings (QSettings' user scope) into a temporary folder, fresh for every test: under the asan
// preset one process runs a whole suite (cmake/GTestSuites.cmake), and no test may find what the one
// before it saved. Test discovery runs this binary at build time without the test environment, so the
// platform is set here when the caller did not choose one.
#include "ui/i18n/language.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace {

// Points QSettings' user scope, XDG_DATA_HOME (chips) and XDG_STATE_HOME (recovery files) at folders of
// their own: the process's, and for each test folders of its own, removed after it.
class TestFolders {
public:
    TestFolders() { pointAt(); }

    void pointAt() const
    {
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
        qputenv("XDG_STATE_HOME", m_state.path().toLocal8Bit());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

private:
    QTemporaryDir m_data;
    QTemporaryDir m_state;
    QTemporaryDir m_settings;
};

class FreshFoldersPerTest : public ::testing::EmptyTestEventListener {
public:
    explicit FreshFoldersPerTest(const TestFolders& process)
        : m_process(process)
    { }

private:
    void OnTestStart(const ::testing::TestInfo&) override { m_test = std::make_unique<TestFolders>(); }

    void OnTestEnd(const ::testing::TestInfo&) override
    {
        m_process.pointAt();
        m_test.reset();
    }

    const TestFolders& m_process;
    std::unique_ptr<TestFolders> m_test;
};

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const TestFolders processFolders;
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("roofline-studio-gui-tests"));
    // English whatever the machine's locale: tests read the words the app shows.
    roofline::ui::applyLanguage(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::UnitTest::GetInstance()->listeners().Append(new FreshFoldersPerTest(processFolders)); // gtest owns it
    return RUN_ALL_TESTS();
}
