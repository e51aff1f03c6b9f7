// docs/model.md §13 worked by hand: a decode step of latent attention (DeepSeek-V3, tp 1 and tp 8), of alternating
// sliding windows with mxfp4 experts (gpt-oss-120b at S = 64 and S = 4096) and of Gemma 3's 5:1 windows at
// S = 32768. Every expected number is written out as arithmetic from the models' published configs.
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/formulas/attention_cost.h"
#include "core/formulas/op_spec.h"
#include "core/model/model_params.h"
#include "core/model/transformer_step.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace roofline::test {
namespace {

const StepOpResult& opNamed(const StepResult& step, std::string_view name)
{
    const auto it
        = std::find_if(step.ops.begin(), step.ops.end(), [&](const StepOpResult& op) { return op.step.name == name; });
    if (it == step.ops.end())
        throw std::runtime_error("no op " + std::string(name));
    return *it;
}

std::vector<std::string> opNames(const StepResult& step)
{
    std::vector<std::string> names;
    for (const StepOpResult& op : step.ops)
        names.push_back(op.step.name);
    return names;
}

void expectOp(const StepResult& step, std::string_view name, double count, double flops, double bytes)
{
    SCOPED_TRACE(std::string(name));
    const StepOpResult& op = opNamed(step, name);
    EXPECT_EQ(op.step.count, count);
    EXPECT_EQ(op.evaluation.flops, flops);
    EXPECT_EQ(op.evaluation.bytes, bytes);
}

StepConfig decodeAt(double b, double s, double tp, Dtype w = Dtype::BF16)
{
    StepConfig config = stepConfig(StepPhase::Decode, b, 1, s, tp);
    config.w = w;
    return config;
}

TEST(LatentAttentionStep, DeepSeekV3DecodesOverItsLatentAtTpOne)
{
    const ModelConfig& v3 = shippedModel("deepseek-v3");
    const StepResult step = evaluateStep(v3, shippedChip("h100-sxm"), decodeAt(8, 4096, 1));
    EXPECT_EQ(opNames(step),
        (std::vector<std::string> {"q-down", "q-up", "kv-down", "q-absorb", "attention", "v-absorb", "out", "up",
            "down", "router", "experts-up", "experts-down", "shared-up", "shared-down", "lm_head"}));
    // M = 8 tokens, N' = 128 heads, bf16 everywhere (2 bytes).
    expectOp(step, "q-down", 61, 2.0 * 8 * 7168 * 1536, 2.0 * (8 * 7168 + 7168 * 1536 + 8 * 1536));
    expectOp(step, "q-up", 61, 2.0 * 8 * 1536 * (128 * 192), 2.0 * (8 * 1536 + 1536 * 128 * 192 + 8 * 128 * 192));
    expectOp(step, "kv-down", 61, 2.0 * 8 * 7168 * 576, 2.0 * (8 * 7168 + 7168 * 576 + 8 * 576));
    // Each of the 128 heads turns its 8 queries' 128 nope dims into the 512 of the latent with its own matrix.
    expectOp(step, "q-absorb", 61, 2.0 * (8 * 128) * 128 * 512,
        2.0 * (8 * 128 * 128) + 128.0 * 128 * 512 * 2 + 2.0 * (8 * 128 * 512));
    // Attention over the cache itself: 8·4096 pairs, 2·128·(576 + 512) FLOPs each; queries and outputs
    // 8·128·(576 + 512) values, the cache 8·4096 keys of 576 (one tensor serves as keys and values).
    expectOp(step, "attention", 61, 2.0 * 128 * (576 + 512) * (8 * 4096),
        2.0 * (8 * 128 * (576 + 512)) + 2.0 * (8 * 4096 * 576));
    expectOp(step, "v-absorb", 61, 2.0 * (8 * 128) * 512 * 128,
        2.0 * (8 * 128 * 512) + 128.0 * 512 * 128 * 2 + 2.0 * (8 * 128 * 128));
    expectOp(step, "out", 61, 2.0 * 8 * (128 * 128) * 7168, 2.0 * (8 * 128 * 128 + 128 * 128 * 7168 + 8 * 7168));
    // The cache: 61 layers · 8 sequences · 4096 tokens · 576 · 2 B; the weights all of the model in bf16.
    EXPECT_EQ(step.memory.kvCacheBytes, 61.0 * 8 * 4096 * 576 * 2);
    EXPECT_EQ(step.memory.weightsBytes, 671025397760.0 * 2);
    // As `model --json` writes it: the cached latent is the head of 576, of which 512 are values.
    EXPECT_EQ(formatOpSpec(opNamed(step, "attention").step.op),
        "attention B=8 T=1 S=4096 N=128 K=1 H=576 causal=1 flash=1 Hk=576 Hv=512 shared_kv=1 x=bf16 kv=bf16 s=fp32");
    // About 2·N'·(2r + h_r) / ((r + h_r)·2) = 241.8 FLOPs per cache byte as S grows: far right of GQA's N/K.
    const AttentionIntensity intensity = attentionIntensity(opNamed(step, "attention").step.op, Dims {});
    EXPECT_DOUBLE_EQ(intensity.decodeLimit, 2.0 * 128 * (2 * 512 + 64) / (576.0 * 2));
    EXPECT_FALSE(intensity.limitIsNOverK);
    // On H100 that attention is bandwidth-bound: 1.14e9 FLOPs take 1.15 µs at 9.89e14, 4.98e6 bytes 1.49 µs.
    const StepOpResult& attention = opNamed(step, "attention");
    EXPECT_DOUBLE_EQ(attention.evaluation.tMath, 2.0 * 128 * 1088 * 32768 / 9.89e14);
    EXPECT_DOUBLE_EQ(attention.evaluation.tComms, (2.0 * 8 * 128 * 1088 + 2.0 * 8 * 4096 * 576) / 3.35e12);
}

TEST(LatentAttentionStep, AsPublishedTheLayersAreFp8BlockAndTheEmbeddingsBf16)
{
    const ModelConfig& v3 = shippedModel("deepseek-v3");
    StepConfig published = decodeAt(8, 4096, 1, Dtype::FP8Block);
    const StepResult step = evaluateStep(v3, shippedChip("h100-sxm"), published);
    // The layers' 671,025,397,760 − 2·7168·129280 weights at 1 + 4/16384 B; the input embedding and lm_head in bf16.
    const double embeddings = 2.0 * 7168 * 129280;
    EXPECT_DOUBLE_EQ(step.memory.weightsBytes, (671025397760.0 - embeddings) * (1.0 + 4.0 / 16384) + embeddings * 2);
    const StepOpResult& lmHead = opNamed(step, "lm_head");
    EXPECT_EQ(dtypeValue(lmHead.step.op, "w"), Dtype::BF16);
    EXPECT_EQ(lmHead.evaluation.precision, Dtype::BF16);
    // The layers' matmuls compute in fp8 on H100, which lists that peak.
    EXPECT_EQ(opNamed(step, "q-down").evaluation.precision, Dtype::FP8);
    EXPECT_EQ(opNamed(step, "q-down").evaluation.peakFlopsPerS, 1.979e15);
}

TEST(LatentAttentionStep, AWindowOverALatentIsRefusedRatherThanIgnored)
{
    ModelConfig windowed = shippedModel("deepseek-v3");
    windowed.slidingWindow = 128;
    windowed.slidingLayers = 10;
    try {
        validateModel(windowed, "windowed.model.json");
        ADD_FAILURE() << "a window over a latent was accepted";
    } catch (const Error& error) {
        EXPECT_NE(std::string(error.what())
                      .find("windowed.model.json: sliding_window: sliding windows over latent "
                            "attention are not modelled yet"),
            std::string::npos)
            << error.what();
    }
}

TEST(LatentAttentionStep, AtTpEightTheHeadsSplitAndTheLatentDoesNot)
{
    const ModelConfig& v3 = shippedModel("deepseek-v3");
    const StepResult step = evaluateStep(v3, shippedChip("h100-sxm"), decodeAt(8, 4096, 8));
    // N' = 16. The down-projections are whole on every chip.
    expectOp(step, "q-down", 61, 2.0 * 8 * 7168 * 1536, 2.0 * (8 * 7168 + 7168 * 1536 + 8 * 1536));
    expectOp(step, "q-up", 61, 2.0 * 8 * 1536 * (16 * 192), 2.0 * (8 * 1536 + 1536 * 16 * 192 + 8 * 16 * 192));
    expectOp(step, "kv-down", 61, 2.0 * 8 * 7168 * 576, 2.0 * (8 * 7168 + 7168 * 576 + 8 * 576));
    expectOp(step, "q-absorb", 61, 2.0 * (8 * 16) * 128 * 512,
        2.0 * (8 * 16 * 128) + 16.0 * 128 * 512 * 2 + 2.0 * (8 * 16 * 512));
    expectOp(step, "attention", 61, 2.0 * 16 * 1088 * (8 * 4096), 2.0 * (8 * 16 * 1088) + 2.0 * (8 * 4096 * 576));
    expectOp(step, "out", 61, 2.0 * 8 * (16 * 128) * 7168, 2.0 * (8 * 16 * 128 + 16 * 128 * 7168 + 8 * 7168));
    EXPECT_EQ(opNamed(step, "all-reduce-attn").step.count, 61.0);
    // Every chip keeps the whole cache: 61 · 8 · 4096 · 576 · 2 B, as at tp 1.
    EXPECT_EQ(step.memory.kvCacheBytes, 61.0 * 8 * 4096 * 576 * 2);
    // Intensity limit 2·16·1088 / 1152 = 30.2: eight times lower, as the heads per chip are.
    EXPECT_DOUBLE_EQ(
        attentionIntensity(opNamed(step, "attention").step.op, Dims {}).decodeLimit, 2.0 * 16 * 1088 / 1152);
}

TEST(LatentAttentionStep, PrefillDecompressesEveryKeyAndValue)
{
    const ModelConfig& v3 = shippedModel("deepseek-v3");
    StepConfig prefill = stepConfig(StepPhase::Prefill, 1, 1024, 1024, 8);
    const StepResult step = evaluateStep(v3, shippedChip("h100-sxm"), prefill);
    const std::vector<std::string> names = opNames(step);
    EXPECT_EQ(std::vector<std::string>(names.begin(), names.begin() + 6),
        (std::vector<std::string> {"q-down", "q-up", "kv-down", "kv-up", "attention", "out"}));
    // kv-up: 1024 tokens, r = 512 → N'·(h_n + h_v) = 16·256.
    expectOp(step, "kv-up", 61, 2.0 * 1024 * 512 * (16 * 256), 2.0 * (1024 * 512 + 512 * 16 * 256 + 1024 * 16 * 256));
    // Attention with K = N' = 16, Hk = 192, Hv = 128; causal pairs 1024·1025/2.
    const double pairs = 1024.0 * 1025 / 2;
    expectOp(step, "attention", 61, 2.0 * 16 * (192 + 128) * pairs, 2.0 * (1024 * 16 * 320) + 2.0 * (1024 * 16 * 320));
    EXPECT_EQ(formatOpSpec(opNamed(step, "attention").step.op),
        "attention B=1 T=1024 S=1024 N=16 K=16 H=192 causal=1 flash=1 Hk=192 Hv=128 x=bf16 kv=bf16 s=fp32");
}

TEST(LatentAttentionStep, WithoutAQueryLatentTheQueriesComeFromTheHiddenState)
{
    // DeepSeek-V2-Lite: q_lora_rank null. No q-down; q-up reads d_model = 2048 into 16·(128 + 64).
    const LoadedModel lite = loadModelFile(
        std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs" / "DeepSeek-V2-Lite" / "config.json");
    const StepResult step = evaluateStep(lite.model, shippedChip("h100-sxm"), decodeAt(4, 1024, 1));
    EXPECT_EQ(opNames(step).front(), "q-up");
    expectOp(step, "q-up", 27, 2.0 * 4 * 2048 * (16 * 192), 2.0 * (4 * 2048 + 2048 * 16 * 192 + 4 * 16 * 192));
}

TEST(SlidingWindowStep, GptOssAtS64EveryLayerSeesTheWholeContext)
{
    const ModelConfig& oss = shippedModel("gpt-oss-120b");
    StepConfig config = decodeAt(1, 64, 1);
    config.wExperts = Dtype::MXFP4;
    const StepResult step = evaluateStep(oss, shippedChip("h100-sxm"), config);
    // 18 full and 18 sliding layers (W = 128); at S = 64 both see 64 keys: 4·64·64 FLOPs per pair.
    const double bytes = 2.0 * (64 * 64) * 2 + 2.0 * 64 * 8 * 64 * 2;
    expectOp(step, "attention", 18, 4.0 * 64 * 64 * 64, bytes);
    expectOp(step, "attention-sliding", 18, 4.0 * 64 * 64 * 64, bytes);
    EXPECT_EQ(step.memory.kvCacheBytes, 2.0 * 8 * 64 * 2 * (18 * 64 + 18 * 64));
}

TEST(SlidingWindowStep, GptOssAtS4096HalfTheLayersStopAtTheWindow)
{
    const ModelConfig& oss = shippedModel("gpt-oss-120b");
    StepConfig config = decodeAt(1, 4096, 1);
    config.wExperts = Dtype::MXFP4;
    const StepResult step = evaluateStep(oss, shippedChip("h100-sxm"), config);
    expectOp(step, "attention", 18, 4.0 * 64 * 64 * 4096, 2.0 * (64 * 64) * 2 + 2.0 * 4096 * 8 * 64 * 2);
    expectOp(step, "attention-sliding", 18, 4.0 * 64 * 64 * 128, 2.0 * (64 * 64) * 2 + 2.0 * 128 * 8 * 64 * 2);
    EXPECT_EQ(step.memory.kvCacheBytes, 2.0 * 8 * 64 * 2 * (18 * 4096 + 18 * 128));
    // The experts' weights are mxfp4: 4 bits and a byte of scale per 32, 0.53125 B each. At M = 1 the token
    // touches E·(1 − (1 − 4/128)) = 4 experts of 2880 × 5760 (gate and up).
    const StepOpResult& up = opNamed(step, "experts-up");
    EXPECT_DOUBLE_EQ(up.evaluation.bytes, 4.0 * (2880 * 5760 * 0.53125) + 4.0 * 2880 * 2 + 4.0 * 5760 * 2);
    EXPECT_EQ(up.evaluation.precision, Dtype::BF16); // H100 has no fp4 peak: the weights expand to bf16
    // Weights: all but the routed experts in bf16, those in mxfp4.
    const WeightCounts counts = weightCounts(oss, 1.0);
    EXPECT_EQ(counts.routedExperts, 36.0 * 128 * 3 * 2880 * 2880);
    EXPECT_EQ(step.memory.weightsBytes, (counts.total() - counts.routedExperts) * 2 + counts.routedExperts * 0.53125);
}

TEST(SlidingWindowStep, GptOssExpertsComputeInFp4WhereTheChipHasIt)
{
    StepConfig config = decodeAt(64, 4096, 1);
    config.wExperts = Dtype::MXFP4;
    const StepResult step = evaluateStep(shippedModel("gpt-oss-120b"), shippedChip("b200"), config);
    const StepOpResult& up = opNamed(step, "experts-up");
    EXPECT_EQ(up.evaluation.precision, Dtype::FP4);
    EXPECT_EQ(up.evaluation.peakFlopsPerS, 9e15);
    EXPECT_EQ(opNamed(step, "qkv").evaluation.precision, Dtype::BF16); // attention stays bf16
}

TEST(SlidingWindowStep, Gemma3AtS32768FiftyTwoLayersKeepOnly1024Keys)
{
    const ModelConfig& gemma = shippedModel("gemma-3-27b");
    EXPECT_EQ(gemma.slidingLayers, 52.0); // 62 layers, every sixth global
    EXPECT_EQ(gemma.slidingWindow, 1024.0);
    const StepResult step = evaluateStep(gemma, shippedChip("h100-sxm"), decodeAt(1, 32768, 1));
    // N = 32, K = 16, H = 128.
    expectOp(step, "attention", 10, 4.0 * 32 * 128 * 32768, 2.0 * (32 * 128) * 2 + 2.0 * 32768 * 16 * 128 * 2);
    expectOp(step, "attention-sliding", 52, 4.0 * 32 * 128 * 1024, 2.0 * (32 * 128) * 2 + 2.0 * 1024 * 16 * 128 * 2);
    // 2·16·128·2 B per key and layer: 10 layers of 32768 keys, 52 of 1024 — 6.3× less than all 62 of 32768.
    EXPECT_EQ(step.memory.kvCacheBytes, 2.0 * 16 * 128 * 2 * (10 * 32768 + 52 * 1024));
}

} // namespace
} // namespace roofline::test
