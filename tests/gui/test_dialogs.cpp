// The op editor (a form from each kind's schema, slider bindings, dtypes) and the custom chip
// form (validation, save, reload from the user's data folder).
#include "gui_test_helpers.h"

#include "core/io/chip_json.h"
#include "core/storage/user_paths.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/edit_op_command.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/document.h"
#include "ui/models/chip_list_model.h"
#include "ui/panels/chips_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QUndoStack>

namespace roofline::test {
namespace {

using ui::OpList;

TEST(OpEditorDialog, BuildsAFormFromEachKindsSchema)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    for (const OpKindInfo& info : allOpKinds()) {
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(static_cast<int>(info.kind)));
        EXPECT_EQ(dialog.op().kind, info.kind);
        for (const NumberParam& param : info.numbers) {
            const QString key = QString::fromUtf8(param.key);
            ASSERT_TRUE(dialog.numberEdit(key)) << info.name << " " << param.key;
            // Only whole-number dimensions can follow a slider (not switches such as attention's causal).
            EXPECT_EQ(dialog.followsBox(key) != nullptr, canFollowSlider(param)) << info.name << " " << param.key;
        }
        for (const DtypeParam& param : info.dtypes)
            EXPECT_TRUE(dialog.dtypeBox(QString::fromUtf8(param.key))) << info.name << " " << param.key;
        EXPECT_TRUE(dialog.isValid()) << info.name << ": " << dialog.problemLabel()->text().toStdString();
    }
}

TEST(OpEditorDialog, UnbindingBAndEditingDtypesChangeWhatIsPlotted)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    ui::OpEditorDialog dialog(document, OpList::Roofline, document.ops(OpList::Roofline)[0]);
    QComboBox* follows = dialog.followsBox(QStringLiteral("B"));
    ASSERT_TRUE(follows);
    EXPECT_EQ(follows->currentData().toInt(), static_cast<int>(Dim::B));
    EXPECT_FALSE(dialog.numberEdit(QStringLiteral("B"))->isEnabled());
    follows->setCurrentIndex(0); // own value
    QLineEdit* b = dialog.numberEdit(QStringLiteral("B"));
    EXPECT_TRUE(b->isEnabled());
    b->setText(QStringLiteral("512"));
    Q_EMIT b->textEdited(b->text());
    dialog.dtypeBox(QStringLiteral("w"))
        ->setCurrentIndex(dialog.dtypeBox(QStringLiteral("w"))->findData(QStringLiteral("int8")));
    ASSERT_TRUE(dialog.isValid()) << dialog.problemLabel()->text().toStdString();
    const Op edited = dialog.op();
    EXPECT_FALSE(edited.bindings.contains("B"));
    EXPECT_EQ(edited.numbers.at("B"), 512.0);
    EXPECT_EQ(edited.dtypes.at("w"), Dtype::INT8);
    document.undoStack()->push(
        new ui::EditOpCommand(document, OpList::Roofline, 0, edited, [] { return QStringLiteral("edit"); }));
    window->flushUpdates();
    const Evaluation expected = evaluate(document.shownChips()[0], edited, document.dims());
    // bf16 × int8 at B = 512: bytes 2BD + DF + 2BF.
    EXPECT_DOUBLE_EQ(expected.bytes, 2.0 * 512 * 4096 + 4096.0 * 4096 + 2.0 * 512 * 4096);
    EXPECT_EQ(window->rooflineChart()->plottedOpPoint(0, 0), QPointF(expected.intensity, expected.attainableFlopsPerS));
    // No longer bound: the B slider leaves it where it is.
    document.setDim(Dim::B, 64);
    window->flushUpdates();
    EXPECT_EQ(window->rooflineChart()->plottedOpPoint(0, 0), QPointF(expected.intensity, expected.attainableFlopsPerS));
    document.undoStack()->undo();
    EXPECT_TRUE(document.ops(OpList::Roofline)[0].bindings.contains("B"));
}

TEST(OpEditorDialog, RefusesWhatCoreRefuses)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    QLineEdit* d = dialog.numberEdit(QStringLiteral("D"));
    d->setText(QStringLiteral("12abc"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problemLabel()->text().contains(QStringLiteral("not a number")));
    d->setText(QStringLiteral("0.5"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(dialog.problemLabel()->text().contains(QStringLiteral("matmul D")))
        << dialog.problemLabel()->text().toStdString();
    d->setText(QStringLiteral("1e4"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_TRUE(dialog.isValid());
    EXPECT_EQ(dialog.op().numbers.at("D"), 1e4);
}

TEST(OpEditorDialog, SweepsOfferOnlyKindsWithABatchAndSweepB)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Sweeps, document.ops(OpList::Sweeps)[0]);
    EXPECT_EQ(dialog.kindBox()->findData(static_cast<int>(OpKind::Dot)), -1);
    EXPECT_NE(dialog.kindBox()->findData(static_cast<int>(OpKind::BatchedMatmul)), -1);
    EXPECT_FALSE(dialog.numberEdit(QStringLiteral("B"))->isEnabled());
    EXPECT_TRUE(dialog.isValid());
}

Chip formChip(ui::ChipEditorDialog& dialog)
{
    dialog.nameEdit()->setText(QStringLiteral("Lab Chip 1"));
    dialog.vendorBox()->setCurrentText(QStringLiteral("Lab"));
    dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("4e14"));
    QTableWidget* levels = dialog.levelTable();
    levels->item(0, 0)->setText(QStringLiteral("HBM"));
    levels->item(0, 2)->setText(QStringLiteral("2e12"));
    return dialog.chip();
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

TEST(ChipsPanel, ASavedChipIsAFileInTheDataFolderAndInTheLibraryAfterARestart)
{
    auto window = openWindow();
    ui::ChipEditorDialog dialog(Chip {}, {});
    const Chip chip = formChip(dialog);
    ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
    ASSERT_TRUE(window->chipsPanel()->saveChip(chip, {}, true));
    const std::filesystem::path file = userChipDirectory() / "lab-chip-1.json";
    ASSERT_TRUE(std::filesystem::exists(file)) << file;
    // The file is a chip file core reads back to the same numbers.
    const Chip loaded = loadChipFile(file);
    EXPECT_EQ(loaded.name, "Lab Chip 1");
    EXPECT_EQ(loaded.memory.front().bytesPerS, 2e12);
    // It is in the library now (checkable), and in a fresh library as the app loads it.
    EXPECT_TRUE(window->chipsPanel()->model()->indexOfChip("lab-chip-1").isValid());
    const std::vector<Chip> reloaded = ui::Document::loadLibrary();
    const Chip* again = findChip(reloaded, "lab-chip-1");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->peakFlopsPerS.at(Dtype::BF16), 4e14);
    // Shown, its ridge is 4e14 / 2e12 = 200.
    ui::ChipListModel* model = window->chipsPanel()->model();
    ASSERT_TRUE(model->setData(model->indexOfChip("lab-chip-1"), Qt::Checked, Qt::CheckStateRole));
    window->flushUpdates();
    EXPECT_EQ(window->rooflineChart()->plottedCeilings(2), (std::vector<double> {4e14}));
    std::filesystem::remove(file);
}

} // namespace
} // namespace roofline::test
