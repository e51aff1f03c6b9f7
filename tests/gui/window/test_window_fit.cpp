// The first window fits the screen it opens on (ui/window_fit): at most the screen's available area, centred, with
// a restored geometry that no longer fits fitted too. The first start runs the real executable on the offscreen
// platform given a screen of a laptop's size (Qt's offscreen plugin reads its screens from a JSON file named by
// the platform argument configfile=), and reads back where the window went against QScreen::availableGeometry.
#include "support/gui_test_helpers.h"
#include "support/run_process.h"

#include "ui/window_fit.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWidget>

#include <sstream>

namespace roofline::test {
namespace {

// Where the window's frame went and the room the screen gave it, as the app says at its first frame.
struct FirstFrame {
    QRect frame;
    QRect available;
    std::string output;
};

QRect rectAfter(const std::string& out, const std::string& key)
{
    const std::size_t at = out.find(key + " ");
    if (at == std::string::npos)
        return {};
    std::istringstream numbers(out.substr(at + key.size() + 1));
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    numbers >> x >> y >> width >> height;
    return {x, y, width, height};
}

// A first start (no settings yet, unless a test wrote some into `home`) on a screen of `screen` pixels.
FirstFrame startOn(const QSize& screen, const QTemporaryDir& home)
{
    const QString config = home.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": %1, "height": %2}]})")
                   .arg(screen.width())
                   .arg(screen.height())
                   .toUtf8());
    file.close();
    const ProcessResult result = runProcess(ROOFLINE_STUDIO_EXECUTABLE, {},
        {"QT_QPA_PLATFORM=offscreen:configfile=" + config.toStdString(), "ROOFLINE_STUDIO_EXIT_AFTER_FIRST_FRAME=1",
            "XDG_CONFIG_HOME=" + home.filePath(QStringLiteral("config")).toStdString(),
            "XDG_DATA_HOME=" + home.filePath(QStringLiteral("data")).toStdString(),
            "XDG_STATE_HOME=" + home.filePath(QStringLiteral("state")).toStdString()},
        120);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return {rectAfter(result.out, "window-frame"), rectAfter(result.out, "screen-available"), result.out};
}

void expectWholeAndCentred(const FirstFrame& first, const QSize& screen)
{
    ASSERT_EQ(first.available, QRect(QPoint(0, 0), screen)) << first.output;
    EXPECT_TRUE(first.available.contains(first.frame))
        << first.frame.x() << "," << first.frame.y() << " " << first.frame.width() << "×" << first.frame.height()
        << " on " << screen.width() << "×" << screen.height();
    // Centred: as much room on either side, give or take the odd pixel.
    EXPECT_LE(std::abs(first.frame.left() - (first.available.right() - first.frame.right())), 1);
    EXPECT_LE(std::abs(first.frame.top() - (first.available.bottom() - first.frame.bottom())), 1);
    // And it takes the room: the window would like 1600×1000, more than either screen has.
    EXPECT_GE(first.frame.width(), screen.width() * 95 / 100);
    EXPECT_GE(first.frame.height(), screen.height() * 90 / 100);
}

TEST(WindowFit, AFirstStartPutsTheWholeWindowOnA1280x720Screen)
{
    QTemporaryDir home;
    expectWholeAndCentred(startOn(QSize(1280, 720), home), QSize(1280, 720));
}

TEST(WindowFit, AFirstStartPutsTheWholeWindowOnA1024x700Screen)
{
    QTemporaryDir home;
    expectWholeAndCentred(startOn(QSize(1024, 700), home), QSize(1024, 700));
}

