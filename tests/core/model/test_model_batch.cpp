// The chapter's Q3 for a whole model (docs/model.md §10, §D): tokens/s against B, the B where the step turns
// compute-bound, and the largest B that fits, for dense models and mixtures of experts (§11, whose expert traffic
// bends in B), against docs/model.md written out in step_by_hand.h.
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/model/model_batch.h"
#include "core/model/transformer_step.h"

#include <cmath>

namespace roofline::test {
namespace {

constexpr double kTight = 1e-9;

const ModelConfig& model(std::string_view id)
{
    return *findModel(builtinModels(), id);
}

StepConfig decode(double s, double tp)
{
    StepConfig config;
    config.phase = StepPhase::Decode;
    config.t = 1;
    config.s = s;
    config.tp = tp;
    return config;
}

StepConfig prefill(double s, double tp)
{
    StepConfig config;
    config.phase = StepPhase::Prefill;
    config.t = s;
    config.s = s;
    config.tp = tp;
    return config;
}

by_hand::Step reference(const StepConfig& c, double b)
{
    by_hand::Step st;
    st.prefill = c.phase == StepPhase::Prefill;
    st.b = b;
    st.t = c.t;
    st.s = c.s;
    st.tp = c.tp;
    st.links = c.links;
    st.bidirectional = c.ring == "bi";
    return st;
}

// Where Σ T_math = Σ T_comms, from the reference's totals at B = 1 and B = 2 (both are affine in B).
double referenceCrossover(const by_hand::Model& m, const by_hand::Chip& chip, const StepConfig& c)
{
    const by_hand::Result one = by_hand::compute(m, chip, reference(c, 1));
    const by_hand::Result two = by_hand::compute(m, chip, reference(c, 2));
    const double slope = (two.mathTime - two.commsTime) - (one.mathTime - one.commsTime);
    const double intercept = (one.mathTime - one.commsTime) - slope;
    return -intercept / slope;
}

TEST(ModelBatchCurve, TokensPerSecondAtEveryBIsTheStepAtThatB)
{
    struct Case {
        const char* modelId;
        const char* chipId;
        by_hand::Model m;
        by_hand::Chip chip;
        StepConfig config;
    };
    StepConfig fastLinks = decode(4096, 8); // every NVLink both ways, as serving runs
    StepConfig oneLink = decode(2048, 8);
    oneLink.links = 1;
    oneLink.ring = "uni";
    const std::vector<Case> cases {
        {"llama-3-70b", "h100-sxm", by_hand::llama3_70b(), by_hand::h100Sxm(), fastLinks},
        {"llama-3-8b", "tpu-v5e", by_hand::llama3_8b(), by_hand::tpuV5e(), prefill(1024, 1)},
        {"gemma-2-9b", "tpu-v5p", by_hand::gemma2_9b(), by_hand::tpuV5p(), decode(512, 2)},
        {"qwen2.5-72b", "mi300x", by_hand::qwen25_72b(), by_hand::mi300x(), prefill(2048, 8)},
        {"llama-3-70b", "h100-sxm", by_hand::llama3_70b(), by_hand::h100Sxm(), oneLink},
    };
    const std::vector<double> batch {1, 2, 3, 7, 64, 100, 511, 4096, 123456};
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(c.modelId) + " on " + c.chipId);
        const ModelBatchCurve curve = modelBatchCurve(model(c.modelId), shippedChip(c.chipId), c.config, batch);
        ASSERT_EQ(curve.batch, batch);
        ASSERT_EQ(curve.tokensPerS.size(), batch.size());
        for (std::size_t i = 0; i < batch.size(); ++i) {
            const by_hand::Result expected = by_hand::compute(c.m, c.chip, reference(c.config, batch[i]));
            EXPECT_TRUE(relativelyNear(curve.tokensPerS[i], expected.tokensPerS, kTight)) << "B=" << batch[i];
        }
    }
}

