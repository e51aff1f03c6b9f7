// The measured side of a project file: measured_view, measured_links and empirical_rooflines read
// back as written, each bad value a named error, and a profile of 100,000 kernels saves and opens.
#include "support/test_helpers.h"

#include "app/bench/heavy_scene.h"
#include "app/bench/measured_profile.h"
#include "core/formats/project_json.h"

#include <algorithm>

namespace roofline::test {
namespace {

nlohmann::ordered_json projectJson()
{
    Project project = defaultProject();
    project.measured = {{"gemm", 1e9, 1e6, 1e-3, "h100-sxm", ""}};
    return projectToJson(project);
}

TEST(ProjectMeasuredKeys, AreWrittenAsReadmeShowsThem)
{
    Project project = defaultProject();
    project.measuredView = MeasuredSettings {Aggregation::Off, 12, "gemm", false, 0.01};
    project.measuredLinks = {{"gemm", "h100-sxm", 1}};
    project.empiricalRooflines
        = {EmpiricalRoofline {"h100-sxm", "Run.001/roofline.json", {{"GFLOPs", 5e13}}, {{"DRAM", 2.9e12}}}};
    const nlohmann::ordered_json json = projectToJson(project);
    EXPECT_EQ(json.at("measured_view"),
        nlohmann::ordered_json::parse(
            R"({"aggregate": "off", "label_top": 12, "filter": "gemm", "filter_regex": false, "min_time_share": 0.01})"));
    EXPECT_EQ(
        json.at("measured_links"), nlohmann::ordered_json::parse(R"([{"name": "gemm", "chip": "h100-sxm", "op": 1}])"));
    EXPECT_EQ(json.at("empirical_rooflines"),
        nlohmann::ordered_json::parse(R"([{"chip": "h100-sxm", "source": "Run.001/roofline.json",
            "ceilings": [{"name": "GFLOPs", "flops_per_s": 50000000000000}],
            "bandwidths": [{"name": "DRAM", "bytes_per_s": 2900000000000}]}])"));
    // Absent keys take an empty project's values: older files open unchanged.
    nlohmann::ordered_json old = projectToJson(defaultProject());
    old.erase("measured_view");
    old.erase("measured_links");
    old.erase("empirical_rooflines");
    EXPECT_EQ(parseProjectJson(old.dump(), "old.json"), defaultProject());
}

TEST(ProjectMeasuredKeys, BadValuesAreNamedErrors)
{
    const auto refused = [](const nlohmann::ordered_json& json, ErrorKind kind, const std::string& words) {
        EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "p.roofline.json"), kind, "p.roofline.json: " + words);
    };
    nlohmann::ordered_json json = projectJson();
    json["measured_view"]["aggregate"] = "sometimes";
    refused(json, ErrorKind::UnknownName, "measured_view.aggregate: expected one of \"auto\", \"on\", \"off\"");
    json = projectJson();
    json["measured_view"]["label_top"] = 1001;
    refused(json, ErrorKind::InvalidValue, "measured_view.label_top: must be from 0 to 1000, got 1001");
    json = projectJson();
    json["measured_view"]["min_time_share"] = 2;
    refused(json, ErrorKind::InvalidValue, "measured_view.min_time_share: must be from 0 to 1");
    json = projectJson();
    json["measured_view"]["filter"] = "(gemm";
    json["measured_view"]["filter_regex"] = true;
    refused(
        json, ErrorKind::Syntax, "measured_view.filter: the regular expression \"(gemm\" is not valid at character 1");
    json["measured_view"]["filter_regex"] = false; // the same text as a substring is fine
    EXPECT_EQ(parseProjectJson(json.dump(), "p.json").measuredView.filter, "(gemm");
    json = projectJson();
    json["measured_links"] = nlohmann::ordered_json::parse(R"([{"name": "gemm", "chip": "h100-sxm", "op": 3}])");
    refused(json, ErrorKind::InvalidValue, "measured_links[0].op: must be the index of one of the 3 ops, got 3");
    json["measured_links"] = nlohmann::ordered_json::parse(
        R"([{"name": "gemm", "chip": "h100-sxm", "op": 0}, {"name": "gemm", "chip": "H100-SXM", "op": 1}])");
    refused(json, ErrorKind::InvalidValue, "measured_links[1].name: \"gemm\" on \"H100-SXM\" is linked twice");
    json = projectJson();
    json["empirical_rooflines"] = nlohmann::ordered_json::parse(R"([{"chip": "h100-sxm",
        "ceilings": [{"name": "GFLOPs", "flops_per_s": -1}], "bandwidths": []}])");
    refused(json, ErrorKind::InvalidValue, "empirical_rooflines[0].ceilings[0].flops_per_s: must be a positive number");
    json["empirical_rooflines"] = nlohmann::ordered_json::parse(R"([{"chip": "h100-sxm"}, {"chip": "H100-sxm"}])");
    refused(json, ErrorKind::InvalidValue, "empirical_rooflines[1].chip: \"H100-sxm\" has two empirical rooflines");
}

