// The parity chart's scene and the achieved ceilings (docs/model.md §15): each worked out by hand from a calibration
// whose numbers are written here.
#include "support/test_helpers.h"

#include "core/report/calibration_report.h"
#include "core/report/scene_csv.h"
#include "core/scene/parity_scene.h"
#include "core/scene/project.h"

#include <array>
#include <charconv>

namespace roofline::test {
namespace {

// A number as the CSV writes it: the shortest text that reads back as the same double.
std::string shortest(double value)
{
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

CalibratedGroup group(const std::string& name, OpClass opClass, bool compute, double runs, double predicted,
    double measured, double calibrated)
{
    CalibratedGroup g;
    g.name = name;
    g.opClass = opClass;
    g.computeBound = compute;
    g.runs = runs;
    g.predictedS = predicted;
    g.measuredS = measured;
    g.calibratedS = calibrated;
    return g;
}

// Σ n·t = 2·4e-3 + 1·1e-3 + 1·1e-2 = 1.9e-2 s.
Calibration handCalibration()
{
    Calibration calibration;
    calibration.chipId = "h100-sxm";
    calibration.source = "lab/h100.cal.json";
    calibration.groups = {group("aten::mm", OpClass::Matmul, true, 2, 2e-3, 4e-3, 3.5e-3),
        group("aten::add", OpClass::Vector, false, 1, 5e-4, 1e-3, 8e-4),
        group("nccl all-reduce", OpClass::Collective, false, 1, 4e-3, 1e-2, 9e-3)};
    calibration.classes = {{OpClass::Matmul, true, 3, 0.5, 8e-3, true}, {OpClass::Attention, true, 1, 1.0, 1e-3, false},
        {OpClass::Vector, false, 4, 0.8, 1e-3, true}, {OpClass::Collective, false, 3, 0.4, 1e-2, true}};
    calibration.mapeNominal = 0.5;
    calibration.mapeCalibrated = 0.15;
    calibration.mapeLeaveOneOut = 0.2;
    calibration.timeWeightedError = 0.1;
    return calibration;
}

TEST(ParityScene, EachGroupIsMeasuredAgainstNominalAndCalibratedSizedByItsShareOfTheTime)
{
    const ParityScene scene = parityScene(handCalibration());
    EXPECT_EQ(scene.chipId, "h100-sxm");
    EXPECT_EQ(scene.source, "lab/h100.cal.json");
    ASSERT_EQ(scene.points.size(), 3u);
    EXPECT_EQ(scene.points[0].measuredS, 4e-3);
    EXPECT_EQ(scene.points[0].nominalS, 2e-3);
    EXPECT_EQ(scene.points[0].calibratedS, 3.5e-3);
    // Σ n·t, added in the groups' order as the scene adds them.
    const double total = 2.0 * 4e-3 + 1.0 * 1e-3 + 1.0 * 1e-2;
    EXPECT_TRUE(relativelyNear(total, 1.9e-2, 1e-15));
    EXPECT_EQ(scene.points[0].share, 2.0 * 4e-3 / total);
    EXPECT_EQ(scene.points[1].share, 1e-3 / total);
    EXPECT_EQ(scene.points[2].share, 1e-2 / total);
    EXPECT_EQ(scene.classes, (std::vector {OpClass::Matmul, OpClass::Vector, OpClass::Collective}));
    // Every time drawn lies in [5e-4, 1e-2]: a factor of 2 to spare each way.
    EXPECT_EQ(scene.range.lower, 2.5e-4);
    EXPECT_EQ(scene.range.upper, 2e-2);
    EXPECT_EQ(scene.mapeLeaveOneOut, 0.2);
    // Numbers as the shortest text that reads back the same ("5e-04": std::to_chars).
    EXPECT_EQ(parityToCsv(scene),
        "group,class,bound,measured_s,nominal_s,calibrated_s,share\n"
        "aten::mm,matmul,compute,0.004,0.002,0.0035,"
            + shortest(2.0 * 4e-3 / total) + "\naten::add,vector,bandwidth,0.001,5e-04,8e-04," + shortest(1e-3 / total)
            + "\nnccl all-reduce,collective,bandwidth,0.01,0.004,0.009," + shortest(1e-2 / total) + "\n");
}

TEST(ParityScene, ATimeOfZeroIsNoPartOfTheLogAxesAndEveryClassHasItsPlace)
{
    Calibration calibration = handCalibration();
    // A group a roofline prices at nothing (no FLOPs, no bytes): its point is off a log chart, its time no bound.
    calibration.groups.push_back(group("empty", OpClass::Other, false, 1, 0.0, 1e-3, 0.0));
    calibration.groups.push_back(group("flash", OpClass::Attention, true, 1, 1e-3, 2e-3, 2e-3));
    const ParityScene scene = parityScene(calibration);
    EXPECT_EQ(scene.range.lower, 2.5e-4);
    EXPECT_EQ(scene.range.upper, 2e-2);
    EXPECT_EQ(scene.classes,
        (std::vector {OpClass::Matmul, OpClass::Attention, OpClass::Vector, OpClass::Collective, OpClass::Other}));
}

TEST(ParityScene, AProjectsChartDrawsTheFirstShownChipsCalibration)
{
    Project project = defaultProject(); // TPU v5e, H100 SXM
    EXPECT_EQ(parityCalibration(project, project.chipIds), nullptr);
    Calibration other = handCalibration();
    other.chipId = "b200";
    setCalibration(project, other);
    EXPECT_EQ(parityCalibration(project, project.chipIds)->chipId, "b200"); // no shown chip has one: the first
    setCalibration(project, handCalibration());
    EXPECT_EQ(parityCalibration(project, project.chipIds)->chipId, "h100-sxm");
}

TEST(AchievedLines, EachFittedClassIsItsRoofTimesItsEfficiencyOnlyWhenAsked)
{
    Project project = defaultProject();
    project.chipIds = {"h100-sxm"};
    setCalibration(project, handCalibration());
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&h100};
    RooflineScene scene = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project));
    EXPECT_TRUE(scene.chips[0].achieved.empty()); // the switch is off

