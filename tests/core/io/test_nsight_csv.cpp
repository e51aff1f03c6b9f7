// Nsight Compute exports at scale (core/io/nsight_csv.h): read from a mapped file one launch at a time,
// with no limit on the file's size; a profile's many launches of few kernels hold each name once; a
// reading stopped by its Progress stops. The files are made at run time in a temporary folder.
#include "support/test_helpers.h"

#include "core/base/progress.h"
#include "core/io/measured_csv.h"

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
    // A kernel holds its numbers and three shared texts: no copy of a name, whatever its length.
    EXPECT_LE(sizeof(MeasuredKernel), 72u);
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

} // namespace
} // namespace roofline::test
