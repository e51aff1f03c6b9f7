// A project's models in the scenes (docs/model.md §10): each model's ops on each chip at the sliders, with the
// chip's tensor parallelism, both phases side by side, the problems of a step that cannot run, and the CSV.
#include "support/step_by_hand.h"
#include "support/test_helpers.h"

#include "app/bench/heavy_scene.h"
#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/scene/model_scene.h"

#include <sstream>

namespace roofline::test {
namespace {

constexpr double kSceneTight = 1e-9;

ModelEntry entry(const std::string& id, StepPhase phase = StepPhase::Decode)
{
    ModelEntry e;
    e.modelId = id;
    e.phase = phase;
    return e;
}

TEST(ModelEntryRules, TensorParallelismIsPerChipAndOneWhenNotSet)
{
    ModelEntry e = entry("llama-3-70b");
    EXPECT_EQ(tensorParallelOn(e, "h100-sxm"), 1.0);
    setTensorParallel(e, "H100-SXM", 8);
    EXPECT_EQ(tensorParallelOn(e, "h100-sxm"), 8.0); // ids compare without case
    setTensorParallel(e, "h100-sxm", 4);
    ASSERT_EQ(e.chips.size(), 1u);
    EXPECT_EQ(e.chips[0].tp, 4.0);
    setTensorParallel(e, "h100-sxm", 1); // the default needs no entry
    EXPECT_TRUE(e.chips.empty());
    setTensorParallel(e, "tpu-v5e", 2);
    setTensorParallel(e, "h100-sxm", 8);
    setTensorParallel(e, "mi300x", 4);
    ASSERT_EQ(e.chips.size(), 3u); // in id order, as a project file reads them back
    EXPECT_EQ(e.chips[0].chipId, "h100-sxm");
    EXPECT_EQ(e.chips[1].chipId, "mi300x");
    EXPECT_EQ(e.chips[2].chipId, "tpu-v5e");
}

TEST(ModelEntryRules, ExpertParallelismIsPerChipBesideTpAndReachesTheStep)
{
    ModelEntry e = entry("mixtral-8x7b");
    EXPECT_EQ(expertParallelOn(e, "h100-sxm"), 1.0);
    setExpertParallel(e, "H100-SXM", 8);
    setTensorParallel(e, "b200", 2);
    EXPECT_EQ(expertParallelOn(e, "h100-sxm"), 8.0);
    EXPECT_EQ(expertParallelOn(e, "b200"), 1.0);
    EXPECT_EQ(tensorParallelOn(e, "h100-sxm"), 1.0);
    const Dims dims;
    EXPECT_EQ(stepConfigOn(e, StepPhase::Decode, dims, "h100-sxm").ep, 8.0);
    EXPECT_EQ(stepConfigOn(e, StepPhase::Decode, dims, "b200").ep, 1.0);
    EXPECT_EQ(stepConfigOn(e, StepPhase::Decode, dims, "b200").tp, 2.0);
    setExpertParallel(e, "h100-sxm", 1); // back at ep 1 and tp 1: no entry for the chip
    ASSERT_EQ(e.chips.size(), 1u);
    EXPECT_EQ(e.chips[0].chipId, "b200");
}

TEST(ModelEntryRules, TheStepFollowsTheBAndSSliders)
{
    ModelEntry e = entry("llama-3-70b");
    setTensorParallel(e, "h100-sxm", 8);
    e.links = 18;
    e.ring = "bi";
    e.kv = Dtype::FP8;
    Dims dims;
    dims.b = 48;
    dims.s = 2048;
    dims.t = 7; // the T slider is for attention ops; a model's T comes from its phase
    const StepConfig decode = stepConfigOn(e, StepPhase::Decode, dims, "h100-sxm");
    EXPECT_EQ(decode.b, 48.0);
    EXPECT_EQ(decode.s, 2048.0);
    EXPECT_EQ(decode.t, 1.0);
    EXPECT_EQ(decode.tp, 8.0);
    EXPECT_EQ(decode.links, 18.0);
    EXPECT_EQ(decode.ring, "bi");
    EXPECT_EQ(decode.kv, Dtype::FP8);
    const StepConfig prefill = stepConfigOn(e, StepPhase::Prefill, dims, "tpu-v5e");
    EXPECT_EQ(prefill.t, 2048.0);
    EXPECT_EQ(prefill.tp, 1.0);
    EXPECT_EQ(shownPhases(e), std::vector<StepPhase> {StepPhase::Decode});
    e.bothPhases = true;
    EXPECT_EQ(shownPhases(e), (std::vector<StepPhase> {StepPhase::Prefill, StepPhase::Decode}));
}

TEST(ModelEntryRules, EachChipServesOverEveryLinkBothWaysUnlessItSaysOtherwise)
{
    ModelEntry e = entry("llama-3-70b");
    // docs/model.md §12: the defaults are every link and both ring directions.
    EXPECT_EQ(linksOn(e, "h100-sxm"), kEveryLink);
    EXPECT_EQ(ringOn(e, "h100-sxm"), "bi");
    setTensorParallel(e, "h100-sxm", 8);
    setCollectivesOn(e, "H100-SXM", 4, "uni"); // ids compare without case
    EXPECT_EQ(linksOn(e, "h100-sxm"), 4.0);
    EXPECT_EQ(ringOn(e, "h100-sxm"), "uni");
    EXPECT_EQ(linksOn(e, "tpu-v5e"), kEveryLink); // another chip keeps the entry's
    const StepConfig config = stepConfigOn(e, StepPhase::Decode, Dims {}, "h100-sxm");
    EXPECT_EQ(config.links, 4.0);
    EXPECT_EQ(config.ring, "uni");
    ASSERT_EQ(e.chips.size(), 1u);
    EXPECT_EQ(e.chips[0].tp, 8.0);
    // Values equal to the entry's are not the chip's own: the chip keeps only its tp.
    setCollectivesOn(e, "h100-sxm", kEveryLink, "bi");
    ASSERT_EQ(e.chips.size(), 1u);
    EXPECT_EQ(e.chips[0].links, std::nullopt);
    EXPECT_EQ(e.chips[0].ring, std::nullopt);
    // A chip with tp 1 and the entry's links has no entry at all.
    setCollectivesOn(e, "tpu-v5e", 2, "bi");
    EXPECT_EQ(e.chips.size(), 2u);
    setCollectivesOn(e, "tpu-v5e", kEveryLink, "bi");
    setTensorParallel(e, "h100-sxm", 1);
    EXPECT_TRUE(e.chips.empty());
    // An entry's own setting applies to every chip without one (the screenshot's --links and --ring).
    e.links = 1;
    e.ring = "uni";
    EXPECT_EQ(linksOn(e, "mi300x"), 1.0);
    EXPECT_EQ(ringOn(e, "mi300x"), "uni");
}

TEST(ModelScene, EveryModelAndPhaseOnEveryChipIsItsStep)
{
    Project project;
    project.dims.b = 64;
    project.dims.s = 4096;
    ModelEntry llama = entry("llama-3-70b");
    llama.bothPhases = true;
    setTensorParallel(llama, "h100-sxm", 8);
    project.models = {llama, entry("mistral-7b", StepPhase::Prefill)};
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm"), &shippedChip("tpu-v5e")};
    RooflineScene scene = buildRooflineScene(chips, {}, project.dims, RooflineOptions {});
    placeModelSteps(scene, chips, project, builtinModels());
    ASSERT_EQ(scene.chips[0].models.size(), 3u); // llama prefill and decode, mistral prefill
    const ModelStep& prefill = scene.chips[0].models[0];
    const ModelStep& decode = scene.chips[0].models[1];
    EXPECT_EQ(prefill.modelIndex, 0u);
    EXPECT_EQ(prefill.phase, StepPhase::Prefill);
    EXPECT_EQ(decode.phase, StepPhase::Decode);
    EXPECT_EQ(decode.modelName, "Llama 3 70B");
    EXPECT_EQ(decode.tp, 8.0);
    EXPECT_EQ(scene.chips[0].models[2].modelIndex, 1u);
    ASSERT_TRUE(decode.runs()) << decode.problem;
    const by_hand::Result expected = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(),
        by_hand::Step {false, 64, 1, 4096, 8, 0, true, "bf16", "bf16", "bf16"});
    ASSERT_EQ(decode.result.ops.size(), expected.ops.size());
    for (std::size_t i = 0; i < expected.ops.size(); ++i) {
        EXPECT_EQ(decode.result.ops[i].step.name, expected.ops[i].name);
        EXPECT_TRUE(relativelyNear(decode.result.ops[i].evaluation.tLower, expected.ops[i].tLower, kSceneTight));
    }
    EXPECT_TRUE(relativelyNear(decode.result.stepTimeS, expected.step, kSceneTight));
    const by_hand::Result prefillExpected = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(),
        by_hand::Step {true, 64, 4096, 4096, 8, 0, true, "bf16", "bf16", "bf16"});
    EXPECT_TRUE(relativelyNear(prefill.result.tokensPerS, prefillExpected.tokensPerS, kSceneTight));
    // On TPU v5e (tp 1 there) the 70B model runs, and does not fit its 16 GB.
    const ModelStep& onV5e = scene.chips[1].models[1];
    ASSERT_TRUE(onV5e.runs()) << onV5e.problem;
    EXPECT_EQ(onV5e.tp, 1.0);
    EXPECT_EQ(onV5e.result.memory.fits, std::optional<bool>(false));
    // The view takes the model's ops in: every op is inside the fitted ranges.
    for (const ChipRoofline& layer : scene.chips) {
        for (const ModelStep& step : layer.models) {
            for (const StepOpResult& op : step.result.ops) {
                EXPECT_GE(op.evaluation.intensity, scene.intensityRange.lower);
                EXPECT_LE(op.evaluation.intensity, scene.intensityRange.upper);
                EXPECT_GE(op.evaluation.attainableFlopsPerS, scene.flopsRange.lower);
                EXPECT_LE(op.evaluation.attainableFlopsPerS, scene.flopsRange.upper);
            }
        }
    }
}

