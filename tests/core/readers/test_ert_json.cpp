// The Empirical Roofline Toolkit's roofline.json: a fixture in the format its ert_core.py writes
// (build_database(), json.dump(indent=3)), each malformed variant a named error, and the measured
// ceilings in the roofline scene of the chip they were measured on.
#include "support/test_helpers.h"

#include "core/readers/ert_json.h"
#include "core/report/scene_csv.h"
#include "core/scene/scene.h"

#include <filesystem>

namespace roofline::test {
namespace {

const std::filesystem::path kErt = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "ert";

TEST(EmpiricalRoofline, TheToolkitsFileGivesItsPeakAndEachLevelsBandwidth)
{
    const EmpiricalRoofline ert = loadErtFile(kErt / "roofline.json", "a100-sxm");
    EXPECT_EQ(ert.chipId, "a100-sxm");
    EXPECT_TRUE(ert.source.ends_with("data/ert/roofline.json")) << ert.source;
    // GFLOPs and GB/s: 9512.37 GFLOP/s is 9.51237e12 FLOPs/s. "spec" (what the user typed) is not read.
    ASSERT_EQ(ert.ceilings.size(), 1u);
    EXPECT_EQ(ert.ceilings[0].name, "GFLOPs");
    EXPECT_TRUE(relativelyNear(ert.ceilings[0].flopsPerS, 9.51237e12, 1e-15));
    ASSERT_EQ(ert.bandwidths.size(), 3u);
    EXPECT_EQ(ert.bandwidths[0].name, "L1");
    EXPECT_TRUE(relativelyNear(ert.bandwidths[0].bytesPerS, 1.421562e13, 1e-15));
    EXPECT_EQ(ert.bandwidths[1].name, "L2");
    EXPECT_TRUE(relativelyNear(ert.bandwidths[1].bytesPerS, 4.73318e12, 1e-15));
    EXPECT_EQ(ert.bandwidths[2].name, "DRAM");
    EXPECT_TRUE(relativelyNear(ert.bandwidths[2].bytesPerS, 1.40845e12, 1e-15));
}

struct MalformedCase {
    const char* file;
    ErrorKind kind;
    ErrorCode code;
    const char* words; // the key path and the problem, as the message says them
};

TEST(EmpiricalRoofline, EachMalformedFileIsANamedError)
{
    const MalformedCase cases[] {
        {"no-empirical.json", ErrorKind::MissingKey, ErrorCode::MissingKey, "missing key \"empirical\""},
        {"no-gbytes.json", ErrorKind::MissingKey, ErrorCode::MissingKey, "empirical: missing key \"gbytes\""},
        {"empty-gflops.json", ErrorKind::Syntax, ErrorCode::ErtNoData, "empirical.gflops.data: no measurements"},
        {"entry-not-a-pair.json", ErrorKind::Syntax, ErrorCode::ErtPair,
            "empirical.gbytes.data[1]: expected [name, number]"},
        {"value-as-text.json", ErrorKind::Syntax, ErrorCode::ErtPair,
            "empirical.gbytes.data[1]: expected [name, number]"},
        {"negative-rate.json", ErrorKind::InvalidValue, ErrorCode::NotPositive,
            "empirical.gflops.data[0][1]: must be a positive number, got -9512.37"},
        {"level-twice.json", ErrorKind::InvalidValue, ErrorCode::NameUsedTwice,
            "empirical.gbytes.data[1][0]: \"dram\" is listed twice"},
        {"rate-too-large.json", ErrorKind::InvalidValue, ErrorCode::NotInRange,
            "empirical.gbytes.data[0][1]: must be at most"},
        {"truncated.json", ErrorKind::Syntax, ErrorCode::TruncatedJson, "truncated.json"},
    };
    for (const MalformedCase& bad : cases) {
        const std::filesystem::path path = kErt / "malformed" / bad.file;
        try {
            (void)loadErtFile(path, "a100-sxm");
            ADD_FAILURE() << bad.file << " was read";
        } catch (const Error& error) {
            const std::string message = error.what();
            EXPECT_EQ(error.kind(), bad.kind) << message;
            EXPECT_EQ(message.rfind(path.string(), 0), 0u) << "names the file: " << message;
            EXPECT_NE(message.find(bad.words), std::string::npos) << message;
            ASSERT_NE(error.detail(), nullptr) << message;
            EXPECT_EQ(error.detail()->code, bad.code) << message;
            EXPECT_EQ(error.detail()->source, path.string());
        }
    }
}

TEST(EmpiricalRoofline, RatesUpToExactly1e21BillionPerSecondAreRead)
{
    // At most 1e21 GFLOP/s (GB/s): 1e21 itself is read, as 1e30 per second, a chip file's own limit.
    const EmpiricalRoofline ert = parseErtJson(R"({"empirical": {"gflops": {"data": [["GFLOPs", 1e21]]},
        "gbytes": {"data": [["DRAM", 1e21]]}}})",
        "r.json", "a100-sxm");
    ASSERT_EQ(ert.ceilings.size(), 1u);
    EXPECT_EQ(ert.ceilings[0].flopsPerS, 1e30);
    ASSERT_EQ(ert.bandwidths.size(), 1u);
    EXPECT_EQ(ert.bandwidths[0].bytesPerS, 1e30);
    EXPECT_ROOFLINE_ERROR(parseErtJson(R"({"empirical": {"gflops": {"data": [["GFLOPs", 1.0000001e21]]},
        "gbytes": {"data": [["DRAM", 1]]}}})",
                              "r.json", "a100-sxm"),
        ErrorKind::InvalidValue, "must be at most");
}

