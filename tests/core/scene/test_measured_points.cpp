// Measured kernels on the roofline: where each is placed, under which chips, against which roof, and
// the flag for a point above its roof. Expected values come from the chip files' numbers and the
// fixtures', worked out here, not from the code under test.
#include "support/test_helpers.h"

#include "core/readers/measured_csv.h"
#include "core/report/scene_csv.h"
#include "core/scene/scene.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "measured";

const MeasuredPoint* pointNamed(const ChipRoofline& layer, std::string_view name)
{
    const auto it = std::find_if(
        layer.measured.begin(), layer.measured.end(), [&](const MeasuredPoint& p) { return p.name == name; });
    return it == layer.measured.end() ? nullptr : &*it;
}

RooflineScene sceneWith(const std::vector<MeasuredKernel>& kernels)
{
    static const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    RooflineOptions options;
    options.precision = Dtype::BF16;
    return buildRooflineScene(chips, {}, Dims {}, options, kernels);
}

TEST(MeasuredPoints, AKernelSitsAtItsIntensityAndAchievedRateUnderItsChipOnly)
{
    // H100 SXM: HBM 3.35e12 B/s; its highest dense peak is fp8/int8, 1.979e15 FLOPs/s.
    const MeasuredKernel gemm {"gemm", 1.374e11, 1.0145e8, 1.23e-3, "h100-sxm", ""};
    const RooflineScene scene = sceneWith({gemm});
    ASSERT_EQ(scene.chips.size(), 2u);
    EXPECT_TRUE(scene.chips[0].measured.empty()); // TPU v5e: not its kernel
    ASSERT_EQ(scene.chips[1].measured.size(), 1u);
    const MeasuredPoint& p = scene.chips[1].measured[0];
    EXPECT_EQ(p.kernelIndex, 0u);
    EXPECT_EQ(p.levelName, "HBM");
    EXPECT_TRUE(relativelyNear(p.intensity, 1354.36, 1e-5)); // 1.374e11 / 1.0145e8
    EXPECT_TRUE(relativelyNear(p.achievedFlopsPerS, 1.11707e14, 1e-5)); // 1.374e11 / 1.23e-3
    // 3.35e12 × 1354.36 = 4.54e15 is above the peak: the roof there is the peak itself.
    EXPECT_EQ(p.roofPrecision, Dtype::FP8);
    EXPECT_EQ(p.roofFlopsPerS, 1.979e15);
    EXPECT_TRUE(relativelyNear(p.fractionOfRoof, 1.11707e14 / 1.979e15, 1e-5));
    EXPECT_FALSE(p.aboveRoof);
}

TEST(MeasuredPoints, AKernelWithoutAChipIsOnEveryChipAndFlaggedWhereItBeatsTheRoof)
{
    // An fp32 add timed on a GPU: 16,777,216 FLOPs, 201,326,592 bytes in 98.3 µs → 1.707e11 FLOPs/s at
    // intensity 1/12. Under the H100's HBM slope (3.35e12 / 12 = 2.79e11) it is fine; under TPU v5e's
    // (8.2e11 / 12 = 6.83e10) it cannot be: 2.5 times its roof.
    const MeasuredKernel add {"add", 16777216.0, 201326592.0, 9.83e-5, "", ""};
    const RooflineScene scene = sceneWith({add});
    const MeasuredPoint* v5e = pointNamed(scene.chips[0], "add");
    const MeasuredPoint* h100 = pointNamed(scene.chips[1], "add");
    ASSERT_TRUE(v5e && h100);
    EXPECT_TRUE(relativelyNear(v5e->intensity, 1.0 / 12.0, 1e-12));
    EXPECT_TRUE(relativelyNear(v5e->roofFlopsPerS, 8.2e11 / 12.0, 1e-12));
    EXPECT_TRUE(relativelyNear(h100->roofFlopsPerS, 3.35e12 / 12.0, 1e-12));
    const double achieved = 16777216.0 / 9.83e-5;
    EXPECT_TRUE(relativelyNear(v5e->achievedFlopsPerS, achieved, 1e-12));
    EXPECT_TRUE(relativelyNear(v5e->fractionOfRoof, achieved / (8.2e11 / 12.0), 1e-12));
    EXPECT_TRUE(v5e->aboveRoof);
    EXPECT_GT(v5e->fractionOfRoof, 2.4);
    EXPECT_TRUE(relativelyNear(h100->fractionOfRoof, achieved / (3.35e12 / 12.0), 1e-12));
    EXPECT_FALSE(h100->aboveRoof);
}

