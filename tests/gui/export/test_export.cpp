// Exports from the app (ui/export): PNG, SVG and PDF at the requested size from the exporter's own charts,
// text in Chinese and Russian drawn as text, the window's hidden legend entries respected, the clipboard,
// chart themes, recent files and crash recovery.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/pdf_tools.h"

#include "core/formats/project_json.h"
#include "core/formats/recovery.h"
#include "core/report/scene_csv.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/png_writer.h"
#include "ui/panels/op_list_panel.h"
#include "ui/settings.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QUndoStack>
#include <QXmlStreamReader>

#include <sys/wait.h>
#include <unistd.h>

namespace roofline::test::exports {
namespace {

using ui::ExportChart;
using ui::ExportFormat;
using ui::ExportRequest;

ExportRequest request(
    ExportChart chart, ExportFormat format, QSize size = {1280, 720}, const QString& theme = QStringLiteral("slide"))
{
    ExportRequest r;
    r.chart = chart;
    r.format = format;
    r.size = size;
    r.theme = theme;
    return r;
}

QStringList svgTexts(const QByteArray& svg)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return texts;
}

// Whether every pixel of the image's outer frame (`width` pixels) is `color`: nothing drawn there,
// so nothing reaches the edge and is cut off.
bool frameIs(const QImage& image, QRgb color, int width = 2)
{
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const bool frame = x < width || y < width || x >= image.width() - width || y >= image.height() - width;
            if (frame && image.pixel(x, y) != color)
                return false;
        }
    }
    return true;
}

// glyph 0 is a font's .notdef: the box drawn for a character no font has.
int missingGlyphs(const QString& text, const QFont& font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    int missing = 0;
    for (const QGlyphRun& run : layout.glyphRuns()) {
        for (const quint32 glyph : run.glyphIndexes())
            missing += glyph == 0 ? 1 : 0;
    }
    return missing;
}

QImage drawText(const QString& text, const QFont& font)
{
    QImage image(600, 120, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRect(0, 0, 600, 120), Qt::AlignCenter, text);
    return image;
}

// The share of pixels of two images of the same size that are nearly the same colour.
double similarity(const QImage& a, const QImage& b)
{
    int close = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y);
            const QColor q = b.pixelColor(x, y);
            close += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) + std::abs(p.blue() - q.blue()) < 60;
        }
    }
    return double(close) / (a.width() * a.height());
}

TEST(Export, PngHasTheRequestedPixelSizeForEveryChartAndScale)
{
    auto window = openWindow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    for (const ExportChart chart : {ExportChart::Roofline, ExportChart::BatchSize, ExportChart::Both}) {
        for (const auto& [size, scale] : {std::pair {QSize(1920, 1080), 1.0}, {QSize(1280, 720), 1.0},
                 {QSize(3840, 2160), 2.0}, {QSize(1000, 1000), 0.5}}) {
            ExportRequest r = request(chart, ExportFormat::Png, size);
            r.scale = scale;
            r.title = QStringLiteral("Title");
            const QImage decoded = QImage::fromData(exporter.render(r), "PNG");
            EXPECT_EQ(decoded.size(), size) << ui::exportChartName(chart).toStdString() << " at " << scale;
        }
    }
}

TEST(Export, ThePngWriterIsLossless)
{
    // Every pixel reads back as it was, with and without alpha, odd sizes included.
    for (const bool alpha : {false, true}) {
        QImage image(37, 23, alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                image.setPixel(
                    x, y, qRgba((x * 7) & 255, (y * 11) & 255, (x * y) & 255, alpha ? (x * 13 + y) & 255 : 255));
        }
        image.setDotsPerMeterX(3780);
        image.setDotsPerMeterY(3780);
        const QImage decoded = QImage::fromData(ui::encodePng(image), "PNG");
        ASSERT_EQ(decoded.size(), image.size());
        EXPECT_EQ(decoded.hasAlphaChannel(), alpha);
        EXPECT_EQ(decoded.dotsPerMeterX(), 3780);
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                ASSERT_EQ(decoded.pixel(x, y), image.pixel(x, y)) << x << "," << y;
        }
    }
    // And an exported chart decodes to the image that was rendered.
    auto window = openWindow();
    const ExportRequest r = request(ExportChart::Both, ExportFormat::Png, QSize(640, 360));
    const QImage rendered = exportActions(*window)->exporter().renderImage(r);
    const QImage decoded = QImage::fromData(exportActions(*window)->exporter().render(r), "PNG");
    EXPECT_EQ(decoded.convertToFormat(QImage::Format_ARGB32), rendered.convertToFormat(QImage::Format_ARGB32));
}

