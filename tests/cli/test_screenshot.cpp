// `roofline-studio screenshot` at a device pixel ratio of 2 (QT_SCALE_FACTOR=2, as on a HiDPI
// screen): the chart has twice the pixels each way, and they are drawn at that resolution, not a 1×
// picture blown up.
#include "support/run_process.h"

#include <QImage>
#include <QString>

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>

namespace roofline::test::screenshot_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
const std::string kMeasured = ROOFLINE_TEST_DATA_DIR "/measured/simple.csv";

QImage screenshot(const std::filesystem::path& out, const std::string& scaleFactor)
{
    const ProcessResult result = runProcess(kApp,
        {"screenshot", "--out", out.string(), "--only", "roofline", "--size", "1200x800", "--measured", kMeasured},
        {"XDG_DATA_HOME=/nonexistent-roofline-test", "XDG_CONFIG_HOME=/nonexistent-roofline-test",
            "QT_QPA_PLATFORM=offscreen", "QT_SCALE_FACTOR=" + scaleFactor});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return QImage(QString::fromStdString(out.string())).convertToFormat(QImage::Format_RGB32);
}

// Sum of squared differences between neighbouring pixels' grey levels: a sharp edge (one step of
// full contrast) counts four times what the same edge blurred over two pixels does.
double edgeEnergy(const QImage& image)
{
    double energy = 0.0;
    for (int y = 0; y + 1 < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        const auto* next = reinterpret_cast<const QRgb*>(image.constScanLine(y + 1));
        for (int x = 0; x + 1 < image.width(); ++x) {
            const double here = qGray(row[x]);
            const double right = qGray(row[x + 1]) - here;
            const double below = qGray(next[x]) - here;
            energy += right * right + below * below;
        }
    }
    return energy;
}

TEST(ScreenshotCli, HelpNamesEveryOptionItTakes)
{
    // --ert and --link worked but --help did not say so.
    const ProcessResult result = runProcess(kApp, {"screenshot", "--help"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    for (const char* option :
        {"--out", "--size", "--chips", "--chip-layout", "--sweep-layout", "--tabs", "--B", "--only", "--theme",
            "--measured", "--ert", "--link ", "--app-theme", "--lang", "--model ", "--model-phase", "--tp", "--S",
            "--links", "--ring", "--op", "--sweep", "--link-slopes", "--precision", "--T"})
        EXPECT_NE(result.out.find(option), std::string::npos) << option << " is missing from:\n" << result.out;
}

TEST(ScreenshotCli, AtDevicePixelRatioTwoTheChartHasTwiceThePixelsDrawnSharp)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "roofline-screenshot-dpr";
    std::filesystem::create_directories(dir);
    const QImage one = screenshot(dir / "dpr1.png", "1");
    const QImage two = screenshot(dir / "dpr2.png", "2");
    std::filesystem::remove_all(dir);
    ASSERT_FALSE(one.isNull());
    ASSERT_FALSE(two.isNull());
    EXPECT_EQ(two.size(), one.size() * 2);
    // The 1× picture enlarged to the same size: what a blurry HiDPI chart would look like.
    const QImage enlarged = one.scaled(two.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    // Lines and text drawn at 2× keep one-pixel edges: about twice the enlarged picture's edge energy
    // (the same edges, but each a full step instead of two half steps). Blurry output would be near 1×.
    const double sharp = edgeEnergy(two);
    const double blurred = edgeEnergy(enlarged);
    EXPECT_GT(sharp, 1.5 * blurred) << sharp << " vs " << blurred;
}

TEST(ScreenshotCli, OnlyModelParetoIsLatencyAgainstThroughputAtTheSizeAsked)
{
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "roofline-screenshot-pareto.png";
    const ProcessResult result = runProcess(kApp,
        {"screenshot", "--out", out.string(), "--only", "model-pareto", "--size", "900x500", "--chips",
            "h100-sxm,tpu-v5e", "--model", "mixtral-8x7b", "--S", "4096"},
        {"XDG_DATA_HOME=/nonexistent-roofline-test", "XDG_CONFIG_HOME=/nonexistent-roofline-test",
            "QT_QPA_PLATFORM=offscreen"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QImage image(QString::fromStdString(out.string()));
    std::filesystem::remove(out);
    EXPECT_EQ(image.size(), QSize(900, 500));
    // The export command's help names the chart and the model it draws.
    const ProcessResult help = runProcess(kApp, {"export", "--help"});
    for (const char* option : {"model-pareto", "--model ", "--model-phase", "--tp", "--links", "--ring"})
        EXPECT_NE(help.out.find(option), std::string::npos) << option << " is missing from:\n" << help.out;
}

// As calc keeps them: one id twice in --chips is two chips, the second called h100-sxm-2, with a warning;
// --chips takes ids only, so no file is read through it that the outputs are not checked against.
TEST(ScreenshotCli, OneChipIdTwiceIsTwoChipsWithAWarningAndAFileIsNoChipId)
{
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "roofline-screenshot-twice.png";
    const std::vector<std::string> environment {"XDG_DATA_HOME=/nonexistent-roofline-test",
        "XDG_CONFIG_HOME=/nonexistent-roofline-test", "QT_QPA_PLATFORM=offscreen"};
    const ProcessResult twice = runProcess(
        kApp, {"screenshot", "--out", out.string(), "--only", "roofline", "--chips", "h100-sxm,h100-sxm"}, environment);
    ASSERT_EQ(twice.exitCode, 0) << twice.err;
    EXPECT_NE(twice.err.find("warning: --chips \"h100-sxm\" and --chips \"h100-sxm\" are both the chip id "
                             "\"h100-sxm\""),
        std::string::npos)
        << twice.err;
    EXPECT_NE(twice.err.find("the second is called \"h100-sxm-2\""), std::string::npos) << twice.err;
    EXPECT_FALSE(QImage(QString::fromStdString(out.string())).isNull());
    std::filesystem::remove(out);
    const ProcessResult file
        = runProcess(kApp, {"screenshot", "--out", out.string(), "--chips", "tpu-v5e,./mine.json"}, environment);
    EXPECT_EQ(file.exitCode, 2) << file.err;
    EXPECT_NE(file.err.find("--chips takes the ids of built-in chips"), std::string::npos) << file.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

} // namespace
} // namespace roofline::test::screenshot_cli
