// A measured step projected onto other chips (docs/model.md §15), as the projection chart stacks it: every bar
// worked out by hand below, on two targets, with the measured chip's efficiencies and with a target's own.
#include "support/csv_cells.h"
#include "support/test_helpers.h"

#include "core/report/calibration_report.h"
#include "core/scene/projection_scene.h"

#include <sstream>

namespace roofline::test {
namespace {

Chip labChip(const std::string& id, double peak, double bandwidth)
{
    Chip chip = exampleChip(peak, bandwidth);
    chip.id = id;
    chip.name = id;
    return chip;
}

// On a chip of 1e12 FLOPs/s and 1e11 B/s: three matmuls of 1e9 FLOPs and 1e6 bytes (t̂ = 1 ms, compute) measured
// at 2 ms, e_compute = 1/2; three adds of 1e3 FLOPs and 1e8 bytes (t̂ = 1 ms, bandwidth) at 4 ms, e_bandwidth = 1/4;
// 5 ms the trace's unmodelled ops took.
Calibration measuredOnLab()
{
    std::vector<MeasuredKernel> kernels;
    for (int i = 1; i <= 3; ++i) {
        kernels.emplace_back(
            SharedText("aten::mm " + std::to_string(i)), 1e9, 1e6, 2e-3, SharedText(), SharedText(), Dtype::BF16);
        kernels.emplace_back(
            SharedText("aten::add " + std::to_string(i)), 1e3, 1e8, 4e-3, SharedText(), SharedText(), Dtype::BF16);
    }
    Calibration calibration = calibrate(labChip("lab", 1e12, 1e11), kernels);
    calibration.unmodelledS = 5e-3;
    return calibration;
}

constexpr std::size_t kMatmul = static_cast<std::size_t>(OpClass::Matmul);
constexpr std::size_t kVector = static_cast<std::size_t>(OpClass::Vector);

TEST(ProjectionScene, EachTargetStacksItsClassesCalibratedTimesOverTheUnmodelledTimeCarriedOver)
{
    const Calibration measured = measuredOnLab();
    const Chip twice = labChip("twice", 2e12, 2e11);
    const Chip wide = labChip("wide", 1e12, 4e11);
    const std::vector<const Chip*> targets {&twice, &wide};
    const ProjectionScene scene = projectionScene(measured, targets, Project {}, false);
    ASSERT_EQ(scene.bars.size(), 3u);
    // As measured: 3 × 2 ms of matmuls, 3 × 4 ms of adds, 5 ms unmodelled.
    const ProjectionBar& lab = scene.bars[0];
    EXPECT_TRUE(lab.measured);
    EXPECT_TRUE(relativelyNear(lab.byClass[kMatmul], 6e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(lab.byClass[kVector], 12e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(lab.stepS, 23e-3, 1e-12));
    EXPECT_EQ(lab.computeBound, 3u);
    EXPECT_EQ(lab.bandwidthBound, 3u);
    // Twice the roofs: each matmul 1e9/(2e12·½) = 1 ms, each add 1e8/(2e11·¼) = 2 ms; 3 + 6 + 5 ms.
    const ProjectionBar& onTwice = scene.bars[1];
    EXPECT_FALSE(onTwice.measured);
    EXPECT_EQ(onTwice.efficienciesOf, "lab");
    EXPECT_TRUE(relativelyNear(onTwice.byClass[kMatmul], 3e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(onTwice.byClass[kVector], 6e-3, 1e-12));
    EXPECT_EQ(onTwice.unmodelledS, 5e-3);
    EXPECT_TRUE(relativelyNear(onTwice.stepS, 14e-3, 1e-12));
    // Four times the bandwidth only: matmuls max(1e9/(1e12·½), 1e6/(4e11·¼)) = 2 ms, adds 1e8/(4e11·¼) = 1 ms.
    const ProjectionBar& onWide = scene.bars[2];
    EXPECT_TRUE(relativelyNear(onWide.byClass[kMatmul], 6e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(onWide.byClass[kVector], 3e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(onWide.stepS, 14e-3, 1e-12));
    EXPECT_EQ(onWide.computeBound, 3u);
    EXPECT_EQ(onWide.bandwidthBound, 3u);
    // Its CSV: a row a bar, the classes in OpClass order, then the carried-over time, the step, whose efficiencies
    // and how the groups are bound.
    std::istringstream csv(projectionToCsv(scene));
    std::string header;
    std::string row;
    std::getline(csv, header);
    std::getline(csv, row); // lab
    std::getline(csv, row); // twice
    const std::vector<std::string> fields = csvCells(row);
    ASSERT_EQ(fields.size(), 12u) << row;
    EXPECT_EQ(fields[0], "twice");
    EXPECT_EQ(fields[1], "false");
    EXPECT_TRUE(relativelyNear(std::stod(fields[2]), 3e-3, 1e-12)); // matmul
    EXPECT_EQ(std::stod(fields[3]), 0.0); // attention
    EXPECT_TRUE(relativelyNear(std::stod(fields[4]), 6e-3, 1e-12)); // vector
    EXPECT_EQ(std::stod(fields[7]), 5e-3);
    EXPECT_TRUE(relativelyNear(std::stod(fields[8]), 14e-3, 1e-12));
    EXPECT_EQ(fields[9], "lab");
    EXPECT_EQ(fields[10], "3");
    EXPECT_EQ(fields[11], "3");
}

TEST(ProjectionScene, ATargetTheProjectCalibratedIsPricedWithItsOwnEfficienciesWhenAsked)
{
    const Calibration measured = measuredOnLab();
    const Chip wide = labChip("wide", 1e12, 4e11);
    // wide's own calibration: three adds at twice their roofline time (e_bandwidth = ½), no matmul (e = 1).
    std::vector<MeasuredKernel> kernels;
    for (int i = 1; i <= 3; ++i)
        kernels.emplace_back(SharedText("aten::add " + std::to_string(i)), 1e3, 1e8, 2.0 * 1e8 / 4e11, SharedText(),
            SharedText(), Dtype::BF16);
    Project project;
    setCalibration(project, calibrate(wide, kernels));
    const std::vector<const Chip*> targets {&wide};
    const ProjectionScene own = projectionScene(measured, targets, project, true);
    const ProjectionBar& bar = own.bars[1];
    EXPECT_EQ(bar.efficienciesOf, "wide");
    // Matmuls at wide's roof: 1e9/1e12 = 1 ms each; adds 1e8/(4e11·½) = 0.5 ms each.
    EXPECT_TRUE(relativelyNear(bar.byClass[kMatmul], 3e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(bar.byClass[kVector], 1.5e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(bar.stepS, 9.5e-3, 1e-12));
    // Not asked: the measured chip's.
    EXPECT_EQ(projectionScene(measured, targets, project, false).bars[1].efficienciesOf, "lab");
}

} // namespace
} // namespace roofline::test
