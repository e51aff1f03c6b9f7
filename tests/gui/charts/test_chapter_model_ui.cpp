// docs/model.md §6–§9 on screen: the vector units' ceilings, ops that do not fit in memory, the sequence
// sliders under an attention op, a link's slope for all of its links. Read back from QCustomPlot and
// the panels; expected values are the chip files' figures and docs/model.md's formulas, written out here.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/formulas/op_spec.h"
#include "ui/actions/view_actions.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/set_dim_command.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tables/op_table_model.h"

#include <QAction>
#include <QSlider>
#include <QTest>
#include <QToolButton>

#include <algorithm>

namespace roofline::test {
namespace {

using Roofline = OneChart<ui::RooflineChart>;

Project chipsProject(std::vector<std::string> ids)
{
    Project project = defaultProject();
    project.chipIds = std::move(ids);
    return project;
}

// TPU v5p's VPU: 1.4e13 fp32 FLOPs/s (the TPU chapter's 8 × 128 × 4 × 2 × 1.75e9); the H100's CUDA
// cores: 1.338e14 bf16 FLOPs/s (its whitepaper's non-tensor bf16), under 9.89e14 and 4.59e14 matrix peaks.
TEST(VectorCeilings, AreDrawnAtTheChipsVectorPeaksBelowTheMatrixOnes)
{
    // Every vector unit at the chosen precision (focused, only the units an op runs on are drawn).
    Project project = chipsProject({"tpu-v5p", "h100-sxm"});
    project.viewOptions.detail = Detail::Full;
    Roofline roofline(project);
    ui::RooflineChart& chart = roofline.chart;
    // bf16: the H100 has a bf16 vector peak, v5p's VPU only fp32.
    EXPECT_EQ(plottedVectorCeilings(chart, 0), std::vector<double> {});
    EXPECT_EQ(plottedVectorCeilings(chart, 1), (std::vector<double> {1.338e14}));
    EXPECT_EQ(plottedCeilings(chart, 1), (std::vector<double> {9.89e14}));
    pushViewOptions(roofline.document, [](ViewOptions& o) { o.precision = Dtype::FP32; });
    roofline.flush();
    EXPECT_EQ(plottedVectorCeilings(chart, 0), (std::vector<double> {1.4e13}));
    EXPECT_EQ(plottedVectorCeilings(chart, 1), (std::vector<double> {6.69e13}));
    // The VPU's ridge over HBM: 1.4e13 / 2.8e12 = 5 FLOPs/byte (the chapter's "around 3" is per core
    // against a per-chip HBM figure).
    bool vpuRidge = false;
    for (const RidgePoint& ridge : chart.scene().chips[0].ridges) {
        if (ridge.unit == ComputeUnit::Vector && ridge.levelName == "HBM")
            vpuRidge = near(ridge.intensity, 5.0);
    }
    EXPECT_TRUE(vpuRidge);
    // Hiding the chip hides them too.
    roofline.document.setSeriesHidden(Series::rooflineChip("tpu-v5p"), true);
    roofline.flush();
    EXPECT_TRUE(plottedVectorCeilings(chart, 0).empty());
}

// The dot product runs on the vector units: on the H100 its marker sits on the bandwidth slope, and
// its attainable FLOPs/s can never pass the CUDA cores' 1.338e14.
TEST(VectorCeilings, TheDotProductIsBoundByTheVectorCeiling)
{
    Project project = chipsProject({"h100-sxm"});
    project.ops = {parseOpSpec("dot N=1000000 dtype=bf16")};
    Roofline roofline(project);
    const std::optional<QPointF> dot = plottedOpPoint(roofline.chart, 0, 0);
    ASSERT_TRUE(dot);
    // FLOPs 2N − 1 (docs/model.md §3), bytes 2 · 2N + 2: intensity 1999999 / 4000002.
    EXPECT_TRUE(near(dot->x(), 1999999.0 / 4000002.0, 1e-12));
    EXPECT_TRUE(near(dot->y(), 1999999.0 / 4000002.0 * 3.35e12, 1e-12));
    EXPECT_EQ(roofline.chart.scene().chips[0].points[0].evaluation.unit, ComputeUnit::Vector);
}

// TPU v5e has 16 GB of HBM: bf16 weights of 65536 × 131072 take 2 · 65536 · 131072 = 17.18 GB, so
// the op is drawn hollow there and filled on the H100's 80 GB; the small op is filled on both.
TEST(NotFitting, AnOpLargerThanTheMemoryIsDrawnHollow)
{
    Project project = chipsProject({"tpu-v5e", "h100-sxm"});
    project.ops = {parseOpSpec("matmul B=1 D=65536 F=131072 x=bf16 w=bf16 z=bf16"),
        parseOpSpec("matmul B=128 D=4096 F=4096 x=bf16 w=bf16 z=bf16")};
    Roofline roofline(project);
    EXPECT_EQ(plottedHollowOps(roofline.chart, 0), std::vector<int> {0});
    EXPECT_TRUE(plottedHollowOps(roofline.chart, 1).empty());
    // Still drawn, where the roofline puts it: intensity 2BDF / footprint-free bytes.
    const double flops = 2.0 * 65536 * 131072;
    const double bytes = 2.0 * 65536 + 2.0 * 65536 * 131072 + 2.0 * 131072;
    const std::optional<QPointF> point = plottedOpPoint(roofline.chart, 0, 0);
    ASSERT_TRUE(point);
    EXPECT_TRUE(near(point->x(), flops / bytes));
    const Evaluation& e = roofline.chart.scene().chips[0].points[0].evaluation;
    ASSERT_TRUE(e.footprintBytes);
    EXPECT_DOUBLE_EQ(*e.footprintBytes, bytes);
}

// An attention op that follows T and S: a step of the T slider moves its point to docs/model.md §9's numbers
// (flash, causal, bf16, B = 1, N = 32, K = 8, H = 128).
TEST(SequenceSliders, AStepOfTMovesAnAttentionOp)
{
    Project project = chipsProject({"h100-sxm"});
    Op attention = parseOpSpec("attention B=1 T=T S=S N=32 K=8 H=128");
    project.ops = {attention};
    Roofline roofline(project);
    ui::ParametersPanel panel(roofline.document);
    EXPECT_TRUE(panel.isSequenceOpen()); // an op follows T
    const auto intensity = [](double t, double s) {
        const double pairs = t * s - t * (t - 1) / 2;
        return 4.0 * 32 * 128 * pairs / (2.0 * t * 32 * 128 * 2 + 2.0 * s * 8 * 128 * 2);
    };
    std::optional<QPointF> point = plottedOpPoint(roofline.chart, 0, 0);
    ASSERT_TRUE(point);
    EXPECT_TRUE(near(point->x(), intensity(1, 4096), 1e-12)); // N·S/(N + K·S) = 3.996
    EXPECT_TRUE(near(point->x(), 3.996, 1e-3));
    panel.slider(Dim::T)->setValue(ui::ParametersPanel::sliderPosition(16));
    roofline.flush();
    EXPECT_EQ(roofline.document.dims().t, 16.0);
    point = plottedOpPoint(roofline.chart, 0, 0);
    ASSERT_TRUE(point);
    EXPECT_TRUE(near(point->x(), intensity(16, 4096), 1e-12));
    roofline.document.undoStack()->undo();
    roofline.flush();
    EXPECT_TRUE(near(plottedOpPoint(roofline.chart, 0, 0)->x(), intensity(1, 4096), 1e-12));
}

// T ≤ S holds for an attention op that follows the sliders too (docs/cli.md "Attention"): with the T
// slider above S the op has no point on any chip, the chart says how many ops cannot be placed, and
// Details says why, naming T and S; back at T ≤ S it is drawn again.
TEST(SequenceSliders, TAboveSLeavesAFollowingAttentionUndrawnAndSaysWhy)
{
    Project project = chipsProject({"tpu-v5e", "h100-sxm"});
    project.ops = {parseOpSpec("attention B=8 T=T S=S N=32 K=8 H=128"), parseOpSpec("matmul B=B D=4096 F=4096")};
    Roofline roofline(project);
    ui::ParametersPanel panel(roofline.document);
    ui::DetailsPanel details(roofline.document);
    details.setOp(0);
    details.show();
    roofline.document.undoStack()->push(new ui::SetDimCommand(roofline.document, Dim::S, 1024));
    panel.slider(Dim::T)->setValue(ui::ParametersPanel::sliderPosition(8192));
    roofline.flush();
    QCoreApplication::processEvents();
    ASSERT_EQ(roofline.document.dims().t, 8192.0);
    for (int chip = 0; chip < 2; ++chip) {
        EXPECT_FALSE(test::plottedOpPoint(roofline.chart, chip, 0)) << chip; // T = 8192 queries over 1024 keys
        EXPECT_TRUE(test::plottedOpPoint(roofline.chart, chip, 1)) << chip; // the matmul is not touched
        const std::vector<OpProblem>& problems = roofline.chart.scene().chips[static_cast<std::size_t>(chip)].problems;
        ASSERT_EQ(problems.size(), 1u) << chip;
        EXPECT_EQ(problems[0].index, 0u);
        EXPECT_NE(problems[0].message.find("T must be at most S"), std::string::npos) << problems[0].message;
        EXPECT_NE(problems[0].message.find("T=8192 and S=1024"), std::string::npos) << problems[0].message;
    }
    const QStringList labels = test::shownLabelTexts(roofline.chart);
    EXPECT_TRUE(labels.contains(QStringLiteral("TPU v5e: 1 of 2 ops cannot be placed (Details says why)\n"
                                               "H100 SXM: 1 of 2 ops cannot be placed (Details says why)")))
        << labels.join(u'|').toStdString();
    // The words catch up when the slider pauses.
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return details.explanation().contains(QStringLiteral("T must be at most S")); }, 5000))
        << details.explanation().toStdString();
    EXPECT_TRUE(details.explanation().contains(QStringLiteral("T=8192 and S=1024")))
        << details.explanation().toStdString();

    panel.slider(Dim::T)->setValue(ui::ParametersPanel::sliderPosition(1024)); // T = S: prefill
    roofline.flush();
    EXPECT_TRUE(test::plottedOpPoint(roofline.chart, 0, 0));
    EXPECT_TRUE(roofline.chart.scene().chips[0].problems.empty());
    EXPECT_FALSE(test::shownLabelTexts(roofline.chart).join(u'|').contains(QStringLiteral("cannot be placed")));
}

