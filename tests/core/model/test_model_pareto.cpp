// docs/model.md §12: latency against throughput. Every tp a model divides over, every B = 1, 2, 4, …, each decode
// step's tokens/s per sequence and per chip against the steps written out in step_by_hand.h, and the frontier
// of Llama 3 8B on H100 worked out by hand (a few lines of Python over the same formulas), not read from core.
#include "support/paper_models.h"
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/model/model_pareto.h"

#include <set>

namespace roofline::test {
namespace {

constexpr double kParetoTight = 1e-9;

ModelConfig shaped(double n, double k, double f, double v)
{
    ModelConfig m;
    m.id = "m";
    m.name = "M";
    m.dModel = 64;
    m.dFf = f;
    m.nHeads = n;
    m.nKvHeads = k;
    m.headDim = 8;
    m.nLayers = 2;
    m.vocab = v;
    return m;
}

TEST(Pareto, TensorParallelismIsEveryDivisorTheModelAllows)
{
    // Llama 3 8B: n_heads 32, d_ff 14336 = 2^11·7, vocab 128256 = 2^8·501; 8 key/value heads divide or replicate.
    EXPECT_EQ(tensorParallelChoices(shippedModel("llama-3-8b")), (std::vector<double> {1, 2, 4, 8, 16, 32}));
    // Mixtral: its experts' 14336 and vocab 32000 = 2^8·125; d_ff is not asked of a model without dense layers.
    EXPECT_EQ(tensorParallelChoices(shippedModel("mixtral-8x7b")), (std::vector<double> {1, 2, 4, 8, 16, 32}));
    // Qwen1.5 MoE: 16 heads, experts of 1408 = 2^7·11 and a shared expert of 5632 = 2^9·11.
    EXPECT_EQ(tensorParallelChoices(shippedModel("qwen1.5-moe-a2.7b")), (std::vector<double> {1, 2, 4, 8, 16}));
    // 36 heads: its divisors in order, 6 once; 12 key/value heads must divide when there are enough.
    EXPECT_EQ(tensorParallelChoices(shaped(36, 36, 36, 36)), (std::vector<double> {1, 2, 3, 4, 6, 9, 12, 18, 36}));
    EXPECT_EQ(tensorParallelChoices(shaped(36, 12, 36, 36)), (std::vector<double> {1, 2, 3, 4, 6, 12, 18, 36}));
    // 12 heads, d_ff 8, vocab 6: only 1 and 2 divide all three.
    EXPECT_EQ(tensorParallelChoices(shaped(12, 12, 8, 6)), (std::vector<double> {1, 2}));
    EXPECT_EQ(tensorParallelChoices(shaped(1, 1, 8, 6)), (std::vector<double> {1}));
}

TEST(Pareto, BatchesDoubleUpToTheLargest)
{
    EXPECT_EQ(doublingBatches(1), (std::vector<double> {1}));
    EXPECT_EQ(doublingBatches(64), (std::vector<double> {1, 2, 4, 8, 16, 32, 64}));
    EXPECT_EQ(doublingBatches(100), (std::vector<double> {1, 2, 4, 8, 16, 32, 64}));
    EXPECT_EQ(doublingBatches(0.5), std::vector<double> {});
}

TEST(Pareto, EveryPointIsADecodeStepAndTheFrontierIsTheOneByHand)
{
    // Llama 3 8B decoding 8192-token contexts on H100 (every NVLink both ways, 0.6 µs a hop), B up to 1024.
    StepConfig config;
    config.s = 8192;
    const std::vector<ParetoPoint> points
        = paretoPoints(shippedModel("llama-3-8b"), shippedChip("h100-sxm"), config, 1024);
    ASSERT_EQ(points.size(), 6u * 11);
    std::set<std::pair<int, int>> frontier;
    std::set<std::pair<int, int>> notFitting;
    for (const ParetoPoint& point : points) {
        SCOPED_TRACE("tp " + std::to_string(point.tp) + ", B " + std::to_string(point.b));
        EXPECT_EQ(point.chipId, "h100-sxm");
        by_hand::Step step;
        step.b = point.b;
        step.s = 8192;
        step.tp = point.tp;
        const by_hand::Result expected = by_hand::compute(by_hand::llama3_8b(), by_hand::h100Sxm(), step);
        EXPECT_TRUE(relativelyNear(point.stepTimeS, expected.step, kParetoTight));
        EXPECT_TRUE(relativelyNear(point.tokensPerSPerSequence, 1.0 / expected.step, kParetoTight));
        EXPECT_TRUE(relativelyNear(point.tokensPerSPerChip, point.b / (expected.step * point.tp), kParetoTight));
        EXPECT_EQ(point.fits, expected.fits);
        if (point.onFrontier)
            frontier.insert({static_cast<int>(point.tp), static_cast<int>(point.b)});
        if (!point.fits.value_or(true))
            notFitting.insert({static_cast<int>(point.tp), static_cast<int>(point.b)});
    }
    // By hand: tp 8 from B = 1 to 256 (its 1024 sequences do not fit), then tp 4 at 256. tp 16 and 32 pay more
    // all-reduce (and a replicated key/value head) than they save; tp 1 and 2 run out of memory first.
    EXPECT_EQ(frontier,
        (std::set<std::pair<int, int>> {
            {4, 256}, {8, 1}, {8, 2}, {8, 4}, {8, 8}, {8, 16}, {8, 32}, {8, 64}, {8, 128}, {8, 256}}));
    EXPECT_EQ(notFitting,
        (std::set<std::pair<int, int>> {{1, 64}, {1, 128}, {1, 256}, {1, 512}, {1, 1024}, {2, 256}, {2, 512}, {2, 1024},
            {4, 512}, {4, 1024}, {8, 1024}, {16, 1024}, {32, 1024}}));
}

// A model small enough to work out on paper, on a chip whose FLOPs never count (1e18/s).
ModelConfig tinyModel()
{
    return paperDenseModel();
}

Chip tinyChip()
{
    return paperChip(1e18);
}

TEST(Pareto, ASmallModelsPointsAndFrontierWorkedOutOnPaper)
{
    // Decode, S = 8, bf16, every op memory-bound. Bytes read per step, M = B:
    //   tp 1: qkv 2·(8B + 8·24 + 24B), attention 2·B·2·4·2 + 2·B·8·2·4·2, out 2·(8B + 64 + 8B),
    //         up 2·(8B + 128 + 16B), down 2·(16B + 128 + 8B), lm_head 2·(8B + 256 + 32B): 560·B + 1536 bytes;
    //   tp 2: the same halved per chip, 320·B + 768, and two all-reduces of 2·(1/2)·8B·2 = 16B bytes over 2 links
    //         both ways (4e9 B/s) after 2 hops of 0.3 µs: 2·(0.6 µs + 4 ns·B).
    // So step(tp 1) = (560·B + 1536) ns and step(tp 2) = (328·B + 1968) ns.
    // Weights 2048 bytes at tp 1 (1024 parameters with the input embedding) and 1024 at tp 2; KV cache 256·B and
    // 128·B bytes: tp 1 fits B ≤ 3, tp 2 B ≤ 15.
    StepConfig config;
    config.s = 8;
    const std::vector<ParetoPoint> points = paretoPoints(tinyModel(), tinyChip(), config, 8);
    struct Expected {
        double tp, b, stepNs;
        bool fits, onFrontier;
    };
    const std::vector<Expected> expected {
        {1, 1, 2096, true, true}, // 477 099 tokens/s per sequence and per chip: the fastest that fits
        {1, 2, 2656, true, true}, // 376 506 and 753 012
        {1, 4, 3776, false, false}, // 264 831 and 1 059 322: would beat tp 2 at B = 8, but does not fit
        {1, 8, 6016, false, false}, {2, 1, 2296, true, false}, // 435 540 and 217 770: tp 1 at B = 1 beats it on both
        {2, 2, 2624, true, false}, // 381 098 and 381 098: the same
        {2, 4, 3280, true, false}, // 304 878 and 609 756: tp 1 at B = 2 beats it on both
        {2, 8, 4592, true, true}, // 217 770 and 871 080: the most per chip that fits
    };
    ASSERT_EQ(points.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const Expected& want = expected[i];
        const ParetoPoint& got = points[i];
        SCOPED_TRACE("tp " + std::to_string(want.tp) + ", B " + std::to_string(want.b));
        EXPECT_EQ(got.chipId, "paper");
        EXPECT_EQ(got.tp, want.tp);
        EXPECT_EQ(got.b, want.b);
        EXPECT_TRUE(relativelyNear(got.stepTimeS, want.stepNs * 1e-9, kParetoTight));
        EXPECT_TRUE(relativelyNear(got.tokensPerSPerSequence, 1e9 / want.stepNs, kParetoTight));
        EXPECT_TRUE(relativelyNear(got.tokensPerSPerChip, want.b * 1e9 / (want.stepNs * want.tp), kParetoTight));
        EXPECT_EQ(got.fits, std::optional<bool>(want.fits));
        EXPECT_EQ(got.onFrontier, want.onFrontier);
    }
    // One link one way (the chapter's): each all-reduce's 16B bytes at 1e9 B/s, 16 ns·B instead of 4, so
    // step(tp 2) = (320·B + 768 + 2·(600 + 16·B)) ns = (352·B + 1968) ns.
    config.links = 1;
    config.ring = "uni";
    const std::vector<ParetoPoint> chapter = paretoPoints(tinyModel(), tinyChip(), config, 8);
    ASSERT_EQ(chapter.size(), 8u);
    EXPECT_TRUE(relativelyNear(chapter[0].stepTimeS, 2096e-9, kParetoTight)); // tp 1 has no all-reduce
    EXPECT_TRUE(relativelyNear(chapter[7].stepTimeS, (352.0 * 8 + 1968) * 1e-9, kParetoTight));
}

ParetoPoint point(std::string chip, double x, double y, std::optional<bool> fits = true)
{
    ParetoPoint p;
    p.chipId = std::move(chip);
    p.tokensPerSPerSequence = x;
    p.tokensPerSPerChip = y;
    p.fits = fits;
    return p;
}

TEST(Pareto, TheFrontierIsWhatNoFittingPointOfTheSameChipBeatsOnBoth)
{
    std::vector<ParetoPoint> points {
        point("a", 1, 10), // beaten by (2, 11) on both
        point("a", 2, 11),
        point("a", 3, 5),
        point("a", 3, 4), // same x as (3, 5): not beaten on both, so on it
        point("a", 5, 20, false), // would beat everything, but does not fit
        point("a", 0.5, 30, std::nullopt), // fit not known: a candidate
        point("b", 0.1, 0.1), // another chip's points do not compete
        point("c", 1, 7), // same tokens/s per chip as (2, 7): not beaten on both, so on it
        point("c", 2, 7),
    };
    markFrontier(points);
    std::vector<bool> on;
    for (const ParetoPoint& p : points)
        on.push_back(p.onFrontier);
    EXPECT_EQ(on, (std::vector<bool> {false, true, true, true, false, true, true, true, true}));
    // Chip ids compare without case, as everywhere.
    std::vector<ParetoPoint> cased {point("H100", 1, 1), point("h100", 2, 2)};
    markFrontier(cased);
    EXPECT_FALSE(cased[0].onFrontier);
    EXPECT_TRUE(cased[1].onFrontier);
}

TEST(Pareto, AChipWithoutLinksHasOnlyItsOwnPointsAndBadLinksAreSaid)
{
    StepConfig config;
    config.s = 1024;
    // L4 has no chip-to-chip link: tp = 1 only, and the memory it states (24 GB) decides what fits.
    const std::vector<ParetoPoint> alone = paretoPoints(shippedModel("llama-3-8b"), shippedChip("l4"), config, 8);
    ASSERT_EQ(alone.size(), 4u);
    for (const ParetoPoint& p : alone)
        EXPECT_EQ(p.tp, 1.0);
    // Asking for more links than the chip has is an error, not a silent tp = 1.
    config.links = 19;
    EXPECT_ROOFLINE_ERROR(paretoPoints(shippedModel("llama-3-8b"), shippedChip("h100-sxm"), config, 8),
        ErrorKind::InvalidValue, "links=19");
    // A chip that states no capacity: fits is not known, and its points are on the frontier's candidates.
    Chip bare = exampleChip(1e15, 3e12);
    config.links = kEveryLink;
    const std::vector<ParetoPoint> unknown = paretoPoints(shippedModel("llama-3-8b"), bare, config, 4);
    ASSERT_EQ(unknown.size(), 3u);
    EXPECT_EQ(unknown[0].fits, std::nullopt);
    EXPECT_TRUE(unknown[2].onFrontier); // B = 4 does the most per chip; B = 1 is the fastest per sequence
    EXPECT_TRUE(unknown[0].onFrontier);
}

} // namespace
} // namespace roofline::test
