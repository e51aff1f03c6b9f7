// A PyTorch profiler trace imported in the window (File → Import Measurements…, the same reader table as
// `roofline-studio measured`): its groups join the project, each linked to the roofline's op of its
// shape and dtypes, and Details gives the linked group's share of the op's predicted time. Expected
// numbers come from tests/data/traces/README.md and the chips' data sheets.
#include "support/gui_test_helpers.h"
#include "support/language_switch.h"
#include "support/modal_answerer.h"

#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/main_window.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/tables/measured_table_model.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QUndoStack>

#include <algorithm>

namespace roofline::test {
namespace {

const QString kTrace = QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/step.pt.trace.json.gz");
const std::string kMm = "aten::mm bf16[512,4096] bf16[4096,1024]";

TEST(TraceImport, AGzippedTraceImportsItsOpsLinkedToTheOpOfTheirShape)
{
    Project project = defaultProject(); // TPU v5e and H100 SXM
    project.ops = {parseOpSpec("matmul B=1 D=64 F=64 x=bf16 w=bf16 z=bf16"),
        parseOpSpec("matmul B=512 D=4096 F=1024 x=bf16 w=bf16 z=bf16")};
    auto window = openWindow(project);
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(kTrace, true));
    const ui::Document& document = window->document();
    EXPECT_EQ(document.measured().size(), 8u); // eight runs of modelled ops launched kernels
    // aten::mm a[512,4096]·b[4096,1024] in bf16 is the second op; no other group has a shape on the chart.
    ASSERT_EQ(document.measuredLinks().size(), 1u);
    EXPECT_EQ(document.measuredLinks()[0], (MeasuredLink {kMm, "", 1}));
    // The unmodelled share (6 µs of 104.5 µs) is said with the import.
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")->text().contains(QStringLiteral("5.74 %")))
        << child<QLabel>(*panel, "measuredImportNotes")->text().toStdString();
    // The join's coverage (tests/data/traces/README.md): of the 104.5 µs of kernels, all but the NCCL
    // kernel's 5 µs (its correlation, 999, has no launch) found their op: 99.5 / 104.5 = 95.2 %, 4.78 %.
    EXPECT_TRUE(child<QLabel>(*panel, "measuredImportNotes")
                    ->text()
                    .startsWith(QStringLiteral("95.2 % of 104.5 µs of kernel time joined the op that launched it; "
                                               "4.78 % did not: 5 µs with no launch found\n")))
        << child<QLabel>(*panel, "measuredImportNotes")->text().toStdString();

    // H100: 2·512·4096·1024 FLOPs at 9.89e14 FLOPs/s take 4.343 µs (its 13,631,488 bytes at 3.35e12 B/s
    // 4.069 µs): 28 % of the 15.5 µs measured.
    detailsPanel(*window)->setOp(1);
    window->flushUpdates();
    QCoreApplication::processEvents();
    const QString words = detailsPanel(*window)->explanation();
    EXPECT_TRUE(words.contains(QStringLiteral("Measured aten::mm bf16[512,4096] bf16[4096,1024] (")))
        << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("reaches 28 % of the roofline's prediction"))) << words.toStdString();

    // Undone, the links go first, then the kernels.
    window->document().undoStack()->undo();
    EXPECT_TRUE(document.measuredLinks().empty());
    EXPECT_EQ(document.measured().size(), 8u);
}

// tests/data/traces/README.md, embedding.pt.trace.json: the two embedding lookups do no FLOPs, so they are no
// points; the panel says their time and the bandwidth they reached, 134,283,264 B in 64 µs.
TEST(TraceImport, AnEmbeddingLookupIsSaidAsDataMovementNotDrawn)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/embedding.pt.trace.json"), true));
    const ui::Document& document = window->document();
    ASSERT_EQ(document.measured().size(), 2u); // the mm and the lookup's backward
    for (const MeasuredKernel& kernel : document.measured())
        EXPECT_EQ(kernel.name.view().find("aten::embedding "), std::string_view::npos) << kernel.name.view();
    const QString notes = child<QLabel>(*panel, "measuredImportNotes")->text();
    EXPECT_TRUE(notes.contains(QStringLiteral("⚠ 64 µs of the trace's 422 µs of kernel time (15.2 %) moved data in "
                                              "ops that do no FLOPs: costed by their bytes, they are not on the "
                                              "chart: aten::embedding bf16[32000,4096] i64[8,512] 64 µs at 2.1 TB/s")))
        << notes.toStdString();
    EXPECT_FALSE(notes.contains(QStringLiteral("does not model"))) << notes.toStdString();
}