TEST(ModelBatchCurve, StepTimeFromTheLinesIsTheEvaluatedStep)
{
    const StepConfig config = decode(2048, 2);
    const std::vector<StepOpLine> lines = stepLinesInBatch(model("mistral-7b"), shippedChip("h100-sxm"), config);
    ASSERT_EQ(lines.size(), 8u);
    EXPECT_EQ(lines.front().count, 32.0);
    EXPECT_EQ(lines.back().count, 1.0);
    for (double b : {1.0, 3.0, 100.0, 5000.0}) {
        StepConfig at = config;
        at.b = b;
        const by_hand::Result expected
            = by_hand::compute(by_hand::mistral_7b(), by_hand::h100Sxm(), reference(config, b));
        EXPECT_TRUE(relativelyNear(stepTimeAt(lines, b), expected.step, kTight)) << b;
        EXPECT_TRUE(relativelyNear(
            stepTimeAt(lines, b), evaluateStep(model("mistral-7b"), shippedChip("h100-sxm"), at).stepTimeS, kTight))
            << b;
    }
}

TEST(ModelBatchCurve, ShortContextDecodeTurnsComputeBoundWhereTheStepsMathOvertakesItsTraffic)
{
    const StepConfig config = decode(128, 8); // every NVLink both ways, with each hop's latency
    const ModelBatchCurve curve
        = modelBatchCurve(model("llama-3-70b"), shippedChip("h100-sxm"), config, std::vector<double> {1, 1000});
    ASSERT_EQ(curve.computeBound.kind, Crossover::Kind::At);
    EXPECT_TRUE(curve.computeBound.computeBoundAbove);
    const double expected = referenceCrossover(by_hand::llama3_70b(), by_hand::h100Sxm(), config);
    EXPECT_TRUE(relativelyNear(curve.computeBound.value, expected, kTight));
    EXPECT_GT(expected, 100.0); // a real threshold, far from B = 1
    // Either side of it, the reference's totals are the other way round.
    const by_hand::Result below
        = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(config, expected * 0.99));
    const by_hand::Result above
        = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(config, expected * 1.01));
    EXPECT_LT(below.mathTime, below.commsTime);
    EXPECT_GT(above.mathTime, above.commsTime);
    ASSERT_TRUE(curve.computeBoundTokensPerS);
    EXPECT_TRUE(relativelyNear(*curve.computeBoundTokensPerS,
        by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(config, expected)).tokensPerS, kTight));
}

TEST(ModelBatchCurve, LongContextDecodeIsNeverComputeBound)
{
    // Each sequence reads its whole KV cache (2·L·S·K'·H bytes) for 4·N'·H·S FLOPs of attention: more traffic
    // per sequence than the weights' math saves, so no B gets there.
    const ModelBatchCurve curve
        = modelBatchCurve(model("llama-3-70b"), shippedChip("h100-sxm"), decode(4096, 8), std::vector<double> {1, 64});
    EXPECT_EQ(curve.computeBound.kind, Crossover::Kind::Never);
    EXPECT_FALSE(curve.computeBoundTokensPerS);
    const by_hand::Result one
        = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(decode(4096, 8), 1));
    const by_hand::Result big
        = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(decode(4096, 8), 1e6));
    EXPECT_LT(one.mathTime, one.commsTime);
    EXPECT_LT(big.mathTime, big.commsTime);
}

TEST(ModelBatchCurve, LongPrefillIsComputeBoundFromTheFirstSequence)
{
    const StepConfig config = prefill(2048, 1);
    const ModelBatchCurve curve
        = modelBatchCurve(model("llama-3-8b"), shippedChip("h100-sxm"), config, std::vector<double> {1});
    ASSERT_EQ(curve.computeBound.kind, Crossover::Kind::At);
    EXPECT_TRUE(curve.computeBound.computeBoundAbove);
    const double expected = referenceCrossover(by_hand::llama3_8b(), by_hand::h100Sxm(), config);
    EXPECT_LT(expected, 1.0);
    EXPECT_TRUE(relativelyNear(curve.computeBound.value, expected, kTight));
}