TEST(ModelScene, AStepThatCannotRunSaysWhy)
{
    Project project;
    ModelEntry odd = entry("llama-3-8b");
    setTensorParallel(odd, "h100-sxm", 3);
    ModelEntry l4 = entry("llama-3-8b");
    setTensorParallel(l4, "l4", 2);
    project.models = {odd, entry("gpt-5"), l4};
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm"), &shippedChip("l4")};
    RooflineScene scene = buildRooflineScene(chips, {}, project.dims, RooflineOptions {});
    placeModelSteps(scene, chips, project, builtinModels());
    const ModelStep& tp3 = scene.chips[0].models[0];
    EXPECT_FALSE(tp3.runs());
    EXPECT_TRUE(tp3.result.ops.empty());
    EXPECT_NE(tp3.problem.find("tp=3 must divide n_heads (32)"), std::string::npos) << tp3.problem;
    ASSERT_TRUE(tp3.problemDetail);
    EXPECT_EQ(tp3.problemDetail->code, ErrorCode::TpNotDivisor);
    EXPECT_TRUE(scene.chips[1].models[0].runs()); // tp 1 on the L4
    const ModelStep& missing = scene.chips[0].models[1];
    EXPECT_FALSE(missing.runs());
    EXPECT_EQ(missing.modelName, "gpt-5");
    ASSERT_TRUE(missing.problemDetail);
    EXPECT_EQ(missing.problemDetail->code, ErrorCode::UnknownName);
    const ModelStep& noLink = scene.chips[1].models[2];
    EXPECT_NE(noLink.problem.find("L4 has no chip-to-chip link for all-reduce"), std::string::npos) << noLink.problem;
    EXPECT_TRUE(scene.chips[0].models[2].runs());
}

