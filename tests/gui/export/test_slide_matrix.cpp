// Slides a room can read, checked from the exporter's layout report: 2, 4 and 6 chips × the roofline,
// the batch-size chart and both × overlaid and side by side × 1280×720 and 1920×1080 (72 slides in
// English), and the 6-chip slides again in Chinese and Russian (24 more). On every slide: every text
// at 4.5:1 or more against what is drawn under it, whole (never elided), at least 2.2 % of the page's
// height, inside the page, over no other text and over no plotted line or marker (`covers` empty); each
// chip's peak and first ridge written outside the footnotes; at most 4 numbered footnotes on at most 2
// lines; and the plots of a slide of both charts between 1:1 and 2:1.
#include "support/gui_test_helpers.h"
#include "support/slide_report_checks.h"

#include "core/base/color.h"
#include "core/formats/chip_library.h"
#include "core/scene/project.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/layout_report.h"
#include "ui/i18n/language.h"
#include "ui/i18n/op_text.h"

#include <QRegularExpression>

#include <algorithm>
#include <sstream>

namespace roofline::test::slide_matrix {
namespace {

using ui::ExportChart;
using ui::ExportRequest;

// Six chips of the slide matrix; the two- and four-chip slides are given the two colours that read worst as
// text (B200's sky blue #55baf4 at 2.2:1, Gaudi 3's orange #ffa300 at 2.0:1 on white).
const std::vector<std::string> kSixChips {"tpu-v5e", "tpu-v5p", "h100-sxm", "b200", "mi300x", "gaudi3"};

Project slideProject(int chips, ChipLayout layout)
{
    Project project = defaultProject();
    if (chips == 2)
        project.chipIds = {"b200", "gaudi3"};
    else if (chips == 4)
        project.chipIds = {"tpu-v5e", "h100-sxm", "b200", "gaudi3"};
    else
        project.chipIds = kSixChips;
    if (chips < 6) {
        project.chipColors["b200"] = Rgb {0x55, 0xba, 0xf4};
        project.chipColors["gaudi3"] = Rgb {0xff, 0xa3, 0x00};
    }
    project.viewOptions.chipLayout = layout;
    project.viewOptions.sweepChipLayout = layout;
    return project;
}

struct Slide {
    int chips = 2;
    ExportChart chart = ExportChart::Both;
    ChipLayout layout = ChipLayout::Overlay;
    QSize size {1920, 1080};
};

std::string describe(const Slide& slide, const QString& language)
{
    std::ostringstream out;
    out << slide.chips << " chips, " << ui::exportChartName(slide.chart).toStdString() << ", "
        << (slide.layout == ChipLayout::Overlay ? "overlay" : "side-by-side") << ", " << slide.size.width() << "x"
        << slide.size.height() << ", " << language.toStdString();
    return out.str();
}

std::string boxText(const ui::LayoutText& text)
{
    std::ostringstream out;
    out << '"' << text.text.toStdString() << "\" (" << text.role.toStdString() << ") at " << text.box.x() << ","
        << text.box.y() << " " << text.box.width() << "x" << text.box.height();
    return out.str();
}

// The text's colour as it lands on its background (its alpha blended), against that background.
double drawnContrast(const ui::LayoutText& text)
{
    const QColor back = text.background;
    const double a = text.color.alphaF();
    const auto mix
        = [a](int front, int behind) { return static_cast<std::uint8_t>(std::lround(a * front + (1.0 - a) * behind)); };
    const Rgb ink {
        mix(text.color.red(), back.red()), mix(text.color.green(), back.green()), mix(text.color.blue(), back.blue())};
    return contrastRatio(ink,
        Rgb {static_cast<std::uint8_t>(back.red()), static_cast<std::uint8_t>(back.green()),
            static_cast<std::uint8_t>(back.blue())});
}

ui::LayoutReport reportFor(const Slide& slide)
{
    ui::Document document(slideProject(slide.chips, slide.layout), builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = slide.chart;
    request.size = slide.size;
    return exporter.layoutReport(request);
}

// The numbered footnotes of a page: the numbers drawn on its charts (a label of digits alone).
int footnoteNumbers(const ui::LayoutReport& report)
{
    static const QRegularExpression digits(QStringLiteral("^\\d+$"));
    int count = 0;
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("label") && digits.match(text.text).hasMatch())
            ++count;
    }
    return count;
}

// The numbered notes that are a knee's critical B ("2 TPU v5e: B = 136.09", "2 TPU v5e：B = 136.09"): a
// slide never leaves one out, past the notes' budget too.
int criticalBatchNotes(const ui::LayoutReport& report)
{
    static const QRegularExpression note(QStringLiteral("^\\d+\u2002.*(: |\uff1a)B = [0-9.]+$"));
    const QStringList entries = numberedFootnoteEntries(readSlideReport(ui::layoutReportJson(report)));
    return static_cast<int>(std::count_if(
        entries.begin(), entries.end(), [](const QString& entry) { return note.match(entry).hasMatch(); }));
}

void checkSlide(const Slide& slide, const ui::LayoutReport& report, const QString& language)
{
    SCOPED_TRACE(describe(slide, language));
    EXPECT_EQ(report.page, slide.size);
    EXPECT_TRUE(report.dropped.isEmpty()) << report.dropped.join(QLatin1String(" | ")).toStdString();
    ASSERT_FALSE(report.texts.empty());
    const QRectF page(QPointF(0, 0), QSizeF(slide.size));
    constexpr double kSlack = 0.5; // rounding of font metrics
    const double smallest = 0.022 * slide.size.height();
    int problems = 0;
    const auto problem = [&problems](const std::string& what) {
        if (problems++ < 12)
            ADD_FAILURE() << what;
    };
    int footnoteLines = 0;
    for (std::size_t i = 0; i < report.texts.size(); ++i) {
        const ui::LayoutText& a = report.texts[i];
        if (a.role == QLatin1String("footnote"))
            ++footnoteLines;
        if (!page.adjusted(-kSlack, -kSlack, kSlack, kSlack).contains(a.box))
            problem(boxText(a) + " leaves the page");
        if (drawnContrast(a) < kTextContrast)
            problem(boxText(a) + " in " + a.color.name(QColor::HexArgb).toStdString() + " on "
                + a.background.name().toStdString() + ": contrast " + std::to_string(drawnContrast(a)));
        if (a.box.height() < smallest)
            problem(boxText(a) + " is smaller than 2.2 % of the page's height");
        if (a.text.contains(QChar(0x2026)))
            problem(boxText(a) + " is elided");
        if (!a.covers.isEmpty())
            problem(boxText(a) + " covers " + a.covers.join(QLatin1String(", ")).toStdString());
        for (std::size_t j = i + 1; j < report.texts.size(); ++j) {
            if (ui::boxesOverlap(a.box.adjusted(kSlack, kSlack, -kSlack, -kSlack), report.texts[j].box))
                problem(boxText(a) + " overlaps " + boxText(report.texts[j]));
        }
    }
    EXPECT_EQ(problems, 0);
    // At most four numbers but for critical B, which are never left out.
    const int knees = criticalBatchNotes(report);
    EXPECT_LE(footnoteNumbers(report) - knees, 4) << knees << " critical B";
    EXPECT_LE(footnoteLines, 2);
    // Each chip's peak and first ridge, the chapter's two numbers, outside the footnotes.
    if (slide.chart != ExportChart::BatchSize) {
        const ui::Document document(slideProject(slide.chips, slide.layout), builtinChips());
        for (const Chip& chip : document.shownChips()) {
            const double peak = chip.peakFlopsPerS.at(Dtype::BF16);
            for (const QString& number :
                {ui::formatScientificText(peak), ui::formatCompactText(peak / chip.memory.front().bytesPerS, 4)}) {
                const bool written
                    = std::any_of(report.texts.begin(), report.texts.end(), [&](const ui::LayoutText& t) {
                          return t.role != QLatin1String("footnote") && t.text.contains(number);
                      });
                EXPECT_TRUE(written) << chip.name << ": " << number.toStdString() << " is not on the slide";
            }
        }
    }
    // Both charts: each plot between 1:1 and 2:1, never a strip.
    if (slide.chart == ExportChart::Both) {
        for (const QRectF& plot : report.plots) {
            const double aspect = plot.width() / plot.height();
            EXPECT_GE(aspect, 0.95) << plot.width() << "x" << plot.height();
            EXPECT_LE(aspect, 2.05) << plot.width() << "x" << plot.height();
        }
    }
}

const ExportChart kCharts[] = {ExportChart::Both, ExportChart::Roofline, ExportChart::BatchSize};
const ChipLayout kLayouts[] = {ChipLayout::Overlay, ChipLayout::SideBySide};
const QSize kSizes[] = {QSize(1280, 720), QSize(1920, 1080)};

class SlideMatrix : public ::testing::TestWithParam<int> { };

TEST_P(SlideMatrix, EverySlideReadsFromTheBackOfTheRoom)
{
    for (const ExportChart chart : kCharts) {
        for (const ChipLayout layout : kLayouts) {
            for (const QSize size : kSizes) {
                const Slide slide {GetParam(), chart, layout, size};
                checkSlide(slide, reportFor(slide), QStringLiteral("en"));
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Chips, SlideMatrix, ::testing::Values(2, 4, 6),
    [](const ::testing::TestParamInfo<int>& chips) { return std::to_string(chips.param) + "Chips"; });

// The six-chip slides in Chinese and Russian: the same rules, and the same type as in English (the
// tick labels' boxes as tall), not a page drawn smaller until it fits. (A page is laid out as a
// 1920 × 1080 slide at every size and drawn scaled: one size is every size here.)
class SlideMatrixLanguages : public ::testing::TestWithParam<const char*> { };

TEST_P(SlideMatrixLanguages, EverySixChipSlideReadsAtTheEnglishSize)
{
    const QString language = QString::fromLatin1(GetParam());
    for (const ExportChart chart : kCharts) {
        for (const ChipLayout layout : kLayouts) {
            for (const QSize size : {QSize(1280, 720)}) {
                const Slide slide {6, chart, layout, size};
                ui::applyLanguage(QStringLiteral("en"));
                const ui::LayoutReport english = reportFor(slide);
                ui::applyLanguage(language);
                const ui::LayoutReport translated = reportFor(slide);
                ui::applyLanguage(QStringLiteral("en"));
                checkSlide(slide, translated, language);
                const auto tickHeight = [](const ui::LayoutReport& report) {
                    double height = 0.0;
                    for (const ui::LayoutText& text : report.texts) {
                        if (text.role == QLatin1String("tick"))
                            height = std::max(height, text.box.height());
                    }
                    return height;
                };
                EXPECT_NEAR(tickHeight(translated), tickHeight(english), 0.5) << describe(slide, language);
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, SlideMatrixLanguages, ::testing::Values("zh_CN", "ru"),
    [](const ::testing::TestParamInfo<const char*>& language) { return std::string(language.param); });

} // namespace
} // namespace roofline::test::slide_matrix