StepOpLine line(double count, double mathSlope, double commsSlope, double commsIntercept)
{
    return StepOpLine {count, mathSlope, commsSlope, commsIntercept};
}

TEST(ModelBatchCurve, CrossoverKindsFromTheLines)
{
    // Σ count·(T_math − T_comms) = a·B − c, T_math = mathSlope·B, T_comms = commsSlope·B + commsIntercept.
    // a = 2·(3 − 1) = 4, c = 2·8 = 16: compute-bound above B = 4.
    const Crossover at = stepCrossoverInBatch({line(2, 3, 1, 8)});
    EXPECT_EQ(at.kind, Crossover::Kind::At);
    EXPECT_TRUE(at.computeBoundAbove);
    EXPECT_EQ(at.value, 4.0);
    // Two ops: a = (5 − 1) + 2·(1 − 2) = 2, c = 2 + 2·1 = 4: above B = 2.
    const Crossover two = stepCrossoverInBatch({line(1, 5, 1, 2), line(2, 1, 2, 1)});
    EXPECT_EQ(two.kind, Crossover::Kind::At);
    EXPECT_EQ(two.value, 2.0);
    // a = (3 − 1) + 2·(1 − 2) = 0: traffic grows as fast as math, never.
    EXPECT_EQ(stepCrossoverInBatch({line(1, 3, 1, 2), line(2, 1, 2, 1)}).kind, Crossover::Kind::Never);
    // a = 0 and c = 0: a tie at every B is not compute-bound.
    EXPECT_EQ(stepCrossoverInBatch({line(1, 2, 2, 0)}).kind, Crossover::Kind::Never);
    // a < 0: never.
    EXPECT_EQ(stepCrossoverInBatch({line(1, 1, 3, 0)}).kind, Crossover::Kind::Never);
    EXPECT_EQ(stepCrossoverInBatch({line(1, 1, 3, 5)}).kind, Crossover::Kind::Never);
    // a > 0 and nothing to read at B = 0: compute-bound at any B.
    EXPECT_EQ(stepCrossoverInBatch({line(1, 2, 1, 0)}).kind, Crossover::Kind::Always);
    EXPECT_EQ(stepCrossoverInBatch({}).kind, Crossover::Kind::Never);
    // The step time is Σ count·max(T_math, T_comms): 2·max(3·5, 1·5 + 8) + 1·max(0, 4) = 34.
    EXPECT_EQ(stepTimeAt({line(2, 3, 1, 8), line(1, 0, 0, 4)}, 5.0), 34.0);
    EXPECT_EQ(stepTimeAt({line(2, 3, 1, 8)}, 2.0), 20.0); // 2·max(6, 10)
}

TEST(ModelBatchCurve, ACrossingBelowOneSequenceIsSaidForEveryB)
{
    // a = 2·(3 − 1) = 4, c = 2·0.5 = 1: the step turns compute-bound at B = 0.25, before its first sequence.
    const Crossover early = stepCrossoverInBatch({line(2, 3, 1, 0.5)});
    ASSERT_EQ(early.kind, Crossover::Kind::At);
    EXPECT_EQ(early.value, 0.25);
    EXPECT_EQ(crossoverFromOneSequence(early).kind, Crossover::Kind::Always);
    // c = 16: B = 4 is a real threshold and stays one, as does B = 1 exactly (a tie there, compute-bound past it).
    const Crossover four = crossoverFromOneSequence(stepCrossoverInBatch({line(2, 3, 1, 8)}));
    EXPECT_EQ(four.kind, Crossover::Kind::At);
    EXPECT_EQ(four.value, 4.0);
    const Crossover one = crossoverFromOneSequence(stepCrossoverInBatch({line(2, 3, 1, 2)}));
    EXPECT_EQ(one.kind, Crossover::Kind::At);
    EXPECT_EQ(one.value, 1.0);
    // Compute-bound only below B = 0.5: no sequence count gets there.
    Crossover below;
    below.kind = Crossover::Kind::At;
    below.value = 0.5;
    below.computeBoundAbove = false;
    EXPECT_EQ(crossoverFromOneSequence(below).kind, Crossover::Kind::Never);
    below.value = 2.0;
    EXPECT_EQ(crossoverFromOneSequence(below).kind, Crossover::Kind::At);
    // Always and Never are what they were.
    EXPECT_EQ(crossoverFromOneSequence(stepCrossoverInBatch({line(1, 2, 1, 0)})).kind, Crossover::Kind::Always);
    EXPECT_EQ(crossoverFromOneSequence(stepCrossoverInBatch({line(1, 1, 3, 5)})).kind, Crossover::Kind::Never);
}