TEST(ModelScene, AProjectsOwnModelIsFoundBeforeTheLibrarys)
{
    Project project;
    ModelConfig mine = *findModel(builtinModels(), "llama-3-8b");
    mine.name = "My Llama";
    mine.nLayers = 2;
    project.customModels = {mine};
    project.models = {entry("llama-3-8b")};
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    RooflineScene scene = buildRooflineScene(chips, {}, project.dims, RooflineOptions {});
    placeModelSteps(scene, chips, project, builtinModels());
    EXPECT_EQ(scene.chips[0].models[0].modelName, "My Llama");
    EXPECT_EQ(scene.chips[0].models[0].result.ops[0].step.count, 2.0);
}

std::vector<std::vector<std::string>> stepCsvRows(const std::string& text)
{
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        std::vector<std::string> fields;
        std::string field;
        bool quoted = false;
        for (const char c : line) {
            if (c == '"')
                quoted = !quoted;
            else if (c == ',' && !quoted) {
                fields.push_back(field);
                field.clear();
            } else
                field += c;
        }
        fields.push_back(field);
        rows.push_back(fields);
    }
    return rows;
}

TEST(ModelScene, CsvHasARowPerOpAndAStepRowPerChipModelAndPhase)
{
    Project project;
    project.dims.b = 64;
    project.dims.s = 4096;
    ModelEntry llama = entry("llama-3-70b");
    setTensorParallel(llama, "h100-sxm", 8);
    ModelEntry odd = entry("llama-3-8b");
    setTensorParallel(odd, "h100-sxm", 3);
    project.models = {llama, odd};
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    RooflineScene scene = buildRooflineScene(chips, {}, project.dims, RooflineOptions {});
    placeModelSteps(scene, chips, project, builtinModels());
    const auto rows = stepCsvRows(modelStepsToCsv(scene));
    ASSERT_EQ(rows.size(), 1u + 9u + 1u); // header, 8 ops and a step row, one problem row
    const std::vector<std::string>& header = rows[0];
    ASSERT_EQ(header.size(), 25u);
    for (const auto& row : rows)
        EXPECT_EQ(row.size(), header.size());
    const auto column = [&](const std::string& name) {
        return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
    };
    const by_hand::Result expected = by_hand::compute(by_hand::llama3_70b(), by_hand::h100Sxm(),
        by_hand::Step {false, 64, 1, 4096, 8, 0, true, "bf16", "bf16", "bf16"});
    for (std::size_t i = 0; i < 8; ++i) {
        const std::vector<std::string>& row = rows[1 + i];
        EXPECT_EQ(row[column("chip")], "h100-sxm");
        EXPECT_EQ(row[column("model")], "llama-3-70b");
        EXPECT_EQ(row[column("phase")], "decode");
        EXPECT_EQ(row[column("tp")], "8");
        EXPECT_EQ(row[column("row")], expected.ops[i].name);
        EXPECT_EQ(std::stod(row[column("count")]), expected.ops[i].count);
        EXPECT_TRUE(relativelyNear(std::stod(row[column("flops")]), expected.ops[i].flops, kSceneTight));
        EXPECT_TRUE(relativelyNear(std::stod(row[column("t_lower_s")]), expected.ops[i].tLower, kSceneTight));
        EXPECT_TRUE(relativelyNear(
            std::stod(row[column("time_per_step_s")]), expected.ops[i].count * expected.ops[i].tLower, kSceneTight));
        EXPECT_EQ(row[column("bound")], expected.ops[i].computeBound ? "compute" : "bandwidth");
        EXPECT_EQ(row[column("step_time_s")], "");
    }
    EXPECT_EQ(rows[4][column("over")], "NVLink");
    EXPECT_EQ(rows[4][column("op")], "all-reduce N=524288 chips=8 links=18 dtype=bf16 ring=bi");
    const std::vector<std::string>& total = rows[9];
    EXPECT_EQ(total[column("row")], "step");
    EXPECT_TRUE(relativelyNear(std::stod(total[column("step_time_s")]), expected.step, kSceneTight));
    EXPECT_TRUE(relativelyNear(std::stod(total[column("tokens_per_s")]), expected.tokensPerS, kSceneTight));
    EXPECT_TRUE(relativelyNear(std::stod(total[column("t_math_s")]), expected.mathTime, kSceneTight));
    EXPECT_TRUE(relativelyNear(std::stod(total[column("t_comms_s")]), expected.commsTime, kSceneTight));
    EXPECT_TRUE(relativelyNear(std::stod(total[column("weights_bytes_per_chip")]), expected.weights, kSceneTight));
    EXPECT_TRUE(relativelyNear(std::stod(total[column("kv_cache_bytes_per_chip")]), expected.kvCache, kSceneTight));
    EXPECT_EQ(std::stod(total[column("capacity_bytes")]), 8e10);
    EXPECT_EQ(total[column("fits")], "true");
    const std::vector<std::string>& problem = rows[10];
    EXPECT_EQ(problem[column("model")], "llama-3-8b");
    EXPECT_EQ(problem[column("row")], "step");
    EXPECT_NE(problem[column("problem")].find("tp=3 must divide n_heads (32)"), std::string::npos);
}

