// `roofline-studio model`, end to end: the real executable's --json against docs/model.md §10 written
// out again in the test (tests/support/step_by_hand.h), the table, the help, and bad input.
#include "support/run_process.h"
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace roofline::test::model_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
const std::filesystem::path kConfigs = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs";

ProcessResult app(const std::vector<std::string>& arguments, const std::string& dataHome = "/nonexistent-roofline-test")
{
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=" + dataHome});
}

nlohmann::json modelJson(std::vector<std::string> arguments)
{
    arguments.insert(arguments.begin(), "model");
    arguments.push_back("--json");
    const ProcessResult result = app(arguments);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.err, "");
    return nlohmann::json::parse(result.out);
}

struct Case {
    std::vector<std::string> arguments;
    by_hand::Model model;
    by_hand::Chip chip;
    by_hand::Step step;
};

// links = 0: every link the chip has, and both ways round the ring: the model command's defaults (docs/model.md §12).
by_hand::Step st(bool prefill, double b, double t, double s, double tp, double links = 0, bool bi = true,
    std::string x = "bf16", std::string w = "bf16", std::string kv = "bf16")
{
    return by_hand::Step {prefill, b, t, s, tp, links, bi, std::move(x), std::move(w), std::move(kv)};
}

void expectMatchesReference(const nlohmann::json& json, const by_hand::Result& expected)
{
    ASSERT_EQ(json["ops"].size(), expected.ops.size());
    for (std::size_t i = 0; i < expected.ops.size(); ++i) {
        const nlohmann::json& op = json["ops"][i];
        const by_hand::Op& want = expected.ops[i];
        SCOPED_TRACE(want.name);
        EXPECT_EQ(op["name"], want.name);
        EXPECT_EQ(op["count"].get<double>(), want.count);
        EXPECT_TRUE(relativelyNear(op["flops"].get<double>(), want.flops, 1e-9));
        EXPECT_TRUE(relativelyNear(op["bytes"].get<double>(), want.bytes, 1e-9));
        EXPECT_TRUE(relativelyNear(op["t_math_s"].get<double>(), want.tMath, 1e-9));
        EXPECT_TRUE(relativelyNear(op["t_comms_s"].get<double>(), want.tComms, 1e-9));
        EXPECT_TRUE(relativelyNear(op["t_lower_s"].get<double>(), want.tLower, 1e-9));
        EXPECT_EQ(op["bound"], want.computeBound ? "compute" : "bandwidth");
        if (want.expertsTouched > 0)
            EXPECT_TRUE(relativelyNear(op["E_act"].get<double>(), want.expertsTouched, 1e-9));
        else
            EXPECT_FALSE(op.contains("E_act"));
    }
    EXPECT_TRUE(relativelyNear(json["step_time_s"].get<double>(), expected.step, 1e-9));
    EXPECT_TRUE(relativelyNear(json["tokens_per_s"].get<double>(), expected.tokensPerS, 1e-9));
    EXPECT_TRUE(relativelyNear(json["weights_bytes_per_chip"].get<double>(), expected.weights, 1e-9));
    EXPECT_TRUE(relativelyNear(json["kv_cache_bytes_per_chip"].get<double>(), expected.kvCache, 1e-9));
    ASSERT_TRUE(expected.fits);
    EXPECT_EQ(json["fits"].get<bool>(), *expected.fits);
}

