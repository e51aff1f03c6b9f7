// The cheap update paths a slider step takes: they must land exactly where a full
// evaluation does, and leave alone what the change does not touch.
#include "support/test_helpers.h"

#include "app/bench/heavy_scene.h"
#include "core/formulas/op_spec.h"
#include "core/report/scene_csv.h"
#include "core/scene/scene.h"

#include <algorithm>
#include <cmath>

namespace roofline::test {
namespace {

std::vector<const Chip*> pointersTo(const std::vector<Chip>& chips)
{
    std::vector<const Chip*> pointers;
    for (const Chip& chip : chips)
        pointers.push_back(&chip);
    return pointers;
}

// Every point of every chip where evaluate() puts it; values within 4 ulps (EXPECT_DOUBLE_EQ): the
// cached path computes FLOPs as slope·B + intercept instead of the formula.
void expectPointsEvaluated(
    const RooflineScene& scene, std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims)
{
    ASSERT_EQ(scene.chips.size(), chips.size());
    for (std::size_t c = 0; c < chips.size(); ++c) {
        const ChipRoofline& layer = scene.chips[c];
        std::size_t next = 0;
        for (std::size_t o = 0; o < ops.size(); ++o) {
            try {
                const Evaluation expected = evaluate(*chips[c], ops[o], dims);
                ASSERT_LT(next, layer.points.size()) << chips[c]->id << " op " << o;
                const OpPoint& point = layer.points[next++];
                ASSERT_EQ(point.opIndex, o);
                EXPECT_DOUBLE_EQ(point.evaluation.flops, expected.flops) << chips[c]->id << " op " << o;
                EXPECT_DOUBLE_EQ(point.evaluation.bytes, expected.bytes) << chips[c]->id << " op " << o;
                EXPECT_DOUBLE_EQ(point.evaluation.intensity, expected.intensity) << chips[c]->id << " op " << o;
                EXPECT_DOUBLE_EQ(point.evaluation.attainableFlopsPerS, expected.attainableFlopsPerS)
                    << chips[c]->id << " op " << o;
                EXPECT_DOUBLE_EQ(point.evaluation.tLower, expected.tLower);
                EXPECT_EQ(point.evaluation.bound, expected.bound) << chips[c]->id << " op " << o;
                EXPECT_EQ(point.evaluation.levelName, expected.levelName);
            } catch (const Error&) {
                EXPECT_TRUE(std::any_of(layer.problems.begin(), layer.problems.end(),
                    [o](const OpProblem& problem) { return problem.index == o; }))
                    << chips[c]->id << " op " << o << " should be a problem";
            }
        }
        EXPECT_EQ(next, layer.points.size());
    }
}

TEST(OpPointCache, BStepsInTheHeavySceneLandWhereEvaluateDoes)
{
    const Project project = heavyBenchProject();
    const std::vector<const Chip*> chips = pointersTo(project.customChips);
    Dims dims = project.dims;
    RooflineScene scene = buildRooflineScene(chips, project.ops, dims, RooflineOptions {});
    OpPointCache cache;
    for (const double b : {128.0, 1.0, 2.0, 37.0, 240.0, 241.0, 4095.0, 4096.0, 65536.0, 1048576.0}) {
        dims.b = b;
        updateOpPoints(scene, cache, chips, project.ops, dims);
        ASSERT_TRUE(cache.valid);
        expectPointsEvaluated(scene, chips, project.ops, dims);
    }
    // 80 of the 100 ops follow B; each has coefficients along B.
    EXPECT_EQ(
        std::count_if(cache.ops.begin(), cache.ops.end(), [](const auto& e) { return e.alongB.has_value(); }), 80);
}

TEST(OpPointCache, ABStepToWhereTheIntensityVanishesIsAProblemAsInEvaluate)
{
    // One element of 1e-310 FLOPs read from B bf16 inputs and written to one output: 1e-310 FLOPs over
    // 2·(B + 1) bytes. At B = 1 the intensity is 2.5e-311 (tiny, but a number above 0); at B = 1e15 it
    // is 5e-326, below the smallest double: 0, which evaluate() refuses ("vanish"). The step along B
    // must refuse it too, not move the point to an intensity of 0.
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    const std::vector<Op> ops {parseOpSpec("elementwise N=1 flops=1e-310 inputs=B outputs=1")};
    Dims dims;
    dims.b = 1.0;
    RooflineScene scene = buildRooflineScene(chips, ops, dims, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, chips, ops, dims);
    ASSERT_EQ(scene.chips[0].points.size(), 1u);
    ASSERT_TRUE(cache.ops.at(0).alongB.has_value());
    dims.b = 1e15;
    EXPECT_ROOFLINE_ERROR(evaluate(v5e, ops[0], dims), ErrorKind::Meaningless, "vanish");
    updateOpPoints(scene, cache, chips, ops, dims);
    EXPECT_TRUE(scene.chips[0].points.empty());
    ASSERT_EQ(scene.chips[0].problems.size(), 1u);
    EXPECT_NE(scene.chips[0].problems[0].message.find("vanish"), std::string::npos);
}

TEST(OpPointCache, OpsThatDoNotFollowTheSliderThatMovedAreLeftAlone)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e"), shippedChip("h100-sxm")};
    const std::vector<const Chip*> pointers = pointersTo(chips);
    const std::vector<Op> ops {
        parseOpSpec("matmul B=B D=4096 F=4096"), parseOpSpec("dot N=1000000"), parseOpSpec("matmul B=256 D=D F=4096")};
    Dims dims;
    RooflineScene scene = buildRooflineScene(pointers, ops, dims, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, pointers, ops, dims);
    // Mark the points of the ops that follow neither B nor (for op 2) D: a step must not touch them.
    for (ChipRoofline& layer : scene.chips) {
        layer.points[1].evaluation.flops = -1.0;
        layer.points[2].evaluation.flops = -2.0;
    }
    dims.b = 512.0;
    updateOpPoints(scene, cache, pointers, ops, dims);
    for (const ChipRoofline& layer : scene.chips) {
        EXPECT_EQ(layer.points[1].evaluation.flops, -1.0);
        EXPECT_EQ(layer.points[2].evaluation.flops, -2.0);
        EXPECT_DOUBLE_EQ(layer.points[0].evaluation.flops, 2.0 * 512 * 4096 * 4096);
    }
    // The scene holds no words: an op's label is made from the op at the sliders where it is shown.
    EXPECT_NE(rooflineSceneToCsv(scene, ops, dims).find(",op,matmul B=512 D=F=4096 bf16,"), std::string::npos);
    // D moves: only the op that follows D is evaluated again.
    dims.d = 8192.0;
    updateOpPoints(scene, cache, pointers, ops, dims);
    for (const ChipRoofline& layer : scene.chips) {
        EXPECT_EQ(layer.points[1].evaluation.flops, -1.0);
        EXPECT_DOUBLE_EQ(layer.points[2].evaluation.flops, 2.0 * 256 * 8192 * 4096);
        EXPECT_DOUBLE_EQ(layer.points[0].evaluation.flops, 2.0 * 512 * 4096 * 4096);
    }
    // A reset cache evaluates everything again.
    cache = {};
    updateOpPoints(scene, cache, pointers, ops, dims);
    expectPointsEvaluated(scene, pointers, ops, dims);
}

TEST(OpPointCache, OpsThatAreNotAffineInBOrTurnIntoProblemsAreEvaluatedInFull)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e")};
    const std::vector<const Chip*> pointers = pointersTo(chips);
    // B twice (quadratic in B); a ring of B chips (not affine, and 1 chip moves no bytes: a problem at
    // B = 1 only); a tiled matmul with M following B (ceilings); and an ordinary one.
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=B F=1024"),
        parseOpSpec("sharded-matmul B=512 D=16384 F=4096 chips=B link=ICI"),
        parseOpSpec("tiled-matmul M=B K=4096 N=4096 bm=128 bk=512 bn=128"), parseOpSpec("matmul B=B D=4096 F=4096")};
    Dims dims {2.0, 4096.0, 4096.0};
    RooflineScene scene = buildRooflineScene(pointers, ops, dims, RooflineOptions {});
    OpPointCache cache;
    for (const double b : {2.0, 3.0, 1.0, 1000.0, 1.0, 77.0}) {
        dims.b = b;
        updateOpPoints(scene, cache, pointers, ops, dims);
        expectPointsEvaluated(scene, pointers, ops, dims);
        EXPECT_EQ(scene.chips[0].problems.size(), b == 1.0 ? 1u : 0u) << "B = " << b;
    }
    EXPECT_FALSE(cache.ops[0].alongB);
    EXPECT_FALSE(cache.ops[1].alongB);
    EXPECT_TRUE(cache.ops[3].alongB);
    // The quadratic op, worked by hand at B = 77: FLOPs 2·77·77·1024, bytes (77·77 + 77·1024 + 77·1024)·2.
    EXPECT_DOUBLE_EQ(scene.chips[0].points[0].evaluation.flops, 2.0 * 77 * 77 * 1024);
    EXPECT_DOUBLE_EQ(scene.chips[0].points[0].evaluation.bytes, 2.0 * (77.0 * 77 + 77.0 * 1024 + 77.0 * 1024));
}

