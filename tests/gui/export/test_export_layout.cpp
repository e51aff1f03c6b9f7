// The layout of exported slides, read from the exporter's layout report: for 1 to 8 chips, both
// charts, both chip layouts, the slide, light and dark themes and three slide sizes, no two texts
// overlap, every text is inside the page, no label is left out, and the SVG holds every label the
// report names as text.
//
// The full matrix, 1 to 8 chips × roofline, batch-size and both charts × both chip layouts × the slide
// and light themes × three sizes (288 exports), runs in every run (ExportMatrix.*, one test per chip count);
// the dark theme lays every text out where the light one does (only colours differ), which
// ExportLayout.DarkSlidesPutEveryTextWhereLightOnesDo checks on the most crowded slides; the hard cases also
// have tests of their own by name (ExportLayout.RepresentativeSlides and after).
#include "support/gui_test_helpers.h"

#include "core/formats/chip_library.h"
#include "core/scene/project.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/layout_report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace roofline::test::export_layout {
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

const ExportChart kCharts[] = {ExportChart::Roofline, ExportChart::BatchSize, ExportChart::Both};
const ChipLayout kLayouts[] = {ChipLayout::Overlay, ChipLayout::SideBySide};
const char* const kThemes[] = {"slide", "light"}; // dark: as light, in other colours
// 1920 × 1080: as 1280 × 720, one and a half times larger (ExportLayout.AFullHdSlideIsThe720pOneScaled).
const QSize kSizes[] = {QSize(1280, 720), QSize(1024, 768)};

