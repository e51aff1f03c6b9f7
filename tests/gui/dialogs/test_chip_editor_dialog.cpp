// The custom chip form (ui/dialogs/chip_editor_dialog) as a user fills it in: it validates as the user
// types with core's rules, says nothing before anything is typed, then only what is wrong with the fields
// the user has touched, and everything once Save is pressed.
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
    EXPECT_EQ(shownProblem(dialog), QString());
    EXPECT_TRUE(saveButton(dialog)->isEnabled()); // pressing it says what is missing
}

TEST(ChipEditorDialog, AProblemIsSaidOnceItsFieldIsTouched)
{
    ui::ChipEditorDialog dialog(newChip(), builtinIds());
    dialog.show();
    QApplication::processEvents();
    // A name: the peaks and the bandwidth are still missing, but nobody has been there yet.
    QTest::keyClicks(child<QLineEdit>(dialog, "chipName"), QStringLiteral("Lab Chip 7"));
    EXPECT_EQ(dialog.chip().id, "lab-chip-7");
    EXPECT_FALSE(dialog.isValid());
    EXPECT_EQ(shownProblem(dialog), QString()) << shownProblem(dialog).toStdString();
    // A peak that is not a number is said as it is typed.
    QTest::keyClicks(dialog.peakEdit(Dtype::FP8), QStringLiteral("lots"));
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("peak fp8"))) << shownProblem(dialog).toStdString();
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("lots")));
    // Cleared again: now no precision has a peak, and the user has been to the peaks.
    retype(dialog.peakEdit(Dtype::FP8), QString());
    EXPECT_FALSE(shownProblem(dialog).isEmpty());
    EXPECT_EQ(shownProblem(dialog), dialog.problem());
    // A bf16 peak: the HBM row's bandwidth is missing, and the row untouched.
    QTest::keyClicks(dialog.peakEdit(Dtype::BF16), QStringLiteral("4e14"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("HBM bandwidth"))) << dialog.problem().toStdString();
    EXPECT_EQ(shownProblem(dialog), QString()) << shownProblem(dialog).toStdString();
    child<QTableWidget>(dialog, "chipLevels")->item(0, 2)->setText(QStringLiteral("lots"));
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("HBM bandwidth"))) << shownProblem(dialog).toStdString();
    child<QTableWidget>(dialog, "chipLevels")->item(0, 2)->setText(QStringLiteral("2e12"));
    EXPECT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    EXPECT_EQ(shownProblem(dialog), QString());
    // A name typed away leaves no id either: the name is what is said.
    retype(child<QLineEdit>(dialog, "chipName"), QString());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("name"))) << shownProblem(dialog).toStdString();
    // A name whose id is taken: said, as the id follows the name.
    retype(child<QLineEdit>(dialog, "chipName"), QStringLiteral("TPU v5e"));
    EXPECT_EQ(dialog.chip().id, "tpu-v5e");
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("taken"))) << shownProblem(dialog).toStdString();
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
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("name"))) << shownProblem(dialog).toStdString();
    EXPECT_TRUE(child<QLineEdit>(dialog, "chipName")->hasFocus());
    // From then on every problem is said as it comes: the next one is the missing peak.
    QTest::keyClicks(child<QLineEdit>(dialog, "chipName"), QStringLiteral("Lab Chip 8"));
    EXPECT_FALSE(shownProblem(dialog).isEmpty());
    EXPECT_EQ(shownProblem(dialog), dialog.problem());
}

// Editing a chip that exists: what is wrong is said at once (here, a copy given a taken id).
TEST(ChipEditorDialog, AnExistingChipsProblemIsSaidAtOnce)
{
    Chip copy = builtin("l4");
    copy.origin.clear();
    ui::ChipEditorDialog dialog(copy, builtinIds());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("taken"))) << shownProblem(dialog).toStdString();
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
    child<QTableWidget>(dialog, "chipLevels")->item(0, 2)->setText(QString());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("HBM bandwidth"))) << dialog.problem().toStdString();
    child<QTableWidget>(dialog, "chipLevels")->item(0, 2)->setText(QStringLiteral("2e12"));
    dialog.idEdit()->setText(QStringLiteral("tpu-v5e"));
    Q_EMIT dialog.idEdit()->textEdited(dialog.idEdit()->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("taken")));
    dialog.idEdit()->setText(QStringLiteral("Bad Id!"));
    Q_EMIT dialog.idEdit()->textEdited(dialog.idEdit()->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("id"))) << dialog.problem().toStdString();
}

