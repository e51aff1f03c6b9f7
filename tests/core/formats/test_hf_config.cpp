// Hugging Face config.json files as people download them (tests/data/hf-configs/), read as models: the
// numbers of each published config, the keys the reader says it read, and named errors for the rest.
#include "support/test_helpers.h"

#include "core/base/text.h"
#include "core/formats/hf_config.h"
#include "core/formats/model_library.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace roofline::test {
namespace {

const std::filesystem::path kConfigs = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs";

struct Published {
    const char* folder;
    double d, f, n, k, h, l, v;
    const char* modelType;
    const char* shippedId; // the models/ entry of the same model, or nullptr
    bool tied = false;
    double experts = 0, perToken = 0, fExpert = 0, fShared = 0, denseLayers = 0; // docs/model.md §11
};

// The architecture numbers of each model, as its publisher states them.
const Published kPublished[] {
    {"Meta-Llama-3-8B", 4096, 14336, 32, 8, 128, 32, 128256, "llama", "llama-3-8b"},
    {"Meta-Llama-3-70B", 8192, 28672, 64, 8, 128, 80, 128256, "llama", "llama-3-70b"},
    {"gemma-2-9b", 3584, 14336, 16, 8, 256, 42, 256000, "gemma2", "gemma-2-9b", true},
    {"gemma-7b", 3072, 24576, 16, 16, 256, 28, 256000, "gemma", nullptr, true},
    {"Qwen2.5-72B", 8192, 29568, 64, 8, 128, 80, 152064, "qwen2", "qwen2.5-72b"},
    {"Mistral-7B-v0.1", 4096, 14336, 32, 8, 128, 32, 32000, "mistral", "mistral-7b"},
    {"llama-7b-hf", 4096, 11008, 32, 32, 128, 32, 32000, "llama", nullptr},
    {"Mixtral-8x7B-v0.1", 4096, 14336, 32, 8, 128, 32, 32000, "mixtral", "mixtral-8x7b", false, 8, 2, 14336},
    {"Qwen1.5-MoE-A2.7B", 2048, 5632, 16, 16, 128, 24, 151936, "qwen2_moe", "qwen1.5-moe-a2.7b", false, 60, 4, 1408,
        5632},
    {"Qwen3-30B-A3B", 2048, 6144, 32, 4, 128, 48, 151936, "qwen3_moe", "qwen3-30b-a3b", false, 128, 8, 768},
    // docs/model.md §13: latent attention (n_kv_heads = n_heads, head_dim = 128 + 64), sliding windows.
    {"DeepSeek-V2-Lite", 2048, 10944, 16, 16, 192, 27, 102400, "deepseek_v2", nullptr, false, 64, 6, 1408, 2816, 1},
    {"DeepSeek-V3", 7168, 18432, 128, 128, 192, 61, 129280, "deepseek_v3", "deepseek-v3", false, 256, 8, 2048, 2048, 3},
    {"Kimi-K2-Instruct", 7168, 18432, 64, 64, 192, 61, 163840, "kimi_k2", "kimi-k2", false, 384, 8, 2048, 2048, 1},
    {"gpt-oss-120b", 2880, 2880, 64, 8, 64, 36, 201088, "gpt_oss", "gpt-oss-120b", false, 128, 4, 2880},
    {"gpt-oss-20b", 2880, 2880, 64, 8, 64, 24, 201088, "gpt_oss", "gpt-oss-20b", false, 32, 4, 2880},
    {"gemma-3-27b-it", 5376, 21504, 32, 16, 128, 62, 262208, "gemma3", "gemma-3-27b", true},
};

std::string keyFrom(const LoadedModel& loaded, std::string_view field)
{
    for (const HfKeyRead& key : loaded.hfKeysRead) {
        if (key.field == field)
            return key.from;
    }
    return "(not reported)";
}

TEST(HfConfig, ReadsEveryPublishedConfig)
{
    for (const Published& p : kPublished) {
        SCOPED_TRACE(p.folder);
        const LoadedModel loaded = loadModelFile(kConfigs / p.folder / "config.json");
        const ModelConfig& m = loaded.model;
        EXPECT_TRUE(loaded.fromHfConfig);
        EXPECT_EQ(loaded.hfModelType, p.modelType);
        EXPECT_EQ(m.dModel, p.d);
        EXPECT_EQ(m.dFf, p.f);
        EXPECT_EQ(m.nHeads, p.n);
        EXPECT_EQ(m.nKvHeads, p.k);
        EXPECT_EQ(m.headDim, p.h);
        EXPECT_EQ(m.nLayers, p.l);
        EXPECT_EQ(m.vocab, p.v);
        EXPECT_TRUE(m.gatedMlp); // every architecture read has a gated MLP
        EXPECT_EQ(m.tiedEmbeddings, p.tied);
        EXPECT_EQ(m.nExperts, p.experts);
        EXPECT_EQ(m.expertsPerToken, p.perToken);
        EXPECT_EQ(m.dFfExpert, p.fExpert);
        EXPECT_EQ(m.dFfShared, p.fShared);
        EXPECT_EQ(m.denseLayers, p.denseLayers);
        // Named after the folder it was downloaded to.
        EXPECT_EQ(m.name, p.folder);
        EXPECT_EQ(m.id, idFromName(p.folder));
        EXPECT_NO_THROW(validateModel(m, p.folder));
    }
}

TEST(HfConfig, AgreesWithTheShippedModelFiles)
{
    for (const Published& p : kPublished) {
        if (!p.shippedId)
            continue;
        SCOPED_TRACE(p.folder);
        const ModelConfig read = loadModelFile(kConfigs / p.folder / "config.json").model;
        const ModelConfig* shipped = findModel(builtinModels(), p.shippedId);
        ASSERT_TRUE(shipped);
        for (const ModelNumberKey& number : modelNumberKeys())
            EXPECT_EQ(read.*number.member, (*shipped).*number.member) << number.key;
        for (const ModelNumberKey& number : moeNumberKeys())
            EXPECT_EQ(read.*number.member, (*shipped).*number.member) << number.key;
        for (const ModelNumberKey& number : latentNumberKeys())
            EXPECT_EQ(read.*number.member, (*shipped).*number.member) << number.key;
        for (const ModelNumberKey& number : slidingNumberKeys())
            EXPECT_EQ(read.*number.member, (*shipped).*number.member) << number.key;
        EXPECT_EQ(read.weightsDtype.value_or(Dtype::BF16), shipped->weightsDtype.value_or(Dtype::BF16));
        EXPECT_EQ(read.expertWeightsDtype, shipped->expertWeightsDtype);
        EXPECT_EQ(read.gatedMlp, shipped->gatedMlp);
        EXPECT_EQ(read.tiedEmbeddings, shipped->tiedEmbeddings);
    }
}

TEST(HfConfig, SaysWhichKeysItRead)
{
    const LoadedModel llama = loadModelFile(kConfigs / "Meta-Llama-3-8B" / "config.json");
    ASSERT_EQ(llama.hfKeysRead.size(), 9u);
    EXPECT_EQ(keyFrom(llama, "d_model"), "hidden_size");
    EXPECT_EQ(keyFrom(llama, "d_ff"), "intermediate_size");
    EXPECT_EQ(keyFrom(llama, "n_heads"), "num_attention_heads");
    EXPECT_EQ(keyFrom(llama, "n_kv_heads"), "num_key_value_heads");
    EXPECT_EQ(keyFrom(llama, "head_dim"), "hidden_size / num_attention_heads");
    EXPECT_EQ(keyFrom(llama, "n_layers"), "num_hidden_layers");
    EXPECT_EQ(keyFrom(llama, "vocab"), "vocab_size");
    EXPECT_EQ(keyFrom(llama, "gated_mlp"), "model_type llama, silu (SwiGLU)");
    EXPECT_EQ(keyFrom(llama, "tied_embeddings"), "tie_word_embeddings");
    EXPECT_EQ(llama.hfKeysRead[4].value, "128");
    EXPECT_EQ(llama.hfKeysRead[8].value, "false");
    // Each becomes the model's source for that number.
    ASSERT_EQ(llama.model.sources.size(), 9u);
    EXPECT_EQ(llama.model.sources[4].field, "head_dim");
    EXPECT_NE(llama.model.sources[4].note.find("hidden_size / num_attention_heads = 128"), std::string::npos);

    const LoadedModel gemma = loadModelFile(kConfigs / "gemma-2-9b" / "config.json");
    EXPECT_EQ(keyFrom(gemma, "head_dim"), "head_dim");
    EXPECT_EQ(keyFrom(gemma, "tied_embeddings"), "tie_word_embeddings absent: the gemma2 default");
    EXPECT_EQ(keyFrom(gemma, "gated_mlp"), "model_type gemma2, gelu_pytorch_tanh (GeGLU)");
    const LoadedModel gemma1 = loadModelFile(kConfigs / "gemma-7b" / "config.json");
    EXPECT_EQ(keyFrom(gemma1, "gated_mlp"), "model_type gemma, gelu (GeGLU)");

    const LoadedModel old = loadModelFile(kConfigs / "llama-7b-hf" / "config.json");
    EXPECT_EQ(keyFrom(old, "n_kv_heads"), "num_attention_heads (num_key_value_heads absent)");
    EXPECT_EQ(old.model.nKvHeads, 32.0);
}

std::string keyFromRead(const HfModelRead& read, std::string_view field)
{
    for (const HfKeyRead& key : read.keysRead) {
        if (key.field == field)
            return key.from;
    }
    return "(not reported)";
}

nlohmann::json llamaConfig()
{
    return nlohmann::json::parse(R"json({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "hidden_act": "silu", "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
        "num_key_value_heads": 8, "num_hidden_layers": 32, "vocab_size": 128256})json");
}

