// Measured kernels from CSV: the simple format and Nsight Compute exports (tests/data/measured/).
// Expected numbers are worked out by hand from the fixtures, metric by metric.
#include "support/test_helpers.h"

#include "core/io/measured_csv.h"

#include <filesystem>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "measured";

TEST(MeasuredCsv, SimpleFormatWithBomCrlfQuotesAndAnyColumnOrder)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "simple.csv");
    EXPECT_EQ(import.format, MeasuredCsvFormat::Simple);
    ASSERT_EQ(import.kernels.size(), 3u);
    const MeasuredKernel& gemm = import.kernels[0];
    EXPECT_EQ(gemm.name, "gemm \"4096x4096x4096\", bf16");
    EXPECT_EQ(gemm.flops, 1.37438953472e11);
    EXPECT_EQ(gemm.bytes, 1.0145e8);
    EXPECT_EQ(gemm.seconds, 0.00123);
    EXPECT_EQ(gemm.chipId, "h100-sxm");
    EXPECT_EQ(gemm.link, "HBM");
    EXPECT_EQ(import.kernels[1].name, "add, fp32");
    EXPECT_EQ(import.kernels[1].chipId, "");
    EXPECT_EQ(import.kernels[1].seconds, 9.83e-5);
    // "3,221,225,472": thousands separators in a quoted field.
    EXPECT_EQ(import.kernels[2].flops, 3221225472.0);
    EXPECT_EQ(import.kernels[2].chipId, "tpu-v5e");
    EXPECT_TRUE(relativelyNear(import.kernels[2].intensity(), 3221225472.0 / 50331648.0, 1e-12));
    EXPECT_TRUE(import.skipped.empty());
}

TEST(MeasuredCsv, NsightComputeDetailsPage)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-details.csv");
    EXPECT_EQ(import.format, MeasuredCsvFormat::NsightCompute);
    ASSERT_EQ(import.kernels.size(), 3u);
    const MeasuredKernel& gemm = import.kernels[0];
    EXPECT_EQ(gemm.name, "ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_32x5_nn");
    // Tensor math ops (the sparsity split is not added again, and with ops counters the
    // instruction-based estimate is not used) + 2 × 16.78 Minst FFMA + 16,777,216 FMUL.
    EXPECT_EQ(gemm.flops, 137438953472.0 + 2.0 * 16.78e6 + 16777216.0);
    EXPECT_TRUE(relativelyNear(gemm.bytes, 101.45e6, 1e-12)); // Mbyte = 1e6 bytes
    EXPECT_TRUE(relativelyNear(gemm.seconds, 1.23e-3, 1e-12)); // msecond
    // Two launches of one kernel keep their launch IDs apart.
    const std::string add = "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>, "
                            "at::detail::Array<char *, 3>>(int, T2, T3)";
    EXPECT_EQ(import.kernels[1].name, add + " [ID 1]");
    EXPECT_EQ(import.kernels[2].name, add + " [ID 3]");
    EXPECT_EQ(import.kernels[1].flops, 16777216.0);
    EXPECT_TRUE(relativelyNear(import.kernels[1].bytes, 201.33e6, 1e-12));
    EXPECT_TRUE(relativelyNear(import.kernels[1].seconds, 98.30e-6, 1e-12)); // usecond
    EXPECT_TRUE(relativelyNear(import.kernels[2].seconds, 97.15e-6, 1e-12));
    // The copy kernel does no floating-point work: it has no place on a roofline, and says so.
    ASSERT_EQ(import.skipped.size(), 1u);
    EXPECT_NE(import.skipped[0].find("copy_kernel"), std::string::npos);
    EXPECT_NE(import.skipped[0].find("0 FLOPs"), std::string::npos);
}

TEST(MeasuredCsv, NsightComputeRawPage)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-raw.csv");
    EXPECT_EQ(import.format, MeasuredCsvFormat::NsightComputeRaw);
    ASSERT_EQ(import.kernels.size(), 2u);
    const MeasuredKernel& stencil = import.kernels[0];
    // fp64: DADD + 2 × DFMA + DMUL.
    EXPECT_EQ(stencil.flops, 268435456.0 + 2.0 * 805306368.0 + 134217728.0);
    EXPECT_TRUE(relativelyNear(stencil.bytes, 4.29e9, 1e-12)); // Gbyte
    EXPECT_TRUE(relativelyNear(stencil.seconds, 1612.80e-6, 1e-12)); // "1,612.80" usecond
    const MeasuredKernel& hgemm = import.kernels[1];
    // fp16 HFMA × 2, plus tensor instructions × 512 (no math-op counters in this export).
    EXPECT_EQ(hgemm.flops, 2.0 * 2097152.0 + 512.0 * 1048576.0);
    EXPECT_TRUE(relativelyNear(hgemm.bytes, 0.05e9, 1e-12));
}

