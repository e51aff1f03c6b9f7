// The scenes the charts draw: the roofline's ceilings, slopes, ridges, regions and fitted view per chip,
// and the batch-size chart's sweeps.
#include "support/test_helpers.h"

#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <algorithm>

namespace roofline::test {
namespace {

// A shipped chip's roofline alone, with no ops.
ChipRoofline rooflineOf(const char* chipId, const RooflineOptions& options)
{
    const std::vector<const Chip*> chips {&shippedChip(chipId)};
    return buildRooflineScene(chips, {}, Dims {}, options).chips[0];
}

// bf16 and its achievable ceiling, without the levels named.
RooflineOptions bf16Achievable(std::vector<std::string> hiddenLevels)
{
    RooflineOptions options;
    options.precision = Dtype::BF16;
    options.showAchievable = true;
    options.hiddenLevels = std::move(hiddenLevels);
    return options;
}

TEST(RooflineScene, HasACeilingPerPrecisionASlopePerLevelAndTheirRidges)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=4096 F=4096")};
    const RooflineScene scene = buildRooflineScene(chips, ops, Dims {128, 0, 0}, RooflineOptions {});
    ASSERT_EQ(scene.chips.size(), 1u);
    const ChipRoofline& layer = scene.chips[0];
    EXPECT_EQ(layer.ceilings.size(), v5e.peakFlopsPerS.size());
    EXPECT_EQ(layer.slopes.size(), v5e.memory.size() + v5e.links.size());
    EXPECT_EQ(layer.ridges.size(), layer.ceilings.size() * layer.slopes.size());
    const auto hbmBf16 = std::find_if(layer.ridges.begin(), layer.ridges.end(),
        [](const RidgePoint& r) { return r.levelName == "HBM" && r.precision == Dtype::BF16; });
    ASSERT_NE(hbmBf16, layer.ridges.end());
    EXPECT_TRUE(relativelyNear(hbmBf16->intensity, 240.24));
    ASSERT_EQ(layer.points.size(), 1u);
    EXPECT_TRUE(
        relativelyNear(layer.points[0].evaluation.intensity, 128.0 * 4096 * 4096 / (128.0 * 4096 * 2 + 4096.0 * 4096)));
    EXPECT_LE(scene.intensityRange.lower, layer.points[0].evaluation.intensity);
    EXPECT_GE(scene.intensityRange.upper, hbmBf16->intensity);
    // The view: from a decade below the decade under the leftmost ridge or point, to a decade above
    // the decade over the rightmost one.
    double lowest = layer.points[0].evaluation.intensity;
    double highest = lowest;
    for (const RidgePoint& ridge : layer.ridges) {
        lowest = std::min(lowest, ridge.intensity);
        highest = std::max(highest, ridge.intensity);
    }
    EXPECT_DOUBLE_EQ(scene.intensityRange.lower, std::pow(10.0, std::floor(std::log10(lowest)) - 1.0));
    EXPECT_DOUBLE_EQ(scene.intensityRange.upper, std::pow(10.0, std::ceil(std::log10(highest)) + 1.0));
}

TEST(RooflineScene, ThePrecisionChoiceAndHiddenLevelsFilterTheLines)
{
    const ChipRoofline layer = rooflineOf("tpu-v5e", bf16Achievable({"dcn", "PCIe"}));
    ASSERT_EQ(layer.ceilings.size(), 2u);
    EXPECT_FALSE(layer.ceilings[0].achievable);
    EXPECT_TRUE(layer.ceilings[1].achievable);
    EXPECT_DOUBLE_EQ(layer.ceilings[1].flopsPerS, 1.97e14 * 0.95);
    EXPECT_EQ(layer.slopes.size(), 3u); // HBM, VMEM, ICI
}

TEST(RooflineScene, EachCeilingStartsAtItsFirstRidgeAndEachSlopeEndsAtTheRoof)
{
    // TPU v5e in bf16 with its achievable ceiling: HBM 8.2e11 B/s and VMEM 1.8e13 B/s, links hidden.
    RooflineOptions options = bf16Achievable({"ICI", "PCIe", "DCN"});
    const ChipRoofline layer = rooflineOf("tpu-v5e", options);
    ASSERT_EQ(layer.ceilings.size(), 2u);
    // The roof is solid from where VMEM, the fastest slope, meets it: 1.97e14 / 1.8e13 = 10.944.
    EXPECT_TRUE(relativelyNear(layer.ceilings[0].fromIntensity, 10.944444));
    EXPECT_EQ(layer.ceilings[1].fromIntensity, 0.0); // achievable: dashed across the chart
    ASSERT_EQ(layer.slopes.size(), 2u);
    EXPECT_EQ(layer.slopes[0].name, "HBM");
    EXPECT_TRUE(relativelyNear(layer.slopes[0].toIntensity, 240.24)); // 1.97e14 / 8.2e11
    EXPECT_EQ(layer.slopes[0].toFlopsPerS, 1.97e14);
    EXPECT_TRUE(relativelyNear(layer.slopes[1].toIntensity, 10.944444));
    // Every precision: the slopes run up to the highest roof, int4's 7.88e14 (HBM: 7.88e14 / 8.2e11 =
    // 960.98); each lower ceiling starts where VMEM meets it (int8: 3.94e14 / 1.8e13 = 21.889).
    options.precision.reset();
    options.showAchievable = false;
    const ChipRoofline all = rooflineOf("tpu-v5e", options);
    ASSERT_EQ(all.ceilings.size(), 3u);
    for (const SlopeLine& slope : all.slopes)
        EXPECT_EQ(slope.toFlopsPerS, 7.88e14) << slope.name;
    EXPECT_TRUE(relativelyNear(all.slopes[0].toIntensity, 960.97561));
    const auto int8 = std::find_if(all.ceilings.begin(), all.ceilings.end(),
        [](const CeilingLine& ceiling) { return ceiling.precision == Dtype::INT8; });
    ASSERT_NE(int8, all.ceilings.end());
    EXPECT_TRUE(relativelyNear(int8->fromIntensity, 21.888889));
    // The H100's CUDA cores (6.69e13 fp32) start where its fastest slope meets them, not at the roof's
    // ridge; with no slope drawn at all, every ceiling runs from the left edge.
    RooflineOptions fp32;
    fp32.precision = Dtype::FP32;
    fp32.hiddenLevels = {"L2", "NVLink", "PCIe", "NIC"}; // HBM alone: 3.35e12 B/s
    const ChipRoofline cuda = rooflineOf("h100-sxm", fp32);
    const auto vector = std::find_if(cuda.ceilings.begin(), cuda.ceilings.end(), [](const CeilingLine& ceiling) {
        return ceiling.unit == ComputeUnit::Vector && ceiling.precision == Dtype::FP32;
    });
    ASSERT_NE(vector, cuda.ceilings.end());
    ASSERT_EQ(cuda.slopes.size(), 1u);
    EXPECT_EQ(vector->fromIntensity, vector->flopsPerS / cuda.slopes[0].bytesPerS);
    EXPECT_TRUE(relativelyNear(vector->fromIntensity, 6.69e13 / 3.35e12));
    fp32.hiddenLevels.push_back("HBM");
    const ChipRoofline bare = rooflineOf("h100-sxm", fp32);
    ASSERT_TRUE(bare.slopes.empty());
    for (const CeilingLine& ceiling : bare.ceilings)
        EXPECT_EQ(ceiling.fromIntensity, 0.0);
}

TEST(RooflineScene, RegionsSplitAtTheLowestAndHighestRidge)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    RooflineOptions options;
    options.precision = Dtype::BF16;
    options.hiddenLevels = {"ICI", "PCIe", "DCN"};
    const ChipRoofline layer = buildRooflineScene(chips, {}, Dims {}, options).chips[0];
    ASSERT_EQ(layer.regions.size(), 3u);
    EXPECT_EQ(layer.regions[0].kind, RegionKind::BandwidthBoundEverywhere);
    EXPECT_TRUE(relativelyNear(layer.regions[0].toIntensity, 1.97e14 / 1.8e13)); // VMEM ridge
    EXPECT_EQ(layer.regions[1].kind, RegionKind::BandwidthBoundLowerOnly);
    EXPECT_TRUE(relativelyNear(layer.regions[1].toIntensity, 240.24)); // HBM ridge
    EXPECT_EQ(layer.regions[2].kind, RegionKind::ComputeBound);
}

