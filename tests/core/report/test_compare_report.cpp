// What `measured BEFORE --compare AFTER` prints (core/report/compare_report.h): totals that hold the kernel
// time no group holds, means that say they are means, and the warnings a comparison of two formats or of
// no common group owes its reader. Numbers from the fixtures' READMEs, worked out by hand.
#include "support/test_helpers.h"

#include "core/readers/measured_import.h"
#include "core/report/compare_report.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

MeasurementComparison comparisonOf(const MeasuredFile& before, const MeasuredFile& after)
{
    return compareMeasurements(before.kernels, after.kernels,
        ComparedSide {{before.format}, before.unmodelledSeconds.value_or(0.0)},
        ComparedSide {{after.format}, after.unmodelledSeconds.value_or(0.0)});
}

TEST(CompareReport, TheHeaderTotalHoldsTheUnmodelledTimeAsItsOwnPart)
{
    // tests/data/traces/step.pt.trace.json (its README): 104.5 µs of kernels, 6 µs of them in ops the app
    // cannot model; its groups hold 98.5 µs. Compared with itself, gzipped. (Times are written to three
    // digits: 104.5 µs as 105 µs.)
    const MeasuredFile plain = readMeasuredFile(kData / "traces" / "step.pt.trace.json");
    const MeasuredFile gzipped = readMeasuredFile(kData / "traces" / "step.pt.trace.json.gz");
    const MeasurementComparison comparison = comparisonOf(plain, gzipped);
    std::ostringstream text;
    writeComparisonText(text, comparison, "a.json", "b.json");
    const std::string header = text.str().substr(0, text.str().find('\n'));
    EXPECT_EQ(header,
        "a.json → b.json: 7 group(s) in both, 0 only before, 0 only after; 105 µs → 105 µs of kernel time (of "
        "it unmodelled, in ops the app cannot model: 6 µs → 6 µs)");
    std::ostringstream out;
    writeComparisonJson(out, comparison, "a.json", "b.json");
    const nlohmann::json json = nlohmann::json::parse(out.str());
    EXPECT_TRUE(relativelyNear(json.at("before_seconds").get<double>(), 98.5e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(json.at("before_unmodelled_seconds").get<double>(), 6e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(json.at("before_total_seconds").get<double>(), 104.5e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(json.at("after_total_seconds").get<double>(), 104.5e-6, 1e-12));
    EXPECT_EQ(json.at("before_formats"), nlohmann::json::array({"pytorch-trace"}));
    EXPECT_EQ(json.at("warnings"), nlohmann::json::array());
}

TEST(CompareReport, MeansSayTheyAreMeansAndOfHowManyKernels)
{
    // simple.csv's gemm ran once (1.23 ms); simple-after.csv's twice, 615 µs each: 2×.
    const MeasuredFile before = readMeasuredFile(kData / "measured" / "simple.csv");
    const MeasuredFile after = readMeasuredFile(kData / "measured" / "simple-after.csv");
    const MeasurementComparison comparison = comparisonOf(before, after);
    std::ostringstream text;
    writeComparisonText(text, comparison, "simple.csv", "simple-after.csv");
    const std::string table = text.str();
    // No trace: no unmodelled part to show.
    EXPECT_EQ(table.substr(0, table.find('\n')),
        "simple.csv → simple-after.csv: 2 group(s) in both, 1 only before, 1 only after; 3.83 ms → 1.35 ms of "
        "kernel time");
    EXPECT_NE(table.find("  kernels  mean before  mean after  speed-up\n"), std::string::npos) << table;
    EXPECT_NE(table.find("h100-sxm  1 → 2    1.23 ms      615 µs      2×\n"), std::string::npos) << table;
    EXPECT_NE(table.find("1 → –"), std::string::npos) << table;
    EXPECT_NE(table.find("– → 1"), std::string::npos) << table;
    std::ostringstream out;
    writeComparisonJson(out, comparison, "simple.csv", "simple-after.csv");
    const nlohmann::json json = nlohmann::json::parse(out.str());
    const nlohmann::json& gemm = json.at("changes")[0];
    EXPECT_EQ(gemm.at("after").at("count"), 2);
    EXPECT_TRUE(relativelyNear(gemm.at("after").at("mean_seconds").get<double>(), 615e-6, 1e-12));
    EXPECT_TRUE(relativelyNear(gemm.at("before").at("mean_seconds").get<double>(), 1.23e-3, 1e-12));
    EXPECT_EQ(json.at("before_unmodelled_seconds"), 0.0);
}

TEST(CompareReport, TwoFormatsWithNoGroupInCommonAreBothSaid)
{
    // An Nsight Compute export names CUDA kernels, a trace its ops: none is found in both.
    const MeasuredFile ncu = readMeasuredFile(kData / "measured" / "ncu-details.csv");
    const MeasuredFile trace = readMeasuredFile(kData / "traces" / "step.pt.trace.json");
    const MeasurementComparison comparison = comparisonOf(ncu, trace);
    EXPECT_EQ(comparison.inBoth, 0u);
    const std::vector<std::string> warnings = comparisonWarnings(comparison, "ncu.csv", "step.json");
    ASSERT_EQ(warnings.size(), 2u);
    EXPECT_EQ(warnings[0],
        "ncu.csv is an Nsight Compute CSV and step.json a PyTorch profiler trace: each names its groups its own way "
        "(kernels, ops, shapes), so the same work is seldom found in both");
    EXPECT_EQ(warnings[1],
        "ncu.csv and step.json share no group (no kernel name on the same chip in both): nothing is compared, every "
        "group is only before or only after");
    // The JSON lists what it was given first, then these.
    std::ostringstream out;
    writeComparisonJson(out, comparison, "ncu.csv", "step.json", {"a reader's warning"});
    const nlohmann::json json = nlohmann::json::parse(out.str());
    ASSERT_EQ(json.at("warnings").size(), 3u);
    EXPECT_EQ(json.at("warnings")[0], "a reader's warning");
    EXPECT_EQ(json.at("warnings")[2], warnings[1]);
    EXPECT_EQ(json.at("after_formats"), nlohmann::json::array({"pytorch-trace"}));
    // Every format has its words.
    EXPECT_EQ(formatWords("csv"), "a kernels CSV");
    EXPECT_EQ(formatWords("rocprofv3"), "a rocprofv3 counter CSV");
    EXPECT_EQ(formatWords("xprof"), "an XProf roofline table");
    EXPECT_EQ(formatWords("ert"), "an ERT roofline.json");
    EXPECT_EQ(formatWords("other"), "\"other\"");
}

} // namespace
} // namespace roofline::test