TEST(Export, ScaleDrawsTheSameLayoutWithMorePixels)
{
    auto window = openWindow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    // Type scales with the page down to half a 1920 × 1080 slide's: below that (here 640 × 360) a page
    // keeps half a slide's type, so the scale is what makes its type larger or smaller.
    ExportRequest r = request(ExportChart::BatchSize, ExportFormat::Png, QSize(640, 360));
    const QImage small = exporter.renderImage(r);
    r.size = QSize(1280, 720);
    r.scale = 2.0;
    const QImage twice = exporter.renderImage(r);
    r.scale = 1.0;
    const QImage larger = exporter.renderImage(r);
    EXPECT_EQ(twice.size(), QSize(1280, 720));
    // Halved again, the 2× image is the 1× one up to antialiasing; the 1280 × 720 image at scale 1
    // (laid out as a 1920 × 1080 slide: smaller type for its size, more room) is not.
    const auto halved = [&](const QImage& image) {
        return image.scaled(small.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    };
    const double same = similarity(small, halved(twice));
    const double different = similarity(small, halved(larger));
    EXPECT_GT(same, 0.92);
    EXPECT_LT(different, same - 0.03);
}

TEST(Export, NothingReachesTheEdgesInAnyThemeOrChart)
{
    auto window = openWindow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    for (const QString& theme : ui::ChartTheme::names()) {
        for (const ExportChart chart : {ExportChart::Roofline, ExportChart::BatchSize, ExportChart::Both}) {
            ExportRequest r = request(chart, ExportFormat::Png, QSize(1920, 1080), theme);
            r.title = QStringLiteral("A title long enough to need some room on a slide");
            r.subtitle = QStringLiteral("TPU v5e and H100 SXM");
            r.caption = QStringLiteral("Numbers: the Rooflines chapter of How To Scale Your Model");
            const QImage image = exporter.renderImage(r);
            EXPECT_TRUE(frameIs(image, ui::ChartTheme::named(theme).background.rgba()))
                << theme.toStdString() << " " << ui::exportChartName(chart).toStdString();
        }
    }
}

TEST(Export, TransparentLeavesTheBackgroundClear)
{
    auto window = openWindow();
    ExportRequest r = request(ExportChart::Both, ExportFormat::Png);
    r.transparent = true;
    const QImage clear = exportActions(*window)->exporter().renderImage(r);
    EXPECT_EQ(qAlpha(clear.pixel(1, 1)), 0);
    EXPECT_TRUE(frameIs(clear, qRgba(0, 0, 0, 0)));
    r.transparent = false;
    const QImage white = exportActions(*window)->exporter().renderImage(r);
    EXPECT_EQ(white.pixel(1, 1), qRgb(255, 255, 255));
}

TEST(Export, SvgKeepsTextAsTextAndRendersBack)
{
    auto window = openWindow();
    ExportRequest r = request(ExportChart::Both, ExportFormat::Svg, QSize(1600, 900));
    r.title = QStringLiteral("Rooflines, “slide” edition");
    const QByteArray svg = exportActions(*window)->exporter().render(r);
    const QStringList texts = svgTexts(svg);
    EXPECT_GT(texts.size(), 20);
    EXPECT_TRUE(texts.contains(*r.title)) << texts.join(QLatin1Char('|')).toStdString();
    // The roofline is a third of the slide's width, narrower than its whole axis title in a slide's type:
    // the axis takes its short form.
    EXPECT_TRUE(texts.contains(QStringLiteral("Intensity (FLOPs/byte)")));
    EXPECT_TRUE(texts.contains(QStringLiteral("Batch size B")));
    QSvgRenderer renderer(svg);
    ASSERT_TRUE(renderer.isValid());
    EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 1600, 900));
    // Drawn back, nothing reaches the edges: QSvgGenerator writes no clip paths, so lines that run
    // past the plot must have been cut before they were written.
    QImage drawn(1600, 900, QImage::Format_ARGB32_Premultiplied);
    drawn.fill(Qt::white);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    EXPECT_TRUE(frameIs(drawn, qRgb(255, 255, 255), 4));
    // …and it looks like the PNG of the same export (up to text rendering), more than like another one.
    r.format = ExportFormat::Png;
    const double same = similarity(drawn, exportActions(*window)->exporter().renderImage(r));
    r.chart = ExportChart::Roofline;
    const double other = similarity(drawn, exportActions(*window)->exporter().renderImage(r));
    // Labels are real text in the SVG now, drawn back by QSvgRenderer's own text layout: a little
    // less alike than glyph runs were (0.897 measured); the margin over another chart still holds.
    EXPECT_GT(same, 0.87);
    EXPECT_GT(same, other + 0.05) << same << " " << other;
    // The size is written in millimetres: 1600 × 900 pixels at 96 per inch.
    QXmlStreamReader xml(svg);
    while (!xml.atEnd() && !(xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("svg"))) {
    }
    const auto millimetres = [&](const QString& attribute) {
        QString text = xml.attributes().value(attribute).toString();
        EXPECT_TRUE(text.endsWith(QLatin1String("mm"))) << text.toStdString();
        return text.chopped(2).toDouble();
    };
    EXPECT_NEAR(millimetres(QStringLiteral("width")) / 25.4 * 96, 1600, 1);
    EXPECT_NEAR(millimetres(QStringLiteral("height")) / 25.4 * 96, 900, 1);
}

