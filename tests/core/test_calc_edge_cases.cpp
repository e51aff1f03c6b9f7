// The edge cases of calc a review found, in core: int4 tensors of odd size, padded tiles,
// labels that hid compute=, dimensions past 2^53 and chips whose ids collide. Every expected value
// is worked out by hand here, never taken from core.
#include "test_helpers.h"

#include "core/base/text.h"
#include "core/io/chip_json.h"
#include "core/io/command_line.h"
#include "core/io/project_json.h"
#include "core/model/op_cost.h"
#include "core/model/op_spec.h"
#include "core/model/solvers.h"
#include "core/report/calc_report.h"
#include "core/scene/scene.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace roofline::test {
namespace {

Op op(std::string_view spec)
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    return parseOpSpec(spec, "test", rules);
}

// ---- int4: whole bytes per tensor ----

TEST(Int4Tensors, AreRoundedUpToWholeBytesPerTensor)
{
    // x[3,5], w[5,7], z[3,7] in int4: 15, 35 and 21 elements take 8, 18 and 11 bytes (not 35.5).
    EXPECT_EQ(costOf(op("matmul B=3 D=5 F=7 x=int4 w=int4 z=int4"), {}).bytes, 8.0 + 18.0 + 11.0);
    // Even counts are exact halves, as before.
    EXPECT_EQ(costOf(op("matmul B=4 D=6 F=8 x=int4 w=int4 z=int4"), {}).bytes, 12.0 + 24.0 + 16.0);
    // Per-example weights w[3,5,7]: 105 elements, 53 bytes.
    EXPECT_EQ(costOf(op("batched-matmul B=3 D=5 F=7 x=int4 w=int4 z=int8"), {}).bytes, 8.0 + 53.0 + 21.0);
    // dot: two vectors of 5 (3 bytes each) and one element written (1 byte).
    EXPECT_EQ(costOf(op("dot N=5 dtype=int4"), {}).bytes, 3.0 + 3.0 + 1.0);
    // elementwise: each of 2 inputs and 1 output has 3 elements: 2 bytes each.
    EXPECT_EQ(costOf(op("elementwise N=3 flops=1 inputs=2 outputs=1 dtype=int4"), {}).bytes, 3 * 2.0);
    // sharded: Z[3,5] int4 is 8 bytes; a ring of 2 moves 2·(2-1)/2 of it.
    EXPECT_EQ(costOf(op("sharded-matmul B=3 D=16 F=5 chips=2 z=int4"), {}).bytes, 8.0);
    // tiled: 3×3 tiles of int4 (9 elements, 5 bytes); 2×2×2 tiles; 2·2·(2·(5 + 5) + 2·5) = 120.
    EXPECT_EQ(costOf(op("tiled-matmul M=4 K=4 N=4 bm=3 bk=3 bn=3 dtype=int4"), {}).bytes, 120.0);
}

TEST(Int4Tensors, AZigzagAlongBIsNotTakenForALine)
{
    // x[B,5] in int4 has an odd count at every odd B: its bytes are not affine in B.
    EXPECT_FALSE(affineCostAlong(op("matmul B=B D=5 F=8 x=int4"), {}, "B"));
    // At D=6 every count is even: affine, as before.
    const std::optional<AffineCost> even = affineCostAlong(op("matmul B=B D=6 F=8 x=int4"), {}, "B");
    ASSERT_TRUE(even);
    EXPECT_EQ(even->bytesSlope, 6 * 0.5 + 8 * 2.0);
    EXPECT_EQ(even->bytesIntercept, 6 * 8 * 2.0);
    // A tensor that does not change with B may be odd: it is a constant, still affine.
    EXPECT_TRUE(affineCostAlong(op("matmul B=B D=5 F=7 x=bf16 w=int4 z=bf16"), {}, "B"));
    // Along an elementwise op's N (odd N, odd bytes) it zigzags too; along inputs it does not.
    EXPECT_FALSE(affineCostAlong(op("elementwise N=B flops=1 inputs=1 outputs=1 dtype=int4"), {}, "N"));
    EXPECT_TRUE(affineCostAlong(op("elementwise N=7 flops=1 inputs=1 outputs=1 dtype=int4"), {}, "inputs"));
}