TEST(ModelCli, JsonIsTheStepWrittenOutByHandForSeveralModelsPhasesAndTensorParallelism)
{
    const std::vector<Case> cases {
        {{"--model", "llama-3-70b", "--chip", "h100-sxm", "--phase", "decode", "--B", "64", "--S", "4096", "--tp", "8"},
            by_hand::llama3_70b(), by_hand::h100Sxm(), st(false, 64, 1, 4096, 8)},
        {{"--model", "llama-3-70b", "--chip", "h100-sxm", "--phase", "decode", "--B", "64", "--S", "4096", "--tp", "8",
             "--link", "NVLink", "--links", "18", "--ring", "bi"},
            by_hand::llama3_70b(), by_hand::h100Sxm(), st(false, 64, 1, 4096, 8, 18, true)},
        {{"--model", "llama-3-8b", "--chip", "tpu-v5e", "--phase", "prefill", "--B", "4", "--S", "2048"},
            by_hand::llama3_8b(), by_hand::tpuV5e(), st(true, 4, 2048, 2048, 1)},
        {{"--model", "gemma-2-9b", "--chip", "tpu-v5p", "--phase", "decode", "--B", "32", "--S", "8192", "--tp", "2"},
            by_hand::gemma2_9b(), by_hand::tpuV5p(), st(false, 32, 1, 8192, 2)},
        {{"--model", "gemma-2-27b", "--chip", "b200", "--phase", "prefill", "--B", "2", "--S", "4096", "--tp", "2",
             "--x", "fp8", "--w", "fp8", "--kv", "fp8"},
            by_hand::gemma2_27b(), by_hand::b200(), st(true, 2, 4096, 4096, 2, 0, true, "fp8", "fp8", "fp8")},
        {{"--model", "qwen2.5-72b", "--chip", "mi300x", "--phase", "prefill", "--B", "1", "--S", "8192", "--tp", "8",
             "--w", "int8", "--links", "7", "--ring", "bi"},
            by_hand::qwen25_72b(), by_hand::mi300x(), st(true, 1, 8192, 8192, 8, 7, true, "bf16", "int8")},
        {{"--model", "mistral-7b", "--chip", "h100-sxm", "--phase", "decode", "--B", "256", "--S", "1024", "--kv",
             "fp8"},
            by_hand::mistral_7b(), by_hand::h100Sxm(), st(false, 256, 1, 1024, 1, 0, true, "bf16", "bf16", "fp8")},
        {{"--model", "llama-3.1-405b", "--chip", "h100-sxm", "--phase", "decode", "--B", "16", "--S", "8192", "--tp",
             "8"},
            by_hand::llama31_405b(), by_hand::h100Sxm(), st(false, 16, 1, 8192, 8)},
        {{"--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "prefill", "--B", "8", "--T", "512", "--S", "4096",
             "--tp", "2"},
            by_hand::llama3_8b(), by_hand::h100Sxm(), st(true, 8, 512, 4096, 2)},
        // The chapter's one link one way, asked for.
        {{"--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "prefill", "--B", "1", "--S", "4096", "--tp", "8",
             "--links", "1", "--ring", "uni"},
            by_hand::llama3_8b(), by_hand::h100Sxm(), st(true, 1, 4096, 4096, 8, 1, false)},
        // Mixtures of experts (docs/model.md §11): Mixtral, and Qwen1.5-MoE with its shared expert.
        {{"--model", "mixtral-8x7b", "--chip", "h100-sxm", "--phase", "decode", "--B", "16", "--S", "4096", "--tp",
             "2"},
            by_hand::mixtral_8x7b(), by_hand::h100Sxm(), st(false, 16, 1, 4096, 2)},
        {{"--model", "qwen1.5-moe-a2.7b", "--chip", "b200", "--phase", "prefill", "--B", "2", "--S", "2048", "--tp",
             "4"},
            by_hand::qwen15_moe_a27b(), by_hand::b200(), st(true, 2, 2048, 2048, 4)},
        {{"--model", "qwen3-30b-a3b", "--chip", "tpu-v5e", "--phase", "decode", "--B", "1", "--S", "1024", "--tp", "4"},
            by_hand::qwen3_30b_a3b(), by_hand::tpuV5e(), st(false, 1, 1, 1024, 4)},
    };
    for (const Case& c : cases) {
        std::string line;
        for (const std::string& argument : c.arguments)
            line += argument + " ";
        SCOPED_TRACE(line);
        const nlohmann::json json = modelJson(c.arguments);
        EXPECT_EQ(json["model"], c.arguments[1]);
        EXPECT_EQ(json["chip"], c.arguments[3]);
        EXPECT_EQ(json["phase"], c.arguments[5]);
        EXPECT_EQ(json["B"].get<double>(), c.step.b);
        EXPECT_EQ(json["T"].get<double>(), c.step.t);
        EXPECT_EQ(json["S"].get<double>(), c.step.s);
        EXPECT_EQ(json["tp"].get<double>(), c.step.tp);
        EXPECT_EQ(json["links"].get<double>(), c.step.links == 0 ? c.chip.linkCount : c.step.links);
        EXPECT_EQ(json["ring"], c.step.bidirectional ? "bi" : "uni");
        expectMatchesReference(json, by_hand::compute(c.model, c.chip, c.step));
    }
}

