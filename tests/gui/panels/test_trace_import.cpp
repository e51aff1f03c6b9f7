// A PyTorch profiler trace imported in the window (File → Import Measurements…, the same reader table as
// `roofline-studio measured`): its groups join the project, each linked to the roofline's op of its
// shape and dtypes, and Details gives the linked group's share of the op's predicted time. Expected
// numbers come from tests/data/traces/README.md and the chips' data sheets.
#include "support/gui_test_helpers.h"

#include "core/model/op_spec.h"
#include "ui/document.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"

#include <QCoreApplication>
#include <QLabel>

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
    EXPECT_EQ(document.measured().size(), 7u); // seven runs of modelled ops launched kernels
    // aten::mm a[512,4096]·b[4096,1024] in bf16 is the second op; no other group has a shape on the chart.
    ASSERT_EQ(document.measuredLinks().size(), 1u);
    EXPECT_EQ(document.measuredLinks()[0], (MeasuredLink {kMm, "", 1}));
    // The unmodelled share (9 µs of 104.5 µs) is said with the import.
    EXPECT_TRUE(panel->importNotesLabel()->text().contains(QStringLiteral("8.61 %")))
        << panel->importNotesLabel()->text().toStdString();

    // H100: 2·512·4096·1024 FLOPs at 9.89e14 FLOPs/s take 4.343 µs (its 13,631,488 bytes at 3.35e12 B/s
    // 4.069 µs): 28 % of the 15.5 µs measured.
    window->detailsPanel()->setOp(1);
    window->flushUpdates();
    QCoreApplication::processEvents();
    const QString words = window->detailsPanel()->explanation();
    EXPECT_TRUE(words.contains(QStringLiteral("Measured aten::mm bf16[512,4096] bf16[4096,1024] (")))
        << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("reaches 28 % of the roofline's prediction"))) << words.toStdString();

    // Undone, the links go first, then the kernels.
    window->document().undoStack()->undo();
    EXPECT_TRUE(document.measuredLinks().empty());
    EXPECT_EQ(document.measured().size(), 7u);
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

} // namespace
} // namespace roofline::test
