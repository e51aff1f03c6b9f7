// The op editor (ui/dialogs/op_editor_dialog): a form from each kind's schema, slider bindings, dtypes,
// refusing what core refuses; and the chapter's two newest kinds (docs/model.md §8–§9): attention and
// all-reduce are made in the form, every field reaches the op core evaluates and the chart plots, undo
// takes them back, and bad input is refused with words that say what is wrong. Expected values are
// docs/model.md's formulas written out.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/op_editor_form.h"

#include "core/formats/chip_json.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/edit_op_command.h"
#include "ui/commands/insert_op_command.h"
#include "ui/dialogs/op_editor_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QUndoStack>

namespace roofline::test {
namespace {

using ui::OpList;
using Roofline = OneChart<ui::RooflineChart>;

TEST(OpEditorDialog, BuildsAFormFromEachKindsSchema)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    for (const OpKindInfo& info : allOpKinds()) {
        child<QComboBox>(dialog, "opKind")
            ->setCurrentIndex(child<QComboBox>(dialog, "opKind")->findData(static_cast<int>(info.kind)));
        EXPECT_EQ(dialog.op().kind, info.kind);
        for (const NumberParam& param : info.numbers) {
            const QString key = QString::fromUtf8(param.key);
            ASSERT_TRUE(numberEdit(dialog, key)) << info.name << " " << param.key;
            // Only whole-number dimensions can follow a slider (not switches such as attention's causal).
            EXPECT_EQ(followsBox(dialog, key) != nullptr, canFollowSlider(param)) << info.name << " " << param.key;
        }
        for (const DtypeParam& param : info.dtypes)
            EXPECT_TRUE(dtypeBox(dialog, QString::fromUtf8(param.key))) << info.name << " " << param.key;
        EXPECT_TRUE(dialog.isValid()) << info.name << ": " << child<QLabel>(dialog, "opProblem")->text().toStdString();
    }
}

TEST(OpEditorDialog, UnbindingBAndEditingDtypesChangeWhatIsPlotted)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    ui::OpEditorDialog dialog(document, OpList::Roofline, document.ops(OpList::Roofline)[0]);
    QComboBox* follows = followsBox(dialog, QStringLiteral("B"));
    ASSERT_TRUE(follows);
    EXPECT_EQ(follows->currentData().toInt(), static_cast<int>(Dim::B));
    EXPECT_FALSE(numberEdit(dialog, QStringLiteral("B"))->isEnabled());
    follows->setCurrentIndex(0); // own value
    QLineEdit* b = numberEdit(dialog, QStringLiteral("B"));
    EXPECT_TRUE(b->isEnabled());
    b->setText(QStringLiteral("512"));
    Q_EMIT b->textEdited(b->text());
    dtypeBox(dialog, QStringLiteral("w"))
        ->setCurrentIndex(dtypeBox(dialog, QStringLiteral("w"))->findData(QStringLiteral("int8")));
    ASSERT_TRUE(dialog.isValid()) << child<QLabel>(dialog, "opProblem")->text().toStdString();
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
    EXPECT_EQ(
        plottedOpPoint(*window->rooflineChart(), 0, 0), QPointF(expected.intensity, expected.attainableFlopsPerS));
    // No longer bound: the B slider leaves it where it is.
    document.setDim(Dim::B, 64);
    window->flushUpdates();
    EXPECT_EQ(
        plottedOpPoint(*window->rooflineChart(), 0, 0), QPointF(expected.intensity, expected.attainableFlopsPerS));
    document.undoStack()->undo();
    EXPECT_TRUE(document.ops(OpList::Roofline)[0].bindings.contains("B"));
}

