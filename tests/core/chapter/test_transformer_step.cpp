// docs/model.md §10–§12: a transformer step on a chip, dense or with experts, its embedding, and its all-reduces
// over every link both ways with their latency. Core's ops, times, tokens/s and memory against docs/model.md
// written out again in tests/support/step_by_hand.h (no core function), for several models, both phases and tp ∈
// {1, 2, 4, 8}.
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/formulas/experts.h"
#include "core/formulas/op_spec.h"
#include "core/model/model_batch.h"
#include "core/model/transformer_step.h"
#include "core/report/model_report.h"

#include <tuple>
#include <vector>

namespace roofline::test {
namespace {

constexpr double kStepTight = 1e-9;

struct Case {
    std::string what;
    std::string modelId; // shipped, or "deepseek-moe-16b" (deepSeekMoe16b below)
    const char* chipId;
    by_hand::Model model;
    by_hand::Chip chip;
    StepConfig config;
};

// DeepSeekMoE 16B's numbers (deepseek-ai/deepseek-moe-16b-base's config.json): an MoE whose first layer is dense,
// with two shared experts of 1408 (F_s = 2816) beside 64 routed ones, 6 per token.
ModelConfig deepSeekMoe16b()
{
    ModelConfig model;
    model.id = "deepseek-moe-16b";
    model.name = "DeepSeekMoE 16B";
    model.dModel = 2048;
    model.dFf = 10944;
    model.nHeads = 16;
    model.nKvHeads = 16;
    model.headDim = 128;
    model.nLayers = 28;
    model.vocab = 102400;
    model.nExperts = 64;
    model.expertsPerToken = 6;
    model.dFfExpert = 1408;
    model.dFfShared = 2816;
    model.denseLayers = 1;
    return model;
}

by_hand::Model deepSeekMoe16bReference()
{
    return by_hand::Model {2048, 10944, 16, 16, 128, 28, 102400, true, false, 64, 6, 1408, 2816, 1};
}

StepConfig links(StepConfig config, double count)
{
    config.links = count;
    return config;
}

by_hand::Step referenceStep(const StepConfig& c)
{
    by_hand::Step st;
    st.prefill = c.phase == StepPhase::Prefill;
    st.b = c.b;
    st.t = c.t;
    st.s = c.s;
    st.tp = c.tp;
    st.links = c.links;
    st.bidirectional = c.ring == "bi";
    st.x = std::string(dtypeName(c.x));
    st.w = std::string(dtypeName(c.w));
    st.kv = std::string(dtypeName(c.kv));
    return st;
}

std::vector<Case> cases()
{
    std::vector<Case> list;
    // docs/cli.md's worked example: every NVLink both ways (the defaults), then the chapter's one link one way.
    list.push_back({"llama 70B decode, H100, tp 8", "llama-3-70b", "h100-sxm", by_hand::llama3_70b(),
        by_hand::h100Sxm(), stepConfig(StepPhase::Decode, 64, 1, 4096, 8)});
    StepConfig slow = stepConfig(StepPhase::Decode, 64, 1, 4096, 8);
    slow.links = 1;
    slow.ring = "uni";
    list.push_back({"llama 70B decode, one NVLink one way", "llama-3-70b", "h100-sxm", by_hand::llama3_70b(),
        by_hand::h100Sxm(), slow});
    list.push_back({"llama 8B prefill, TPU v5e, tp 1 (does not fit)", "llama-3-8b", "tpu-v5e", by_hand::llama3_8b(),
        by_hand::tpuV5e(), stepConfig(StepPhase::Prefill, 4, 2048, 2048, 1)});
    list.push_back({"gemma 2 9B decode, TPU v5p, tp 2 (N·H != D, tied)", "gemma-2-9b", "tpu-v5p", by_hand::gemma2_9b(),
        by_hand::tpuV5p(), stepConfig(StepPhase::Decode, 32, 1, 8192, 2)});
    StepConfig fp8 = stepConfig(StepPhase::Prefill, 2, 4096, 4096, 2);
    fp8.x = Dtype::FP8;
    fp8.w = Dtype::FP8;
    fp8.kv = Dtype::FP8;
    list.push_back(
        {"gemma 2 27B prefill fp8, B200, tp 2", "gemma-2-27b", "b200", by_hand::gemma2_27b(), by_hand::b200(), fp8});
    StepConfig int8 = stepConfig(StepPhase::Prefill, 1, 8192, 8192, 8);
    int8.w = Dtype::INT8;
    int8.links = 3;
    int8.ring = "uni";
    list.push_back({"qwen 72B prefill, int8 weights, MI300X, tp 8 over 3 links", "qwen2.5-72b", "mi300x",
        by_hand::qwen25_72b(), by_hand::mi300x(), int8});
    StepConfig kv8 = stepConfig(StepPhase::Decode, 256, 1, 1024, 1);
    kv8.kv = Dtype::FP8;
    list.push_back({"mistral 7B decode, fp8 cache, H100, tp 1", "mistral-7b", "h100-sxm", by_hand::mistral_7b(),
        by_hand::h100Sxm(), kv8});
    list.push_back({"llama 405B decode, H100, tp 8 (does not fit)", "llama-3.1-405b", "h100-sxm",
        by_hand::llama31_405b(), by_hand::h100Sxm(), stepConfig(StepPhase::Decode, 16, 1, 8192, 8)});
    list.push_back({"llama 8B chunked prefill T < S, H100, tp 2", "llama-3-8b", "h100-sxm", by_hand::llama3_8b(),
        by_hand::h100Sxm(), stepConfig(StepPhase::Prefill, 8, 512, 4096, 2)});
    list.push_back({"mixtral decode, TPU v5e, tp 4 (no latency)", "mixtral-8x7b", "tpu-v5e", by_hand::mixtral_8x7b(),
        by_hand::tpuV5e(), stepConfig(StepPhase::Decode, 16, 1, 2048, 4)});
    list.push_back({"qwen3 30B-A3B decode, B200, tp 4", "qwen3-30b-a3b", "b200", by_hand::qwen3_30b_a3b(),
        by_hand::b200(), stepConfig(StepPhase::Decode, 128, 1, 4096, 4)});
    // docs/model.md §11 and §12 for a dense model, an MoE with shared experts and an MoE with a dense layer, both
    // phases, tp 1, 2 and 4 on H100 (whose NVLink has a latency).
    const std::vector<std::tuple<std::string, by_hand::Model>> models {{"llama-3-8b", by_hand::llama3_8b()},
        {"qwen1.5-moe-a2.7b", by_hand::qwen15_moe_a27b()}, {"deepseek-moe-16b", deepSeekMoe16bReference()}};
    for (const auto& [id, reference] : models) {
        for (const double tp : {1.0, 2.0, 4.0}) {
            list.push_back({id + " decode, H100, tp " + std::to_string(static_cast<int>(tp)), id, "h100-sxm", reference,
                by_hand::h100Sxm(), stepConfig(StepPhase::Decode, 24, 1, 3000, tp)});
            list.push_back({id + " prefill, H100, tp " + std::to_string(static_cast<int>(tp)), id, "h100-sxm",
                reference, by_hand::h100Sxm(), stepConfig(StepPhase::Prefill, 3, 1000, 1000, tp)});
        }
    }
    return list;
}

const ModelConfig& modelFor(std::string_view id)
{
    static const ModelConfig deepSeek = deepSeekMoe16b();
    if (id == deepSeek.id)
        return deepSeek;
    const ModelConfig* model = findModel(builtinModels(), id);
    if (!model)
        throw std::runtime_error("no shipped model " + std::string(id));
    return *model;
}

TEST(ChapterTransformerStep, EveryOpTimeTokensAndMemoryMatchTheSpecWrittenOut)
{
    for (const Case& c : cases()) {
        SCOPED_TRACE(c.what);
        const StepResult result = evaluateStep(modelFor(c.modelId), shippedChip(c.chipId), c.config);
        const by_hand::Result expected = by_hand::compute(c.model, c.chip, referenceStep(c.config));
        ASSERT_EQ(result.ops.size(), expected.ops.size());
        for (std::size_t i = 0; i < expected.ops.size(); ++i) {
            const by_hand::Op& want = expected.ops[i];
            const StepOpResult& got = result.ops[i];
            SCOPED_TRACE(want.name);
            EXPECT_EQ(got.step.name, want.name);
            EXPECT_EQ(got.step.count, want.count);
            EXPECT_TRUE(relativelyNear(got.evaluation.flops, want.flops, kStepTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.bytes, want.bytes, kStepTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.tMath, want.tMath, kStepTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.tComms, want.tComms, kStepTight));
            EXPECT_TRUE(relativelyNear(got.evaluation.tLower, want.tLower, kStepTight));
            EXPECT_EQ(got.evaluation.bound == Bound::Compute, want.computeBound);
            if (want.expertsTouched > 0)
                EXPECT_TRUE(relativelyNear(*expertsTouched(got.step.op, Dims {}), want.expertsTouched, kStepTight));
            else
                EXPECT_EQ(expertsTouched(got.step.op, Dims {}), std::nullopt);
        }
        EXPECT_TRUE(relativelyNear(result.stepTimeS, expected.step, kStepTight));
        EXPECT_TRUE(relativelyNear(result.tokensPerS, expected.tokensPerS, kStepTight));
        EXPECT_TRUE(relativelyNear(result.mathTimeS, expected.mathTime, kStepTight));
        EXPECT_TRUE(relativelyNear(result.memoryTimeS + result.networkTimeS, expected.commsTime, kStepTight));
        EXPECT_TRUE(relativelyNear(result.memory.weightsBytes, expected.weights, kStepTight));
        EXPECT_TRUE(relativelyNear(result.memory.kvCacheBytes, expected.kvCache, kStepTight));
        EXPECT_EQ(result.memory.fits, expected.fits);
    }
}

TEST(ChapterTransformerStep, ReportJsonCarriesTheSameNumbersUnderTheDocumentedKeys)
{
    for (const Case& c : cases()) {
        SCOPED_TRACE(c.what);
        const ModelReport report
            = computeModelReport(LoadedModel {modelFor(c.modelId), false, {}, {}}, shippedChip(c.chipId), c.config);
        const nlohmann::json json = nlohmann::json::parse(modelReportToJson(report).dump());
        const by_hand::Result expected = by_hand::compute(c.model, c.chip, referenceStep(c.config));
        EXPECT_EQ(json["model"], c.modelId);
        EXPECT_EQ(json["chip"], c.chipId);
        EXPECT_EQ(json["phase"], c.config.phase == StepPhase::Decode ? "decode" : "prefill");
        EXPECT_EQ(json["B"].get<double>(), c.config.b);
        EXPECT_EQ(json["T"].get<double>(), c.config.t);
        EXPECT_EQ(json["S"].get<double>(), c.config.s);
        EXPECT_EQ(json["tp"].get<double>(), c.config.tp);
        ASSERT_EQ(json["ops"].size(), expected.ops.size());
        for (std::size_t i = 0; i < expected.ops.size(); ++i) {
            const nlohmann::json& op = json["ops"][i];
            const by_hand::Op& want = expected.ops[i];
            EXPECT_EQ(op["name"], want.name);
            EXPECT_EQ(op["count"].get<double>(), want.count);
            EXPECT_TRUE(relativelyNear(op["flops"].get<double>(), want.flops, kStepTight));
            EXPECT_TRUE(relativelyNear(op["bytes"].get<double>(), want.bytes, kStepTight));
            EXPECT_TRUE(relativelyNear(op["t_math_s"].get<double>(), want.tMath, kStepTight));
            EXPECT_TRUE(relativelyNear(op["t_comms_s"].get<double>(), want.tComms, kStepTight));
            EXPECT_TRUE(relativelyNear(op["t_lower_s"].get<double>(), want.tLower, kStepTight));
            EXPECT_EQ(op["bound"], want.computeBound ? "compute" : "bandwidth");
            // The op spec reads back as the op it names.
            const Op parsed = parseOpSpec(op["op"].get<std::string>());
            EXPECT_TRUE(relativelyNear(costOf(parsed, Dims {}).flops, want.flops, kStepTight));
            EXPECT_TRUE(relativelyNear(costOf(parsed, Dims {}).bytes, want.bytes, kStepTight));
            // E_act, the experts the step's tokens touch, on the experts' ops only.
            if (want.expertsTouched > 0)
                EXPECT_TRUE(relativelyNear(op["E_act"].get<double>(), want.expertsTouched, kStepTight));
            else
                EXPECT_FALSE(op.contains("E_act"));
        }
        // The all-reduces' link as they ran: every link of the chip's first, both ways, unless told otherwise.
        EXPECT_EQ(
            json["link"], c.chip.link > 0 ? nlohmann::json(shippedChip(c.chipId).links[0].name) : nlohmann::json());
        EXPECT_EQ(json["links"].get<double>(), c.config.links == kEveryLink ? c.chip.linkCount : c.config.links);
        EXPECT_EQ(json["ring"], c.config.ring);
        EXPECT_TRUE(relativelyNear(json["step_time_s"].get<double>(), expected.step, kStepTight));
        EXPECT_TRUE(relativelyNear(json["tokens_per_s"].get<double>(), expected.tokensPerS, kStepTight));
        EXPECT_TRUE(relativelyNear(json["weights_bytes_per_chip"].get<double>(), expected.weights, kStepTight));
        EXPECT_TRUE(relativelyNear(json["kv_cache_bytes_per_chip"].get<double>(), expected.kvCache, kStepTight));
        EXPECT_EQ(json["fits"].get<bool>(), *expected.fits);
        EXPECT_FALSE(json.contains("hf_config"));
    }
}

TEST(ChapterTransformerStep, WorkedExampleLlama70bDecodeOnH100)
{
    // By hand from docs/model.md §10, Llama 3 70B, tp = 8: N' = 8, K' = 1, F' = 3584, V' = 16032; B = 64, S = 4096.
    const StepResult result = evaluateStep(
        shippedModel("llama-3-70b"), shippedChip("h100-sxm"), stepConfig(StepPhase::Decode, 64, 1, 4096, 8));
    ASSERT_EQ(result.ops.size(), 8u);
    // qkv: matmul 64 × 8192 × (8 + 2)·128.
    EXPECT_EQ(result.ops[0].evaluation.flops, 2.0 * 64 * 8192 * 1280);
    EXPECT_EQ(result.ops[0].evaluation.bytes, 2.0 * (64 * 8192 + 8192 * 1280 + 64 * 1280));
    // attention: P = 64·4096 pairs; Q and out 2·64·8·128 bf16, K and V 2·64·4096·1·128 bf16.
    EXPECT_EQ(result.ops[1].evaluation.flops, 4.0 * 8 * 128 * 64 * 4096);
    EXPECT_EQ(result.ops[1].evaluation.bytes, 2.0 * 64 * 8 * 128 * 2 + 2.0 * 64 * 4096 * 128 * 2);
    // all-reduce of 64 × 8192 bf16 over 8 chips: 2·7/8 of 1 MiB per chip, over all 18 NVLinks of 25 GB/s both
    // ways, after 2·7 hops of 0.6 µs: 14 × 0.6 µs + 1835008 / 9e11 = 8.4 µs + 2.0389 µs.
    EXPECT_EQ(result.ops[3].evaluation.bytes, 2.0 * 7 / 8 * 64 * 8192 * 2);
    EXPECT_TRUE(relativelyNear(result.ops[3].evaluation.tComms, 8.4e-6 + 1835008.0 / 9e11, kStepTight));
    EXPECT_TRUE(relativelyNear(result.ops[3].evaluation.latencyS, 8.4e-6, kStepTight));
    EXPECT_EQ(result.config.links, 18.0);
    // Weights per chip: 80·(8192·10·128 + 8·128·8192 + 3·8192·3584) + 2·8192·16032 parameters (lm_head and the
    // untied input embedding), bf16.
    const double parameters = 80.0 * (8192.0 * 10 * 128 + 8.0 * 128 * 8192 + 3.0 * 8192 * 3584) + 2.0 * 8192 * 16032;
    EXPECT_EQ(result.memory.weightsBytes, 2.0 * parameters);
    EXPECT_EQ(result.memory.kvCacheBytes, 2.0 * 80 * 64 * 4096 * 1 * 128 * 2);
    EXPECT_EQ(result.memory.capacityLevel, "HBM");
    EXPECT_EQ(result.memory.fits, std::optional<bool>(true));
    EXPECT_EQ(result.tokensPerStep, 64.0);
}

TEST(ChapterTransformerStep, OpsComeInTheSpecsOrderWithAllReducesOnlyAcrossChips)
{
    const ModelConfig& model = shippedModel("llama-3-8b");
    const auto names = [&](double tp) {
        std::vector<std::string> list;
        for (const StepOp& op : transformerStepOps(model, links(stepConfig(StepPhase::Decode, 8, 1, 1024, tp), 1)))
            list.push_back(op.name);
        return list;
    };
    EXPECT_EQ(names(1), (std::vector<std::string> {"qkv", "attention", "out", "up", "down", "lm_head"}));
    EXPECT_EQ(names(2),
        (std::vector<std::string> {
            "qkv", "attention", "out", "all-reduce-attn", "up", "down", "all-reduce-mlp", "lm_head"}));
    const std::vector<StepOp> ops = transformerStepOps(model, links(stepConfig(StepPhase::Prefill, 2, 64, 64, 8), 4));
    EXPECT_EQ(paramValue(ops[3].op, "links", Dims {}), 4.0);
    for (const StepOp& op : ops)
        EXPECT_EQ(op.count, op.name == "lm_head" ? 1.0 : 32.0) << op.name;
    EXPECT_EQ(ops[0].op.kind, OpKind::Matmul);
    EXPECT_EQ(ops[1].op.kind, OpKind::Attention);
    EXPECT_EQ(ops[3].op.kind, OpKind::AllReduce);
    EXPECT_EQ(paramValue(ops[3].op, "chips", Dims {}), 8.0);
    EXPECT_EQ(paramValue(ops[3].op, "N", Dims {}), 2.0 * 64 * 4096);
    // lm_head turns only the last token of each sequence into logits.
    EXPECT_EQ(paramValue(ops.back().op, "B", Dims {}), 2.0);
    EXPECT_EQ(paramValue(ops.back().op, "F", Dims {}), 128256.0 / 8);
    // z = x for every matmul; attention is causal and flash.
    EXPECT_EQ(dtypeValue(ops[0].op, "z"), Dtype::BF16);
    EXPECT_EQ(paramValue(ops[1].op, "causal", Dims {}), 1.0);
    EXPECT_EQ(paramValue(ops[1].op, "flash", Dims {}), 1.0);
}

TEST(ChapterTransformerStep, KeyValueHeadsAreSplitOrReplicated)
{
    const ModelConfig& model = shippedModel("qwen2.5-72b"); // K = 8
    EXPECT_EQ(shardModel(model, 2).k, 4.0);
    EXPECT_EQ(shardModel(model, 8).k, 1.0);
    EXPECT_EQ(shardModel(model, 16).k, 1.0); // fewer key/value heads than chips: each chip keeps one
    EXPECT_EQ(shardModel(model, 16).n, 4.0);
    EXPECT_EQ(shardModel(model, 16).f, 29568.0 / 16);
    EXPECT_EQ(shardModel(model, 16).v, 152064.0 / 16);
    const StepConfig config = links(stepConfig(StepPhase::Decode, 4, 1, 1000, 16), 1);
    EXPECT_EQ(kvCacheBytesPerChip(model, config), 2.0 * 80 * 4 * 1000 * 1 * 128 * 2);
    EXPECT_NO_THROW(transformerStepOps(model, config));
}

TEST(ChapterTransformerStep, TDefaultsToOneInDecodeAndToSInPrefill)
{
    EXPECT_EQ(defaultT(StepPhase::Decode, 4096), 1.0);
    EXPECT_EQ(defaultT(StepPhase::Prefill, 4096), 4096.0);
    EXPECT_EQ(stepPhaseName(StepPhase::Prefill), "prefill");
    EXPECT_EQ(stepPhaseName(StepPhase::Decode), "decode");
    EXPECT_EQ(parseStepPhase("Decode"), StepPhase::Decode);
    EXPECT_EQ(parseStepPhase("PREFILL"), StepPhase::Prefill);
    EXPECT_EQ(parseStepPhase("train"), std::nullopt);
}

TEST(ChapterTransformerStep, TokensPerStepAreBInDecodeAndBTimesTInPrefill)
{
    const ModelConfig& model = shippedModel("mistral-7b");
    const Chip& chip = shippedChip("h100-sxm");
    const StepResult decode = evaluateStep(model, chip, stepConfig(StepPhase::Decode, 16, 1, 512, 1));
    EXPECT_EQ(decode.tokensPerStep, 16.0);
    EXPECT_TRUE(relativelyNear(decode.tokensPerS, 16.0 / decode.stepTimeS, kStepTight));
    const StepResult prefill = evaluateStep(model, chip, stepConfig(StepPhase::Prefill, 16, 512, 512, 1));
    EXPECT_EQ(prefill.tokensPerStep, 16.0 * 512);
    EXPECT_TRUE(relativelyNear(prefill.tokensPerS, 16.0 * 512 / prefill.stepTimeS, kStepTight));
}

} // namespace
} // namespace roofline::test
