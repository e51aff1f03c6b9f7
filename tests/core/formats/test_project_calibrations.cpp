// A project keeps the chips calibrated in it (docs/file-formats.md "Project files", "calibrations"): saved, opened
// again equal, one per chip, and the achieved ceilings' switch with them.
#include "support/test_helpers.h"

#include "core/formats/calibration_json.h"
#include "core/formats/project_json.h"

#include <filesystem>

namespace roofline::test {
namespace {

Calibration labCalibration(const std::string& source)
{
    std::vector<MeasuredKernel> kernels;
    for (const auto& [name, flops, seconds] : {std::tuple {"aten::mm a", 1e9, 2e-3},
             std::tuple {"aten::mm b", 2e9, 5e-3}, std::tuple {"aten::mm c", 4e9, 6e-3}})
        kernels.emplace_back(SharedText(name), flops, 1e3, seconds, SharedText(), SharedText(), Dtype::BF16);
    Calibration calibration = calibrate(shippedChip("h100-sxm"), kernels);
    calibration.source = source;
    return asInCalibrationFile(calibration);
}

TEST(ProjectCalibrations, AreSavedAndOpenAgainEqualWithTheirSource)
{
    Project project = defaultProject();
    const std::string plain = projectToText(project);
    EXPECT_EQ(plain.find("calibrations"), std::string::npos); // none: the file is as it always was
    EXPECT_EQ(plain.find("achieved_ceilings"), std::string::npos);
    setCalibration(project, labCalibration("/lab/h100.cal.json"));
    project.viewOptions.showAchievedCeilings = true;
    const Project read = parseProjectJson(projectToText(project), "p.roofline.json");
    ASSERT_EQ(read.calibrations.size(), 1u);
    EXPECT_EQ(read.calibrations[0].source, "/lab/h100.cal.json");
    EXPECT_EQ(read.calibrations[0].groups.size(), 3u);
    // H100's bf16 peak: the three matmuls' roofline times over their measured ones.
    const double peak = *peakFlopsPerS(shippedChip("h100-sxm"), Dtype::BF16);
    EXPECT_TRUE(relativelyNear(read.calibrations[0].classes[0].efficiency, 7e9 / peak / 13e-3, 1e-12));
    EXPECT_EQ(read, project);
    EXPECT_TRUE(read.viewOptions.showAchievedCeilings);

    // Saving checks that the file reads back the same: a project holding a calibration saves (data loss first).
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "roofline-calibrations.roofline.json";
    saveProjectFile(path, project);
    EXPECT_EQ(loadProjectFile(path), project);
    std::filesystem::remove(path);
}

// A calibration read from a file goes into a project as it is (no round trip first), whatever keys the file left
// out: the project still reads back equal.
TEST(ProjectCalibrations, OneReadFromAFileOfFewKeysReadsBackEqualInAProject)
{
    Project project = defaultProject();
    setCalibration(project,
        parseCalibrationJson(R"({"format": 1, "kind": "roofline-calibration", "chip": "h100-sxm", "classes": [
            {"class": "vector", "bound": "bandwidth", "groups": 4, "efficiency": 0.8}], "groups": [
            {"name": "add", "class": "vector", "bound": "bandwidth", "runs": 2, "predicted_s": 1e-3,
             "measured_s": 2e-3, "calibrated_s": 1.25e-3}]})",
            "old.cal.json"));
    EXPECT_EQ(parseProjectJson(projectToText(project), "p.roofline.json"), project);
}

TEST(ProjectCalibrations, ANewOneOfAChipReplacesItsOldOneAndTwoInAFileAreRefused)
{
    Project project = defaultProject();
    setCalibration(project, labCalibration("a.cal.json"));
    setCalibration(project, labCalibration("b.cal.json"));
    ASSERT_EQ(project.calibrations.size(), 1u);
    EXPECT_EQ(project.calibrations[0].source, "b.cal.json");
    EXPECT_EQ(calibrationOf(project, "H100-SXM"), &project.calibrations[0]);
    EXPECT_EQ(calibrationOf(project, "tpu-v5e"), nullptr);

    std::string text = projectToText(project);
    const std::size_t at = text.find("\"calibrations\": [");
    ASSERT_NE(at, std::string::npos);
    const std::size_t open = text.find('{', at);
    // The same calibration twice.
    int depth = 0;
    std::size_t close = open;
    for (; close < text.size(); ++close) {
        depth += text[close] == '{' ? 1 : text[close] == '}' ? -1 : 0;
        if (depth == 0)
            break;
    }
    const std::string entry = text.substr(open, close - open + 1);
    text.insert(close + 1, ", " + entry);
    EXPECT_ROOFLINE_ERROR(parseProjectJson(text, "p.roofline.json"), ErrorKind::InvalidValue,
        "p.roofline.json: calibrations[1].chip: two calibrations of the chip \"h100-sxm\"");
}

} // namespace
} // namespace roofline::test
