// `roofline-studio export` for slides: every label as text in SVG and PDF, the chip layouts chosen
// on the command line, and the layout report a script can check a slide with.
#include "support/pdf_tools.h"
#include "support/run_process.h"
#include "support/test_helpers.h"

#include <QColor>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test::export_layout_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;

ProcessResult app(const std::vector<std::string>& arguments)
{
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=/nonexistent-roofline-test"});
}

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class ExportLayoutCli : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-export-layout-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }

    std::filesystem::path m_dir;
};

// The chapter's Q3 figure, both charts.
std::vector<std::string> q3(const std::string& out)
{
    return {"export", "--chip", "tpu-v5e", "--sweep", "matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "--sweep",
        "matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "--batch", "1:511", "--chart", "both", "--out", out};
}

// Every <text> element's content.
QStringList svgTexts(const std::string& svg)
{
    QStringList texts;
    QXmlStreamReader xml(QString::fromStdString(svg));
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return texts;
}

bool anyContains(const QStringList& texts, const QString& words)
{
    return std::any_of(texts.begin(), texts.end(), [&](const QString& text) { return text.contains(words); });
}

TEST_F(ExportLayoutCli, Q3SvgKeepsTheCriticalBatchLabelsAsText)
{
    const ProcessResult result = app(q3(path("q3.svg")));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QStringList texts = svgTexts(readFile(path("q3.svg")));
    // The chapter's critical batch sizes of the two curves (docs/model.md: 240 × 4096² / (4096² + 2·4096·…)).
    for (const char* number : {"136.09", "226.31"})
        EXPECT_TRUE(anyContains(texts, QString::fromLatin1(number))) << number << " is not text in:\n"
                                                                     << texts.join(u'|').toStdString();
    // The roofline's key numbers too: v5e's ridge (240 FLOPs/byte for HBM) and its bf16 peak (1.97e14), on
    // the plot or in the chip's key in the legend ("TPU v5e: 1.97e14, ridge 240.2").
    for (const char* words : {"240.2", "1.97e14"})
        EXPECT_TRUE(anyContains(texts, QString::fromLatin1(words)))
            << words << " in " << texts.join(u'|').toStdString();
    // No empty text elements are left where labels were.
    for (const QString& text : texts)
        EXPECT_FALSE(text.trimmed().isEmpty());
}

TEST_F(ExportLayoutCli, Q3PdfKeepsTheCriticalBatchLabelsAsText)
{
    const ProcessResult result = app(q3(path("q3.pdf")));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const PdfFacts facts = readPdf(path("q3.pdf"));
    ASSERT_TRUE(facts.readable) << facts.problem;
    for (const char* number : {"136.09", "226.31"})
        EXPECT_NE(facts.text.find(number), std::string::npos) << number << " is not in:\n" << facts.text;
}

TEST_F(ExportLayoutCli, ChipLayoutsAreChosenOnTheCommandLine)
{
    std::vector<std::string> args {"export", "--chip", "tpu-v5e", "--chip", "h100-sxm", "--chart", "roofline", "--size",
        "1280x720", "--out", path("grid.svg"), "--chip-layout", "side-by-side", "--layout-report", path("grid.json")};
    ASSERT_EQ(app(args).exitCode, 0);
    args[10] = path("overlay.svg");
    args[12] = "overlay";
    args[14] = path("overlay.json");
    ASSERT_EQ(app(args).exitCode, 0);
    // Side by side, each chip's small chart has its name above it; overlaid, the chips share one.
    const auto panelTitles = [&](const std::string& file) {
        int titles = 0;
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(readFile(path(file)))).object();
        for (const QJsonValue& text : json[QStringLiteral("texts")].toArray())
            titles += text[QStringLiteral("role")].toString() == QLatin1String("panel-title");
        return titles;
    };
    EXPECT_EQ(panelTitles("grid.json"), 2);
    EXPECT_EQ(panelTitles("overlay.json"), 0);

    const ProcessResult help = app({"export", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    for (const char* flag : {"--chip-layout overlay|side-by-side", "--sweep-layout", "--layout-report FILE.json"})
        EXPECT_NE(help.out.find(flag), std::string::npos) << flag << "\n" << help.out;
}

// A colour written "#rrggbb" in the report.
QColor reportColour(const QJsonObject& text, const char* key)
{
    const QString name = text[QLatin1String(key)].toString();
    EXPECT_TRUE(name.size() == 7 && name.startsWith(u'#')) << key << ": " << name.toStdString();
    return QColor(name);
}

// WCAG's contrast ratio of two colours, written out again here (sRGB to linear light, then luminance).
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// How far `pixel` is from every blend of `ink` over `paper` (0: it is one of them, as antialiased text
// and text drawn with some transparency are): the largest channel difference to the nearest blend.
int distanceFromBlends(const QColor& pixel, const QColor& ink, const QColor& paper)
{
    int best = 255;
    for (int step = 0; step <= 64; ++step) {
        const double a = step / 64.0;
        const auto mix = [a](int front, int back) { return static_cast<int>(std::lround(a * front + (1 - a) * back)); };
        best = std::min(best,
            std::max({std::abs(pixel.red() - mix(ink.red(), paper.red())),
                std::abs(pixel.green() - mix(ink.green(), paper.green())),
                std::abs(pixel.blue() - mix(ink.blue(), paper.blue()))}));
    }
    return best;
}

// The layout report against the page it describes: page size, each box inside the page, and under each
// box the pixels of the PNG: the colour most of them have is the reported background, the one farthest
// from it is the reported colour (or a blend of it over the background), and a label on the plot reads
// (4.5:1, as text in a chip's colour is promised), both as reported and as drawn.
TEST_F(ExportLayoutCli, TheLayoutReportsBoxesAndColoursAreThoseOfThePagesPixels)
{
    // The slide at half scale (the charts laid out at 2560×1440, drawn half size), light and dark as drawn.
    const struct {
        const char* theme;
        int width;
        int height;
        const char* scale;
        QRgb page; // the theme's page colour (ui/charts/frame/chart_theme.cpp)
    } pages[] {{"slide", 1280, 720, "0.5", qRgb(255, 255, 255)}, {"light", 1920, 1080, "1", qRgb(255, 255, 255)},
        {"dark", 1920, 1080, "1", qRgb(0x1e, 0x1f, 0x22)}};
    for (const auto& [theme, width, height, scale, paper] : pages) {
        SCOPED_TRACE(theme);
        std::vector<std::string> args = q3(path("q3.png"));
        args.insert(args.end(),
            {"--size", std::to_string(width) + "x" + std::to_string(height), "--scale", scale, "--title", "Q3",
                "--theme", theme, "--layout-report", path("q3.json")});
        const ProcessResult result = app(args);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        const QImage page = QImage(QString::fromStdString(path("q3.png"))).convertToFormat(QImage::Format_RGB32);
        ASSERT_EQ(page.size(), QSize(width, height));
        EXPECT_EQ(page.pixel(2, 2), paper); // drawn in the theme asked for
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(readFile(path("q3.json")))).object();
        EXPECT_EQ(json[QStringLiteral("page")][QStringLiteral("width")].toInt(), width);
        EXPECT_EQ(json[QStringLiteral("page")][QStringLiteral("height")].toInt(), height);
        ASSERT_TRUE(json.contains(QStringLiteral("dropped")));
        EXPECT_EQ(json[QStringLiteral("dropped")], QJsonValue(QJsonArray())); // an export leaves no label out
        const QJsonArray texts = json[QStringLiteral("texts")].toArray();
        ASSERT_GT(texts.size(), 10);
        bool critical = false;
        bool title = false;
        int labels = 0;
        for (const QJsonValue& value : texts) {
            const QJsonObject text = value.toObject();
            const QString words = text[QStringLiteral("text")].toString();
            SCOPED_TRACE(words.toStdString());
            const QRectF box(text[QStringLiteral("x")].toDouble(), text[QStringLiteral("y")].toDouble(),
                text[QStringLiteral("w")].toDouble(), text[QStringLiteral("h")].toDouble());
            EXPECT_GT(box.width(), 0.0);
            EXPECT_GT(box.height(), 0.0);
            EXPECT_TRUE(QRectF(0, 0, width + 0.5, height + 0.5).contains(box));
            const QColor colour = reportColour(text, "color");
            const QColor background = reportColour(text, "background");
            const QRect inside = box.toAlignedRect().adjusted(1, 1, -1, -1).intersected(page.rect());
            QHash<QRgb, int> counts;
            for (int y = inside.top(); y <= inside.bottom(); ++y) {
                for (int x = inside.left(); x <= inside.right(); ++x)
                    ++counts[page.pixel(x, y)];
            }
            QRgb most = 0;
            for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
                if (it.value() > counts.value(most))
                    most = it.key();
            }
            QColor ink = QColor::fromRgb(most);
            for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
                if (contrast(QColor::fromRgb(it.key()), QColor::fromRgb(most)) > contrast(ink, QColor::fromRgb(most)))
                    ink = QColor::fromRgb(it.key());
            }
            EXPECT_LE(distanceFromBlends(QColor::fromRgb(most), background, background), 2)
                << "drawn on " << QColor::fromRgb(most).name().toStdString() << ", reported on "
                << background.name().toStdString();
            EXPECT_LE(distanceFromBlends(ink, colour, background), 8)
                << "drawn in " << ink.name().toStdString() << ", reported " << colour.name().toStdString() << " on "
                << background.name().toStdString();
            EXPECT_GT(contrast(ink, QColor::fromRgb(most)), 1.5) << "no text is drawn in the box";
            if (text[QStringLiteral("role")].toString() == QLatin1String("label")) {
                ++labels;
                EXPECT_GE(contrast(colour, background), 4.5)
                    << colour.name().toStdString() << " on " << background.name().toStdString();
                EXPECT_GE(contrast(ink, QColor::fromRgb(most)), 4.5);
            }
            if (words.contains(QLatin1String("136.09"))) {
                critical = true;
                EXPECT_EQ(text[QStringLiteral("role")].toString(), QStringLiteral("label"));
            }
            if (words == QLatin1String("Q3")) {
                title = true;
                EXPECT_EQ(text[QStringLiteral("role")].toString(), QStringLiteral("title"));
            }
        }
        EXPECT_TRUE(critical);
        EXPECT_TRUE(title);
        EXPECT_GT(labels, 3);
    }
}

