// A measured group linked to a modelled op: the link follows its op when ops are inserted, removed
// and moved, and the comparison says how much of the roofline's prediction the kernels reached.
#include "support/test_helpers.h"

#include "core/formulas/op_spec.h"
#include "core/measured/measured_links.h"

namespace roofline::test {
namespace {

MeasuredGroup group(std::string name, std::string chip, std::size_t count, double flops, double seconds)
{
    MeasuredGroup g;
    g.name = std::move(name);
    g.chipId = std::move(chip);
    g.count = count;
    g.flops = flops;
    g.bytes = 1e6;
    g.seconds = seconds;
    return g;
}

std::vector<int> opsOf(const std::vector<MeasuredLink>& links)
{
    std::vector<int> ops;
    for (const MeasuredLink& link : links)
        ops.push_back(link.op);
    return ops;
}

TEST(MeasuredLinks, AGroupHasOneLinkFoundByNameAndChipWithoutCase)
{
    std::vector<MeasuredLink> links;
    const MeasuredGroup gemm = group("gemm", "H100-SXM", 1, 1e9, 1e-3);
    setMeasuredLink(links, gemm, 2);
    ASSERT_EQ(links.size(), 1u);
    EXPECT_EQ(links[0], (MeasuredLink {"gemm", "H100-SXM", 2}));
    EXPECT_EQ(findMeasuredLink(links, group("gemm", "h100-sxm", 1, 1e9, 1e-3))->op, 2);
    EXPECT_EQ(findMeasuredLink(links, group("gemm", "tpu-v5e", 1, 1e9, 1e-3)), nullptr);
    EXPECT_EQ(findMeasuredLink(links, group("GEMM", "h100-sxm", 1, 1e9, 1e-3)), nullptr); // names are exact
    setMeasuredLink(links, gemm, 0); // relinked: still one
    EXPECT_EQ(opsOf(links), std::vector<int> {0});
    setMeasuredLink(links, gemm, std::nullopt);
    EXPECT_TRUE(links.empty());
}

TEST(MeasuredLinks, LinksFollowTheirOpsThroughInsertRemoveAndMove)
{
    // Links to ops 0, 2 and 4 of five.
    std::vector<MeasuredLink> links {{"a", "", 0}, {"b", "", 2}, {"c", "", 4}};
    linksAfterOpInserted(links, 2); // a new op 2: the old 2 and 4 are now 3 and 5
    EXPECT_EQ(opsOf(links), (std::vector<int> {0, 3, 5}));
    linksAfterOpRemoved(links, 3); // b's op is gone, and b's link with it; c's op moves up
    EXPECT_EQ(opsOf(links), (std::vector<int> {0, 4}));
    EXPECT_EQ(links[1].name, "c");
    linksAfterOpMoved(links, 4, 0); // c's op to the front: a's moves down
    EXPECT_EQ(opsOf(links), (std::vector<int> {1, 0}));
    linksAfterOpMoved(links, 1, 3); // a's op down past two others; c's stays
    EXPECT_EQ(opsOf(links), (std::vector<int> {3, 0}));
    linksAfterOpMoved(links, 2, 1); // two other ops swap: nobody's link moves
    EXPECT_EQ(opsOf(links), (std::vector<int> {3, 0}));
    linksAfterOpRemoved(links, 1); // an op between them
    EXPECT_EQ(opsOf(links), (std::vector<int> {2, 0}));
}

TEST(MeasuredLinks, AMoveShiftsEveryOpBetweenItsEndsIncludingTheOneItLandsOn)
{
    // A link to each of ops 0 … 4. Moving op 1 to 3: ops 2 and 3 (the one it lands on too) move up
    // one, 0 and 4 stay; moving it back undoes it, op 1 (where it lands) and 2 moving down one.
    std::vector<MeasuredLink> links {{"a", "", 0}, {"b", "", 1}, {"c", "", 2}, {"d", "", 3}, {"e", "", 4}};
    linksAfterOpMoved(links, 1, 3);
    EXPECT_EQ(opsOf(links), (std::vector<int> {0, 3, 1, 2, 4}));
    linksAfterOpMoved(links, 3, 1);
    EXPECT_EQ(opsOf(links), (std::vector<int> {0, 1, 2, 3, 4}));
}

TEST(MeasuredLinks, TheComparisonIsTheOpsTLowerAgainstTheMeanKernelTime)
{
    // matmul B=128 D=F=4096 in bf16: 2·128·4096·4096 = 4,294,967,296 FLOPs and
    // 2·(128·4096 + 4096·4096 + 128·4096) = 35,651,584 bytes. On a chip of 1e14 FLOPs/s and 1e12 B/s:
    // T_math = 4.294967296e-5 s, T_comms = 3.5651584e-5 s, T_lower = 4.294967296e-5 s.
    const Chip chip = exampleChip(1e14, 1e12);
    const Op op = parseOpSpec("matmul B=128 D=4096 F=4096");
    // Two kernels of 6.8e-5 s each: 4.294967296e-5 / 6.8e-5 = 0.6316…: "reaches 63 %".
    const MeasuredGroup gemm = group("gemm", "example", 2, 2 * 4294967296.0, 2 * 6.8e-5);
    const PredictionComparison comparison = comparePrediction(gemm, chip, op, Dims {});
    EXPECT_TRUE(relativelyNear(comparison.predictedSeconds, 4.294967296e-5, 1e-12));
    EXPECT_TRUE(relativelyNear(comparison.measuredSeconds, 6.8e-5, 1e-12));
    EXPECT_TRUE(relativelyNear(comparison.fraction, 4.294967296e-5 / 6.8e-5, 1e-12));
    EXPECT_EQ(comparison.percent, 63);
    EXPECT_TRUE(relativelyNear(comparison.flopsRatio, 1.0, 1e-12)); // the same shape
    // A kernel faster than the prediction: above 100 %.
    const MeasuredGroup fast = group("gemm", "example", 1, 4294967296.0, 4e-5);
    EXPECT_EQ(comparePrediction(fast, chip, op, Dims {}).percent, 107); // 4.294967296e-5 / 4e-5 = 1.0737
    // An op the chip cannot run is an error, not a number.
    const Op int8 = parseOpSpec("matmul B=128 D=4096 F=4096 x=int8 w=int8");
    EXPECT_THROW((void)comparePrediction(gemm, chip, int8, Dims {}), Error);
}

} // namespace
} // namespace roofline::test