TEST(RooflineScene, RegionsFollowTheMemoryLevelsWhenLinksAreDrawnToo)
{
    // ICI, PCIe and DCN bound only ops that cross them: with every slope drawn the regions still
    // split at the VMEM and HBM ridges, as in the chapter's figure (BW1 = HBM, BW2 = VMEM).
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    RooflineOptions options;
    options.precision = Dtype::BF16;
    const ChipRoofline layer = buildRooflineScene(chips, {}, Dims {}, options).chips[0];
    ASSERT_EQ(layer.slopes.size(), 5u);
    ASSERT_EQ(layer.regions.size(), 3u);
    EXPECT_TRUE(relativelyNear(layer.regions[0].toIntensity, 1.97e14 / 1.8e13));
    EXPECT_TRUE(relativelyNear(layer.regions[1].toIntensity, 240.24));
    EXPECT_TRUE(relativelyNear(layer.regions[2].fromIntensity, 240.24));

    options.hiddenLevels = {"HBM", "VMEM"}; // only links left: they split the chart
    const ChipRoofline links = buildRooflineScene(chips, {}, Dims {}, options).chips[0];
    ASSERT_EQ(links.regions.size(), 3u);
    EXPECT_TRUE(relativelyNear(links.regions[0].toIntensity, 1.97e14 / 4.5e10)); // ICI, the fastest link
    EXPECT_TRUE(relativelyNear(links.regions[2].fromIntensity, 1.97e14 / 3.125e9)); // DCN, the slowest
}

