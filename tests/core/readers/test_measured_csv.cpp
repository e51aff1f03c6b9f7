// Measured kernels from CSV: the simple format and Nsight Compute exports (tests/data/measured/).
// Expected numbers are worked out by hand from the fixtures, metric by metric.
#include "support/test_helpers.h"

#include "core/readers/measured_csv.h"

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
    // No precision column: what each kernel ran in is not known.
    for (const MeasuredKernel& kernel : import.kernels)
        EXPECT_FALSE(kernel.dtype) << kernel.name.str();
}

TEST(MeasuredCsv, APrecisionColumnSaysWhatEachKernelRanIn)
{
    // In any case and any column; the app's dtype names and their aliases; empty: not known.
    const MeasuredImport import = parseMeasuredCsv("name,Precision,flops,bytes,seconds\n"
                                                   "gemm,bf16,1e12,1e9,1e-3\n"
                                                   "gemm8,FP8,1e12,1e9,1e-3\n"
                                                   "half,float16,1e12,1e9,1e-3\n"
                                                   "add, ,1e6,1e6,1e-6\n",
        "p.csv");
    ASSERT_EQ(import.kernels.size(), 4u);
    EXPECT_EQ(import.kernels[0].dtype, Dtype::BF16);
    EXPECT_EQ(import.kernels[1].dtype, Dtype::FP8);
    EXPECT_EQ(import.kernels[2].dtype, Dtype::FP16);
    EXPECT_EQ(import.kernels[3].dtype, std::nullopt);
    // A word that is no precision the app knows is refused where it stands, never read as "not known".
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv("name,flops,bytes,seconds,precision\nk,1,1,1,bf17\n", "p.csv"),
        ErrorKind::UnknownName, "p.csv:2:9:", "precision", "\"bf17\"", "bf16");
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
    // Two launches of one kernel keep its name: they are one group.
    const std::string add = "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>, "
                            "at::detail::Array<char *, 3>>(int, T2, T3)";
    EXPECT_EQ(import.kernels[1].name, add);
    EXPECT_EQ(import.kernels[2].name, add);
    EXPECT_EQ(import.kernels[1].flops, 16777216.0);
    EXPECT_TRUE(relativelyNear(import.kernels[1].bytes, 201.33e6, 1e-12));
    EXPECT_TRUE(relativelyNear(import.kernels[1].seconds, 98.30e-6, 1e-12)); // usecond
    EXPECT_TRUE(relativelyNear(import.kernels[2].seconds, 97.15e-6, 1e-12));
    // The copy kernel does no floating-point work: it has no place on a roofline, and says so.
    ASSERT_EQ(import.skipped.size(), 1u);
    EXPECT_EQ(import.skipped[0].line, 36u);
    EXPECT_EQ(import.skipped[0].reason,
        "\"void copy_kernel(float *, const float *, int)\" (ID 2): no floating-point work counted (0 FLOPs)");
    EXPECT_TRUE(import.warnings.empty());
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

// Rates per cycle are turned into totals with the clock (cycles per second); a launch that has the
// rates but no clock has no FLOPs it can count: it is left out with the reason, and nothing else of
// the file is read as a clock.
TEST(MeasuredCsv, NsightComputeRatesWithoutAClockLeaveTheLaunchOutWithItsReason)
{
    const std::string text = "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\","
                             "\"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum.per_cycle_elapsed\"\n"
                             "\"\",\"\",\"usecond\",\"byte\",\"inst/cycle\"\n"
                             "\"0\",\"no_clock\",\"200.00\",\"1000\",\"512\"\n"
                             "\"1\",\"no_clock\",\"100.00\",\"1000\",\"\"\n";
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(text, "rates.csv"), ErrorKind::MissingKey, "rates.csv",
        "no kernel could be placed", "no FLOP counters");
    // With the clock beside them, the same rates are totals: 512 FFMA per cycle × 2 FLOPs × 1.5e9
    // cycles/s × 200 µs.
    const std::string clocked = "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\","
                                "\"sm__cycles_elapsed.avg.per_second\","
                                "\"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum.per_cycle_elapsed\"\n"
                                "\"\",\"\",\"usecond\",\"byte\",\"Ghz\",\"inst/cycle\"\n"
                                "\"0\",\"clocked\",\"200.00\",\"1000\",\"1.5\",\"512\"\n";
    const MeasuredImport import = parseMeasuredCsv(clocked, "clocked.csv");
    ASSERT_EQ(import.kernels.size(), 1u);
    EXPECT_TRUE(relativelyNear(import.kernels[0].flops, 512.0 * 2.0 * 1.5e9 * 200e-6, 1e-12));
}