// Where Σ T_math = Σ T_comms for a step whose traffic bends (experts): bisection on the reference's totals, with
// the reference evaluated at any real B.
double referenceBentCrossover(const by_hand::Model& m, const by_hand::Chip& chip, const StepConfig& c)
{
    const auto difference = [&](double b) {
        const by_hand::Result r = by_hand::compute(m, chip, reference(c, b));
        return r.mathTime - r.commsTime;
    };
    double low = 1e-9;
    double high = 1.0;
    while (difference(high) <= 0)
        high *= 2;
    for (int i = 0; i < 200; ++i) {
        const double middle = (low + high) / 2;
        (difference(middle) > 0 ? high : low) = middle;
    }
    return high;
}

TEST(ModelBatchCurve, AnMoeStepAtEveryBIsTheStepAtThatB)
{
    // The experts' weights read grow with the E_act = E·(1 − (1 − k/E)^(B·T)) experts the step's tokens touch.
    struct Case {
        const char* modelId;
        by_hand::Model m;
        StepConfig config;
    };
    const std::vector<Case> cases {
        {"mixtral-8x7b", by_hand::mixtral_8x7b(), decode(4096, 2)},
        {"qwen1.5-moe-a2.7b", by_hand::qwen15_moe_a27b(), decode(512, 4)},
        {"qwen3-30b-a3b", by_hand::qwen3_30b_a3b(), prefill(64, 1)},
    };
    const std::vector<double> batch {1, 2, 3, 7, 64, 100, 511, 4096};
    for (const Case& c : cases) {
        SCOPED_TRACE(c.modelId);
        const ModelBatchCurve curve = modelBatchCurve(model(c.modelId), shippedChip("h100-sxm"), c.config, batch);
        for (std::size_t i = 0; i < batch.size(); ++i) {
            const by_hand::Result expected = by_hand::compute(c.m, by_hand::h100Sxm(), reference(c.config, batch[i]));
            EXPECT_TRUE(relativelyNear(curve.tokensPerS[i], expected.tokensPerS, kTight)) << "B=" << batch[i];
        }
    }
}

TEST(ModelBatchCurve, AnMoeStepTurnsComputeBoundWhereItsMathOvertakesItsBentTraffic)
{
    // Mixtral decoding 64-token contexts on H100: at B = 1 the step reads 2 of 8 experts, by B = 64 all of them;
    // math overtakes traffic only once every expert is read, about E/k = 4 times later than a dense model's.
    const StepConfig config = decode(64, 1);
    const ModelBatchCurve curve
        = modelBatchCurve(model("mixtral-8x7b"), shippedChip("h100-sxm"), config, std::vector<double> {1});
    ASSERT_EQ(curve.computeBound.kind, Crossover::Kind::At);
    EXPECT_TRUE(curve.computeBound.computeBoundAbove);
    const double expected = referenceBentCrossover(by_hand::mixtral_8x7b(), by_hand::h100Sxm(), config);
    EXPECT_TRUE(relativelyNear(curve.computeBound.value, expected, kTight));
    // A dense model of the same shape (the same attention and one expert's MLP at every token) turns earlier.
    by_hand::Model dense = by_hand::mixtral_8x7b();
    dense.e = 0;
    const double denseAt = referenceCrossover(dense, by_hand::h100Sxm(), config);
    EXPECT_GT(expected, 3 * denseAt);
}