// The same first start on a real X server of each size (Xvfb, no window manager), where xvfb-run is installed: the
// build machine's Debian packages do not include it, and the offscreen screens above hold the promise there.
FirstFrame startUnderXvfb(const QSize& screen, const QTemporaryDir& home)
{
    const QString xvfbRun = QStandardPaths::findExecutable(QStringLiteral("xvfb-run"));
    const ProcessResult result = runProcess(xvfbRun.toStdString(),
        {"--auto-servernum",
            "--server-args=-screen 0 " + std::to_string(screen.width()) + "x" + std::to_string(screen.height()) + "x24",
            ROOFLINE_STUDIO_EXECUTABLE},
        {"QT_QPA_PLATFORM=xcb", "ROOFLINE_STUDIO_EXIT_AFTER_FIRST_FRAME=1",
            "XDG_CONFIG_HOME=" + home.filePath(QStringLiteral("config")).toStdString(),
            "XDG_DATA_HOME=" + home.filePath(QStringLiteral("data")).toStdString(),
            "XDG_STATE_HOME=" + home.filePath(QStringLiteral("state")).toStdString()},
        120);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return {rectAfter(result.out, "window-frame"), rectAfter(result.out, "screen-available"), result.out};
}

TEST(WindowFit, AFirstStartUnderXvfbPutsTheWholeWindowOnA1280x720And1024x700Screen)
{
    if (QStandardPaths::findExecutable(QStringLiteral("xvfb-run")).isEmpty())
        GTEST_SKIP() << "xvfb-run is not installed (Debian's xvfb package): the offscreen screens of the tests "
                        "above check the same first start";
    for (const QSize screen : {QSize(1280, 720), QSize(1024, 700)}) {
        SCOPED_TRACE(std::to_string(screen.width()) + "x" + std::to_string(screen.height()));
        QTemporaryDir home;
        expectWholeAndCentred(startUnderXvfb(screen, home), screen);
    }
}

// The last run's window, 1600×1000 at (300, 200) on a larger screen, opened again on a 1280×720 one.
TEST(WindowFit, ARestoredWindowThatNoLongerFitsTheScreenIsFitted)
{
    QTemporaryDir home;
    QByteArray geometry;
    {
        QWidget last;
        last.setGeometry(300, 200, 1600, 1000);
        geometry = last.saveGeometry();
    }
    {
        QSettings settings(
            home.filePath(QStringLiteral("config/roofline-studio/roofline-studio.conf")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("window/geometry"), geometry);
    }
    const FirstFrame first = startOn(QSize(1280, 720), home);
    EXPECT_TRUE(first.available.contains(first.frame))
        << first.frame.x() << "," << first.frame.y() << " " << first.frame.width() << "×" << first.frame.height();
}

TEST(WindowFit, AFrameIsBoundedByTheAvailableAreaAndCentredOrMovedIntoIt)
{
    const QRect laptop(0, 0, 1280, 720);
    const QSize minimum(1000, 600);
    // Larger than the screen: the whole screen.
    EXPECT_EQ(ui::fittedFrame(QRect(0, 0, 1604, 1029), laptop, minimum, true), laptop);
    // Smaller: centred, (1280 − 800) / 2 = 240 and (720 − 600) / 2 = 60 from the edges.
    EXPECT_EQ(ui::fittedFrame(QRect(0, 0, 800, 600), laptop, QSize(), true), QRect(240, 60, 800, 600));
    // Below a 27-pixel panel the area starts lower: (693 − 600) / 2 = 46 under it.
    EXPECT_EQ(ui::fittedFrame(QRect(0, 0, 800, 600), QRect(0, 27, 1280, 693), QSize(), true), QRect(240, 73, 800, 600));
    // A frame within the area stays where it is; one that hangs over its edge moves in as little as it takes.
    EXPECT_EQ(ui::fittedFrame(QRect(10, 20, 800, 600), laptop, QSize(640, 480), false), QRect(10, 20, 800, 600));
    EXPECT_EQ(ui::fittedFrame(QRect(900, 500, 800, 600), laptop, QSize(640, 480), false), QRect(480, 120, 800, 600));
    // A window narrower than its minimum grows to it.
    EXPECT_EQ(ui::fittedFrame(QRect(10, 20, 800, 600), laptop, minimum, false), QRect(10, 20, 1000, 600));
    EXPECT_EQ(ui::fittedFrame(QRect(-50, -10, 1600, 1000), laptop, minimum, false), laptop);
    // A window that cannot be made small enough starts at the area's top left, its minimum kept.
    EXPECT_EQ(ui::fittedFrame(QRect(300, 200, 1600, 1000), QRect(0, 0, 1024, 700), QSize(1100, 600), false),
        QRect(0, 0, 1100, 700));
}

} // namespace
} // namespace roofline::test