// The notes of an import are as long as the trace has things to say (the step trace's are six lines): they scroll,
// they never make the window taller than a 1280×720 screen.
TEST(TraceImport, AnImportsNotesScrollAndKeepTheWindowWithinA1280x720Screen)
{
    // In every language: Chinese lines are taller than English ones (the window needed 724 px in Chinese).
    LanguageGuard english;
    for (const char* language : {"en", "zh_CN", "ru"}) {
        SCOPED_TRACE(language);
        switchLanguage(QString::fromLatin1(language));
        auto window = openWindow();
        ui::MeasurementsPanel* panel = window->measurementsPanel();
        const int before = window->minimumSizeHint().height();
        ASSERT_LE(before, 720);
        for (const char* trace : {"/traces/step.pt.trace.json", "/traces/embedding.pt.trace.json",
                 "/traces/real/extid-corr-sampled-rank-0.json.gz"}) {
            ASSERT_TRUE(panel->importFile(QString::fromUtf8(ROOFLINE_TEST_DATA_DIR) + QString::fromUtf8(trace), true));
            const QLabel* notes = child<QLabel>(*panel, "measuredImportNotes");
            EXPECT_TRUE(notes->isVisibleTo(panel)) << trace;
            EXPECT_GE(notes->text().count(QLatin1Char('\n')), 1) << trace;
            EXPECT_LE(window->minimumSizeHint().height(), 720) << trace;
            // At 1280×720 the notes wrap within the panel: no line runs on under the scroll bar, cut off.
            window->resize(1280, 720);
            QCoreApplication::processEvents();
            ASSERT_NE(notes->parentWidget(), nullptr);
            EXPECT_LE(notes->width(), notes->parentWidget()->width()) << trace;
        }
    }
}

