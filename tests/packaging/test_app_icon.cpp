// The application icon compiled into roofline_resources renders through Qt's SVG icon engine, at
// the sizes a desktop uses, with the roofline where the SVG draws it. Expected pixels come from
// the SVG's own geometry (a 128-unit canvas), not from a rendering.
#include "resources/app_identity.h"

#include <QColor>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QString>

#include <gtest/gtest.h>

namespace {

QString iconPath()
{
    return QString::fromUtf8(roofline::kAppIconResource);
}

QImage render(int size)
{
    return QIcon(iconPath()).pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32);
}

// A pixel at (x, y) in the SVG's 128-unit canvas, in an image of the given size.
QColor pixelAt(const QImage& image, double x, double y)
{
    const double scale = image.width() / 128.0;
    return image.pixelColor(static_cast<int>(x * scale), static_cast<int>(y * scale));
}

// Colours are compared loosely: antialiasing and the translucent fill under the roof shift them a bit.
void expectColour(const QColor& actual, const QColor& expected, const char* what)
{
    constexpr int tolerance = 40;
    EXPECT_NEAR(actual.red(), expected.red(), tolerance) << what;
    EXPECT_NEAR(actual.green(), expected.green(), tolerance) << what;
    EXPECT_NEAR(actual.blue(), expected.blue(), tolerance) << what;
    EXPECT_EQ(actual.alpha(), 255) << what;
}

} // namespace

TEST(AppIcon, IdIsReverseDnsAndNamesTheResource)
{
    const QString id = QString::fromUtf8(roofline::kAppId);
    EXPECT_GE(id.count(QLatin1Char('.')), 2) << id.toStdString();
    EXPECT_EQ(iconPath(), QStringLiteral(":/icons/") + id + QStringLiteral(".svg"));
}

TEST(AppIcon, IsCompiledIntoTheResources)
{
    QFile file(iconPath());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << iconPath().toStdString();
    EXPECT_TRUE(file.readAll().contains("<svg"));
}

TEST(AppIcon, RendersAtDesktopSizes)
{
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        const QImage image = render(size);
        ASSERT_EQ(image.width(), size);
        ASSERT_EQ(image.height(), size);
        // Outside the rounded square is transparent, its middle is opaque.
        EXPECT_EQ(image.pixelColor(0, 0).alpha(), 0) << size;
        EXPECT_EQ(image.pixelColor(size / 2, size / 2).alpha(), 255) << size;
    }
}

TEST(AppIcon, DrawsTheRooflineAndBothOps)
{
    const QImage image = render(256);
    expectColour(pixelAt(image, 90, 36), QColor(0xff, 0xb0, 0x20), "flat compute roof");
    expectColour(pixelAt(image, 40, 70), QColor(0xff, 0xb0, 0x20), "bandwidth slope");
    expectColour(pixelAt(image, 52, 90), QColor(0x4f, 0xe0, 0xcf), "bandwidth-bound op");
    expectColour(pixelAt(image, 88, 66), QColor(0xff, 0x6f, 0x91), "compute-bound op");
}

TEST(AppIcon, FlatRoofIsCrispAt16Pixels)
{
    // The roof's centre line y = 36 is row 4.5 at 16 px, so row 4 is almost all roof.
    const QImage image = render(16);
    expectColour(image.pixelColor(10, 4), QColor(0xff, 0xb0, 0x20), "flat roof at 16 px");
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication application(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