// Every number of a chip file is in the form: a link's count and latency and the vector units' peaks too, so a
// form opened on a chip and saved unchanged gives the chip back as it was (H100 SXM as shipped: NVLink 18 links of
// 2.5e10 B/s each way and 6e-7 s a hop, its CUDA cores 6.69e13 FLOPs/s in fp32; hardware-profiles/h100-sxm.json).
TEST(ChipEditorDialog, ALinksCountLatencyAndDomainAndTheVectorPeaksAreInTheFormCheckedAndSaved)
{
    Chip h100 = builtin("h100-sxm");
    h100.id = "h100-lab";
    h100.name = "H100 lab";
    ui::ChipEditorDialog dialog(h100, builtinIds());
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.chip(), h100); // nothing lost: counts, latencies, domains, vector peaks, the links' notes
    QTableWidget* levels = child<QTableWidget>(dialog, "chipLevels");
    ASSERT_EQ(levels->columnCount(), 7);
    // Domains (docs/model.md §14): NVLink joins the board's 8, PCIe the host only, the NIC any number.
    EXPECT_EQ(levels->item(2, 6)->text(), QStringLiteral("8"));
    EXPECT_EQ(levels->item(3, 6)->text(), QStringLiteral("1"));
    EXPECT_EQ(levels->item(4, 6)->text(), QString());
    // Memory levels first (HBM, L2), then the links (NVLink, PCIe, NIC).
    ASSERT_EQ(levels->item(2, 0)->text(), QStringLiteral("NVLink"));
    EXPECT_EQ(levels->item(2, 4)->text(), QStringLiteral("18"));
    EXPECT_EQ(levels->item(2, 5)->text(), QStringLiteral("6e-7"));
    EXPECT_EQ(levels->item(0, 4)->text(), QString()); // HBM: a memory level has no count
    EXPECT_EQ(levels->item(0, 5)->text(), QString());
    EXPECT_EQ(vectorPeakEdit(dialog, Dtype::FP32)->text(), QStringLiteral("6.69e13"));
    EXPECT_EQ(vectorPeakEdit(dialog, Dtype::INT8)->text(), QString());

    // Edited: 8 links of 1e-6 s a hop, an fp32 vector peak of 5e13 and an int8 one of 1e14.
    levels->item(2, 4)->setText(QStringLiteral("8"));
    levels->item(2, 5)->setText(QStringLiteral("1e-6"));
    levels->item(2, 6)->setText(QStringLiteral("72"));
    levels->item(4, 6)->setText(QStringLiteral("4096"));
    retype(vectorPeakEdit(dialog, Dtype::FP32), QStringLiteral("5e13"));
    retype(vectorPeakEdit(dialog, Dtype::INT8), QStringLiteral("1e14"));
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    const Chip edited = dialog.chip();
    ASSERT_EQ(edited.links.size(), 3u);
    EXPECT_EQ(edited.links[0].count, 8.0);
    EXPECT_EQ(edited.links[0].latencyS, 1e-6);
    EXPECT_EQ(edited.links[0].note, h100.links[0].note);
    EXPECT_EQ(edited.links[0].domain, 72.0);
    EXPECT_EQ(edited.links[2].domain, 4096.0);
    EXPECT_EQ(edited.links[1].count, 1.0); // PCIe: one link, as before
    EXPECT_EQ(edited.vectorPeakFlopsPerS.at(Dtype::FP32), 5e13);
    EXPECT_EQ(edited.vectorPeakFlopsPerS.at(Dtype::INT8), 1e14);

    // Checked with the chip files' rules, as the other fields are.
    levels->item(2, 4)->setText(QStringLiteral("2.5"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("whole number"))) << shownProblem(dialog).toStdString();
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("2.5"))) << shownProblem(dialog).toStdString();
    levels->item(2, 4)->setText(QStringLiteral("eight"));
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("NVLink links: “eight” is not a number")))
        << shownProblem(dialog).toStdString();
    levels->item(2, 4)->setText(QStringLiteral("8"));
    levels->item(2, 5)->setText(QStringLiteral("2"));
    EXPECT_FALSE(dialog.isValid()); // a hop of 2 s: latencies go up to 1 s
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("2"))) << shownProblem(dialog).toStdString();
    levels->item(2, 5)->setText(QStringLiteral("1e-6"));
    levels->item(2, 6)->setText(QStringLiteral("0"));
    EXPECT_FALSE(dialog.isValid()); // a link joins at least its own chip
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("domain: must be a whole number from 1")))
        << shownProblem(dialog).toStdString();
    levels->item(2, 6)->setText(QStringLiteral("72"));
    levels->item(0, 6)->setText(QStringLiteral("8"));
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("only links have a domain")))
        << shownProblem(dialog).toStdString();
    levels->item(0, 6)->setText(QString());
    levels->item(0, 4)->setText(QStringLiteral("2"));
    EXPECT_TRUE(shownProblem(dialog).contains(QStringLiteral("only links have a count")))
        << shownProblem(dialog).toStdString();
    levels->item(0, 4)->setText(QString());
    retype(vectorPeakEdit(dialog, Dtype::BF16), QStringLiteral("-3"));
    EXPECT_FALSE(dialog.isValid());
    EXPECT_FALSE(shownProblem(dialog).isEmpty());
    retype(vectorPeakEdit(dialog, Dtype::BF16), QString());
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();

    // Saved: the chip file holds them, and reads back to the same numbers.
    auto window = openWindow();
    ASSERT_TRUE(chipsPanel(*window)->saveChip(dialog.chip(), {}, true));
    const std::filesystem::path file = userChipDirectory() / "h100-lab.json";
    const Chip loaded = loadChipFile(file);
    EXPECT_EQ(loaded.links[0].count, 8.0);
    EXPECT_EQ(loaded.links[0].latencyS, 1e-6);
    EXPECT_EQ(loaded.links[0].domain, 72.0);
    EXPECT_EQ(loaded.links[1].domain, 1.0);
    EXPECT_EQ(loaded.vectorPeakFlopsPerS.at(Dtype::FP32), 5e13);
    EXPECT_EQ(loaded.vectorPeakFlopsPerS.count(Dtype::BF16), 0u);
    std::filesystem::remove(file);
}

} // namespace
} // namespace roofline::test
