// The layout of exported slides, read from the exporter's layout report: for 1 to 8 chips, both
// charts, both chip layouts, the slide, light and dark themes and three slide sizes, no two texts
// overlap, every text is inside the page, no label is left out, and the SVG holds every label the
// report names as text.
//
// The full matrix is 1 to 8 chips × roofline, batch-size and both charts × both chip layouts × three
// themes × three sizes: 432 exports, about 25 minutes in a dev build. Every run checks the hard cases
// by name (ExportLayout.RepresentativeSlides and the tests after it) and a sample of 24 more slides in
// which every chip count meets every chart, every theme and every size (ExportLayout.MatrixSample).
// The whole matrix is a test only when asked for; otherwise it is not registered at all (not a skipped
// test in every run):
//   ROOFLINE_FULL_EXPORT_MATRIX=1 build/dev/tests/gui_tests --gtest_filter='ExportLayout.FullMatrix'
#include "gui_test_helpers.h"

#include "core/chip_library.h"
#include "core/project.h"
#include "ui/charts/chart_theme.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/layout_report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string_view>

namespace roofline::test {
namespace {

using ui::ExportChart;
using ui::ExportFormat;
using ui::ExportRequest;

struct Slide {
    int chips = 1;
    ExportChart chart = ExportChart::Both;
    ChipLayout layout = ChipLayout::SideBySide;
    QString theme = QStringLiteral("slide");
    QSize size {1920, 1080};
};

bool operator==(const Slide& a, const Slide& b)
{
    return a.chips == b.chips && a.chart == b.chart && a.layout == b.layout && a.theme == b.theme && a.size == b.size;
}

const ExportChart kCharts[] = {ExportChart::Roofline, ExportChart::Sweep, ExportChart::Both};
const ChipLayout kLayouts[] = {ChipLayout::Overlay, ChipLayout::SideBySide};
const char* const kThemes[] = {"slide", "light", "dark"};
const QSize kSizes[] = {QSize(1920, 1080), QSize(1280, 720), QSize(1024, 768)};

// The slides the tests below check by name: the sample leaves them out.
const std::vector<Slide>& namedSlides()
{
    static const std::vector<Slide> slides {
        Slide {1, ExportChart::Both, ChipLayout::Overlay, QStringLiteral("slide"), {1920, 1080}},
        Slide {8, ExportChart::Roofline, ChipLayout::SideBySide, QStringLiteral("dark"), {1024, 768}},
        Slide {8, ExportChart::Sweep, ChipLayout::Overlay, QStringLiteral("light"), {1920, 1080}},
        Slide {4, ExportChart::Roofline, ChipLayout::Overlay, QStringLiteral("slide"), {1024, 768}},
        // Six chips' twelve critical B labels crowd one spot: one finds no room even for a
        // number and is an unnumbered note under the charts, not dropped.
        Slide {6, ExportChart::Both, ChipLayout::Overlay, QStringLiteral("slide"), {1024, 768}},
    };
    return slides;
}

// Both charts of four chips side by side on a 1280×720 slide: the hardest slide of the matrix.
const Slide kFourChipsBothSideBySide {
    4, ExportChart::Both, ChipLayout::SideBySide, QStringLiteral("slide"), {1280, 720}};

// 24 of the 432 slides, fixed: slide i has i % 8 + 1 chips and chart i % 3, so each chip count gets
// each chart once (8 and 3 have no common factor); in round k = i / 8 every slide has size k, and the
// layout (i + k) % 2 and the theme (i + 2k) % 3 turn with the chip count, so each chip count meets
// every size and theme once and both layouts.
std::vector<Slide> matrixSample()
{
    std::vector<Slide> sample;
    for (int i = 0; i < 24; ++i) {
        const int k = i / 8;
        sample.push_back({i % 8 + 1, kCharts[i % 3], kLayouts[(i + k) % 2],
            QString::fromLatin1(kThemes[(i + 2 * k) % 3]), kSizes[k]});
    }
    return sample;
}

std::string describe(const Slide& slide)
{
    std::ostringstream out;
    out << slide.chips << " chips, " << ui::exportChartName(slide.chart).toStdString() << ", "
        << (slide.layout == ChipLayout::Overlay ? "overlay" : "side-by-side") << ", " << slide.theme.toStdString()
        << ", " << slide.size.width() << "x" << slide.size.height();
    return out.str();
}

Project projectFor(const Slide& slide)
{
    Project project = defaultProject();
    project.chipIds.clear();
    for (const Chip& chip : builtinChips()) {
        if (static_cast<int>(project.chipIds.size()) == slide.chips)
            break;
        project.chipIds.push_back(chip.id);
    }
    project.viewOptions.chipLayout = slide.layout;
    project.viewOptions.sweepChipLayout = slide.layout;
    return project;
}

QString svgText(const QByteArray& svg)
{
    QString all;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            all += xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return all;
}

std::string boxText(const ui::LayoutText& text)
{
    std::ostringstream out;
    out << '"' << text.text.toStdString() << "\" (" << text.role.toStdString() << ") at " << text.box.x() << ","
        << text.box.y() << " " << text.box.width() << "x" << text.box.height();
    return out.str();
}

// What the issue asks of every exported slide, checked from the report and the SVG.
void checkSlide(const Slide& slide)
{
    SCOPED_TRACE(describe(slide));
    ui::Document document(projectFor(slide), builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = slide.chart;
    request.size = slide.size;
    request.theme = slide.theme;
    request.title = QStringLiteral("Rooflines");
    request.format = ExportFormat::Svg;
    const ui::LayoutReport report = exporter.layoutReport(request);
    EXPECT_EQ(report.page, slide.size);
    EXPECT_TRUE(report.dropped.isEmpty()) << report.dropped.join(QLatin1String(" | ")).toStdString();
    ASSERT_FALSE(report.texts.empty());
    const QRectF page(QPointF(0, 0), QSizeF(slide.size));
    constexpr double kSlack = 0.5; // rounding of font metrics
    int overlaps = 0;
    for (std::size_t i = 0; i < report.texts.size(); ++i) {
        const ui::LayoutText& a = report.texts[i];
        EXPECT_TRUE(page.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(a.box)) << boxText(a);
        for (std::size_t j = i + 1; j < report.texts.size(); ++j) {
            const ui::LayoutText& b = report.texts[j];
            if (ui::boxesOverlap(a.box.adjusted(kSlack, kSlack, -kSlack, -kSlack), b.box) && overlaps++ < 10)
                ADD_FAILURE() << boxText(a) << " overlaps " << boxText(b);
        }
    }
    EXPECT_EQ(overlaps, 0);
    const QString svg = svgText(exporter.render(request));
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("label")) {
            EXPECT_TRUE(svg.contains(text.text)) << text.text.toStdString() << " is not text in the SVG";
        }
    }
}

TEST(ExportLayout, TheReportNamesEveryKindOfTextInPagePixels)
{
    ui::Document document(projectFor({2, ExportChart::Both, ChipLayout::Overlay}), builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = ExportChart::Both;
    request.size = QSize(2560, 1440);
    request.scale = 2.0; // boxes in the image's pixels: twice the layout's
    request.title = QStringLiteral("Rooflines");
    request.subtitle = QStringLiteral("bf16 matmul");
    request.caption = QStringLiteral("Source: the chapter");
    const ui::LayoutReport report = exporter.layoutReport(request);
    QStringList roles;
    for (const ui::LayoutText& text : report.texts) {
        if (!roles.contains(text.role))
            roles.append(text.role);
    }
    for (const char* role : {"title", "subtitle", "caption", "axis-title", "tick", "legend", "label"})
        EXPECT_TRUE(roles.contains(QLatin1String(role))) << role << " in " << roles.join(u',').toStdString();
    const auto find = [&](const QString& text) {
        for (const ui::LayoutText& t : report.texts) {
            if (t.text == text)
                return t;
        }
        ADD_FAILURE() << text.toStdString() << " is not in the report";
        return ui::LayoutText {};
    };
    const ui::LayoutText title = find(QStringLiteral("Rooflines"));
    EXPECT_EQ(title.role, QStringLiteral("title"));
    // Centred on the page, in the image's pixels (scale 2).
    EXPECT_NEAR(title.box.center().x(), 1280, 2);
    EXPECT_GT(title.box.height(), 2 * 20); // the slide theme's heading is over 20 px at scale 1
    EXPECT_EQ(title.color.name(), ui::ChartTheme::named(QStringLiteral("slide")).foreground.name());
    EXPECT_EQ(title.background.name(), ui::ChartTheme::named(QStringLiteral("slide")).background.name());
    EXPECT_EQ(find(QStringLiteral("Batch size B")).role, QStringLiteral("axis-title"));
    EXPECT_EQ(find(QStringLiteral("Source: the chapter")).role, QStringLiteral("caption"));

    const QJsonObject json = QJsonDocument::fromJson(ui::layoutReportJson(report)).object();
    EXPECT_EQ(json[QStringLiteral("page")][QStringLiteral("width")].toInt(), 2560);
    EXPECT_EQ(json[QStringLiteral("page")][QStringLiteral("height")].toInt(), 1440);
    const QJsonArray texts = json[QStringLiteral("texts")].toArray();
    ASSERT_EQ(texts.size(), static_cast<qsizetype>(report.texts.size()));
    const QJsonObject first = texts.first().toObject();
    for (const char* key : {"text", "role", "x", "y", "w", "h", "color", "background"})
        EXPECT_TRUE(first.contains(QLatin1String(key))) << key;
    EXPECT_TRUE(first[QStringLiteral("color")].toString().startsWith(u'#'));
    EXPECT_EQ(first[QStringLiteral("color")].toString().size(), 7);
    EXPECT_TRUE(json[QStringLiteral("dropped")].isArray());
}

TEST(ExportLayout, RepresentativeSlides)
{
    for (const Slide& slide : namedSlides())
        checkSlide(slide);
}

// Half a page each left the roofline's six-entry legend squeezed over itself and its small charts no
// room even for numbers; the page is laid out one chart above the other, or drawn smaller, until it reads.
TEST(ExportLayout, FourChipsBothChartsSideBySideAt1280x720)
{
    checkSlide(kFourChipsBothSideBySide);
}

TEST(ExportLayout, ACriticalBPastTheSweptRangeIsLabelledAtTheEndOfItsCurve)
{
    // Gaudi 3's D = F = 1024 curve turns compute-bound far past B = 511 (the chip's HBM is slow for its
    // peak): its critical B's marker is off the chart. It was dropped; now it is a label with an arrow.
    Project project = defaultProject();
    project.chipIds = {"gaudi3"};
    ui::Document document(project, builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = ExportChart::Sweep;
    const ui::LayoutReport report = exporter.layoutReport(request);
    EXPECT_TRUE(report.dropped.isEmpty()) << report.dropped.join(QLatin1String(" | ")).toStdString();
    QStringList arrows;
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("label") && text.text.startsWith(QLatin1String("B = "))
            && text.text.endsWith(QChar(0x2192)))
            arrows.append(text.text);
    }
    EXPECT_EQ(arrows.size(), 1) << arrows.join(u'|').toStdString();
}

TEST(ExportLayout, MatrixSample)
{
    const std::vector<Slide> sample = matrixSample();
    // The sample is what its comment says: apart from the named slides, and no value left out.
    std::set<int> chips;
    std::set<int> charts;
    std::set<int> layouts;
    std::set<QString> themes;
    std::set<int> sizes;
    for (const Slide& slide : sample) {
        EXPECT_FALSE(std::ranges::count(namedSlides(), slide) || slide == kFourChipsBothSideBySide)
            << describe(slide) << " is checked by name already";
        EXPECT_EQ(std::ranges::count(sample, slide), 1) << describe(slide);
        chips.insert(slide.chips);
        charts.insert(static_cast<int>(slide.chart));
        layouts.insert(static_cast<int>(slide.layout));
        themes.insert(slide.theme);
        sizes.insert(slide.size.width());
    }
    EXPECT_EQ(chips.size(), 8u);
    EXPECT_EQ(charts.size(), 3u);
    EXPECT_EQ(layouts.size(), 2u);
    EXPECT_EQ(themes.size(), 3u);
    EXPECT_EQ(sizes.size(), 3u);
    for (const Slide& slide : sample)
        checkSlide(slide);
}

class FullMatrix : public ::testing::Test {
    void TestBody() override
    {
        for (int chips = 1; chips <= 8; ++chips) {
            for (const ExportChart chart : kCharts) {
                for (const ChipLayout layout : kLayouts) {
                    for (const char* theme : kThemes) {
                        for (const QSize size : kSizes)
                            checkSlide({chips, chart, layout, QString::fromLatin1(theme), size});
                    }
                }
            }
        }
    }
};

// Registered only with ROOFLINE_FULL_EXPORT_MATRIX=1 in the environment (gtest_discover_tests lists
// the tests without it, so ctest never has it).
[[maybe_unused]] const bool kFullMatrixRegistered = [] {
    const char* wanted = std::getenv("ROOFLINE_FULL_EXPORT_MATRIX");
    if (!wanted || std::string_view(wanted) != "1")
        return false;
    ::testing::RegisterTest("ExportLayout", "FullMatrix", nullptr, nullptr, __FILE__, __LINE__,
        []() -> ::testing::Test* { return new FullMatrix; });
    return true;
}();

} // namespace
} // namespace roofline::test
