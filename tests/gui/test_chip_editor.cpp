// The New Chip form as a user fills it in: it says nothing before anything is typed, then only
// what is wrong with the fields the user has touched, and everything once Save is pressed; a chip
// saved from it is shown on the charts (one undoable step) and selected in the Chips list.
#include "gui_test_helpers.h"

#include "core/storage/user_paths.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/document.h"
#include "ui/models/chip_list_model.h"
#include "ui/panels/chips_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <filesystem>

namespace roofline::test {
namespace {

std::vector<std::string> builtinIds()
{
    std::vector<std::string> ids;
    for (const Chip& chip : builtinChips())
        ids.push_back(chip.id);
    return ids;
}

Chip newChip()
{
    Chip chip;
    chip.vendor = "Custom"; // as ChipsPanel::newChip starts it
    return chip;
}

void retype(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

QPushButton* saveButton(const ui::ChipEditorDialog& dialog)
{
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
}

TEST(ChipEditor, ANewChipsFormSaysNothingBeforeAnythingIsTyped)
{
    ui::ChipEditorDialog dialog(newChip(), builtinIds());
    dialog.show();
    QApplication::processEvents();
    EXPECT_FALSE(dialog.isValid()); // no name, no peak, no bandwidth yet
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_EQ(dialog.shownProblem(), QString());
    EXPECT_TRUE(saveButton(dialog)->isEnabled()); // pressing it says what is missing
}

TEST(ChipEditor, AProblemIsSaidOnceItsFieldIsTouched)
{
    ui::ChipEditorDialog dialog(newChip(), builtinIds());
    dialog.show();
    QApplication::processEvents();
    // A name: the peaks and the bandwidth are still missing, but nobody has been there yet.
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Lab Chip 7"));
    EXPECT_EQ(dialog.chip().id, "lab-chip-7");
    EXPECT_FALSE(dialog.isValid());
    EXPECT_EQ(dialog.shownProblem(), QString()) << dialog.shownProblem().toStdString();
    // A peak that is not a number is said as it is typed.
    QTest::keyClicks(dialog.peakEdit(Dtype::FP8), QStringLiteral("lots"));
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("peak fp8"))) << dialog.shownProblem().toStdString();
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("lots")));
    // Cleared again: now no precision has a peak, and the user has been to the peaks.
    retype(dialog.peakEdit(Dtype::FP8), QString());
    EXPECT_FALSE(dialog.shownProblem().isEmpty());
    EXPECT_EQ(dialog.shownProblem(), dialog.problem());
    // A bf16 peak: the HBM row's bandwidth is missing, and the row untouched.
    QTest::keyClicks(dialog.peakEdit(Dtype::BF16), QStringLiteral("4e14"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("HBM bandwidth"))) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.shownProblem(), QString()) << dialog.shownProblem().toStdString();
    dialog.levelTable()->item(0, 2)->setText(QStringLiteral("lots"));
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("HBM bandwidth"))) << dialog.shownProblem().toStdString();
    dialog.levelTable()->item(0, 2)->setText(QStringLiteral("2e12"));
    EXPECT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.shownProblem(), QString());
    // A name typed away leaves no id either: the name is what is said.
    retype(dialog.nameEdit(), QString());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("name"))) << dialog.shownProblem().toStdString();
    // A name whose id is taken: said, as the id follows the name.
    retype(dialog.nameEdit(), QStringLiteral("TPU v5e"));
    EXPECT_EQ(dialog.chip().id, "tpu-v5e");
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("taken"))) << dialog.shownProblem().toStdString();
}

TEST(ChipEditor, SaveOnAnUnfinishedFormSaysTheFirstProblemAndKeepsTheFormOpen)
{
    ui::ChipEditorDialog dialog(newChip(), builtinIds());
    dialog.show();
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    dialog.peakEdit(Dtype::BF16)->setFocus();
    QTest::mouseClick(saveButton(dialog), Qt::LeftButton);
    QApplication::processEvents();
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("name"))) << dialog.shownProblem().toStdString();
    EXPECT_TRUE(dialog.nameEdit()->hasFocus());
    // From then on every problem is said as it comes: the next one is the missing peak.
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Lab Chip 8"));
    EXPECT_FALSE(dialog.shownProblem().isEmpty());
    EXPECT_EQ(dialog.shownProblem(), dialog.problem());
}

// Editing a chip that exists: what is wrong is said at once (here, a copy given a taken id).
TEST(ChipEditor, AnExistingChipsProblemIsSaidAtOnce)
{
    Chip copy = builtin("l4");
    copy.origin.clear();
    ui::ChipEditorDialog dialog(copy, builtinIds());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("taken"))) << dialog.shownProblem().toStdString();
}

// Fills in the form ChipsPanel::newChip opens (it is modal) and presses Save.
void fillInTheNewChipForm()
{
    auto* dialog = qobject_cast<ui::ChipEditorDialog*>(QApplication::activeModalWidget());
    ASSERT_NE(dialog, nullptr);
    QTest::keyClicks(dialog->nameEdit(), QStringLiteral("Lab Chip 9"));
    QTest::keyClicks(dialog->peakEdit(Dtype::BF16), QStringLiteral("4e14"));
    dialog->levelTable()->item(0, 2)->setText(QStringLiteral("2e12"));
    ASSERT_TRUE(dialog->isValid()) << dialog->problem().toStdString();
    QTest::mouseClick(saveButton(*dialog), Qt::LeftButton);
}

TEST(ChipsPanelNewChip, ASavedNewChipIsShownAndSelectedAndUndoHidesIt)
{
    auto window = openWindow();
    ui::ChipsPanel* panel = window->chipsPanel();
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
    EXPECT_TRUE(panel->model()->data(panel->model()->indexOfChip("lab-chip-9"), Qt::CheckStateRole) == Qt::Checked);
    // Its ceiling is on the roofline: 4e14 FLOPs/s.
    EXPECT_EQ(window->rooflineChart()->plottedCeilings(2), (std::vector<double> {4e14}));

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
