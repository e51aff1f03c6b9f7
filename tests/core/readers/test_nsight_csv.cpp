// Nsight Compute exports at scale (core/readers/nsight_csv.h): read from a mapped file one launch at a time,
// with no limit on the file's size; a profile's many launches of few kernels hold each name once; a
// reading stopped by its Progress stops. The files are made at run time in a temporary folder.
#include "support/test_helpers.h"

#include "core/base/progress.h"
#include "core/readers/measured_csv.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace roofline::test {
namespace {

class NsightCsvTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-nsight-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    // An `ncu --csv --page raw` export of `launches` launches of three kernels, launch i being kernel
    // i % 3: kernel k moves 1000·(k+1) bytes in 2000·(k+1) ns with 50·(k+1) FFMA instructions
    // (100·(k+1) FLOPs). Each row carries `padding` characters of a column nothing reads (ncu's rows are
    // long: process, host, launch shape, dozens of metrics), so a few launches make a large file.
    std::filesystem::path writeRawExport(std::size_t launches, std::size_t padding) const
    {
        const std::filesystem::path path = m_dir / "profile.csv";
        std::ofstream out(path, std::ios::binary);
        out << "\"ID\",\"Kernel Name\",\"Host Name\",\"dram__bytes.sum\",\"gpu__time_duration.sum\","
               "\"sm__sass_thread_inst_executed_op_ffma_pred_on.sum\"\n"
               "\"\",\"\",\"\",\"byte\",\"nsecond\",\"inst\"\n";
        const std::string pad(padding, 'x');
        std::string buffer;
        for (std::size_t i = 0; i < launches; ++i) {
            const std::size_t k = i % 3 + 1;
            buffer += "\"" + std::to_string(i) + "\",\"kernel_" + std::to_string(k) + "\",\"" + pad + "\",\""
                + std::to_string(1000 * k) + "\",\"" + std::to_string(2000 * k) + "\",\"" + std::to_string(50 * k)
                + "\"\n";
            if (buffer.size() > (1u << 20)) {
                out << buffer;
                buffer.clear();
            }
        }
        out << buffer;
        return path;
    }

    std::filesystem::path m_dir;
};

// Stops a reading once it is past `at` of the file, as Cancel does; remembers how far it was told.
class CancelAt final : public Progress {
public:
    explicit CancelAt(double at)
        : m_at(at)
    { }
    void advance(double fraction) override
    {
        m_fractions.push_back(fraction);
        if (fraction > m_at)
            throw Cancelled {};
    }
    void commit() override { }
    const std::vector<double>& fractions() const { return m_fractions; }

private:
    double m_at;
    std::vector<double> m_fractions;
};

TEST_F(NsightCsvTest, AnExportLargerThan32MiBIsReadLaunchByLaunch)
{
    constexpr std::size_t kLaunches = 25000;
    const std::filesystem::path path = writeRawExport(kLaunches, 1400);
    ASSERT_GT(std::filesystem::file_size(path), 33u << 20); // over the 32 MiB once refused
    const MeasuredImport import = loadMeasuredCsvFile(path);
    EXPECT_EQ(import.format, MeasuredCsvFormat::NsightComputeRaw);
    ASSERT_EQ(import.kernels.size(), kLaunches);
    EXPECT_TRUE(import.skipped.empty());
    EXPECT_TRUE(import.warnings.empty());
    for (const std::size_t i : {std::size_t {0}, std::size_t {1}, std::size_t {2}, kLaunches - 1}) {
        const double k = static_cast<double>(i % 3 + 1);
        const MeasuredKernel& kernel = import.kernels[i];
        EXPECT_EQ(kernel.name, "kernel_" + std::to_string(i % 3 + 1)) << i;
        EXPECT_EQ(kernel.bytes, 1000.0 * k) << i;
        EXPECT_DOUBLE_EQ(kernel.seconds, 2e-6 * k) << i;
        EXPECT_EQ(kernel.flops, 100.0 * k) << i;
    }
}

TEST_F(NsightCsvTest, ManyLaunchesOfFewKernelsHoldEachNameOnce)
{
    constexpr std::size_t kLaunches = 30000;
    const MeasuredImport import = loadMeasuredCsvFile(writeRawExport(kLaunches, 0));
    ASSERT_EQ(import.kernels.size(), kLaunches);
    // Every launch's name is one of three shared texts: what a launch costs beyond its kernel is a
    // reference, so memory grows with distinct names, not launches.
    std::set<const char*> storage;
    for (const MeasuredKernel& kernel : import.kernels)
        storage.insert(kernel.name.data());
    EXPECT_EQ(storage.size(), 3u);
    EXPECT_TRUE(import.kernels[3].name.sharesWith(import.kernels[kLaunches - 3].name));
    EXPECT_FALSE(import.kernels[0].name.sharesWith(import.kernels[1].name));
    // A kernel holds its numbers, three shared texts and its dtype: no copy of a name, whatever its length.
    EXPECT_LE(sizeof(MeasuredKernel), 80u);
}

