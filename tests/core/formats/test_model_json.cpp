// Model files (*.model.json): what they hold, how they read back, and the named errors for everything a
// hostile or careless file can hold.
#include "support/test_helpers.h"

#include "core/formats/model_json.h"
#include "core/formats/model_library.h"
#include "core/model/model_config.h"

#include <filesystem>
#include <fstream>

namespace roofline::test {
namespace {

const char* const kGood = R"json({
  "id": "tiny-7b", "name": "Tiny 7B",
  "d_model": 4096, "d_ff": 11008, "n_heads": 32, "n_kv_heads": 4, "head_dim": 128, "n_layers": 32,
  "vocab": 32000, "gated_mlp": false,
  "sources": [{"field": "d_model", "url": "https://example.org/config.json", "note": "hidden_size"}],
  "notes": "a test"
})json";

std::string withReplaced(std::string_view key, std::string_view value)
{
    nlohmann::ordered_json document = nlohmann::ordered_json::parse(kGood);
    document[std::string(key)] = nlohmann::ordered_json::parse(value);
    return document.dump();
}

std::string without(std::string_view key)
{
    nlohmann::ordered_json document = nlohmann::ordered_json::parse(kGood);
    document.erase(std::string(key));
    return document.dump();
}

// Parses, expects an Error of `kind` naming the file and key, with a detail of `code` at `keyPath`.
void expectModelError(
    const std::string& text, ErrorKind kind, ErrorCode code, const std::string& keyPath, const std::string& part = {})
{
    try {
        parseModelJson(text, "mine.model.json");
        ADD_FAILURE() << "accepted: " << text;
    } catch (const Error& error) {
        const std::string message = error.what();
        EXPECT_EQ(error.kind(), kind) << message;
        EXPECT_NE(message.find("mine.model.json"), std::string::npos) << message;
        EXPECT_NE(message.find(keyPath), std::string::npos) << message;
        if (!part.empty()) {
            EXPECT_NE(message.find(part), std::string::npos) << message;
        }
        ASSERT_TRUE(error.detail()) << message;
        EXPECT_EQ(error.detail()->code, code) << message;
        EXPECT_EQ(error.detail()->keyPath, keyPath) << message;
        EXPECT_EQ(error.detail()->source, "mine.model.json") << message;
    }
}

TEST(ModelFile, ReadsEveryKey)
{
    const ModelConfig model = parseModelJson(kGood, "mine.model.json");
    EXPECT_EQ(model.id, "tiny-7b");
    EXPECT_EQ(model.name, "Tiny 7B");
    EXPECT_EQ(model.dModel, 4096.0);
    EXPECT_EQ(model.dFf, 11008.0);
    EXPECT_EQ(model.nHeads, 32.0);
    EXPECT_EQ(model.nKvHeads, 4.0);
    EXPECT_EQ(model.headDim, 128.0);
    EXPECT_EQ(model.nLayers, 32.0);
    EXPECT_EQ(model.vocab, 32000.0);
    EXPECT_FALSE(model.gatedMlp);
    ASSERT_EQ(model.sources.size(), 1u);
    EXPECT_EQ(model.sources[0].field, "d_model");
    EXPECT_EQ(model.sources[0].url, "https://example.org/config.json");
    EXPECT_EQ(model.sources[0].note, "hidden_size");
    EXPECT_EQ(model.notes, "a test");
    EXPECT_EQ(model.origin, "mine.model.json");
}