HfModelRead readConfig(const nlohmann::json& document, std::string_view name = "Some-Model")
{
    return modelFromHfConfig(JsonCursor(document, "config.json"), name);
}

void expectConfigError(const nlohmann::json& document, ErrorKind kind, ErrorCode code, const std::string& keyPath,
    const std::string& part = {})
{
    try {
        readConfig(document);
        ADD_FAILURE() << "accepted: " << document.dump();
    } catch (const Error& error) {
        const std::string message = error.what();
        EXPECT_EQ(error.kind(), kind) << message;
        EXPECT_NE(message.find("config.json: " + keyPath), std::string::npos) << message;
        if (!part.empty()) {
            EXPECT_NE(message.find(part), std::string::npos) << message;
        }
        ASSERT_TRUE(error.detail()) << message;
        EXPECT_EQ(error.detail()->code, code) << message;
        EXPECT_EQ(error.detail()->keyPath, keyPath) << message;
    }
}

TEST(HfConfigErrors, OtherArchitecturesAreNamed)
{
    nlohmann::json gpt2 = llamaConfig();
    gpt2["model_type"] = "gpt2";
    expectConfigError(gpt2, ErrorKind::UnknownName, ErrorCode::UnsupportedArchitecture, "model_type",
        "reads the model types llama, mistral, qwen2, gemma, gemma2, gemma3_text, gemma3, mixtral, qwen2_moe, "
        "qwen3_moe, deepseek, deepseek_v2, deepseek_v3, kimi_k2, gpt_oss (transformers with a gated MLP, dense or with "
        "experts)");
    nlohmann::json byArchitecture = llamaConfig();
    byArchitecture.erase("model_type");
    byArchitecture["architectures"] = {"GPT2LMHeadModel"};
    expectConfigError(byArchitecture, ErrorKind::UnknownName, ErrorCode::UnsupportedArchitecture, "architectures[0]",
        "GPT2LMHeadModel");
    // Without model_type the architecture decides.
    byArchitecture["architectures"] = {"Qwen2ForCausalLM"};
    EXPECT_EQ(readConfig(byArchitecture).modelType, "qwen2");
    nlohmann::json neither = llamaConfig();
    neither.erase("model_type");
    neither.erase("architectures");
    expectConfigError(neither, ErrorKind::MissingKey, ErrorCode::MissingKey, "", "missing key \"model_type\"");
    nlohmann::json emptyList = neither;
    emptyList["architectures"] = nlohmann::json::array();
    expectConfigError(emptyList, ErrorKind::MissingKey, ErrorCode::MissingKey, "", "model_type");
    nlohmann::json numeric = llamaConfig();
    numeric["model_type"] = 7;
    expectConfigError(numeric, ErrorKind::WrongType, ErrorCode::WrongType, "model_type");
}

