// Measurements of any format (core/readers/measured_import.h): the format recognised from the text, never the
// file's name.
#include "support/test_helpers.h"

#include "core/readers/measured_import.h"

#include <filesystem>
#include <fstream>

#include <unistd.h>

namespace roofline::test {
namespace {

const std::filesystem::path kTestData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

TEST(MeasuredImport, TheFormatIsRecognisedFromTheTextNotTheName)
{
    EXPECT_EQ(readMeasuredFile(kTestData / "measured" / "simple.csv").format, "csv");
    EXPECT_EQ(readMeasuredFile(kTestData / "measured" / "ncu-details.csv").format, "nsight-compute");
    EXPECT_EQ(readMeasuredFile(kTestData / "measured" / "ncu-raw.csv").format, "nsight-compute");
    const MeasuredFile ert = readMeasuredFile(kTestData / "ert" / "roofline.json");
    EXPECT_EQ(ert.format, "ert");
    ASSERT_TRUE(ert.ceilings);
    EXPECT_TRUE(ert.kernels.empty());
    // An ncu table without its ==PROF== lines, after a byte-order mark, is still Nsight's.
    const std::string ncu = "\xEF\xBB\xBF\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
                            "\"0\",\"k\",\"gpu__time_duration.sum\",\"second\",\"2\"\n"
                            "\"0\",\"k\",\"dram__bytes.sum\",\"byte\",\"100\"\n"
                            "\"0\",\"k\",\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\",\"inst\",\"50\"\n";
    EXPECT_EQ(readMeasuredText(ncu, "k.txt").format, "nsight-compute");
    // A JSON object without "traceEvents" is read as ERT's, and says what it lacks.
    EXPECT_ROOFLINE_ERROR(
        readMeasuredText("  {\"runs\": []}", "trace.json"), ErrorKind::MissingKey, "trace.json", "\"empirical\"");
    EXPECT_EQ(measuredReaders().size(), 6u);
    EXPECT_EQ(measuredReaders().back().format, "csv");
}

TEST(MeasuredImport, ProfilerTracesAndExportsAreRecognisedWhateverTheirNames)
{
    EXPECT_EQ(readMeasuredFile(kTestData / "traces" / "step.pt.trace.json").format, "pytorch-trace");
    EXPECT_EQ(readMeasuredFile(kTestData / "traces" / "step.pt.trace.json.gz").format, "pytorch-trace");
    EXPECT_EQ(readMeasuredFile(kTestData / "rocprof" / "counter_collection.csv").format, "rocprofv3");
    EXPECT_EQ(readMeasuredFile(kTestData / "xprof" / "roofline_model.csv").format, "xprof");
    // Its text, under any name, is a trace still: a trace cut short says so, not that it is a CSV.
    EXPECT_ROOFLINE_ERROR(readMeasuredText("{\"traceEvents\": [", "t.txt"), ErrorKind::Syntax, "t.txt");
}

TEST(MeasuredImport, ATraceGivesItsGroupsAndItsUnmodelledTime)
{
    // tests/data/traces/README.md: 8 runs of modelled ops, 104.5 µs of kernels, 6 µs of it unmodelled
    // (NCCL 5 µs, an aten::mm of long int 1 µs).
    const MeasuredFile file = readMeasuredFile(kTestData / "traces" / "step.pt.trace.json.gz");
    EXPECT_EQ(file.kernels.size(), 8u);
    ASSERT_TRUE(file.unmodelledSeconds);
    EXPECT_TRUE(relativelyNear(*file.unmodelledSeconds, 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(file.kernelSeconds, 104.5e-6, 1e-12));
    ASSERT_EQ(file.unmodelled.size(), 2u);
    EXPECT_EQ(file.unmodelled[1].op, "aten::mm");
    EXPECT_EQ(file.shapes.size(), 7u);
    EXPECT_FALSE(file.warnings.empty());
    // A CSV says nothing of unmodelled time.
    EXPECT_FALSE(readMeasuredFile(kTestData / "measured" / "simple.csv").unmodelledSeconds);
}

TEST(MeasuredImport, ProfilerExportsGiveTheirKernelsAndWhatTheyLeftOut)
{
    const MeasuredFile rocprof = readMeasuredFile(kTestData / "rocprof" / "counter_collection.csv");
    EXPECT_EQ(rocprof.kernels.size(), 3u);
    ASSERT_EQ(rocprof.skipped.size(), 1u);
    EXPECT_EQ(rocprof.skipped[0], (SkippedKernel {8, "\"__amd_rocclr_copyBuffer\" (dispatch 3): 0 FLOPs"}));
    const MeasuredFile xprof = readMeasuredFile(kTestData / "xprof" / "roofline_model.csv");
    EXPECT_EQ(xprof.format, "xprof");
    ASSERT_EQ(xprof.kernels.size(), 2u);
    EXPECT_EQ(xprof.kernels[0].name, "convolution.12");
    EXPECT_EQ(xprof.skipped.size(), 2u);
}

TEST(MeasuredImport, ATraceIsToldByItsKeysWhereverTheyAreInTheFile)
{
    // Kineto writes deviceProperties (and distributedInfo…) before traceEvents (ChromeTraceLogger::
    // handleTraceStart, libkineto/src/output_json.cpp): 4,000 GPUs' properties put the key 1.2 MiB in. The
    // file is a trace, with its aten::mm [2,3]·[3,4] fp32 of 2 µs (launched inside it), not an ERT file
    // without "empirical".
    std::string text = "{\"schemaVersion\": 1, \"deviceProperties\": [";
    for (int i = 0; i < 4000; ++i)
        text += (i == 0 ? "" : ", ") + std::string("{\"id\": ") + std::to_string(i)
            + ", \"name\": \"NVIDIA H100 80GB HBM3\", \"totalGlobalMem\": 85899345920, \"computeMajor\": 9, "
              "\"computeMinor\": 0, \"maxThreadsPerBlock\": 1024, \"maxThreadsPerMultiprocessor\": 2048, "
              "\"regsPerBlock\": 65536, \"warpSize\": 32, \"sharedMemPerBlock\": 49152, \"numSms\": 132, "
              "\"sharedMemPerBlockOptin\": 232448, \"note\": \"]}{\\\"\"}";
    text += "], \"traceEvents\": [{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 1, \"tid\": 1, "
            "\"ts\": 0, \"dur\": 100, \"args\": {\"External id\": 9, \"Input Dims\": [[2, 3], [3, 4]], \"Input type\": "
            "[\"float\", \"float\"]}}, {\"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"cudaLaunchKernel\", "
            "\"pid\": 1, \"tid\": 1, \"ts\": 40, \"dur\": 2, \"args\": {\"External id\": 9, \"correlation\": 19}}, "
            "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"k\", \"pid\": 0, \"tid\": 7, \"ts\": 50, \"dur\": 2, "
            "\"args\": {\"External id\": 9, \"correlation\": 19}}]}";
    ASSERT_GT(text.find("\"traceEvents\""), std::size_t {1200} << 10);
    const std::filesystem::path path = std::filesystem::temp_directory_path()
        / ("roofline-late-trace-events-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(path, std::ios::binary);
        out << text;
    }
    const MeasuredFile file = readMeasuredFile(path);
    std::filesystem::remove(path);
    EXPECT_EQ(file.format, "pytorch-trace");
    ASSERT_EQ(file.kernels.size(), 1u);
    EXPECT_EQ(file.kernels[0].flops, 48.0); // 2·2·3·4
    EXPECT_TRUE(relativelyNear(file.kernels[0].seconds, 2e-6, 1e-12));
}

TEST(MeasuredImport, RocprofsKernelTraceIsRecognisedAndRefusedSayingWhatToCollect)
{
    // rocprofv3 --kernel-trace --output-format csv (rocprofiler-sdk, source/docs/data/kernel_trace.csv).
    EXPECT_ROOFLINE_ERROR(
        readMeasuredText("\"Kind\",\"Agent_Id\",\"Queue_Id\",\"Stream_Id\",\"Thread_Id\",\"Dispatch_Id\",\"Kernel_Id\","
                         "\"Kernel_Name\",\"Correlation_Id\",\"Start_Timestamp\",\"End_Timestamp\"\n"
                         "\"KERNEL_DISPATCH\",2,1,1,21228,1,11,\"k\",1937,2414192765353337,2414192765369494\n",
            "kernel_trace.csv"),
        ErrorKind::MissingKey, "kernel_trace.csv:1:1: a rocprofv3 kernel trace", "--pmc");
}

TEST(MeasuredImport, OnlyARegularFileIsRead)
{
    EXPECT_ROOFLINE_ERROR(readMeasuredFile("/dev/null"), ErrorKind::Io, "/dev/null: is a character device");
    EXPECT_ROOFLINE_ERROR(readMeasuredFile(kTestData / "measured"), ErrorKind::Io, "is a directory");
}

} // namespace
} // namespace roofline::test
