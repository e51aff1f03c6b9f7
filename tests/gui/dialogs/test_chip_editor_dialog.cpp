// The custom chip form (ui/dialogs/chip_editor_dialog) as a user fills it in: it validates as the user
// types with core's rules, says nothing before anything is typed, then only what is wrong with the fields
// the user has touched, and everything once Save is pressed.
#include "support/chip_editor_form.h"
#include "support/gui_test_helpers.h"

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

TEST(ChipEditorDialog, ANewChipsFormSaysNothingBeforeAnythingIsTyped)
{
    ui::ChipEditorDialog dialog(newChip(), builtinIds());
    dialog.show();
    QApplication::processEvents();
    EXPECT_FALSE(dialog.isValid()); // no name, no peak, no bandwidth yet
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_EQ(dialog.shownProblem(), QString());
    EXPECT_TRUE(saveButton(dialog)->isEnabled()); // pressing it says what is missing
}

TEST(ChipEditorDialog, AProblemIsSaidOnceItsFieldIsTouched)
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

TEST(ChipEditorDialog, SaveOnAnUnfinishedFormSaysTheFirstProblemAndKeepsTheFormOpen)
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
TEST(ChipEditorDialog, AnExistingChipsProblemIsSaidAtOnce)
{
    Chip copy = builtin("l4");
    copy.origin.clear();
    ui::ChipEditorDialog dialog(copy, builtinIds());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.shownProblem().contains(QStringLiteral("taken"))) << dialog.shownProblem().toStdString();
}

TEST(ChipEditorDialog, ValidatesAsYouTypeWithCoresRules)
{
    ui::ChipEditorDialog dialog(Chip {}, {"tpu-v5e"});
    EXPECT_FALSE(dialog.isValid());
    formChip(dialog);
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.chip().id, "lab-chip-1"); // derived from the name
    EXPECT_EQ(dialog.chip().peakFlopsPerS.at(Dtype::BF16), 4e14);
    dialog.peakEdit(Dtype::FP8)->setText(QStringLiteral("lots"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("peak fp8"))) << dialog.problem().toStdString();
    dialog.peakEdit(Dtype::FP8)->setText(QStringLiteral("-3"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("peak_flops_per_s.fp8"))) << dialog.problem().toStdString();
    dialog.peakEdit(Dtype::FP8)->clear();
    dialog.levelTable()->item(0, 2)->setText(QString());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("HBM bandwidth"))) << dialog.problem().toStdString();
    dialog.levelTable()->item(0, 2)->setText(QStringLiteral("2e12"));
    dialog.idEdit()->setText(QStringLiteral("tpu-v5e"));
    Q_EMIT dialog.idEdit()->textEdited(dialog.idEdit()->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("taken")));
    dialog.idEdit()->setText(QStringLiteral("Bad Id!"));
    Q_EMIT dialog.idEdit()->textEdited(dialog.idEdit()->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("id"))) << dialog.problem().toStdString();
}

} // namespace
} // namespace roofline::test