TEST(SequenceSliders, AreFoldedWhileNoOpFollowsThem)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::ParametersPanel panel(document);
    EXPECT_FALSE(panel.isSequenceOpen());
    EXPECT_TRUE(child<QToolButton>(panel, "sequenceToggle")->text().contains(QStringLiteral("T = 1")));
    child<QToolButton>(panel, "sequenceToggle")->click();
    EXPECT_TRUE(panel.isSequenceOpen());
}

// View → Link Slopes for All Links (docs/model.md §8): the H100's NVLink slope is one link's 2.5e10 B/s, or all
// 18 links' 4.5e11 at once; one undoable step, saved in the project as "link_slopes".
TEST(LinkSlopes, TheViewActionDrawsALinksSlopeForAllOfItsLinksAndUndoes)
{
    Project project = chipsProject({"h100-sxm"});
    project.viewOptions.detail = Detail::Full; // every link, though no op crosses one
    auto window = openWindow(project);
    ui::Document& document = window->document();
    QAction* all = viewActions(*window)->allLinkSlopes();
    ASSERT_TRUE(all->isCheckable());
    EXPECT_FALSE(all->isChecked());
    // NVLink first (then PCIe and the NIC, one link each way as the chip file lists them).
    const std::vector<double> one = plottedLinkSlopes(*window->rooflineChart(), 0);
    ASSERT_FALSE(one.empty());
    EXPECT_EQ(one[0], 2.5e10);
    all->trigger();
    window->flushUpdates();
    EXPECT_TRUE(document.viewOptions().allLinkSlopes);
    EXPECT_TRUE(all->isChecked());
    const std::vector<double> slopes = plottedLinkSlopes(*window->rooflineChart(), 0);
    ASSERT_EQ(slopes.size(), one.size());
    EXPECT_TRUE(near(slopes[0], 2.5e10 * 18));
    EXPECT_EQ(document.undoStack()->undoText(), QStringLiteral("Link slopes for all links"));
    // The ridge's label says how many links the slope is for.
    EXPECT_TRUE(shownLabelTexts(*window->rooflineChart()).filter(QStringLiteral("NVLink ×18")).size() >= 1)
        << shownLabelTexts(*window->rooflineChart()).join(QLatin1Char('|')).toStdString();
    document.undoStack()->undo();
    window->flushUpdates();
    EXPECT_FALSE(all->isChecked());
    EXPECT_EQ(plottedLinkSlopes(*window->rooflineChart(), 0), one);
}