TEST(ModelBatchCurve, CrossoverKindsWithExpertsFromTheLines)
{
    const auto experts = [](double mathSlope, double commsSlope, double intercept, double e, double k) {
        StepOpLine bent {1, mathSlope, commsSlope, intercept};
        bent.expertTimeS = 1;
        bent.experts = e;
        bent.expertsPerToken = k;
        return bent;
    };
    // T_comms(B) = B + 8·(1 − 0.75^B), T_math = 3B: 2B = 8 − 8·0.75^B, which B = 1 solves (2 = 8 − 6). The
    // difference starts at 0 and dips first (its slope at 0 is 2 − 8·ln(4/3) < 0), so compute-bound above B = 1.
    const Crossover dip = stepCrossoverInBatch({experts(3, 1, 0, 8, 2)});
    ASSERT_EQ(dip.kind, Crossover::Kind::At);
    EXPECT_TRUE(relativelyNear(dip.value, 1.0, 1e-12));
    // Rising from B = 0 (slope 9 − 8·ln(4/3) > 0): compute-bound at any B.
    EXPECT_EQ(stepCrossoverInBatch({experts(10, 1, 0, 8, 2)}).kind, Crossover::Kind::Always);
    // Flat at B = 0 (math's slope exactly the experts' first slope 8·ln(4/3)), then rising: at any B too.
    EXPECT_EQ(stepCrossoverInBatch({experts(-8.0 * std::log1p(-0.25), 0, 0, 8, 2)}).kind, Crossover::Kind::Always);
    // Two seconds an expert: the experts' first slope is 2·8·ln(4/3) = 4.6 > 3, so 3B − 16·(1 − 0.75^B) dips before
    // it crosses, near B = 3.29.
    StepOpLine slow = experts(4, 1, 0, 8, 2);
    slow.expertTimeS = 2;
    const Crossover late = stepCrossoverInBatch({slow});
    ASSERT_EQ(late.kind, Crossover::Kind::At);
    EXPECT_NEAR(3 * late.value - 16 * (1 - std::pow(0.75, late.value)), 0.0, 1e-12);
    EXPECT_GT(late.value, 3.2);
    EXPECT_LT(late.value, 3.4);
    // Every token takes both experts: 2 experts' weights from the first token, T_comms = B + 2, T_math = 3B.
    const Crossover all = stepCrossoverInBatch({experts(3, 1, 0, 2, 2)});
    ASSERT_EQ(all.kind, Crossover::Kind::At);
    EXPECT_TRUE(relativelyNear(all.value, 1.0, 1e-12));
    // With an intercept beside it: 3B = B + 2 + 2 → B = 2; and two lines, one bent, one straight.
    EXPECT_TRUE(relativelyNear(stepCrossoverInBatch({experts(3, 1, 2, 2, 2)}).value, 2.0, 1e-12));
    EXPECT_TRUE(relativelyNear(stepCrossoverInBatch({experts(3, 1, 0, 2, 2), line(1, 0, 0, 2)}).value, 2.0, 1e-12));
    // Traffic growing as fast as math: never, however few experts.
    EXPECT_EQ(stepCrossoverInBatch({experts(1, 1, 0, 8, 2)}).kind, Crossover::Kind::Never);
    // T_comms of one op at B, with T tokens per sequence: 2B + 1 + 8·(1 − 0.75^(4B)).
    StepOpLine prefillLine = experts(0, 2, 1, 8, 2);
    prefillLine.tokensPerSequence = 4;
    EXPECT_TRUE(relativelyNear(commsTimeAt(prefillLine, 0.5), 2.0 + 8 * (1 - 0.5625), kTight));
    EXPECT_EQ(commsTimeAt(line(1, 1, 2, 3), 4), 11.0);
}