// The same metric twice (the details page's Duration is gpu__time_duration.sum): the first column wins.
// A launch that moved no DRAM bytes, or took no time, is left out with that reason. What follows the
// table is named from its first line of text, not from the blank line before it.
TEST(MeasuredCsv, NsightComputeRawPageEdges)
{
    const std::string header = "\"ID\",\"Kernel Name\",\"gpu__time_duration.sum\",\"dram__bytes.sum\","
                               "\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\",\"Duration\"\n"
                               "\"\",\"\",\"nsecond\",\"byte\",\"inst\",\"usecond\"\n";
    const std::string text = header
        + "\"0\",\"k\",\"100\",\"1000\",\"50\",\"7\"\n"
          "\"1\",\"no_bytes\",\"100\",\"0\",\"50\",\"7\"\n"
          "\"2\",\"no_time\",\"0\",\"1000\",\"50\",\"7\"\n"
          "==PROF== Disconnected from process 4242\n"
          "\n"
          "training done\n";
    const MeasuredImport import = parseMeasuredCsv(text, "edges.csv");
    ASSERT_EQ(import.kernels.size(), 1u);
    EXPECT_DOUBLE_EQ(import.kernels[0].seconds, 100e-9); // gpu__time_duration.sum, not Duration's 7 µs
    ASSERT_EQ(import.skipped.size(), 2u);
    EXPECT_EQ(import.skipped[0].reason, "\"no_bytes\" (ID 1): no DRAM bytes moved");
    EXPECT_EQ(import.skipped[1].reason, "\"no_time\" (ID 2): a duration of 0");
    ASSERT_EQ(import.warnings.size(), 1u);
    EXPECT_EQ(import.warnings[0].detail.code, ErrorCode::LinesNotRead);
    EXPECT_EQ(import.warnings[0].detail.low, "8");
    EXPECT_EQ(import.warnings[0].detail.high, "8");
    // Before another run's table: the program's output ends at its last line of text, not at the blank
    // line before the next header.
    const MeasuredImport runs
        = parseMeasuredCsv(text + "\n" + header + "\"0\",\"k\",\"100\",\"1000\",\"50\",\"7\"\n", "runs.csv");
    ASSERT_EQ(runs.kernels.size(), 2u);
    ASSERT_EQ(runs.warnings.size(), 2u);
    EXPECT_EQ(runs.warnings[0].detail.code, ErrorCode::SeveralRuns);
    EXPECT_EQ(runs.warnings[1].detail.code, ErrorCode::LinesNotRead);
    EXPECT_EQ(runs.warnings[1].detail.low, "8");
    EXPECT_EQ(runs.warnings[1].detail.high, "8");
}

// A details-page row one field short of its header (the value it would read) is refused with both
// counts.
TEST(MeasuredCsv, NsightComputeDetailsRowShortOfItsHeaderIsRefused)
{
    const std::string details = "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
                                "\"0\",\"k\",\"gpu__time_duration.sum\",\"nsecond\",\"100\"\n"
                                "\"0\",\"k\",\"dram__bytes.sum\",\"byte\"\n";
    EXPECT_ROOFLINE_ERROR(
        parseMeasuredCsv(details, "details.csv"), ErrorKind::Syntax, "details.csv:3:1:", "4 fields", "has 5");
}

// The raw page's row of units has a unit for every column: a shorter one (cut by hand, or by a tool)
// is refused, not read as if the last columns had no unit.
TEST(MeasuredCsv, ARawPagesRowOfUnitsShorterThanItsHeaderIsRefused)
{
    const std::string text = "\"ID\",\"Kernel Name\",\"dram__bytes.sum\",\"gpu__time_duration.sum\","
                             "\"sm__sass_thread_inst_executed_op_ffma_pred_on.sum\"\n"
                             "\"\",\"\",\"byte\",\"nsecond\"\n"
                             "\"0\",\"k\",\"1000\",\"2000\",\"50\"\n";
    EXPECT_ROOFLINE_ERROR(
        parseMeasuredCsv(text, "short-units.csv"), ErrorKind::Syntax, "short-units.csv:2:1:", "4 fields", "has 5");
}

