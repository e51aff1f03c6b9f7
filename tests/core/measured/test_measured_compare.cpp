// Before and after: two measurements of one workload compared group by group, the speed-up per kernel
// worked out by hand, and the groups found on one side only.
#include "support/test_helpers.h"

#include "core/measured/measured_compare.h"

#include <vector>

namespace roofline::test {
namespace {

MeasuredKernel timedKernel(const char* name, double seconds, const char* chip = "")
{
    return MeasuredKernel {name, 1e9, 1e6, seconds, chip, ""};
}

TEST(MeasuredCompare, GroupsInBothGetTheirSpeedupPerKernel)
{
    // gemm: before 2 kernels of 4 ms (mean 4 ms); after 3 kernels, 1 + 1 + 2 ms (mean 4/3 ms): 3× faster.
    // softmax: before 1 ms, after 2 ms: 0.5, slower.
    const std::vector<MeasuredKernel> before {
        timedKernel("gemm", 4e-3), timedKernel("gemm", 4e-3), timedKernel("softmax", 1e-3), timedKernel("copy", 5e-4)};
    const std::vector<MeasuredKernel> after {timedKernel("gemm", 1e-3), timedKernel("gemm", 1e-3),
        timedKernel("gemm", 2e-3), timedKernel("softmax", 2e-3), timedKernel("fused", 1e-4)};
    const MeasurementComparison comparison = compareMeasurements(before, after);
    EXPECT_EQ(comparison.inBoth, 2u);
    EXPECT_EQ(comparison.onlyBefore, 1u);
    EXPECT_EQ(comparison.onlyAfter, 1u);
    EXPECT_TRUE(relativelyNear(comparison.beforeSeconds, 9.5e-3, 1e-12));
    EXPECT_TRUE(relativelyNear(comparison.afterSeconds, 6.1e-3, 1e-12));
    ASSERT_EQ(comparison.changes.size(), 4u);
    EXPECT_EQ(comparison.changes[0].name, "gemm"); // the before run's largest share first
    ASSERT_TRUE(comparison.changes[0].speedup);
    EXPECT_TRUE(relativelyNear(*comparison.changes[0].speedup, 3.0, 1e-12));
    EXPECT_EQ(comparison.changes[0].before->count, 2u);
    EXPECT_EQ(comparison.changes[0].after->count, 3u);
    EXPECT_EQ(comparison.changes[1].name, "softmax");
    EXPECT_TRUE(relativelyNear(*comparison.changes[1].speedup, 0.5, 1e-12));
    EXPECT_EQ(comparison.changes[2].name, "copy"); // gone
    EXPECT_TRUE(comparison.changes[2].before);
    EXPECT_FALSE(comparison.changes[2].after);
    EXPECT_FALSE(comparison.changes[2].speedup);
    EXPECT_EQ(comparison.changes[3].name, "fused"); // new
    EXPECT_FALSE(comparison.changes[3].before);
    EXPECT_TRUE(comparison.changes[3].after);
}

TEST(MeasuredCompare, AGroupIsItsNameOnItsChipWithoutCase)
{
    const std::vector<MeasuredKernel> before {
        timedKernel("gemm", 2e-3, "H100-SXM"), timedKernel("gemm", 2e-3, "mi300x")};
    const std::vector<MeasuredKernel> after {
        timedKernel("gemm", 1e-3, "h100-sxm"), timedKernel("Gemm", 1e-3, "mi300x")};
    const MeasurementComparison comparison = compareMeasurements(before, after);
    EXPECT_EQ(comparison.inBoth, 1u); // gemm on the H100; "Gemm" is another name
    EXPECT_EQ(comparison.onlyBefore, 1u);
    EXPECT_EQ(comparison.onlyAfter, 1u);
    EXPECT_TRUE(relativelyNear(*comparison.changes[0].speedup, 2.0, 1e-12));
}

TEST(MeasuredCompare, TwoRunsWithNoGroupInCommonSaySo)
{
    const std::vector<MeasuredKernel> before {timedKernel("sgemm", 1e-3), timedKernel("add", 1e-3)};
    const std::vector<MeasuredKernel> after {timedKernel("aten::mm bf16[4,4] bf16[4,4]", 1e-3)};
    const MeasurementComparison apart = compareMeasurements(before, after);
    EXPECT_EQ(apart.inBoth, 0u);
    EXPECT_TRUE(apart.sharesNoGroup());
    // One group in common is a comparison.
    const std::vector<MeasuredKernel> more {timedKernel("add", 2e-3), timedKernel("fused", 1e-3)};
    EXPECT_FALSE(compareMeasurements(before, more).sharesNoGroup());
}

TEST(MeasuredCompare, TwoFormatsAreSaidAndTheSameFormatsInAnyOrderAreNot)
{
    const std::vector<MeasuredKernel> run {timedKernel("add", 1e-3)};
    const auto compare = [&](std::vector<std::string> before, std::vector<std::string> after) {
        return compareMeasurements(
            run, run, ComparedSide {std::move(before), 0.0}, ComparedSide {std::move(after), 0.0});
    };
    EXPECT_TRUE(compare({"nsight-compute"}, {"pytorch-trace"}).differentFormats());
    EXPECT_FALSE(compare({"pytorch-trace"}, {"pytorch-trace"}).differentFormats());
    // Formats are a set: an import of two files of one format, or two formats in another order, is the same.
    EXPECT_FALSE(compare({"csv", "nsight-compute", "csv"}, {"nsight-compute", "csv"}).differentFormats());
    EXPECT_TRUE(compare({"csv", "nsight-compute"}, {"nsight-compute"}).differentFormats());
    const MeasurementComparison sorted = compare({"nsight-compute", "csv", "csv", ""}, {"csv"});
    EXPECT_EQ(sorted.before.formats, (std::vector<std::string> {"csv", "nsight-compute"}));
    // A side whose format is not known (a project from before formats were kept) says nothing.
    EXPECT_FALSE(compare({}, {"pytorch-trace"}).differentFormats());
    EXPECT_FALSE(compare({"csv"}, {""}).differentFormats());
}

TEST(MeasuredCompare, EachSidesTotalHoldsItsUnmodelledTime)
{
    // Groups of 4 ms before and 2 ms after; 1 ms and 3 ms of kernel time the app cannot model: 5 ms and 5 ms
    // of kernel time in all, though the groups alone went from 4 to 2.
    const std::vector<MeasuredKernel> before {timedKernel("gemm", 4e-3)};
    const std::vector<MeasuredKernel> after {timedKernel("gemm", 2e-3)};
    const MeasurementComparison comparison = compareMeasurements(
        before, after, ComparedSide {{"pytorch-trace"}, 1e-3}, ComparedSide {{"pytorch-trace"}, 3e-3});
    EXPECT_EQ(comparison.beforeSeconds, 4e-3);
    EXPECT_EQ(comparison.afterSeconds, 2e-3);
    EXPECT_EQ(comparison.before.unmodelledSeconds, 1e-3);
    EXPECT_EQ(comparison.after.unmodelledSeconds, 3e-3);
    EXPECT_TRUE(relativelyNear(comparison.beforeTotalSeconds(), 5e-3, 1e-15));
    EXPECT_TRUE(relativelyNear(comparison.afterTotalSeconds(), 5e-3, 1e-15));
}

} // namespace
} // namespace roofline::test