TEST(HfConfigErrors, NumbersAreCheckedUnderTheConfigsOwnKeys)
{
    for (const char* key :
        {"hidden_size", "intermediate_size", "num_attention_heads", "num_hidden_layers", "vocab_size"}) {
        SCOPED_TRACE(key);
        nlohmann::json config = llamaConfig();
        config.erase(key);
        expectConfigError(config, ErrorKind::MissingKey, ErrorCode::MissingKey, "", key);
        for (const char* bad : {"0", "-1", "2.5", "2e9"}) {
            config[key] = nlohmann::json::parse(bad);
            expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, key,
                "must be a whole number from 1 to 1e9");
        }
        config[key] = "4096";
        expectConfigError(config, ErrorKind::WrongType, ErrorCode::WrongType, key);
    }
}

TEST(HfConfig, NumbersFromOneToABillionAreRead)
{
    nlohmann::json config = llamaConfig();
    config["num_hidden_layers"] = 1;
    config["vocab_size"] = 1000000000;
    config["num_key_value_heads"] = 1;
    const ModelConfig model = readConfig(config).model;
    EXPECT_EQ(model.nLayers, 1.0);
    EXPECT_EQ(model.vocab, 1e9);
    EXPECT_EQ(model.nKvHeads, 1.0);
    config["vocab_size"] = 1000000001;
    expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "vocab_size");
}