// A PDF as poppler reads it: written to a file, then pdfinfo and pdftotext.
PdfFacts pdfFacts(const QByteArray& pdf)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.pdf"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(pdf);
    file.close();
    const PdfFacts facts = readPdf(path.toStdString());
    EXPECT_TRUE(facts.readable) << facts.problem;
    return facts;
}

TEST(Export, PdfHasOnePageOfTheRequestedSizeWithTheChartsWordsAsText)
{
    auto window = openWindow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    ExportRequest r = request(ExportChart::Roofline, ExportFormat::Pdf);
    r.title = QStringLiteral("Rooflines of two chips");
    // No subtitle or source line.
    r.subtitle = QString();
    r.caption = QString();
    const QByteArray pdf = exporter.render(r);
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    const PdfFacts facts = pdfFacts(pdf);
    // 1280 × 720 pixels at 96 per inch: 960 × 540 points.
    EXPECT_EQ(facts.pages, 1);
    EXPECT_NEAR(facts.widthPoints, 1280 * 72.0 / 96, 0.5);
    EXPECT_NEAR(facts.heightPoints, 720 * 72.0 / 96, 0.5);
    EXPECT_EQ(facts.title, "Rooflines of two chips");
    // The words are text in the PDF (searchable, selectable), not outlines or an image; the chips' keys
    // with their peaks and ridges too.
    for (const char* words : {"Rooflines of two chips", "TPU v5e", "H100 SXM", "Arithmetic intensity (FLOPs/byte)",
             "bf16 matmul", "int8 weights (Q2)", "dot product", "1.97e14", "240.2", "9.89e14", "295.2", "1e14"})
        EXPECT_NE(facts.text.find(words), std::string::npos) << words << " is not in:\n" << facts.text;

    // Another size is another page size; both charts at once are still one page.
    r.chart = ExportChart::Both;
    r.size = QSize(800, 1200);
    const PdfFacts both = pdfFacts(exporter.render(r));
    EXPECT_EQ(both.pages, 1);
    EXPECT_NEAR(both.widthPoints, 600, 0.5);
    EXPECT_NEAR(both.heightPoints, 900, 0.5);
    EXPECT_NE(both.text.find("Batch size B"), std::string::npos) << both.text;
    // Half of an 800 px page is too narrow for the whole x title: elided, never clipped.
    EXPECT_NE(both.text.find("Arithmetic"), std::string::npos) << both.text;
}