TEST(OpEditorDialog, RefusesWhatCoreRefuses)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    QLineEdit* d = numberEdit(dialog, QStringLiteral("D"));
    d->setText(QStringLiteral("12abc"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(child<QLabel>(dialog, "opProblem")->text().contains(QStringLiteral("not a number")));
    d->setText(QStringLiteral("0.5"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_TRUE(child<QLabel>(dialog, "opProblem")->text().contains(QStringLiteral("matmul D")))
        << child<QLabel>(dialog, "opProblem")->text().toStdString();
    d->setText(QStringLiteral("1e4"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_TRUE(dialog.isValid());
    EXPECT_EQ(dialog.op().numbers.at("D"), 1e4);
}

TEST(OpEditorDialog, SweepsOfferOnlyKindsWithABatchAndSweepB)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Sweeps, document.ops(OpList::Sweeps)[0]);
    EXPECT_EQ(child<QComboBox>(dialog, "opKind")->findData(static_cast<int>(OpKind::Dot)), -1);
    EXPECT_NE(child<QComboBox>(dialog, "opKind")->findData(static_cast<int>(OpKind::BatchedMatmul)), -1);
    EXPECT_FALSE(numberEdit(dialog, QStringLiteral("B"))->isEnabled());
    EXPECT_TRUE(dialog.isValid());
}

Project chipsProject(std::vector<std::string> ids)
{
    Project project = defaultProject();
    project.chipIds = std::move(ids);
    return project;
}

// As a user types: the text, then the signal the form listens to.
void type(ui::OpEditorDialog& dialog, const char* key, const char* text)
{
    QLineEdit* edit = numberEdit(dialog, QString::fromUtf8(key));
    ASSERT_TRUE(edit) << key;
    edit->setText(QString::fromUtf8(text));
    Q_EMIT edit->textEdited(edit->text());
}

void choose(QComboBox* box, const char* data)
{
    ASSERT_TRUE(box) << data;
    const int index = box->findData(QString::fromUtf8(data));
    ASSERT_NE(index, -1) << data;
    box->setCurrentIndex(index);
}

// A number's own value (nullopt) or a slider to follow.
void follow(ui::OpEditorDialog& dialog, const char* key, std::optional<Dim> dim)
{
    QComboBox* box = followsBox(dialog, QString::fromUtf8(key));
    ASSERT_TRUE(box) << key;
    box->setCurrentIndex(box->findData(dim ? static_cast<int>(*dim) : -1));
}

void chooseKind(ui::OpEditorDialog& dialog, OpKind kind)
{
    child<QComboBox>(dialog, "opKind")
        ->setCurrentIndex(child<QComboBox>(dialog, "opKind")->findData(static_cast<int>(kind)));
}

std::string problem(const ui::OpEditorDialog& dialog)
{
    return child<QLabel>(dialog, "opProblem")->text().toStdString();
}

TEST(OpEditorKinds, AnAttentionOpIsMadeFieldByFieldReachesCoreAndTheChartAndIsUndone)
{
    Roofline roofline(chipsProject({"tpu-v5e"}));
    ui::Document& document = roofline.document;
    const std::size_t before = document.ops(OpList::Roofline).size();
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    chooseKind(dialog, OpKind::Attention);
    ASSERT_EQ(dialog.op().kind, OpKind::Attention);
    follow(dialog, "B", std::nullopt);
    // Every field of docs/model.md §9 in the form: a decode step of 8 sequences over a 2048-token fp8 cache.
    type(dialog, "B", "8");
    type(dialog, "T", "1");
    type(dialog, "S", "2048");
    type(dialog, "N", "16");
    type(dialog, "K", "4");
    type(dialog, "H", "64");
    type(dialog, "causal", "0");
    type(dialog, "flash", "1");
    choose(dtypeBox(dialog, QStringLiteral("x")), "fp32");
    choose(dtypeBox(dialog, QStringLiteral("kv")), "fp8");
    choose(dtypeBox(dialog, QStringLiteral("s")), "bf16");
    choose(dtypeBox(dialog, QStringLiteral("compute")), "bf16");
    // The compute dtype's default names attention's own tensors.
    EXPECT_EQ(
        dtypeBox(dialog, QStringLiteral("compute"))->itemText(0), QStringLiteral("default (the wider of x and kv)"));
    ASSERT_TRUE(dialog.isValid()) << problem(dialog);
    const Op op = dialog.op();
    EXPECT_EQ(op.numbers.at("B"), 8.0);
    EXPECT_FALSE(op.bindings.contains("B")); // a B typed in: its own value
    EXPECT_EQ(op.numbers.at("S"), 2048.0);
    EXPECT_EQ(op.numbers.at("N"), 16.0);
    EXPECT_EQ(op.numbers.at("K"), 4.0);
    EXPECT_EQ(op.numbers.at("H"), 64.0);
    EXPECT_EQ(op.numbers.at("causal"), 0.0);
    EXPECT_EQ(op.dtypes.at("x"), Dtype::FP32);
    EXPECT_EQ(op.dtypes.at("kv"), Dtype::FP8);
    EXPECT_EQ(op.dtypes.at("s"), Dtype::BF16);
    EXPECT_EQ(op.dtypes.at("compute"), Dtype::BF16);

    document.undoStack()->push(new ui::InsertOpCommand(
        document, OpList::Roofline, static_cast<int>(before), op, [] { return QStringLiteral("add"); }));
    roofline.flush();
    ASSERT_EQ(document.ops(OpList::Roofline).size(), before + 1);
    // FLOPs 4·N·H·B·S; bytes 2·B·N·H·|fp32| + 2·B·S·K·H·|fp8|; TPU v5e's HBM 8.2e11 B/s.
    const double flops = 4.0 * 16 * 64 * 8 * 2048;
    const double bytes = 2.0 * 8 * 16 * 64 * 4 + 2.0 * 8 * 2048 * 4 * 64 * 1;
    const Evaluation e = evaluate(document.shownChips()[0], document.ops(OpList::Roofline)[before], document.dims());
    EXPECT_EQ(e.flops, flops);
    EXPECT_EQ(e.bytes, bytes);
    const std::optional<QPointF> point = plottedOpPoint(roofline.chart, 0, static_cast<int>(before));
    ASSERT_TRUE(point);
    EXPECT_TRUE(near(point->x(), flops / bytes));
    EXPECT_TRUE(near(point->y(), 8.2e11 * flops / bytes));

    // Edit it again: T and S follow the sequence sliders; the point moves with them.
    ui::OpEditorDialog again(document, OpList::Roofline, document.ops(OpList::Roofline)[before]);
    follow(again, "T", Dim::T);
    follow(again, "S", Dim::S);
    ASSERT_TRUE(again.isValid()) << problem(again);
    EXPECT_EQ(again.op().bindings.at("T"), Dim::T);
    EXPECT_EQ(again.op().bindings.at("S"), Dim::S);
    EXPECT_FALSE(numberEdit(again, QStringLiteral("S"))->isEnabled());
    document.undoStack()->push(new ui::EditOpCommand(
        document, OpList::Roofline, static_cast<int>(before), again.op(), [] { return QStringLiteral("edit"); }));
    document.setDim(Dim::S, 1024);
    roofline.flush();
    const double bytes1024 = 2.0 * 8 * 16 * 64 * 4 + 2.0 * 8 * 1024 * 4 * 64 * 1;
    EXPECT_TRUE(
        near(plottedOpPoint(roofline.chart, 0, static_cast<int>(before))->x(), 4.0 * 16 * 64 * 8 * 1024 / bytes1024));

    // Undo the edit, then the insertion.
    document.undoStack()->undo();
    EXPECT_FALSE(document.ops(OpList::Roofline)[before].bindings.contains("S"));
    EXPECT_EQ(document.ops(OpList::Roofline)[before].numbers.at("S"), 2048.0);
    document.undoStack()->undo(); // the insertion
    EXPECT_EQ(document.ops(OpList::Roofline).size(), before);
}

TEST(OpEditorKinds, AttentionsBadShapesAreRefusedSayingWhy)
{
    ui::Document document(chipsProject({"tpu-v5e"}), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Attention));
    ASSERT_TRUE(dialog.isValid()) << problem(dialog);
    type(dialog, "T", "8192"); // more queries than keys
    EXPECT_FALSE(dialog.isValid());
    EXPECT_NE(problem(dialog).find("T"), std::string::npos) << problem(dialog);
    EXPECT_NE(problem(dialog).find("8192"), std::string::npos) << problem(dialog);
    type(dialog, "T", "1");
    type(dialog, "K", "5"); // 32 query heads do not share 5 key/value heads evenly
    EXPECT_FALSE(dialog.isValid());
    EXPECT_NE(problem(dialog).find("multiple of K"), std::string::npos) << problem(dialog);
    type(dialog, "K", "8");
    type(dialog, "causal", "2");
    EXPECT_FALSE(dialog.isValid());
    EXPECT_NE(problem(dialog).find("causal"), std::string::npos) << problem(dialog);
    type(dialog, "causal", "1");
    type(dialog, "H", "wide");
    EXPECT_FALSE(dialog.isValid());
    EXPECT_EQ(problem(dialog), "H: “wide” is not a number");
    type(dialog, "H", "128");
    EXPECT_TRUE(dialog.isValid()) << problem(dialog);
}

// docs/model.md §8: bytes 2(n−1)/n·N·|dtype|, FLOPs (n−1)/n·N, over links·bandwidth, twice for a ring both ways.
TEST(OpEditorKinds, AnAllReduceIsMadeFieldByFieldReachesCoreAndTheChartAndIsUndone)
{
    Roofline roofline(chipsProject({"tpu-v5e"}));
    ui::Document& document = roofline.document;
    const std::size_t before = document.ops(OpList::Roofline).size();
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::Matmul));
    chooseKind(dialog, OpKind::AllReduce);
    ASSERT_EQ(dialog.op().kind, OpKind::AllReduce);
    type(dialog, "N", "1e8");
    type(dialog, "chips", "8");
    type(dialog, "links", "2");
    choose(dtypeBox(dialog, QStringLiteral("dtype")), "int8");
    choose(choiceBox(dialog, QStringLiteral("ring")), "bi");
    child<QComboBox>(dialog, "opLink")->setCurrentText(QStringLiteral("ICI"));
    ASSERT_TRUE(dialog.isValid()) << problem(dialog);
    const Op op = dialog.op();
    EXPECT_EQ(op.numbers.at("N"), 1e8);
    EXPECT_EQ(op.numbers.at("chips"), 8.0);
    EXPECT_EQ(op.numbers.at("links"), 2.0);
    EXPECT_EQ(op.dtypes.at("dtype"), Dtype::INT8);
    EXPECT_EQ(op.choices.at("ring"), "bi");
    EXPECT_EQ(op.link, "ICI");

    document.undoStack()->push(new ui::InsertOpCommand(
        document, OpList::Roofline, static_cast<int>(before), op, [] { return QStringLiteral("add"); }));
    roofline.flush();
    const double bytes = 2.0 * 7 / 8 * 1e8 * 1; // int8: one byte an element
    const double flops = 7.0 / 8 * 1e8;
    const double bandwidth = 4.5e10 * 2 * 2; // v5e's ICI: 4.5e10 per link each way, 2 links, both ways
    const Evaluation e = evaluate(document.shownChips()[0], document.ops(OpList::Roofline)[before], document.dims());
    EXPECT_TRUE(near(e.bytes, bytes));
    EXPECT_TRUE(near(e.flops, flops));
    EXPECT_TRUE(near(e.tComms, bytes / bandwidth));
    const std::optional<QPointF> point = plottedOpPoint(roofline.chart, 0, static_cast<int>(before));
    ASSERT_TRUE(point);
    EXPECT_TRUE(near(point->x(), 0.5)); // (n−1)/n·N over 2(n−1)/n·N·1 bytes
    EXPECT_TRUE(near(point->y(), 0.5 * bandwidth));

    // One link one way: a quarter of the bandwidth.
    ui::OpEditorDialog again(document, OpList::Roofline, document.ops(OpList::Roofline)[before]);
    choose(choiceBox(again, QStringLiteral("ring")), "uni");
    type(again, "links", "1");
    ASSERT_TRUE(again.isValid()) << problem(again);
    document.undoStack()->push(new ui::EditOpCommand(
        document, OpList::Roofline, static_cast<int>(before), again.op(), [] { return QStringLiteral("edit"); }));
    roofline.flush();
    EXPECT_TRUE(near(plottedOpPoint(roofline.chart, 0, static_cast<int>(before))->y(), 0.5 * 4.5e10));
    document.undoStack()->undo();
    roofline.flush();
    EXPECT_EQ(document.ops(OpList::Roofline)[before].choices.at("ring"), "bi");
    EXPECT_TRUE(near(plottedOpPoint(roofline.chart, 0, static_cast<int>(before))->y(), 0.5 * bandwidth));
    document.undoStack()->undo();
    EXPECT_EQ(document.ops(OpList::Roofline).size(), before);
}