TEST(HfConfig, KeyValueHeadsDefaultToTheQueryHeads)
{
    nlohmann::json config = llamaConfig();
    config.erase("num_key_value_heads");
    EXPECT_EQ(readConfig(config).model.nKvHeads, 32.0);
    config["num_key_value_heads"] = nullptr; // written out as null: absent
    EXPECT_EQ(readConfig(config).model.nKvHeads, 32.0);
    config["num_key_value_heads"] = 5;
    expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::HeadsNotDivisible, "num_key_value_heads",
        "num_attention_heads must be a multiple of num_key_value_heads, got 32 and 5");
    config["num_key_value_heads"] = 0;
    expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "num_key_value_heads");
}

TEST(HfConfig, HeadDimIsReadOrDerived)
{
    nlohmann::json config = llamaConfig();
    EXPECT_EQ(readConfig(config).model.headDim, 128.0);
    config["head_dim"] = 96; // a config may state one that is not hidden_size / heads
    EXPECT_EQ(readConfig(config).model.headDim, 96.0);
    config["head_dim"] = nullptr;
    EXPECT_EQ(readConfig(config).model.headDim, 128.0);
    config["head_dim"] = 0;
    expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "head_dim");
    config.erase("head_dim");
    config["hidden_size"] = 4100; // 4100 / 32 is not whole
    expectConfigError(config, ErrorKind::InvalidValue, ErrorCode::HeadDimNotWhole, "hidden_size",
        "there is no head_dim, and hidden_size 4100 is not a multiple of num_attention_heads 32");
}

// transformers' GemmaConfig and Gemma2Config default head_dim to 256: gemma-7b's hidden_size / heads is
// 3072 / 16 = 192, which is not what transformers builds.
TEST(HfConfig, GemmaConfigsWithoutHeadDimGetTransformersDefault256)
{
    for (const char* folder : {"gemma-7b", "gemma-2-9b"}) {
        std::ifstream in(kConfigs / folder / "config.json");
        nlohmann::json config = nlohmann::json::parse(in);
        config.erase("head_dim");
        const HfModelRead read = readConfig(config);
        EXPECT_EQ(read.model.headDim, 256.0) << folder;
        const auto key = std::find_if(
            read.keysRead.begin(), read.keysRead.end(), [](const HfKeyRead& k) { return k.field == "head_dim"; });
        ASSERT_NE(key, read.keysRead.end());
        EXPECT_EQ(
            key->from, std::string("transformers' default for model_type ") + config["model_type"].get<std::string>());
        EXPECT_EQ(key->value, "256");
    }
    // Llama has no such default: hidden_size / heads.
    nlohmann::json llama = llamaConfig();
    EXPECT_EQ(readConfig(llama).model.headDim, 4096.0 / 32.0);
}

