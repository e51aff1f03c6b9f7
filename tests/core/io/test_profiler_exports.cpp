// AMD's rocprofv3 counter collection and XProf's roofline-model table: fixtures in the tools' layouts
// (tests/data/rocprof/README.md, tests/data/xprof/README.md name the sources), read with exact numbers
// worked out by hand, and bad files refused with the file, line, column and field.
#include "support/test_helpers.h"

#include "core/io/rocprof_csv.h"
#include "core/io/xprof_csv.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

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
    const std::string text = fileText(kData / "rocprof" / "counter_collection.csv");
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

TEST(XprofRoofline, EachOpOfTheWholeProfileBecomesAPoint)
{
    const std::string text = fileText(kData / "xprof" / "roofline_model.csv");
    EXPECT_TRUE(looksLikeXprofRoofline(text));
    EXPECT_FALSE(looksLikeRocprofCounters(text));
    EXPECT_FALSE(looksLikeXprofRoofline(fileText(kData / "rocprof" / "counter_collection.csv")));
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