// The slides checked by name.
const std::vector<Slide>& namedSlides()
{
    static const std::vector<Slide> slides {
        Slide {1, ExportChart::Both, ChipLayout::Overlay, QStringLiteral("slide"), {1920, 1080}},
        Slide {8, ExportChart::Roofline, ChipLayout::SideBySide, QStringLiteral("dark"), {1024, 768}},
        Slide {8, ExportChart::BatchSize, ChipLayout::Overlay, QStringLiteral("light"), {1920, 1080}},
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

// What every exported slide must hold (docs/testing.md, the export matrix), checked from the report and the SVG.
// A slide's export as SVG, titled "Rooflines".
ExportRequest requestFor(const Slide& slide)
{
    ExportRequest request;
    request.chart = slide.chart;
    request.size = slide.size;
    request.theme = slide.theme;
    request.title = QStringLiteral("Rooflines");
    request.format = ExportFormat::Svg;
    return request;
}

void checkSlide(const Slide& slide)
{
    SCOPED_TRACE(describe(slide));
    ui::Document document(projectFor(slide), builtinChips());
    ui::ChartExporter exporter(document);
    const ExportRequest request = requestFor(slide);
    // The file and its report from one layout, as `export --layout-report` writes them.
    ui::LayoutReport report;
    const QByteArray svg = exporter.render(request, &report);
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
    const QString svgTexts = svgText(svg);
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("label")) {
            EXPECT_TRUE(svgTexts.contains(text.text)) << text.text.toStdString() << " is not text in the SVG";
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
    // Every text as the report has it: words, role, box to a hundredth of a pixel, colour on background.
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const ui::LayoutText& text = report.texts[static_cast<std::size_t>(i)];
        const QJsonObject written = texts[i].toObject();
        EXPECT_EQ(written[QStringLiteral("text")].toString(), text.text);
        EXPECT_EQ(written[QStringLiteral("role")].toString(), text.role);
        EXPECT_NEAR(written[QStringLiteral("x")].toDouble(), text.box.x(), 0.0051);
        EXPECT_NEAR(written[QStringLiteral("y")].toDouble(), text.box.y(), 0.0051);
        EXPECT_NEAR(written[QStringLiteral("w")].toDouble(), text.box.width(), 0.0051);
        EXPECT_NEAR(written[QStringLiteral("h")].toDouble(), text.box.height(), 0.0051);
        EXPECT_EQ(written[QStringLiteral("color")].toString(), text.color.name()) << text.text.toStdString();
        EXPECT_EQ(written[QStringLiteral("background")].toString(), text.background.name()) << text.text.toStdString();
    }
    EXPECT_EQ(json[QStringLiteral("dropped")], QJsonValue(QJsonArray()));
}

// The report's JSON, for a report written by hand: exactly its values, keys as file-formats.md names them.
TEST(ExportLayout, TheReportsJsonHoldsEachTextsValuesAndTheDroppedLabels)
{
    ui::LayoutReport report;
    report.page = QSize(1920, 1080);
    report.texts.push_back({QStringLiteral("B = 136.09"), QStringLiteral("label"), QRectF(1402.504, 611.2, 131.4, 27.0),
        QColor(0x00, 0x72, 0xb2), QColor(Qt::white), {QStringLiteral("TPU v5e HBM slope")}});
    report.texts.push_back({QStringLiteral("1e14"), QStringLiteral("tick"), QRectF(10, 20, 30, 12),
        QColor(0xe0, 0xe0, 0xe0), QColor(0x26, 0x28, 0x2b)});
    report.dropped = QStringList {QStringLiteral("a label with no room")};
    report.omitted = QStringList {QStringLiteral("HBM 240.2")};
    report.plots = {QRectF(100.25, 50, 800, 600)};
    const QJsonObject json = QJsonDocument::fromJson(ui::layoutReportJson(report)).object();
    EXPECT_EQ(json[QStringLiteral("page")].toObject(),
        (QJsonObject {{QStringLiteral("width"), 1920}, {QStringLiteral("height"), 1080}}));
    const QJsonArray texts = json[QStringLiteral("texts")].toArray();
    ASSERT_EQ(texts.size(), 2);
    EXPECT_EQ(texts[0].toObject(),
        (QJsonObject {{QStringLiteral("text"), QStringLiteral("B = 136.09")},
            {QStringLiteral("role"), QStringLiteral("label")}, {QStringLiteral("x"), 1402.5},
            {QStringLiteral("y"), 611.2}, {QStringLiteral("w"), 131.4}, {QStringLiteral("h"), 27.0},
            {QStringLiteral("color"), QStringLiteral("#0072b2")},
            {QStringLiteral("background"), QStringLiteral("#ffffff")},
            {QStringLiteral("covers"), QJsonArray {QStringLiteral("TPU v5e HBM slope")}}}));
    EXPECT_EQ(texts[1].toObject()[QStringLiteral("covers")], QJsonValue(QJsonArray()));
    EXPECT_EQ(texts[1].toObject()[QStringLiteral("color")].toString(), QStringLiteral("#e0e0e0"));
    EXPECT_EQ(texts[1].toObject()[QStringLiteral("background")].toString(), QStringLiteral("#26282b"));
    EXPECT_EQ(json[QStringLiteral("dropped")], QJsonValue(QJsonArray {QStringLiteral("a label with no room")}));
    EXPECT_EQ(json[QStringLiteral("omitted")], QJsonValue(QJsonArray {QStringLiteral("HBM 240.2")}));
    EXPECT_EQ(json[QStringLiteral("plots")],
        QJsonValue(QJsonArray {QJsonObject {{QStringLiteral("x"), 100.25}, {QStringLiteral("y"), 50.0},
            {QStringLiteral("w"), 800.0}, {QStringLiteral("h"), 600.0}}}));
}

// An export's report comes from the layout its file was drawn from (render with a report): the same
// texts, boxes, plots and left-out labels as the report on its own, for the matrix's most crowded
// page (two charts of four chips side by side at 1280 × 720), as a drawing and as an image drawn larger
// (a PDF is laid out as the image is).
TEST(ExportLayout, AnExportsReportIsTheReportOfItsOwnLayout)
{
    const Slide crowded = kFourChipsBothSideBySide;
    ui::Document document(projectFor(crowded), builtinChips());
    ui::ChartExporter exporter(document);
    for (const ExportFormat format : {ExportFormat::Svg, ExportFormat::Png}) {
        ExportRequest request;
        request.chart = crowded.chart;
        request.size = crowded.size;
        request.theme = crowded.theme;
        request.format = format;
        request.scale = format == ExportFormat::Png ? 1.5 : 1.0;
        const ui::LayoutReport alone = exporter.layoutReport(request);
        ui::LayoutReport withFile;
        EXPECT_FALSE(exporter.render(request, &withFile).isEmpty());
        ASSERT_EQ(withFile.texts.size(), alone.texts.size()) << ui::exportFormatName(format).toStdString();
        for (std::size_t i = 0; i < alone.texts.size(); ++i) {
            EXPECT_EQ(withFile.texts[i].text, alone.texts[i].text);
            EXPECT_EQ(withFile.texts[i].role, alone.texts[i].role);
            EXPECT_EQ(withFile.texts[i].box, alone.texts[i].box) << boxText(alone.texts[i]);
        }
        EXPECT_EQ(withFile.plots, alone.plots);
        EXPECT_EQ(withFile.dropped, alone.dropped);
        EXPECT_EQ(withFile.omitted, alone.omitted);
        EXPECT_EQ(withFile.page, request.size);
    }
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
    // Q3's matmul (x bf16, w int8, z bf16) computes in bf16: with the chip file's 1.835e15 FLOPs/s and
    // 3.67e12 B/s of HBM, the critical intensity is 500 and 2BDF / 1.835e15 = (2BD + DF + 2BF) / 3.67e12
    // gives B = D / (2D / 500 - 4): 10666.67 for D = 1024 (past the range), 330.75 for D = 4096 (in it).
    Project project = defaultProject();
    project.chipIds = {"gaudi3"};
    ui::Document document(project, builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = ExportChart::BatchSize;
    const ui::LayoutReport report = exporter.layoutReport(request);
    EXPECT_TRUE(report.dropped.isEmpty()) << report.dropped.join(QLatin1String(" | ")).toStdString();
    QStringList arrows;
    QStringList critical;
    for (const ui::LayoutText& text : report.texts) {
        if (text.role != QLatin1String("label") || !text.text.startsWith(QLatin1String("B = ")))
            continue;
        (text.text.endsWith(QChar(0x2192)) ? arrows : critical).append(text.text);
    }
    const auto b = [](double d) { return d / (2.0 * d / 500.0 - 4.0); };
    ASSERT_EQ(arrows.size(), 1) << arrows.join(u'|').toStdString();
    EXPECT_EQ(arrows.front(), QStringLiteral("B = 10667 \u2192"));
    EXPECT_NEAR(arrows.front().mid(4).chopped(2).toDouble(), b(1024), 0.5);
    EXPECT_EQ(critical, QStringList {QStringLiteral("B = 330.75")});
    EXPECT_NEAR(b(4096), 330.75, 0.005);
}

// A slide is uncluttered (gui.md "Exporting charts": no minor grid, no slider marker), as drawn: the
// light theme's minor grid lines are thousands of pixels of its #eeeeee on the roofline, the slide's
// hardly any; the light batch-size chart labels the B slider ("B = 128"), the slide does not.
TEST(ExportLayout, ASlideDrawsNoMinorGridAndNoSliderMarker)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::ChartExporter exporter(document);
    const auto minorGridPixels = [&](const char* theme) {
        ExportRequest request;
        request.chart = ExportChart::Roofline;
        request.theme = QString::fromLatin1(theme);
        const QImage image = exporter.renderImage(request).convertToFormat(QImage::Format_RGB32);
        const QRgb subGrid = ui::ChartTheme::named(QString::fromLatin1(theme)).subGrid.rgb();
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                count += image.pixel(x, y) == subGrid;
        }
        return count;
    };
    const int light = minorGridPixels("light");
    EXPECT_GT(light, 5000);
    EXPECT_LT(minorGridPixels("slide"), light / 20) << light; // a few antialiased edges happen to be #eeeeee
    const auto sliderLabels = [&](const char* theme) {
        ExportRequest request;
        request.chart = ExportChart::BatchSize;
        request.theme = QString::fromLatin1(theme);
        int count = 0;
        for (const ui::LayoutText& text : exporter.layoutReport(request).texts)
            count += text.text == QLatin1String("B = 128");
        return count;
    };
    EXPECT_GE(sliderLabels("light"), 1);
    EXPECT_EQ(sliderLabels("slide"), 0);
}