TEST(HfConfig, NamesTheModelFromTheConfigOrItsFolder)
{
    nlohmann::json config = llamaConfig();
    EXPECT_EQ(readConfig(config, "My Llama").model.name, "My Llama");
    EXPECT_EQ(readConfig(config, "My Llama").model.id, "my-llama");
    config["_name_or_path"] = "meta-llama/Meta-Llama-3-8B";
    EXPECT_EQ(readConfig(config, "ignored").model.name, "Meta-Llama-3-8B");
    EXPECT_EQ(readConfig(config, "ignored").model.id, "meta-llama-3-8b");
    config["_name_or_path"] = "Meta-Llama-3-70B"; // no organisation
    EXPECT_EQ(readConfig(config, "ignored").model.name, "Meta-Llama-3-70B");
    config["_name_or_path"] = "/home/me/models/llama/"; // a folder: nothing after the last '/'
    EXPECT_EQ(readConfig(config, "given").model.name, "given");
    config["_name_or_path"] = "  ";
    EXPECT_EQ(readConfig(config, "given").model.name, "given");
    config["_name_or_path"] = 3; // not a string: ignored
    EXPECT_EQ(readConfig(config, "given").model.name, "given");
    config["_name_or_path"] = "";
    EXPECT_EQ(readConfig(config, "").model.name, "LlamaForCausalLM");
    EXPECT_EQ(idFromName("a0z9_.Z"), "a0z9_.z"); // the ends of each range are kept
    EXPECT_EQ(idFromName(std::string(64, 'b')), std::string(64, 'b'));
    EXPECT_EQ(idFromName(std::string(63, 'b') + "-c"), std::string(63, 'b')); // cut at 64, then no '-' at the end
    EXPECT_EQ(idFromName("  Qwen/Qwen2.5 72B!! "), "qwen-qwen2.5-72b");
    EXPECT_EQ(idFromName("---"), "model");
    EXPECT_EQ(idFromName(".hidden"), "hidden");
    EXPECT_EQ(idFromName(std::string(100, 'a')).size(), 64u);
    EXPECT_TRUE(isValidFileId(idFromName("Ωmega Ω-7B/ä")));
}

TEST(HfConfig, TheHuggingFaceCacheFolderNamesTheModel)
{
    const auto directory = std::filesystem::temp_directory_path() / "roofline-hf-cache-test"
        / "models--meta-llama--Meta-Llama-3-8B" / "snapshots" / "62bd457b6fe961a42a631306577e622c83876cb6";
    std::filesystem::create_directories(directory);
    std::filesystem::copy_file(kConfigs / "Meta-Llama-3-8B" / "config.json", directory / "config.json",
        std::filesystem::copy_options::overwrite_existing);
    const LoadedModel loaded = loadModelFile(directory / "config.json");
    EXPECT_EQ(loaded.model.name, "Meta-Llama-3-8B");
    EXPECT_EQ(loaded.model.origin, (directory / "config.json").string());
    // A config saved under its own name is named after the file.
    const auto flat = std::filesystem::temp_directory_path() / "roofline-hf-cache-test" / "qwen-72b.json";
    std::filesystem::copy_file(
        kConfigs / "Qwen2.5-72B" / "config.json", flat, std::filesystem::copy_options::overwrite_existing);
    EXPECT_EQ(loadModelFile(flat).model.name, "qwen-72b");
    std::filesystem::remove_all(std::filesystem::temp_directory_path() / "roofline-hf-cache-test");
}

TEST(HfConfig, AFileIsAModelFileAConfigOrNeither)
{
    EXPECT_FALSE(parseModelText(R"({"id": "m", "name": "M", "d_model": 64, "d_ff": 256, "n_heads": 4,
        "n_kv_heads": 4, "head_dim": 16, "n_layers": 2, "vocab": 100, "gated_mlp": true})",
        "m.model.json", "m")
                     .fromHfConfig);
    EXPECT_TRUE(parseModelText(llamaConfig().dump(), "config.json", "x").fromHfConfig);
    // OLMo's config.json says d_model too; its model_type makes it a config, and one not read.
    EXPECT_ROOFLINE_ERROR(
        parseModelText(R"({"model_type": "olmo", "d_model": 4096, "n_heads": 32})", "config.json", "x"),
        ErrorKind::UnknownName, "config.json: model_type", "\"olmo\"");
    try {
        parseModelText(R"({"id": "h100", "name": "H100", "peak_flops_per_s": {"bf16": 1e15}})", "h100.json", "h100");
        ADD_FAILURE() << "a chip file was read as a model";
    } catch (const Error& error) {
        EXPECT_NE(std::string(error.what()).find("h100.json: top level: neither a model file"), std::string::npos)
            << error.what();
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::NotAModel);
        EXPECT_EQ(error.detail()->source, "h100.json");
    }
    EXPECT_ROOFLINE_ERROR(parseModelText("[]", "list.json", "list"), ErrorKind::WrongType, "list.json");
    EXPECT_ROOFLINE_ERROR(loadModelFile("/nonexistent/config.json"), ErrorKind::Io, "/nonexistent/config.json");
}

