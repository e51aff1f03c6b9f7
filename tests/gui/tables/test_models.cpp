// Every item model passes QAbstractItemModelTester while the document changes under it.
#include "support/gui_test_helpers.h"

#include "ui/commands/insert_op_command.h"
#include "ui/commands/move_op_command.h"
#include "ui/commands/remove_op_command.h"
#include "ui/document.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tables/op_table_model.h"

#include <QUndoStack>

namespace roofline::test {
namespace {

using ui::Document;
using ui::OpList;

TEST(ChipListModel, PassesTheModelTesterWhileChipsAreShownAndTheLibraryChanges)
{
    ModelTesterLog log;
    Document document(defaultProject(), builtinChips());
    ui::ChipListModel model(document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
    // Vendors are the top rows, chips under them.
    ASSERT_GT(model.rowCount(), 1);
    const QModelIndex h100 = model.indexOfChip("h100-sxm");
    ASSERT_TRUE(h100.isValid());
    EXPECT_EQ(h100.data().toString(), QStringLiteral("H100 SXM"));
    EXPECT_EQ(h100.parent().data().toString(), QStringLiteral("NVIDIA"));
    EXPECT_EQ(h100.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    EXPECT_EQ(model.index(h100.row(), ui::ChipListModel::CriticalColumn, h100.parent()).data().toString(),
        QStringLiteral("295.2")); // 9.89e14 / 3.35e12

    const QModelIndex l4 = model.indexOfChip("l4");
    ASSERT_TRUE(model.setData(l4, Qt::Checked, Qt::CheckStateRole));
    EXPECT_TRUE(document.isShown("l4"));
    EXPECT_EQ(l4.parent().data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::PartiallyChecked);
    // The vendor box shows or hides all of its chips in one undoable step.
    ASSERT_TRUE(model.setData(l4.parent(), Qt::Unchecked, Qt::CheckStateRole));
    EXPECT_FALSE(document.isShown("h100-sxm"));
    EXPECT_FALSE(document.isShown("l4"));
    document.undoStack()->undo();
    EXPECT_TRUE(document.isShown("h100-sxm"));

    Chip custom = builtin("l4");
    custom.id = "my-l4";
    custom.name = "My L4";
    custom.vendor = "Lab";
    custom.origin = "/tmp/my-l4.json";
    document.putLibraryChip(custom);
    EXPECT_TRUE(model.indexOfChip("my-l4").isValid());
    document.removeLibraryChip("my-l4");
    EXPECT_FALSE(model.indexOfChip("my-l4").isValid());
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

TEST(ChipFilterModel, PassesTheModelTesterAndMatchesNameIdAndVendor)
{
    ModelTesterLog log;
    Document document(defaultProject(), builtinChips());
    ui::ChipListModel model(document);
    ui::ChipFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Warning);
    const auto chipCount = [&filter] {
        int count = 0;
        for (int v = 0; v < filter.rowCount(); ++v)
            count += filter.rowCount(filter.index(v, 0));
        return count;
    };
    EXPECT_EQ(chipCount(), static_cast<int>(builtinChips().size()));
    filter.setSearchText(QStringLiteral("h100"));
    EXPECT_EQ(chipCount(), 3); // H100 SXM, H100 PCIe and the chapter's Q5 H100
    EXPECT_EQ(filter.rowCount(), 1); // only NVIDIA keeps a row
    filter.setSearchText(QStringLiteral("google"));
    int google = 0;
    for (const Chip& chip : builtinChips())
        google += chip.vendor == "Google" ? 1 : 0;
    EXPECT_EQ(chipCount(), google);
    filter.setSearchText(QStringLiteral("tpu-v5e"));
    EXPECT_EQ(chipCount(), 2); // TPU v5e and the chapter's Q1 variant, tpu-v5e-q1
    filter.setSearchText(QStringLiteral("instinct mi355"));
    EXPECT_EQ(chipCount(), 1);
    filter.setSearchText(QStringLiteral("no such chip"));
    EXPECT_EQ(filter.rowCount(), 0);
    filter.setSearchText({});
    EXPECT_EQ(chipCount(), static_cast<int>(builtinChips().size()));
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

class OpTableModelTest : public ::testing::TestWithParam<OpList> { };

TEST_P(OpTableModelTest, PassesTheModelTesterThroughInsertsRemovesMovesAndUndo)
{
    ModelTesterLog log;
    Document document(defaultProject(), builtinChips());
    ui::OpTableModel model(document, GetParam());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
    QUndoStack* stack = document.undoStack();
    const int initial = model.rowCount();
    Op op = makeOp(OpKind::Matmul);
    op.label = "added";
    stack->push(new ui::InsertOpCommand(document, GetParam(), 1, op, [] { return QStringLiteral("add"); }));
    EXPECT_EQ(model.rowCount(), initial + 1);
    EXPECT_EQ(model.index(1, ui::OpTableModel::LabelColumn).data().toString(), QStringLiteral("added"));
    stack->push(new ui::MoveOpCommand(document, GetParam(), 1, 0, [] { return QStringLiteral("up"); }));
    EXPECT_EQ(model.index(0, ui::OpTableModel::LabelColumn).data().toString(), QStringLiteral("added"));
    stack->push(new ui::MoveOpCommand(document, GetParam(), 0, initial, [] { return QStringLiteral("to the end"); }));
    EXPECT_EQ(model.index(initial, ui::OpTableModel::LabelColumn).data().toString(), QStringLiteral("added"));
    EXPECT_TRUE(model.setData(model.index(initial, ui::OpTableModel::LabelColumn), QStringLiteral("renamed")));
    EXPECT_EQ(document.ops(GetParam()).back().label, "renamed");
    stack->push(new ui::RemoveOpCommand(document, GetParam(), 0, [] { return QStringLiteral("remove"); }));
    EXPECT_EQ(model.rowCount(), initial);
    document.setDim(Dim::B, 512); // every row's numbers change
    while (stack->canUndo())
        stack->undo();
    EXPECT_EQ(model.rowCount(), initial);
    while (stack->canRedo())
        stack->redo();
    EXPECT_EQ(model.rowCount(), initial);
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(BothLists, OpTableModelTest, ::testing::Values(OpList::Roofline, OpList::Sweeps));

TEST(OpTableModel, ShowsFlopsBytesAndIntensityAtTheSliders)
{
    Document document(defaultProject(), builtinChips());
    ui::OpTableModel model(document, OpList::Roofline);
    // bf16 matmul, B, D and F follow the sliders (128, 4096, 4096): FLOPs 2BDF, bytes 2(BD + DF + BF).
    const double flops = 2.0 * 128 * 4096 * 4096;
    const double bytes = 2.0 * (128.0 * 4096 + 4096.0 * 4096 + 128.0 * 4096);
    EXPECT_EQ(model.index(0, ui::OpTableModel::FlopsColumn).data().toString(), QStringLiteral("4.29e9"));
    EXPECT_EQ(model.index(0, ui::OpTableModel::IntensityColumn).data().toString().toDouble(),
        QString::number(flops / bytes, 'g', 4).toDouble());
    EXPECT_EQ(model.index(0, ui::OpTableModel::FollowsColumn).data().toString(), QStringLiteral("B, D, F"));
    document.setDim(Dim::B, 256);
    EXPECT_EQ(model.index(0, ui::OpTableModel::FlopsColumn).data().toString(), QStringLiteral("8.59e9"));
}

} // namespace
} // namespace roofline::test
