// The `measured` command's report (core/report/measured_report.h), with totals worked out by hand.
#include "support/test_helpers.h"

#include "core/report/measured_report.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

nlohmann::ordered_json measuredReportJson(const MeasuredReport& report)
{
    std::ostringstream out;
    writeMeasuredReportJson(out, report);
    return nlohmann::ordered_json::parse(out.str());
}

std::string measuredReportText(const MeasuredReport& report)
{
    std::ostringstream out;
    writeMeasuredReportText(out, report);
    return out.str();
}

TEST(MeasuredReport, TheJsonHoldsTheFormatKernelsSkippedWarningsAndEveryGroup)
{
    const MeasuredFile file = readMeasuredFile(kData / "measured" / "ncu-details.csv");
    const MeasuredReport report = measuredReport(file, "ncu-details.csv");
    const nlohmann::ordered_json json = measuredReportJson(report);
    std::vector<std::string> keys;
    for (const auto& item : json.items())
        keys.push_back(item.key());
    EXPECT_EQ(keys, (std::vector<std::string> {"format", "kernels", "skipped", "warnings", "groups"}));
    EXPECT_EQ(json["format"], "nsight-compute");
    EXPECT_EQ(json["kernels"], 3);
    ASSERT_EQ(json["skipped"].size(), 1u);
    EXPECT_EQ(json["skipped"][0]["line"], 36);
    EXPECT_EQ(json["skipped"][0]["reason"],
        "\"void copy_kernel(float *, const float *, int)\" (ID 2): no floating-point work counted (0 FLOPs)");
    EXPECT_EQ(json["warnings"], nlohmann::ordered_json::array());
    ASSERT_EQ(json["groups"].size(), 2u);
    // The gemm (1.23 ms) first, then both launches of the add (98.30 µs + 97.15 µs) as one group.
    EXPECT_EQ(json["groups"][0]["count"], 1);
    EXPECT_EQ(json["groups"][1]["name"],
        "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>, "
        "at::detail::Array<char *, 3>>(int, T2, T3)");
    EXPECT_EQ(json["groups"][1]["count"], 2);
    EXPECT_EQ(json["groups"][1]["flops"].get<double>(), 2.0 * 16777216.0);
    EXPECT_TRUE(relativelyNear(json["groups"][1]["bytes"].get<double>(), 2.0 * 201.33e6, 1e-12));
    EXPECT_TRUE(relativelyNear(json["groups"][1]["seconds"].get<double>(), 98.30e-6 + 97.15e-6, 1e-12));
}

TEST(MeasuredReport, AnErtFileReportsItsCeilingsAndNoKernels)
{
    const MeasuredFile file = readMeasuredFile(kData / "ert" / "roofline.json");
    const nlohmann::ordered_json json = measuredReportJson(measuredReport(file, "roofline.json"));
    EXPECT_EQ(json["format"], "ert");
    EXPECT_EQ(json["kernels"], 0);
    EXPECT_EQ(json["groups"], nlohmann::ordered_json::array());
    ASSERT_EQ(json["ceilings"].size(), file.ceilings->ceilings.size());
    EXPECT_EQ(json["ceilings"][0]["name"], file.ceilings->ceilings[0].name);
    EXPECT_EQ(json["bandwidths"].size(), file.ceilings->bandwidths.size());
}

TEST(MeasuredReport, WithAChipOnlyItsKernelsCountAndWhatItCannotPlaceIsSaid)
{
    // Example: 1e12 FLOPs/s, 1e10 B/s of HBM.
    const Chip chip = exampleChip(1e12, 1e10);
    MeasuredFile file;
    file.format = "csv";
    file.kernels = {{"hot", 1e12, 1e6, 0.5, "example", ""}, // 2e12 FLOPs/s at intensity 1e6: 200 % of 1e12
        {"hot", 1e12, 1e6, 0.5, "", ""}, {"slow", 1e9, 1e9, 1.0, "", "NVLink"},
        {"elsewhere", 1e9, 1e9, 1.0, "tpu-v5e", ""}, {"elsewhere", 1e9, 1e9, 1.0, "TPU-V6E", ""}};
    const MeasuredReport report = measuredReport(file, "k.csv", &chip);
    EXPECT_EQ(report.chipId, "example");
    EXPECT_EQ(report.kernels, 3u);
    ASSERT_EQ(report.groups.size(), 2u);
    EXPECT_EQ(report.groups[0].name, "hot");
    EXPECT_EQ(report.groups[0].count, 2u);
    ASSERT_EQ(report.warnings.size(), 3u);
    EXPECT_EQ(report.warnings[0],
        "2 kernel(s) measured on other chips (TPU-V6E, tpu-v5e) left out: only those of "
        "example are counted");
    EXPECT_EQ(report.warnings[1],
        "\"slow\": Example has no memory level or link named \"NVLink\" (it has HBM); not "
        "drawn on Example");
    EXPECT_EQ(report.warnings[2],
        "\"hot\" reaches 200 % of Example's roof at its intensity (1 TFLOPs/s): above it, "
        "which cannot be; check the chip's peak or the bytes counted");
    EXPECT_EQ(measuredReportJson(report)["chip"], "example");
}

TEST(MeasuredReport, TheTableNamesTheFileFormatGroupsAndWhatWasLeftOut)
{
    const MeasuredFile file = readMeasuredFile(kData / "measured" / "ncu-details.csv");
    const std::string text = measuredReportText(measuredReport(file, "ncu-details.csv"));
    EXPECT_EQ(text.substr(0, text.find('\n')), "ncu-details.csv: nsight-compute, 3 kernel(s) in 2 group(s) by name");
    EXPECT_NE(
        text.find("  left out, line 36: \"void copy_kernel(float *, const float *, int)\" (ID 2)"), std::string::npos)
        << text;
    EXPECT_NE(text.find("  name "), std::string::npos) << text;
    EXPECT_NE(text.find("1.23 ms"), std::string::npos) << text;
    EXPECT_NE(text.find("195 µs"), std::string::npos) << text; // 98.30 + 97.15 µs
    // A name is shown as the file has it, without the quotes a message puts around it.
    EXPECT_NE(text.find("\n  ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_32x5_nn  "), std::string::npos)
        << text;
    EXPECT_EQ(text.find("_nn\""), std::string::npos) << text;
}

} // namespace
} // namespace roofline::test