// `ncu --csv … >> kernels.csv` twice: the second run's launches reuse IDs 0, 1, 2 and are launches of
// their own, not more metrics of the first run's.
TEST(MeasuredCsv, NsightComputeRunsAppendedToOneFileKeepEveryLaunch)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-two-runs.csv");
    ASSERT_EQ(import.kernels.size(), 6u);
    const double gemmFlops = 2.0 * 1073741824.0; // FFMA × 2
    const std::pair<std::string, double> expected[] = {{"sgemm", 812.50e-6}, {"add", 10.25e-6}, {"sgemm", 812.50e-6},
        {"sgemm", 790.00e-6}, {"add", 11.75e-6}, {"sgemm", 790.00e-6}};
    for (std::size_t k = 0; k < 6; ++k) {
        EXPECT_EQ(import.kernels[k].name, expected[k].first);
        EXPECT_TRUE(relativelyNear(import.kernels[k].seconds, expected[k].second, 1e-12)) << k;
        EXPECT_EQ(import.kernels[k].flops, expected[k].first == "sgemm" ? gemmFlops : 1048576.0);
        EXPECT_TRUE(relativelyNear(import.kernels[k].bytes, expected[k].first == "sgemm" ? 8.39e6 : 12.58e6, 1e-12));
    }
    ASSERT_EQ(import.warnings.size(), 2u);
    EXPECT_EQ(import.warnings[0].message,
        (kData / "ncu-two-runs.csv").string()
            + ": 2 Nsight Compute runs one after another (their tables start at lines 4, 17); each run's launches "
              "are kernels of their own, though their IDs start again at 0");
    EXPECT_EQ(import.warnings[0].detail.code, ErrorCode::SeveralRuns);
    EXPECT_EQ(import.warnings[0].detail.value, "2");
    EXPECT_EQ(import.warnings[0].detail.expected, "4, 17");
    // The second run's program output, between the two tables, is said, not parsed.
    EXPECT_EQ(import.warnings[1].detail.code, ErrorCode::LinesNotRead);
    EXPECT_EQ(import.warnings[1].detail.line, 15u);
    EXPECT_EQ(import.warnings[1].detail.low, "15");
    EXPECT_EQ(import.warnings[1].detail.high, "15");
    // Without the program output, as `ncu --csv … >>` writes when the program prints nothing.
    std::string text = "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n";
    const auto run = [](const std::string& seconds) {
        std::string rows;
        for (const char* id : {"0", "1"})
            rows += std::string("\"") + id + "\",\"k\",\"gpu__time_duration.sum\",\"second\",\"" + seconds + "\"\n\""
                + id + "\",\"k\",\"dram__bytes.sum\",\"byte\",\"100\"\n\"" + id
                + "\",\"k\",\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\",\"inst\",\"50\"\n";
        return rows;
    };
    text = text + run("1") + "==PROF== Disconnected\n" + text + run("3");
    const MeasuredImport appended = parseMeasuredCsv(text, "appended.csv");
    ASSERT_EQ(appended.kernels.size(), 4u);
    EXPECT_EQ(appended.kernels[1].seconds, 1.0);
    EXPECT_EQ(appended.kernels[2].seconds, 3.0);
    EXPECT_EQ(appended.kernels[3].seconds, 3.0);
    ASSERT_EQ(appended.warnings.size(), 1u);
    EXPECT_EQ(appended.warnings[0].detail.code, ErrorCode::SeveralRuns);
}