// The line the solvers use where int4 rounding zigzags: through B = 1 and B = 3, where every odd
// tensor is rounded the same way. x[B,3], w[3,3] and z[B,3] in int4: bytes (and the footprint, the
// same three tensors) ceil(1.5B) + 5 + ceil(1.5B): 9 at B = 1 and 15 at B = 3, so 3B + 6. FLOPs 18B.
TEST(Int4Tensors, TheUpperLineAlongBGoesThroughBOneAndThreeFootprintToo)
{
    const Op matmul = op("matmul B=B D=3 F=3 x=int4 w=int4 z=int4");
    EXPECT_FALSE(affineCostAlong(matmul, {}, "B"));
    const std::optional<AffineCost> line = upperAffineCostAlong(matmul, {}, "B");
    ASSERT_TRUE(line);
    EXPECT_EQ(line->flopsSlope, 18.0);
    EXPECT_EQ(line->flopsIntercept, 0.0);
    EXPECT_EQ(line->bytesSlope, 3.0);
    EXPECT_EQ(line->bytesIntercept, 6.0);
    ASSERT_TRUE(line->hasFootprint);
    EXPECT_EQ(line->footprintSlope, 3.0);
    EXPECT_EQ(line->footprintIntercept, 6.0);
}

// FLOPs 2B, bytes ceil(B/2) + 1 + B on a chip whose peak equals its bandwidth. Without rounding it
// would be compute-bound from B > 2; with it, B = 3 moves 2 + 1 + 3 = 6 bytes for 6 FLOPs, a tie, so
// the critical batch is 3: every whole B above it is compute-bound.
TEST(Int4Tensors, TheCriticalBatchHoldsForEveryWholeBatchAboveIt)
{
    const Chip chip = exampleChip(1e12, 1e12, Dtype::INT8); // int4 × int8 computes in int8
    const Op matmul = op("matmul B=B D=1 F=1 x=int4 w=int8 z=int8");
    const std::optional<double> critical = criticalBatch(chip, matmul, {});
    ASSERT_TRUE(critical);
    EXPECT_TRUE(relativelyNear(*critical, 3.0, 1e-12)) << *critical;
    for (double b = 1.0; b <= 40.0; b += 1.0) {
        Dims dims;
        dims.b = b;
        const Evaluation e = evaluate(chip, matmul, dims);
        EXPECT_EQ(e.bytes, std::ceil(b / 2.0) + 1.0 + b) << "B = " << b;
        EXPECT_EQ(e.bound == Bound::Compute, b > *critical) << "B = " << b;
    }
}

TEST(Int4Tensors, SweepsAndTheirMarkersAreEvaluatedInFull)
{
    const Chip chip = exampleChip(1e12, 2e11, Dtype::INT4);
    const std::vector<const Chip*> chips {&chip};
    const std::vector<Op> sweeps {op("matmul D=5 F=3 x=int4 w=int4 z=int4")};
    // The chapter's attainable rate, with each tensor rounded up by hand.
    const auto expected = [](double b) {
        const double flops = 2.0 * b * 5 * 3;
        const double bytes = std::ceil(b * 5 / 2.0) + std::ceil(5 * 3 / 2.0) + std::ceil(b * 3 / 2.0);
        return flops / std::max(flops / 1e12, bytes / 2e11);
    };
    SweepOptions options;
    options.range = BatchRange {1.0, 64.0};
    Dims dims;
    dims.b = 7.0;
    SweepScene scene = buildSweepScene(chips, sweeps, dims, options);
    ASSERT_EQ(scene.chips.size(), 1u);
    ASSERT_EQ(scene.chips[0].curves.size(), 1u) << scene.chips[0].problems.size();
    const SweepCurve& curve = scene.chips[0].curves[0];
    EXPECT_FALSE(curve.costAlongB);
    for (std::size_t i = 0; i < scene.batch.size(); ++i)
        EXPECT_DOUBLE_EQ(curve.flopsPerS[i], expected(scene.batch[i])) << "B = " << scene.batch[i];
    for (const double b : {7.0, 8.0, 1.0, 33.0}) {
        dims.b = b;
        updateSweepMarkers(scene, chips, sweeps, dims, options);
        EXPECT_DOUBLE_EQ(scene.chips[0].curves[0].flopsAtCurrentBatch, expected(b)) << "B = " << b;
    }
}

