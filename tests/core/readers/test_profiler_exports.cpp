// AMD's rocprofv3 counter collection and XProf's roofline-model table: fixtures in the tools' layouts
// (tests/data/rocprof/README.md, tests/data/xprof/README.md name the sources), read with exact numbers
// worked out by hand, and bad files refused with the file, line, column and field.
#include "support/test_helpers.h"

#include "core/readers/rocprof_csv.h"
#include "core/readers/xprof_csv.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kExportData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

std::string fileText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

template<typename Parse> void expectError(Parse parse, ErrorKind kind, const std::string& words)
{
    try {
        parse();
        ADD_FAILURE() << "accepted; expected " << words;
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), kind) << error.what();
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    }
}

TEST(RocprofCounters, EachDispatchGetsRocprofComputesFlopsAndHbmBytes)
{
    const std::string text = fileText(kExportData / "rocprof" / "counter_collection.csv");
    EXPECT_TRUE(looksLikeRocprofCounters(text));
    const ProfilerExport read = parseRocprofCounters(text, "counter_collection.csv");
    ASSERT_EQ(read.kernels.size(), 3u);
    const std::string gemm = "Cijk_Alik_Bljk_BBS_BH_Bias_HA_S_SAV_UserArgs_MT256x256x64_MI16x16x1_SN_LDSB1_AFC1_AFEM1";
    EXPECT_EQ(read.kernels[0].name, gemm);
    EXPECT_EQ(read.kernels[0].flops, 536998912.0); // 512·1048576 MFMA + 64·(1000 + 2·500) VALU
    EXPECT_EQ(read.kernels[0].bytes, 9376000.0); // MI300's reads (BUBBLE 128 B, 32 B, the rest 64 B) and writes
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 50e-6, 1e-12)); // the first pass's timestamps
    EXPECT_EQ(read.kernels[1].name, gemm);
    EXPECT_EQ(read.kernels[1].flops, 536870912.0);
    EXPECT_EQ(read.kernels[1].bytes, 8320000.0);
    EXPECT_TRUE(relativelyNear(read.kernels[1].seconds, 40e-6, 1e-12));
    EXPECT_EQ(read.kernels[2].flops, 524288.0); // 64·8192 half-precision adds
    EXPECT_EQ(read.kernels[2].bytes, 1572864.0);
    EXPECT_TRUE(relativelyNear(read.kernels[2].seconds, 4e-6, 1e-12));
    ASSERT_EQ(read.skipped.size(), 1u);
    EXPECT_EQ(read.skipped[0], (SkippedKernel {8, "\"__amd_rocclr_copyBuffer\" (dispatch 3): 0 FLOPs"}));
}

const std::string kRocprofHeader
    = "\"Dispatch_Id\",\"Kernel_Name\",\"Counter_Name\",\"Counter_Value\",\"Start_Timestamp\",\"End_Timestamp\"\n";

TEST(RocprofCounters, Mi200RequestsAndFetchSizesGiveBytesToo)
{
    // MI200: 64·(RDREQ − RDREQ_32B) + 32·RDREQ_32B + 64·WRREQ_64B + 32·(WRREQ − WRREQ_64B)
    //      = 64·90 + 32·10 + 64·5 + 32·15 = 5760 + 320 + 320 + 480 = 6880; FLOPs 64·2·10 = 1280 (FMA_F64 counts two).
    const ProfilerExport mi200 = parseRocprofCounters(kRocprofHeader
            + "7,k,SQ_INSTS_VALU_FMA_F64,10,0,1000\n7,k,TCC_EA_RDREQ_sum,100,0,1000\n"
              "7,k,TCC_EA_RDREQ_32B_sum,10,0,1000\n7,k,TCC_EA_WRREQ_sum,20,0,1000\n7,k,TCC_EA_WRREQ_64B_sum,5,0,1000\n",
        "mi200.csv");
    ASSERT_EQ(mi200.kernels.size(), 1u);
    EXPECT_EQ(mi200.kernels[0].bytes, 6880.0);
    EXPECT_EQ(mi200.kernels[0].flops, 1280.0);
    // FETCH_SIZE and WRITE_SIZE are kilobytes of 1024 bytes; MOPS_I8, F8, BF8 and XF32 count 512 each.
    const ProfilerExport fetch = parseRocprofCounters(kRocprofHeader
            + "1,k,SQ_INSTS_VALU_MFMA_MOPS_I8,1,0,10\n1,k,SQ_INSTS_VALU_MFMA_MOPS_F8,1,0,10\n"
              "1,k,SQ_INSTS_VALU_MFMA_MOPS_BF8,1,0,10\n1,k,SQ_INSTS_VALU_MFMA_MOPS_XF32,1,0,10\n"
              "1,k,FETCH_SIZE,3,0,10\n1,k,WRITE_SIZE,1,0,10\n",
        "fetch.csv");
    ASSERT_EQ(fetch.kernels.size(), 1u);
    EXPECT_EQ(fetch.kernels[0].flops, 2048.0);
    EXPECT_EQ(fetch.kernels[0].bytes, 4096.0);
    EXPECT_TRUE(relativelyNear(fetch.kernels[0].seconds, 10e-9, 1e-12));
}