TEST(ModelFile, RoundTripsThroughItsJson)
{
    const ModelConfig model = parseModelJson(kGood, "mine.model.json");
    const nlohmann::ordered_json json = modelToJson(model);
    // Keys in the order a person reads them, whole numbers as integers.
    std::vector<std::string> keys;
    for (const auto& item : json.items())
        keys.push_back(item.key());
    EXPECT_EQ(keys,
        (std::vector<std::string> {"id", "name", "d_model", "d_ff", "n_heads", "n_kv_heads", "head_dim", "n_layers",
            "vocab", "gated_mlp", "tied_embeddings", "sources", "notes"}));
    // A mixture of experts writes its five keys after the embedding; a dense model has none of them.
    ModelConfig moe = model;
    moe.nExperts = 8;
    moe.expertsPerToken = 2;
    moe.dFfExpert = 14336;
    keys.clear();
    const nlohmann::ordered_json moeJson = modelToJson(moe);
    for (const auto& item : moeJson.items())
        keys.push_back(item.key());
    EXPECT_EQ(keys,
        (std::vector<std::string> {"id", "name", "d_model", "d_ff", "n_heads", "n_kv_heads", "head_dim", "n_layers",
            "vocab", "gated_mlp", "tied_embeddings", "n_experts", "experts_per_token", "d_ff_expert", "d_ff_shared",
            "dense_layers", "sources", "notes"}));
    EXPECT_EQ(parseModelJson(modelToJson(moe).dump(), "mine.model.json"), moe);
    ModelConfig strayKey = model; // a key of experts on a dense model is written, so that reading it says why
    strayKey.denseLayers = 2;
    EXPECT_TRUE(modelToJson(strayKey).contains("dense_layers"));
    EXPECT_TRUE(json["d_ff"].is_number_integer());
    // The largest number a model holds is still written as an integer; a fraction as it is.
    ModelConfig largest = model;
    largest.vocab = kMaxModelNumber;
    largest.dFf = 2.5;
    EXPECT_TRUE(modelToJson(largest)["vocab"].is_number_integer());
    EXPECT_EQ(modelToJson(largest)["vocab"].get<long long>(), 1000000000);
    EXPECT_TRUE(modelToJson(largest)["d_ff"].is_number_float());
    largest.dFf = 2e9; // beyond the limit: written as it is, refused when read
    EXPECT_TRUE(modelToJson(largest)["d_ff"].is_number_float());
    EXPECT_EQ(parseModelJson(json.dump(), "mine.model.json"), model);
    for (const ModelConfig& shipped : builtinModels()) {
        ModelConfig again = parseModelJson(modelToJson(shipped).dump(), "again.json");
        again.origin = shipped.origin;
        EXPECT_EQ(again, shipped) << shipped.id;
    }
}

TEST(ModelFileErrors, MissingKeysAreNamed)
{
    for (const char* key :
        {"id", "name", "d_model", "d_ff", "n_heads", "n_kv_heads", "head_dim", "n_layers", "vocab", "gated_mlp"}) {
        SCOPED_TRACE(key);
        try {
            parseModelJson(without(key), "mine.model.json");
            ADD_FAILURE() << "accepted a file without " << key;
        } catch (const Error& error) {
            EXPECT_EQ(error.kind(), ErrorKind::MissingKey) << error.what();
            EXPECT_NE(std::string(error.what()).find("missing key \"" + std::string(key) + "\""), std::string::npos)
                << error.what();
            ASSERT_TRUE(error.detail());
            EXPECT_EQ(error.detail()->code, ErrorCode::MissingKey);
            EXPECT_EQ(error.detail()->value, key);
        }
    }
    // Sources and notes are optional.
    EXPECT_NO_THROW(parseModelJson(without("sources"), "mine.model.json"));
    EXPECT_NO_THROW(parseModelJson(without("notes"), "mine.model.json"));
}

TEST(ModelFileErrors, NumbersMustBeWholeFromOneToABillion)
{
    for (const char* key : {"d_model", "d_ff", "n_heads", "head_dim", "n_layers", "vocab"}) {
        SCOPED_TRACE(key);
        for (const char* bad : {"0", "-4096", "4096.5", "1e10", "1000000001"})
            expectModelError(withReplaced(key, bad), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, key,
                "must be a whole number from 1 to 1e9");
        expectModelError(withReplaced(key, "\"4096\""), ErrorKind::WrongType, ErrorCode::WrongType, key,
            "write numbers without quotes");
        expectModelError(withReplaced(key, "null"), ErrorKind::WrongType, ErrorCode::WrongType, key);
        expectModelError(withReplaced(key, "[4096]"), ErrorKind::WrongType, ErrorCode::WrongType, key);
    }
    // The bounds themselves are allowed.
    EXPECT_NO_THROW(parseModelJson(withReplaced("n_layers", "1"), "mine.model.json"));
    EXPECT_NO_THROW(parseModelJson(withReplaced("vocab", "1000000000"), "mine.model.json"));
}