// docs/model.md §9 in Details' words: a decode step's intensity N·S/(N + K·S) = 3.996 is about N/K = 4 at any B.
TEST(AttentionWords, DetailsSaysDecodeIsMemoryBoundAtAnyBWithIntensityAboutNOverK)
{
    Project project = chipsProject({"tpu-v5e"});
    project.ops = {parseOpSpec("attention B=B T=1 S=4096 N=32 K=8 H=128"),
        parseOpSpec("attention B=B T=4096 S=4096 N=32 K=32 H=128 causal=1")};
    ui::Document document(project, builtinChips());
    ui::DetailsPanel details(document);
    details.show();
    details.setOp(0);
    QString words = details.explanation();
    EXPECT_TRUE(words.contains(QStringLiteral("Memory-bound at any B: intensity ≈ N/K = 4 in decode")))
        << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral("no B alone"))) << words.toStdString();
    // K < 0.125 would make it compute-bound, but K counts heads: no K alone does.
    EXPECT_FALSE(words.contains(QStringLiteral("K <"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("no S or K or H alone makes it compute-bound"))) << words.toStdString();
    // Prefill, causal: (T + 1)/4 = 1024.25 (shown to 5 digits) against v5e's 240: compute-bound whatever B.
    details.setOp(1);
    words = details.explanation();
    EXPECT_TRUE(words.contains(
        QStringLiteral("Compute-bound at any B: intensity 1024.2 in prefill grows with T = S, not with B")))
        << words.toStdString();
}

