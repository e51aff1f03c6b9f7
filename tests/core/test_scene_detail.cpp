// How much of each chip the roofline draws (RooflineOptions::detail): focused on the chart's question —
// the chapter's one ceiling and HBM slope, a vector ceiling only under ops that run on the vector
// units, a link only under bytes that cross it — or everything (`--detail full`).
#include "test_helpers.h"

#include "core/io/project_json.h"
#include "core/model/op_spec.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <algorithm>

namespace roofline::test {
namespace {

std::vector<std::string> slopeNames(const ChipRoofline& layer)
{
    std::vector<std::string> names;
    for (const SlopeLine& slope : layer.slopes)
        names.push_back(slope.name);
    return names;
}

ChipRoofline focused(const Chip& chip, const std::vector<Op>& ops, RooflineOptions options = {})
{
    options.detail = Detail::Focused;
    options.precision = Dtype::BF16;
    const std::vector<const Chip*> chips {&chip};
    return buildRooflineScene(chips, ops, Dims {}, options).chips[0];
}

TEST(SceneDetail, FocusedDrawsTheChaptersOneCeilingAndTheFirstMemoryLevel)
{
    const std::vector<Op> ops {parseOpSpec("matmul B=128 D=4096 F=4096")};
    // TPU v5e has HBM, VMEM, ICI, PCIe and DCN; H100 SXM HBM, L2, NVLink, PCIe and NIC and CUDA cores.
    const ChipRoofline v5e = focused(shippedChip("tpu-v5e"), ops);
    EXPECT_EQ(slopeNames(v5e), std::vector<std::string> {"HBM"});
    ASSERT_EQ(v5e.ceilings.size(), 1u);
    EXPECT_DOUBLE_EQ(v5e.ceilings[0].flopsPerS, 1.97e14);
    ASSERT_EQ(v5e.ridges.size(), 1u);
    EXPECT_TRUE(relativelyNear(v5e.ridges[0].intensity, 240.24)); // the chapter's 240
    // One ridge: bound by HBM left of it, compute-bound right of it.
    ASSERT_EQ(v5e.regions.size(), 2u);
    EXPECT_EQ(v5e.regions[0].kind, RegionKind::BandwidthBoundEverywhere);
    EXPECT_EQ(v5e.regions[1].kind, RegionKind::ComputeBound);

    const ChipRoofline h100 = focused(shippedChip("h100-sxm"), ops);
    EXPECT_EQ(slopeNames(h100), std::vector<std::string> {"HBM"});
    ASSERT_EQ(h100.ceilings.size(), 1u);
    EXPECT_EQ(h100.ceilings[0].unit, ComputeUnit::Matrix);
    EXPECT_DOUBLE_EQ(h100.ceilings[0].flopsPerS, 9.89e14);
    ASSERT_EQ(h100.ridges.size(), 1u);
    EXPECT_TRUE(relativelyNear(h100.ridges[0].intensity, 9.89e14 / 3.35e12));
}

TEST(SceneDetail, AVectorCeilingIsDrawnOnlyWhileAnOpRunsOnTheVectorUnits)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const ChipRoofline matmulOnly = focused(h100, {parseOpSpec("matmul B=128 D=4096 F=4096")});
    EXPECT_TRUE(std::none_of(matmulOnly.ceilings.begin(), matmulOnly.ceilings.end(),
        [](const CeilingLine& c) { return c.unit == ComputeUnit::Vector; }));