TEST(ProjectMeasuredKeys, AProfileSavesOneKernelALineAndOpensAgain)
{
    Project project = heavyBenchProject();
    const std::size_t empty = projectToText(project).size();
    project.measured = benchMeasuredKernels(project, 5000);
    const std::string text = projectToText(project);
    // One line per kernel, of about 130 bytes here:
    // a profile of 100,000 such kernels is some 13 MB, far below the limit.
    EXPECT_LT((text.size() - empty) / 5000, 140u);
    EXPECT_LT(empty + 100000 * ((text.size() - empty) / 5000 + 1), kMaxProjectFileBytes / 4);
    const std::size_t at = text.find("\n  \"measured\": [\n    {\"name\":");
    ASSERT_NE(at, std::string::npos) << text.substr(0, 400);
    // Read back (a slice: parsing 12 MB of JSON in a debug build takes seconds, and proves nothing more).
    project.measured.resize(3000);
    const Project loaded = parseProjectJson(projectToText(project), "big.roofline.json");
    EXPECT_EQ(loaded.measured, project.measured);
    EXPECT_EQ(loaded.measuredView, project.measuredView);
}

TEST(ProjectMeasuredKeys, AComparisonKeepsItsKernelsOneALineAndItsPath)
{
    Project project = defaultProject();
    project.measured = {{"gemm", 1e9, 1e6, 4e-3, "h100-sxm", ""}};
    project.compared = {{"gemm", 1e9, 1e6, 2e-3, "h100-sxm", ""}, {"fused", 2e9, 1e6, 1e-3, "", ""}};
    project.comparedPath = "runs/after.json";
    const std::string text = projectToText(project);
    EXPECT_NE(text.find("\n  \"compared_path\": \"runs/after.json\""), std::string::npos) << text;
    EXPECT_NE(text.find("\n  \"compared\": [\n    {\"name\":\"gemm\",\"flops\":1000000000,\"bytes\":1000000,"
                        "\"seconds\":0.002,\"chip\":\"h100-sxm\",\"link\":\"\"},\n    {\"name\":\"fused\""),
        std::string::npos)
        << text;
    const Project loaded = parseProjectJson(text, "p.roofline.json");
    EXPECT_EQ(loaded.compared, project.compared);
    EXPECT_EQ(loaded.comparedPath, "runs/after.json");
    // A file from before comparisons opens with none.
    nlohmann::ordered_json old = projectToJson(project);
    old.erase("compared");
    old.erase("compared_path");
    const Project older = parseProjectJson(old.dump(), "old.json");
    EXPECT_TRUE(older.compared.empty());
    EXPECT_TRUE(older.comparedPath.empty());
    // Its kernels are checked as the measured ones are, and named by their own key.
    nlohmann::ordered_json json = projectToJson(project);
    json["compared"][1]["seconds"] = 0;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "p.roofline.json"), ErrorKind::InvalidValue,
        "p.roofline.json: compared[1].seconds: must be a positive number");
}

