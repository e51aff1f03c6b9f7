// docs/model.md §14, expert parallelism: with ep chips (tp 1) attention and the dense and shared MLPs run
// data-parallel, the routed experts are split E/ep a chip, and each MoE layer sends each chip's P = M·k pairs' rows
// out and back (all-to-all-dispatch and -combine), (ep−1)/ep of them leaving the chip, two tiers past a domain. The
// chip's experts see E_act = (E/ep)·(1 − (1 − k/E)^(ep·M)). Numbers worked by hand here, and whole steps against
// tests/support/step_by_hand.h, which writes the same rules out a second time.
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include "core/base/error.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/experts.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"
#include "core/model/model_pareto.h"
#include "core/model/transformer_step.h"

#include <optional>
#include <set>
#include <tuple>

namespace roofline::test {
namespace {

constexpr double kEpByHand = 1e-12;

EvaluationOptions dataOnly()
{
    EvaluationOptions options;
    options.dataOnlyOps = true;
    return options;
}

TEST(ExpertParallel, AnAllToAllOverSixtyFourH100sCrossesEightOnNvlinkAndFiftySixOverTheNic)
{
    // A DeepSeek-V3 MoE layer's dispatch on 64 H100s (boards of 8): M = 64 tokens a chip, k = 8, D = 7168, bf16:
    // N = 64·8·7168 = 3,670,016 elements, 7,340,032 bytes, of which 7/64 go to the 7 others of the board and 56/64
    // leave it. NVLink 18 × 25 GB/s × 2 = 900 GB/s, 0.6 µs a hop; the NIC 50 GB/s × 2, 2.7 µs.
    const Evaluation e = evaluate(shippedChip("h100-sxm"),
        parseOpSpec("all-to-all N=3670016 chips=64 links=18 ring=bi dtype=bf16"), Dims {}, dataOnly());
    ASSERT_EQ(e.tiers.size(), 2u);
    EXPECT_EQ(e.tiers[0].link, "NVLink");
    EXPECT_EQ(e.tiers[1].link, "NIC");
    EXPECT_TRUE(relativelyNear(e.tiers[0].bytes, 7340032.0 * 7 / 64, kEpByHand)); // 802,816
    EXPECT_TRUE(relativelyNear(e.tiers[1].bytes, 7340032.0 * 56 / 64, kEpByHand)); // 6,422,528
    // 7 hops inside, 56 outside: 4.2 µs + 151.2 µs; 0.892 µs + 64.2 µs of bytes; 220.517 µs in all.
    EXPECT_TRUE(relativelyNear(e.tiers[0].seconds, 7 * 6e-7 + 802816.0 / 9e11, kEpByHand));
    EXPECT_TRUE(relativelyNear(e.tiers[1].seconds, 56 * 2.7e-6 + 6422528.0 / 1e11, kEpByHand));
    EXPECT_TRUE(relativelyNear(e.tComms, 4.2e-6 + 151.2e-6 + 802816.0 / 9e11 + 6422528.0 / 1e11, kEpByHand));
    EXPECT_EQ(e.flops, 0.0);
    EXPECT_EQ(e.intensity, 0.0);
    EXPECT_EQ(e.tLower, e.tComms);
    // Inside one board: one tier, (n−1)/n of the rows, n − 1 hops.
    const Evaluation board = evaluate(shippedChip("h100-sxm"),
        parseOpSpec("all-to-all N=1000000 chips=8 links=18 ring=bi dtype=bf16"), Dims {}, dataOnly());
    ASSERT_EQ(board.tiers.size(), 1u);
    EXPECT_TRUE(relativelyNear(board.tComms, 7 * 6e-7 + 2e6 * 7 / 8 / 9e11, kEpByHand));
    // A roofline has no place for it: without the step's option it is refused, as a custom op of no FLOPs is.
    try {
        (void)evaluate(shippedChip("h100-sxm"), parseOpSpec("all-to-all N=1000 chips=8"), Dims {});
        FAIL() << "an all-to-all was placed on a roofline";
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::NoFlops);
    }
}

TEST(ExpertParallel, AChipsExpertsSeeEveryChipsTokens)
{
    // Mixtral, 4 chips of 2 tokens: the 8 tokens pick 2 of 8 each; this chip's 2 experts are touched
    // 2·(1 − (3/4)^8) = 1.799774169921875 times.
    EXPECT_EQ(expertsTouchedOnChip(8, 2, 4, 2), 2.0 * (1.0 - 0.1001129150390625));
    const Op op = parseOpSpec("experts B=2 D=4096 F=14336 E=8 k=2 ep=4");
    EXPECT_TRUE(relativelyNear(*expertsTouched(op, Dims {}), 1.799774169921875, kEpByHand));
    // Its weights: E_act experts read; its footprint: its own 2 experts.
    const OpCost cost = costOf(op, Dims {});
    EXPECT_TRUE(relativelyNear(
        cost.bytes, 1.799774169921875 * 4096 * 14336 * 2 + 2 * 2 * 4096 * 2 + 2 * 2 * 14336 * 2, kEpByHand));
    EXPECT_EQ(*cost.footprintBytes, 2.0 * 4096 * 14336 * 2 + 4.0 * 4096 * 2 + 4.0 * 14336 * 2);
    EXPECT_THROW(validateOp(parseOpSpec("experts B=2 D=8 F=8 E=8 k=2 ep=3"), Dims {}, "test"), Error);
}

TEST(ExpertParallel, AStepAtEveryEpIsTheStepByHand)
{
    // Mixtral 8x7B and Qwen3 30B-A3B (128 experts) decoding on H100: ep 2, 4, 8 on one board, and 16 and 32 of
    // Qwen3's across boards through the NIC.
    for (const auto& [id, byHand, eps] :
        {std::tuple {"mixtral-8x7b", by_hand::mixtral_8x7b(), std::vector<double> {2, 4, 8}},
            std::tuple {"qwen3-30b-a3b", by_hand::qwen3_30b_a3b(), std::vector<double> {2, 8, 16, 32}}}) {
        for (const double ep : eps) {
            SCOPED_TRACE(std::string(id) + " ep " + std::to_string(ep));
            StepConfig config;
            config.b = 16;
            config.s = 2048;
            config.ep = ep;
            const StepResult step = evaluateStep(shippedModel(id), shippedChip("h100-sxm"), config);
            by_hand::Step hand;
            hand.b = 16;
            hand.s = 2048;
            hand.ep = ep;
            const by_hand::Result expected = by_hand::compute(byHand, by_hand::h100Sxm(), hand);
            ASSERT_EQ(step.ops.size(), expected.ops.size());
            for (std::size_t i = 0; i < step.ops.size(); ++i) {
                EXPECT_EQ(step.ops[i].step.name, expected.ops[i].name);
                EXPECT_TRUE(relativelyNear(step.ops[i].evaluation.tLower, expected.ops[i].tLower, 1e-9))
                    << step.ops[i].step.name;
            }
            EXPECT_TRUE(relativelyNear(step.stepTimeS, expected.step, 1e-9));
            EXPECT_TRUE(relativelyNear(step.memory.weightsBytes, expected.weights, 1e-12));
            EXPECT_TRUE(relativelyNear(step.memory.kvCacheBytes, expected.kvCache, 1e-12));
            const bool twoTiers = ep > 8;
            for (const StepOpResult& op : step.ops) {
                if (op.step.name.starts_with("all-to-all")) {
                    EXPECT_EQ(op.evaluation.tiers.size(), twoTiers ? 2u : 1u);
                }
            }
        }
    }
}

TEST(ExpertParallel, IsRefusedOnADenseModelWhenItDoesNotDivideEAndBesideTp)
{
    StepConfig config;
    config.b = 8;
    config.s = 1024;
    // The code of the refusal; nullopt when the step is taken.
    const auto codeOf = [](const ModelConfig& model, const StepConfig& step) -> std::optional<ErrorCode> {
        try {
            validateStep(model, step);
        } catch (const Error& error) {
            return error.detail() ? std::optional(error.detail()->code) : std::nullopt;
        }
        return std::nullopt;
    };
    config.ep = 8;
    EXPECT_EQ(codeOf(shippedModel("llama-3-8b"), config), ErrorCode::EpNeedsExperts);
    config.ep = 3;
    EXPECT_EQ(codeOf(shippedModel("mixtral-8x7b"), config), ErrorCode::ExpertsNotDivisible);
    config.ep = 2;
    config.tp = 2;
    EXPECT_EQ(codeOf(shippedModel("mixtral-8x7b"), config), ErrorCode::EpWithTp);
    config.tp = 1;
    EXPECT_EQ(codeOf(shippedModel("mixtral-8x7b"), config), std::nullopt);
}

TEST(ExpertParallel, TheFrontierWalksTpThenEpAndEachPointIsItsStep)
{
    // Mixtral on H100, B up to 64: tp 1, 2, 4, 8, 16, 32 (n_heads 32), then ep 2, 4, 8 (E = 8), 7 batches each.
    StepConfig config;
    config.s = 4096;
    const std::vector<ParetoPoint> points
        = paretoPoints(shippedModel("mixtral-8x7b"), shippedChip("h100-sxm"), config, 64);
    ASSERT_EQ(points.size(), 9u * 7);
    std::set<std::pair<int, int>> layouts;
    for (const ParetoPoint& point : points)
        layouts.insert({static_cast<int>(point.tp), static_cast<int>(point.ep)});
    EXPECT_EQ(layouts,
        (std::set<std::pair<int, int>> {{1, 1}, {2, 1}, {4, 1}, {8, 1}, {16, 1}, {32, 1}, {1, 2}, {1, 4}, {1, 8}}));
    for (const ParetoPoint& point : points) {
        if (point.ep == 1.0)
            continue;
        SCOPED_TRACE("ep " + std::to_string(point.ep) + ", B " + std::to_string(point.b));
        by_hand::Step hand;
        hand.b = point.b;
        hand.s = 4096;
        hand.ep = point.ep;
        const by_hand::Result expected = by_hand::compute(by_hand::mixtral_8x7b(), by_hand::h100Sxm(), hand);
        EXPECT_TRUE(relativelyNear(point.stepTimeS, expected.step, 1e-9));
        // Each chip serves its own B sequences: tokens/s per chip is B/step.
        EXPECT_TRUE(relativelyNear(point.tokensPerSPerChip, point.b / expected.step, 1e-9));
        EXPECT_EQ(point.tiers, std::vector<std::string> {"NVLink"});
    }
    // --chips bounds every layout: with 4, tp 1, 2, 4 and ep 2, 4.
    const std::vector<ParetoPoint> four
        = paretoPoints(shippedModel("mixtral-8x7b"), shippedChip("h100-sxm"), config, 1, {}, 4);
    ASSERT_EQ(four.size(), 5u);
    EXPECT_EQ(four[3].ep, 2.0);
    EXPECT_EQ(four[4].ep, 4.0);
}

TEST(ExpertParallel, TheFrontierOfEveryLayoutOnOneBoardIsTheOneByHand)
{
    // Mixtral decoding at S = 4096 on up to 8 H100s, B = 1 … 64: tp 1, 2, 4, 8 and ep 2, 4, 8, 49 points.
    // Each point's step and whether it fits from tests/support/step_by_hand.h, the frontier by comparing
    // every pair: a fitting point is on it when no other fitting point is at least as good on both axes and
    // better on one.
    StepConfig config;
    config.s = 4096;
    const std::vector<ParetoPoint> points
        = paretoPoints(shippedModel("mixtral-8x7b"), shippedChip("h100-sxm"), config, 64, {}, 8);
    ASSERT_EQ(points.size(), 7u * 7);
    struct Hand {
        double tp, ep, b, perSequence, perChip;
        bool fits;
    };
    std::vector<Hand> hand;
    for (const ParetoPoint& point : points) {
        by_hand::Step step;
        step.b = point.b;
        step.s = 4096;
        step.tp = point.tp;
        step.ep = point.ep;
        const by_hand::Result r = by_hand::compute(by_hand::mixtral_8x7b(), by_hand::h100Sxm(), step);
        hand.push_back({point.tp, point.ep, point.b, 1.0 / r.step, point.b / (r.step * point.tp), r.fits.value()});
    }
    std::vector<std::string> frontier;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Hand& p = hand[i];
        bool beaten = !p.fits;
        for (const Hand& q : hand) {
            const bool noWorse = q.perSequence >= p.perSequence * (1 - 1e-12) && q.perChip >= p.perChip * (1 - 1e-12);
            const bool better = q.perSequence > p.perSequence * (1 + 1e-12) || q.perChip > p.perChip * (1 + 1e-12);
            beaten = beaten || (q.fits && noWorse && better);
        }
        SCOPED_TRACE("tp " + std::to_string(p.tp) + " ep " + std::to_string(p.ep) + " B " + std::to_string(p.b));
        EXPECT_TRUE(relativelyNear(points[i].tokensPerSPerSequence, p.perSequence, 1e-9));
        EXPECT_TRUE(relativelyNear(points[i].tokensPerSPerChip, p.perChip, 1e-9));
        EXPECT_EQ(points[i].fits, p.fits);
        EXPECT_EQ(points[i].onFrontier, !beaten);
        if (!beaten)
            frontier.push_back((p.ep > 1 ? "ep " + std::to_string(static_cast<int>(p.ep))
                                         : "tp " + std::to_string(static_cast<int>(p.tp)))
                + " B " + std::to_string(static_cast<int>(p.b)));
    }
    // What the comparison finds, written out: tp 8 holds the fast end at every B (each sequence's step split over
    // eight chips); ep 8 takes the cheap end once B reaches 16 (every chip its own 16 sequences, a step of
    // all-to-alls over NVLink instead of all-reduces); no smaller tp or ep is on it.
    EXPECT_EQ(frontier,
        (std::vector<std::string> {"tp 8 B 1", "tp 8 B 2", "tp 8 B 4", "tp 8 B 8", "tp 8 B 16", "tp 8 B 32",
            "tp 8 B 64", "ep 8 B 16", "ep 8 B 32", "ep 8 B 64"}));
}

} // namespace
} // namespace roofline::test
