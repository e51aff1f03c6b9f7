// Numbers as people read them on charts and in tables: never 1.00000e+12.
#include "core/base/number_format.h"

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

// Numbers at the ends of the range: "7418790037212705189049294640906240 s", "0.000000000000000001 ps" and "1.2e1"
// bytes.
TEST(NumberFormat, EngineeringNotationKeepsExponentsToMultiplesOfThree)
{
    EXPECT_EQ(formatEngineering(12.0), "12");
    EXPECT_EQ(formatEngineering(1.7249e10), "17.2e9");
    EXPECT_EQ(formatEngineering(3.44e11), "344e9");
    EXPECT_EQ(formatEngineering(1e12), "1e12");
    EXPECT_EQ(formatEngineering(2.5e-7), "250e-9");
    EXPECT_EQ(formatEngineering(0.5), "500e-3");
    EXPECT_EQ(formatEngineering(-1234.0), "-1.23e3");
    EXPECT_EQ(formatEngineering(999.96e6), "1e9"); // rounds into the next group
    EXPECT_EQ(formatEngineering(7418790037212705189049294640906240.0), "7.42e33");
    EXPECT_EQ(formatEngineering(1.23456e-30, 5), "1.2346e-30");
    EXPECT_EQ(formatEngineering(0.0), "0");
}

TEST(NumberFormat, CountsAreWholeNumbersThenEngineering)
{
    EXPECT_EQ(formatCount(12.0), "12");
    EXPECT_EQ(formatCount(4096.0), "4096");
    EXPECT_EQ(formatCount(999999.0), "999999");
    EXPECT_EQ(formatCount(1333.3333), "1333");
    EXPECT_EQ(formatCount(1e6), "1e6");
    EXPECT_EQ(formatCount(1073741824.0), "1.07e9");
    EXPECT_EQ(formatCount(17179869184.0), "17.2e9");
    EXPECT_EQ(formatCount(0.0), "0");
    EXPECT_EQ(formatCount(0.5), "500e-3"); // a custom op's fraction of a FLOP
}

TEST(NumberFormat, ExtremeDurationsAndRatesUseEngineeringNotation)
{
    EXPECT_EQ(formatDuration(7418790037212705189049294640906240.0), "7.42e33 s");
    EXPECT_EQ(formatDuration(1e-30), "1e-30 s");
    EXPECT_EQ(formatDuration(1.5e-13), "0.15 ps");
    EXPECT_EQ(formatDuration(5e-14), "50e-15 s");
    EXPECT_EQ(formatDuration(2e6), "2e6 s");
    EXPECT_EQ(formatDuration(1234.4), "1234 s");
    EXPECT_EQ(formatDuration(3e-12), "3 ps");
    EXPECT_EQ(formatDuration(0.0), "0 s");
    EXPECT_EQ(formatSI(1e21, "FLOPs/s"), "1e21 FLOPs/s");
    EXPECT_EQ(formatSI(5e20, "FLOPs/s"), "500 EFLOPs/s");
    EXPECT_EQ(formatSI(999.97e18, "FLOPs/s"), "1e21 FLOPs/s");
    EXPECT_EQ(formatSI(2e-15, "s"), "2e-15 s");
}

TEST(NumberFormat, ExactIsEveryDigitOfAWholeNumberAndShortestOtherwise)
{
    EXPECT_EQ(formatExact(100000), "100000"); // formatPlain says 1e5
    EXPECT_EQ(formatExact(160000), "160000");
    EXPECT_EQ(formatExact(9007199254740992.0), "9007199254740992");
    EXPECT_EQ(formatExact(512.5), "512.5");
    EXPECT_EQ(formatExact(1e300), "1e300");
    EXPECT_EQ(formatExact(-3), "-3");
    EXPECT_EQ(formatExact(0.25), "0.25");
}

TEST(NumberFormat, ByteSizesAreExactInTheLargestWholeUnit)
{
    EXPECT_EQ(formatByteSize(std::size_t {2} << 30), "2 GiB");
    EXPECT_EQ(formatByteSize(std::size_t {1} << 30), "1 GiB");
    EXPECT_EQ(formatByteSize(std::size_t {32} << 20), "32 MiB");
    EXPECT_EQ(formatByteSize(1536 * 1024), "1536 KiB"); // 1.5 MiB is no whole number of MiB
    EXPECT_EQ(formatByteSize(1000), "1000 bytes");
    EXPECT_EQ(formatByteSize(2999), "2999 bytes");
}

} // namespace
} // namespace roofline