TEST(MeasuredPoints, ChipIdsMatchWithoutCaseAndLinksPickTheirSlope)
{
    // Over NVLink (4.5e11 B/s) at intensity 10 the roof is 4.5e12; 5e12 achieved is above it.
    const MeasuredKernel allReduce {"all-reduce", 1e10, 1e9, 2e-3, "H100-SXM", "nvlink"};
    const RooflineScene scene = sceneWith({allReduce});
    EXPECT_TRUE(scene.chips[0].measured.empty());
    ASSERT_EQ(scene.chips[1].measured.size(), 1u);
    const MeasuredPoint& p = scene.chips[1].measured[0];
    EXPECT_EQ(p.levelName, "NVLink");
    EXPECT_EQ(p.levelKind, BandwidthKind::Link);
    EXPECT_TRUE(relativelyNear(p.roofFlopsPerS, 4.5e12, 1e-12));
    EXPECT_TRUE(p.aboveRoof);
}

TEST(MeasuredPoints, AKernelMeasuredExactlyOnItsRoofIsNotAboveIt)
{
    const Chip chip = exampleChip(1.97e14, 8.2e11);
    // Intensity 100, achieved 8.2e13 = bandwidth × intensity.
    const MeasuredKernel onRoof {"on roof", 8.2e13, 8.2e11, 1.0, "", ""};
    ChipRoofline layer;
    placeMeasuredKernels(layer, chip, std::vector<MeasuredKernel> {onRoof});
    ASSERT_EQ(layer.measured.size(), 1u);
    EXPECT_TRUE(relativelyNear(layer.measured[0].fractionOfRoof, 1.0, 1e-12));
    EXPECT_FALSE(layer.measured[0].aboveRoof);
}

TEST(MeasuredPoints, ALinkTheChipLacksIsAProblemNamingTheLinks)
{
    const MeasuredKernel overIci {"halo exchange", 1e9, 1e8, 1e-3, "", "ICI"};
    const RooflineScene scene = sceneWith({overIci});
    ASSERT_EQ(scene.chips[0].measured.size(), 1u); // TPU v5e has ICI
    EXPECT_EQ(scene.chips[0].measured[0].levelName, "ICI");
    EXPECT_TRUE(scene.chips[1].measured.empty());
    ASSERT_EQ(scene.chips[1].measuredProblems.size(), 1u);
    const std::string& message = scene.chips[1].measuredProblems[0].message;
    EXPECT_NE(message.find("halo exchange"), std::string::npos) << message;
    EXPECT_NE(message.find("ICI"), std::string::npos) << message;
    EXPECT_NE(message.find("NVLink"), std::string::npos) << message;
}

TEST(MeasuredPoints, AKernelWhoseRateUnderflowsToZeroIsAProblemNotAPointAtZero)
{
    // 1e-300 FLOPs over 1e-300 bytes (intensity 1) in 1e30 s: each number is in range, but the rate,
    // 1e-330 FLOPs/s, is below the smallest double and rounds to 0, which a log axis has no place for.
    const MeasuredKernel starved {"starved", 1e-300, 1e-300, 1e30, "h100-sxm", ""};
    ASSERT_EQ(starved.achievedFlopsPerS(), 0.0);
    const RooflineScene scene = sceneWith({starved});
    EXPECT_TRUE(scene.chips[1].measured.empty());
    ASSERT_EQ(scene.chips[1].measuredProblems.size(), 1u);
    ASSERT_TRUE(scene.chips[1].measuredProblems[0].detail.has_value());
    EXPECT_EQ(scene.chips[1].measuredProblems[0].detail->code, ErrorCode::RoofNotFinite);
}

TEST(MeasuredPoints, TheFittedViewShowsEveryMeasuredPoint)
{
    // Left of every ridge and slope the chips draw (their lowest ridge is near 11 FLOPs/byte, so the
    // view would start at 1): intensity 1e-3 at 1e8 FLOPs/s, within the 8 decades the view spans.
    const MeasuredKernel slow {"slow", 1e5, 1e8, 1e-3, "", ""};
    const RooflineScene without = sceneWith({});
    EXPECT_GT(without.intensityRange.lower, 1e-3);
    EXPECT_GT(without.flopsRange.lower, 1e8);
    const RooflineScene scene = sceneWith({slow});
    EXPECT_LE(scene.intensityRange.lower, 1e-3);
    EXPECT_LE(scene.flopsRange.lower, 1e8);
}