// The batch-size chart draws decode attention flat (bandwidth × 3.996 at every B) and says why.
TEST(AttentionWords, TheBatchSizeChartDrawsDecodeAttentionFlatAndSaysWhy)
{
    Project project = chipsProject({"tpu-v5e"});
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    project.sweeps = {parseOpSpec("attention T=1 S=4096 N=32 K=8 H=128", "sweep", rules)};
    OneChart<ui::BatchSizeChart> sweep(project);
    const double flat = 8.2e11 * 32.0 * 4096 / (32 + 8.0 * 4096);
    ASSERT_EQ(plottedCurvePointCount(sweep.chart, 0, 0), 511);
    EXPECT_FALSE(plottedCriticalBatch(sweep.chart, 0, 0)); // it never reaches its ceiling
    const std::optional<QPointF> marker = plottedMarker(sweep.chart, 0, 0);
    ASSERT_TRUE(marker);
    EXPECT_TRUE(near(marker->y(), flat));
    const QStringList texts = shownLabelTexts(sweep.chart);
    EXPECT_TRUE(texts.contains(QStringLiteral("flat in B: intensity ≈ N/K = 4 in decode")))
        << texts.join(QLatin1Char('|')).toStdString();
    sweep.document.setDim(Dim::B, 400);
    sweep.flush();
    EXPECT_TRUE(near(plottedMarker(sweep.chart, 0, 0)->y(), flat));
    // The Sweeps table names the kind once: "attention T=1…", not "attention attention T=1…".
    ui::OpTableModel table(sweep.document, ui::OpList::Sweeps);
    EXPECT_EQ(table.data(table.index(0, ui::OpTableModel::OpColumn)).toString(),
        QStringLiteral("attention T=1 S=4096 N=32 K=8 H=128 bf16"));
}

} // namespace
} // namespace roofline::test
