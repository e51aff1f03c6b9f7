// The shipped model library (models/): every model loads, is sourced number by number from its published
// config, and runs a step; user models are found like user chips.
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/model/transformer_step.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include <unistd.h>

namespace roofline::test {
namespace {

const std::filesystem::path kModelDir = ROOFLINE_MODEL_DIR;

std::vector<std::filesystem::path> modelFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(kModelDir)) {
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

TEST(ModelLibrary, ShipsTheModelsTheIssueNames)
{
    for (const char* id : {"llama-3-8b", "llama-3-70b", "gemma-2-9b", "gemma-2-27b", "qwen2.5-72b", "mistral-7b",
             "llama-3.1-405b", "mixtral-8x7b", "qwen3-30b-a3b", "qwen1.5-moe-a2.7b", "deepseek-v3", "kimi-k2",
             "gpt-oss-120b", "gpt-oss-20b", "gemma-3-27b"})
        EXPECT_TRUE(findModel(builtinModels(), id)) << id;
}

TEST(ModelLibrary, BuiltInModelsAreExactlyTheFilesInModels)
{
    std::vector<std::string> onDisk;
    for (const auto& file : modelFiles())
        onDisk.push_back(file.filename().string());
    std::vector<std::string> embedded = builtinModelFileNames();
    std::sort(embedded.begin(), embedded.end());
    EXPECT_EQ(embedded, onDisk);
    EXPECT_EQ(builtinModels().size(), onDisk.size());
    for (const ModelConfig& model : builtinModels())
        EXPECT_EQ(model.origin, "built-in");
}

TEST(ModelLibrary, EveryFileLoadsAndItsIdMatchesItsFileName)
{
    std::set<std::string> ids;
    for (const auto& file : modelFiles()) {
        SCOPED_TRACE(file.string());
        const LoadedModel loaded = loadModelFile(file);
        EXPECT_FALSE(loaded.fromHfConfig);
        EXPECT_EQ(loaded.model.id + ".model.json", file.filename().string());
        EXPECT_TRUE(ids.insert(loaded.model.id).second) << "duplicate id " << loaded.model.id;
    }
}

TEST(ModelLibrary, EveryNumberOfEveryModelNamesItsPublishedConfig)
{
    for (const ModelConfig& model : builtinModels()) {
        SCOPED_TRACE(model.id);
        std::set<std::string> fields;
        for (const ModelNumberKey& number : modelNumberKeys())
            fields.insert(std::string(number.key));
        fields.insert("gated_mlp");
        fields.insert("tied_embeddings");
        if (isMixtureOfExperts(model)) {
            for (const ModelNumberKey& number : moeNumberKeys())
                fields.insert(std::string(number.key));
        }
        if (isLatentAttention(model)) {
            for (const ModelNumberKey& number : latentNumberKeys())
                fields.insert(std::string(number.key));
        }
        if (hasSlidingWindows(model)) {
            for (const ModelNumberKey& number : slidingNumberKeys())
                fields.insert(std::string(number.key));
        }
        if (model.weightsDtype)
            fields.insert("weights_dtype");
        if (model.expertWeightsDtype)
            fields.insert("expert_weights_dtype");
        std::map<std::string, int> fromConfig;
        for (const Source& source : model.sources) {
            EXPECT_TRUE(source.url.starts_with("https://")) << source.field << ": " << source.url;
            EXPECT_FALSE(source.note.empty()) << source.field;
            EXPECT_TRUE(fields.contains(source.field)) << "source for " << source.field << ", not a key of a model";
            if (source.url.starts_with("https://huggingface.co/") && source.url.ends_with("/config.json"))
                ++fromConfig[source.field];
        }
        // Each number names the model's published config.json, and that config is one file.
        std::set<std::string> configUrls;
        for (const std::string& field : fields)
            EXPECT_EQ(fromConfig[field], 1) << field << " does not name the model's config.json once";
        for (const Source& source : model.sources) {
            if (source.url.starts_with("https://huggingface.co/"))
                configUrls.insert(source.url);
        }
        EXPECT_EQ(configUrls.size(), 1u);
        // And at least one other source that can be read without a Hugging Face login.
        for (const std::string& field : fields) {
            const bool elsewhere = std::any_of(model.sources.begin(), model.sources.end(), [&](const Source& source) {
                return source.field == field && !source.url.starts_with("https://huggingface.co/");
            });
            EXPECT_TRUE(elsewhere) << field << " has no second source";
        }
    }
}

TEST(ModelLibrary, ItsNumbersAreThePublishedOnes)
{
    struct LibraryNumbers {
        const char* id;
        double d, f, n, k, h, l, v;
        bool tied = false;
        double e = 0, perToken = 0, fExpert = 0, fShared = 0, denseLayers = 0;
    };
    // From each model's config.json (and the Mistral 7B paper's Table 1, the Llama 3 model card's table).
    for (const LibraryNumbers& p : std::initializer_list<LibraryNumbers> {
             {"llama-3-8b", 4096, 14336, 32, 8, 128, 32, 128256},
             {"llama-3-70b", 8192, 28672, 64, 8, 128, 80, 128256},
             {"llama-3.1-405b", 16384, 53248, 128, 8, 128, 126, 128256},
             {"gemma-2-9b", 3584, 14336, 16, 8, 256, 42, 256000, true},
             {"gemma-2-27b", 4608, 36864, 32, 16, 128, 46, 256000, true},
             {"qwen2.5-72b", 8192, 29568, 64, 8, 128, 80, 152064},
             {"mistral-7b", 4096, 14336, 32, 8, 128, 32, 32000},
             {"mixtral-8x7b", 4096, 14336, 32, 8, 128, 32, 32000, false, 8, 2, 14336, 0, 0},
             {"qwen3-30b-a3b", 2048, 6144, 32, 4, 128, 48, 151936, false, 128, 8, 768, 0, 0},
             {"qwen1.5-moe-a2.7b", 2048, 5632, 16, 16, 128, 24, 151936, false, 60, 4, 1408, 5632, 0},
         }) {
        SCOPED_TRACE(p.id);
        const ModelConfig* m = findModel(builtinModels(), p.id);
        ASSERT_TRUE(m);
        EXPECT_EQ(m->dModel, p.d);
        EXPECT_EQ(m->dFf, p.f);
        EXPECT_EQ(m->nHeads, p.n);
        EXPECT_EQ(m->nKvHeads, p.k);
        EXPECT_EQ(m->headDim, p.h);
        EXPECT_EQ(m->nLayers, p.l);
        EXPECT_EQ(m->vocab, p.v);
        EXPECT_TRUE(m->gatedMlp);
        EXPECT_EQ(m->tiedEmbeddings, p.tied);
        EXPECT_EQ(m->nExperts, p.e);
        EXPECT_EQ(m->expertsPerToken, p.perToken);
        EXPECT_EQ(m->dFfExpert, p.fExpert);
        EXPECT_EQ(m->dFfShared, p.fShared);
        EXPECT_EQ(m->denseLayers, p.denseLayers);
    }
}

TEST(ModelLibrary, ParameterCountsAreTheModelsNames)
{
    // docs/model.md §10–§12's weights at tp = 1 and 1 byte per weight are the parameters, the input embedding
    // counted unless tied; they land on each model's name (Mixtral's 46.7B, Qwen3's 30.5B, Qwen1.5-MoE's 14.3B).
    StepConfig config;
    config.w = Dtype::INT8;
    const auto billions
        = [&](std::string_view id) { return weightsBytesPerChip(*findModel(builtinModels(), id), config) / 1e9; };
    // By hand: L·(D·(N+2K)·H + N·H·D) + L_d·3·D·F + (L − L_d)·(D·E + E·3·D·F_e + 3·D·F_s) + (1 or 2)·D·V.
    EXPECT_NEAR(billions("llama-3-8b"), 8.029995008, 1e-9);
    EXPECT_NEAR(billions("llama-3-70b"), 70.552387584, 1e-9);
    EXPECT_NEAR(billions("llama-3.1-405b"), 405.849243648, 1e-9);
    EXPECT_NEAR(billions("mistral-7b"), 7.241465856, 1e-9);
    EXPECT_NEAR(billions("qwen2.5-72b"), 72.704065536, 1e-9);
    EXPECT_NEAR(billions("gemma-2-9b"), 9.241100288, 1e-9); // tied embedding: the one matrix is lm_head
    EXPECT_NEAR(billions("gemma-2-27b"), 27.22627584, 1e-9);
    EXPECT_NEAR(billions("mixtral-8x7b"), 46.702526464, 1e-9);
    EXPECT_NEAR(billions("qwen3-30b-a3b"), 30.53191168, 1e-9);
    EXPECT_NEAR(billions("qwen1.5-moe-a2.7b"), 14.315487232, 1e-9);
}

TEST(ModelLibrary, EveryModelRunsAStepOnEveryChipWithTheRightPeak)
{
    for (const ModelConfig& model : builtinModels()) {
        for (const Chip& chip : builtinChips()) {
            SCOPED_TRACE(model.id + " on " + chip.id);
            StepConfig config;
            config.b = 8;
            config.s = 2048;
            config.t = 1;
            const Dtype precision = headlinePrecision(chip);
            config.x = config.w = config.kv = isStorageDtype(precision) ? precision : Dtype::FP32;
            const StepResult result = evaluateStep(model, chip, config);
            EXPECT_TRUE(std::isfinite(result.stepTimeS) && result.stepTimeS > 0);
            EXPECT_TRUE(std::isfinite(result.tokensPerS) && result.tokensPerS > 0);
        }
    }
}

class UserModels : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("roofline-user-models-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }
    void write(const std::string& name, const std::string& text) { std::ofstream(m_dir / name) << text; }
    std::filesystem::path m_dir;
};

TEST_F(UserModels, AreFoundLikeUserChipsAndReplaceBuiltInOnes)
{
    write("tiny.model.json", R"({"id": "tiny", "name": "Tiny", "d_model": 64, "d_ff": 256, "n_heads": 4,
        "n_kv_heads": 2, "head_dim": 16, "n_layers": 2, "vocab": 100, "gated_mlp": false})");
    write("llama-3-8b.model.json", R"({"id": "llama-3-8b", "name": "My Llama", "d_model": 4096, "d_ff": 14336,
        "n_heads": 32, "n_kv_heads": 8, "head_dim": 128, "n_layers": 2, "vocab": 128256, "gated_mlp": true})");
    std::filesystem::create_directories(m_dir / "Qwen2.5-72B");
    std::filesystem::copy_file(
        std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs" / "Qwen2.5-72B" / "config.json",
        m_dir / "qwen-copy.json");
    write("broken.json", "{\"id\": ");
    write("notes.txt", "not a model");
    const ModelDirectoryLoad load = loadModelDirectory(m_dir);
    ASSERT_EQ(load.models.size(), 3u);
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_NE(load.errors[0].find("broken.json"), std::string::npos) << load.errors[0];
    const std::vector<ModelConfig> merged = mergeModels(builtinModels(), load.models);
    EXPECT_EQ(merged.size(), builtinModels().size() + 2);
    ASSERT_TRUE(findModel(merged, "llama-3-8b"));
    EXPECT_EQ(findModel(merged, "llama-3-8b")->name, "My Llama");
    ASSERT_TRUE(findModel(merged, "qwen-copy"));
    EXPECT_EQ(findModel(merged, "qwen-copy")->dFf, 29568.0);
    EXPECT_TRUE(findModel(merged, "TINY")); // ids match without case
    EXPECT_TRUE(std::is_sorted(
        merged.begin(), merged.end(), [](const ModelConfig& a, const ModelConfig& b) { return a.name < b.name; }));
    EXPECT_TRUE(loadModelDirectory(m_dir / "absent").models.empty());
}