TEST(MeasuredPoints, AComparisonGoesOnTheChipsItsGroupsRanOnAndIntoTheFittedView)
{
    // gemm ran on the H100 only, 1 ms before and 0.5 ms after (2×); "slow", on no chip, is new after and
    // sits at 1e-3 FLOPs/byte and 1e8 FLOPs/s, left of and below what the chips alone would show.
    const std::vector<MeasuredKernel> before {{"gemm", 1e12, 1e9, 1e-3, "h100-sxm", ""}};
    const std::vector<MeasuredKernel> after {
        {"gemm", 1e12, 1e9, 5e-4, "h100-sxm", ""}, {"slow", 1e5, 1e8, 1e-3, "", ""}};
    RooflineScene scene = sceneWith(before);
    EXPECT_GT(scene.intensityRange.lower, 1e-3);
    EXPECT_GT(scene.flopsRange.lower, 1e8);
    static const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    placeComparison(scene, chips, compareMeasurements(before, after), 8);
    ASSERT_EQ(scene.chips[0].compared.size(), 1u); // the TPU: only "slow"
    EXPECT_EQ(scene.chips[0].compared[0].name, "slow");
    ASSERT_EQ(scene.chips[1].compared.size(), 2u);
    const ComparedPoint& gemm = scene.chips[1].compared[0];
    EXPECT_EQ(gemm.name, "gemm");
    EXPECT_TRUE(relativelyNear(*gemm.speedup, 2.0, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.after->flopsPerS, 2e15, 1e-12));
    EXPECT_TRUE(gemm.named);
    EXPECT_LE(scene.intensityRange.lower, 1e-3);
    EXPECT_LE(scene.flopsRange.lower, 1e8);
    // And the highest point, gemm after at 2e15 FLOPs/s, is under the top of the view.
    EXPECT_GE(scene.flopsRange.upper, 2e15);
}

TEST(MeasuredPoints, ASideOfAComparisonAboveItsRoofIsFlaggedBeforeAsAfter)
{
    // On H100 SXM (bf16 9.89e14, HBM 3.35e12): gemm, bf16, 1e12 FLOPs over 1e9 bytes (intensity 1000, where
    // the slope is at 3.35e15: the roof is the bf16 peak). Before, in 2 ms: 5e14, under it; after, in 1 ms:
    // 1e15, above it (though under the fp8 peak, 1.979e15, that a kernel of no known precision would have).
    // copy, 1e9 FLOPs over 1e9 bytes (intensity 1, roof 3.35e12): before in 0.1 ms, 1e13, above it;
    // after in 1 ms, 1e12, under it.
    const std::vector<MeasuredKernel> before {
        {"gemm", 1e12, 1e9, 2e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-4, "h100-sxm", ""}};
    const std::vector<MeasuredKernel> after {
        {"gemm", 1e12, 1e9, 1e-3, "h100-sxm", "", Dtype::BF16}, {"copy", 1e9, 1e9, 1e-3, "h100-sxm", ""}};
    RooflineScene scene = sceneWith(before);
    static const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    placeComparison(scene, chips, compareMeasurements(before, after), 8);
    ASSERT_EQ(scene.chips[1].compared.size(), 2u);
    const ComparedPoint& gemm = scene.chips[1].compared[0];
    const ComparedPoint& copy = scene.chips[1].compared[1];
    ASSERT_EQ(gemm.name, "gemm");
    ASSERT_TRUE(gemm.before && gemm.after && copy.before && copy.after);
    EXPECT_FALSE(gemm.before->aboveRoof);
    EXPECT_TRUE(gemm.after->aboveRoof);
    EXPECT_TRUE(copy.before->aboveRoof);
    EXPECT_FALSE(copy.after->aboveRoof);
    // Without its precision gemm's roof after would be the fp8 peak: not above it.
    std::vector<MeasuredKernel> unknown = after;
    unknown[0].dtype.reset();
    RooflineScene plain = sceneWith(before);
    placeComparison(plain, chips, compareMeasurements(before, unknown), 8);
    EXPECT_FALSE(plain.chips[1].compared[0].after->aboveRoof);
    // Chips not given: nothing is flagged (no roof to compare with).
    RooflineScene none = sceneWith(before);
    placeComparison(none, {}, compareMeasurements(before, after), 8);
    EXPECT_FALSE(none.chips[1].compared[1].before->aboveRoof);
}

