// The Chips panel (ui/panels/chips_panel) saving custom chips: a saved chip is a file in the user's data
// folder and in the library after a restart; one made with New Chip is shown on the charts (one undoable
// step) and selected in the Chips list.
#include "support/chart_inspector.h"
#include "support/chip_editor_form.h"
#include "support/gui_test_helpers.h"

#include "core/files/user_paths.h"
#include "core/formats/chip_json.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/document.h"
#include "ui/panels/chips_panel.h"
#include "ui/tables/chip_list_model.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <filesystem>

namespace roofline::test {
namespace {

TEST(ChipsPanel, ASavedChipIsAFileInTheDataFolderAndInTheLibraryAfterARestart)
{
    auto window = openWindow();
    ui::ChipEditorDialog dialog(Chip {}, {});
    const Chip chip = formChip(dialog);
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    ASSERT_TRUE(chipsPanel(*window)->saveChip(chip, {}, true));
    const std::filesystem::path file = userChipDirectory() / "lab-chip-1.json";
    ASSERT_TRUE(std::filesystem::exists(file)) << file;
    // The file is a chip file core reads back to the same numbers.
    const Chip loaded = loadChipFile(file);
    EXPECT_EQ(loaded.name, "Lab Chip 1");
    EXPECT_EQ(loaded.memory.front().bytesPerS, 2e12);
    // It is in the library now (checkable), and in a fresh library as the app loads it.
    EXPECT_TRUE(itemModel(*chipsPanel(*window))->indexOfChip("lab-chip-1").isValid());
    const std::vector<Chip> reloaded = ui::Document::loadLibrary();
    const Chip* again = findChip(reloaded, "lab-chip-1");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->peakFlopsPerS.at(Dtype::BF16), 4e14);
    // Shown, its ridge is 4e14 / 2e12 = 200.
    ui::ChipListModel* model = itemModel(*chipsPanel(*window));
    ASSERT_TRUE(model->setData(model->indexOfChip("lab-chip-1"), Qt::Checked, Qt::CheckStateRole));
    window->flushUpdates();
    EXPECT_EQ(plottedCeilings(*window->rooflineChart(), 2), (std::vector<double> {4e14}));
    std::filesystem::remove(file);
}

// Fills in the form ChipsPanel::newChip opens (it is modal) and presses Save.
void fillInTheNewChipForm()
{
    auto* dialog = qobject_cast<ui::ChipEditorDialog*>(QApplication::activeModalWidget());
    ASSERT_NE(dialog, nullptr);
    QTest::keyClicks(child<QLineEdit>(*dialog, "chipName"), QStringLiteral("Lab Chip 9"));
    QTest::keyClicks(dialog->peakEdit(Dtype::BF16), QStringLiteral("4e14"));
    child<QTableWidget>(*dialog, "chipLevels")->item(0, 2)->setText(QStringLiteral("2e12"));
    ASSERT_TRUE(dialog->isValid()) << dialog->problem().toStdString();
    QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
}

TEST(ChipsPanel, ASavedNewChipIsShownAndSelectedAndUndoHidesIt)
{
    auto window = openWindow();
    ui::ChipsPanel* panel = chipsPanel(*window);
    ui::Document& document = window->document();
    // A search that does not match the new chip: it is cleared so the chip can be selected.
    panel->searchEdit()->setText(QStringLiteral("h100"));
    bool filled = false;
    QTimer::singleShot(0, [&filled] {
        fillInTheNewChipForm();
        filled = true;
    });
    panel->newChip();
    ASSERT_TRUE(filled);
    window->flushUpdates();
    ASSERT_NE(document.libraryChip("lab-chip-9"), nullptr);
    EXPECT_TRUE(document.isShown("lab-chip-9"));
    ASSERT_EQ(document.shownChips().size(), 3u);
    EXPECT_EQ(document.shownChips()[2].id, "lab-chip-9");
    ASSERT_NE(panel->currentChip(), nullptr);
    EXPECT_EQ(panel->currentChip()->id, "lab-chip-9");
    EXPECT_TRUE(panel->searchEdit()->text().isEmpty());
    EXPECT_TRUE(
        itemModel(*panel)->data(itemModel(*panel)->indexOfChip("lab-chip-9"), Qt::CheckStateRole) == Qt::Checked);
    // Its ceiling is on the roofline: 4e14 FLOPs/s.
    EXPECT_EQ(plottedCeilings(*window->rooflineChart(), 2), (std::vector<double> {4e14}));

    // Showing it was one undoable step; the chip stays in the library (its file is the record).
    document.undoStack()->undo();
    EXPECT_FALSE(document.isShown("lab-chip-9"));
    EXPECT_EQ(document.shownChips().size(), 2u);
    EXPECT_NE(document.libraryChip("lab-chip-9"), nullptr);
    document.undoStack()->redo();
    EXPECT_TRUE(document.isShown("lab-chip-9"));

    // Editing a chip that exists changes its numbers, not whether it is shown.
    document.undoStack()->undo();
    Chip edited = *document.libraryChip("lab-chip-9");
    edited.peakFlopsPerS[Dtype::BF16] = 5e14;
    ASSERT_TRUE(panel->saveChip(edited, "lab-chip-9", true));
    EXPECT_FALSE(document.isShown("lab-chip-9"));
    EXPECT_EQ(document.libraryChip("lab-chip-9")->peakFlopsPerS.at(Dtype::BF16), 5e14);
    std::filesystem::remove(userChipDirectory() / "lab-chip-9.json");
}

} // namespace
} // namespace roofline::test
