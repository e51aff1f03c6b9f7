// `calc`'s report, in core: rows chip by chip, the JSON keys of docs/model.md §6–§8 (unit, footprint, capacity,
// fits) and a table whose columns line up, one block per chip.
#include "support/test_helpers.h"

#include "core/formulas/op_spec.h"
#include "core/report/calc_report.h"

#include <sstream>

namespace roofline::test {
namespace {

// A line as code points, so columns compare by what a terminal shows (µs, —, × are one column each).
std::u32string codePoints(const std::string& text)
{
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
        char32_t point = length == 1 ? byte : byte & (0xFF >> (length + 1));
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
            point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        out.push_back(point);
        i += length;
    }
    return out;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

TEST(CalcReport, RowsGoChipByChipAndNoOpsGiveNoRows)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e"), shippedChip("h100-sxm")};
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=4096 F=4096"), parseOpSpec("dot N=1000 dtype=bf16")};
    const std::vector<CalcRow> rows = computeCalcRows(chips, ops, Dims {});
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0].chip, &chips[0]);
    EXPECT_EQ(rows[1].op, &ops[1]);
    EXPECT_EQ(rows[2].chip, &chips[1]);
    EXPECT_EQ(rows[0].criticalKey, std::optional<std::string>("critical_batch"));
    EXPECT_FALSE(rows[1].criticalKey); // a dot product has no critical batch
    EXPECT_TRUE(computeCalcRows(chips, {}, Dims {}).empty());
    EXPECT_TRUE(computeCalcRows({}, ops, Dims {}).empty());
}

TEST(CalcReport, JsonSaysTheUnitTheFootprintTheCapacityAndWhetherItFits)
{
    const std::vector<Chip> chips {shippedChip("h100-sxm")};
    const std::vector<Op> ops {parseOpSpec("dot N=1000000 dtype=bf16"), parseOpSpec("custom flops=1e12 bytes=1e9"),
        parseOpSpec("custom flops=1e12 bytes=1e9 footprint=9.6e10"),
        parseOpSpec("attention B=8 T=1 S=4096 N=32 K=8 H=128")};
    const nlohmann::ordered_json json = calcRowsToJson(computeCalcRows(chips, ops, Dims {}), Dims {});
    ASSERT_EQ(json.size(), 4u);
    EXPECT_EQ(json[0]["unit"], "vector"); // H100's CUDA cores have a bf16 peak
    EXPECT_EQ(json[0]["peak_flops_per_s"], 1.338e14);
    EXPECT_EQ(json[0]["footprint_bytes"], 2.0 * 1e6 * 2 + 2);
    EXPECT_EQ(json[0]["capacity_bytes"], 8e10);
    EXPECT_EQ(json[0]["fits"], true);
    EXPECT_EQ(json[1]["unit"], "matrix");
    EXPECT_TRUE(json[1]["footprint_bytes"].is_null());
    EXPECT_TRUE(json[1]["fits"].is_null());
    EXPECT_EQ(json[1]["capacity_bytes"], 8e10);
    EXPECT_EQ(json[2]["fits"], false);
    EXPECT_TRUE(json[3]["critical_batch"].is_null()); // decode attention: never compute-bound
}

TEST(CalcReport, TheTableHasABlockPerChipWithAlignedColumnsAndTheMemoryColumn)
{
    const std::vector<Chip> chips {shippedChip("tpu-v5e"), shippedChip("h100-sxm")};
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=4096 F=4096"),
        parseOpSpec("custom flops=1e12 bytes=1e9 footprint=9.6e10 label=\"a big one\"")};
    const std::vector<std::string> table = lines(calcRowsToTable(computeCalcRows(chips, ops, Dims {}), Dims {}));
    // chip, header, two ops; a blank line; the same for the second chip.
    ASSERT_EQ(table.size(), 9u);
    EXPECT_EQ(table[0], "TPU v5e (tpu-v5e)");
    EXPECT_EQ(table[4], "");
    EXPECT_EQ(table[5], "H100 SXM (h100-sxm)");
    for (const std::size_t block : {1u, 6u}) {
        const std::string& header = table[block];
        EXPECT_TRUE(header.starts_with("  op  ")) << header;
        const std::u32string head = codePoints(header);
        for (const std::size_t row : {block + 1, block + 2}) {
            const std::u32string cells = codePoints(table[row]);
            EXPECT_NE(cells.back(), U' ') << "no trailing spaces: " << table[row];
            // Every column starts where its header does, two spaces after the widest cell before it.
            for (const std::u32string column : {U"link", U"unit", U"FLOPs", U"T_math", U"bound", U"memory"}) {
                const std::size_t at = head.find(U"  " + column) + 2;
                ASSERT_LT(at, cells.size()) << table[row];
                EXPECT_EQ(cells.substr(at - 2, 2), U"  ") << table[row];
                EXPECT_NE(cells[at], U' ') << table[row];
            }
        }
        EXPECT_NE(header.back(), ' ');
        EXPECT_TRUE(header.ends_with("memory")) << header;
    }
    EXPECT_TRUE(table[3].ends_with("needs 96 GB of 16 GB HBM")) << table[3];
    EXPECT_TRUE(table[8].ends_with("needs 96 GB of 80 GB HBM")) << table[8];
    EXPECT_NE(table[2].find("  HBM   matrix  "), std::string::npos) << table[2];
}

} // namespace
} // namespace roofline::test