// The texts of one role in a layout report.
QStringList textsOfRole(const std::string& reportJson, const char* role)
{
    QStringList texts;
    const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson)).object();
    for (const QJsonValue& text : json[QStringLiteral("texts")].toArray()) {
        if (text[QStringLiteral("role")].toString() == QLatin1String(role))
            texts.append(text[QStringLiteral("text")].toString());
    }
    return texts;
}

TEST_F(ExportLayoutCli, WithoutTitleTheSlideSaysWhatItShowsAndTitleEmptyMeansNone)
{
    // The default project: TPU v5e and H100 SXM, the bf16 matmul at B = 128 first on the roofline.
    std::vector<std::string> args {
        "export", "--chart", "roofline", "--out", path("a.png"), "--layout-report", path("a.json")};
    ASSERT_EQ(app(args).exitCode, 0);
    const std::string report = readFile(path("a.json"));
    EXPECT_EQ(textsOfRole(report, "title").join(u' '), QStringLiteral("TPU v5e vs H100 SXM — bf16 matmul, B = 128"));
    EXPECT_EQ(textsOfRole(report, "subtitle").join(u' '), QStringLiteral("D = F = 4096"));
    // The source line names where each chip file's numbers come from.
    // Each chip's most cited source: jax-ml.github.io for 13 of TPU v5e's numbers and for 10 of H100 SXM's (the
    // chapter's site; NVIDIA's own pages come next, with 8).
    EXPECT_EQ(
        textsOfRole(report, "caption").join(u' '), QStringLiteral("Sources: jax-ml.github.io (TPU v5e, H100 SXM)"));

    // --B moves the title with it; "" means no title, subtitle or caption at all.
    args.insert(args.end(), {"--B", "256", "--subtitle", "", "--caption", ""});
    ASSERT_EQ(app(args).exitCode, 0);
    EXPECT_EQ(textsOfRole(readFile(path("a.json")), "title").join(u' '),
        QStringLiteral("TPU v5e vs H100 SXM — bf16 matmul, B = 256"));
    EXPECT_TRUE(textsOfRole(readFile(path("a.json")), "subtitle").isEmpty());
    EXPECT_TRUE(textsOfRole(readFile(path("a.json")), "caption").isEmpty());
    // An op with a label of its own is named by it.
    ASSERT_EQ(app({"export", "--chart", "roofline", "--op", "matmul B=B D=8192 F=28672 label=\"MLP up\"", "--out",
                      path("b.png"), "--layout-report", path("b.json")})
                  .exitCode,
        0);
    EXPECT_EQ(textsOfRole(readFile(path("b.json")), "title").join(u' '),
        QStringLiteral("TPU v5e vs H100 SXM — MLP up, B = 128"));
    args.insert(args.end(), {"--title", ""});
    ASSERT_EQ(app(args).exitCode, 0);
    EXPECT_TRUE(textsOfRole(readFile(path("a.json")), "title").isEmpty());

    // In Chinese and Russian the words are theirs; the op stays as its spec writes it. The batch-size chart
    // draws the default project's sweeps, bf16 activations with int8 weights: "bf16×int8 matmul" (a "bf16
    // matmul" is not on it).
    ASSERT_EQ(app({"export", "--chart", "sweep", "--lang", "zh_CN", "--out", path("zh.png"), "--layout-report",
                      path("zh.json")})
                  .exitCode,
        0);
    EXPECT_EQ(textsOfRole(readFile(path("zh.json")), "title").join(u' '),
        QStringLiteral("TPU v5e 对比 H100 SXM — bf16×int8 matmul"));
    EXPECT_EQ(textsOfRole(readFile(path("zh.json")), "subtitle").join(u' '),
        QStringLiteral("D = F = 4096 / 1024，B 从 1 到 511"));
    ASSERT_EQ(app({"export", "--chip", "tpu-v5e", "--chip", "h100-sxm", "--chip", "tpu-v5p", "--chip", "mi300x",
                      "--lang", "ru", "--out", path("ru.png"), "--layout-report", path("ru.json")})
                  .exitCode,
        0);
    EXPECT_EQ(textsOfRole(readFile(path("ru.json")), "title").join(u' '),
        QStringLiteral("4 чипа — матр. умножение bf16, B = 128"));
    // TPU v5e, H100 SXM and v5p cite the chapter's site most: one entry for the three.
    EXPECT_TRUE(textsOfRole(readFile(path("ru.json")), "caption")
                    .join(u' ')
                    .startsWith(QStringLiteral("Источники: jax-ml.github.io (TPU v5e, H100 SXM, TPU v5p); ")))
        << textsOfRole(readFile(path("ru.json")), "caption").join(u' ').toStdString();
}

} // namespace
} // namespace roofline::test::export_layout_cli
