// File → New: the chapter's project again (TPU v5e and H100 SXM, the chapter's ops and sweeps,
// the sliders at B = 128, D = F = 4096), whatever was shown before; only preferences (label units,
// export settings) carry over. The app started without a file still opens on the chips last shown.
#include "support/gui_test_helpers.h"

#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/document.h"
#include "ui/panels/chips_panel.h"
#include "ui/settings.h"
#include "ui/tables/chip_list_model.h"

#include <QAction>
#include <QSettings>
#include <QUndoStack>

namespace roofline::test {
namespace {

TEST(NewProject, StartsFromTheChaptersTwoChipsOpsAndSweeps)
{
    QSettings().clear();
    ui::Settings::setLastChips({"h100-sxm", "mi300x"});
    ui::Settings::setLabelUnits(LabelUnits::SI);
    // As the app starts without a file: the chips last shown, in their order.
    ui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    ui::Document& document = window.document();
    EXPECT_EQ(document.project().chipIds, (std::vector<std::string> {"h100-sxm", "mi300x"}));

    // A session's work: another chip, another op, B moved, the charts as tabs; then saved.
    ui::ChipListModel* chips = itemModel(*chipsPanel(window));
    ASSERT_TRUE(chips->setData(chips->indexOfChip("b200"), Qt::Checked, Qt::CheckStateRole));
    document.insertOp(ui::OpList::Roofline, 0, defaultProject().ops[2]);
    document.setDim(Dim::B, 512);
    viewActions(window)->chartsAsTabs()->trigger();
    document.undoStack()->setClean();

    window.fileActions()->newAction()->trigger();
    const Project chapter = defaultProject();
    EXPECT_EQ(document.project().chipIds, (std::vector<std::string> {"tpu-v5e", "h100-sxm"}));
    ASSERT_EQ(document.shownChips().size(), 2u);
    EXPECT_EQ(document.shownChips()[0].name, "TPU v5e");
    EXPECT_EQ(document.shownChips()[1].name, "H100 SXM");
    EXPECT_EQ(document.project().ops, chapter.ops);
    EXPECT_EQ(document.project().ops.size(), 3u);
    EXPECT_EQ(document.project().sweeps, chapter.sweeps);
    EXPECT_EQ(document.dims().b, 128.0);
    EXPECT_EQ(document.dims().d, 4096.0);
    EXPECT_EQ(document.dims().f, 4096.0);
    EXPECT_EQ(document.project().viewOptions.arrangement, ChartArrangement::SideBySide);
    EXPECT_FALSE(viewActions(window)->chartsAsTabs()->isChecked());
    // A preference carries over.
    EXPECT_EQ(document.project().viewOptions.labelUnits, LabelUnits::SI);
    // A fresh start: nothing to undo, nothing unsaved, no file.
    EXPECT_EQ(document.undoStack()->count(), 0);
    EXPECT_FALSE(window.fileActions()->isModified());
    EXPECT_TRUE(window.fileActions()->filePath().isEmpty());
    QSettings().clear();
}

} // namespace
} // namespace roofline::test
