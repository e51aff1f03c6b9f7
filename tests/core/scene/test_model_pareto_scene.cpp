// A project's model as the Model panel's latency against throughput chart draws it (docs/model.md §12): decode at
// the S slider over each chip's own links and ring, every tp, B doubling up to the batch range; and its CSV. The
// numbers are the paper model's of tests/core/model/test_model_pareto.cpp, worked out by hand there.
#include "support/csv_cells.h"
#include "support/paper_models.h"

#include "core/scene/model_scene.h"

#include <sstream>

namespace roofline::test {
namespace {

constexpr double kTight = 1e-9;

ModelEntry paperEntry(StepPhase phase = StepPhase::Decode)
{
    ModelEntry e;
    e.modelId = "paper-dense";
    e.phase = phase;
    return e;
}

Dims sliders(double b, double s)
{
    Dims dims;
    dims.b = b;
    dims.s = s;
    return dims;
}

std::vector<std::vector<std::string>> csvRows(const std::string& csv)
{
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(csv);
    std::string line;
    while (std::getline(lines, line)) {
        std::vector<std::string> fields = csvCells(line);
        if (!line.empty() && line.back() == ',')
            fields.emplace_back();
        rows.push_back(fields);
    }
    return rows;
}

TEST(ModelParetoScene, AnEntrysPointsAreDecodeAtTheSSliderOverTheChipsLinks)
{
    const std::vector<ModelConfig> custom {paperDenseModel()};
    // In prefill, at B = 5 and tp 2 on the chip: none of it matters; S = 8 does. By hand (test_model_pareto.cpp):
    // step(tp 1) = (560·B + 1536) ns, step(tp 2) = (328·B + 1968) ns over both links both ways.
    ModelEntry e = paperEntry(StepPhase::Prefill);
    setTensorParallel(e, "paper", 2);
    const std::vector<ParetoPoint> points = modelParetoOn(e, paperChip(1e18), sliders(5, 8), 8, custom, {});
    ASSERT_EQ(points.size(), 8u);
    const std::vector<double> stepNs {2096, 2656, 3776, 6016, 2296, 2624, 3280, 4592};
    const std::vector<bool> frontier {true, true, false, false, false, false, false, true};
    for (std::size_t i = 0; i < points.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(points[i].tp, i < 4 ? 1.0 : 2.0);
        EXPECT_EQ(points[i].b, std::vector<double>({1, 2, 4, 8})[i % 4]);
        EXPECT_TRUE(relativelyNear(points[i].stepTimeS, stepNs[i] * 1e-9, kTight));
        EXPECT_EQ(points[i].onFrontier, frontier[i]);
    }
    // The chip's own links and ring: one link one way, each all-reduce's 16·B bytes at 1e9 B/s, so step(tp 2) =
    // (352·B + 1968) ns.
    setCollectivesOn(e, "paper", 1, "uni");
    const std::vector<ParetoPoint> chapter = modelParetoOn(e, paperChip(1e18), sliders(5, 8), 8, custom, {});
    ASSERT_EQ(chapter.size(), 8u);
    EXPECT_TRUE(relativelyNear(chapter[4].stepTimeS, (352.0 + 1968) * 1e-9, kTight));
    EXPECT_TRUE(relativelyNear(chapter[7].stepTimeS, (352.0 * 8 + 1968) * 1e-9, kTight));
    // Up to 3: B = 1 and 2.
    EXPECT_EQ(modelParetoOn(paperEntry(), paperChip(1e18), sliders(1, 8), 3, custom, {}).size(), 4u);
}

TEST(ModelParetoScene, NoPointsWhereTheDecodeStepCannotRun)
{
    const std::vector<ModelConfig> custom {paperDenseModel()};
    ModelEntry e = paperEntry();
    // A model the project does not have.
    e.modelId = "nowhere";
    EXPECT_TRUE(modelParetoOn(e, paperChip(1e18), sliders(1, 8), 8, custom, {}).empty());
    // More links than the chip has.
    e = paperEntry();
    setCollectivesOn(e, "paper", 3, "bi");
    EXPECT_TRUE(modelParetoOn(e, paperChip(1e18), sliders(1, 8), 8, custom, {}).empty());
    // A chip without the model's precision.
    EXPECT_TRUE(modelParetoOn(paperEntry(), exampleChip(1e15, 1e12, Dtype::FP8), sliders(1, 8), 8, custom, {}).empty());
    // A chip without links: tp 1 only, B = 1, 2 and 4.
    Chip alone = paperChip(1e18);
    alone.links.clear();
    const std::vector<ParetoPoint> single = modelParetoOn(paperEntry(), alone, sliders(1, 8), 4, custom, {});
    ASSERT_EQ(single.size(), 3u);
    EXPECT_EQ(single.back().tp, 1.0);
    // The library's model when the project has none of its own.
    EXPECT_EQ(modelParetoOn(paperEntry(), paperChip(1e18), sliders(1, 8), 1, {}, custom).size(), 2u);
}

TEST(ModelParetoScene, AProjectsModelIsDrawnOnEachShownChipInOrderAtTheSlidersAndTheBatchRange)
{
    Project project;
    project.customModels = {paperDenseModel()};
    ModelEntry other;
    other.modelId = "nowhere";
    project.models = {other, paperEntry()};
    project.dims = sliders(5, 8);
    project.viewOptions.batchRange.to = 2;
    Chip slow = paperChip(1e18);
    slow.id = "slow";
    slow.links[0].count = 1; // every link both ways is one: each all-reduce's 16·B bytes at 2e9 B/s
    const Chip paper = paperChip(1e18);
    const std::vector<const Chip*> chips {&slow, &paper};
    const std::vector<ParetoPoint> points = projectModelPareto(project, chips, 1, {});
    // B = 1 and 2 at tp 1 and 2, the slow chip first. By hand (test_model_pareto.cpp): step(tp 1) = (560·B + 1536)
    // ns on both; step(tp 2) = (328·B + 1968) ns over two links both ways, and 2·(8 − 4)·B ns more over one.
    ASSERT_EQ(points.size(), 8u);
    const std::vector<double> stepNs {2096, 2656, 2304, 2640, 2096, 2656, 2296, 2624};
    for (std::size_t i = 0; i < points.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(points[i].chipId, i < 4 ? "slow" : "paper");
        EXPECT_EQ(points[i].tp, i % 4 < 2 ? 1.0 : 2.0);
        EXPECT_EQ(points[i].b, i % 2 ? 2.0 : 1.0);
        EXPECT_TRUE(relativelyNear(points[i].stepTimeS, stepNs[i] * 1e-9, kTight));
    }
    // The first model is not found: no points, on any chip.
    EXPECT_TRUE(projectModelPareto(project, chips, 0, {}).empty());
    EXPECT_ROOFLINE_ERROR(
        projectModelPareto(project, chips, 2, {}), ErrorKind::InvalidValue, "the project has 2 models, no model 3");
    project.models.clear();
    EXPECT_ROOFLINE_ERROR(projectModelPareto(project, chips, 0, {}), ErrorKind::InvalidValue,
        "latency against throughput is drawn for a model, and the project has none");
}

TEST(ModelParetoScene, CsvHasARowPerPointWithTheIssuesColumns)
{
    ParetoPoint fits;
    fits.chipId = "h100-sxm";
    fits.tp = 8;
    fits.b = 64;
    fits.stepTimeS = 0.0125;
    fits.tokensPerSPerSequence = 80;
    fits.tokensPerSPerChip = 640;
    fits.fits = true;
    fits.onFrontier = true;
    ParetoPoint over = fits;
    over.b = 1024;
    over.fits = false;
    over.onFrontier = false;
    ParetoPoint unknown = fits;
    unknown.chipId = "my,chip";
    unknown.fits = std::nullopt;
    EXPECT_EQ(modelParetoToCsv("llama-3-8b", {fits, over, unknown}),
        "model,chip,tp,ep,B,step_time_s,tokens_per_s_per_sequence,tokens_per_s_per_chip,fits,on_frontier,tiers\n"
        "llama-3-8b,h100-sxm,8,1,64,0.0125,80,640,true,true,\n"
        "llama-3-8b,h100-sxm,8,1,1024,0.0125,80,640,false,false,\n"
        "llama-3-8b,\"my,chip\",8,1,64,0.0125,80,640,,true,\n");
    // A layout past a domain names both links (docs/model.md §14).
    ParetoPoint wide = fits;
    wide.tp = 16;
    wide.tiers = {"NVLink", "NIC"};
    EXPECT_EQ(modelParetoToCsv("llama-3-8b", {wide}).substr(modelParetoToCsv("llama-3-8b", {}).size()),
        "llama-3-8b,h100-sxm,16,1,64,0.0125,80,640,true,true,NVLink+NIC\n");
    // The paper model's points read back as the numbers worked out by hand.
    const std::vector<ModelConfig> custom {paperDenseModel()};
    const std::string csv
        = modelParetoToCsv("paper-dense", modelParetoOn(paperEntry(), paperChip(1e18), sliders(1, 8), 2, custom, {}));
    const std::vector<std::vector<std::string>> rows = csvRows(csv);
    ASSERT_EQ(rows.size(), 5u);
    const std::vector<double> stepNs {2096, 2656, 2296, 2624};
    for (std::size_t i = 1; i < rows.size(); ++i) {
        SCOPED_TRACE(csv);
        ASSERT_EQ(rows[i].size(), 11u);
        EXPECT_EQ(rows[i][0], "paper-dense");
        EXPECT_EQ(rows[i][1], "paper");
        EXPECT_EQ(rows[i][2], i <= 2 ? "1" : "2");
        EXPECT_EQ(rows[i][3], "1"); // ep
        EXPECT_EQ(rows[i][4], i % 2 ? "1" : "2");
        const double step = stepNs[i - 1] * 1e-9;
        EXPECT_TRUE(relativelyNear(std::stod(rows[i][5]), step, kTight));
        EXPECT_TRUE(relativelyNear(std::stod(rows[i][6]), 1 / step, kTight));
        EXPECT_TRUE(
            relativelyNear(std::stod(rows[i][7]), std::stod(rows[i][4]) / (step * std::stod(rows[i][2])), kTight));
        EXPECT_EQ(rows[i][8], "true");
    }
    // tp 1 at B = 1 and 2 are on the frontier; tp 2 at B = 1 and 2 are beaten by them.
    EXPECT_EQ(rows[1][9], "true");
    EXPECT_EQ(rows[2][9], "true");
    EXPECT_EQ(rows[3][9], "false");
    EXPECT_EQ(rows[4][9], "false");
}

} // namespace
} // namespace roofline::test
