// Numbers as people read them on charts and in tables: never 1.00000e+12.
#include "core/number_format.h"

#include <gtest/gtest.h>

namespace roofline {
namespace {

TEST(NumberFormat, ScientificHasNoPaddingAndATidyExponent)
{
    EXPECT_EQ(formatScientific(1.97e14), "1.97e14");
    EXPECT_EQ(formatScientific(8.2e11), "8.2e11");
    EXPECT_EQ(formatScientific(1e12), "1e12");
    EXPECT_EQ(formatScientific(2.5e-7), "2.5e-7");
    EXPECT_EQ(formatScientific(123456.0), "1.23e5");
}

TEST(NumberFormat, SiPrefixesRoundAcrossPrefixBoundaries)
{
    EXPECT_EQ(formatSI(1.97e14, "FLOPs/s"), "197 TFLOPs/s");
    EXPECT_EQ(formatSI(1e12), "1 T");
    EXPECT_EQ(formatSI(999.97e9), "1 T");
    EXPECT_EQ(formatSI(8.2e11, "B/s"), "820 GB/s");
    EXPECT_EQ(formatSI(240.24), "240");
    EXPECT_EQ(formatSI(0.0), "0");
}

TEST(NumberFormat, PlainIsShortestRoundTrip)
{
    EXPECT_EQ(formatPlain(4096), "4096");
    EXPECT_EQ(formatPlain(0.5), "0.5");
    EXPECT_EQ(formatPlain(1e20), "1e20");
    EXPECT_EQ(formatPlain(1.0 / 3.0), "0.3333333333333333");
}

TEST(NumberFormat, CompactKeepsEverydayNumbersPlain)
{
    EXPECT_EQ(formatCompact(0.49999975, 4), "0.5");
    EXPECT_EQ(formatCompact(8755.5555), "8755.6");
    EXPECT_EQ(formatCompact(136.0857), "136.09");
    EXPECT_EQ(formatCompact(3.2e7), "3.2e7");
}

TEST(NumberFormat, DurationsPickTheirUnit)
{
    EXPECT_EQ(formatDuration(1.0111e-3), "1.01 ms");
    EXPECT_EQ(formatDuration(2.4e-4), "240 µs");
    EXPECT_EQ(formatDuration(3.25), "3.25 s");
    EXPECT_EQ(formatDuration(5e-9), "5 ns");
}

} // namespace
} // namespace roofline