TEST(RooflineScene, TheFittedViewShowsTheCeilingsOpsAndMemorySlopesWithoutEmptyDecades)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&v5e, &h100};
    const std::vector<Op> ops {parseOpSpec("matmul B=128 D=4096 F=4096"), parseOpSpec("dot N=1000000")};
    RooflineOptions options;
    options.precision = Dtype::BF16;
    const RooflineScene scene = buildRooflineScene(chips, ops, Dims {}, options);
    // Room for the highest ceiling's label, not a decade of nothing.
    EXPECT_GT(scene.flopsRange.upper, 9.89e14 * 1.5);
    EXPECT_LT(scene.flopsRange.upper, 9.89e14 * 5.0);
    // Every op, and TPU v5e's HBM slope where it enters the view (8.2e11 × the left edge).
    for (const ChipRoofline& layer : scene.chips) {
        for (const OpPoint& point : layer.points) {
            EXPECT_LE(scene.flopsRange.lower, point.evaluation.attainableFlopsPerS);
            EXPECT_LE(scene.intensityRange.lower, point.evaluation.intensity);
        }
    }
    EXPECT_LE(scene.flopsRange.lower, 8.2e11 * scene.intensityRange.lower);
    // DCN (3.1e9 B/s) would pull the view down to 1e7; its slope runs off the bottom instead.
    EXPECT_GT(scene.flopsRange.lower, 3.125e9 * scene.intensityRange.lower);
}