TEST(MeasuredCsv, NsightComputeRooflineRatesAreTurnedIntoTotals)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-roofline-raw.csv");
    ASSERT_EQ(import.kernels.size(), 1u);
    const MeasuredKernel& sgemm = import.kernels[0];
    const double seconds = 200e-6; // usecond
    const double cyclesPerSecond = 1.755e9; // cycle/nsecond
    EXPECT_TRUE(relativelyNear(sgemm.seconds, seconds, 1e-12));
    // per-cycle rates × cycles/s × duration: FADD 512, FFMA 4,096 (× 2) per cycle.
    EXPECT_TRUE(relativelyNear(sgemm.flops, (512.0 + 2.0 * 4096.0) * cyclesPerSecond * seconds, 1e-12));
    EXPECT_TRUE(relativelyNear(sgemm.bytes, 1.20e12 * seconds, 1e-12)); // Tbyte/second × duration
    EXPECT_TRUE(relativelyNear(sgemm.achievedFlopsPerS(), (512.0 + 8192.0) * cyclesPerSecond, 1e-12));
}

// Every unit file-formats.md lists, with its decimal (SI) prefix: K is 1e3, never 1024. Each kernel's
// numbers are worked out here from the fixture's text, digit groups and all.
TEST(MeasuredCsv, NsightComputeUnitsHaveDecimalPrefixes)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-units.csv");
    EXPECT_EQ(import.format, MeasuredCsvFormat::NsightCompute);
    EXPECT_TRUE(import.skipped.empty());
    ASSERT_EQ(import.kernels.size(), 8u);
    const struct {
        const char* name;
        double flops;
        double bytes;
        double seconds;
    } expected[] {
        // 2 × 8,388.608 Kinst FFMA; 101,450 Kbyte; 1.23 msecond
        {"kbyte_kinst_msecond", 2.0 * 8388608.0, 101450000.0, 1.23e-3},
        // 1.5 Ginst DADD; 0.000002 Pbyte; 2,500,000 ns
        {"pbyte_ginst_ns", 1.5e9, 2e9, 2.5e-3},
        // 2 × 2 Minst HFMA + 1,000 HADD; n/a total bytes, so 300 Mbyte read + 0.2 Gbyte written; 750 us
        {"read_write_us", 4e6 + 1000.0, 5e8, 7.5e-4},
        // 3 Minst FMUL; 0.003 Tbyte; 0.004 second
        {"tbyte_second", 3e6, 3e9, 4e-3},
        // 2 × 500,000 FFMA with no unit; 1,000,000 byte; 0.0005 s
        {"byte_s_no_unit", 1e6, 1e6, 5e-4},
        // 2 × 100 FFMA per cycle × 1.5 GHz × 2 ms; 1.5 Tbyte/second × 2 ms; 2,000,000 nsecond
        {"rates_nsecond_GHz", 2.0 * 100.0 * 1.5e9 * 2e-3, 1.5e12 * 2e-3, 2e-3},
        // 10 FADD per cycle × 2 Ghz × 4 ms; 500,000 Kbyte/second × 4 ms; 4 ms
        {"rates_ms_Ghz", 10.0 * 2e9 * 4e-3, 5e8 * 4e-3, 4e-3},
        // 2 × 4 Kinst DFMA; 0.05 Gbyte; 40 usecond
        {"usecond_gbyte", 8000.0, 5e7, 4e-5},
    };
    for (std::size_t k = 0; k < import.kernels.size(); ++k) {
        const MeasuredKernel& kernel = import.kernels[k];
        SCOPED_TRACE(kernel.name);
        EXPECT_EQ(kernel.name, expected[k].name);
        EXPECT_TRUE(relativelyNear(kernel.flops, expected[k].flops, 1e-12)) << kernel.flops;
        EXPECT_TRUE(relativelyNear(kernel.bytes, expected[k].bytes, 1e-12)) << kernel.bytes;
        EXPECT_TRUE(relativelyNear(kernel.seconds, expected[k].seconds, 1e-12)) << kernel.seconds;
    }
}

TEST(MeasuredCsv, ErrorsNameFileLineColumnAndField)
{
    EXPECT_ROOFLINE_ERROR(
        parseMeasuredCsv("name,flops,bytes,seconds\nk1,1e9,2e6,1e-3\nk2,12abc,2e6,1e-3\n", "runs.csv"),
        ErrorKind::WrongType, "runs.csv:3:4:", "flops", "\"12abc\" is not a number");
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv("name,flops,bytes,seconds\n\"k1,1e9,2e6,1e-3\n", "runs.csv"),
        ErrorKind::Syntax, "runs.csv:2:1:", "not closed");
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv("name,flops,bytes\nk1,1e9,2e6\n", "runs.csv"), ErrorKind::MissingKey,
        "runs.csv:1:1:", "no column \"seconds\"");
}

TEST(MeasuredCsv, MissingFileIsAnIoError)
{
    EXPECT_ROOFLINE_ERROR(loadMeasuredCsvFile(kData / "no-such.csv"), ErrorKind::Io, "no-such.csv", "no such");
}

} // namespace
} // namespace roofline::test