ui::LayoutReport layoutOf(const Slide& slide)
{
    ui::Document document(projectFor(slide), builtinChips());
    ui::ChartExporter exporter(document);
    return exporter.layoutReport(requestFor(slide));
}

TEST(ExportLayout, DarkSlidesPutEveryTextWhereLightOnesDo)
{
    // Why the matrix needs no dark pass: a theme's colours move no text. Eight chips at the smallest size,
    // where labels crowd most and move furthest.
    for (const ExportChart chart : kCharts) {
        for (const ChipLayout layout : kLayouts) {
            const ui::LayoutReport light = layoutOf({8, chart, layout, QStringLiteral("light"), {1024, 768}});
            const ui::LayoutReport dark = layoutOf({8, chart, layout, QStringLiteral("dark"), {1024, 768}});
            ASSERT_EQ(dark.texts.size(), light.texts.size());
            ASSERT_FALSE(light.texts.empty());
            int recoloured = 0;
            for (std::size_t t = 0; t < light.texts.size(); ++t) {
                EXPECT_EQ(dark.texts[t].text, light.texts[t].text);
                EXPECT_EQ(dark.texts[t].box, light.texts[t].box) << light.texts[t].text.toStdString();
                recoloured += dark.texts[t].color != light.texts[t].color ? 1 : 0;
            }
            EXPECT_GT(recoloured, 0); // the dark theme was drawn
            EXPECT_EQ(dark.dropped, light.dropped);
        }
    }
}