TEST(RooflineScene, AChipWithoutTheChosenPrecisionShowsItsHeadlineCeiling)
{
    const Chip& v100 = shippedChip("v100"); // fp16 tensor cores, no bf16
    ASSERT_FALSE(v100.peakFlopsPerS.contains(Dtype::BF16));
    const std::vector<const Chip*> chips {&v100};
    RooflineOptions options;
    options.precision = Dtype::BF16;
    const ChipRoofline layer = buildRooflineScene(chips, {}, Dims {}, options).chips[0];
    ASSERT_EQ(layer.ceilings.size(), 1u);
    EXPECT_EQ(layer.ceilings[0].precision, headlinePrecision(v100));
    EXPECT_EQ(layer.ceilings[0].flopsPerS, v100.peakFlopsPerS.at(headlinePrecision(v100)));
    EXPECT_EQ(layer.regionPrecision, headlinePrecision(v100));
    EXPECT_FALSE(layer.ridges.empty());
}

TEST(RooflineScene, AnOpAChipCannotRunIsAProblemNotAPoint)
{
    const Chip& gaudi = shippedChip("gaudi3");
    const std::vector<const Chip*> chips {&gaudi};
    const std::vector<Op> ops {parseOpSpec("matmul B=1 D=1 F=1 x=int8 w=int8"), parseOpSpec("dot N=10")};
    const ChipRoofline layer = buildRooflineScene(chips, ops, Dims {}, RooflineOptions {}).chips[0];
    ASSERT_EQ(layer.problems.size(), 1u);
    EXPECT_EQ(layer.problems[0].index, 0u);
    ASSERT_EQ(layer.points.size(), 1u);
    EXPECT_EQ(layer.points[0].opIndex, 1u);
}

TEST(BatchSizeScene, ReproducesTheChaptersQ3Setup)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "", rules),
        parseOpSpec("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "", rules)};
    SweepOptions options;
    options.range = BatchRange {1, 511, 4096, false};
    BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, Dims {200, 0, 0}, options);
    ASSERT_EQ(scene.batch.size(), 511u);
    ASSERT_EQ(scene.chips[0].curves.size(), 2u);
    const SweepCurve& d4096 = scene.chips[0].curves[0];
    EXPECT_EQ(displaySweepLabel(sweeps[d4096.sweepIndex], Dims {200, 0, 0}), "D=F=4096 bf16×int8");
    EXPECT_TRUE(relativelyNear(*d4096.criticalBatch, 136.09));
    EXPECT_DOUBLE_EQ(d4096.flopsPerS.back(), 1.97e14);
    EXPECT_DOUBLE_EQ(d4096.flopsAtCurrentBatch, 1.97e14); // B = 200 > 136
    const SweepCurve& d1024 = scene.chips[0].curves[1];
    EXPECT_TRUE(relativelyNear(*d1024.criticalBatch, 226.31));
    EXPECT_LT(d1024.flopsAtCurrentBatch, 1.97e14); // B = 200 < 226
    updateBatchSizeMarkers(scene, chips, sweeps, Dims {300, 0, 0}, options);
    EXPECT_EQ(scene.currentBatch, 300.0);
    EXPECT_DOUBLE_EQ(scene.chips[0].curves[1].flopsAtCurrentBatch, 1.97e14);
}

TEST(BatchSizeScene, EachChipHasItsOwnRangeAndTheSceneCoversThemAll)
{
    // A chart per chip reads like the chapter's Q3 figure: its axis ends just above that chip's ceiling.
    const Chip& v5e = shippedChip("tpu-v5e");
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&v5e, &h100};
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "", rules)};
    const BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, Dims {}, SweepOptions {});
    EXPECT_EQ(scene.chips[0].flopsRange, (AxisRange {0.0, 1.97e14 * 1.05}));
    EXPECT_EQ(scene.chips[1].flopsRange, (AxisRange {0.0, 9.89e14 * 1.05}));
    EXPECT_EQ(scene.flopsRange, scene.chips[1].flopsRange);
}

// How much of each chip the roofline draws (RooflineOptions::detail): focused on the chart's question —
// the chapter's one ceiling and HBM slope, a vector ceiling only under ops that run on the vector
// units, a link only under bytes that cross it — or everything (`--detail full`).

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
