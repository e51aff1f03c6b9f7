// What a transformer step (core/model/transformer_step) refuses, naming the key: tp that does not
// divide the heads, the MLP, the vocabulary or the key/value heads; B, T, S and tp out of range; a chip
// without what the all-reduces need or without the precision; an invalid model.
#include "support/test_helpers.h"

#include "core/model/transformer_step.h"

namespace roofline::test {
namespace {

ModelConfig customModel(double n, double k, double f, double v)
{
    ModelConfig model;
    model.id = "custom";
    model.name = "Custom";
    model.dModel = 4096;
    model.dFf = f;
    model.nHeads = n;
    model.nKvHeads = k;
    model.headDim = 128;
    model.nLayers = 4;
    model.vocab = v;
    return model;
}

// One link one way: a step's ops are built without a chip, so "every link" has no count yet (withLinksOn).
StepConfig oneLink(StepConfig config)
{
    config.links = 1;
    return config;
}

void expectTpError(const ModelConfig& model, double tp, const std::string& key, const std::string& value)
{
    try {
        transformerStepOps(model, oneLink(stepConfig(StepPhase::Decode, 1, 1, 16, tp)));
        ADD_FAILURE() << "tp=" << tp << " was accepted";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::InvalidValue);
        const std::string message = error.what();
        EXPECT_NE(
            message.find("tp=" + std::to_string(static_cast<int>(tp)) + " must divide " + key + " (" + value + ")"),
            std::string::npos)
            << message;
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::TpNotDivisor);
        EXPECT_EQ(error.detail()->keyPath, "tp");
        EXPECT_EQ(error.detail()->expected, key);
        EXPECT_EQ(error.detail()->low, value);
        EXPECT_EQ(error.detail()->value, std::to_string(static_cast<int>(tp)));
    }
}

TEST(TransformerStepErrors, TpMustDivideHeadsMlpVocabAndKeyValueHeadsWhenThereAreEnough)
{
    expectTpError(shippedModel("llama-3-8b"), 3, "n_heads", "32");
    expectTpError(customModel(32, 8, 1001, 32000), 2, "d_ff", "1001");
    expectTpError(customModel(32, 8, 4096, 32001), 2, "vocab", "32001");
    expectTpError(customModel(48, 12, 4096, 32000), 8, "n_kv_heads", "12");
    // K < tp: the key/value heads are replicated, nothing to divide.
    EXPECT_NO_THROW(
        transformerStepOps(customModel(48, 4, 4096, 32000), oneLink(stepConfig(StepPhase::Decode, 1, 1, 16, 8))));
    // K = tp divides.
    EXPECT_NO_THROW(
        transformerStepOps(customModel(48, 8, 4096, 32000), oneLink(stepConfig(StepPhase::Decode, 1, 1, 16, 8))));
}

TEST(TransformerStepErrors, TpMustDivideTheExpertsWidthsAndDFfOnlyWhenALayerIsDense)
{
    // docs/model.md §11: each chip holds F_e/n of every expert and F_s/n of the shared ones.
    ModelConfig moe = customModel(32, 8, 1001, 32000);
    moe.nExperts = 8;
    moe.expertsPerToken = 2;
    moe.dFfExpert = 1024;
    // No dense layer: d_ff = 1001 is never split, so tp = 2 runs.
    EXPECT_NO_THROW(transformerStepOps(moe, oneLink(stepConfig(StepPhase::Decode, 1, 1, 16, 2))));
    moe.denseLayers = 1;
    expectTpError(moe, 2, "d_ff", "1001");
    moe.denseLayers = 0;
    moe.dFfExpert = 1000;
    expectTpError(moe, 16, "d_ff_expert", "1000");
    moe.dFfShared = 20;
    expectTpError(moe, 8, "d_ff_shared", "20");
    // Every link, before a chip gives it a count, is no number of links for an all-reduce.
    EXPECT_ROOFLINE_ERROR(transformerStepOps(shippedModel("llama-3-8b"), stepConfig(StepPhase::Decode, 1, 1, 16, 2)),
        ErrorKind::InvalidValue, "links");
}

void expectStepError(const StepConfig& config, ErrorCode code, const std::string& key, const std::string& part)
{
    try {
        transformerStepOps(shippedModel("llama-3-8b"), config);
        ADD_FAILURE() << "accepted a step with a bad " << key;
    } catch (const Error& error) {
        EXPECT_NE(std::string(error.what()).find(part), std::string::npos) << error.what();
        ASSERT_TRUE(error.detail()) << error.what();
        EXPECT_EQ(error.detail()->code, code) << error.what();
        EXPECT_EQ(error.detail()->keyPath, key) << error.what();
    }
}