// ---- tiled matmul: useful and padded FLOPs ----

TEST(TiledMatmul, PaddedTilesAreNotUsefulFlops)
{
    // 100×100×100 in 128-wide tiles: one padded tile of 128³ is executed; 2·100³ of it is useful.
    const OpCost padded = costOf(op("tiled-matmul M=100 K=100 N=100 bm=128 bk=128 bn=128"), {});
    EXPECT_EQ(padded.flops, 2.0 * 128 * 128 * 128);
    EXPECT_EQ(padded.usefulFlops, 2.0 * 100 * 100 * 100);
    // Tiles that divide the matrix: no padding.
    const OpCost exact = costOf(op("tiled-matmul M=256 K=512 N=256 bm=128 bk=256 bn=128"), {});
    EXPECT_EQ(exact.flops, 2.0 * 256 * 512 * 256);
    EXPECT_EQ(exact.usefulFlops, exact.flops);
    // Every other op does no padding.
    EXPECT_EQ(costOf(op("matmul B=3 D=5 F=7"), {}).usefulFlops, 2.0 * 3 * 5 * 7);
}

TEST(TiledMatmul, CalcReportsUsefulFlopsApart)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e")};
    const std::vector<Op> ops {
        op("tiled-matmul M=100 K=100 N=100 bm=128 bk=128 bn=128"), op("matmul B=3 D=5 F=7 x=int4 w=int4 z=int4")};
    const std::vector<CalcRow> rows = computeCalcRows(chips, ops, {});
    const nlohmann::ordered_json json = calcRowsToJson(rows, {});
    EXPECT_EQ(json[0]["flops"].get<double>(), 4194304.0);
    EXPECT_EQ(json[0]["useful_flops"].get<double>(), 2000000.0);
    EXPECT_EQ(json[1]["flops"].get<double>(), 210.0);
    EXPECT_EQ(json[1]["useful_flops"].get<double>(), 210.0);
    EXPECT_EQ(json[1]["bytes"].get<double>(), 37.0);
    // The table gets a column for them, with counts as whole numbers.
    const std::string table = calcRowsToTable(rows, {});
    EXPECT_NE(table.find("useful FLOPs"), std::string::npos) << table;
    EXPECT_NE(table.find("4.19e6"), std::string::npos) << table;
    EXPECT_NE(table.find("2e6"), std::string::npos) << table;
    EXPECT_NE(table.find(" 210 "), std::string::npos) << table;
    EXPECT_NE(table.find(" 37 "), std::string::npos) << table;
    EXPECT_EQ(table.find("e1 "), std::string::npos) << table; // never "2.1e2" or "3.7e1"
    // Without padding in a chip's block, no such column.
    const std::vector<Op> plain {op("matmul B=3 D=5 F=7")};
    EXPECT_EQ(calcRowsToTable(computeCalcRows(chips, plain, {}), {}).find("useful"), std::string::npos);
}

// ---- labels ----

