// The chapter's Q3 figure as a slide: TPU v5e and H100 SXM (and six chips) with the Q3 sweeps (D = F = 4096
// and 1024, bf16 activations, int8 weights), both charts and the batch-size chart alone, at 1280×720 and
// 1920×1080, in the light, dark, slide and dark slide themes, in English, Chinese and Russian (96 slides).
// Each is checked from the layout report's JSON, as `export --layout-report` writes it: every plot at least
// 30 % of the page's height on its shorter side, three labelled ticks or more on every axis, every text at
// least 2.2 % of the page's height, no two leaders crossing, headings never broken inside "B = 128", and
// every critical B of every curve a label beside its own knee (nearer it than any other knee of its plot).
// The critical B are worked out here from the chip files and the chapter's formula.
#include "support/gui_test_helpers.h"
#include "support/slide_report_checks.h"

#include "core/formats/chip_library.h"
#include "core/formulas/op_spec.h"
#include "core/scene/project.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/layout_report.h"
#include "ui/i18n/language.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sstream>

namespace roofline::test::q3_slide_matrix {
namespace {

using ui::ExportChart;
using ui::ExportRequest;

const std::vector<std::string> kQ3Chips {"tpu-v5e", "h100-sxm"};
const std::vector<std::string> kSixChips {"tpu-v5e", "h100-sxm", "tpu-v5p", "tpu-v6e", "b200", "mi300x"};
const double kSweepD[] = {4096.0, 1024.0};

// `roofline-studio export --chip … --sweep "matmul D=4096 F=4096 x=bf16 w=int8 z=bf16" --sweep "matmul
// D=1024 …"`: the default project's ops on the roofline, the Q3 sweeps on the batch-size chart.
Project q3Project(const std::vector<std::string>& chips)
{
    Project project = defaultProject();
    project.chipIds = chips;
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    project.sweeps = {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "--sweep", rules),
        parseOpSpec("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "--sweep", rules)};
    assignOpMarkers(project.sweeps);
    return project;
}

// The knees a slide of these chips must label: each sweep's critical B on each chip, where it falls in
// the batch-size chart's range (B from 1 to 511).
std::vector<Knee> kneesOf(const std::vector<std::string>& chips)
{
    std::vector<Knee> knees;
    for (const std::string& id : chips) {
        const ChipNumbers chip = readChipFile(std::string(ROOFLINE_SOURCE_DIR) + "/hardware-profiles/" + id + ".json");
        for (const double d : kSweepD) {
            const std::optional<double> b = q3CriticalBatch(d, chip.peak, chip.bandwidth);
            if (b && *b >= 1.0 && *b <= 511.0)
                knees.push_back({chip.name, d, *b, chip.peak});
        }
    }
    return knees;
}

TEST(Q3Slide, TheCriticalBatchesAreTheChaptersAndTheChipFilesOwn)
{
    // docs/model.md's Q3: TPU v5e (1.97e14 FLOPs/s, 8.2e11 B/s) reaches its ceiling at B = 136.09 and
    // 226.31; H100 SXM (9.89e14, 3.35e12) at 172.47 and 348.64.
    const std::vector<Knee> q3 = kneesOf(kQ3Chips);
    ASSERT_EQ(q3.size(), 4u);
    const double expected[] = {136.09, 226.31, 172.47, 348.64};
    for (std::size_t i = 0; i < q3.size(); ++i)
        EXPECT_NEAR(q3[i].batch, expected[i], 0.005) << q3[i].chip << " D = " << q3[i].d;
    // TPU v6e's D = F = 1024 curve never turns compute-bound (its intensity tends to D/2 = 512, under its
    // ridge of 9.18e14 / 1.6e12 = 573.75): eleven knees on the six-chip slide.
    EXPECT_EQ(kneesOf(kSixChips).size(), 11u);
}

// In the light and dark themes the B slider's markers and their values are drawn too. Where such a value
// finds no room by its marker it is a footnote, and a footnote under the charts is read away from the
// curve and its colour: it says whose value it is ("1.87e14" alone said nothing).
TEST(Q3Slide, AValueAtTheSlidersBThatBecomesAFootnoteSaysWhoseItIs)
{
    std::vector<ChipNumbers> chips;
    for (const std::string& id : kSixChips)
        chips.push_back(readChipFile(std::string(ROOFLINE_SOURCE_DIR) + "/hardware-profiles/" + id + ".json"));
    for (const char* theme : {"light", "dark"}) {
        SCOPED_TRACE(theme);
        ui::Document document(q3Project(kSixChips), builtinChips());
        ui::ChartExporter exporter(document);
        ExportRequest request;
        request.chart = ExportChart::Both;
        request.size = QSize(1280, 720);
        request.theme = QString::fromLatin1(theme);
        const QStringList entries
            = footnoteEntries(readSlideReport(ui::layoutReportJson(exporter.layoutReport(request))));
        ASSERT_FALSE(entries.isEmpty());
        int values = 0;
        for (const QString& entry : entries) {
            // Each names a chip, or (the roofline's vector ceiling) the cores whose line it is.
            const bool named = entry.contains(QLatin1String("CUDA"))
                || std::any_of(chips.begin(), chips.end(),
                    [&](const ChipNumbers& chip) { return entry.contains(QString::fromStdString(chip.name)); });
            EXPECT_TRUE(named) << entry.toStdString() << " does not say whose it is";
            // TPU v5e's value at B = 128 on the D = F = 4096 curve: 2·B·D·F FLOPs over 2·B·D + D·F + 2·B·F
            // bytes (bf16 x and z, int8 w), times its bandwidth, under its peak.
            const QString prefix = QStringLiteral("TPU v5e, D=F=4096 bf16×int8: ");
            if (entry.startsWith(prefix) && entry.endsWith(QLatin1String(" at B = 128"))) {
                const double b = 128.0;
                const double d = 4096.0;
                const double intensity = 2.0 * b * d * d / (2.0 * b * d + d * d + 2.0 * b * d);
                const double expected = std::min(chips[0].peak, intensity * chips[0].bandwidth);
                const double shown = entry.mid(prefix.size()).section(QLatin1Char(' '), 0, 0).toDouble();
                EXPECT_NEAR(shown, expected, expected * 0.005) << entry.toStdString();
                ++values;
            }
        }
        EXPECT_EQ(values, 1) << entries.join(QLatin1String(" | ")).toStdString();
    }
}

struct Slide {
    const std::vector<std::string>* chips;
    ExportChart chart;
    QSize size;
    QString theme;
};

std::string describe(const Slide& slide, const QString& language)
{
    std::ostringstream out;
    out << slide.chips->size() << " chips, " << ui::exportChartName(slide.chart).toStdString() << ", "
        << slide.size.width() << "x" << slide.size.height() << ", " << slide.theme.toStdString() << ", "
        << language.toStdString();
    return out.str();
}

void checkQ3Slide(const Slide& slide, const QString& language)
{
    SCOPED_TRACE(describe(slide, language));
    ui::Document document(q3Project(*slide.chips), builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = slide.chart;
    request.size = slide.size;
    request.theme = slide.theme;
    // What `export --layout-report` writes, read back as a script would.
    const SlideReport report = readSlideReport(ui::layoutReportJson(exporter.layoutReport(request)));
    EXPECT_EQ(report.width, slide.size.width());
    EXPECT_EQ(report.height, slide.size.height());
    checkSlideReads(report);
    checkKneesLabelled(report, kneesOf(*slide.chips));
    // The title names what is drawn: the roofline's first op (the bf16 matmul, B = 128) on a slide of both
    // charts; on the batch-size chart alone, the sweeps, which read bf16 and int8 (no bf16 matmul is drawn).
    QString title;
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("title"))
            title += (title.isEmpty() ? QString() : QStringLiteral(" ")) + text.text;
    }
    if (slide.chart == ExportChart::BatchSize) {
        EXPECT_TRUE(title.contains(QStringLiteral("bf16×int8 matmul"))) << title.toStdString();
        EXPECT_FALSE(title.contains(QStringLiteral(" bf16 matmul"))) << title.toStdString();
    }
    if (language == QLatin1String("en")) {
        EXPECT_EQ(title,
            (slide.chips->size() == 2 ? QStringLiteral("TPU v5e vs H100 SXM — ") : QStringLiteral("6 chips — "))
                + (slide.chart == ExportChart::BatchSize ? QStringLiteral("bf16×int8 matmul")
                                                         : QStringLiteral("bf16 matmul, B = 128")));
    }
}

struct Matrix {
    const std::vector<std::string>* chips;
    const char* language;
    std::vector<ExportChart> charts {ExportChart::Both, ExportChart::BatchSize};
    std::vector<QSize> sizes {QSize(1280, 720), QSize(1920, 1080)};
    std::vector<const char*> themes {"light", "dark", "slide", "slide-dark"};
};

class Q3SlideMatrix : public ::testing::TestWithParam<Matrix> { };

TEST_P(Q3SlideMatrix, EverySlideShowsEveryCriticalBatchBesideItsKnee)
{
    const QString language = QString::fromLatin1(GetParam().language);
    ui::applyLanguage(language);
    const auto start = std::chrono::steady_clock::now();
    int slides = 0;
    for (const ExportChart chart : GetParam().charts) {
        for (const QSize size : GetParam().sizes) {
            for (const char* theme : GetParam().themes) {
                checkQ3Slide({GetParam().chips, chart, size, QString::fromLatin1(theme)}, language);
                ++slides;
            }
        }
    }
    ui::applyLanguage(QStringLiteral("en"));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    RecordProperty("slides", slides);
    RecordProperty("seconds", std::to_string(seconds));
}

// What ctest prints beside a test's name (gtest would print the struct's bytes).
void PrintTo(const Matrix& matrix, std::ostream* out)
{
    *out << matrix.chips->size() << " chips, " << matrix.language;
}

std::string matrixName(const ::testing::TestParamInfo<Matrix>& info)
{
    return std::to_string(info.param.chips->size()) + "Chips_" + std::string(info.param.language);
}

INSTANTIATE_TEST_SUITE_P(Slides, Q3SlideMatrix,
    ::testing::Values(Matrix {&kQ3Chips, "en"}, Matrix {&kQ3Chips, "zh_CN"}, Matrix {&kQ3Chips, "ru"}), matrixName);

// The batch-size chart alone of six chips in every theme: three plots of two chips, every knee labelled
// (in the light and dark themes beside the B slider's markers too). (A page is laid out as a 1920 × 1080
// slide at every size: one size.)
const Matrix sixChips(const char* language)
{
    return {&kSixChips, language, {ExportChart::BatchSize}, {QSize(1280, 720)}};
}

INSTANTIATE_TEST_SUITE_P(
    SixChipSlides, Q3SlideMatrix, ::testing::Values(sixChips("en"), sixChips("zh_CN"), sixChips("ru")), matrixName);

// TPU v5p's B = 89.096 on the six-chip slide of both charts finds no spot on one line nearer its knee
// than its own 120.57, 18 px to the right: it takes two, "B =" right above "89.096", its leader from its
// knee. On a slide only: the window leaves such a label out (its numbers are in the tooltip).
TEST(Q3Slide, ACriticalBWithNoSpotOnOneLineTakesTwo)
{
    ui::Document document(q3Project(kSixChips), builtinChips());
    ui::ChartExporter exporter(document);
    ExportRequest request;
    request.chart = ExportChart::Both;
    request.size = QSize(1280, 720);
    request.theme = QStringLiteral("slide");
    const SlideReport report = readSlideReport(ui::layoutReportJson(exporter.layoutReport(request)));
    const ReportText* number = nullptr;
    const ReportText* words = nullptr;
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("label") && text.text == QLatin1String("89.096"))
            number = &text;
        EXPECT_NE(text.text, QStringLiteral("B = 89.096")) << "on one line";
    }
    ASSERT_NE(number, nullptr);
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("label") && text.text == QLatin1String("B =")
            && std::fabs(text.box.left() - number->box.left()) < 1.0
            && std::fabs(text.box.bottom() - number->box.top()) < 1.0)
            words = &text;
    }
    ASSERT_NE(words, nullptr) << "no \"B =\" right above 89.096";
    const std::vector<ReportText> labels = labelsAsRead(report);
    EXPECT_EQ(std::count_if(labels.begin(), labels.end(),
                  [](const ReportText& label) { return label.text == QLatin1String("B = 89.096"); }),
        1);
}