TEST(Export, ChineseAndRussianTitlesAreDrawnNotBoxes)
{
    const QString chinese = QStringLiteral("屋顶线模型：矩阵乘法");
    const QString russian = QStringLiteral("Модель «крыши»: умножение матриц");
    // The chart font has a glyph for every character (with fonts-noto-cjk installed)…
    const ui::ChartTheme slide = ui::ChartTheme::slide();
    for (const QFont& font : {slide.headingFont, slide.labelFont, slide.font, ui::ChartTheme::light().font}) {
        EXPECT_EQ(missingGlyphs(chinese, font), 0) << font.family().toStdString();
        EXPECT_EQ(missingGlyphs(russian, font), 0) << font.family().toStdString();
    }
    // …while a font without CJK and without fallback has none: the check can fail.
    QFont tofu(QStringLiteral("DejaVu Sans"), 20);
    tofu.setStyleStrategy(QFont::NoFontMerging);
    ASSERT_GT(missingGlyphs(chinese, tofu), 0);

    // In the exported PNG: two different Chinese titles of the same length give different images.
    // Drawn as boxes they would be the same, as the tofu font shows.
    const QString other = QStringLiteral("批量大小图：临界批量");
    ASSERT_EQ(other.size(), chinese.size());
    EXPECT_EQ(drawText(chinese, tofu), drawText(other, tofu));
    EXPECT_NE(drawText(chinese, slide.headingFont), drawText(other, slide.headingFont));
    auto window = openWindow();
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    ExportRequest r = request(ExportChart::BatchSize, ExportFormat::Png);
    r.title = chinese;
    const QImage a = exporter.renderImage(r);
    r.title = other;
    const QImage b = exporter.renderImage(r);
    EXPECT_NE(a, b);
    r.title = russian;
    r.subtitle = chinese;
    EXPECT_NE(exporter.renderImage(r), exporter.renderImage([&] {
        ExportRequest swapped = r;
        swapped.title = QStringLiteral("Модель «крыши»: деление матриц");
        return swapped;
    }()));

    // SVG keeps the words; PDF embeds a CJK font for them.
    r.format = ExportFormat::Svg;
    const QStringList texts = svgTexts(exporter.render(r));
    EXPECT_TRUE(texts.contains(russian));
    EXPECT_TRUE(texts.contains(chinese));
    r.format = ExportFormat::Pdf;
    const QByteArray pdf = exporter.render(r);
    EXPECT_TRUE(pdf.contains("CJK")) << "no CJK font embedded in the PDF";
    // …and the words read back from it, as a reader's search would find them.
    const PdfFacts facts = pdfFacts(pdf);
    EXPECT_NE(facts.text.find(russian.toStdString()), std::string::npos) << facts.text;
    EXPECT_NE(facts.text.find(chinese.toStdString()), std::string::npos) << facts.text;
}

TEST(Export, OpNamesInChineseAreDrawnOnTheChart)
{
    Project project = defaultProject();
    project.ops[0].label = "矩阵乘法";
    project.ops[1].label = "Умножение";
    auto window = openWindow(project);
    const QStringList labels = shownLabelTexts(*window->rooflineChart());
    EXPECT_TRUE(labels.contains(QStringLiteral("矩阵乘法"))) << labels.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(missingGlyphs(QStringLiteral("矩阵乘法"), window->rooflineChart()->theme().labelFont), 0);
    const QStringList texts = svgTexts(exportActions(*window)->exporter().render(
        request(ExportChart::Roofline, ExportFormat::Svg, QSize(1920, 1080), QStringLiteral("light"))));
    EXPECT_TRUE(texts.contains(QStringLiteral("矩阵乘法"))) << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Умножение")));
}

