// Calibration files (docs/file-formats.md "Calibration files"): what `calibrate --out` writes reads back with
// the same efficiencies, and every malformed file is refused naming its key.
#include "support/test_helpers.h"

#include "core/formats/calibration_json.h"
#include "core/report/calibration_report.h"

namespace roofline::test {
namespace {

std::vector<MeasuredKernel> calibrationProfile()
{
    std::vector<MeasuredKernel> kernels;
    for (const auto& [name, flops, seconds] : {std::tuple {"aten::mm a", 1e9, 2e-3},
             std::tuple {"aten::mm b", 2e9, 5e-3}, std::tuple {"aten::mm c", 4e9, 6e-3}})
        kernels.emplace_back(SharedText(name), flops, 1e3, seconds, SharedText(), SharedText(), Dtype::BF16);
    return kernels;
}

TEST(CalibrationFile, WhatCalibrateWritesReadsBackWithItsEfficiencies)
{
    const Calibration calibration = calibrate(exampleChip(1e12, 1e11), calibrationProfile());
    const Calibration read = parseCalibrationJson(calibrationFileJson(calibration).dump(), "lab.cal.json");
    EXPECT_EQ(read.chipId, "example");
    EXPECT_EQ(read.source, "lab.cal.json");
    ASSERT_EQ(read.classes.size(), 1u);
    // (1 + 2 + 4) ms of roofline time over (2 + 5 + 6) ms measured.
    EXPECT_EQ(read.classes[0].efficiency, calibration.classes[0].efficiency);
    EXPECT_TRUE(relativelyNear(read.classes[0].efficiency, 7.0 / 13.0, 1e-15));
    EXPECT_TRUE(read.classes[0].fitted);
    EXPECT_EQ(read.mapeLeaveOneOut, calibration.mapeLeaveOneOut);
}

void expectRefused(const std::string& classes, ErrorKind kind, const std::string& part)
{
    const std::string text
        = R"({"format": 1, "kind": "roofline-calibration", "chip": "lab", "classes": )" + classes + "}";
    EXPECT_ROOFLINE_ERROR(parseCalibrationJson(text, "lab.cal.json"), kind, "lab.cal.json: " + part);
}

TEST(CalibrationFile, AMalformedFileIsRefusedNamingItsKey)
{
    EXPECT_ROOFLINE_ERROR(parseCalibrationJson(R"({"format": 2, "kind": "roofline-calibration"})", "a.json"),
        ErrorKind::InvalidValue, "a.json: format: this build reads calibration files of format 1, got 2");
    EXPECT_ROOFLINE_ERROR(
        parseCalibrationJson(R"({"format": 1, "kind": "project"})", "a.json"), ErrorKind::UnknownName, "a.json: kind");
    EXPECT_ROOFLINE_ERROR(
        parseCalibrationJson(R"({"format": 1, "kind": "roofline-calibration", "chip": ""})", "a.json"),
        ErrorKind::InvalidValue, "a.json: chip");
    expectRefused(R"({})", ErrorKind::WrongType, "classes");
    expectRefused(R"([{"class": "gemm", "bound": "compute", "groups": 3, "efficiency": 0.5}])", ErrorKind::UnknownName,
        "classes[0].class");
    expectRefused(R"([{"class": "matmul", "bound": "memory", "groups": 3, "efficiency": 0.5}])", ErrorKind::UnknownName,
        "classes[0].bound");
    expectRefused(R"([{"class": "matmul", "bound": "compute", "groups": -1, "efficiency": 0.5}])",
        ErrorKind::InvalidValue, "classes[0].groups");
    expectRefused(R"([{"class": "matmul", "bound": "compute", "groups": 3, "efficiency": 0}])", ErrorKind::InvalidValue,
        "classes[0].efficiency");
    expectRefused(R"([{"class": "matmul", "bound": "compute", "groups": 3, "efficiency": 5000}])",
        ErrorKind::InvalidValue, "classes[0].efficiency: must be above 0 and at most 1000, got 5000");
    expectRefused(R"([{"class": "matmul", "bound": "compute", "groups": 2, "efficiency": 0.5}])",
        ErrorKind::InvalidValue, "classes[0].efficiency: a class of 2 group(s) keeps an efficiency of 1, got 0.5");
    expectRefused(R"([{"class": "matmul", "bound": "compute", "groups": 3, "efficiency": 0.5},
                     {"class": "matmul", "bound": "compute", "groups": 4, "efficiency": 0.6}])",
        ErrorKind::InvalidValue, "classes[1]: matmul, compute is listed twice");
}

} // namespace
} // namespace roofline::test