TEST(TransformerStepErrors, StepNumbersAreCheckedAndNamed)
{
    expectStepError(
        stepConfig(StepPhase::Decode, 0, 1, 16, 1), ErrorCode::NotWholeInRange, "B", "B: must be a whole number");
    expectStepError(stepConfig(StepPhase::Decode, 2.5, 1, 16, 1), ErrorCode::NotWholeInRange, "B", "got 2.5");
    expectStepError(stepConfig(StepPhase::Decode, 1, 0, 16, 1), ErrorCode::NotWholeInRange, "T", "T: must be");
    expectStepError(stepConfig(StepPhase::Decode, 1, 1, 2e12, 1), ErrorCode::NotWholeInRange, "S", "S: must be");
    expectStepError(stepConfig(StepPhase::Decode, 1, 1, 16, 0), ErrorCode::NotWholeInRange, "tp", "tp: must be");
    expectStepError(stepConfig(StepPhase::Decode, 1, 1, 16, 2e6), ErrorCode::NotWholeInRange, "tp", "1e6");
    expectStepError(stepConfig(StepPhase::Prefill, 1, 32, 16, 1), ErrorCode::TAboveS, "T", "T must be at most S");
    expectStepError(stepConfig(StepPhase::Prefill, 1e12, 1e5, 1e5, 1), ErrorCode::AtMost, "B·T", "9007199254740992");
    expectStepError(
        stepConfig(StepPhase::Prefill, 1e8, 1e6, 1e6, 1), ErrorCode::AtMost, "B·T·d_model", "9007199254740992");
    // 2^53 tokens of d_model 1 are the most an op holds: B = 2^30, T = 2^23 is allowed, T = 2^23 + 1 is not.
    ModelConfig thin = customModel(32, 8, 4096, 32000);
    thin.dModel = 1;
    EXPECT_NO_THROW(validateStep(thin, stepConfig(StepPhase::Prefill, 1073741824, 8388608, 8388608, 1)));
    EXPECT_ROOFLINE_ERROR(validateStep(thin, stepConfig(StepPhase::Prefill, 1073741824, 8388609, 8388609, 1)),
        ErrorKind::InvalidValue, "B·T: must be at most 9007199254740992");
}

TEST(TransformerStepErrors, TheChipMustHaveWhatTheAllReducesNeed)
{
    const ModelConfig& model = shippedModel("llama-3-8b");
    StepConfig config = stepConfig(StepPhase::Decode, 8, 1, 1024, 2);
    EXPECT_ROOFLINE_ERROR(
        evaluateStep(model, shippedChip("l4"), config), ErrorKind::UnknownName, "no chip-to-chip link for all-reduce");
    config.link = "HBM";
    EXPECT_ROOFLINE_ERROR(
        evaluateStep(model, shippedChip("h100-sxm"), config), ErrorKind::InvalidValue, "HBM is a memory level");
    config.link = "NVLink";
    config.links = 19;
    EXPECT_ROOFLINE_ERROR(
        evaluateStep(model, shippedChip("h100-sxm"), config), ErrorKind::InvalidValue, "links=19", "18 NVLink links");
    config.links = 1;
    config.link = "Warp";
    EXPECT_ROOFLINE_ERROR(evaluateStep(model, shippedChip("h100-sxm"), config), ErrorKind::UnknownName, "Warp");
    config.link.clear();
    config.ring = "sideways";
    EXPECT_ROOFLINE_ERROR(transformerStepOps(model, config), ErrorKind::InvalidValue, "ring must be one of uni, bi");
    config.ring = "uni";
    config.x = Dtype::TF32;
    EXPECT_ROOFLINE_ERROR(transformerStepOps(model, config), ErrorKind::InvalidValue, "compute format");
    // With tp = 1 there is no all-reduce, so a chip without links runs the step.
    EXPECT_NO_THROW(evaluateStep(model, shippedChip("l4"), stepConfig(StepPhase::Decode, 1, 1, 1024, 1)));
}

TEST(TransformerStepErrors, AChipWithoutThePrecisionIsNamed)
{
    StepConfig config = stepConfig(StepPhase::Decode, 1, 1, 1024, 1);
    config.x = Dtype::FP16;
    config.w = Dtype::FP16;
    config.kv = Dtype::FP16;
    EXPECT_ROOFLINE_ERROR(evaluateStep(shippedModel("mistral-7b"), shippedChip("tpu-v5e"), config),
        ErrorKind::UnknownName, "no fp16 peak");
}

TEST(TransformerStepErrors, AnInvalidModelIsRefusedBeforeItsStep)
{
    ModelConfig model = customModel(32, 0, 4096, 32000);
    EXPECT_ROOFLINE_ERROR(transformerStepOps(model, stepConfig(StepPhase::Decode, 1, 1, 16, 1)),
        ErrorKind::InvalidValue, "n_kv_heads: must be a whole number from 1 to 1e9, got 0");
}

} // namespace
} // namespace roofline::test