TEST(TraceImport, SixChipsAndATracesKeysLeaveTheRooflineRoomToReadAt1280x720)
{
    // A trace's keys (the discs' sizes, the ring of a point above its roof) are wider than a chip's: kept whole
    // in one column they made the key of six chips sixteen rows tall, and the roofline under it some 40 px
    // high in Chinese at 1280×720. They take a narrower form, so the key keeps two columns.
    LanguageGuard english;
    for (const char* language : {"en", "zh_CN", "ru"}) {
        SCOPED_TRACE(language);
        switchLanguage(QString::fromLatin1(language));
        Project project = defaultProject();
        project.chipIds = {"mi300x", "mi355x", "h100-sxm", "b200", "tpu-v5p", "tpu-v6e"};
        auto window = openWindow(project);
        window->resize(1280, 720);
        QCoreApplication::processEvents();
        ASSERT_TRUE(window->measurementsPanel()->importFile(
            QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/real/pt2-inductor-mm-out.json.gz"), true));
        window->flushUpdates();
        QCoreApplication::processEvents();
        window->rooflineChart()->updateNow();
        const QCPAxisRect* plot = window->rooflineChart()->plot()->axisRect();
        EXPECT_GE(plot->height(), 120) << "the roofline under the key";
        EXPECT_GE(window->rooflineChart()->plot()->legend->wrap(), 2);
    }
}

TEST(TraceImport, OfRoofIsOfThePeakOfTheDtypeTheKernelRanInAndSaidWhenNotKnown)
{
    // tests/data/traces/before-after/README.md: before, aten::mm bf16 [4096,4096]·[4096,16384] four times,
    // 6010 µs: 4·549,755,813,888 / 6.01e-3 = 3.6589e14 FLOPs/s, 37.0 % of H100's bf16 peak, 9.89e14
    // (hardware-profiles/h100-sxm.json); the fp8 peak, 1.979e15, would make it 18.5 %.
    Project project = defaultProject();
    project.chipIds = {"h100-sxm"};
    project.ops = {parseOpSpec("matmul B=1 D=64 F=64 x=fp16 w=fp16 z=fp16")};
    auto window = openWindow(project);
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(
        panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/before-after/before.pt.trace.json"), true));
    child<QCheckBox>(*panel, "measuredGroup")->setChecked(true);
    ui::MeasuredTableModel* model = itemModel(*panel);
    int mm = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, ui::MeasuredTableModel::NameColumn).data().toString()
            == QStringLiteral("aten::mm bf16[4096,4096] bf16[4096,16384]"))
            mm = row;
    ASSERT_GE(mm, 0);
    EXPECT_EQ(model->index(mm, ui::MeasuredTableModel::RoofColumn).data().toString(), QStringLiteral("37 %"));
    const QString tooltip = model->index(mm, ui::MeasuredTableModel::NameColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("bf16, its precision"))) << tooltip.toStdString();
    // Its kernels, one by one, too: 1500 µs of the first run, 549,755,813,888 / 1.5e-3 / 9.89e14 = 37.1 %.
    const QModelIndex first = model->index(0, ui::MeasuredTableModel::RoofColumn, model->index(mm, 0));
    EXPECT_EQ(first.data().toString(), QStringLiteral("37.1 %"));

    // A CSV that does not say its precision: simple.csv's gemm, 1.11739e14 FLOPs/s, of the fp8 peak: 5.65 %,
    // which its own peak can only raise, and the tooltip says why.
    window->document().setMeasured({});
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple.csv"), true));
    int gemm = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, ui::MeasuredTableModel::NameColumn).data().toString()
            == QStringLiteral("gemm \"4096x4096x4096\", bf16"))
            gemm = row;
    ASSERT_GE(gemm, 0);
    EXPECT_EQ(model->index(gemm, ui::MeasuredTableModel::RoofColumn).data().toString(), QStringLiteral("≥ 5.65 %"));
    const QString unknown = model->index(gemm, ui::MeasuredTableModel::NameColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(unknown.contains(QStringLiteral("fp8, the chip's highest: its precision is not known")))
        << unknown.toStdString();
    // Linked to the fp16 matmul, the gemm is measured against H100's fp16 peak, 9.89e14: 11.3 %.
    panel->linkGroup(gemm, 0);
    EXPECT_EQ(model->index(gemm, ui::MeasuredTableModel::RoofColumn).data().toString(), QStringLiteral("11.3 %"));
    const QString linked = model->index(gemm, ui::MeasuredTableModel::NameColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(linked.contains(QStringLiteral("fp16, the precision of the op it is linked to")))
        << linked.toStdString();
}

TEST(TraceImport, AComparisonOfTwoFormatsWithNoGroupInCommonSaysSoInThePanelAndTheStatusBar)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    QStringList messages;
    QObject::connect(
        panel, &ui::MeasurementsPanel::message, panel, [&](const QString& text) { messages.append(text); });
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-details.csv"), true));
    EXPECT_EQ(window->document().measuredFormats(), (std::vector<std::string> {"nsight-compute"}));
    ASSERT_TRUE(panel->compareWithFile(kTrace, true));
    EXPECT_EQ(window->document().comparedFormat(), "pytorch-trace");
    const QString formats = QStringLiteral("The measured kernels were read from an Nsight Compute CSV and "
                                           "step.pt.trace.json.gz is a PyTorch profiler trace");
    const QString none = QStringLiteral("The measured kernels and step.pt.trace.json.gz share no group");
    ASSERT_FALSE(messages.isEmpty());
    EXPECT_TRUE(messages.back().contains(formats)) << messages.back().toStdString();
    EXPECT_TRUE(messages.back().contains(none)) << messages.back().toStdString();
    const QString summary = child<QLabel>(*panel, "measuredSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("0 in both"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(formats)) << summary.toStdString();
    EXPECT_TRUE(summary.contains(none)) << summary.toStdString();
    // Saved and opened again, the comparison still says so: the formats are the project's.
    const Project reopened = parseProjectJson(projectToText(window->document().projectForSaving()), "p.json");
    EXPECT_EQ(reopened.measuredFormats, (std::vector<std::string> {"nsight-compute"}));
    EXPECT_EQ(reopened.comparedFormat, "pytorch-trace");
    // Undone, no comparison and no warning; compared with a run of its own format that shares a group, none.
    window->document().undoStack()->undo();
    EXPECT_FALSE(child<QLabel>(*panel, "measuredSummary")->text().contains(QStringLiteral("share no group")));
    ASSERT_TRUE(panel->compareWithFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-details.csv"), true));
    EXPECT_FALSE(child<QLabel>(*panel, "measuredSummary")->text().contains(QStringLiteral("⚠")))
        << child<QLabel>(*panel, "measuredSummary")->text().toStdString();
    EXPECT_FALSE(messages.back().contains(QStringLiteral("share no group"))) << messages.back().toStdString();
}

TEST(TraceImport, AComparisonsTableSaysItsTimesAreMeansAndOfHowManyKernels)
{
    // simple.csv's gemm once, 1.23 ms; simple-after.csv's twice, 615 µs each.
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple.csv"), true));
    ASSERT_TRUE(panel->compareWithFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple-after.csv"), true));
    ui::MeasuredTableModel* model = itemModel(*panel);
    EXPECT_EQ(model->headerData(ui::MeasuredTableModel::BeforeColumn, Qt::Horizontal).toString(),
        QStringLiteral("Mean before"));
    EXPECT_EQ(model->headerData(ui::MeasuredTableModel::AfterColumn, Qt::Horizontal).toString(),
        QStringLiteral("Mean after"));
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::BeforeColumn).data().toString(), QStringLiteral("1.23 ms"));
    EXPECT_EQ(
        model->index(0, ui::MeasuredTableModel::AfterColumn).data().toString(), QStringLiteral("615 µs (mean of 2)"));
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::SpeedupColumn).data().toString(), QStringLiteral("2×"));
    // The whole time each side spent: 1.23 ms + 98.3 µs + 2.5 ms = 3.8283 ms before, 2 · 615 µs + 100 µs +
    // 20 µs = 1.35 ms after.
    const QString summary = child<QLabel>(*panel, "measuredSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral(
        "compared with simple-after.csv: 2 in both, 1 only before, 1 only after; 3.83 ms → 1.35 ms of the imported "
        "kernels' time")))
        << summary.toStdString();
}