TEST(RocprofCounters, MulAndTransCountOneFlopPerLaneAndNoBytesIsSaid)
{
    // 64·(MUL_F32 3 + TRANS_F32 2) = 320 FLOPs; 64 B of one read request. The second dispatch moved 0 bytes.
    const ProfilerExport read = parseRocprofCounters(kRocprofHeader
            + "1,k,SQ_INSTS_VALU_MUL_F32,3,0,10\n1,k,SQ_INSTS_VALU_TRANS_F32,2,0,10\n1,k,TCC_EA0_RDREQ,1,0,10\n"
              "2,z,SQ_INSTS_VALU_MUL_F32,3,0,10\n2,z,TCC_EA0_RDREQ,0,0,10\n",
        "r.csv");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].flops, 320.0);
    EXPECT_EQ(read.kernels[0].bytes, 64.0);
    ASSERT_EQ(read.skipped.size(), 1u);
    EXPECT_EQ(read.skipped[0], (SkippedKernel {5, "\"z\" (dispatch 2): 0 bytes from HBM"}));
}

TEST(RocprofCounters, BadFilesAreNamedErrors)
{
    const auto parse = [](std::string text) { return [text] { parseRocprofCounters(text, "r.csv"); }; };
    expectError(parse("\"Dispatch_Id\",\"Kernel_Name\"\n1,k\n"), ErrorKind::MissingKey,
        "r.csv:1:1: no column \"Counter_Name\" in the header");
    expectError(parse(kRocprofHeader + "1,k,SQ_INSTS_VALU_ADD_F32,12abc,0,10\n"), ErrorKind::WrongType,
        "r.csv:2:27: Counter_Value: \"12abc\" is not a number");
    expectError(parse(kRocprofHeader + "1,k,SQ_INSTS_VALU_ADD_F32,-3,0,10\n"), ErrorKind::InvalidValue,
        "Counter_Value: must not be negative, got \"-3\"");
    expectError(parse(kRocprofHeader + "1,k,SQ_INSTS_VALU_ADD_F32,3\n"), ErrorKind::Syntax,
        "r.csv:2:1: 4 fields, but the header has 6");
    expectError(parse(kRocprofHeader + "1,k,SQ_INSTS_VALU_ADD_F32,3,0,10\n" + kRocprofHeader
                    + "1,other,TCC_EA0_RDREQ,3,0,10\n"),
        ErrorKind::InvalidValue,
        "dispatch 1 is \"other\" here and \"k\" on line 2: the passes in this file are of different runs");
    expectError(parse(kRocprofHeader + "1,k,SQ_WAVES,16384,0,10\n"), ErrorKind::Syntax,
        "r.csv: no dispatch has both FLOP and HBM byte counters: collect with rocprofv3 --pmc");
    expectError(parse(kRocprofHeader + "1,k,SQ_INSTS_VALU_ADD_F32,3,10,10\n1,k,FETCH_SIZE,1,10,10\n"),
        ErrorKind::Syntax, "End_Timestamp is not after Start_Timestamp");
    expectError(parse(""), ErrorKind::Syntax, "r.csv: the file is empty");
    expectError(parse(kRocprofHeader + "1,\"k,SQ\n"), ErrorKind::Syntax, "r.csv:2");
}