TEST(ModelBatchCurve, LinesOfTheExpertsAreTheirTimesAtZeroAndOneSequence)
{
    // Mixtral decode on H100, tp 1: experts-up is a 4096 × 28672 matmul per expert (gate and up), bf16.
    const std::vector<StepOpLine> lines
        = stepLinesInBatch(model("mixtral-8x7b"), shippedChip("h100-sxm"), decode(1024, 1));
    ASSERT_EQ(lines.size(), 7u); // qkv, attention, out, router, experts-up, experts-down, lm_head
    const StepOpLine& up = lines[4];
    EXPECT_TRUE(relativelyNear(up.expertTimeS, 4096.0 * 28672 * 2 / 3.35e12, kTight));
    EXPECT_EQ(up.experts, 8.0);
    EXPECT_EQ(up.expertsPerToken, 2.0);
    EXPECT_EQ(up.commsIntercept, 0.0); // no token, no expert read
    // Per sequence: 2 pairs read a row of x and write a row of the 28672 wide output.
    EXPECT_TRUE(relativelyNear(up.commsSlope, (2.0 * 4096 * 2 + 2.0 * 28672 * 2) / 3.35e12, kTight));
    EXPECT_TRUE(relativelyNear(up.mathSlope, 2.0 * 2 * 4096 * 28672 / 9.89e14, kTight));
    EXPECT_EQ(lines[3].expertTimeS, 0.0); // the router is a plain matmul
}

TEST(ModelBatchCurve, StartsAtOneSequence)
{
    const std::vector<double> one {1};
    EXPECT_NO_THROW(modelBatchCurve(model("mistral-7b"), shippedChip("h100-sxm"), decode(1024, 1), one));
    EXPECT_ROOFLINE_ERROR(modelBatchCurve(model("mistral-7b"), shippedChip("h100-sxm"), decode(1024, 1), {0.5}),
        ErrorKind::InvalidValue, "a batch curve starts at B = 1, got B=0.5");
    EXPECT_ROOFLINE_ERROR(
        modelBatchCurve(model("mistral-7b"), shippedChip("h100-sxm"), decode(1024, 1), {std::nan("")}),
        ErrorKind::InvalidValue, "starts at B = 1");
}

TEST(ModelBatchCurve, LinesAreTheOpsTimesAtZeroAndOneSequence)
{
    // Decode, tp 1, Mistral 7B on H100: qkv reads its 4096 × 6144 bf16 weights whatever B is and adds
    // 2·(4096 + 6144) bytes and 2·4096·6144 FLOPs per sequence.
    const std::vector<StepOpLine> lines
        = stepLinesInBatch(model("mistral-7b"), shippedChip("h100-sxm"), decode(1024, 1));
    EXPECT_TRUE(relativelyNear(lines[0].commsIntercept, 2.0 * 4096 * 6144 / 3.35e12, kTight));
    EXPECT_TRUE(relativelyNear(lines[0].commsSlope, 2.0 * (4096 + 6144) / 3.35e12, kTight));
    EXPECT_TRUE(relativelyNear(lines[0].mathSlope, 2.0 * 4096 * 6144 / 9.89e14, kTight));
    // Attention reads only per-sequence tensors: no intercept.
    EXPECT_EQ(lines[1].commsIntercept, 0.0);
    EXPECT_TRUE(relativelyNear(lines[1].commsSlope, (2.0 * 32 * 128 * 2 + 2.0 * 1024 * 8 * 128 * 2) / 3.35e12, kTight));
}