    project.viewOptions.showAchievedCeilings = true;
    scene = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project));
    const std::vector<AchievedLine>& lines = scene.chips[0].achieved;
    // Matmul compute 0.5 on bf16's peak; vector bandwidth 0.8 on HBM; collective 0.4 on NVLink (its first
    // link); attention, fitted from one group, draws nothing.
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_TRUE(lines[0].ceiling);
    EXPECT_EQ(lines[0].opClass, OpClass::Matmul);
    EXPECT_EQ(lines[0].flopsPerS, *peakFlopsPerS(h100, Dtype::BF16) * 0.5);
    EXPECT_FALSE(lines[1].ceiling);
    EXPECT_EQ(lines[1].opClass, OpClass::Vector);
    EXPECT_EQ(lines[1].levelName, h100.memory.front().name);
    EXPECT_EQ(lines[1].bytesPerS, h100.memory.front().bytesPerS * 0.8);
    EXPECT_EQ(lines[2].levelName, h100.links.front().name);
    EXPECT_EQ(lines[2].bytesPerS, h100.links.front().bytesPerS * 0.4);
    EXPECT_EQ(scene.chips[0].achievedSource, "lab/h100.cal.json");
    // The scene's CSV lists them, each with its class.
    const std::string csv = rooflineSceneToCsv(scene, project.ops, project.dims);
    EXPECT_NE(csv.find("achieved-ceiling,matmul"), std::string::npos) << csv;
    EXPECT_NE(csv.find("achieved-slope,vector"), std::string::npos);
    EXPECT_NE(csv.find("achieved-slope,collective"), std::string::npos);

    // Another chip's calibration draws nothing on this one.
    project.calibrations[0].chipId = "tpu-v5e";
    scene = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project));
    EXPECT_TRUE(scene.chips[0].achieved.empty());
}

} // namespace
} // namespace roofline::test