// A German ncu writes "1,230" msecond for 1.23 ms and "16.777.216" inst; its "1,59" cycle/nsecond (a DRAM
// frequency, a comma before two digits) settles that every number of the file has a decimal comma.
TEST(MeasuredCsv, AnNsightExportWithDecimalCommasIsReadInItsLocale)
{
    const MeasuredImport import = loadMeasuredCsvFile(kData / "ncu-european.csv");
    ASSERT_EQ(import.kernels.size(), 2u);
    const MeasuredKernel& gemm = import.kernels[0];
    EXPECT_TRUE(relativelyNear(gemm.seconds, 1.23e-3, 1e-12)); // "1,230" msecond
    EXPECT_TRUE(relativelyNear(gemm.bytes, 101.45e6, 1e-12)); // "101,450" Mbyte
    EXPECT_EQ(gemm.flops, 2.0 * 1048.0 + 16777216.0); // FFMA "1.048" × 2 + FMUL "16.777.216"
    const MeasuredKernel& add = import.kernels[1];
    EXPECT_TRUE(relativelyNear(add.bytes, 117344e3, 1e-12)); // "117.344" Kbyte
    EXPECT_TRUE(relativelyNear(add.seconds, 98.30e-6, 1e-12)); // "98,30" usecond
    EXPECT_EQ(add.flops, 16384.0); // "16.384"
    ASSERT_EQ(import.warnings.size(), 1u);
    EXPECT_EQ(import.warnings[0].detail.code, ErrorCode::DecimalCommas);
    EXPECT_NE(
        import.warnings[0].message.find(
            "numbers read with a decimal comma and \".\" between thousands, as \"1,59\" (DRAM Frequency, line 4,"),
        std::string::npos)
        << import.warnings[0].message;
}

const std::string kNcu = "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n";

std::string ncuKernel(const std::string& seconds, const std::string& bytes, const std::string& ffma)
{
    return "\"0\",\"gemm\",\"gpu__time_duration.sum\",\"nsecond\",\"" + seconds
        + "\"\n\"0\",\"gemm\",\"dram__bytes.sum\",\"byte\",\"" + bytes
        + "\"\n\"0\",\"gemm\",\"sm__sass_thread_inst_executed_op_ffma_pred_on.sum\",\"inst\",\"" + ffma + "\"\n";
}

TEST(MeasuredCsv, ANumberThatCouldMeanTwoThingsIsRefusedUnlessTheFileSettlesIt)
{
    // "1,230" nsecond alone: 1230 ns or 1.23 ns.
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(kNcu + ncuKernel("1,230", "4096", "1024"), "eu.csv"),
        ErrorKind::InvalidValue, "eu.csv:2:", "gpu__time_duration.sum", "\"1,230\" could be 1230", "or 1.23",
        "LC_ALL=C");
    // "117.344" nsecond alone: 117.344 ns or 117344 ns.
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(kNcu + ncuKernel("117.344", "4096", "1024"), "eu.csv"),
        ErrorKind::InvalidValue, "\"117.344\" could be 117.344", "or 117344");
    // "4,096.5" bytes settles a decimal point: 1,230 ns is 1230 ns.
    const MeasuredImport point = parseMeasuredCsv(kNcu + ncuKernel("1,230", "4,096.5", "1024"), "us.csv");
    EXPECT_EQ(point.kernels[0].seconds, 1230e-9);
    EXPECT_TRUE(point.warnings.empty());
    // "0,5" bytes settles a decimal comma: 1,230 ns is 1.23 ns, 117.344 ns is 117344 ns.
    const MeasuredImport comma = parseMeasuredCsv(kNcu + ncuKernel("1,230", "4096,5", "1024"), "eu.csv");
    EXPECT_TRUE(relativelyNear(comma.kernels[0].seconds, 1.23e-9, 1e-12));
    EXPECT_EQ(comma.kernels[0].bytes, 4096.5);
    EXPECT_TRUE(
        relativelyNear(parseMeasuredCsv(kNcu + ncuKernel("117.344", "4096,5", "1024"), "eu.csv").kernels[0].seconds,
            117344e-9, 1e-12));
    // Both marks in one file: refused, naming the two.
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(kNcu + ncuKernel("1.5", "4096,5", "1024"), "mixed.csv"),
        ErrorKind::InvalidValue, "mixed.csv:3:", "\"4096,5\" has a decimal comma, but \"1.5\"",
        "mixes two ways of writing numbers");
}