TEST(MeasuredPoints, TheFixtureImportsToThePointsItsNumbersGive)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "simple.csv");
    const RooflineScene scene = sceneWith(import.kernels);
    // gemm on H100 only, add on both, attention on TPU v5e only.
    ASSERT_EQ(scene.chips[0].measured.size(), 2u);
    ASSERT_EQ(scene.chips[1].measured.size(), 2u);
    const MeasuredPoint* attention = pointNamed(scene.chips[0], "attention");
    ASSERT_TRUE(attention);
    EXPECT_TRUE(relativelyNear(attention->intensity, 64.0, 1e-12)); // 3,221,225,472 / 50,331,648
    EXPECT_TRUE(relativelyNear(attention->achievedFlopsPerS, 3221225472.0 / 2.5e-3, 1e-12));
    // v5e's highest peak is int4, 7.88e14; at intensity 64 the HBM roof is 8.2e11 × 64 = 5.248e13.
    EXPECT_EQ(attention->roofPrecision, Dtype::INT4);
    EXPECT_TRUE(relativelyNear(attention->roofFlopsPerS, 5.248e13, 1e-12));
    EXPECT_FALSE(attention->aboveRoof);
    EXPECT_TRUE(pointNamed(scene.chips[0], "add, fp32")->aboveRoof);
    EXPECT_FALSE(pointNamed(scene.chips[1], "add, fp32")->aboveRoof);
}

TEST(MeasuredPoints, TheRooflineCsvHasARowPerMeasuredPointAndHidingThemDropsThem)
{
    Project project = defaultProject();
    project.ops.clear();
    project.measured = {{"add", 16777216.0, 201326592.0, 9.83e-5, "", ""}};
    const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    const std::string csv = rooflineCsv(project, chips);
    std::istringstream lines(csv);
    std::string line;
    std::vector<std::string> measuredRows;
    while (std::getline(lines, line)) {
        if (line.find(",measured,") != std::string::npos)
            measuredRows.push_back(line);
    }
    ASSERT_EQ(measuredRows.size(), 2u);
    // chip,kind,label,level,precision,intensity,flops_per_s,bandwidth,flops,bytes,,,,bound,seconds,roof,fraction,above,
    // then unit, footprint_bytes, capacity_bytes, fits: empty for a measured kernel
    EXPECT_EQ(measuredRows[0].rfind("tpu-v5e,measured,add,HBM,int4,", 0), 0u) << measuredRows[0];
    EXPECT_NE(measuredRows[0].find(",bandwidth,9.83e-05,"), std::string::npos) << measuredRows[0];
    // …,above_roof,count,time_share,unit,footprint_bytes,capacity_bytes,fits,dtype: one kernel, the whole of
    // its profile's time; a measured kernel has no unit or footprint, and this one does not say its dtype
    // (its roof's precision is then the chip's highest peak's).
    EXPECT_TRUE(measuredRows[0].ends_with(",true,1,1,,,,,")) << measuredRows[0];
    EXPECT_EQ(measuredRows[1].rfind("h100-sxm,measured,add,HBM,fp8,", 0), 0u) << measuredRows[1];
    EXPECT_TRUE(measuredRows[1].ends_with(",false,1,1,,,,,")) << measuredRows[1];

    project.views.hidden.measured = true;
    EXPECT_EQ(rooflineCsv(project, chips).find(",measured,"), std::string::npos);
}

