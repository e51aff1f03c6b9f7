// A project file's model keys (core/formats/project_json_models): "models", "custom_models" and the
// hidden models read back what they wrote, and each hostile entry is refused naming its place.
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/scene/model_entry.h"

namespace roofline::test {
namespace {

ModelEntry entry(const std::string& id, StepPhase phase = StepPhase::Decode)
{
    ModelEntry e;
    e.modelId = id;
    e.phase = phase;
    return e;
}

TEST(ModelProjectKeys, ReadWhatTheyWrite)
{
    Project project;
    ModelEntry llama = entry("llama-3-70b", StepPhase::Prefill);
    llama.bothPhases = true;
    setTensorParallel(llama, "h100-sxm", 8);
    setTensorParallel(llama, "mi300x", 4);
    llama.link = "NVLink";
    llama.ring = "bi";
    llama.links = 18;
    llama.w = Dtype::INT8;
    project.models = {llama, entry("mistral-7b")};
    project.customModels = {*findModel(builtinModels(), "gemma-2-9b")};
    project.customModels[0].id = "my-gemma";
    project.customModels[0].origin = "p.json";
    project.views.hidden.models = {1};
    const nlohmann::ordered_json json = projectToJson(project);
    EXPECT_EQ(json["models"][0]["model"], "llama-3-70b");
    EXPECT_EQ(json["models"][0]["phase"], "prefill");
    EXPECT_EQ(json["models"][0]["both_phases"], true);
    EXPECT_EQ(json["models"][0]["tp"], (nlohmann::ordered_json {{"h100-sxm", 8}, {"mi300x", 4}}));
    EXPECT_EQ(json["models"][0]["links"], 18);
    EXPECT_EQ(json["models"][0]["w"], "int8");
    EXPECT_EQ(json["models"][1]["tp"], nlohmann::ordered_json::object());
    EXPECT_EQ(json["custom_models"][0]["id"], "my-gemma");
    EXPECT_EQ(json["views"]["hidden"]["models"], nlohmann::ordered_json::array({1}));
    EXPECT_EQ(parseProjectJson(json.dump(), "p.json"), project);
}

TEST(ModelProjectKeys, EachChipsLinksAndRingAreSavedAndOldFilesServeOverEveryLink)
{
    Project project;
    ModelEntry llama = entry("llama-3-70b");
    setTensorParallel(llama, "h100-sxm", 8);
    setCollectivesOn(llama, "h100-sxm", 4, "uni");
    setCollectivesOn(llama, "tpu-v5e", 2, "bi");
    project.models = {llama, entry("mistral-7b")};
    const nlohmann::ordered_json json = projectToJson(project);
    EXPECT_EQ(json["models"][0]["chips"],
        (nlohmann::ordered_json {{"h100-sxm", {{"links", 4}, {"ring", "uni"}}}, {"tpu-v5e", {{"links", 2}}}}));
    EXPECT_EQ(json["models"][0]["ring"], "bi");
    EXPECT_FALSE(json["models"][0].contains("links")); // every link, left out for older builds
    EXPECT_EQ(json["models"][1]["chips"], nlohmann::ordered_json::object());
    EXPECT_EQ(parseProjectJson(json.dump(), "p.json"), project);
    // A chip may ask for every link when the entry asks for one.
    ModelEntry one = entry("llama-3-8b");
    one.links = 1;
    setCollectivesOn(one, "h100-sxm", kEveryLink, "bi");
    project.models = {one};
    const nlohmann::ordered_json allOnChip = projectToJson(project);
    EXPECT_EQ(allOnChip["models"][0]["links"], 1);
    EXPECT_EQ(allOnChip["models"][0]["chips"]["h100-sxm"]["links"], "all");
    EXPECT_EQ(parseProjectJson(allOnChip.dump(), "p.json"), project);
    // A file from before (no "chips") wrote one link one way for every model, chosen by nobody: it serves as
    // today. Anything else it says stands.
    const auto read = [](const std::string& keys) {
        return parseProjectJson(R"({"format": 1, "models": [{"model": "m")" + keys + "}]}", "old.json").models[0];
    };
    const ModelEntry old = read(R"(, "link": "", "ring": "uni", "links": 1)");
    EXPECT_EQ(old.links, kEveryLink);
    EXPECT_EQ(old.ring, "bi");
    const ModelEntry chosen = read(R"(, "ring": "uni", "links": 3)");
    EXPECT_EQ(chosen.links, 3.0);
    EXPECT_EQ(chosen.ring, "uni");
    const ModelEntry kept = read(R"(, "ring": "uni", "links": 1, "chips": {})");
    EXPECT_EQ(kept.links, 1.0);
    EXPECT_EQ(kept.ring, "uni");
    EXPECT_EQ(read(R"(, "links": "all")").links, kEveryLink);
}

TEST(ModelProjectKeys, EachChipsExpertParallelismIsSavedOnlyWhenSet)
{
    Project project;
    ModelEntry mixtral = entry("mixtral-8x7b");
    setExpertParallel(mixtral, "h100-sxm", 8);
    setTensorParallel(mixtral, "b200", 4);
    setExpertParallel(mixtral, "tpu-v5e", 2);
    project.models = {mixtral, entry("llama-3-8b")};
    const nlohmann::ordered_json json = projectToJson(project);
    EXPECT_EQ(json["models"][0]["ep"], (nlohmann::ordered_json {{"h100-sxm", 8}, {"tpu-v5e", 2}}));
    EXPECT_EQ(json["models"][0]["tp"], (nlohmann::ordered_json {{"b200", 4}}));
    // A model served without ep writes no key: a file the build before ep wrote reads the same, and it reads it.
    EXPECT_FALSE(json["models"][1].contains("ep"));
    EXPECT_EQ(parseProjectJson(json.dump(), "p.json"), project);
    const Project read = parseProjectJson(
        R"({"format": 1, "models": [{"model": "m", "ep": {"H100-SXM": 4}, "tp": {"b200": 2}}]})", "p.json");
    EXPECT_EQ(expertParallelOn(read.models[0], "h100-sxm"), 4.0);
    EXPECT_EQ(tensorParallelOn(read.models[0], "h100-sxm"), 1.0);
    EXPECT_EQ(tensorParallelOn(read.models[0], "b200"), 2.0);
}

void expectProjectError(const std::string& modelsJson, ErrorKind kind, const std::string& part)
{
    const std::string text = R"({"format": 1, "app": "roofline-studio", "models": )" + modelsJson + "}";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(text, "talk.roofline.json"), kind, "talk.roofline.json: " + part);
}

TEST(ModelProjectKeys, HostileEntriesAreNamed)
{
    expectProjectError(R"({})", ErrorKind::WrongType, "models: expected an array");
    expectProjectError(R"([{}])", ErrorKind::MissingKey, "models[0]: missing key \"model\"");
    expectProjectError(R"([{"model": ""}])", ErrorKind::InvalidValue, "models[0].model: must not be empty");
    expectProjectError(R"([{"model": "m", "phase": "train"}])", ErrorKind::UnknownName,
        "models[0].phase: expected one of \"prefill\", \"decode\", got \"train\"");
    expectProjectError(R"([{"model": "m", "tp": {"h100-sxm": 0}}])", ErrorKind::InvalidValue,
        "models[0].tp.h100-sxm: must be a whole number from 1 to 1e6, got 0");
    expectProjectError(
        R"([{"model": "m", "tp": {"h100-sxm": 2.5}}])", ErrorKind::InvalidValue, "models[0].tp.h100-sxm");
    expectProjectError(R"([{"model": "m", "tp": {"h100-sxm": "8"}}])", ErrorKind::WrongType, "models[0].tp.h100-sxm");
    expectProjectError(R"([{"model": "m", "tp": {"H100-SXM": 2, "h100-sxm": 4}}])", ErrorKind::InvalidValue,
        "models[0].tp.h100-sxm: \"h100-sxm\" is listed twice");
    expectProjectError(R"([{"model": "m", "tp": [8]}])", ErrorKind::WrongType, "models[0].tp: expected an object");
    expectProjectError(R"([{"model": "m", "ep": {"h100-sxm": 0.5}}])", ErrorKind::InvalidValue,
        "models[0].ep.h100-sxm: must be a whole number from 1 to 1e6, got 0.5");
    expectProjectError(R"([{"model": "m", "ep": {"a": 2, "A": 2}}])", ErrorKind::InvalidValue,
        "models[0].ep.a: \"a\" is listed twice");
    expectProjectError(R"([{"model": "m", "ep": 8}])", ErrorKind::WrongType, "models[0].ep: expected an object");
    expectProjectError(R"([{"model": "m", "ring": "sideways"}])", ErrorKind::UnknownName, "models[0].ring");
    expectProjectError(R"([{"model": "m", "links": 0}])", ErrorKind::InvalidValue, "models[0].links");
    expectProjectError(R"([{"model": "m", "links": "some"}])", ErrorKind::UnknownName, "models[0].links");
    expectProjectError(R"([{"model": "m", "chips": []}])", ErrorKind::WrongType, "models[0].chips: expected an object");
    expectProjectError(
        R"([{"model": "m", "chips": {"h100-sxm": 4}}])", ErrorKind::WrongType, "models[0].chips.h100-sxm");
    expectProjectError(R"([{"model": "m", "chips": {" ": {}}}])", ErrorKind::InvalidValue,
        "models[0].chips. : a chip id must not be empty");
    expectProjectError(R"([{"model": "m", "chips": {"h100-sxm": {"links": 0}}}])", ErrorKind::InvalidValue,
        "models[0].chips.h100-sxm.links");
    expectProjectError(R"([{"model": "m", "chips": {"h100-sxm": {"ring": "up"}}}])", ErrorKind::UnknownName,
        "models[0].chips.h100-sxm.ring");
    expectProjectError(
        R"([{"model": "m", "x": "tf32"}])", ErrorKind::InvalidValue, "models[0].x: tf32 is a compute format");
    expectProjectError(R"([{"model": "m", "kv": "fp7"}])", ErrorKind::UnknownName, "models[0].kv: unknown dtype");
    expectProjectError(R"([{"model": "m", "both_phases": "yes"}])", ErrorKind::WrongType, "models[0].both_phases");
    expectProjectError(R"([{"model": "m"}], "views": {"hidden": {"models": [1]}})", ErrorKind::InvalidValue,
        "views.hidden.models[0]: must be the index of one of the 1 models, got 1");
    // Custom models are checked like model files, with their place.
    const std::string bad = R"({"format": 1, "custom_models": [{"id": "m", "name": "M", "d_model": 64, "d_ff": 64,
        "n_heads": 8, "n_kv_heads": 3, "head_dim": 8, "n_layers": 1, "vocab": 10, "gated_mlp": true}]})";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(bad, "talk.roofline.json"), ErrorKind::InvalidValue,
        "talk.roofline.json: custom_models[0].n_kv_heads: n_heads must be a multiple of n_kv_heads");
    const std::string twice = R"({"format": 1, "custom_models": [
        {"id": "m", "name": "M", "d_model": 64, "d_ff": 64, "n_heads": 8, "n_kv_heads": 2, "head_dim": 8, "n_layers": 1, "vocab": 10, "gated_mlp": true},
        {"id": "m", "name": "M2", "d_model": 64, "d_ff": 64, "n_heads": 8, "n_kv_heads": 2, "head_dim": 8, "n_layers": 1, "vocab": 10, "gated_mlp": true}]})";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(twice, "talk.roofline.json"), ErrorKind::InvalidValue,
        "custom_models[1].id: two custom models have the id \"m\"");
    // A model no library has is not an error in the file: the app says it is missing.
    EXPECT_NO_THROW(parseProjectJson(R"({"format": 1, "models": [{"model": "gpt-5"}]})", "talk.roofline.json"));
}

} // namespace
} // namespace roofline::test