TEST(ModelBatchCurve, LargestBatchThatFitsLeavesRoomForItsKvCache)
{
    const StepConfig config = decode(4096, 8);
    const by_hand::Result one = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(config, 1));
    const double expected = std::floor((8e10 - one.weights) / one.kvCache);
    const std::optional<double> fits = maxBatchThatFits(model("llama-3-70b"), shippedChip("h100-sxm"), config);
    ASSERT_TRUE(fits);
    EXPECT_EQ(*fits, expected);
    // It is the last B whose step fits.
    const auto fitsAt = [&](double b) {
        return *by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(), reference(config, b)).fits;
    };
    EXPECT_TRUE(fitsAt(expected));
    EXPECT_FALSE(fitsAt(expected + 1));
    // 405B's weights alone do not fit 8 H100s.
    EXPECT_EQ(maxBatchThatFits(model("llama-3.1-405b"), shippedChip("h100-sxm"), decode(1024, 8)), 0.0);
    // A chip that states no capacity: not known.
    Chip bare = exampleChip(1e15, 3e12);
    EXPECT_EQ(maxBatchThatFits(model("llama-3-8b"), bare, decode(1024, 1)), std::nullopt);
    EXPECT_EQ(evaluateStep(model("llama-3-8b"), bare, decode(1024, 1)).memory.fits, std::nullopt);
}

TEST(ModelBatchCurve, TheUntiedInputEmbeddingTakesLlama3_70BsLargestBatchFrom373To371)
{
    // docs/model.md §12: the input embedding is resident beside lm_head unless tied. Llama 3 70B's is
    // 8192 · 128256 bf16 = 2,101,346,304 B, an eighth of it per chip at tp 8 (262,668,288 B).
    ModelConfig tied = model("llama-3-70b");
    tied.tiedEmbeddings = true;
    const StepConfig one = decode(4096, 1);
    EXPECT_EQ(weightsBytesPerChip(model("llama-3-70b"), one) - weightsBytesPerChip(tied, one), 2101346304.0);
    const StepConfig eight = decode(4096, 8);
    // Per chip at tp 8: 80·(8192·10·128 + 8·128·8192 + 3·8192·3584) + 8192·16032 = 8,687,714,304 parameters, bf16
    // (17,375,428,608 B), and the KV cache 2·80·4096·1·128·2 = 167,772,160 B a sequence, in 80 GB:
    // ⌊(8e10 − 17,375,428,608) / 167,772,160⌋ = ⌊373.27⌋ tied, ⌊(8e10 − 17,638,096,896) / 167,772,160⌋ = ⌊371.71⌋ not.
    EXPECT_EQ(weightsBytesPerChip(tied, eight), 17375428608.0);
    EXPECT_EQ(weightsBytesPerChip(model("llama-3-70b"), eight), 17638096896.0);
    EXPECT_EQ(maxBatchThatFits(tied, shippedChip("h100-sxm"), eight), 373.0);
    EXPECT_EQ(maxBatchThatFits(model("llama-3-70b"), shippedChip("h100-sxm"), eight), 371.0);
}

TEST(ModelBatchCurve, ExactlyFullMemoryStillFits)
{
    // A chip whose capacity is exactly weights + one sequence's cache: B = 1 fits, B = 2 does not.
    const StepConfig config = decode(1000, 1);
    const by_hand::Result one = by_hand::compute(by_hand::mistral_7b(), by_hand::h100Sxm(), reference(config, 1));
    Chip chip = exampleChip(1e15, 3e12);
    chip.memory.front().capacityBytes = one.weights + one.kvCache;
    EXPECT_EQ(maxBatchThatFits(model("mistral-7b"), chip, config), 1.0);
    StepConfig at = config;
    at.b = 1;
    EXPECT_EQ(evaluateStep(model("mistral-7b"), chip, at).memory.fits, std::optional<bool>(true));
    at.b = 2;
    EXPECT_EQ(evaluateStep(model("mistral-7b"), chip, at).memory.fits, std::optional<bool>(false));
}

} // namespace
} // namespace roofline::test