TEST_F(NsightCsvTest, AReadingStoppedHalfwayStopsThereAndReturnsNothing)
{
    const std::filesystem::path path = writeRawExport(40000, 200); // about 10 MB: a progress each megabyte
    CancelAt progress(0.5);
    EXPECT_THROW(loadMeasuredCsvFile(path, &progress), Cancelled);
    const std::vector<double>& told = progress.fractions();
    ASSERT_GE(told.size(), 3u);
    EXPECT_GT(told.back(), 0.5);
    EXPECT_LT(told.back(), 0.7); // it stopped at the first word past halfway, not at the end
    for (std::size_t i = 1; i < told.size(); ++i)
        EXPECT_GE(told[i], told[i - 1]) << i;
    // Read again without stopping, the file is whole and every launch is there.
    EXPECT_EQ(loadMeasuredCsvFile(path).kernels.size(), 40000u);
}

// The reader finds the metrics it reads once for launches that print the same ones: a launch that
// prints as many metrics but other ones is read by its own. On the details page each launch lists its
// own; appended raw runs each have their own columns.
TEST_F(NsightCsvTest, LaunchesThatPrintOtherMetricsAreReadByTheirOwn)
{
    const std::string ffma = "sm__sass_thread_inst_executed_op_ffma_pred_on.sum";
    const std::string fmul = "sm__sass_thread_inst_executed_op_fmul_pred_on.sum";
    const std::string dadd = "sm__sass_thread_inst_executed_op_dadd_pred_on.sum";
    std::string details = "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n";
    const auto row
        = [&](const char* id, const char* kernel, const std::string& metric, const char* unit, const char* value) {
              details += std::string("\"") + id + "\",\"" + kernel + "\",\"" + metric + "\",\"" + unit + "\",\"" + value
                  + "\"\n";
          };
    row("0", "a", "gpu__time_duration.sum", "usecond", "2");
    row("0", "a", "dram__bytes.sum", "byte", "1000");
    row("0", "a", ffma, "inst", "10");
    row("0", "a", fmul, "inst", "5");
    // Four metrics too, none of them at the place it has in launch 0.
    row("1", "b", "dram__bytes_read.sum", "byte", "300");
    row("1", "b", "dram__bytes_write.sum", "byte", "100");
    row("1", "b", "gpu__time_duration.sum", "usecond", "4");
    row("1", "b", dadd, "inst", "7");
    row("2", "a", "gpu__time_duration.sum", "usecond", "3");
    row("2", "a", "dram__bytes.sum", "byte", "2000");
    row("2", "a", ffma, "inst", "20");
    row("2", "a", fmul, "inst", "1");
    const MeasuredImport page = parseMeasuredCsv(details, "details.csv");
    ASSERT_EQ(page.kernels.size(), 3u);
    EXPECT_EQ(page.kernels[0].flops, 2.0 * 10 + 5);
    EXPECT_EQ(page.kernels[0].bytes, 1000.0);
    EXPECT_DOUBLE_EQ(page.kernels[0].seconds, 2e-6);
    EXPECT_EQ(page.kernels[1].flops, 7.0);
    EXPECT_EQ(page.kernels[1].bytes, 300.0 + 100.0);
    EXPECT_DOUBLE_EQ(page.kernels[1].seconds, 4e-6);
    EXPECT_EQ(page.kernels[2].flops, 2.0 * 20 + 1);
    EXPECT_EQ(page.kernels[2].bytes, 2000.0);
    EXPECT_DOUBLE_EQ(page.kernels[2].seconds, 3e-6);

    // Two raw runs appended, with as many columns each: FFMA in the first, FMUL in the second.
    const auto run = [](const std::string& bytes, const std::string& flops, const char* kernel, const char* values) {
        return "\"ID\",\"Kernel Name\",\"" + bytes + "\",\"gpu__time_duration.sum\",\"" + flops
            + "\"\n\"\",\"\",\"byte\",\"nsecond\",\"inst\"\n\"0\",\"" + kernel + "\"," + values + "\n";
    };
    const MeasuredImport raw = parseMeasuredCsv(run("dram__bytes.sum", ffma, "r1", "\"500\",\"1\",\"8\"")
            + run("dram__bytes_write.sum", fmul, "r2", "\"600\",\"2\",\"9\""),
        "raw.csv");
    ASSERT_EQ(raw.kernels.size(), 2u);
    EXPECT_EQ(raw.kernels[0].flops, 2.0 * 8);
    EXPECT_EQ(raw.kernels[0].bytes, 500.0);
    EXPECT_DOUBLE_EQ(raw.kernels[0].seconds, 1e-9);
    EXPECT_EQ(raw.kernels[1].flops, 9.0);
    EXPECT_EQ(raw.kernels[1].bytes, 600.0);
    EXPECT_DOUBLE_EQ(raw.kernels[1].seconds, 2e-9);
}

} // namespace
} // namespace roofline::test