nlohmann::json deepSeekConfig()
{
    // DeepSeekMoE 16B's numbers: 64 routed experts of 1408, 6 per token, 2 shared, the first layer dense.
    return nlohmann::json::parse(R"json({"architectures": ["DeepseekForCausalLM"], "model_type": "deepseek",
        "hidden_act": "silu", "hidden_size": 2048, "intermediate_size": 10944, "num_attention_heads": 16,
        "num_key_value_heads": 16, "num_hidden_layers": 28, "vocab_size": 102400, "n_routed_experts": 64,
        "num_experts_per_tok": 6, "moe_intermediate_size": 1408, "n_shared_experts": 2, "first_k_dense_replace": 1,
        "moe_layer_freq": 1, "tie_word_embeddings": false})json");
}

TEST(HfConfig, ReadsTheExpertsOfEachFamilyAndSaysFromWhichKeys)
{
    const LoadedModel mixtral = loadModelFile(kConfigs / "Mixtral-8x7B-v0.1" / "config.json");
    EXPECT_EQ(keyFrom(mixtral, "n_experts"), "num_local_experts");
    EXPECT_EQ(keyFrom(mixtral, "experts_per_token"), "num_experts_per_tok");
    EXPECT_EQ(keyFrom(mixtral, "d_ff_expert"), "intermediate_size");
    EXPECT_EQ(keyFrom(mixtral, "d_ff_shared"), "(not reported)"); // Mixtral has none to read
    const LoadedModel qwen2 = loadModelFile(kConfigs / "Qwen1.5-MoE-A2.7B" / "config.json");
    EXPECT_EQ(keyFrom(qwen2, "n_experts"), "num_experts");
    EXPECT_EQ(keyFrom(qwen2, "d_ff_expert"), "moe_intermediate_size");
    EXPECT_EQ(keyFrom(qwen2, "d_ff_shared"), "shared_expert_intermediate_size");
    const LoadedModel qwen3 = loadModelFile(kConfigs / "Qwen3-30B-A3B" / "config.json");
    EXPECT_EQ(keyFrom(qwen3, "d_ff_shared"), "(not reported)"); // Qwen3-MoE has no shared expert
    // Qwen2-MoE without shared_expert_intermediate_size takes transformers' default, 5632, and says so.
    nlohmann::json noShared = nlohmann::json::parse(std::ifstream(kConfigs / "Qwen1.5-MoE-A2.7B" / "config.json"));
    noShared.erase("shared_expert_intermediate_size");
    const HfModelRead defaulted = readConfig(noShared);
    EXPECT_EQ(defaulted.model.dFfShared, 5632.0);
    EXPECT_EQ(keyFromRead(defaulted, "d_ff_shared"), "shared_expert_intermediate_size absent: transformers' default");
    // DeepSeek: F_s = n_shared_experts · moe_intermediate_size, L_d = first_k_dense_replace.
    const HfModelRead deepSeek = readConfig(deepSeekConfig());
    EXPECT_EQ(deepSeek.modelType, "deepseek");
    EXPECT_EQ(deepSeek.model.nExperts, 64.0);
    EXPECT_EQ(deepSeek.model.expertsPerToken, 6.0);
    EXPECT_EQ(deepSeek.model.dFfExpert, 1408.0);
    EXPECT_EQ(deepSeek.model.dFfShared, 2 * 1408.0);
    EXPECT_EQ(deepSeek.model.denseLayers, 1.0);
    EXPECT_EQ(keyFromRead(deepSeek, "d_ff_shared"), "n_shared_experts · moe_intermediate_size");
    EXPECT_EQ(keyFromRead(deepSeek, "dense_layers"), "first_k_dense_replace");
    nlohmann::json bare = deepSeekConfig();
    bare.erase("n_shared_experts");
    bare.erase("first_k_dense_replace");
    const HfModelRead none = readConfig(bare);
    EXPECT_EQ(none.model.dFfShared, 0.0);
    EXPECT_EQ(none.model.denseLayers, 0.0);
    bare["n_shared_experts"] = 0; // zero shared experts is a whole number of them
    EXPECT_EQ(readConfig(bare).model.dFfShared, 0.0);
    bare["n_shared_experts"] = -1;
    expectConfigError(bare, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "n_shared_experts",
        "must be a whole number from 0 to 1e9, got -1");
    for (const char* key : {"n_routed_experts", "num_experts_per_tok", "moe_intermediate_size"}) {
        nlohmann::json missing = deepSeekConfig();
        missing.erase(key);
        expectConfigError(missing, ErrorKind::MissingKey, ErrorCode::MissingKey, "", key);
    }
}