TEST(TraceImport, RocprofAndXprofExportsImportInTheWindow)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/rocprof/counter_collection.csv"), true));
    EXPECT_EQ(window->document().measured().size(), 3u);
    ASSERT_TRUE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/xprof/roofline_model.csv"), true));
    EXPECT_EQ(window->document().measured().size(), 5u);
    EXPECT_EQ(window->document().measured().back().name, "fusion.7");
}

// tests/data/traces/README.md: two-gpus.pt.trace.json runs on GPU 0 the aten::mm [64,128]·[128,256] fp32
// (2·64·128·256 = 4,194,304 FLOPs, (8192 + 32768 + 16384)·4 = 229,376 bytes) in a 6 µs kernel, and on GPU 1
// two NCCL kernels of 9 and 2 µs launched outside every op: GPU 1 has the most kernel time.
TEST(TraceImport, ATraceOfSeveralGpusAsksWhichToReadAndReadsIt)
{
    const QString trace = QStringLiteral(ROOFLINE_TEST_DATA_DIR "/traces/two-gpus.pt.trace.json");
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    QSignalSpy said(panel, &ui::MeasurementsPanel::message);
    {
        // Cancelled: nothing is read.
        ModalAnswerer answers;
        EXPECT_FALSE(panel->importFile(trace, false));
        ASSERT_EQ(answers.seen().size(), 1u);
        EXPECT_EQ(answers.seen()[0].type, QStringLiteral("QInputDialog"));
        EXPECT_EQ(answers.seen()[0].buttons,
            (QStringList {
                QStringLiteral("GPU 1: 11 µs of kernels (the most)"), QStringLiteral("GPU 0: 6 µs of kernels")}));
        EXPECT_TRUE(
            answers.seen()[0].text.contains(QStringLiteral("two-gpus.pt.trace.json holds the kernels of 2 GPUs")))
            << answers.seen()[0].text.toStdString();
        EXPECT_TRUE(window->document().measured().empty());
    }
    {
        // GPU 0 chosen: its mm is read, and the other GPU's time is said to be left out.
        ModalAnswerer answers({QStringLiteral("item:GPU 0")});
        EXPECT_TRUE(panel->importFile(trace, false));
        ASSERT_GE(answers.seen().size(), 1u);
        EXPECT_EQ(answers.seen()[0].clicked, QStringLiteral("GPU 0: 6 µs of kernels"));
        ASSERT_EQ(window->document().measured().size(), 1u);
        EXPECT_EQ(window->document().measured()[0].flops, 4194304.0);
        EXPECT_EQ(window->document().measured()[0].bytes, 229376.0);
        ASSERT_FALSE(said.isEmpty());
        const QString summary = said.last().at(0).toString();
        EXPECT_TRUE(summary.contains(QStringLiteral("11 µs of kernel time ran on the trace's other GPUs (1) and is "
                                                    "left out: GPU 0 is read, the one asked for")))
            << summary.toStdString();
    }
    window->document().undoStack()->undo();
    {
        // Quiet (a project reopened, a test): the busiest GPU, asking nothing, and said.
        ModalAnswerer answers;
        panel->importFile(trace, true);
        EXPECT_TRUE(answers.seen().empty());
        const QString summary = said.last().at(0).toString();
        EXPECT_TRUE(summary.contains(QStringLiteral("GPU 1 is read, the one with the most kernel time")))
            << summary.toStdString();
    }
}

} // namespace
} // namespace roofline::test