TEST(ShortLabels, SayTheComputePrecisionWhenItIsNotTheDefault)
{
    EXPECT_EQ(describeOp(op("matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32"), {}), "matmul B=128 D=F=4096 fp32");
    EXPECT_EQ(describeOp(op("matmul B=128 D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=tf32"), {}),
        "matmul B=128 D=F=4096 fp32 compute=tf32");
    // compute= the default (the wider of x and w) says nothing new.
    EXPECT_EQ(
        describeOp(op("matmul B=128 D=4096 F=4096 x=bf16 w=int8 compute=bf16"), {}), "matmul B=128 D=F=4096 bf16×int8");
    EXPECT_EQ(describeOp(op("custom flops=1e12 bytes=1e9 compute=fp8"), {}), "custom 1e12 FLOPs / 1e9 B compute=fp8");
    // The batch-size chart's curves too.
    EXPECT_EQ(describeSweep(op("matmul D=4096 F=4096 x=fp32 w=fp32 z=fp32"), {}), "D=F=4096 fp32×fp32");
    EXPECT_EQ(describeSweep(op("matmul D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=tf32"), {}),
        "D=F=4096 fp32×fp32 compute=tf32");
    EXPECT_EQ(describeOp(op("custom flops=12 bytes=3500000"), {}), "custom 12 FLOPs / 3.5e6 B");
    EXPECT_EQ(
        describeOp(op("tiled-matmul M=8 K=8 N=8 bm=2 bk=2 bn=2 dtype=fp8"), {}), "tiled-matmul 8×8×8 tiles 2×2×2 fp8");
}

// ---- 2^53 ----

TEST(WholeNumbers, PastTwoToTheFiftyThreeAreRefusedNotRounded)
{
    // 2^53 + 1 parses to 2^53: it used to be taken as that, silently.
    EXPECT_ROOFLINE_ERROR(op("matmul B=9007199254740993 D=1 F=1"), ErrorKind::InvalidValue, "matmul B",
        "at most 9007199254740992", "9007199254740993");
    EXPECT_ROOFLINE_ERROR(op("matmul B=9.007199254740993e15 D=1 F=1"), ErrorKind::InvalidValue, "matmul B");
    // Past 2^52 a double holds no halves: .5 would become a whole number.
    EXPECT_ROOFLINE_ERROR(
        op("matmul B=4503599627370496.5 D=1 F=1"), ErrorKind::InvalidValue, "matmul B", "must be a whole number");
    // 2^53 itself is exact, and allowed.
    EXPECT_EQ(paramValue(op("matmul B=9007199254740992 D=1 F=1"), "B", {}), 9007199254740992.0);
    EXPECT_EQ(paramValue(op("matmul B=9.007199254740992e15 D=1 F=1"), "B", {}), 9007199254740992.0);
    // The sliders' flags stop at 1e12, and refuse what a double rounds too.
    EXPECT_ROOFLINE_ERROR(parseDimFlagValue("--B", "9007199254740993"), ErrorKind::InvalidValue, "--B");
    EXPECT_ROOFLINE_ERROR(parseDimFlagValue("--D", "999999999999.99999"), ErrorKind::InvalidValue, "--D");
    EXPECT_EQ(parseDimFlagValue("--F", "4096.000"), 4096.0);
    // A project file's whole number keeps every digit in JSON: past 2^53 it is refused too.
    EXPECT_ROOFLINE_ERROR(parseProjectJson(R"({"format": 1, "app": "roofline-studio", "chips": ["tpu-v5e"],
        "ops": [{"kind": "matmul", "numbers": {"B": 9007199254740993, "D": 1, "F": 1}}]})",
                              "p.roofline.json"),
        ErrorKind::InvalidValue, "p.roofline.json", "9007199254740993", "at most 9007199254740992");
}