TEST(Export, TheExportShowsWhatTheWindowShows)
{
    auto window = openWindow();
    ui::RooflineChart* chart = window->rooflineChart();
    // Hide H100 from the roofline's legend, and the second sweep from the batch-size chart's.
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend()->item(i));
        if (item && item->plottable()->name().startsWith(QStringLiteral("H100 SXM")))
            chart->toggleLegendItem(item);
    }
    window->batchSizeChart()->toggleLegendItem(window->batchSizeChart()->legend()->item(1));
    window->flushUpdates();
    const HiddenSeries& hidden = window->document().project().views.hidden;
    EXPECT_EQ(hidden.rooflineChips, std::vector<std::string> {"h100-sxm"});
    EXPECT_EQ(hidden.sweeps, std::vector<int> {1});

    // The CSV leaves them out; it is exactly core's CSV of the scene.
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    const QByteArray roofline = exporter.render(request(ExportChart::Roofline, ExportFormat::Csv));
    EXPECT_FALSE(roofline.contains("h100-sxm"));
    EXPECT_TRUE(roofline.contains("tpu-v5e"));
    const std::vector<const Chip*> chips = window->document().shownChipPointers();
    EXPECT_EQ(roofline.toStdString(), rooflineCsv(window->document().project(), chips));
    const QByteArray sweep = exporter.render(request(ExportChart::BatchSize, ExportFormat::Csv));
    EXPECT_FALSE(sweep.contains("D=F=1024"));
    EXPECT_TRUE(sweep.contains("D=F=4096"));

    // A new window on the saved project hides the same entries.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("hidden.roofline.json"));
    ASSERT_TRUE(window->fileActions()->saveFile(path, true));
    auto other = openWindow();
    ASSERT_TRUE(other->fileActions()->openFile(path, true));
    other->flushUpdates();
    EXPECT_TRUE(isChipHidden(*other->rooflineChart(), 1));
    EXPECT_FALSE(plottedOpPoint(*other->rooflineChart(), 1, 0));
    EXPECT_EQ(other->document().project().views.hidden.sweeps, std::vector<int> {1});
    EXPECT_EQ(plottedCurvePointCount(*other->batchSizeChart(), 0, 1), 0);
    EXPECT_GT(plottedCurvePointCount(*other->batchSizeChart(), 0, 0), 0);
}

TEST(Export, HiddenOpsKeepTheirOpWhenOpsMove)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    ChartViews views = document.project().views;
    views.hidden.rooflineOps = {0, 2};
    document.setChartViews(views);
    document.moveOp(ui::OpList::Roofline, 0, 1); // bf16 matmul goes to 1
    EXPECT_EQ(document.project().views.hidden.rooflineOps, (std::vector<int> {1, 2}));
    document.insertOp(ui::OpList::Roofline, 0, document.ops(ui::OpList::Roofline)[0]);
    EXPECT_EQ(document.project().views.hidden.rooflineOps, (std::vector<int> {2, 3}));
    document.removeOp(ui::OpList::Roofline, 2);
    EXPECT_EQ(document.project().views.hidden.rooflineOps, (std::vector<int> {2}));
    EXPECT_EQ(document.ops(ui::OpList::Roofline)[2].label, "dot product");
    window->flushUpdates();
    for (int chip = 0; chip < 2; ++chip) {
        EXPECT_FALSE(plottedOpPoint(*window->rooflineChart(), chip, 2)) << chip;
        EXPECT_TRUE(plottedOpPoint(*window->rooflineChart(), chip, 1)) << chip;
    }
}