TEST(ModelScene, TheBenchsHeavySceneHasALatentADenseAndAnMoeModelThatRunOnEveryChip)
{
    // bench times B steps with whole models on the roofline — DeepSeek-V3 (latent attention, fp8-block, shown in
    // the Model panel), a dense model and a mixture of experts: they must run, not be problem notes.
    const Project project = heavyBenchProject();
    ASSERT_EQ(project.models.size(), 3u);
    EXPECT_EQ(project.models[0].modelId, "deepseek-v3");
    EXPECT_EQ(project.models[0].w, Dtype::FP8Block); // as published
    EXPECT_EQ(project.models[2].modelId, "mixtral-8x7b");
    std::vector<const Chip*> chips;
    for (const Chip& chip : project.customChips)
        chips.push_back(&chip);
    RooflineScene scene = buildRooflineScene(chips, project.ops, project.dims, RooflineOptions {});
    placeModelSteps(scene, chips, project, builtinModels());
    for (const ChipRoofline& layer : scene.chips) {
        ASSERT_EQ(layer.models.size(), 3u) << layer.chipId;
        for (const ModelStep& step : layer.models) {
            EXPECT_TRUE(step.runs()) << layer.chipId << ": " << step.problem;
            EXPECT_EQ(step.tp, 8.0);
        }
        // q-down, q-up, kv-down, q-absorb, attention, v-absorb, out, all-reduce-attn, up, down, router, the
        // experts, the shared expert, all-reduce-mlp, lm_head.
        EXPECT_EQ(layer.models[0].result.ops.size(), 17u);
        EXPECT_EQ(layer.models[1].result.ops.size(), 8u);
        EXPECT_EQ(layer.models[2].result.ops.size(), 9u); // qkv, attention, out, router, the experts, all-reduces
        EXPECT_EQ(layer.models[2].result.ops[5].step.op.kind, OpKind::Experts);
    }
}

} // namespace
} // namespace roofline::test