TEST_F(UserModels, ASavedModelThatReplacesABuiltInOrAnotherSavedOneIsSaid)
{
    const auto file = [&](const char* name, const std::string& id, const std::string& title) {
        write(name, R"({"id": ")" + id + R"(", "name": ")" + title + R"(", "d_model": 64, "d_ff": 128, "n_heads": 4,
            "n_kv_heads": 4, "head_dim": 16, "n_layers": 2, "vocab": 1000, "gated_mlp": true})");
    };
    file("a.json", "mine", "First");
    file("b.json", "mine", "Second");
    file("c.json", "llama-3-8b", "My Llama");
    file("d.json", "other", "Other");
    const ModelDirectoryLoad load = loadModelDirectory(m_dir);
    ASSERT_EQ(load.models.size(), 4u);
    ASSERT_EQ(load.warnings.size(), 2u);
    EXPECT_EQ(load.warnings[0],
        (m_dir / "c.json").string()
            + ": the model id \"llama-3-8b\" is the id of the built-in Llama 3 8B; this saved model replaces it");
    EXPECT_EQ(load.warnings[1],
        (m_dir / "b.json").string() + ": the model id \"mine\" is also the id of " + (m_dir / "a.json").string()
            + "; this file, the later by name, replaces it");
    // What the warning says is what the merge does.
    EXPECT_EQ(findModel(mergeModels(builtinModels(), load.models), "mine")->name, "Second");
}

TEST(ModelArgument, AnIdOrAPath)
{
    const LoadedModel byId = resolveModelArgument("  Llama-3-70B ", builtinModels());
    EXPECT_EQ(byId.model.id, "llama-3-70b");
    EXPECT_FALSE(byId.fromHfConfig);
    const LoadedModel byPath = resolveModelArgument(
        (std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs" / "gemma-2-9b" / "config.json").string(),
        builtinModels());
    EXPECT_TRUE(byPath.fromHfConfig);
    EXPECT_EQ(byPath.model.headDim, 256.0);
    EXPECT_ROOFLINE_ERROR(resolveModelArgument("gpt-5", builtinModels()), ErrorKind::UnknownName,
        "--model: no model with id \"gpt-5\"", "llama-3-70b", "mistral-7b");
    EXPECT_ROOFLINE_ERROR(resolveModelArgument("  ", builtinModels()), ErrorKind::MissingKey, "--model");
    EXPECT_ROOFLINE_ERROR(resolveModelArgument("missing.json", builtinModels()), ErrorKind::Io, "missing.json");
}

} // namespace
} // namespace roofline::test
