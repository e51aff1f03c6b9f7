// docs/model.md §10–§12 for a mixture of experts small enough to work out on paper: every op's FLOPs and bytes,
// its time and bound, the step, tokens/s, weights and KV cache as literals, decode and prefill, tp 1 and 2. The
// model has everything §11 names: routed experts, a shared expert and a dense first layer; the chip a link with
// a hop's latency (§12), used every link both ways.
#include "support/paper_models.h"

#include "core/formulas/experts.h"
#include "core/formulas/op_spec.h"
#include "core/model/transformer_step.h"

#include <string>
#include <vector>

namespace roofline::test {
namespace {

constexpr double kTight = 1e-9;

// A FLOP takes 0.8 ns, a byte over HBM 1 ns.
ModelConfig tinyMoe()
{
    return paperMoeModel();
}

Chip tinyChip()
{
    return paperChip(1.25e9);
}

struct Row {
    const char* name;
    double count, flops, bytes, tCommsNs;
    bool compute;
};

struct Worked {
    const char* what;
    StepConfig config;
    std::vector<Row> rows;
    double stepNs, tokens, weights, kvCache;
    bool fits;
};

// M = B·T = 2 tokens in every case, so E_act = 4·(1 − (1 − 2/4)²) = 3 experts, P = 4 token–expert pairs; at tp 2
// each chip holds 1 query head, the key/value head (replicated), d_ff 8, experts of 4, a shared expert of 2 and a
// vocab of 16. T_math = 0.8 ns per FLOP; T_comms = 1 ns per byte over HBM, and an all-reduce's 2·(1/2)·M·D·2 = 32
// bytes at 1e9·2·2 B/s (8 ns) after 2 hops of 0.3 µs: 608 ns.
std::vector<Worked> worked()
{
    return {
        {"decode, B 2, S 8, tp 1", stepConfig(StepPhase::Decode, 2, 1, 8, 1),
            {
                // matmul M×D×F: FLOPs 2·M·D·F, bytes 2·(M·D + D·F + M·F); qkv F = (2 + 2)·4.
                {"qkv", 2, 512, 352, 352, true},
                // P = 2·8 pairs: 4·2·4·16 FLOPs; 2·2·1·2·4·2 + 2·2·8·1·4·2 bytes.
                {"attention", 2, 512, 320, 320, true},
                {"out", 2, 256, 192, 192, true},
                {"up", 1, 1024, 672, 672, true}, // F = 2·16: gate and up
                {"down", 1, 512, 352, 352, true},
                {"router", 1, 128, 112, 112, false}, // F = E = 4
                                                     // 2·4·8·16 FLOPs; 3·8·16·2 + 4·8·2 + 4·16·2 bytes.
                {"experts-up", 1, 1024, 960, 960, false},
                // 2·4·8·8 FLOPs; 3·8·8·2 + 4·8·2 + 4·8·2 bytes.
                {"experts-down", 1, 512, 512, 512, false},
                {"shared-up", 1, 256, 192, 192, true},
                {"shared-down", 1, 128, 112, 112, false},
                {"lm_head", 1, 1024, 672, 672, true},
            },
            5996.8, 2,
            // 2·(2·(8·16 + 8·8) + 3·8·16 + (8·4 + 4·3·8·8 + 3·8·4) + 2·8·32) and 2·2·2·8·1·4·2: over 3000.
            4352, 512, false},
        {"prefill, B 1, T = S = 2, tp 1", stepConfig(StepPhase::Prefill, 1, 2, 2, 1),
            {
                {"qkv", 2, 512, 352, 352, true},
                // P = 1·(2·2 − 1) causal pairs: 4·2·4·3 FLOPs; 2·1·2·2·4·2 + 2·1·2·1·4·2 bytes.
                {"attention", 2, 96, 96, 96, false}, {"out", 2, 256, 192, 192, true}, {"up", 1, 1024, 672, 672, true},
                {"down", 1, 512, 352, 352, true}, {"router", 1, 128, 112, 112, false},
                {"experts-up", 1, 1024, 960, 960, false}, {"experts-down", 1, 512, 512, 512, false},
                {"shared-up", 1, 256, 192, 192, true}, {"shared-down", 1, 128, 112, 112, false},
                {"lm_head", 1, 512, 592, 592, false}, // the last token only: 1×8×32
            },
            5142.4, 2, 4352, 64, false},
        {"decode, B 2, S 8, tp 2", stepConfig(StepPhase::Decode, 2, 1, 8, 2),
            {
                {"qkv", 2, 384, 272, 272, true}, // F = (1 + 2)·4
                {"attention", 2, 256, 288, 288, false},
                {"out", 2, 128, 112, 112, false},
                {"all-reduce-attn", 2, 8, 32, 608, false},
                {"up", 1, 512, 352, 352, true},
                {"down", 1, 256, 192, 192, true},
                {"router", 1, 128, 112, 112, false}, // not split
                                                     // 2·4·8·8 FLOPs; 3·8·8·2 + 4·8·2 + 4·8·2 bytes.
                {"experts-up", 1, 512, 512, 512, false},
                // 2·4·4·8 FLOPs; 3·4·8·2 + 4·4·2 + 4·8·2 bytes.
                {"experts-down", 1, 256, 288, 288, false},
                {"shared-up", 1, 128, 112, 112, false},
                {"shared-down", 1, 64, 72, 72, false},
                {"all-reduce-mlp", 2, 8, 32, 608, false},
                {"lm_head", 1, 512, 352, 352, true},
            },
            5966.4, 2,
            // 2·(2·(8·12 + 4·8) + 3·8·8 + (8·4 + 4·3·8·4 + 3·8·2) + 2·8·16): fits with its 512 bytes of cache.
            2336, 512, true},
        {"prefill, B 1, T = S = 2, tp 2", stepConfig(StepPhase::Prefill, 1, 2, 2, 2),
            {
                {"qkv", 2, 384, 272, 272, true},
                {"attention", 2, 48, 64, 64, false},
                {"out", 2, 128, 112, 112, false},
                {"all-reduce-attn", 2, 8, 32, 608, false},
                {"up", 1, 512, 352, 352, true},
                {"down", 1, 256, 192, 192, true},
                {"router", 1, 128, 112, 112, false},
                {"experts-up", 1, 512, 512, 512, false},
                {"experts-down", 1, 256, 288, 288, false},
                {"shared-up", 1, 128, 112, 112, false},
                {"shared-down", 1, 64, 72, 72, false},
                {"all-reduce-mlp", 2, 8, 32, 608, false},
                {"lm_head", 1, 256, 304, 304, false},
            },
            5412.8, 2, 2336, 64, true},
    };
}

TEST(ChapterMoeStep, EveryOpTheStepAndTheMemoryWorkedOutOnPaper)
{
    for (const Worked& w : worked()) {
        SCOPED_TRACE(w.what);
        const StepResult result = evaluateStep(tinyMoe(), tinyChip(), w.config);
        ASSERT_EQ(result.ops.size(), w.rows.size());
        double step = 0.0;
        for (std::size_t i = 0; i < w.rows.size(); ++i) {
            const Row& row = w.rows[i];
            const StepOpResult& got = result.ops[i];
            SCOPED_TRACE(row.name);
            EXPECT_EQ(got.step.name, row.name);
            EXPECT_EQ(got.step.count, row.count);
            EXPECT_TRUE(relativelyNear(got.evaluation.flops, row.flops, kTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.bytes, row.bytes, kTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.tMath, row.flops * 0.8e-9, kTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.tComms, row.tCommsNs * 1e-9, kTight));
            EXPECT_EQ(got.evaluation.bound == Bound::Compute, row.compute);
            const bool experts = std::string_view(row.name).starts_with("experts-");
            EXPECT_EQ(expertsTouched(got.step.op, Dims {}), experts ? std::optional<double>(3.0) : std::nullopt);
            step += row.count * std::max(row.flops * 0.8, row.tCommsNs);
        }
        EXPECT_TRUE(relativelyNear(step, w.stepNs, kTight)); // the literals agree with themselves
        EXPECT_TRUE(relativelyNear(result.stepTimeS, w.stepNs * 1e-9, kTight));
        EXPECT_EQ(result.tokensPerStep, w.tokens);
        EXPECT_TRUE(relativelyNear(result.tokensPerS, w.tokens / (w.stepNs * 1e-9), kTight));
        EXPECT_EQ(result.memory.weightsBytes, w.weights);
        EXPECT_EQ(result.memory.kvCacheBytes, w.kvCache);
        EXPECT_EQ(result.memory.fits, std::optional<bool>(w.fits));
        EXPECT_EQ(result.config.links, 2.0); // every link, both ways
        EXPECT_EQ(result.config.ring, "bi");
    }
}

TEST(ChapterMoeStep, ExpertParallelOverTwoChipsByHand)
{
    // docs/model.md §14: decode, B 2, S 8, ep 2. Everything but the routed experts runs as at tp 1 (the rows
    // above); each chip holds 2 of the 4 experts. The 2 chips' 4 tokens pick 2 of 4 each: this chip's 2 experts
    // are touched E_act = (4/2)·(1 − (1 − 2/4)^(2·2)) = 1.875 times. P = 4 pairs, so the dispatch and the combine
    // each send 4·8 bf16 elements, half of them (32 bytes) to the other chip, over 2 links both ways (4e9 B/s:
    // 8 ns) after 1 hop of 0.3 µs: 308 ns, and no FLOPs.
    StepConfig config = stepConfig(StepPhase::Decode, 2, 1, 8, 1);
    config.ep = 2;
    const StepResult result = evaluateStep(tinyMoe(), tinyChip(), config);
    const std::vector<Row> rows {
        {"qkv", 2, 512, 352, 352, true},
        {"attention", 2, 512, 320, 320, true},
        {"out", 2, 256, 192, 192, true},
        {"up", 1, 1024, 672, 672, true},
        {"down", 1, 512, 352, 352, true},
        {"router", 1, 128, 112, 112, false},
        {"all-to-all-dispatch", 1, 0, 32, 308, false},
        // 2·4·8·16 FLOPs (819.2 ns); 1.875·8·16·2 + 4·8·2 + 4·16·2 = 672 bytes: now compute-bound.
        {"experts-up", 1, 1024, 672, 672, true},
        // 2·4·8·8 FLOPs (409.6 ns); 1.875·8·8·2 + 4·8·2 + 4·8·2 = 368 bytes.
        {"experts-down", 1, 512, 368, 368, true},
        {"all-to-all-combine", 1, 0, 32, 308, false},
        {"shared-up", 1, 256, 192, 192, true},
        {"shared-down", 1, 128, 112, 112, false},
        {"lm_head", 1, 1024, 672, 672, true},
    };
    ASSERT_EQ(result.ops.size(), rows.size());
    double step = 0.0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Row& row = rows[i];
        const StepOpResult& got = result.ops[i];
        SCOPED_TRACE(row.name);
        EXPECT_EQ(got.step.name, row.name);
        EXPECT_EQ(got.step.count, row.count);
        EXPECT_EQ(got.evaluation.flops, row.flops);
        EXPECT_TRUE(relativelyNear(got.evaluation.bytes, row.bytes, kTight));
        EXPECT_TRUE(relativelyNear(got.evaluation.tComms, row.tCommsNs * 1e-9, kTight));
        EXPECT_EQ(got.evaluation.bound == Bound::Compute, row.compute);
        const bool experts = std::string_view(row.name).starts_with("experts-");
        EXPECT_EQ(expertsTouched(got.step.op, Dims {}), experts ? std::optional<double>(1.875) : std::nullopt);
        step += row.count * std::max(row.flops * 0.8, row.tCommsNs);
    }
    // 5996.8 ns at tp 1, less the experts' 960 + 512, plus 819.2 + 409.6 and the two all-to-alls' 616: 6369.6.
    EXPECT_TRUE(relativelyNear(step, 6369.6, kTight));
    EXPECT_TRUE(relativelyNear(result.stepTimeS, 6369.6e-9, kTight));
    // Weights: tp 1's 4352 bytes less half the routed experts, 2·(2·3·8·8) = 768: 3584; the cache as at tp 1.
    EXPECT_EQ(result.memory.weightsBytes, 3584.0);
    EXPECT_EQ(result.memory.kvCacheBytes, 512.0);
    EXPECT_EQ(result.memory.fits, std::optional<bool>(false)); // 4096 > 3000
}

// The experts' op as the model command's CSV writes it (`formatOpSpec`): expert parallelism appears only when the
// experts are split (ep 2 over the chips), never as "ep=1" on a step that does not split them.
TEST(ChapterMoeStep, TheExpertsOpNamesEpOnlyWhenTheExpertsAreSplit)
{
    const auto expertsSpec = [](double ep) {
        StepConfig config = stepConfig(StepPhase::Decode, 2, 1, 8, 1);
        config.ep = ep;
        for (const StepOpResult& op : evaluateStep(tinyMoe(), tinyChip(), config).ops) {
            if (op.step.name == "experts-up")
                return formatOpSpec(op.step.op);
        }
        return std::string();
    };
    const std::string unsplit = expertsSpec(1.0);
    ASSERT_FALSE(unsplit.empty());
    EXPECT_EQ(unsplit.find("ep="), std::string::npos) << unsplit;
    EXPECT_NE(expertsSpec(2.0).find("ep=2"), std::string::npos) << expertsSpec(2.0);
}

TEST(ChapterMoeStep, TiedEmbeddingsAndOneLinkOneWayByHand)
{
    // Tied: one D·V' matrix fewer, 8·32 parameters at tp 1.
    ModelConfig tied = tinyMoe();
    tied.tiedEmbeddings = true;
    EXPECT_EQ(weightsBytesPerChip(tied, stepConfig(StepPhase::Decode, 2, 1, 8, 1)), 4352.0 - 2 * 8 * 32);
    // Not gated: 2 matrices per MLP instead of 3, and the up projections half as wide.
    ModelConfig plain = tinyMoe();
    plain.gatedMlp = false;
    // 2·(2·(8·16 + 8·8) + 2·8·16 + (8·4 + 4·2·8·8 + 2·8·4) + 2·8·32).
    EXPECT_EQ(weightsBytesPerChip(plain, stepConfig(StepPhase::Decode, 2, 1, 8, 1)), 2.0 * (384 + 256 + 608 + 512));
    // The chapter's one link one way: the all-reduce's 32 bytes at 1e9 B/s after its 2 hops: 632 ns.
    StepConfig chapter = stepConfig(StepPhase::Decode, 2, 1, 8, 2);
    chapter.links = 1;
    chapter.ring = "uni";
    const StepResult result = evaluateStep(tinyMoe(), tinyChip(), chapter);
    EXPECT_EQ(result.ops[3].step.name, "all-reduce-attn");
    EXPECT_TRUE(relativelyNear(result.ops[3].evaluation.tComms, 632e-9, kTight));
    EXPECT_TRUE(relativelyNear(result.ops[3].evaluation.latencyS, 600e-9, kTight));
    EXPECT_TRUE(relativelyNear(result.stepTimeS, (5966.4 + 4 * 24) * 1e-9, kTight));
}

} // namespace
} // namespace roofline::test