TEST(ModelFileErrors, QueryHeadsMustBeAMultipleOfKeyValueHeads)
{
    expectModelError(withReplaced("n_kv_heads", "5"), ErrorKind::InvalidValue, ErrorCode::HeadsNotDivisible,
        "n_kv_heads", "n_heads must be a multiple of n_kv_heads");
    expectModelError(withReplaced("n_kv_heads", "64"), ErrorKind::InvalidValue, ErrorCode::HeadsNotDivisible,
        "n_kv_heads", "got n_heads=32 and n_kv_heads=64");
    expectModelError(
        withReplaced("n_kv_heads", "0"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "n_kv_heads");
    EXPECT_NO_THROW(parseModelJson(withReplaced("n_kv_heads", "1"), "mine.model.json")); // multi-query
    EXPECT_NO_THROW(parseModelJson(withReplaced("n_kv_heads", "32"), "mine.model.json")); // multi-head
}

TEST(ModelFileErrors, IdsNamesAndSwitchesAreChecked)
{
    expectModelError(withReplaced("id", "\"Llama 3\""), ErrorKind::InvalidValue, ErrorCode::InvalidChipId, "id");
    expectModelError(withReplaced("id", "\"-llama\""), ErrorKind::InvalidValue, ErrorCode::InvalidChipId, "id");
    expectModelError(withReplaced("id", "\"\""), ErrorKind::InvalidValue, ErrorCode::MustNotBeEmpty, "id");
    expectModelError(withReplaced("name", "\"   \""), ErrorKind::InvalidValue, ErrorCode::MustNotBeEmpty, "name");
    expectModelError(withReplaced("gated_mlp", "\"yes\""), ErrorKind::WrongType, ErrorCode::WrongType, "gated_mlp");
    expectModelError(withReplaced("gated_mlp", "1"), ErrorKind::WrongType, ErrorCode::WrongType, "gated_mlp");
    expectModelError(withReplaced("sources", "{}"), ErrorKind::WrongType, ErrorCode::WrongType, "sources");
    expectModelError(withReplaced("sources", R"([{"url": "https://x"}])"), ErrorKind::MissingKey, ErrorCode::MissingKey,
        "sources[0]");
    expectModelError(withReplaced("notes", "3"), ErrorKind::WrongType, ErrorCode::WrongType, "notes");
}

TEST(ModelFileErrors, BrokenFilesAreRefusedWithTheirPlace)
{
    EXPECT_ROOFLINE_ERROR(parseModelJson("", "mine.model.json"), ErrorKind::Syntax, "mine.model.json");
    EXPECT_ROOFLINE_ERROR(parseModelJson("{\"id\": \"x\",", "mine.model.json"), ErrorKind::Syntax, "mine.model.json");
    EXPECT_ROOFLINE_ERROR(parseModelJson("[1, 2]", "mine.model.json"), ErrorKind::WrongType, "expected an object");
    EXPECT_ROOFLINE_ERROR(parseModelJson(std::string(kGood) + "x", "mine.model.json"), ErrorKind::Syntax);
    std::string huge = kGood;
    huge.replace(huge.find("4096"), 4, "1e400");
    EXPECT_ROOFLINE_ERROR(parseModelJson(huge, "mine.model.json"), ErrorKind::InvalidValue, "1e400");
    std::string deep;
    for (int i = 0; i < 40; ++i)
        deep += "[";
    EXPECT_ROOFLINE_ERROR(parseModelJson(deep, "mine.model.json"), ErrorKind::TooDeep);
    std::string nul = R"({"id": "ab"})";
    nul[9] = '\0';
    EXPECT_ROOFLINE_ERROR(parseModelJson(nul, "mine.model.json"), ErrorKind::Encoding);
    EXPECT_ROOFLINE_ERROR(
        parseModelJson(std::string(kMaxModelFileBytes + 1, ' '), "mine.model.json"), ErrorKind::TooLarge);
    EXPECT_ROOFLINE_ERROR(parseModelJson(R"({"id": "a", "id": "b"})", "mine.model.json"), ErrorKind::Syntax, "twice");
}

TEST(ModelFileErrors, AModelInsideAProjectNamesItsPlace)
{
    const nlohmann::json document
        = nlohmann::json::parse(std::string("{\"custom_models\": [") + without("vocab") + "]}");
    const JsonCursor root(document, "talk.roofline.json");
    try {
        modelFromJson(root.require("custom_models").at(0));
        ADD_FAILURE();
    } catch (const Error& error) {
        EXPECT_NE(std::string(error.what()).find("talk.roofline.json: custom_models[0]"), std::string::npos)
            << error.what();
    }
    const nlohmann::json zero
        = nlohmann::json::parse(std::string("{\"custom_models\": [") + withReplaced("vocab", "0") + "]}");
    try {
        modelFromJson(JsonCursor(zero, "talk.roofline.json").require("custom_models").at(0));
        ADD_FAILURE();
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->keyPath, "custom_models[0].vocab");
    }
}

std::string withExperts(std::string_view extra = {})
{
    nlohmann::ordered_json document = nlohmann::ordered_json::parse(kGood);
    const nlohmann::ordered_json experts = nlohmann::ordered_json::parse(R"({"n_experts": 8, "experts_per_token": 2,
        "d_ff_expert": 1024, "d_ff_shared": 2048, "dense_layers": 3, "tied_embeddings": true})");
    for (const auto& item : experts.items())
        document[item.key()] = item.value();
    if (!extra.empty()) {
        const nlohmann::ordered_json more = nlohmann::ordered_json::parse(extra);
        for (const auto& item : more.items())
            document[item.key()] = item.value();
    }
    return document.dump();
}