TEST(OpEditorKinds, AnAllReducesBadInputIsRefusedOrExplainedPerChip)
{
    ui::Document document(chipsProject({"tpu-v5e"}), builtinChips());
    ui::OpEditorDialog dialog(document, OpList::Roofline, makeOp(OpKind::AllReduce));
    child<QComboBox>(dialog, "opLink")->setCurrentText(QStringLiteral("ICI"));
    ASSERT_TRUE(dialog.isValid()) << problem(dialog);
    type(dialog, "chips", "1"); // a ring needs two chips
    EXPECT_FALSE(dialog.isValid());
    EXPECT_NE(problem(dialog).find("chips"), std::string::npos) << problem(dialog);
    type(dialog, "chips", "4");
    type(dialog, "links", "0");
    EXPECT_FALSE(dialog.isValid());
    EXPECT_NE(problem(dialog).find("links"), std::string::npos) << problem(dialog);
    type(dialog, "links", "1");
    ASSERT_TRUE(dialog.isValid()) << problem(dialog);
    // What only a chip can say is said on that chip's line of the preview: v5e has 4 ICI links…
    type(dialog, "links", "5");
    const std::string tooMany = child<QLabel>(dialog, "opPreview")->text().toStdString();
    EXPECT_NE(tooMany.find("5"), std::string::npos) << tooMany;
    EXPECT_NE(tooMany.find("links=5, but TPU v5e has 4 such links"), std::string::npos) << tooMany;
    // …and HBM is a memory level, not a link: the words name the links it has.
    type(dialog, "links", "1");
    child<QComboBox>(dialog, "opLink")->setCurrentText(QStringLiteral("HBM"));
    const std::string memory = child<QLabel>(dialog, "opPreview")->text().toStdString();
    EXPECT_NE(memory.find("HBM"), std::string::npos) << memory;
    EXPECT_NE(memory.find("ICI"), std::string::npos) << memory;
}

} // namespace
} // namespace roofline::test