TEST(WholeNumbers, ExactTextIsRecognised)
{
    EXPECT_TRUE(isExactWholeNumber("4096", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("4.096e3", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("40960e-1", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("+0004096.000", 4096.0));
    EXPECT_TRUE(isExactWholeNumber("-0", 0.0));
    EXPECT_TRUE(isExactWholeNumber("1e20", 1e20));
    EXPECT_FALSE(isExactWholeNumber("4096.5", 4096.0));
    EXPECT_FALSE(isExactWholeNumber("1e-1", 0.0));
    EXPECT_FALSE(isExactWholeNumber("9007199254740993", 9007199254740992.0));
    EXPECT_FALSE(isExactWholeNumber("-5", 5.0));
}

// ---- chips whose ids collide ----

class ChipIds : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("roofline-chip-ids-" + std::to_string(::getpid()));
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    // A copy of H100 SXM under its own id, with a peak of its own.
    std::filesystem::path writeMyH100(const std::string& file)
    {
        Chip mine = shippedChip("h100-sxm");
        mine.name = "My H100";
        mine.peakFlopsPerS[Dtype::BF16] = 5e14;
        const std::filesystem::path path = m_dir / file;
        std::ofstream(path) << chipToJson(mine).dump(2);
        return path;
    }
    std::filesystem::path m_dir;
};

TEST_F(ChipIds, ASavedChipWithABuiltInIdIsNamedWithBothFiles)
{
    const std::filesystem::path path = writeMyH100("h100-sxm.json");
    const std::vector<std::string> warnings = replacedBuiltinWarnings({loadChipFile(path)});
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find(path.string()), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[0].find("hardware-profiles/h100-sxm.json"), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[0].find("replaces"), std::string::npos) << warnings[0];
    EXPECT_EQ(builtinChipFile("h100-sxm"), "hardware-profiles/h100-sxm.json");
    EXPECT_EQ(builtinChipFile("no-such-chip"), "");
    EXPECT_TRUE(replacedBuiltinWarnings({shippedChip("tpu-v5e")}).size() == 1u);
    Chip other = shippedChip("tpu-v5e");
    other.id = "my-v5e";
    EXPECT_TRUE(replacedBuiltinWarnings({other}).empty());
}

TEST_F(ChipIds, ChipArgumentsWithTheSameIdGetUniqueIdsAndAWarning)
{
    const std::filesystem::path path = writeMyH100("my.json");
    std::vector<std::string> warnings;
    const std::vector<Chip> chips
        = resolveChipArguments({path.string(), "h100-sxm", "H100-SXM", "tpu-v5e"}, builtinChips(), warnings);
    ASSERT_EQ(chips.size(), 4u);
    EXPECT_EQ(chips[0].id, "h100-sxm");
    EXPECT_EQ(chips[0].name, "My H100");
    EXPECT_EQ(chips[1].id, "h100-sxm-2");
    EXPECT_EQ(chips[1].peakFlopsPerS.at(Dtype::BF16), shippedChip("h100-sxm").peakFlopsPerS.at(Dtype::BF16));
    EXPECT_EQ(chips[2].id, "h100-sxm-3");
    EXPECT_EQ(chips[3].id, "tpu-v5e");
    ASSERT_EQ(warnings.size(), 2u);
    EXPECT_NE(warnings[0].find(path.string()), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[0].find("hardware-profiles/h100-sxm.json"), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[0].find("\"h100-sxm-2\""), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[1].find("\"h100-sxm-3\""), std::string::npos) << warnings[1];

    // Every output keeps them apart.
    const std::vector<Op> ops {op("matmul B=128 D=4096 F=4096")};
    const std::vector<CalcRow> rows = computeCalcRows(chips, ops, {});
    const nlohmann::ordered_json json = calcRowsToJson(rows, {});
    EXPECT_EQ(json[0]["chip"], "h100-sxm");
    EXPECT_EQ(json[1]["chip"], "h100-sxm-2");
    EXPECT_NE(json[0]["t_math_s"], json[1]["t_math_s"]);
    const std::string table = calcRowsToTable(rows, {});
    EXPECT_NE(table.find("My H100 (h100-sxm)"), std::string::npos) << table;
    EXPECT_NE(table.find("H100 SXM (h100-sxm-2)"), std::string::npos) << table;
}

} // namespace
} // namespace roofline::test
