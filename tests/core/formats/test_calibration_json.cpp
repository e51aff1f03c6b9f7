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

// Every group row reads back as calibrate made it: what the parity chart draws and what a projection places.
TEST(CalibrationFile, EachGroupsRowReadsBackWithWhatPlacesItOnAnotherChip)
{
    std::vector<MeasuredKernel> kernels = calibrationProfile();
    kernels.emplace_back(SharedText("all-reduce"), 1e3, 4e6, 1e-3, SharedText(), SharedText("ICI"), Dtype::BF16);
    kernels.emplace_back(SharedText("aten::add"), 1e3, 1e8, 2e-3, SharedText(), SharedText(), std::nullopt);
    Chip chip = exampleChip(1e12, 1e11);
    chip.links.push_back({"ICI", 4.5e10, std::nullopt, BandwidthKind::Link, {}});
    const Calibration calibration = calibrate(chip, kernels);
    ASSERT_EQ(calibration.groups.size(), 5u) << ::testing::PrintToString(calibration.warnings);
    const Calibration read = parseCalibrationJson(calibrationFileJson(calibration).dump(), "lab.cal.json");
    ASSERT_EQ(read.groups.size(), 5u);
    for (std::size_t i = 0; i < read.groups.size(); ++i) {
        const CalibratedGroup& made = calibration.groups[i];
        const CalibratedGroup& back = read.groups[i];
        EXPECT_EQ(back.name, made.name);
        EXPECT_EQ(back.opClass, made.opClass);
        EXPECT_EQ(back.computeBound, made.computeBound);
        EXPECT_EQ(back.runs, made.runs);
        EXPECT_EQ(back.predictedS, made.predictedS);
        EXPECT_EQ(back.measuredS, made.measuredS);
        EXPECT_EQ(back.calibratedS, made.calibratedS);
        EXPECT_EQ(back.error, made.error);
        EXPECT_EQ(back.flops, made.flops);
        EXPECT_EQ(back.bytes, made.bytes);
        EXPECT_EQ(back.peakFlopsPerS, made.peakFlopsPerS);
        EXPECT_EQ(back.bandwidthBytesPerS, made.bandwidthBytesPerS);
        EXPECT_EQ(back.dtype.dtype, made.dtype.dtype);
        EXPECT_EQ(back.link, made.link);
    }
    const auto named = [&](const std::string& name) {
        return *std::find_if(read.groups.begin(), read.groups.end(), [&](const auto& g) { return g.name == name; });
    };
    EXPECT_EQ(named("all-reduce").link, "ICI");
    EXPECT_EQ(named("all-reduce").opClass, OpClass::Collective);
    EXPECT_EQ(named("all-reduce").bandwidthBytesPerS, 4.5e10);
    EXPECT_EQ(named("aten::mm a").dtype.dtype, Dtype::BF16);
    EXPECT_FALSE(named("aten::add").dtype.dtype); // its kernel said no precision
    EXPECT_EQ(read.warnings, calibration.warnings);
    // As its file holds it, a calibration is a fixed point: what a project keeps reads back equal.
    const Calibration filed = asInCalibrationFile(read);
    EXPECT_EQ(filed, read);
    EXPECT_EQ(asInCalibrationFile(filed), filed);
}

TEST(CalibrationFile, AGroupsRowWithNoTimeOrAnUnknownPrecisionIsRefusedByName)
{
    const std::string head
        = R"({"format": 1, "kind": "roofline-calibration", "chip": "lab", "classes": [], "groups": [)";
    const std::string row = R"({"name": "mm", "class": "matmul", "bound": "compute", "runs": 2, "predicted_s": 1e-3, )";
    EXPECT_ROOFLINE_ERROR(
        parseCalibrationJson(head + row + R"("measured_s": 0, "calibrated_s": 1e-3}]})", "lab.cal.json"),
        ErrorKind::InvalidValue, "lab.cal.json: groups[0].measured_s");
    EXPECT_ROOFLINE_ERROR(
        parseCalibrationJson(
            head + row + R"("measured_s": 2e-3, "calibrated_s": 1e-3, "dtype": "bf17"}]})", "lab.cal.json"),
        ErrorKind::UnknownName, "lab.cal.json: groups[0].dtype: unknown precision \"bf17\"");
    EXPECT_ROOFLINE_ERROR(
        parseCalibrationJson(
            head + row + R"("measured_s": 2e-3, "calibrated_s": 1e-3, "bytes": -1}]})", "lab.cal.json"),
        ErrorKind::InvalidValue, "lab.cal.json: groups[0].bytes: must be 0 or more, got -1");
    // The bounds are inclusive: a class of no group, an efficiency of 1000, an error of 1e6.
    const Calibration edges = parseCalibrationJson(
        R"({"format": 1, "kind": "roofline-calibration", "chip": "lab", "mape_nominal": 1e6, "classes": [
            {"class": "matmul", "bound": "compute", "groups": 0, "efficiency": 1},
            {"class": "vector", "bound": "bandwidth", "groups": 3, "efficiency": 1000}]})",
        "lab.cal.json");
    EXPECT_EQ(edges.classes[0].groups, 0u);
    EXPECT_EQ(edges.classes[1].efficiency, 1000.0);
    EXPECT_EQ(edges.mapeNominal, 1e6);
    // Without the rows a person may cut, the efficiencies still read.
    const Calibration bare = parseCalibrationJson(head + "]}", "lab.cal.json");
    EXPECT_TRUE(bare.groups.empty());
}

} // namespace
} // namespace roofline::test