// The groups a chart does not draw, one point per profile after the drawn ones: H100 SXM's a (5 ms)
// and b (3 ms), and c (1 ms) with no chip; two drawn (a, then b), c left as the rest.
TEST(MeasuredPoints, TheGroupsNotDrawnAreOnePointPerProfileAgainstTheFirstMemoryLevel)
{
    const std::vector<MeasuredKernel> kernels {{"a", 1e9, 1e6, 0.005, "h100-sxm", ""},
        {"b", 3e9, 1e6, 0.003, "h100-sxm", "nvlink"}, {"c", 2e9, 4e6, 0.001, "", ""}, {"d", 6e9, 1e6, 0.002, "", ""}};
    MeasuredSettings settings;
    settings.aggregation = Aggregation::On;
    // Shares: a 5/8, b 3/8, d 2/3, c 1/3; drawn: d and a; rest: H100's b, and c.
    const MeasuredSelection selection = selectMeasured(kernels, settings, "view", 2);
    ChipRoofline h100;
    placeMeasuredGroups(h100, shippedChip("h100-sxm"), selection);
    ASSERT_EQ(h100.measured.size(), 4u);
    EXPECT_EQ(h100.measured[0].name, "d");
    EXPECT_EQ(h100.measured[0].restGroups, 0u);
    EXPECT_EQ(h100.measured[1].name, "a");
    const MeasuredPoint& b = h100.measured[2];
    EXPECT_EQ(b.restGroups, 1u);
    EXPECT_EQ(b.groupIndex, 4u); // past the 4 groups: rest 0
    EXPECT_EQ(b.count, 1u);
    EXPECT_EQ(b.name, "");
    EXPECT_EQ(b.levelName, "HBM"); // not b's NVLink: the rest is against the first memory level
    EXPECT_EQ(b.intensity, 3000.0); // 3e9 / 1e6
    EXPECT_EQ(b.achievedFlopsPerS, 1e12); // 3e9 / 0.003
    EXPECT_DOUBLE_EQ(b.timeShare, 0.375);
    EXPECT_FALSE(b.labelled);
    const MeasuredPoint& c = h100.measured[3];
    EXPECT_EQ(c.restGroups, 1u);
    EXPECT_EQ(c.groupIndex, 5u);
    EXPECT_EQ(c.intensity, 500.0); // 2e9 / 4e6
    EXPECT_EQ(c.roofFlopsPerS, 3.35e12 * 500.0); // under the ridge: HBM's slope
    // TPU v5e has only what has no chip: d drawn, c as the rest.
    ChipRoofline v5e;
    placeMeasuredGroups(v5e, shippedChip("tpu-v5e"), selection);
    ASSERT_EQ(v5e.measured.size(), 2u);
    EXPECT_EQ(v5e.measured[0].name, "d");
    EXPECT_EQ(v5e.measured[1].groupIndex, 5u);
    EXPECT_EQ(v5e.measured[1].roofFlopsPerS, 8.2e11 * 500.0);
}

TEST(MeasuredPoints, AGroupIsPlacedAloneForATableWhetherDrawnOrNot)
{
    const std::vector<MeasuredKernel> kernels {{"a", 1e9, 1e6, 0.005, "h100-sxm", ""},
        {"b", 3e9, 1e6, 0.003, "h100-sxm", "ici"}, {"a", 1e9, 1e6, 0.005, "h100-sxm", ""}};
    MeasuredSettings settings;
    settings.aggregation = Aggregation::On;
    const MeasuredSelection selection = selectMeasured(kernels, settings, "view", 1);
    ASSERT_EQ(selection.groups.size(), 2u);
    const std::optional<MeasuredPoint> a = placeMeasuredGroup(shippedChip("h100-sxm"), selection.groups[0]);
    ASSERT_TRUE(a.has_value());
    EXPECT_EQ(a->count, 2u);
    EXPECT_EQ(a->intensity, 1000.0); // 2e9 / 2e6
    EXPECT_EQ(a->achievedFlopsPerS, 2e11); // 2e9 / 0.01
    EXPECT_DOUBLE_EQ(a->timeShare, 10.0 / 13.0);
    EXPECT_EQ(a->levelName, "HBM");
    EXPECT_FALSE(placeMeasuredGroup(shippedChip("tpu-v5e"), selection.groups[0]).has_value()); // not its chip
    Chip noCeiling = shippedChip("h100-sxm");
    noCeiling.peakFlopsPerS.clear();
    EXPECT_FALSE(placeMeasuredGroup(noCeiling, selection.groups[0]).has_value());
    // b is not drawn, and H100 has no link "ici": the table says why.
    EXPECT_THROW(placeMeasuredGroup(shippedChip("h100-sxm"), selection.groups[1]), Error);
}

} // namespace
} // namespace roofline::test