    // An fp32 dot product runs on the CUDA cores (6.69e13 fp32), over HBM: that ceiling and that ridge.
    const ChipRoofline withDot
        = focused(h100, {parseOpSpec("matmul B=128 D=4096 F=4096"), parseOpSpec("dot N=1e8 dtype=fp32")});
    std::vector<double> vector;
    for (const CeilingLine& ceiling : withDot.ceilings) {
        if (ceiling.unit == ComputeUnit::Vector) {
            vector.push_back(ceiling.flopsPerS);
            EXPECT_EQ(ceiling.precision, Dtype::FP32);
        }
    }
    EXPECT_EQ(vector, std::vector<double> {6.69e13});
    std::vector<double> vectorRidges;
    for (const RidgePoint& ridge : withDot.ridges) {
        if (ridge.unit == ComputeUnit::Vector) {
            vectorRidges.push_back(ridge.intensity);
            EXPECT_EQ(ridge.levelName, "HBM");
        }
    }
    ASSERT_EQ(vectorRidges.size(), 1u);
    EXPECT_TRUE(relativelyNear(vectorRidges[0], 6.69e13 / 3.35e12)); // about 20
    EXPECT_EQ(slopeNames(withDot), std::vector<std::string> {"HBM"});
}

TEST(SceneDetail, ALinkIsDrawnOnlyWhileBytesCrossIt)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    // The chapter's two-chip matmul: its bytes cross ICI (4.5e10 B/s each way), whose ridge is 4378.
    const ChipRoofline sharded = focused(v5e, {parseOpSpec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI")});
    EXPECT_EQ(slopeNames(sharded), (std::vector<std::string> {"HBM", "ICI"}));
    ASSERT_EQ(sharded.ridges.size(), 2u);
    EXPECT_TRUE(relativelyNear(sharded.ridges[1].intensity, 1.97e14 / 4.5e10));
    // The memory levels still split the chart: the link bounds only the op that crosses it.
    ASSERT_EQ(sharded.regions.size(), 2u);
    EXPECT_TRUE(relativelyNear(sharded.regions[0].toIntensity, 240.24));

    // An op over VMEM draws VMEM; nothing crosses ICI, PCIe or DCN.
    const ChipRoofline vmem = focused(v5e, {parseOpSpec("matmul B=128 D=4096 F=4096 link=VMEM")});
    EXPECT_EQ(slopeNames(vmem), (std::vector<std::string> {"HBM", "VMEM"}));
}

TEST(SceneDetail, AModelSplitOverChipsDrawsTheLinkItsAllReducesCross)
{
    const Chip& h100 = shippedChip("h100-sxm");
    RooflineOptions options;
    options.crossedLinks = {{"H100-SXM", ""}}; // no link named: the chip's first, NVLink
    EXPECT_EQ(slopeNames(focused(h100, {}, options)), (std::vector<std::string> {"HBM", "NVLink"}));
    options.crossedLinks = {{"h100-sxm", "NIC"}};
    EXPECT_EQ(slopeNames(focused(h100, {}, options)), (std::vector<std::string> {"HBM", "NIC"}));
    options.crossedLinks = {{"tpu-v5e", "ICI"}}; // another chip's split draws nothing here
    EXPECT_EQ(slopeNames(focused(h100, {}, options)), std::vector<std::string> {"HBM"});

    // From a project: tp 8 on the H100, 1 (no split) on TPU v5e.
    Project project = defaultProject();
    ModelEntry entry;
    entry.modelId = "llama-3-70b";
    setTensorParallel(entry, "h100-sxm", 8.0);
    project.models.push_back(entry);
    const RooflineOptions fromProject = rooflineOptions(project);
    ASSERT_EQ(fromProject.crossedLinks.size(), 1u);
    EXPECT_EQ(fromProject.crossedLinks[0], (CrossedLink {"h100-sxm", ""}));
    EXPECT_EQ(fromProject.detail, Detail::Focused);
}

TEST(SceneDetail, LevelsChosenByHandAreAddedToTheFocusAndHiddenOnesStayHidden)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<Op> ops {parseOpSpec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI")};
    RooflineOptions options;
    options.shownLevels = {"dcn"};
    EXPECT_EQ(slopeNames(focused(v5e, ops, options)), (std::vector<std::string> {"HBM", "ICI", "DCN"}));
    options.hiddenLevels = {"ici", "HBM"};
    EXPECT_EQ(slopeNames(focused(v5e, ops, options)), std::vector<std::string> {"DCN"});
}

TEST(SceneDetail, FullDetailDrawsEveryLevelLinkAndVectorUnit)
{
    const Chip& h100 = shippedChip("h100-sxm");
    RooflineOptions options;
    options.precision = Dtype::BF16;
    ASSERT_EQ(options.detail, Detail::Full); // a scene without a project draws everything
    const std::vector<const Chip*> chips {&h100};
    const std::vector<Op> ops {parseOpSpec("matmul B=128 D=4096 F=4096")};
    const ChipRoofline layer = buildRooflineScene(chips, ops, Dims {}, options).chips[0];
    EXPECT_EQ(slopeNames(layer), (std::vector<std::string> {"HBM", "L2", "NVLink", "PCIe", "NIC"}));
    // bf16 on the matrix units and on the CUDA cores, each meeting all five slopes.
    EXPECT_EQ(layer.ceilings.size(), 2u);
    EXPECT_EQ(layer.ridges.size(), 10u);
}

TEST(SceneDetail, ProjectFilesKeepTheDetailAndOldFilesWithChosenLevelsOpenInFull)
{
    Project project = defaultProject();
    EXPECT_EQ(project.viewOptions.detail, Detail::Focused); // the app's default
    project.viewOptions.detail = Detail::Full;
    project.viewOptions.shownLevels = {"ICI"};
    const Project back = parseProjectJson(projectToText(project), "p.roofline.json");
    EXPECT_EQ(back.viewOptions.detail, Detail::Full);
    EXPECT_EQ(back.viewOptions.shownLevels, std::vector<std::string> {"ICI"});

    // A file from before the key: its levels chosen by hand (some hidden) keep every other level;
    // without any, it opens focused.
    const auto opened = [](const std::string& hiddenLevels) {
        return parseProjectJson(
            R"({"format": 1, "chips": ["tpu-v5e"], "hidden_levels": )" + hiddenLevels + "}", "old.roofline.json");
    };
    EXPECT_EQ(opened(R"(["DCN"])").viewOptions.detail, Detail::Full);
    EXPECT_EQ(opened("[]").viewOptions.detail, Detail::Focused);
    EXPECT_THROW(parseProjectJson(R"({"format": 1, "chips": [], "detail": "some"})", "bad.roofline.json"), Error);
}

} // namespace
} // namespace roofline::test