// int4 tensors are rounded up to whole bytes: where that makes an op's bytes zigzag along
// B, the cached line would be wrong at every other B, so those ops are evaluated in full each step.
TEST(OpPointCache, Int4OpsWhoseBytesZigzagAlongBAreEvaluatedInFull)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e"), shippedChip("tpu-v6e")};
    const std::vector<const Chip*> pointers = pointersTo(chips);
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=5 F=7 x=int4 w=int4 z=int4"),
        parseOpSpec("matmul B=B D=6 F=8 x=int4 w=int4 z=int4"), parseOpSpec("batched-matmul B=B D=3 F=3 x=int4 w=bf16"),
        parseOpSpec("elementwise N=B flops=4 inputs=2 outputs=1 dtype=int4"), parseOpSpec("dot N=B dtype=int4"),
        parseOpSpec("sharded-matmul B=B D=16384 F=3 chips=2 x=int4 w=int4 z=int4 link=ICI")};
    Dims dims;
    RooflineScene scene = buildRooflineScene(pointers, ops, dims, RooflineOptions {});
    OpPointCache cache;
    for (const double b : {128.0, 1.0, 2.0, 3.0, 37.0, 38.0, 4095.0, 4096.0, 1048575.0}) {
        dims.b = b;
        updateOpPoints(scene, cache, pointers, ops, dims);
        ASSERT_TRUE(cache.valid);
        expectPointsEvaluated(scene, pointers, ops, dims);
        // Worked by hand: x[B,5], w[5,7], z[B,7] in int4 take ceil(5B/2) + 18 + ceil(7B/2) bytes.
        EXPECT_EQ(scene.chips[0].points[0].evaluation.bytes, std::ceil(5 * b / 2) + 18 + std::ceil(7 * b / 2));
    }
    ASSERT_EQ(scene.chips[0].points.size(), ops.size());
    EXPECT_FALSE(cache.ops[0].alongB);
    EXPECT_TRUE(cache.ops[1].alongB); // even counts at every B: the line is exact
    EXPECT_FALSE(cache.ops[2].alongB);
    EXPECT_FALSE(cache.ops[3].alongB);
    EXPECT_FALSE(cache.ops[4].alongB);
    EXPECT_FALSE(cache.ops[5].alongB);
}