TEST(ProjectMeasuredKeys, AKernelsPrecisionAndTheFormatsOfBothRunsSurvive)
{
    Project project = defaultProject();
    project.measured = {{"aten::mm bf16[4,4] bf16[4,4]", 128.0, 96.0, 1e-6, "", "", Dtype::BF16},
        {"sgemm", 1e9, 1e6, 1e-3, "h100-sxm", ""}};
    project.compared = {{"sgemm", 1e9, 1e6, 5e-4, "h100-sxm", "", Dtype::TF32}};
    project.measuredFormats = {"pytorch-trace", "nsight-compute"};
    project.comparedFormat = "nsight-compute";
    const std::string text = projectToText(project);
    // A kernel that says its precision carries it; one that does not has no key, not an empty one.
    EXPECT_NE(text.find(R"("link":"","precision":"bf16"})"), std::string::npos) << text;
    EXPECT_NE(text.find(R"({"name":"sgemm","flops":1000000000,"bytes":1000000,"seconds":0.001,)"
                        R"("chip":"h100-sxm","link":""})"),
        std::string::npos)
        << text;
    EXPECT_NE(text.find(R"("precision":"tf32")"), std::string::npos) << text;
    EXPECT_NE(
        text.find("\"measured_formats\": [\n    \"pytorch-trace\",\n    \"nsight-compute\"\n  ]"), std::string::npos)
        << text;
    EXPECT_NE(text.find(R"("compared_format": "nsight-compute")"), std::string::npos) << text;
    const Project loaded = parseProjectJson(text, "p.roofline.json");
    EXPECT_EQ(loaded.measured, project.measured);
    EXPECT_EQ(loaded.compared, project.compared);
    EXPECT_EQ(loaded.measuredFormats, project.measuredFormats);
    EXPECT_EQ(loaded.comparedFormat, "nsight-compute");
    // A file from before them opens with precisions and formats not known.
    nlohmann::ordered_json old = projectToJson(project);
    old["measured"][0].erase("precision");
    old.erase("measured_formats");
    old.erase("compared_format");
    const Project older = parseProjectJson(old.dump(), "old.json");
    EXPECT_FALSE(older.measured[0].dtype);
    EXPECT_TRUE(older.measuredFormats.empty());
    EXPECT_TRUE(older.comparedFormat.empty());
    // A precision the app does not know is refused, naming its key.
    nlohmann::ordered_json json = projectToJson(project);
    json["compared"][0]["precision"] = "bf17";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "p.roofline.json"), ErrorKind::UnknownName,
        "p.roofline.json: compared[0].precision: unknown precision \"bf17\"", "bf16");
}

TEST(ProjectMeasuredKeys, TheGpuKernelsEachGroupRanAreSavedAndOpenAgain)
{
    Project project = defaultProject();
    project.measured = {{"aten::mm bf16[4,4] bf16[4,4]", 128.0, 96.0, 3e-6, "", "", Dtype::BF16}};
    project.measuredLaunches
        = {{"aten::mm bf16[4,4] bf16[4,4]", {{"ampere_bf16_gemm", 2, 2.5e-6}, {"splitk", 1, 5e-7}}}};
    const nlohmann::ordered_json json = projectToJson(project);
    EXPECT_EQ(json.at("measured_launches"), nlohmann::ordered_json::parse(R"([{"group": "aten::mm bf16[4,4] bf16[4,4]",
        "kernels": [{"name": "ampere_bf16_gemm", "count": 2, "seconds": 2.5e-06},
                    {"name": "splitk", "count": 1, "seconds": 5e-07}]}])"));
    EXPECT_EQ(parseProjectJson(projectToText(project), "p.roofline.json").measuredLaunches, project.measuredLaunches);
    // A file from before the key has none; a count that is no whole number of at least 1 is refused.
    nlohmann::ordered_json old = json;
    old.erase("measured_launches");
    EXPECT_TRUE(parseProjectJson(old.dump(), "old.json").measuredLaunches.empty());
    nlohmann::ordered_json bad = json;
    bad["measured_launches"][0]["kernels"][1]["count"] = 0;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(bad.dump(), "p.roofline.json"), ErrorKind::InvalidValue,
        "p.roofline.json: measured_launches[0].kernels[1].count: must be a whole number of at least 1, got 0");
    bad = json;
    bad["measured_launches"][0]["kernels"][0]["seconds"] = -1;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(bad.dump(), "p.roofline.json"), ErrorKind::InvalidValue,
        "measured_launches[0].kernels[0].seconds");
}

TEST(ProjectMeasuredKeys, TheBenchProfileIsTheSameEveryTimeAndBelowItsRoofs)
{
    const Project project = heavyBenchProject();
    const std::vector<MeasuredKernel> a = benchMeasuredKernels(project, 2000);
    EXPECT_EQ(a, benchMeasuredKernels(project, 2000));
    std::vector<std::string> names;
    for (const MeasuredKernel& kernel : a)
        names.push_back(kernel.name);
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    EXPECT_GT(names.size(), 150u); // most of the 200 names, the first ones far more often
    EXPECT_LE(names.size(), 200u);
    const MeasuredSelection selection = selectMeasured(a, MeasuredSettings {});
    EXPECT_TRUE(selection.aggregated);
    EXPECT_LE(selection.groups.size(), 200u);
    EXPECT_GT(selection.groups.front().timeShare, 0.05);
}

} // namespace
} // namespace roofline::test