TEST(Export, ExportToAFileIsAtomicAndRemembersTheSettings)
{
    QTemporaryDir folder;
    auto window = openWindow();
    ui::ExportActions* actions = exportActions(*window);
    ExportRequest r = request(ExportChart::BatchSize, ExportFormat::Png, QSize(800, 600), QStringLiteral("dark"));
    r.title = QStringLiteral("Q3");
    const QString path = folder.filePath(QStringLiteral("q3.png"));
    ASSERT_TRUE(actions->exportTo(r, path, true));
    EXPECT_EQ(QImage(path).size(), QSize(800, 600));
    const ExportSettings& remembered = window->document().project().exportSettings;
    EXPECT_EQ(remembered.chart, "sweep");
    EXPECT_EQ(remembered.theme, "dark");
    EXPECT_EQ(remembered.width, 800);
    EXPECT_EQ(remembered.title, "Q3");

    // A failure (no such folder) says so and leaves nothing; an old file is kept on a bad request.
    EXPECT_FALSE(actions->exportTo(r, folder.filePath(QStringLiteral("missing/q3.png")), true));
    r.size = QSize(8, 8);
    EXPECT_FALSE(actions->exportTo(r, path, true));
    EXPECT_EQ(QImage(path).size(), QSize(800, 600));
    EXPECT_EQ(
        QDir(folder.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList {QStringLiteral("q3.png")});
}

// As the command line refuses an output that is an input: an export onto the project's own file, or onto the
// measurements it compares with, is refused, said, and leaves the file as it was.
TEST(Export, AnExportOntoAFileTheProjectWasReadFromIsRefusedAndTheFileKept)
{
    QTemporaryDir folder;
    const QString project = folder.filePath(QStringLiteral("talk.roofline.json"));
    saveProjectFile(project.toStdString(), defaultProject());
    const QString measured = folder.filePath(QStringLiteral("after.csv"));
    {
        QFile file(measured);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("name,flops,bytes,seconds\ngemm,1e9,1e6,0.001\n");
    }
    const auto bytes = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray projectBytes = bytes(project);
    const QByteArray measuredBytes = bytes(measured);
    auto window = openWindow();
    ASSERT_TRUE(window->fileActions()->openFile(project, true));
    std::vector<MeasuredKernel> compared {MeasuredKernel {}};
    compared.front().name = "gemm";
    compared.front().flops = 1e9;
    compared.front().bytes = 1e6;
    compared.front().seconds = 1e-3;
    std::string comparedPath = measured.toStdString();
    std::string comparedFormat = "csv";
    window->document().swapCompared(compared, comparedPath, comparedFormat);
    ui::ExportActions* actions = exportActions(*window);
    QStringList said;
    QObject::connect(actions, &ui::ExportActions::message, [&](const QString& text) { said << text; });
    const ExportRequest csv = request(ExportChart::Roofline, ExportFormat::Csv);
    EXPECT_FALSE(actions->exportTo(csv, project, true));
    EXPECT_FALSE(actions->exportTo(csv, measured, true));
    ASSERT_EQ(said.size(), 2);
    EXPECT_EQ(said[0],
        project
            + QStringLiteral(" was not written: is the project file, an input: writing it would "
                             "destroy it"));
    EXPECT_TRUE(said[1].contains(QStringLiteral("is the measurements compared with, an input")))
        << said[1].toStdString();
    EXPECT_EQ(bytes(project), projectBytes);
    EXPECT_EQ(bytes(measured), measuredBytes);
    // Any other file is exported as ever.
    EXPECT_TRUE(actions->exportTo(csv, folder.filePath(QStringLiteral("roofline.csv")), true));
}

TEST(Export, CopyChartPutsAPngOnTheClipboard)
{
    auto window = openWindow();
    ExportSettings settings = window->document().project().exportSettings;
    settings.width = 1024;
    settings.height = 576;
    settings.chart = "roofline";
    window->document().setExportSettings(settings);
    exportActions(*window)->copyAction()->trigger();
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    ASSERT_TRUE(data);
    EXPECT_EQ(qvariant_cast<QImage>(data->imageData()).size(), QSize(1024, 576));
    EXPECT_EQ(QImage::fromData(data->data(QStringLiteral("image/png")), "PNG").size(), QSize(1024, 576));
}

} // namespace
} // namespace roofline::test::exports
