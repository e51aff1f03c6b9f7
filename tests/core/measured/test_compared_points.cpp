// Before and after on the roofline: each compared group's two points, worked out by hand from its
// kernels' totals (docs/model.md §E, §I), which chip draws it, which labels carry a name, and the
// speed-up's text.
#include "support/test_helpers.h"

#include "core/measured/compared_points.h"
#include "core/readers/measured_import.h"

#include <filesystem>
#include <set>
#include <vector>

namespace roofline::test {
namespace {

MeasuredKernel kernel(const char* name, double flops, double bytes, double seconds, const char* chip = "")
{
    return MeasuredKernel {name, flops, bytes, seconds, chip, ""};
}

TEST(ComparedPoints, EachSideSitsAtItsGroupsTotalsWithItsShareOfItsRun)
{
    // before: gemm 2 × (4e12 FLOPs, 2e9 B, 4 ms): 8e12 / 4e9 = 2000 FLOPs/B, 8e12 / 8e-3 = 1e15 FLOPs/s,
    // 8 of 10 ms = 0.8; copy (1e9, 1e9, 2 ms) is gone.
    // after: gemm 2 × (4e12, 1e9, 2 ms): 4000 FLOPs/B, 2e15 FLOPs/s, 4 of 5 ms = 0.8, 4 ms / 2 ms = 2×;
    // fused (1e10, 1e8, 1 ms) is new: 100 FLOPs/B, 1e13 FLOPs/s, 0.2.
    const std::vector<MeasuredKernel> before {
        kernel("gemm", 4e12, 2e9, 4e-3), kernel("gemm", 4e12, 2e9, 4e-3), kernel("copy", 1e9, 1e9, 2e-3)};
    const std::vector<MeasuredKernel> after {
        kernel("gemm", 4e12, 1e9, 2e-3), kernel("gemm", 4e12, 1e9, 2e-3), kernel("fused", 1e10, 1e8, 1e-3)};
    const std::vector<ComparedPoint> points = comparedOnChip(compareMeasurements(before, after), "h100-sxm", 8);
    ASSERT_EQ(points.size(), 3u);

    const ComparedPoint& gemm = points[0];
    EXPECT_EQ(gemm.name, "gemm");
    ASSERT_TRUE(gemm.before && gemm.after && gemm.speedup);
    EXPECT_TRUE(relativelyNear(gemm.before->intensity, 2000.0, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.before->flopsPerS, 1e15, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.before->timeShare, 0.8, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.after->intensity, 4000.0, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.after->flopsPerS, 2e15, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.after->timeShare, 0.8, 1e-12));
    EXPECT_TRUE(relativelyNear(*gemm.speedup, 2.0, 1e-12));
    EXPECT_TRUE(gemm.named);

    const ComparedPoint& copy = points[1];
    EXPECT_EQ(copy.name, "copy");
    ASSERT_TRUE(copy.before);
    EXPECT_FALSE(copy.after);
    EXPECT_FALSE(copy.speedup);
    EXPECT_FALSE(copy.named);
    EXPECT_TRUE(relativelyNear(copy.before->intensity, 1.0, 1e-12));
    EXPECT_TRUE(relativelyNear(copy.before->flopsPerS, 5e11, 1e-12));
    EXPECT_TRUE(relativelyNear(copy.before->timeShare, 0.2, 1e-12));

    const ComparedPoint& fused = points[2];
    EXPECT_EQ(fused.name, "fused");
    EXPECT_FALSE(fused.before);
    ASSERT_TRUE(fused.after);
    EXPECT_FALSE(fused.named);
    EXPECT_TRUE(relativelyNear(fused.after->intensity, 100.0, 1e-12));
    EXPECT_TRUE(relativelyNear(fused.after->flopsPerS, 1e13, 1e-12));
    EXPECT_TRUE(relativelyNear(fused.after->timeShare, 0.2, 1e-12));
}

TEST(ComparedPoints, AChipDrawsItsOwnGroupsAndThoseOfNoChip)
{
    const std::vector<MeasuredKernel> before {kernel("gemm", 1e9, 1e6, 2e-3, "H100-SXM"),
        kernel("gemm", 1e9, 1e6, 2e-3, "mi300x"), kernel("norm", 1e6, 1e6, 1e-3)};
    const std::vector<MeasuredKernel> after {kernel("gemm", 1e9, 1e6, 1e-3, "h100-sxm"),
        kernel("gemm", 1e9, 1e6, 1e-3, "mi300x"), kernel("norm", 1e6, 1e6, 1e-3)};
    const MeasurementComparison comparison = compareMeasurements(before, after);
    const std::vector<ComparedPoint> h100 = comparedOnChip(comparison, "h100-sxm", 8);
    ASSERT_EQ(h100.size(), 2u); // its gemm and the norm of no chip; not the MI300X's gemm
    EXPECT_EQ(h100[0].name, "gemm");
    EXPECT_EQ(h100[1].name, "norm");
    const std::vector<ComparedPoint> tpu = comparedOnChip(comparison, "tpu-v5e", 8);
    ASSERT_EQ(tpu.size(), 1u);
    EXPECT_EQ(tpu[0].name, "norm");
}

TEST(ComparedPoints, OnlyTheFirstLabelTopGroupsInBothAreNamed)
{
    // Ranked by the before run's time: gemm 5 ms, softmax 3 ms, then the gone copy 4 ms after them.
    const std::vector<MeasuredKernel> before {
        kernel("gemm", 1e9, 1e6, 5e-3), kernel("softmax", 1e9, 1e6, 3e-3), kernel("copy", 1e9, 1e6, 4e-3)};
    const std::vector<MeasuredKernel> after {kernel("gemm", 1e9, 1e6, 1e-3), kernel("softmax", 1e9, 1e6, 1e-3)};
    const MeasurementComparison comparison = compareMeasurements(before, after);
    const std::vector<ComparedPoint> one = comparedOnChip(comparison, "h100-sxm", 1);
    ASSERT_EQ(one.size(), 3u);
    EXPECT_TRUE(one[0].named);
    EXPECT_FALSE(one[1].named);
    EXPECT_FALSE(one[2].named);
    const std::vector<ComparedPoint> none = comparedOnChip(comparison, "h100-sxm", 0);
    EXPECT_FALSE(none[0].named);
    const std::vector<ComparedPoint> all = comparedOnChip(comparison, "h100-sxm", 8);
    EXPECT_TRUE(all[0].named && all[1].named);
    EXPECT_FALSE(all[2].named); // a group on one side has no speed-up to label
}

TEST(ComparedPoints, SpeedupsAreWrittenToTwoSignificantDigits)
{
    EXPECT_EQ(speedupText(2.38), "2.4×");
    EXPECT_EQ(speedupText(0.5), "0.5×");
    EXPECT_EQ(speedupText(15.6), "16×");
    EXPECT_EQ(speedupText(3.0), "3×");
}

TEST(ComparedPoints, AnArrowIsLabelledWithItsSpeedupAndAShortNameWhenNamed)
{
    ComparedPoint point;
    point.name = "gemm";
    point.before = ComparedSpot {};
    point.after = ComparedSpot {};
    point.speedup = 2.38;
    point.named = true;
    EXPECT_EQ(comparedLabel(point), "gemm 2.4×");
    point.named = false;
    EXPECT_EQ(comparedLabel(point), "2.4×");
    point.named = true;
    // A trace's group: its op and problem size (M×K×N), not its dtypes.
    point.name = "aten::addmm bf16[12288] bf16[4096,4096] bf16[4096,12288]";
    EXPECT_EQ(comparedLabel(point), "aten::addmm 4096×4096×12288 2.4×");
    // 24 characters are kept whole; 25 with no early space are cut after 23.
    point.name = "abcdefghijklmnopqrstuvwx";
    EXPECT_EQ(comparedLabel(point), "abcdefghijklmnopqrstuvwx 2.4×");
    point.name = "abcdefghijklmnopqrstuvwxy";
    EXPECT_EQ(comparedLabel(point), "abcdefghijklmnopqrstuvw… 2.4×");
    // Another long name is cut at its first space when that comes early.
    point.name = "sm90_xmma_gemm bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64";
    EXPECT_EQ(comparedLabel(point), "sm90_xmma_gemm… 2.4×");
    // A space at 24 or later does not count as an early one.
    point.name = "abcdefghijklmnopqrstuvwx yz";
    EXPECT_EQ(comparedLabel(point), "abcdefghijklmnopqrstuvw… 2.4×");
    // Never inside a character of several bytes: "é" is two, its second at byte 23.
    point.name = "abcdefghijklmnopqrstuvé-long";
    EXPECT_EQ(comparedLabel(point), "abcdefghijklmnopqrstuv… 2.4×");
    // Bytes that are not UTF-8 (a name from a binary trace): the cut stops at the start, never before it.
    point.name = std::string(30, '\x80');
    EXPECT_EQ(comparedLabel(point), "… 2.4×");
    // The short name comparedOnChip chose is the one the label carries.
    point.shortName = "whole name";
    EXPECT_EQ(comparedLabel(point), "whole name 2.4×");
    // A group on one side has no arrow to label.
    point.speedup.reset();
    EXPECT_EQ(comparedLabel(point), "");
}

TEST(ComparedPoints, TwoGroupsOfOneOpAreNamedByTheirShapesAndNeverAlike)
{
    // Two aten::mm shapes: their labels tell them apart by M×K×N, not "aten::mm…" twice.
    const std::vector<MeasuredKernel> before {kernel("aten::mm bf16[4096,4096] bf16[4096,4096]", 1e9, 1e6, 4e-3),
        kernel("aten::mm bf16[4096,4096] bf16[4096,16384]", 1e9, 1e6, 3e-3),
        kernel("aten::mm fp16[4096,4096] fp16[4096,4096]", 1e9, 1e6, 2e-3),
        kernel("sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64_cluster1", 1e9, 1e6, 1e-3),
        kernel("sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize256x128x64_cluster1", 1e9, 1e6, 5e-4)};
    std::vector<MeasuredKernel> after = before;
    for (MeasuredKernel& k : after)
        k.seconds /= 2.0;
    const std::vector<ComparedPoint> points = comparedOnChip(compareMeasurements(before, after), "h100-sxm", 8);
    ASSERT_EQ(points.size(), 5u);
    // The bf16 and fp16 4096³ matmuls would both be "aten::mm 4096×4096×4096": each says its whole name.
    EXPECT_EQ(comparedLabel(points[0]), "aten::mm bf16[4096,4096] bf16[4096,4096] 2×");
    EXPECT_EQ(comparedLabel(points[1]), "aten::mm 4096×4096×16384 2×");
    EXPECT_EQ(comparedLabel(points[2]), "aten::mm fp16[4096,4096] fp16[4096,4096] 2×");
    // Two kernels whose names agree for their first 23 characters: each says its whole name too.
    EXPECT_EQ(comparedLabel(points[3]), "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64_cluster1 2×");
    EXPECT_EQ(comparedLabel(points[4]), "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize256x128x64_cluster1 2×");
    std::set<std::string> labels;
    for (const ComparedPoint& point : points)
        labels.insert(comparedLabel(point));
    EXPECT_EQ(labels.size(), points.size());
    // Only named labels take part: with one named, its short name stands though another would match it.
    const std::vector<ComparedPoint> one = comparedOnChip(compareMeasurements(before, after), "h100-sxm", 1);
    EXPECT_EQ(comparedLabel(one[0]), "aten::mm 4096×4096×4096 2×");
    EXPECT_EQ(comparedLabel(one[2]), "2×");
}

TEST(ComparedPoints, TheBeforeAndAfterTracesCompareAsTheirReadmeSays)
{
    // tests/data/traces/before-after/README.md: four layers of one block, the means per kernel by hand.
    const std::filesystem::path dir = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "traces" / "before-after";
    const MeasuredFile before = readMeasuredFile(dir / "before.pt.trace.json");
    const MeasuredFile after = readMeasuredFile(dir / "after.pt.trace.json");
    const MeasurementComparison comparison = compareMeasurements(before.kernels, after.kernels);
    EXPECT_EQ(comparison.inBoth, 4u);
    EXPECT_EQ(comparison.onlyBefore, 2u);
    EXPECT_EQ(comparison.onlyAfter, 1u);
    EXPECT_TRUE(relativelyNear(comparison.beforeSeconds, 23055e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(comparison.afterSeconds, 10945e-6, 1e-12));
    const std::vector<ComparedPoint> points = comparedOnChip(comparison, "h100-sxm", 2);
    ASSERT_EQ(points.size(), 7u);
    EXPECT_EQ(comparedLabel(points[0]), "aten::addmm 4096×4096×12288 2.4×"); // 1600 / 666.5
    EXPECT_TRUE(relativelyNear(*points[0].speedup, 1600.0 / 666.5, 1e-12));
    EXPECT_EQ(comparedLabel(points[1]), "aten::mm 4096×4096×16384 1.8×"); // 1502.5 / 833.5
    EXPECT_EQ(comparedLabel(points[2]), "0.9×"); // mul, 95 / 105, past label_top
    EXPECT_EQ(comparedLabel(points[3]), "1.3×"); // bmm, 40 / 30
    EXPECT_EQ(points[4].name,
        "aten::_scaled_dot_product_efficient_attention bf16[4,32,4096,128] bf16[4,32,4096,128] "
        "bf16[4,32,4096,128] causal");
    EXPECT_FALSE(points[4].after);
    EXPECT_EQ(points[5].name, "aten::add bf16[4096,4096] bf16[4096,4096]");
    EXPECT_EQ(points[6].name,
        "aten::_scaled_dot_product_flash_attention bf16[4,32,4096,128] bf16[4,32,4096,128] "
        "bf16[4,32,4096,128] causal");
    EXPECT_FALSE(points[6].before);
}

} // namespace
} // namespace roofline::test