// rocprofv3's counter_collection.csv as its CSV writer makes it: these 19 columns, one row per dispatch and
// counter, the counter's instances summed into that one row, timestamps in whole nanoseconds
// (rocprofiler-sdk, source/lib/output/generateCSV.cpp; source/docs/data/counter_collection.csv).
const std::string kRocprofFullHeader
    = "\"Correlation_Id\",\"Dispatch_Id\",\"Agent_Id\",\"Queue_Id\",\"Process_Id\",\"Thread_Id\",\"Grid_Size\","
      "\"Kernel_Id\",\"Kernel_Name\",\"Workgroup_Size\",\"LDS_Block_Size\",\"Scratch_Size\",\"VGPR_Count\","
      "\"Accum_VGPR_Count\",\"SGPR_Count\",\"Counter_Name\",\"Counter_Value\",\"Start_Timestamp\",\"End_Timestamp\"\n";

std::string rocprofRow(const std::string& counter, const std::string& value,
    const std::string& start = "1733482937123456000", const std::string& end = "1733482937123556000")
{
    return "1,1,\"Agent 1\",1,4242,4242,1048576,7,\"gemm\",256,0,0,8,0,16,\"" + counter + "\"," + value + "," + start
        + "," + end + "\n";
}

// One run's dispatch 1: FMA_F32 1000 (64·2·1000 = 128000 FLOPs), HBM 64·100 B read + 32·50 B written = 8000 B,
// from …456000 to …556000 ns: 100 µs.
const std::string kRocprofRun = kRocprofFullHeader + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1000.000000")
    + rocprofRow("TCC_EA0_RDREQ", "100.000000") + rocprofRow("TCC_EA0_WRREQ", "50.000000");

void expectOneRunsGemm(const MeasuredKernel& kernel)
{
    EXPECT_EQ(kernel.name, "gemm");
    EXPECT_EQ(kernel.flops, 128000.0);
    EXPECT_EQ(kernel.bytes, 8000.0);
    EXPECT_TRUE(relativelyNear(kernel.seconds, 100e-6, 1e-15));
}

TEST(RocprofCounters, AFileAppendedToItselfIsTwoRunsNeverOneRunCountedTwice)
{
    // cat counters.csv >> counters.csv: the same dispatch and counters again, under a header again.
    const ProfilerExport twice = parseRocprofCounters(kRocprofRun + kRocprofRun, "appended.csv");
    ASSERT_EQ(twice.kernels.size(), 2u);
    expectOneRunsGemm(twice.kernels[0]);
    expectOneRunsGemm(twice.kernels[1]);
    ASSERT_EQ(twice.warnings.size(), 1u);
    EXPECT_EQ(twice.warnings[0].detail.code, ErrorCode::AppendedRuns);
    EXPECT_EQ(twice.warnings[0].detail.value, "2");
    EXPECT_EQ(twice.warnings[0].detail.expected, "1, 5");
    EXPECT_EQ(twice.warnings[0].detail.subject, "rocprofv3");
    EXPECT_EQ(twice.warnings[0].message,
        "appended.csv: 2 rocprofv3 runs one after another (they start at lines 1, 5); each run's dispatches are "
        "kernels of their own, never added to another run's");
    // Appended without its header (tail -n +2 >>): dispatch 1's FMA_F32 again, on line 5, starts the second run.
    const ProfilerExport bare
        = parseRocprofCounters(kRocprofRun + kRocprofRun.substr(kRocprofFullHeader.size()), "b.csv");
    ASSERT_EQ(bare.kernels.size(), 2u);
    expectOneRunsGemm(bare.kernels[1]);
    ASSERT_EQ(bare.warnings.size(), 1u);
    EXPECT_EQ(bare.warnings[0].detail.expected, "1, 5");
    // One run alone says nothing.
    const ProfilerExport once = parseRocprofCounters(kRocprofRun, "once.csv");
    ASSERT_EQ(once.kernels.size(), 1u);
    expectOneRunsGemm(once.kernels[0]);
    EXPECT_TRUE(once.warnings.empty());
}

