// What `roofline-studio model` prints, built in core: the table's rows, step, memory and compute-bound B,
// and the JSON's config.json report. The numbers were worked out separately from docs/model.md §10's formulas
// (a few lines of Python over the same chip and model numbers), not read from core.
#include "support/test_helpers.h"

#include "core/formats/model_library.h"
#include "core/report/calc_report.h"
#include "core/report/model_report.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

namespace roofline::test {
namespace {

StepConfig decode(double b, double s, double tp)
{
    StepConfig config;
    config.b = b;
    config.s = s;
    config.tp = tp;
    return config;
}

std::vector<std::string> tableLines(const std::string& text)
{
    std::vector<std::string> list;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        list.push_back(line);
    return list;
}

TEST(ModelReport, TableListsTheOpsThenTheStepMemoryAndComputeBoundBatch)
{
    const ModelReport report
        = computeModelReport(LoadedModel {*findModel(builtinModels(), "llama-3-70b"), false, {}, {}},
            shippedChip("h100-sxm"), decode(64, 4096, 8));
    std::vector<std::string> table = tableLines(modelReportToTable(report));
    ASSERT_EQ(table.size(), 17u);
    // docs/model.md §12: the all-reduces run over all 18 NVLinks, both ways, and the table says so.
    EXPECT_EQ(table[0],
        "Llama 3 70B (llama-3-70b) on H100 SXM (h100-sxm): decode, B=64 T=1 S=4096 tp=8, all-reduces over 18 × "
        "NVLink, both ways");
    // §13: 80 layers of 8192·(64 + 2·8)·128 + 64·128·8192 attention and 3·8192·28672 MLP weights, and two
    // embeddings of 8192·128256: 12,079,595,520 + 56,371,445,760 + 2,101,346,304 = 70,552,387,584, all active.
    EXPECT_EQ(table[1], "  parameters: 70.552e9 total, 70.552e9 active per token (" + std::string(kParamsRule) + ")");
    // One key/value head per chip at tp 8: 2·80·1·128·2 B per token.
    EXPECT_EQ(table[2], "  weights bf16, KV cache bf16: 40960 B per token of context");
    table.erase(table.begin() + 1, table.begin() + 3);
    EXPECT_TRUE(table[1].starts_with("  op               count  over    FLOPs"));
    const char* names[] {"qkv", "attention", "out", "all-reduce-attn", "up", "down", "all-reduce-mlp", "lm_head"};
    for (int i = 0; i < 8; ++i)
        EXPECT_TRUE(table[2 + i].starts_with("  " + std::string(names[i]) + " ")) << table[2 + i];
    // The columns line up: every row is as wide as the header up to the last column.
    EXPECT_EQ(table[2].find("80"), table[1].find("count"));
    EXPECT_EQ(table[9].find("1 "), table[1].find("count"));
    // qkv: 1.34e9 FLOPs, 2.22e7 bytes, 80 × 6.62 µs = 530 µs per step.
    EXPECT_NE(table[2].find("1.34e9"), std::string::npos) << table[2];
    EXPECT_NE(table[2].find("2.22e7"), std::string::npos) << table[2];
    EXPECT_NE(table[2].find("530 µs"), std::string::npos) << table[2];
    EXPECT_NE(table[5].find("NVLink"), std::string::npos) << table[5];
    EXPECT_NE(table[5].find("bandwidth"), std::string::npos) << table[5];
    // Each all-reduce: 14 hops of 0.6 µs + 1835008 B / (18 · 2.5e10 · 2) = 10.4389 µs; 160 of them 1.67 ms. The
    // step: 1.21 ms of math (the all-reduces' additions are ns), 8.54 ms of HBM, 1.67 ms of NVLink: 10.209 ms.
    EXPECT_EQ(table[10], "  step: 10.2 ms (math 1.21 ms, memory 8.54 ms, network 1.67 ms, summed over the ops)");
    EXPECT_EQ(table[11], "  tokens/s: 6268.7 (64 tokens per step)");
    // 17.375 GB of layers and lm_head, and the untied input embedding's 8192 · 16032 · 2 B = 263 MB.
    EXPECT_EQ(table[12], "  memory per chip: weights 17.6 GB + KV cache 10.7 GB = 28.4 GB of 80 GB HBM: fits");
    // ⌊(80e9 − 17.638e9) / (2·80·4096·1·128·2)⌋ = ⌊371.7⌋.
    EXPECT_EQ(table[13], "  largest B that fits: 371");
    EXPECT_EQ(table[14], "  compute-bound (math outlasts traffic over the step) at T=1, S=4096: never");
}

// A step with nothing to split (tp 1, ep 1) runs no collective: it names the chip's first link, with that link's
// own count, as `link` and `links` (not the count of a faster link listed after it).
TEST(ModelReport, AStepOnOneChipNamesItsFirstLinkWithThatLinksCount)
{
    Chip chip = shippedChip("h100-sxm");
    // PCIe (one link) listed before NVLink (18 links, far faster).
    const auto pcie = std::ranges::find(chip.links, std::string("PCIe"), &BandwidthLevel::name);
    ASSERT_NE(pcie, chip.links.end());
    std::rotate(chip.links.begin(), pcie, pcie + 1);
    ASSERT_EQ(chip.links.front().name, "PCIe");
    const nlohmann::ordered_json json = modelReportToJson(computeModelReport(
        LoadedModel {*findModel(builtinModels(), "llama-3-70b"), false, {}, {}}, chip, decode(64, 4096, 1)));
    EXPECT_EQ(json["link"], "PCIe");
    EXPECT_EQ(json["links"], 1);
}

TEST(ModelReport, SharesOfTheStepAddUpToAHundred)
{
    const ModelReport report
        = computeModelReport(LoadedModel {*findModel(builtinModels(), "gemma-2-9b"), false, {}, {}},
            shippedChip("tpu-v5p"), decode(32, 1024, 2));
    double total = 0;
    for (const std::string& line : tableLines(modelReportToTable(report))) {
        const std::size_t percent = line.rfind(" %");
        if (percent == std::string::npos || percent + 2 != line.size())
            continue;
        const std::size_t start = line.rfind(' ', percent - 1);
        total += std::stod(line.substr(start + 1, percent - start - 1));
    }
    EXPECT_NEAR(total, 100.0, 0.3); // eight shares of three significant digits each
}

TEST(ModelReport, MemoryThatDoesNotFitOrIsNotKnownIsSaid)
{
    const ModelReport big
        = computeModelReport(LoadedModel {*findModel(builtinModels(), "llama-3.1-405b"), false, {}, {}},
            shippedChip("h100-sxm"), decode(1, 1024, 8));
    const std::string table = modelReportToTable(big);
    EXPECT_NE(table.find("of 80 GB HBM: does not fit"), std::string::npos) << table;
    EXPECT_NE(table.find("largest B that fits: 0\n"), std::string::npos) << table;
    EXPECT_EQ(nlohmann::json::parse(modelReportToJson(big).dump())["fits"], false);
    const ModelReport bare = computeModelReport(LoadedModel {*findModel(builtinModels(), "mistral-7b"), false, {}, {}},
        exampleChip(1e15, 3e12), decode(1, 16, 1));
    const std::string unknown = modelReportToTable(bare);
    EXPECT_NE(unknown.find("(the chip states no capacity)"), std::string::npos) << unknown;
    EXPECT_EQ(unknown.find("largest B that fits"), std::string::npos) << unknown;
    EXPECT_TRUE(nlohmann::json::parse(modelReportToJson(bare).dump())["fits"].is_null());
}

TEST(ModelReport, CrossoversInWords)
{
    Crossover crossover;
    crossover.kind = Crossover::Kind::Never;
    EXPECT_EQ(describeBatchCrossover(crossover), "never");
    crossover.kind = Crossover::Kind::Always;
    EXPECT_EQ(describeBatchCrossover(crossover), "at any B");
    crossover.kind = Crossover::Kind::At;
    crossover.value = 599.171;
    EXPECT_EQ(describeBatchCrossover(crossover), "above B = 599.17");
    crossover.computeBoundAbove = false;
    EXPECT_EQ(describeBatchCrossover(crossover), "below B = 599.17");
    // B counts sequences: a crossing before the first one is said for every B there is.
    crossover.value = 0.5;
    EXPECT_EQ(describeBatchCrossover(crossover), "never");
    crossover.computeBoundAbove = true;
    crossover.value = 0.2353;
    EXPECT_EQ(describeBatchCrossover(crossover), "at any B");
}

TEST(ModelReport, ALongPrefillIsComputeBoundAtAnyBNotAboveAFractionOfASequence)
{
    // Llama 3 8B prefilling 2048 tokens on H100: one sequence's math already outlasts reading the weights
    // (2·8e9 FLOPs per token × 2048 tokens at 9.89e14 FLOPs/s ≈ 33 ms against 16 GB at 3.35e12 B/s ≈ 4.8 ms).
    StepConfig config = decode(1, 2048, 1);
    config.phase = StepPhase::Prefill;
    config.t = 2048;
    const std::string table = modelReportToTable(computeModelReport(
        LoadedModel {*findModel(builtinModels(), "llama-3-8b"), false, {}, {}}, shippedChip("h100-sxm"), config));
    EXPECT_NE(table.find("at T=2048, S=2048: at any B\n"), std::string::npos) << table;
    EXPECT_EQ(table.find("above B = 0."), std::string::npos) << table;
    EXPECT_NE(table.find("(2048 tokens per step)"), std::string::npos) << table;
}

TEST(ModelReport, AConfigJsonSaysWhichKeysItRead)
{
    const LoadedModel loaded = loadModelFile(
        std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs" / "Mistral-7B-v0.1" / "config.json");
    const ModelReport report = computeModelReport(loaded, shippedChip("h100-sxm"), decode(1, 16, 1));
    const nlohmann::json json = nlohmann::json::parse(modelReportToJson(report).dump());
    EXPECT_EQ(json["model"], "mistral-7b-v0.1");
    ASSERT_TRUE(json.contains("hf_config"));
    EXPECT_EQ(json["hf_config"]["model_type"], "mistral");
    ASSERT_EQ(json["hf_config"]["read"].size(), 11u);
    EXPECT_EQ(json["hf_config"]["read"][6],
        (nlohmann::json {{"field", "vocab"}, {"from", "vocab_size"}, {"value", "32000"}}));
    // Mistral's sliding_window 4096 holds in every layer (docs/model.md §13).
    EXPECT_EQ(json["hf_config"]["read"][9],
        (nlohmann::json {{"field", "sliding_window"}, {"from", "sliding_window"}, {"value", "4096"}}));
    EXPECT_EQ(json["hf_config"]["read"][10],
        (nlohmann::json {{"field", "sliding_layers"}, {"from", "every layer (model_type mistral)"}, {"value", "32"}}));
    const std::string table = modelReportToTable(report);
    EXPECT_NE(table.find("  read from a Hugging Face config.json (model_type mistral):\n"), std::string::npos);
    EXPECT_NE(table.find("    n_kv_heads = 8  <- num_key_value_heads\n"), std::string::npos) << table;
    EXPECT_NE(table.find("    gated_mlp = true  <- model_type mistral, silu (SwiGLU)\n"), std::string::npos) << table;
    EXPECT_NE(table.find("    tied_embeddings = false  <- tie_word_embeddings\n"), std::string::npos) << table;
}

TEST(ModelReport, TheExpertsTouchedAreSaid)
{
    // Mixtral at tp 1 (no all-reduce, no link line): one token touches E_act = 8·(1 − 6/8) = 2 experts; 16 tokens
    // 8·(1 − 0.75^16) = 7.9198 of 8.
    const LoadedModel mixtral {*findModel(builtinModels(), "mixtral-8x7b"), false, {}, {}};
    const std::vector<std::string> one
        = tableLines(modelReportToTable(computeModelReport(mixtral, shippedChip("h100-sxm"), decode(1, 1024, 1))));
    EXPECT_EQ(one[0], "Mixtral 8x7B v0.1 (mixtral-8x7b) on H100 SXM (h100-sxm): decode, B=1 T=1 S=1024 tp=1");
    EXPECT_NE(
        std::find(one.begin(), one.end(), "  experts touched by the step's 1 token: E_act = 2 of 8 (2 per token)"),
        one.end());
    const std::string sixteen
        = modelReportToTable(computeModelReport(mixtral, shippedChip("h100-sxm"), decode(16, 1024, 1)));
    EXPECT_NE(sixteen.find("E_act = 7.92 of 8"), std::string::npos) << sixteen;
    // A dense model has no such line.
    const std::string dense
        = modelReportToTable(computeModelReport(LoadedModel {*findModel(builtinModels(), "mistral-7b"), false, {}, {}},
            shippedChip("h100-sxm"), decode(16, 1024, 1)));
    EXPECT_EQ(dense.find("E_act"), std::string::npos);
}

} // namespace
} // namespace roofline::test