TEST(ModelCli, JsonHasTheDocumentedKeysInOrder)
{
    const nlohmann::ordered_json json
        = nlohmann::ordered_json::parse(app({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase",
                                                "decode", "--B", "8", "--S", "1024", "--tp", "2", "--json"})
                                            .out);
    std::vector<std::string> keys;
    for (const auto& item : json.items())
        keys.push_back(item.key());
    EXPECT_EQ(keys,
        (std::vector<std::string> {"model", "chip", "phase", "B", "T", "S", "tp", "ep", "link", "tiers", "links",
            "ring", "ops", "x", "w", "kv", "params_total", "params_active", "params_rule", "kv_cache_bytes_per_token",
            "step_time_s", "tokens_per_s", "weights_bytes_per_chip", "kv_cache_bytes_per_chip", "fits"}));
    std::vector<std::string> opKeys;
    for (const auto& item : json["ops"][0].items())
        opKeys.push_back(item.key());
    EXPECT_EQ(opKeys,
        (std::vector<std::string> {
            "name", "op", "count", "flops", "bytes", "t_math_s", "t_comms_s", "t_lower_s", "bound", "precision"}));
    EXPECT_EQ(json["ops"][0]["op"], "matmul B=8 D=4096 F=3072 x=bf16 w=bf16 z=bf16");
    // Every NVLink of an H100, both ways (docs/model.md §12).
    EXPECT_EQ(json["link"], "NVLink");
    EXPECT_EQ(json["links"], 18);
    EXPECT_EQ(json["ring"], "bi");
    EXPECT_EQ(json["ops"][3]["op"], "all-reduce N=32768 chips=2 links=18 dtype=bf16 ring=bi");
    // Two H100s of one board: NVLink alone (docs/model.md §14), its whole T_comms on it.
    EXPECT_EQ(json["tiers"], nlohmann::ordered_json::array({"NVLink"}));
    EXPECT_EQ(json["ops"][3]["tiers"], nlohmann::ordered_json::array({"NVLink"}));
    EXPECT_EQ(json["ops"][3]["tier_times_s"][0].get<double>(), json["ops"][3]["t_comms_s"].get<double>());
    EXPECT_TRUE(json["B"].is_number_integer());
    EXPECT_TRUE(json["ops"][0]["count"].is_number_integer());
}

TEST(ModelCli, TDefaultsToOneInDecodeAndToSInPrefill)
{
    const nlohmann::json decode
        = modelJson({"--model", "mistral-7b", "--chip", "h200", "--phase", "decode", "--B", "4", "--S", "777"});
    EXPECT_EQ(decode["T"].get<double>(), 1.0);
    // Mistral 7B attends within 4096 positions in every layer (docs/model.md §13).
    EXPECT_EQ(decode["ops"][1]["name"], "attention-sliding");
    EXPECT_EQ(
        decode["ops"][1]["op"], "attention B=4 T=1 S=777 N=32 K=8 H=128 causal=1 flash=1 W=4096 x=bf16 kv=bf16 s=fp32");
    const nlohmann::json prefill
        = modelJson({"--model", "mistral-7b", "--chip", "h200", "--phase", "prefill", "--B", "4", "--S", "777"});
    EXPECT_EQ(prefill["T"].get<double>(), 777.0);
    EXPECT_EQ(prefill["ops"][0]["op"], "matmul B=3108 D=4096 F=6144 x=bf16 w=bf16 z=bf16");
    // tokens/s counts B·T tokens in prefill, B in decode.
    EXPECT_TRUE(
        relativelyNear(prefill["tokens_per_s"].get<double>(), 4.0 * 777 / prefill["step_time_s"].get<double>(), 1e-12));
    EXPECT_TRUE(relativelyNear(decode["tokens_per_s"].get<double>(), 4.0 / decode["step_time_s"].get<double>(), 1e-12));
}