TEST(RocprofCounters, PassesOfEachAppendedRunJoinWithinTheirOwnRun)
{
    // Two runs, each of two passes (FLOP counters, then HBM counters): each run's dispatch 1 is one kernel with
    // both, 128000 FLOPs and 8000 bytes; the second run starts at its first pass's header, line 6.
    const std::string flops = kRocprofFullHeader + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1000.000000");
    const std::string bytes
        = kRocprofFullHeader + rocprofRow("TCC_EA0_RDREQ", "100.000000") + rocprofRow("TCC_EA0_WRREQ", "50.000000");
    const ProfilerExport read = parseRocprofCounters(flops + bytes + flops + bytes, "passes.csv");
    ASSERT_EQ(read.kernels.size(), 2u);
    expectOneRunsGemm(read.kernels[0]);
    expectOneRunsGemm(read.kernels[1]);
    ASSERT_EQ(read.warnings.size(), 1u);
    EXPECT_EQ(read.warnings[0].detail.expected, "1, 6");
    // A pass may collect a counter again (GRBM_GUI_ACTIVE in each, 7 then 9): it is one run still, the first
    // value kept, and says nothing.
    const ProfilerExport again = parseRocprofCounters(kRocprofFullHeader + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1000")
            + rocprofRow("GRBM_GUI_ACTIVE", "7") + kRocprofFullHeader + rocprofRow("TCC_EA0_RDREQ", "100")
            + rocprofRow("TCC_EA0_WRREQ", "50") + rocprofRow("GRBM_GUI_ACTIVE", "9"),
        "again.csv");
    ASSERT_EQ(again.kernels.size(), 1u);
    expectOneRunsGemm(again.kernels[0]);
    EXPECT_TRUE(again.warnings.empty());
}

TEST(RocprofCounters, TimestampsAreWholeNanosecondsReadExactly)
{
    // Nanoseconds since 1970: 19 digits, where a double keeps about 16 (its steps are 256 ns there). A 100 ns
    // dispatch is 1e-7 s, not 0 ("ends before it starts") nor 256 ns.
    const ProfilerExport read = parseRocprofCounters(kRocprofFullHeader
            + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1000.000000", "1733482937123456789", "1733482937123456889")
            + rocprofRow("TCC_EA0_RDREQ", "100.000000", "1733482937123456789", "1733482937123456889"),
        "epoch.csv");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 100e-9, 1e-15));
    // The largest 64-bit count still reads: 18446744073709551615 − 18446744073709551515 = 100 ns.
    const ProfilerExport top = parseRocprofCounters(kRocprofFullHeader
            + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1", "18446744073709551515", "18446744073709551615")
            + rocprofRow("TCC_EA0_RDREQ", "1", "18446744073709551515", "18446744073709551615"),
        "top.csv");
    ASSERT_EQ(top.kernels.size(), 1u);
    EXPECT_TRUE(relativelyNear(top.kernels[0].seconds, 100e-9, 1e-15));
    const auto parse = [](std::string start, std::string end) {
        return [start, end] {
            parseRocprofCounters(kRocprofFullHeader + rocprofRow("SQ_INSTS_VALU_FMA_F32", "1", start, end)
                    + rocprofRow("TCC_EA0_RDREQ", "1", start, end),
                "t.csv");
        };
    };
    expectError(parse("1.5e9", "1733482937123456889"), ErrorKind::InvalidValue,
        "t.csv:2:85: Start_Timestamp: must be a whole number written in digits, got \"1.5e9\"");
    expectError(parse("0", "18446744073709551616"), ErrorKind::InvalidValue,
        "End_Timestamp: \"18446744073709551616\" is beyond 18446744073709551615");
    expectError(parse("0", "soon"), ErrorKind::WrongType, "End_Timestamp: \"soon\" is not a number");
    // Ending where it starts, it is left out saying so.
    expectError(parse("1733482937123456789", "1733482937123456789"), ErrorKind::Syntax,
        "End_Timestamp is not after Start_Timestamp");
}

TEST(RocprofCounters, AKernelTraceIsRefusedSayingWhatToCollect)
{
    // rocprofv3 --kernel-trace's kernel_trace.csv (rocprofiler-sdk, source/docs/data/kernel_trace.csv): times,
    // no counters.
    const std::string text
        = "\"Kind\",\"Agent_Id\",\"Queue_Id\",\"Stream_Id\",\"Thread_Id\",\"Dispatch_Id\",\"Kernel_Id\","
          "\"Kernel_Name\",\"Correlation_Id\",\"Start_Timestamp\",\"End_Timestamp\",\"Private_Segment_"
          "Size\",\"Group_Segment_Size\",\"Workgroup_Size_X\",\"Workgroup_Size_Y\",\"Workgroup_Size_Z\","
          "\"Grid_Size_X\",\"Grid_Size_Y\",\"Grid_Size_Z\"\n"
          "\"KERNEL_DISPATCH\",2,1,1,21228,1,11,\"void addition_kernel<float>(float*, float const*, "
          "float const*, int, int)\",1937,2414192765353337,2414192765369494,0,0,64,1,1,1024,1024,1\n";
    EXPECT_TRUE(looksLikeRocprofKernelTrace(text));
    EXPECT_FALSE(looksLikeRocprofCounters(text));
    EXPECT_FALSE(looksLikeRocprofKernelTrace(kRocprofRun));
    expectError([&] { parseRocprofCounters(text, "kernel_trace.csv"); }, ErrorKind::MissingKey,
        "kernel_trace.csv:1:1: a rocprofv3 kernel trace (kernel_trace.csv) times each dispatch but counts no FLOPs or "
        "bytes");
}