TEST(Q3Slide, SixChipsBesideTheRooflineLabelEveryCriticalBatchBesideItsKnee)
{
    // Both charts of six chips: the roofline beside the batch-size chart's two plots of three chips (three
    // plots would be under 30 % of the height). The low knees of the slow chips (TPU v5p's B = 89.096 18 px
    // from its 120.57 and 30 px from the plot's left edge, TPU v5e's 136.09 beside its 226.31) lie under
    // where the faster chips' curves climb. A label there that finds no spot on one line tries two ("B ="
    // over "89.096"), and a spot over the plot's edge is moved inside: that places TPU v5p's. The ways of
    // dealing the chips out are judged by the knees they leave to notes first (the B slider's own label,
    // in the light and dark themes, may be one rather than a knee). In the slide themes, at the roofline's
    // full width, whichever chips share their plots, TPU v5e's 136.09 finds no spot clear of the curves
    // nearer it than any other knee: the roofline gives up width to the two plots, down to 31 % of the
    // height while its axes keep three labelled ticks, and at the first width that places every knee the
    // page is drawn so. Every knee a label, none a note; every axis three ticks (checkSlideReads). (A page
    // is laid out as a 1920 × 1080 slide at every size: one size, every theme, every language.)
    for (const char* language : {"en", "zh_CN", "ru"}) {
        ui::applyLanguage(QString::fromLatin1(language));
        for (const char* theme : {"light", "dark", "slide", "slide-dark"}) {
            checkQ3Slide({&kSixChips, ExportChart::Both, QSize(1280, 720), QString::fromLatin1(theme)},
                QString::fromLatin1(language));
        }
    }
    ui::applyLanguage(QStringLiteral("en"));
}

} // namespace
} // namespace roofline::test::q3_slide_matrix