TEST(MeasuredCsv, AFractionalInstructionCountIsRefusedAsAMisreadNumber)
{
    // With decimal points (settled by "1.5" ns), "1.048" instructions is a fraction of an instruction.
    try {
        parseMeasuredCsv(kNcu + ncuKernel("1.5", "4096", "1.048"), "k.csv");
        ADD_FAILURE() << "a fractional count was accepted";
    } catch (const Error& error) {
        EXPECT_EQ(std::string(error.what()),
            "k.csv:4:71: sm__sass_thread_inst_executed_op_ffma_pred_on.sum: a count of instructions or operations "
            "must be whole, got \"1.048\" inst = 1.048; if \".\" separates thousands in this file, export it again "
            "with LC_ALL=C");
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::FractionalCount);
    }
    // ncu's "16.78 Minst" is whole once scaled: 16780000.
    std::string scaled = kNcu + ncuKernel("1.5", "4096", "1");
    scaled.replace(scaled.rfind("\"inst\",\"1\""), 11, "\"Minst\",\"16.78\"");
    EXPECT_EQ(parseMeasuredCsv(scaled, "k.csv").kernels[0].flops, 2.0 * 16.78e6);
}

TEST(MeasuredCsv, APlainCsvWithDecimalCommasIsReadInItsLocale)
{
    // "0,125" s is 0.125 s (a thousands group never starts with 0), and settles "1,230" before it: 1.23.
    const MeasuredImport import = loadMeasuredCsvFile(kData / "simple-decimal-comma.csv");
    ASSERT_EQ(import.kernels.size(), 2u);
    EXPECT_EQ(import.kernels[0].flops, 1.23);
    EXPECT_EQ(import.kernels[0].bytes, 1e6);
    EXPECT_EQ(import.kernels[0].seconds, 0.125);
    EXPECT_EQ(import.kernels[1].flops, 3e6); // "3.000.000"
    EXPECT_EQ(import.kernels[1].bytes, 1.5); // "1,5"
    EXPECT_EQ(import.kernels[1].seconds, 0.00025); // "0,000250"
    ASSERT_EQ(import.warnings.size(), 1u);
    EXPECT_EQ(import.warnings[0].detail.value, "\"0,125\" (seconds, line 2, column 24)");
    // Alone, "0,125" still says which: no thousands group starts with 0.
    EXPECT_EQ(parseMeasuredCsv("name,flops,bytes,seconds\nk,1e9,1e6,\"0,125\"\n", "k.csv").kernels[0].seconds, 0.125);
    // A later row settles an earlier ambiguous one; a row that could be either in a file that never says
    // is refused.
    EXPECT_EQ(
        parseMeasuredCsv("name,flops,bytes,seconds\na,\"1,230\",1,1\nb,1,1,\"2,5\"\n", "k.csv").kernels[0].flops, 1.23);
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv("name,flops,bytes,seconds\na,\"1,230\",1,1\nb,1,1,2\n", "k.csv"),
        ErrorKind::InvalidValue, "k.csv:2:3: flops: \"1,230\" could be 1230");
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

TEST(MeasuredCsv, ASimpleCsvAppendedToItselfIsTwoRunsSaid)
{
    // cat a.csv >> b.csv: the header again on line 3. Both rows are kernels (1e9 FLOPs each), and the file says
    // it holds two runs; the second is read by its own header, whose columns come in another order.
    const MeasuredImport twice = parseMeasuredCsv(
        "name,flops,bytes,seconds\ngemm,1e9,1e6,0.001\nSeconds,Name,FLOPs,Bytes\n0.002,gemm,1e9,1e6\n", "a.csv");
    ASSERT_EQ(twice.kernels.size(), 2u);
    EXPECT_EQ(twice.kernels[1].name, "gemm");
    EXPECT_EQ(twice.kernels[1].flops, 1e9);
    EXPECT_EQ(twice.kernels[1].bytes, 1e6);
    EXPECT_EQ(twice.kernels[1].seconds, 0.002);
    ASSERT_EQ(twice.warnings.size(), 1u);
    EXPECT_EQ(twice.warnings[0].detail.code, ErrorCode::AppendedRuns);
    EXPECT_EQ(twice.warnings[0].detail.expected, "1, 3");
    EXPECT_EQ(twice.warnings[0].message,
        "a.csv: 2 CSV runs one after another (they start at lines 1, 3); each run's rows are kernels of their own, "
        "never added to another run's");
    // A second header that lacks a column is refused as a first one is.
    EXPECT_ROOFLINE_ERROR(
        parseMeasuredCsv("name,flops,bytes,seconds\ng,1,1,1\nname,flops,bytes,seconds,name\n", "d.csv"),
        ErrorKind::Syntax, "d.csv:3:", "appears twice in the header");
}

