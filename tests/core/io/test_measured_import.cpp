// Measurements of any format (core/io/measured_import.h): the format recognised from the text, never the
// file's name.
#include "support/test_helpers.h"

#include "core/io/measured_import.h"

#include <filesystem>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

TEST(MeasuredImport, TheFormatIsRecognisedFromTheTextNotTheName)
{
    EXPECT_EQ(readMeasuredFile(kData / "measured" / "simple.csv").format, "csv");
    EXPECT_EQ(readMeasuredFile(kData / "measured" / "ncu-details.csv").format, "nsight-compute");
    EXPECT_EQ(readMeasuredFile(kData / "measured" / "ncu-raw.csv").format, "nsight-compute");
    const MeasuredFile ert = readMeasuredFile(kData / "ert" / "roofline.json");
    EXPECT_EQ(ert.format, "ert");
    ASSERT_TRUE(ert.ceilings);
    EXPECT_TRUE(ert.kernels.empty());
    // An ncu table without its ==PROF== lines, after a byte-order mark, is still Nsight's.
    const std::string ncu = "\xEF\xBB\xBF\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
                            "\"0\",\"k\",\"gpu__time_duration.sum\",\"second\",\"2\"\n"
                            "\"0\",\"k\",\"dram__bytes.sum\",\"byte\",\"100\"\n"
                            "\"0\",\"k\",\"sm__sass_thread_inst_executed_op_fadd_pred_on.sum\",\"inst\",\"50\"\n";
    EXPECT_EQ(readMeasuredText(ncu, "k.txt").format, "nsight-compute");
    // Any JSON object is read as ERT's, and says what it lacks.
    EXPECT_ROOFLINE_ERROR(readMeasuredText("  {\"traceEvents\": []}", "trace.json"), ErrorKind::MissingKey,
        "trace.json", "\"empirical\"");
    EXPECT_EQ(measuredReaders().size(), 3u);
    EXPECT_EQ(measuredReaders().back().format, "csv");
}

TEST(MeasuredImport, OnlyARegularFileIsRead)
{
    EXPECT_ROOFLINE_ERROR(readMeasuredFile("/dev/null"), ErrorKind::Io, "/dev/null: is a character device");
    EXPECT_ROOFLINE_ERROR(readMeasuredFile(kData / "measured"), ErrorKind::Io, "is a directory");
}

} // namespace
} // namespace roofline::test