TEST(HfConfigErrors, TheRulesOfEveryModelNameTheConfigsOwnKeysAndQuoteTheValueExactly)
{
    // Mixtral with 9 experts per token of its 8: said under num_experts_per_tok, never experts_per_token.
    nlohmann::json mixtral = nlohmann::json::parse(std::ifstream(kConfigs / "Mixtral-8x7B-v0.1" / "config.json"));
    mixtral["num_experts_per_tok"] = 9;
    expectConfigError(mixtral, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "num_experts_per_tok",
        "config.json: num_experts_per_tok: must be a whole number from 1 to 8, got 9");
    mixtral["num_experts_per_tok"] = 512.5; // quoted as the file gives it, not as 512
    expectConfigError(mixtral, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "num_experts_per_tok", "got 512.5");
    // DeepSeek whose first 28 of 28 layers are dense: no layer has the experts.
    nlohmann::json deepSeek = deepSeekConfig();
    deepSeek["first_k_dense_replace"] = 28;
    expectConfigError(deepSeek, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "first_k_dense_replace",
        "config.json: first_k_dense_replace: must be a whole number from 0 to 27, got 28");
    // F_s = 1000 · 1408 = 1408000, within 1e9; 1e6 shared experts make 1.408e9, past it: named by both keys.
    deepSeek = deepSeekConfig();
    deepSeek["n_shared_experts"] = 1000000;
    expectConfigError(deepSeek, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "n_shared_experts · moe_intermediate_size", "must be a whole number from 0 to 1e9, got 1.408e9");
    for (const nlohmann::json& config : {mixtral, deepSeek}) {
        try {
            readConfig(config);
        } catch (const Error& error) {
            for (const char* internal : {"experts_per_token:", "dense_layers", "d_ff_shared", "n_experts"})
                EXPECT_EQ(std::string(error.what()).find(internal), std::string::npos) << error.what();
        }
    }
}

TEST(HfConfig, TiedEmbeddingsAreReadOrTakeTheFamilysDefault)
{
    nlohmann::json config = llamaConfig();
    EXPECT_FALSE(readConfig(config).model.tiedEmbeddings); // absent: Llama's default, untied
    EXPECT_EQ(keyFromRead(readConfig(config), "tied_embeddings"), "tie_word_embeddings absent: the llama default");
    config["tie_word_embeddings"] = true;
    EXPECT_TRUE(readConfig(config).model.tiedEmbeddings);
    config["model_type"] = "gemma";
    config.erase("tie_word_embeddings");
    EXPECT_TRUE(readConfig(config).model.tiedEmbeddings); // absent: the Gemma families tie
    config["tie_word_embeddings"] = false;
    EXPECT_FALSE(readConfig(config).model.tiedEmbeddings);
    config["tie_word_embeddings"] = "no";
    expectConfigError(config, ErrorKind::WrongType, ErrorCode::WrongType, "tie_word_embeddings");
}

TEST(HfConfig, LatentAttentionIsReadWithItsRanksAndHeads)
{
    // DeepSeek-V2-Lite (tests/data/hf-configs/README.md): kv_lora_rank 512, q_lora_rank null, heads 128 + 64, v 128.
    const LoadedModel lite = loadModelFile(kConfigs / "DeepSeek-V2-Lite" / "config.json");
    EXPECT_EQ(lite.hfModelType, "deepseek_v2");
    EXPECT_EQ(lite.model.kvLoraRank, 512.0);
    EXPECT_EQ(lite.model.qLoraRank, 0.0); // null: queries from hidden_size
    EXPECT_EQ(lite.model.qkNopeHeadDim, 128.0);
    EXPECT_EQ(lite.model.qkRopeHeadDim, 64.0);
    EXPECT_EQ(lite.model.vHeadDim, 128.0);
    EXPECT_EQ(lite.model.nKvHeads, lite.model.nHeads); // prefill decompresses a key and a value per head
    EXPECT_EQ(lite.model.headDim, 128.0 + 64.0);
    // A deepseek (V1) config with a latent rank attends through it too; without q_lora_rank, DeepseekV3Config's 1536.
    nlohmann::json latent = deepSeekConfig();
    latent["kv_lora_rank"] = 256;
    latent["qk_nope_head_dim"] = 64;
    latent["qk_rope_head_dim"] = 32;
    latent["v_head_dim"] = 64;
    const HfModelRead read = readConfig(latent);
    EXPECT_EQ(read.model.kvLoraRank, 256.0);
    EXPECT_EQ(read.model.qLoraRank, 1536.0);
    EXPECT_EQ(keyFromRead(read, "q_lora_rank"), "q_lora_rank absent: transformers' default");
    latent["kv_lora_rank"] = nullptr; // null: no latent
    EXPECT_EQ(readConfig(latent).model.kvLoraRank, 0.0);
    latent.erase("qk_nope_head_dim");
    latent["kv_lora_rank"] = 256;
    expectConfigError(latent, ErrorKind::MissingKey, ErrorCode::MissingKey, "", "qk_nope_head_dim");
}