TEST(EmpiricalRoofline, NotJsonAndNotAnObjectAreRefused)
{
    EXPECT_ROOFLINE_ERROR(parseErtJson("", "r.json"), ErrorKind::Syntax, "r.json");
    EXPECT_ROOFLINE_ERROR(parseErtJson("[1, 2]", "r.json"), ErrorKind::WrongType, "r.json");
    EXPECT_ROOFLINE_ERROR(
        parseErtJson(std::string(kMaxErtFileBytes + 1, ' '), "r.json"), ErrorKind::TooLarge, "r.json");
}

TEST(EmpiricalRoofline, TheSceneCarriesMeasuredCeilingsOnTheirChipOnly)
{
    const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    RooflineOptions options;
    options.empirical = {EmpiricalRoofline {
        "H100-SXM", "Run.001/roofline.json", {{"GFLOPs", 5.2e13}}, {{"L2", 7.1e12}, {"DRAM", 2.9e12}}}};
    const RooflineScene scene = buildRooflineScene(chips, {}, Dims {}, options);
    EXPECT_TRUE(scene.chips[0].measuredCeilings.empty());
    EXPECT_TRUE(scene.chips[0].measuredSlopes.empty());
    const ChipRoofline& h100 = scene.chips[1];
    ASSERT_EQ(h100.measuredCeilings.size(), 1u);
    EXPECT_EQ(h100.measuredCeilings[0].flopsPerS, 5.2e13);
    ASSERT_EQ(h100.measuredSlopes.size(), 2u);
    EXPECT_EQ(h100.measuredSlopes[1].name, "DRAM");
    EXPECT_EQ(h100.measuredSlopes[1].bytesPerS, 2.9e12);
    EXPECT_EQ(h100.empiricalSource, "Run.001/roofline.json");
    const std::string csv = rooflineSceneToCsv(scene, {}, Dims {});
    EXPECT_NE(csv.find("h100-sxm,measured-ceiling,GFLOPs,,,,5.2e+13,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("h100-sxm,measured-slope,measured,DRAM,,,,2.9e+12,"), std::string::npos) << csv;
}

} // namespace
} // namespace roofline::test