// The chapter's own Q3 formula (docs/model.md §4), written out again rather than taken from core.
double chapterQ3(double b, double d, double f)
{
    const double flops = 2.0 * b * d * f;
    return flops / std::max(flops / 1.97e14, (2.0 * b * d + d * f + 2.0 * b * f) / 8.2e11);
}

TEST(SweepMarkers, MoveFromCachedCoefficientsAndFollowDWhenASweepDoes)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "", rules),
        parseOpSpec("matmul D=D F=1024 x=bf16 w=int8 z=bf16", "", rules)};
    SweepOptions options;
    Dims dims {128.0, 1024.0, 4096.0};
    BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, dims, options);
    for (const double b : {1.0, 57.0, 136.0, 137.0, 511.0, 100000.0}) {
        dims.b = b;
        updateBatchSizeMarkers(scene, chips, sweeps, dims, options);
        EXPECT_TRUE(relativelyNear(scene.chips[0].curves[0].flopsAtCurrentBatch, chapterQ3(b, 4096, 4096), 1e-12));
        EXPECT_TRUE(relativelyNear(scene.chips[0].curves[1].flopsAtCurrentBatch, chapterQ3(b, 1024, 1024), 1e-12));
    }
    // D moves under the second sweep without a rebuild: its marker still follows the formula.
    dims.d = 2048.0;
    updateBatchSizeMarkers(scene, chips, sweeps, dims, options);
    EXPECT_TRUE(relativelyNear(scene.chips[0].curves[1].flopsAtCurrentBatch, chapterQ3(dims.b, 2048, 1024), 1e-12));
    EXPECT_TRUE(relativelyNear(scene.chips[0].curves[0].flopsAtCurrentBatch, chapterQ3(dims.b, 4096, 4096), 1e-12));
}

TEST(HeavyBenchScene, IsTheWorkloadTheIssueDescribes)
{
    const Project project = heavyBenchProject();
    ASSERT_EQ(project.chipIds.size(), 4u);
    for (const Chip& chip : project.customChips) {
        EXPECT_EQ(chip.peakFlopsPerS.size(), 3u) << chip.id;
        EXPECT_EQ(chip.memory.size(), 2u) << chip.id;
        EXPECT_EQ(chip.links.size(), 1u) << chip.id;
    }
    EXPECT_EQ(project.ops.size(), 100u);
    ASSERT_EQ(project.sweeps.size(), 8u);
    EXPECT_EQ(paramValue(project.sweeps.front(), "D", project.dims), 512.0);
    EXPECT_EQ(paramValue(project.sweeps.back(), "F", project.dims), 65536.0);
    EXPECT_EQ(batchPoints(project.viewOptions.batchRange).size(), 4096u);
    // Every op can be placed on every chip, so the charts draw 400 markers.
    const std::vector<const Chip*> chips = pointersTo(project.customChips);
    const RooflineScene scene = buildRooflineScene(chips, project.ops, project.dims, RooflineOptions {});
    for (const ChipRoofline& layer : scene.chips) {
        EXPECT_EQ(layer.points.size(), 100u) << layer.chipId;
        EXPECT_EQ(layer.ceilings.size(), 3u);
        EXPECT_EQ(layer.slopes.size(), 3u);
    }
    const Project heavier = heavyBenchProject(10);
    EXPECT_EQ(heavier.ops.size(), 1000u);
    EXPECT_EQ(batchPoints(heavier.viewOptions.batchRange).size(), 40960u);
}

} // namespace
} // namespace roofline::test
