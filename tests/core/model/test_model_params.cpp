// docs/model.md §13: params_total and params_active of published models, each written out from the model's
// config.json as arithmetic (tests/data/hf-configs/expected_2026.py counts the same from the files alone).
#include "core/formats/model_library.h"
#include "core/model/model_params.h"
#include "core/model/transformer_step.h"

#include <gtest/gtest.h>

namespace roofline {
namespace {

const ModelConfig& libraryModel(const char* id)
{
    const ModelConfig* model = findModel(builtinModels(), id);
    if (!model)
        throw std::runtime_error(std::string("no model ") + id);
    return *model;
}

TEST(ModelParams, MixtralCountsEightExpertsAndUsesTwo)
{
    const ModelConfig& mixtral = libraryModel("mixtral-8x7b");
    const double attention = 32.0 * (4096.0 * (32 + 2 * 8) * 128 + 32.0 * 128 * 4096); // 1,342,177,280
    const double router = 32.0 * 4096 * 8;
    const double expert = 3.0 * 4096 * 14336; // gate, up, down
    const double embeddings = 2.0 * 4096 * 32000; // untied
    EXPECT_EQ(paramsTotal(mixtral), attention + router + 32.0 * 8 * expert + embeddings);
    EXPECT_EQ(paramsActive(mixtral), attention + router + 32.0 * 2 * expert + embeddings);
    EXPECT_EQ(paramsTotal(mixtral), 46702526464.0); // 46.70e9, as §13 states
    EXPECT_EQ(paramsActive(mixtral), 12879659008.0); // 12.88e9
}

TEST(ModelParams, DeepSeekV3CountsItsLatentAttentionDenseLayersAndExperts)
{
    const ModelConfig& v3 = libraryModel("deepseek-v3");
    // Per layer: q-down D·r_q, q-up r_q·N·(h_n + h_r), kv-down D·(r + h_r), kv-up r·N·(h_n + h_v), out N·h_v·D.
    const double latent = 7168.0 * 1536 + 1536.0 * 128 * (128 + 64) + 7168.0 * (512 + 64) + 512.0 * 128 * (128 + 128)
        + 128.0 * 128 * 7168;
    EXPECT_EQ(latent, 187105280.0);
    const double dense = 3.0 * 3 * 7168 * 18432; // first_k_dense_replace 3, intermediate_size 18432
    const double router = 7168.0 * 256;
    const double expert = 3.0 * 7168 * 2048;
    const double shared = 3.0 * 7168 * 2048; // one shared expert of moe_intermediate_size
    const double embeddings = 2.0 * 7168 * 129280;
    EXPECT_EQ(paramsTotal(v3), 61.0 * latent + dense + 58.0 * (router + 256.0 * expert + shared) + embeddings);
    EXPECT_EQ(paramsActive(v3), 61.0 * latent + dense + 58.0 * (router + 8.0 * expert + shared) + embeddings);
    EXPECT_EQ(paramsTotal(v3), 671025397760.0); // 671.03e9 without the multi-token-prediction layer
    EXPECT_EQ(paramsActive(v3), 37551276032.0); // 37.55e9
    // The cache: (r + h_r) = 576 bf16 values per token and layer, 1,152 B; 61 layers 70,272 B.
    StepConfig bf16;
    EXPECT_EQ(kvCacheBytesPerToken(v3, bf16), 61.0 * (512 + 64) * 2);
    EXPECT_EQ(kvCacheBytesPerToken(v3, bf16), 70272.0);
    bf16.tp = 8; // not split: every chip keeps the whole latent
    EXPECT_EQ(kvCacheBytesPerToken(v3, bf16), 70272.0);
}

TEST(ModelParams, GptOssActiveParametersCountTheEmbeddingsWhole)
{
    const ModelConfig& oss = libraryModel("gpt-oss-120b");
    const double attention = 36.0 * (2880.0 * (64 + 2 * 8) * 64 + 64.0 * 64 * 2880);
    const double router = 36.0 * 2880 * 128;
    const double expert = 3.0 * 2880 * 2880;
    const double embeddings = 2.0 * 2880 * 201088;
    EXPECT_EQ(paramsActive(oss), attention + router + 36.0 * 4 * expert + embeddings);
    EXPECT_EQ(paramsActive(oss), 5710233600.0); // the model card's 5.1e9 leaves one embedding out
    EXPECT_EQ(paramsTotal(oss), attention + router + 36.0 * 128 * expert + embeddings);
}

TEST(ModelParams, ADenseModelIsAllActive)
{
    const ModelConfig& gemma = libraryModel("gemma-3-27b");
    // 62 layers of 5376·(32 + 2·16)·128 + 32·128·5376 attention and 3·5376·21504 MLP, one tied embedding.
    const double expected
        = 62.0 * (5376.0 * (32 + 32) * 128 + 32.0 * 128 * 5376 + 3.0 * 5376 * 21504) + 5376.0 * 262208;
    EXPECT_EQ(paramsTotal(gemma), expected);
    EXPECT_EQ(paramsActive(gemma), expected);
}

TEST(ModelParams, PerChipCountsSplitTheHeadsButNotTheLatentDownProjections)
{
    const ModelConfig& v3 = libraryModel("deepseek-v3");
    const WeightCounts eight = weightCounts(v3, 8.0);
    const double perLayer = 7168.0 * 1536 + 1536.0 * 16 * 192 + 7168.0 * 576 + 512.0 * 16 * 256 + 16.0 * 128 * 7168;
    EXPECT_EQ(eight.attention, 61.0 * perLayer);
    EXPECT_EQ(eight.routedExperts, 58.0 * 256 * 3 * 7168 * (2048.0 / 8));
    EXPECT_EQ(eight.router, 58.0 * 7168 * 256); // every chip routes every token
    EXPECT_EQ(eight.embeddings, 2.0 * 7168 * (129280.0 / 8));
}

} // namespace
} // namespace roofline