TEST(HfConfigErrors, ExpertsThatSkipLayersAreRefusedByName)
{
    nlohmann::json qwen = nlohmann::json::parse(std::ifstream(kConfigs / "Qwen3-30B-A3B" / "config.json"));
    qwen["decoder_sparse_step"] = 2;
    expectConfigError(qwen, ErrorKind::InvalidValue, ErrorCode::SparseLayout, "decoder_sparse_step",
        "experts only every decoder_sparse_step layers are not modelled");
    qwen["decoder_sparse_step"] = 1;
    qwen["mlp_only_layers"] = {0, 47};
    expectConfigError(qwen, ErrorKind::InvalidValue, ErrorCode::SparseLayout, "mlp_only_layers",
        "dense layers among the experts' (mlp_only_layers) are not modelled");
    qwen.erase("mlp_only_layers");
    qwen.erase("decoder_sparse_step");
    EXPECT_EQ(readConfig(qwen).model.nExperts, 128.0); // absent: every layer
    nlohmann::json deepSeek = deepSeekConfig();
    deepSeek["moe_layer_freq"] = 2;
    expectConfigError(deepSeek, ErrorKind::InvalidValue, ErrorCode::SparseLayout, "moe_layer_freq", "got 2");
}

TEST(HfConfig, ReadsTheLatentsWindowsAndFormatsOfTheModelsServedIn2026)
{
    const LoadedModel v3 = loadModelFile(kConfigs / "DeepSeek-V3" / "config.json");
    EXPECT_EQ(v3.model.kvLoraRank, 512.0);
    EXPECT_EQ(v3.model.qLoraRank, 1536.0);
    EXPECT_EQ(v3.model.vHeadDim, 128.0);
    EXPECT_EQ(v3.model.weightsDtype, Dtype::FP8Block); // quant_method fp8, weight_block_size [128, 128]
    EXPECT_EQ(keyFrom(v3, "weights_dtype"), "quantization_config: fp8, weight_block_size [128, 128]");
    const LoadedModel oss = loadModelFile(kConfigs / "gpt-oss-120b" / "config.json");
    EXPECT_EQ(oss.model.slidingWindow, 128.0);
    EXPECT_EQ(oss.model.slidingLayers, 18.0); // layer_types alternates sliding and full
    EXPECT_EQ(keyFrom(oss, "sliding_layers"), "layer_types: sliding_attention");
    EXPECT_EQ(oss.model.expertWeightsDtype, Dtype::MXFP4);
    EXPECT_EQ(oss.model.weightsDtype, Dtype::BF16);
    // Gemma 3's text_config: 62 layers, every sixth global (sliding_window_pattern left at transformers' 6).
    const LoadedModel gemma = loadModelFile(kConfigs / "gemma-3-27b-it" / "config.json");
    EXPECT_EQ(gemma.model.slidingLayers, 62.0 - 10.0);
    EXPECT_EQ(gemma.model.slidingWindow, 1024.0);
    EXPECT_EQ(keyFrom(gemma, "vocab"), "vocab_size absent: transformers' Gemma3TextConfig default");
    // Without layer_types gpt-oss slides in layers 0, 2, 4…: ⌈L/2⌉.
    nlohmann::json noTypes = nlohmann::json::parse(std::ifstream(kConfigs / "gpt-oss-20b" / "config.json"));
    noTypes.erase("layer_types");
    EXPECT_EQ(readConfig(noTypes).model.slidingLayers, 12.0);
    noTypes["layer_types"] = nlohmann::json::array({"sliding_attention", "full_attention"});
    expectConfigError(noTypes, ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "layer_types",
        "names 2 layers, but num_hidden_layers is 24");
}

} // namespace
} // namespace roofline::test
