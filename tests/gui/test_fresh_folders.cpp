// Every GUI test starts with empty settings, chip and recovery folders, also where one process runs a
// whole suite (the asan preset, cmake/GTestSuites.cmake). GoogleTest runs a suite's tests in the order
// they are written: the first leaves a setting and a file behind, the second must find neither.
#include <QDir>
#include <QFile>
#include <QSettings>

#include <gtest/gtest.h>

namespace roofline::test {
namespace {

const char* const kKey = "freshFolders/leftBehind";

QString leftBehindFile(const char* variable)
{
    return QDir(qEnvironmentVariable(variable)).filePath(QStringLiteral("left-behind.txt"));
}

TEST(FreshFolders, AFirstTestLeavesASettingAndFilesBehind)
{
    QSettings().setValue(QLatin1String(kKey), 1);
    for (const char* variable : {"XDG_DATA_HOME", "XDG_STATE_HOME"}) {
        QFile file(leftBehindFile(variable));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << variable;
    }
    QSettings().sync();
    EXPECT_TRUE(QSettings().contains(QLatin1String(kKey)));
}

TEST(FreshFolders, TheNextTestFindsNoneOfThem)
{
    EXPECT_FALSE(QSettings().contains(QLatin1String(kKey)));
    for (const char* variable : {"XDG_DATA_HOME", "XDG_STATE_HOME"})
        EXPECT_FALSE(QFile::exists(leftBehindFile(variable))) << variable;
}

} // namespace
} // namespace roofline::test