TEST(ModelCli, ReadsAHuggingFaceConfigAndSaysWhichKeysItRead)
{
    const std::string config = (kConfigs / "Meta-Llama-3-8B" / "config.json").string();
    const nlohmann::json fromConfig
        = modelJson({"--model", config, "--chip", "h100-sxm", "--phase", "decode", "--B", "16", "--S", "2048"});
    const nlohmann::json fromLibrary
        = modelJson({"--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "16", "--S", "2048"});
    EXPECT_EQ(fromConfig["model"], "meta-llama-3-8b");
    EXPECT_EQ(fromConfig["ops"], fromLibrary["ops"]);
    EXPECT_EQ(fromConfig["step_time_s"], fromLibrary["step_time_s"]);
    ASSERT_TRUE(fromConfig.contains("hf_config"));
    EXPECT_EQ(fromConfig["hf_config"]["model_type"], "llama");
    const nlohmann::json& read = fromConfig["hf_config"]["read"];
    ASSERT_EQ(read.size(), 9u);
    EXPECT_EQ(read[0], (nlohmann::json {{"field", "d_model"}, {"from", "hidden_size"}, {"value", "4096"}}));
    EXPECT_EQ(read[4]["from"], "hidden_size / num_attention_heads");
    const ProcessResult table
        = app({"model", "--model", config, "--chip", "h100-sxm", "--phase", "decode", "--B", "16", "--S", "2048"});
    EXPECT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("read from a Hugging Face config.json (model_type llama)"), std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("head_dim = 128  <- hidden_size / num_attention_heads"), std::string::npos) << table.out;
}

TEST(ModelCli, TableShowsTheOpsTheStepTheMemoryAndTheComputeBoundBatch)
{
    const ProcessResult result = app({"model", "--model", "llama-3-70b", "--chip", "h100-sxm", "--phase", "decode",
        "--B", "64", "--S", "4096", "--tp", "8"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.err, "");
    for (const char* part : {"Llama 3 70B (llama-3-70b) on H100 SXM (h100-sxm): decode, B=64 T=1 S=4096 tp=8", "qkv",
             "attention", "all-reduce-attn", "all-reduce-mlp", "lm_head", "NVLink",
             "tokens/s:", "memory per chip: weights 17.6 GB + KV cache 10.7 GB = 28.4 GB of 80 GB HBM: fits",
             "largest B that fits: 371", "at T=1, S=4096: never", "all-reduces over 18 × NVLink, both ways"})
        EXPECT_NE(result.out.find(part), std::string::npos) << part << "\n" << result.out;
    const ProcessResult short_ = app({"model", "--model", "llama-3-70b", "--chip", "h100-sxm", "--phase", "decode",
        "--B", "64", "--S", "128", "--tp", "8", "--links", "18", "--ring", "bi"});
    EXPECT_NE(short_.out.find("at T=1, S=128: above B = "), std::string::npos) << short_.out;
    const ProcessResult big = app({"model", "--model", "llama-3.1-405b", "--chip", "h100-sxm", "--phase", "decode",
        "--B", "1", "--S", "1024", "--tp", "8"});
    EXPECT_NE(big.out.find("of 80 GB HBM: does not fit"), std::string::npos) << big.out;
    EXPECT_NE(big.out.find("largest B that fits: 0"), std::string::npos) << big.out;
}

TEST(ModelCli, HelpNamesEveryFlag)
{
    const ProcessResult result = app({"model", "--help"});
    EXPECT_EQ(result.exitCode, 0);
    for (const char* flag : {"--model", "--chip", "--phase", "--B", "--S", "--T", "--tp", "--link", "--ring", "--links",
             "--x", "--w", "--kv", "--json", "prefill|decode"})
        EXPECT_NE(result.out.find(flag), std::string::npos) << flag;
    const ProcessResult general = app({"--help"});
    EXPECT_NE(general.out.find("roofline-studio model --model <id|file.json>"), std::string::npos);
    EXPECT_NE(general.out.find("roofline-studio models [--json]"), std::string::npos);
}

TEST(ModelCli, BadInputExitsTwoNamingTheFlagFileOrKey)
{
    const std::vector<std::string> base {
        "model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "1024"};
    const auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> all = base;
        all.insert(all.end(), extra.begin(), extra.end());
        return all;
    };
    const auto without = [&](const std::string& flag) {
        std::vector<std::string> all;
        for (std::size_t i = 0; i < base.size(); ++i) {
            if (base[i] == flag)
                ++i;
            else
                all.push_back(base[i]);
        }
        return all;
    };
    const auto replaced = [&](const std::string& flag, const std::string& value) {
        std::vector<std::string> all = base;
        for (std::size_t i = 0; i + 1 < all.size(); ++i) {
            if (all[i] == flag)
                all[i + 1] = value;
        }
        return all;
    };
    const auto badModel
        = std::filesystem::temp_directory_path() / ("roofline-bad-" + std::to_string(::getpid()) + ".model.json");
    std::ofstream(badModel) << R"({"id": "bad", "name": "Bad", "d_model": 4096, "d_ff": 14336, "n_heads": 32,
        "n_kv_heads": 5, "head_dim": 128, "n_layers": 32, "vocab": 32000, "gated_mlp": true})";
    const auto gpt2
        = std::filesystem::temp_directory_path() / ("roofline-gpt2-" + std::to_string(::getpid()) + ".json");
    std::ofstream(gpt2) << R"({"model_type": "gpt2", "n_embd": 768, "vocab_size": 50257})";
    const std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> cases {
        {without("--model"), {"needs --model"}},
        {without("--chip"), {"needs --chip"}},
        {without("--phase"), {"needs --phase"}},
        {without("--B"), {"needs --B"}},
        {without("--S"), {"needs --S"}},
        {with({"--tp", "3"}), {"tp=3 must divide n_heads (32)"}},
        {with({"--tp", "0"}), {"--tp must be a whole number from 1 to 1e6", "\"0\""}},
        {with({"--tp", "two"}), {"--tp", "not a number"}},
        {replaced("--phase", "train"), {"--phase must be prefill or decode", "\"train\""}},
        {replaced("--B", "0"), {"--B must be a whole number"}},
        {replaced("--S", "1.5"), {"--S must be a whole number"}},
        {with({"--T", "2048"}), {"--T must be at most --S", "T=2048 and S=1024"}},
        {with({"--ring", "sideways"}), {"--ring must be uni or bi", "\"sideways\""}},
        {with({"--links", "0"}), {"--links must be a whole number"}},
        {with({"--tp", "2", "--links", "19"}), {"links=19", "18 NVLink links"}},
        {with({"--tp", "2", "--link", "HBM"}), {"HBM is a memory level", "a collective needs a chip-to-chip link"}},
        {with({"--tp", "2", "--link", "Warp"}), {"no memory level or link named \"Warp\""}},
        {with({"--x", "tf32"}), {"--x", "compute format"}},
        {with({"--kv", "fp7"}), {"--kv: unknown dtype \"fp7\""}},
        {{"model", "--model", "llama-3-8b", "--chip", "tpu-v5e", "--phase", "decode", "--B", "8", "--S", "8", "--x",
             "fp32"},
            {"TPU v5e has no fp32 peak"}},
        {with({"--bogus", "1"}), {"unknown option \"--bogus\""}},
        {{"model", "--model", "gpt-5", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8"},
            {"--model: no model with id \"gpt-5\"", "llama-3-70b"}},
        {{"model", "--model", badModel.string(), "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8"},
            {badModel.string(), "n_kv_heads", "n_heads must be a multiple of n_kv_heads"}},
        {{"model", "--model", gpt2.string(), "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8"},
            {gpt2.string(), "model_type", "\"gpt2\""}},
        {{"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8", "--tp",
             "2", "--chip", "l4"},
            {"--chip is given more than once"}},
        {{"model", "--model", "llama-3-8b", "--chip", "l4", "--phase", "decode", "--B", "8", "--S", "8", "--tp", "2"},
            {"L4 has no chip-to-chip link for all-reduce"}},
        {with({"--pareto", "--tp", "2"}), {"--pareto tries every tp and ep that divide the model", "leave out --tp"}},
        {with({"--pareto", "--T", "1"}), {"leave out --T"}},
        // Expert parallelism (docs/model.md §14): a mixture of experts, ep dividing E, with tp 1.
        {with({"--ep", "8"}), {"ep=8: Llama 3 8B", "has no routed experts to split"}},
        {{"model", "--model", "mixtral-8x7b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8", "--ep",
             "3"},
            {"ep=3 must divide the 8 experts of Mixtral"}},
        {{"model", "--model", "mixtral-8x7b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8", "--ep",
             "2", "--tp", "2"},
            {"ep=2 with tp=2", "not modelled yet"}},
        {with({"--pareto", "--ep", "2"}), {"leave out --ep"}},
        {with({"--chips", "4"}), {"--chips bounds the layouts --pareto walks"}},
        {{"model", "--model", "llama-3-8b", "--chip", "a100-sxm-80gb", "--phase", "decode", "--B", "8", "--S", "8",
             "--tp", "16"},
            {"no link reaches 16 chips", "NVLink 8, PCIe 1"}},
        {{"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "prefill", "--B", "8", "--S", "8",
             "--pareto"},
            {"--pareto is about decode", "prefill"}},
        // docs/model.md §13: what is not modelled yet is refused by the key that says so.
        {{"model", "--model", (kConfigs / "Qwen3-Next-80B-A3B-Thinking" / "config.json").string(), "--chip", "h100-sxm",
             "--phase", "decode", "--B", "8", "--S", "8"},
            {"linear_", "linear-attention layers are not modelled yet"}},
        {{"model", "--model", (kConfigs / "mamba-2.8b-hf" / "config.json").string(), "--chip", "h100-sxm", "--phase",
             "decode", "--B", "8", "--S", "8"},
            {"state_size", "state-space layers are not modelled yet"}},
        {{"model", "--model", (kConfigs / "t5-small" / "config.json").string(), "--chip", "h100-sxm", "--phase",
             "decode", "--B", "8", "--S", "8"},
            {"is_encoder_decoder", "encoder–decoder models are not modelled yet"}},
        {{"model", "--model", (kConfigs / "Llama-4-Scout-17B-16E-Instruct" / "config.json").string(), "--chip",
             "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8"},
            {"interleave_moe_layer_step", "Llama 4's chunked attention and interleaved expert layers"}},
        {{"model", "--model", "gpt-oss-20b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8", "--w",
             "mxfp5"},
            {"--w", "mxfp5", "mxfp4"}},
        {{"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8",
             "--w-experts", "mxfp4"},
            {"--w-experts", "has no routed experts"}},
        {{"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "8", "--S", "8", "--kv",
             "fp8-block"},
            {"--kv: fp8-block stores weights with block scales", "caches take fp8"}},
    };
    for (const auto& [arguments, parts] : cases) {
        std::string line;
        for (const std::string& argument : arguments)
            line += argument + " ";
        SCOPED_TRACE(line);
        const ProcessResult result = app(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_EQ(result.out, "");
        EXPECT_TRUE(result.err.starts_with("roofline-studio model: ")) << result.err;
        for (const std::string& part : parts)
            EXPECT_NE(result.err.find(part), std::string::npos) << "\"" << part << "\" not in: " << result.err;
    }
    const ProcessResult missing = app({"model", "--model", "/nonexistent/config.json", "--chip", "h100-sxm", "--phase",
        "decode", "--B", "8", "--S", "8"});
    EXPECT_EQ(missing.exitCode, 1) << missing.err; // a file that cannot be read is not bad input
    EXPECT_NE(missing.err.find("/nonexistent/config.json"), std::string::npos);
    std::filesystem::remove(badModel);
    std::filesystem::remove(gpt2);
}

TEST(ModelCli, ParetoJsonIsExactlyTheDocumentedKeysWithEveryTpAndDoublingB)
{
    const ProcessResult result = app({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--chip", "tpu-v5e",
        "--B", "64", "--S", "2048", "--pareto", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::ordered_json json = nlohmann::ordered_json::parse(result.out);
    ASSERT_EQ(json.size(), 1u);
    const nlohmann::ordered_json& points = json["points"];
    // Llama 3 8B divides over tp = 1, 2, 4, 8, 16, 32 (n_heads 32, vocab 128256 = 2^8·501, d_ff 14336 = 2^11·7); B = 1,
    // 2, 4, …, 64 is 7 points each, on each of the two chips.
    ASSERT_EQ(points.size(), 2u * 6 * 7);
    std::vector<std::string> keys;
    for (const auto& item : points[0].items())
        keys.push_back(item.key());
    EXPECT_EQ(keys,
        (std::vector<std::string> {"chip", "tp", "ep", "B", "step_time_s", "tokens_per_s_per_sequence",
            "tokens_per_s_per_chip", "fits", "on_frontier", "tiers"}));
    EXPECT_EQ(points[0]["chip"], "h100-sxm");
    EXPECT_EQ(points[0]["tp"], 1);
    EXPECT_EQ(points[0]["B"], 1);
    EXPECT_EQ(points[6]["B"], 64);
    EXPECT_EQ(points[7]["tp"], 2);
    EXPECT_EQ(points[42]["chip"], "tpu-v5e");
    // Each point is `model`'s decode step at that tp and B: x = 1/step, y = B/(step·tp).
    for (const std::size_t i : {std::size_t {0}, std::size_t {9}, std::size_t {40}, std::size_t {50}}) {
        const nlohmann::ordered_json& point = points[i];
        const std::string tp = std::to_string(point["tp"].get<int>());
        const std::string b = std::to_string(point["B"].get<int>());
        const nlohmann::json step = modelJson({"--model", "llama-3-8b", "--chip", point["chip"].get<std::string>(),
            "--phase", "decode", "--B", b, "--S", "2048", "--tp", tp});
        const double time = step["step_time_s"].get<double>();
        EXPECT_TRUE(relativelyNear(point["step_time_s"].get<double>(), time, 1e-9)) << i;
        EXPECT_TRUE(relativelyNear(point["tokens_per_s_per_sequence"].get<double>(), 1.0 / time, 1e-9)) << i;
        EXPECT_TRUE(
            relativelyNear(point["tokens_per_s_per_chip"].get<double>(), std::stod(b) / (time * std::stod(tp)), 1e-9))
            << i;
        EXPECT_EQ(point["fits"], step["fits"]) << i;
    }
    // On TPU v5e's 16 GB the 8B model does not fit alone (16.06 GB of weights): no tp = 1 point is on the frontier.
    EXPECT_EQ(points[42]["fits"], false);
    for (std::size_t i = 42; i < 49; ++i)
        EXPECT_EQ(points[i]["on_frontier"], false);
    // The frontier of each chip: fitting points no other fitting point of the chip beats on both axes.
    for (const auto& point : points) {
        if (!point["fits"].get<bool>()) {
            EXPECT_FALSE(point["on_frontier"].get<bool>());
            continue;
        }
        bool beaten = false;
        for (const auto& other : points)
            beaten = beaten
                || (other["chip"] == point["chip"] && other["fits"].get<bool>()
                    && other["tokens_per_s_per_sequence"].get<double>()
                        > point["tokens_per_s_per_sequence"].get<double>()
                    && other["tokens_per_s_per_chip"].get<double>() > point["tokens_per_s_per_chip"].get<double>());
        EXPECT_EQ(point["on_frontier"].get<bool>(), !beaten);
    }
    // The table marks the same frontier.
    const ProcessResult table
        = app({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--B", "4", "--S", "2048", "--pareto"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("Llama 3 8B (llama-3-8b) decoding on H100 SXM (h100-sxm), S=2048, all-reduces over 18 × "
                             "NVLink, both ways: latency against throughput"),
        std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("tokens/s per sequence"), std::string::npos);
}

TEST(ModelCli, LinksAndLatencyAreServings)
{
    // docs/model.md §12, Llama 3 8B prefill on H100 at tp 8: over one NVLink one way the all-reduces' 2·7/8 · 4096 ·
    // 4096 · 2 B = 58.7 MB take 2.35 ms each; over 18 both ways 65.2 µs plus 14 hops of 0.6 µs.
    const std::vector<std::string> base {
        "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "prefill", "--B", "1", "--S", "4096", "--tp", "8"};
    std::vector<std::string> chapter = base;
    chapter.insert(chapter.end(), {"--links", "1", "--ring", "uni"});
    const nlohmann::json slow = modelJson(chapter);
    const nlohmann::json serving = modelJson(base);
    const double bytes = 2.0 * 7 / 8 * 4096 * 4096 * 2;
    EXPECT_TRUE(relativelyNear(slow["ops"][3]["t_comms_s"].get<double>(), 14 * 6e-7 + bytes / 2.5e10, 1e-9));
    EXPECT_TRUE(relativelyNear(serving["ops"][3]["t_comms_s"].get<double>(), 14 * 6e-7 + bytes / 9e11, 1e-9));
    EXPECT_GT(serving["tokens_per_s"].get<double>(), 10 * slow["tokens_per_s"].get<double>());
}

TEST(ModelCli, Llama3PrefillAtTp8IsThirteenTimesFasterOverEveryNvlinkBothWays)
{
    // The figures that show the trade (Llama 3 8B prefilling 128 prompts of 4096 tokens on H100 SXM): with no hop
    // latency, split over 8 chips its all-reduces over one NVLink one way give 25,907 tokens/s, far below one chip's
    // ~65,000, and over all 18 links both ways 342,524.
    const std::string shipped = std::string(ROOFLINE_SOURCE_DIR) + "/hardware-profiles/h100-sxm.json";
    nlohmann::json chip = nlohmann::json::parse(std::ifstream(shipped));
    for (nlohmann::json& link : chip["links"])
        link.erase("latency_s");
    nlohmann::json sources = nlohmann::json::array();
    for (const nlohmann::json& source : chip["sources"]) {
        if (!source["field"].get<std::string>().ends_with(".latency_s"))
            sources.push_back(source);
    }
    chip["sources"] = sources;
    const auto noLatency
        = std::filesystem::temp_directory_path() / ("roofline-h100-" + std::to_string(::getpid()) + ".json");
    std::ofstream(noLatency) << chip.dump();
    const auto tokensPerS = [](const std::string& chipArgument, std::vector<std::string> extra) {
        std::vector<std::string> arguments {
            "--model", "llama-3-8b", "--chip", chipArgument, "--phase", "prefill", "--B", "128", "--S", "4096"};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        return modelJson(arguments)["tokens_per_s"].get<double>();
    };
    EXPECT_NEAR(tokensPerS(noLatency.string(), {"--tp", "8", "--links", "1", "--ring", "uni"}), 25907, 0.5);
    EXPECT_NEAR(tokensPerS(noLatency.string(), {"--tp", "8", "--links", "18", "--ring", "bi"}), 342524, 0.5);
    EXPECT_NEAR(tokensPerS(noLatency.string(), {"--tp", "1"}), 65787, 0.5);
    // Every link both ways is the default, and with the shipped chip's 0.6 µs a hop each of the 64 all-reduces takes
    // 14 hops more: 524288 tokens in 524288/342524 s + 64·14·0.6 µs = 1.5311860 s, 342,404 tokens/s (to the
    // rounding of 342,524).
    EXPECT_TRUE(relativelyNear(tokensPerS(noLatency.string(), {"--tp", "8"}), 342524, 1.5e-6));
    EXPECT_TRUE(relativelyNear(tokensPerS("h100-sxm", {"--tp", "8"}), 342404, 3e-6));
    // One chip has no all-reduce, so no latency either.
    EXPECT_EQ(tokensPerS("h100-sxm", {"--tp", "1"}), tokensPerS(noLatency.string(), {"--tp", "1"}));
    std::filesystem::remove(noLatency);
}

// As calc keeps them: one chip given twice to --pareto is two chips, the second called h100-sxm-2 with a
// warning naming both, each with its own points and frontier: 12 points each, tp 1, 2, 4, 8, 16, 32 (the
// divisors of Llama 3 8B's 32 heads, which also divide its d_ff 14336 = 2^11·7 and vocab 128256 = 2^8·501)
// at B = 1, 2.
TEST(ModelCli, ParetoKeepsOneChipGivenTwiceApartWithAWarning)
{
    const ProcessResult result = app({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--chip", "h100-sxm",
        "--B", "2", "--S", "128", "--pareto", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.err.find("warning: --chip \"h100-sxm\" and --chip \"h100-sxm\" are both the chip id "
                              "\"h100-sxm\""),
        std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("the second is called \"h100-sxm-2\""), std::string::npos) << result.err;
    const nlohmann::json points = nlohmann::json::parse(result.out)["points"];
    std::map<std::string, std::size_t> perChip;
    std::map<std::string, std::size_t> frontier;
    for (const nlohmann::json& point : points) {
        ++perChip[point["chip"].get<std::string>()];
        frontier[point["chip"].get<std::string>()] += point["on_frontier"].get<bool>() ? 1 : 0;
    }
    EXPECT_EQ(perChip, (std::map<std::string, std::size_t> {{"h100-sxm", 12}, {"h100-sxm-2", 12}}));
    EXPECT_EQ(frontier["h100-sxm"], frontier["h100-sxm-2"]); // the same chip: the same frontier
    EXPECT_GT(frontier["h100-sxm"], 0u);
    const ProcessResult table = app({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--chip", "h100-sxm",
        "--B", "2", "--S", "128", "--pareto"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("on H100 SXM (h100-sxm-2)"), std::string::npos) << table.out;
}

} // namespace
} // namespace roofline::test::model_cli

namespace roofline::test::model_cli {
namespace {

TEST(ModelCli, ParetoPastAnHgxBoardNamesTheNicBesideNvlink)
{
    // docs/model.md §14: an HGX H100 board joins 8 GPUs over NVLink; tp 16 and 32 cross boards through the NIC. The
    // command as a user types it: B up to 1024 and S = 8192 by default.
    const ProcessResult result = app({"model", "--model", "mixtral-8x7b", "--chip", "h100-sxm", "--pareto", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json json = nlohmann::json::parse(result.out);
    std::map<int, std::vector<std::string>> tiers; // by tp, the ep 1 layouts
    std::set<int> batches;
    for (const nlohmann::json& point : json["points"]) {
        if (point["ep"] == 1)
            tiers[point["tp"].get<int>()] = point["tiers"].get<std::vector<std::string>>();
        batches.insert(point["B"].get<int>());
    }
    EXPECT_EQ(*batches.rbegin(), 1024);
    EXPECT_TRUE(tiers.at(1).empty());
    EXPECT_EQ(tiers.at(8), (std::vector<std::string> {"NVLink"}));
    EXPECT_EQ(tiers.at(16), (std::vector<std::string> {"NVLink", "NIC"}));
    EXPECT_EQ(tiers.at(32), (std::vector<std::string> {"NVLink", "NIC"}));
    // A point at tp 16 is `model`'s own step there, both tiers in it.
    const nlohmann::json step = modelJson({"--model", "mixtral-8x7b", "--chip", "h100-sxm", "--phase", "decode", "--B",
        "64", "--S", "8192", "--tp", "16"});
    EXPECT_EQ(step["tiers"], nlohmann::json::array({"NVLink", "NIC"}));
    EXPECT_EQ(step["link"], "NVLink");
    for (const nlohmann::json& point : json["points"]) {
        if (point["tp"] == 16 && point["B"] == 64) {
            EXPECT_TRUE(relativelyNear(point["step_time_s"].get<double>(), step["step_time_s"].get<double>(), 1e-9));
        }
    }
}

} // namespace
} // namespace roofline::test::model_cli