TEST(ExportLayout, AFullHdSlideIsThe720pOneScaled)
{
    // Why the matrix needs no 1920 × 1080 pass: a 16:9 page is laid out as a 1920 × 1080 slide at every
    // size and drawn at its own, so every text of a 1280 × 720 slide is the 1920 × 1080 one's at two
    // thirds, within the rounding of font metrics at the smaller size. Eight chips as both charts (the
    // page's whole search: the charts' widths, stacking, the chips' grouping, the notes), both chip
    // layouts, the slide and light themes.
    constexpr double kRounding = 0.6; // 1280 × 720 pixels
    constexpr ExportChart chart = ExportChart::Both;
    for (const ChipLayout layout : kLayouts) {
        for (const char* theme : kThemes) {
            const ui::LayoutReport large = layoutOf({8, chart, layout, QString::fromLatin1(theme), {1920, 1080}});
            const ui::LayoutReport small = layoutOf({8, chart, layout, QString::fromLatin1(theme), {1280, 720}});
            ASSERT_EQ(small.texts.size(), large.texts.size());
            ASSERT_FALSE(large.texts.empty());
            for (std::size_t t = 0; t < large.texts.size(); ++t) {
                const QRectF scaled(large.texts[t].box.topLeft() * 2.0 / 3.0, large.texts[t].box.size() * 2.0 / 3.0);
                const QRectF box = small.texts[t].box;
                EXPECT_EQ(small.texts[t].text, large.texts[t].text);
                EXPECT_TRUE(std::fabs(box.left() - scaled.left()) <= kRounding
                    && std::fabs(box.top() - scaled.top()) <= kRounding
                    && std::fabs(box.width() - scaled.width()) <= kRounding
                    && std::fabs(box.height() - scaled.height()) <= kRounding)
                    << large.texts[t].text.toStdString() << " (" << theme << "): " << box.x() << "," << box.y() << " "
                    << box.width() << "x" << box.height() << " at 1280 x 720, " << scaled.x() << "," << scaled.y()
                    << " " << scaled.width() << "x" << scaled.height() << " scaled from 1920 x 1080";
            }
            EXPECT_EQ(small.dropped, large.dropped);
            EXPECT_EQ(small.omitted, large.omitted);
        }
    }
}

// The whole matrix, one test per chip count: 24 slides each (three charts × two layouts × two
// themes × two sizes), about 5 s each in a dev build since an export's plots stopped filling a
// full-size image per layer at every replot.
class ExportMatrix : public ::testing::TestWithParam<int> { };

TEST_P(ExportMatrix, EverySlideReads)
{
    for (const ExportChart chart : kCharts) {
        for (const ChipLayout layout : kLayouts) {
            for (const char* theme : kThemes) {
                for (const QSize size : kSizes)
                    checkSlide({GetParam(), chart, layout, QString::fromLatin1(theme), size});
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Chips, ExportMatrix, ::testing::Range(1, 9),
    [](const ::testing::TestParamInfo<int>& chips) { return std::to_string(chips.param) + "Chips"; });

} // namespace
} // namespace roofline::test::export_layout
