// The levels of an Empirical Roofline Toolkit file a chart draws: every one of a real run's handful, and of
// a file of thousands the slowest and the fastest of each of 255 equal spans of their rates' logarithm, the
// others counted as left out. Expected indexes and counts are worked out here from the rates chosen.
#include "support/test_helpers.h"

#include "core/measured/empirical_roofline.h"
#include "core/scene/scene.h"

#include <cmath>

namespace roofline::test {
namespace {

TEST(EmpiricalLevels, ARunsHandfulOfLevelsIsDrawnWhole)
{
    EXPECT_EQ(drawnErtLevels({1408.45e9, 4733.18e9, 14215.62e9}), (std::vector<std::size_t> {0, 1, 2}));
    EXPECT_TRUE(drawnErtLevels({}).empty());
    // 256 levels, however close, are all drawn.
    const std::vector<double> same(256, 5e10);
    EXPECT_EQ(drawnErtLevels(same).size(), 256u);
}

TEST(EmpiricalLevels, BeyondTheLimitEachSpanDrawsItsFastestLevel)
{
    // 300 levels: the slowest 1e9, the fastest 1e12, 298 of 5e10 between. log(5e10 / 1e9) / log(1e12 / 1e9)
    // · 255 = 144.41: span 144 of 255, whose fastest are all 298, of which the first is drawn; with the
    // slowest, three lines.
    std::vector<double> rates(300, 5e10);
    rates.front() = 1e9;
    rates.back() = 1e12;
    EXPECT_EQ(drawnErtLevels(rates), (std::vector<std::size_t> {0, 1, 299}));
    // 5.01e10 at 7 (144.49) is span 144's fastest now; 5.1e10 at 8 (145.14) has span 145 to itself.
    rates[7] = 5.01e10;
    rates[8] = 5.1e10;
    EXPECT_EQ(drawnErtLevels(rates), (std::vector<std::size_t> {0, 7, 8, 299}));
    // The slowest is drawn wherever it is listed, and once.
    std::swap(rates.front(), rates[150]);
    EXPECT_EQ(drawnErtLevels(rates), (std::vector<std::size_t> {7, 8, 150, 299}));
}

TEST(EmpiricalLevels, AFileOf150000LevelsDrawsOneLevelPerSpanAndCountsTheRestLeftOut)
{
    // Level i at (1000 + i) GB/s, as the hostile corpus writes it: neighbours are closer (log(1001/1000) =
    // 0.001) than a span (log(150999/1000) / 255 = 0.0197), so each of the 255 spans has a level: with the
    // slowest, 256 slopes drawn, the fastest among them, 149,744 left out; the one ceiling is drawn.
    EmpiricalRoofline roofline;
    roofline.chipId = "tpu-v5e";
    roofline.ceilings.push_back({"GFLOPs", 9512.37e9});
    for (int i = 0; i < 150000; ++i)
        roofline.bandwidths.push_back({"L" + std::to_string(i), (1000.0 + i) * 1e9});
    EXPECT_EQ(drawnErtLevelCount(roofline), 257u);
    ChipRoofline layer;
    placeEmpiricalRoofline(layer, shippedChip("tpu-v5e"), std::span<const EmpiricalRoofline>(&roofline, 1));
    ASSERT_EQ(layer.measuredSlopes.size(), 256u);
    EXPECT_EQ(layer.measuredSlopes.front().name, "L0");
    EXPECT_EQ(layer.measuredSlopes.back().name, "L149999");
    EXPECT_EQ(layer.measuredSlopes.back().bytesPerS, 150999e9);
    ASSERT_EQ(layer.measuredCeilings.size(), 1u);
    EXPECT_EQ(layer.measuredLevelsLeftOut, 149744u);
    // Each level left out lies within one span of a slope drawn.
    const double span = std::log(150999.0 / 1000.0) / 255.0;
    std::size_t next = 0;
    for (int i = 0; i < 150000; i += 997) {
        const double rate = (1000.0 + i) * 1e9;
        while (next + 1 < layer.measuredSlopes.size() && layer.measuredSlopes[next].bytesPerS < rate)
            ++next;
        EXPECT_LE(std::abs(std::log(layer.measuredSlopes[next].bytesPerS / rate)), span + 1e-12) << i;
    }
    // A chip with no file, or another chip's, has none and leaves none out.
    ChipRoofline other;
    placeEmpiricalRoofline(other, shippedChip("h100-sxm"), std::span<const EmpiricalRoofline>(&roofline, 1));
    EXPECT_TRUE(other.measuredSlopes.empty());
    EXPECT_EQ(other.measuredLevelsLeftOut, 0u);
}

} // namespace
} // namespace roofline::test
