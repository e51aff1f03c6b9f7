// The state the app opens on.
#include "test_helpers.h"

#include "core/project.h"
#include "core/scene.h"

namespace roofline::test {
namespace {

TEST(DefaultProject, ShowsTpuV5eAndH100WithTheChaptersOpsAndQ3Sweeps)
{
    const Project project = defaultProject();
    const ResolvedChips resolved = resolveProjectChips(project, builtinChips());
    EXPECT_TRUE(resolved.missing.empty());
    ASSERT_EQ(resolved.chips.size(), 2u);
    EXPECT_EQ(resolved.chips[0].id, "tpu-v5e");
    EXPECT_EQ(resolved.chips[1].id, "h100-sxm");
    ASSERT_EQ(project.ops.size(), 3u);
    EXPECT_EQ(project.ops[0].bindings.at("B"), Dim::B);
    EXPECT_EQ(dtypeValue(project.ops[1], "w"), Dtype::INT8);
    EXPECT_EQ(project.ops[2].kind, OpKind::Dot);

    std::vector<const Chip*> chips;
    for (const Chip& chip : resolved.chips)
        chips.push_back(&chip);
    const RooflineScene roofline = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project));
    for (const ChipRoofline& layer : roofline.chips) {
        EXPECT_EQ(layer.points.size(), 3u) << layer.chipId;
        EXPECT_TRUE(layer.problems.empty());
    }
    const SweepScene sweep = buildSweepScene(chips, project.sweeps, project.dims, sweepOptions(project));
    EXPECT_EQ(sweep.batch.size(), 511u);
    EXPECT_TRUE(relativelyNear(*sweep.chips[0].curves[0].criticalBatch, 136.09));
    EXPECT_TRUE(relativelyNear(*sweep.chips[0].curves[1].criticalBatch, 226.31));
}

TEST(DefaultProject, AChipThatExistsNowhereIsReportedAsMissing)
{
    Project project = defaultProject();
    project.chipIds.push_back("gone-chip");
    Chip custom = *findChip(builtinChips(), "l4");
    custom.id = "my-l4";
    project.customChips.push_back(custom);
    project.chipIds.push_back("my-l4");
    const ResolvedChips resolved = resolveProjectChips(project, builtinChips());
    EXPECT_EQ(resolved.missing, std::vector<std::string> {"gone-chip"});
    ASSERT_EQ(resolved.chips.size(), 3u);
    EXPECT_EQ(resolved.chips[2].id, "my-l4");
}

} // namespace
} // namespace roofline::test