TEST(XprofRoofline, EachOpOfTheWholeProfileBecomesAPoint)
{
    const std::string text = fileText(kExportData / "xprof" / "roofline_model.csv");
    EXPECT_TRUE(looksLikeXprofRoofline(text));
    EXPECT_FALSE(looksLikeRocprofCounters(text));
    EXPECT_FALSE(looksLikeXprofRoofline(fileText(kExportData / "rocprof" / "counter_collection.csv")));
    const ProfilerExport read = parseXprofRoofline(text, "roofline_model.csv");
    ASSERT_EQ(read.kernels.size(), 2u);
    EXPECT_EQ(read.kernels[0].name, "convolution.12");
    EXPECT_TRUE(relativelyNear(read.kernels[0].seconds, 1200e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(read.kernels[0].flops, 1.8e11, 1e-12)); // 150000 GFLOP/s over 1200 µs
    EXPECT_TRUE(relativelyNear(read.kernels[0].bytes, 64424509.44, 1e-12)); // 50 GiB/s: 50·2^30 B/s
    EXPECT_EQ(read.kernels[1].name, "fusion.7");
    EXPECT_TRUE(relativelyNear(read.kernels[1].flops, 6e8, 1e-12));
    EXPECT_TRUE(relativelyNear(read.kernels[1].bytes, 225485783.04, 1e-12));
    ASSERT_EQ(read.skipped.size(), 2u);
    EXPECT_EQ(read.skipped[0], (SkippedKernel {5, "\"copy.1\": 0 FLOPs"}));
    EXPECT_EQ(read.skipped[1], (SkippedKernel {6, "\"all-reduce.2\": 0 FLOPs"}));
}

TEST(XprofRoofline, WithoutTotalsTheStepsAreReadAndColumnIdsWork)
{
    const std::string text = "step,rank,category,operation,total_self_time,measured_flop_rate,hbm_bw\n"
                             "Average,1,convolution,conv,100,1000,10\n"
                             "1,1,convolution,conv,100,1000,10\n"
                             "2,1,convolution,conv,50,1000,10\n";
    EXPECT_TRUE(looksLikeXprofRoofline(text));
    const ProfilerExport read = parseXprofRoofline(text, "steps.csv");
    ASSERT_EQ(read.kernels.size(), 2u); // steps 1 and 2, not the average
    EXPECT_TRUE(relativelyNear(read.kernels[0].flops, 1e8, 1e-12)); // 1000e9 · 100e-6
    EXPECT_TRUE(relativelyNear(read.kernels[1].seconds, 50e-6, 1e-12));
}

TEST(XprofRoofline, AnOpWithNoTimeOrNoHbmTrafficIsLeftOutSayingWhich)
{
    // No self time is said as such (its FLOPs, rate times time, would be 0 too); an op whose FLOPs stay
    // in VMEM moves no HBM bytes and has no place on an HBM roofline.
    const std::string text = "step,operation,total_self_time,measured_flop_rate,hbm_bw\n"
                             "Total,idle,0,1000,10\n"
                             "Total,in-vmem,100,1000,0\n"
                             "Total,conv,100,1000,10\n";
    const ProfilerExport read = parseXprofRoofline(text, "x.csv");
    ASSERT_EQ(read.kernels.size(), 1u);
    EXPECT_EQ(read.kernels[0].name, "conv");
    ASSERT_EQ(read.skipped.size(), 2u);
    EXPECT_EQ(read.skipped[0], (SkippedKernel {2, "\"idle\": no self time"}));
    EXPECT_EQ(read.skipped[1], (SkippedKernel {3, "\"in-vmem\": no HBM traffic"}));
}

TEST(XprofRoofline, AFileAppendedToItselfIsTwoRunsNeverOneRunCountedTwice)
{
    // The fixture (a header and 8 rows) twice: each run's Total ops, conv and fusion, are kernels of their own;
    // the second run starts at its header, line 10.
    const std::string text = fileText(kExportData / "xprof" / "roofline_model.csv");
    const ProfilerExport read = parseXprofRoofline(text + text, "appended.csv");
    ASSERT_EQ(read.kernels.size(), 4u);
    EXPECT_EQ(read.kernels[0].name, "convolution.12");
    EXPECT_EQ(read.kernels[2].name, "convolution.12");
    EXPECT_TRUE(relativelyNear(read.kernels[2].seconds, 1200e-6, 1e-12));
    EXPECT_EQ(read.kernels[3].name, "fusion.7");
    ASSERT_EQ(read.warnings.size(), 1u);
    EXPECT_EQ(read.warnings[0].detail.code, ErrorCode::AppendedRuns);
    EXPECT_EQ(read.warnings[0].detail.expected, "1, 10");
    EXPECT_EQ(read.warnings[0].detail.subject, "XProf");
    // Without the second header, its Program row again (Total, Program) starts the second run, at line 10.
    const std::size_t header = text.find('\n') + 1;
    const ProfilerExport bare = parseXprofRoofline(text + text.substr(header), "bare.csv");
    ASSERT_EQ(bare.kernels.size(), 4u);
    ASSERT_EQ(bare.warnings.size(), 1u);
    EXPECT_EQ(bare.warnings[0].detail.expected, "1, 10");
    EXPECT_TRUE(parseXprofRoofline(text, "once.csv").warnings.empty());
}

TEST(XprofRoofline, TheProgramRowIsToldByItsNameWithoutACategoryColumn)
{
    // XProf names the sum of a step's ops "Program" (GenerateRooflineModelProgramRecord, openxla/xprof
    // xprof/convert/op_stats_to_roofline_model.cc). Without the Category column it is still no kernel: two ops,
    // 1200 µs at 150000 GFLOP/s = 1.8e11 FLOPs and 300 µs at 2000 GFLOP/s = 6e8.
    const std::string text = "\"Step\",\"Rank\",\"Operation\",\"Total self time (us)\","
                             "\"Normalized FLOP Rate (GFLOP/s)\",\"HBM BW (GiB/s)\"\n"
                             "\"Total\",0,\"Program\",1600,112875,140\n"
                             "\"Total\",1,\"convolution.12\",1200,150000,50\n"
                             "\"Total\",2,\"fusion.7\",300,2000,700\n";
    const ProfilerExport read = parseXprofRoofline(text, "no-category.csv");
    ASSERT_EQ(read.kernels.size(), 2u);
    EXPECT_EQ(read.kernels[0].name, "convolution.12");
    EXPECT_TRUE(relativelyNear(read.kernels[0].flops, 1.8e11, 1e-12));
    EXPECT_EQ(read.kernels[1].name, "fusion.7");
    EXPECT_TRUE(relativelyNear(read.kernels[1].flops, 6e8, 1e-12));
    EXPECT_TRUE(read.skipped.empty());
    // By column ids, and in the steps of a file without totals, the same.
    const ProfilerExport steps = parseXprofRoofline("step,operation,total_self_time,measured_flop_rate,hbm_bw\n"
                                                    "1,Program,100,1000,10\n1,conv,100,1000,10\n",
        "steps.csv");
    ASSERT_EQ(steps.kernels.size(), 1u);
    EXPECT_EQ(steps.kernels[0].name, "conv");
}

TEST(XprofRoofline, BadFilesAreNamedErrors)
{
    const auto parse = [](std::string text) { return [text] { parseXprofRoofline(text, "x.csv"); }; };
    expectError(parse("Step,Operation,Total self time (us),Normalized FLOP Rate (GFLOP/s)\n"), ErrorKind::MissingKey,
        "x.csv:1:1: no column \"HBM BW (GiB/s)\"");
    expectError(parse("step,operation,total_self_time,measured_flop_rate,hbm_bw\nTotal,a,1e400,1,1\n"),
        ErrorKind::InvalidValue, "x.csv:2:9: total_self_time: \"1e400\" is not a finite number");
    expectError(parse("step,operation,total_self_time,measured_flop_rate,hbm_bw\nTotal,a,5,0,1\n"), ErrorKind::Syntax,
        "x.csv: no op of the roofline table has FLOPs, HBM traffic and time; first left out, line 2: \"a\": 0 FLOPs");
    expectError(parse("step,operation,total_self_time,measured_flop_rate,hbm_bw\nAverage,a,5,1,1\n"), ErrorKind::Syntax,
        "(and no \"Total\" or numbered steps)");
}

} // namespace
} // namespace roofline::test