TEST(MeasuredCsv, ATotalRowIsNoKernelAndIsSaid)
{
    // A spreadsheet's sum of the rows above (3e9 FLOPs) is left out, with its line.
    const MeasuredImport read = parseMeasuredCsv(
        "name,flops,bytes,seconds\na,1e9,1e6,0.001\nb,2e9,1e6,0.001\n\" TOTAL \",3e9,2e6,0.002\n", "t.csv");
    ASSERT_EQ(read.kernels.size(), 2u);
    ASSERT_EQ(read.skipped.size(), 1u);
    EXPECT_EQ(read.skipped[0], (SkippedKernel {4, "\"TOTAL\": a total of other rows, not a kernel"}));
}

TEST(MeasuredCsv, AHeaderStartingWithIdIsNsightsOnlyWithNsightsColumns)
{
    // A simple CSV whose first column is a quoted "ID" is a simple CSV: its name, flops, bytes and seconds.
    const MeasuredImport simple
        = parseMeasuredCsv("\"ID\",\"name\",\"flops\",\"bytes\",\"seconds\"\n\"1\",\"gemm\",1e9,1e6,0.001\n", "id.csv");
    EXPECT_EQ(simple.format, MeasuredCsvFormat::Simple);
    ASSERT_EQ(simple.kernels.size(), 1u);
    EXPECT_EQ(simple.kernels[0].name, "gemm");
    EXPECT_FALSE(isNsightHeaderLine("\"ID\",\"name\",\"flops\",\"bytes\",\"seconds\"\n"));
    EXPECT_FALSE(isNsightHeaderLine("\"ID\",\"Metric Name\",\"Metric Value\"\n"));
    EXPECT_FALSE(isNsightHeaderLine("\"ID\",\"Kernel Name\n\""));
    EXPECT_FALSE(isNsightHeaderLine("ID,\"Kernel Name\"\n"));
    // ncu's own header (the details page's columns, as ncu --csv prints them).
    EXPECT_TRUE(isNsightHeaderLine("\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\",\"Context\","
                                   "\"Stream\",\"Block Size\",\"Grid Size\",\"Device\",\"CC\",\"Section Name\","
                                   "\"Metric Name\",\"Metric Unit\",\"Metric Value\"\r\n\"0\""));
}

TEST(MeasuredCsv, AKernelNameOfMegabytesIsRefusedNamingItsLength)
{
    // 10,000,000 bytes of name (fields run together): refused, its line and length said, never copied into
    // labels and filters. 65,536 bytes is the most a name may have.
    const std::string header = "name,flops,bytes,seconds\n";
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(header + std::string(10000000, 'k') + ",1e9,1e6,0.001\n", "long.csv"),
        ErrorKind::TooLarge, "long.csv:2:1: name: 10000000 bytes long (\"kkkk",
        "longer than the 65536 a kernel's name may have");
    EXPECT_EQ(parseMeasuredCsv(header + std::string(65536, 'k') + ",1e9,1e6,0.001\n", "at.csv").kernels[0].name.size(),
        65536u);
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(header + std::string(65537, 'k') + ",1e9,1e6,0.001\n", "over.csv"),
        ErrorKind::TooLarge, "over.csv:2:1: name: 65537 bytes long");
    // Nsight Compute's Kernel Name the same.
    const std::string ncu = "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n\"0\",\""
        + std::string(70000, 'k') + "\",\"gpu__time_duration.sum\",\"second\",\"2\"\n\"0\",\"" + std::string(70000, 'k')
        + "\",\"dram__bytes.sum\",\"byte\",\"100\"\n\"0\",\"" + std::string(70000, 'k')
        + "\",\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\",\"inst\",\"50\"\n";
    EXPECT_ROOFLINE_ERROR(parseMeasuredCsv(ncu, "ncu.csv"), ErrorKind::TooLarge, "ncu.csv:2:1: name: 70000 bytes long");
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
