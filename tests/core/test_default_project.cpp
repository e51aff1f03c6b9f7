// The state the app opens on.
#include "test_helpers.h"

#include "core/model/evaluation.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

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
    EXPECT_EQ(project.ops[1].bindings.at("B"), Dim::B);
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

// The matmul's intensity, written out (docs/model.md §2): 2BDF FLOPs over the bytes of x[B,D] and z[B,F]
// at 2 bytes each and of w[D,F] at `weightBytes` bytes.
double matmulIntensity(double b, double d, double f, double weightBytes)
{
    return 2.0 * b * d * f / (2.0 * b * d + weightBytes * d * f + 2.0 * b * f);
}

// Both matmuls follow the D and F sliders as they follow B (otherwise D and F move nothing in the
// project the app opens on), and at the sliders' defaults they are the chapter's D = F = 4096.
TEST(DefaultProject, TheMatmulsFollowBDAndFWithTheChaptersNumbersAtTheDefaults)
{
    const Project project = defaultProject();
    EXPECT_EQ(project.dims.b, 128.0);
    EXPECT_EQ(project.dims.d, 4096.0);
    EXPECT_EQ(project.dims.f, 4096.0);
    const Chip& v5e = *findChip(builtinChips(), "tpu-v5e");
    for (int i : {0, 1}) {
        const Op& op = project.ops[static_cast<std::size_t>(i)];
        const std::map<std::string, Dim, std::less<>> followsBdf {{"B", Dim::B}, {"D", Dim::D}, {"F", Dim::F}};
        EXPECT_EQ(op.bindings, followsBdf) << op.label;
        const double weightBytes = i == 0 ? 2.0 : 1.0;
        // The chapter's numbers at the defaults: 2·128·4096² = 4.29e9 FLOPs, intensity 120.47 in bf16.
        const Evaluation atDefaults = evaluate(v5e, op, project.dims);
        EXPECT_TRUE(relativelyNear(atDefaults.flops, 4.294967296e9)) << op.label;
        EXPECT_TRUE(relativelyNear(atDefaults.intensity, matmulIntensity(128, 4096, 4096, weightBytes), 1e-12));
        if (i == 0) {
            EXPECT_TRUE(relativelyNear(atDefaults.intensity, 120.47, 1e-4));
        }
        const Evaluation wideD = evaluate(v5e, op, Dims {128.0, 16384.0, 4096.0});
        EXPECT_TRUE(relativelyNear(wideD.flops, 2.0 * 128 * 16384 * 4096, 1e-12)) << op.label;
        EXPECT_TRUE(relativelyNear(wideD.intensity, matmulIntensity(128, 16384, 4096, weightBytes), 1e-12));
        const Evaluation narrowF = evaluate(v5e, op, Dims {128.0, 4096.0, 256.0});
        EXPECT_TRUE(relativelyNear(narrowF.flops, 2.0 * 128 * 4096 * 256, 1e-12)) << op.label;
        EXPECT_TRUE(relativelyNear(narrowF.intensity, matmulIntensity(128, 4096, 256, weightBytes), 1e-12));
    }
    // The dot product follows no slider.
    EXPECT_TRUE(project.ops[2].bindings.empty());
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