TEST(ModelFile, ReadsTheExpertsAndTheEmbedding)
{
    const ModelConfig moe = parseModelJson(withExperts(), "mine.model.json");
    EXPECT_EQ(moe.nExperts, 8.0);
    EXPECT_EQ(moe.expertsPerToken, 2.0);
    EXPECT_EQ(moe.dFfExpert, 1024.0);
    EXPECT_EQ(moe.dFfShared, 2048.0);
    EXPECT_EQ(moe.denseLayers, 3.0);
    EXPECT_TRUE(moe.tiedEmbeddings);
    EXPECT_TRUE(isMixtureOfExperts(moe));
    // Absent: a dense model whose lm_head is a matrix of its own.
    const ModelConfig dense = parseModelJson(kGood, "mine.model.json");
    EXPECT_FALSE(isMixtureOfExperts(dense));
    EXPECT_FALSE(dense.tiedEmbeddings);
    EXPECT_EQ(dense.dFfShared, 0.0);
    // The shared experts and the dense layers may be none; k may be every expert.
    EXPECT_NO_THROW(parseModelJson(
        withExperts(R"({"d_ff_shared": 0, "dense_layers": 0, "experts_per_token": 8})"), "mine.model.json"));
    const auto& keys = moeNumberKeys();
    EXPECT_EQ(keys[0].key, "n_experts");
    EXPECT_EQ(keys[4].symbol, "L_d");
}

TEST(ModelFileErrors, ExpertsAreCheckedAndNeedEachOther)
{
    expectModelError(withExperts(R"({"experts_per_token": 9})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "experts_per_token", "must be a whole number from 1 to 8, got 9");
    expectModelError(withExperts(R"({"experts_per_token": 0})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "experts_per_token");
    expectModelError(withExperts(R"({"d_ff_expert": 0})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "d_ff_expert", "from 1 to 1e9");
    expectModelError(withExperts(R"({"d_ff_shared": 1.5})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "d_ff_shared", "from 0 to 1e9");
    expectModelError(
        withExperts(R"({"d_ff_shared": -1})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "d_ff_shared");
    // At least one of the 32 layers has the experts.
    expectModelError(withExperts(R"({"dense_layers": 32})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange,
        "dense_layers", "from 0 to 31, got 32");
    EXPECT_NO_THROW(parseModelJson(withExperts(R"({"dense_layers": 31})"), "mine.model.json"));
    expectModelError(
        withExperts(R"({"n_experts": 2e9})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "n_experts");
    expectModelError(
        withExperts(R"({"n_experts": -1})"), ErrorKind::InvalidValue, ErrorCode::NotWholeInRange, "n_experts");
    // Without n_experts, each of the other four is named.
    for (const char* key : {"experts_per_token", "d_ff_expert", "d_ff_shared", "dense_layers"}) {
        SCOPED_TRACE(key);
        expectModelError(withReplaced(key, "4"), ErrorKind::InvalidValue, ErrorCode::NeedsExperts, key,
            "is a key of a mixture of experts, which needs n_experts, got 4 without it");
    }
    expectModelError(
        withExperts(R"({"tied_embeddings": "yes"})"), ErrorKind::WrongType, ErrorCode::WrongType, "tied_embeddings");
}

TEST(ModelFileErrors, ValidateModelChecksModelsBuiltInCode)
{
    ModelConfig model = parseModelJson(kGood, "mine.model.json");
    model.headDim = std::numeric_limits<double>::quiet_NaN();
    EXPECT_ROOFLINE_ERROR(
        validateModel(model, "form"), ErrorKind::InvalidValue, "form: head_dim: must be a whole number");
    model.headDim = std::numeric_limits<double>::infinity();
    EXPECT_ROOFLINE_ERROR(validateModel(model, "form"), ErrorKind::InvalidValue, "head_dim");
    model.headDim = 1e9;
    EXPECT_NO_THROW(validateModel(model, "form"));
    model.headDim = 1e9 + 1;
    EXPECT_ROOFLINE_ERROR(validateModel(model, "form"), ErrorKind::InvalidValue, "head_dim");
}

} // namespace
} // namespace roofline::test
