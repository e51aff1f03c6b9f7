// The words the app says about an op's bound when no single value is the threshold: compute-bound
// for every value of a parameter ("always"), or for none ("never").
#include "support/gui_test_helpers.h"

#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/scene/model_entry.h"
#include "support/model_panel_parts.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/qcp.h"
#include "ui/commands/add_model_command.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/language.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/model_step_view.h"
#include "ui/panels/op_list_panel.h"

#include <QUndoStack>

namespace roofline::test {
namespace {

// TPU v5e's matrix numbers (docs/model.md §4), without the vector unit a shipped profile may list.
Chip v5eNumbers()
{
    Chip chip;
    chip.id = "v5e-numbers";
    chip.name = "v5e numbers";
    chip.vendor = "Test";
    chip.peakFlopsPerS[Dtype::BF16] = 1.97e14;
    chip.memory.push_back({"HBM", 8.2e11, std::nullopt, BandwidthKind::Memory, {}});
    return chip;
}

// The sentences as one text; the first one starts with a capital, so compare without case.
QString sentences(const Chip& chip, const Op& op, const Dims& dims)
{
    return ui::boundChangeSentences(chip, op, dims, evaluate(chip, op, dims)).join(QStringLiteral("; "));
}

TEST(BoundWords, AThousandFlopsPerElementIsComputeBoundForAnyN)
{
    // 1000 FLOPs over 4 bytes per element: 250 FLOPs/byte > 240.24 whatever N is.
    const Chip chip = v5eNumbers();
    const Op op = parseOpSpec("elementwise N=B flops=1000 inputs=1 outputs=1 dtype=bf16");
    const Dims dims {1e6, 4096, 4096};
    const QString words = sentences(chip, op, dims);
    EXPECT_TRUE(words.contains(QStringLiteral("compute-bound for any N"), Qt::CaseInsensitive)) << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral("N > "))) << "no threshold along N: " << words.toStdString();
    // With two inputs (167 FLOPs/byte) no N does it.
    const QString never
        = sentences(chip, parseOpSpec("elementwise N=B flops=1000 inputs=2 outputs=1 dtype=bf16"), dims);
    EXPECT_TRUE(never.contains(QStringLiteral("no N alone makes it compute-bound"), Qt::CaseInsensitive))
        << never.toStdString();
}

TEST(BoundWords, DetailsSayAShardedMatmulPastItsCriticalDIsComputeBoundForAnyB)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e"};
    project.ops = {parseOpSpec("sharded-matmul B=B D=16384 F=4096 chips=2 link=ICI")};
    auto window = openWindow(project);
    opsPanel(*window)->selectOp(0);
    const QString words = detailsPanel(*window)->explanation();
    // Along B and F both FLOPs and bytes start at 0 and grow in step; along D it has a threshold.
    EXPECT_TRUE(words.contains(QStringLiteral("compute-bound for any B or F"))) << words.toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("Stays compute-bound while D > 8"))) << words.toStdString();
}

TEST(BoundWords, TheSweepTooltipSaysComputeBoundAtAnyBInsteadOfACriticalBOfZero)
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e"};
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    project.sweeps = {parseOpSpec("sharded-matmul D=16384 F=4096 chips=2 link=ICI", "", rules),
        parseOpSpec("sharded-matmul D=8192 F=4096 chips=2 link=ICI", "", rules)};
    auto window = openWindow(project);
    ui::BatchSizeChart* chart = window->batchSizeChart();
    chart->updateNow();
    ASSERT_EQ(chart->scene().chips.size(), 1u);
    ASSERT_EQ(chart->scene().chips[0].curves.size(), 2u);
    ASSERT_EQ(chart->scene().chips[0].curves[0].criticalBatch, std::optional<double>(0.0));
    ASSERT_FALSE(chart->scene().chips[0].curves[1].criticalBatch);
    const QCPAxisRect* rect = chart->panelRect(0);
    const auto pixel = [&](double b, double flopsPerS) {
        return QPoint(qRound(rect->axis(QCPAxis::atBottom)->coordToPixel(b)),
            qRound(rect->axis(QCPAxis::atLeft)->coordToPixel(flopsPerS)));
    };
    // D = 16384: compute-bound, flat at the peak. D = 8192: flat at D·W/2 = 8192 × 4.5e10 / 2.
    const QString always = chart->tooltipAt(pixel(100, 1.97e14));
    EXPECT_TRUE(always.contains(QStringLiteral("compute-bound at any B"))) << always.toStdString();
    EXPECT_FALSE(always.contains(QStringLiteral("critical B"))) << always.toStdString();
    const QString never = chart->tooltipAt(pixel(100, 8192 * 4.5e10 / 2));
    EXPECT_TRUE(never.contains(QStringLiteral("never compute-bound"))) << never.toStdString();
}

TEST(BoundWords, APrefillStepIsComputeBoundAtAnyBNotAboveAFractionOfASequence)
{
    // Llama 3 8B prefilling S = 4096 tokens per sequence on H100: one sequence's math (2·8e9 FLOPs a token, ≈ 66 ms
    // at 9.89e14 FLOPs/s) already outlasts reading its 16 GB of weights (≈ 4.8 ms at 3.35e12 B/s), so the step
    // "turns" compute-bound at a fraction of a sequence: compute-bound at every B there is.
    Project project = defaultProject();
    project.chipIds = {"h100-sxm"};
    project.dims.s = 4096;
    auto window = openWindow(project);
    ModelEntry entry;
    entry.modelId = "llama-3-8b";
    entry.phase = StepPhase::Prefill;
    setTensorParallel(entry, "h100-sxm", 1);
    window->document().undoStack()->push(new ui::AddModelCommand(window->document(), 0, entry));
    window->flushUpdates();
    const std::vector<ui::ModelStepView*>& views = stepViews(*window->modelPanel());
    ASSERT_EQ(views.size(), 1u);
    EXPECT_EQ(views[0]->boundText(), QStringLiteral("compute-bound at any B"));
}

// One token is "1 token", in the plural form each language has (Russian has three: 1, 2–4, 5 and up).
TEST(BoundWords, OneTokenIsOneTokenNotOneTokens)
{
    // Mixtral's experts op: E = 8, k = 2 per token. One token touches k = 2 experts; 16 touch 8·(1 − (6/8)^16) = 7.92.
    const auto sentence = [](const char* tokens) {
        return ui::expertsSentence(
            parseOpSpec(std::string("experts B=") + tokens + " D=4096 F=14336 E=8 k=2 x=bf16 w=bf16 z=bf16"), Dims {});
    };
    EXPECT_EQ(sentence("1"),
        QStringLiteral("its 1 token touches E_act = 2 of the 8 experts (2 per token), whose weights "
                       "it reads"));
    EXPECT_EQ(sentence("16"),
        QStringLiteral("its 16 tokens touch E_act = 7.92 of the 8 experts (2 per token), whose "
                       "weights it reads"));
    ui::applyLanguage(QStringLiteral("ru"));
    EXPECT_TRUE(sentence("1").startsWith(QStringLiteral("его 1 токен задействует"))) << sentence("1").toStdString();
    EXPECT_TRUE(sentence("3").startsWith(QStringLiteral("его 3 токена задействуют"))) << sentence("3").toStdString();
    EXPECT_TRUE(sentence("16").startsWith(QStringLiteral("его 16 токенов задействуют")))
        << sentence("16").toStdString();
    ui::applyLanguage(QStringLiteral("en"));
}

} // namespace
} // namespace roofline::test
