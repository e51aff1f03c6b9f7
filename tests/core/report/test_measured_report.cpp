// The `measured` command's report (core/report/measured_report.h), with totals worked out by hand.
#include "support/test_helpers.h"

#include "core/report/measured_report.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kMeasuredData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

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
    const MeasuredFile file = readMeasuredFile(kMeasuredData / "measured" / "ncu-details.csv");
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
    const MeasuredFile file = readMeasuredFile(kMeasuredData / "ert" / "roofline.json");
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
    ASSERT_EQ(report.warnings.size(), 4u);
    EXPECT_EQ(report.warnings[0],
        "2 kernel(s) measured on other chips (TPU-V6E, tpu-v5e) left out: only those of "
        "example are counted");
    EXPECT_EQ(report.warnings[1],
        "\"slow\": Example has no memory level or link named \"NVLink\" (it has HBM); not "
        "drawn on Example");
    EXPECT_EQ(report.warnings[2],
        "\"hot\" reaches 200 % of Example's roof at its intensity (1 TFLOPs/s, bf16 peak): above it, "
        "which cannot be; check the chip's peak or the bytes counted");
    // The file does not say what "hot" ran in: its roof is the chip's highest peak, and that is said.
    EXPECT_EQ(report.warnings[3],
        "1 group(s) measured against Example's highest peak (bf16): the file does not say the precision they "
        "ran in (or Example has no peak of it), so their share of the roof may be too low (\"≥\" in the table)");
    const nlohmann::ordered_json json = measuredReportJson(report);
    EXPECT_EQ(json["chip"], "example");
    EXPECT_TRUE(json["groups"][0]["dtype"].is_null());
    EXPECT_EQ(json["groups"][0]["peak_precision"], "bf16");
    EXPECT_EQ(json["groups"][0]["fraction_of_roof"], 2.0);
    EXPECT_EQ(json["groups"][0]["roof_exact"], false); // of the highest peak: a lower bound
    EXPECT_FALSE(json["groups"][1].contains("peak_precision")); // "slow" is not placed on Example
}

TEST(MeasuredReport, EachGroupSaysItsPrecisionAndWithAChipThePeakItIsMeasuredAgainst)
{
    // tests/data/traces/step.pt.trace.json: aten::mm bf16[512,4096]·bf16[4096,1024], once, 15.5 µs:
    // 2·512·4096·1024 = 4,294,967,296 FLOPs over (512·4096 + 4096·1024 + 512·1024)·2 = 13,631,488 bytes
    // (intensity 315.1; H100's HBM slope there is 1.0556e15, above bf16's 9.89e14: compute-bound).
    // 4,294,967,296 / 15.5e-6 = 2.7709e14 FLOPs/s: 28.02 % of bf16's 9.89e14 (of fp8's, 14.00 %).
    const MeasuredFile file = readMeasuredFile(kMeasuredData / "traces" / "step.pt.trace.json");
    const MeasuredReport report = measuredReport(file, "step.pt.trace.json", &shippedChip("h100-sxm"));
    const nlohmann::ordered_json json = measuredReportJson(report);
    const nlohmann::ordered_json* mm = nullptr;
    for (const auto& group : json["groups"])
        if (group["name"] == "aten::mm bf16[512,4096] bf16[4096,1024]")
            mm = &group;
    ASSERT_TRUE(mm) << json.dump();
    EXPECT_EQ((*mm)["dtype"], "bf16");
    EXPECT_EQ((*mm)["peak_precision"], "bf16");
    EXPECT_TRUE(relativelyNear((*mm)["fraction_of_roof"].get<double>(), 4294967296.0 / 15.5e-6 / 9.89e14, 1e-12));
    EXPECT_NEAR((*mm)["fraction_of_roof"].get<double>(), 0.2802, 1e-4);
    EXPECT_EQ((*mm)["roof_exact"], true);
    // The bmm ran in fp16: H100's fp16 peak is 9.89e14 too, and it is the one named.
    for (const auto& group : json["groups"]) {
        if (group["name"].get<std::string>().starts_with("aten::bmm")) {
            EXPECT_EQ(group["peak_precision"], "fp16");
        }
    }
    // Every group of the trace says its precision: no group is measured against the highest peak.
    for (const std::string& warning : report.warnings)
        EXPECT_EQ(warning.find("highest peak"), std::string::npos) << warning;
    // The table has a precision column, and with a chip how close each came to its roof and of which peak.
    const std::string text = measuredReportText(report);
    EXPECT_NE(text.find("  name "), std::string::npos) << text;
    EXPECT_NE(text.find(" precision "), std::string::npos) << text;
    EXPECT_NE(text.find(" of roof"), std::string::npos) << text;
    EXPECT_NE(text.find("28 % (bf16 peak)"), std::string::npos) << text;
    // Without a chip there is no peak to name, only the precision.
    const nlohmann::ordered_json plain = measuredReportJson(measuredReport(file, "step.pt.trace.json"));
    EXPECT_EQ(plain["groups"][0]["dtype"], "bf16");
    EXPECT_FALSE(plain["groups"][0].contains("peak_precision"));
}

TEST(MeasuredReport, TheTableNamesTheFileFormatGroupsAndWhatWasLeftOut)
{
    const MeasuredFile file = readMeasuredFile(kMeasuredData / "measured" / "ncu-details.csv");
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
