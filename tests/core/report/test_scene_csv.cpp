// CSV exports are exactly what the charts plot: the Q3 sweep against the chapter's own formula, the
// roofline's ops against core's evaluation, and hidden legend entries left out.
#include "support/test_helpers.h"

#include "core/files/csv_reader.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/report/scene_csv.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace roofline::test {
namespace {

// Lines split at commas, honouring RFC 4180 quotes (the writer under test quotes only labels).
std::vector<std::vector<std::string>> readCsv(const std::string& text)
{
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
        } else if (c == '\n') {
            row.push_back(field);
            field.clear();
            rows.push_back(row);
            row.clear();
        } else {
            field += c;
        }
    }
    EXPECT_TRUE(row.empty() && field.empty()) << "the text does not end with a line break";
    return rows;
}

double toDouble(const std::string& text)
{
    double value = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    EXPECT_EQ(result.ec, std::errc()) << text;
    EXPECT_EQ(result.ptr, text.data() + text.size()) << text;
    return value;
}

// The chapter's reference curve (docs/model.md §4, the Q3 chart's code), written out independently.
double chapterQ3(double b, double d, double f)
{
    const double totalFlops = 2 * b * d * f;
    const double flopsTime = totalFlops / 1.97e14;
    const double commsTime = (2 * b * d + d * f + 2 * b * f) / 8.2e11;
    return totalFlops / std::max(flopsTime, commsTime);
}

std::vector<Op> q3Sweeps()
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    return {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "sweep", rules),
        parseOpSpec("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "sweep", rules)};
}

TEST(SceneCsv, TheQ3SweepMatchesTheChaptersFormulaAtEveryB)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    SweepOptions options;
    options.range = BatchRange {1.0, 511.0, 4096, false};
    const std::vector<Op> sweeps = q3Sweeps();
    const BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, Dims {}, options);
    const auto rows = readCsv(batchSizeSceneToCsv(scene, sweeps, Dims {}));

    ASSERT_FALSE(rows.empty());
    EXPECT_EQ(rows[0], (std::vector<std::string> {"chip", "curve", "B", "flops_per_s"}));
    // Every whole B from 1 to 511, for each of the two curves.
    ASSERT_EQ(rows.size(), 1u + 2u * 511u);
    std::vector<std::string> curves;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const auto& row = rows[i];
        ASSERT_EQ(row.size(), 4u);
        EXPECT_EQ(row[0], "tpu-v5e");
        const double b = toDouble(row[2]);
        const std::size_t curve = (i - 1) / 511;
        EXPECT_EQ(b, static_cast<double>((i - 1) % 511 + 1));
        const double d = curve == 0 ? 4096.0 : 1024.0;
        const double expected = chapterQ3(b, d, d);
        EXPECT_LE(std::fabs(toDouble(row[3]) - expected), 1e-9 * expected) << row[1] << " at B=" << b;
        if (curves.empty() || curves.back() != row[1])
            curves.push_back(row[1]);
    }
    EXPECT_EQ(curves.size(), 2u);
    EXPECT_NE(curves[0].find("4096"), std::string::npos);
    EXPECT_NE(curves[1].find("1024"), std::string::npos);
}

TEST(SceneCsv, TheRooflineHasARowPerOpAndChipThenCeilingsSlopesAndRidges)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&v5e, &h100};
    std::vector<Op> ops {
        parseOpSpec("matmul B=256 D=4096 F=4096 label=\"big, \\\"square\\\"\""), parseOpSpec("dot N=1000000")};
    const Dims dims;
    RooflineOptions options;
    options.precision = Dtype::BF16;
    const RooflineScene scene = buildRooflineScene(chips, ops, dims, options);
    const auto rows = readCsv(rooflineSceneToCsv(scene, ops, dims));
    ASSERT_FALSE(rows.empty());
    const std::vector<std::string> header {"chip", "kind", "label", "level", "precision", "intensity", "flops_per_s",
        "bandwidth_bytes_per_s", "flops", "bytes", "t_math_s", "t_comms_s", "t_lower_s", "bound", "seconds",
        "roof_flops_per_s", "fraction_of_roof", "above_roof", "count", "time_share", "unit", "footprint_bytes",
        "capacity_bytes", "fits", "dtype"};
    EXPECT_EQ(rows[0], header);
    for (const auto& row : rows)
        EXPECT_EQ(row.size(), header.size());

    for (const Chip* chip : chips) {
        std::vector<std::vector<std::string>> mine;
        std::copy_if(
            rows.begin(), rows.end(), std::back_inserter(mine), [&](const auto& row) { return row[0] == chip->id; });
        // Two ops, in order, with core's numbers.
        ASSERT_GE(mine.size(), 2u);
        for (std::size_t i = 0; i < ops.size(); ++i) {
            const Evaluation e = evaluate(*chip, ops[i], dims);
            const auto& row = mine[i];
            EXPECT_EQ(row[1], "op");
            EXPECT_EQ(row[3], e.levelName);
            EXPECT_EQ(row[4], "bf16");
            EXPECT_EQ(toDouble(row[5]), e.intensity);
            const double roof = std::min(e.peakFlopsPerS, e.intensity * e.bandwidthBytesPerS);
            EXPECT_LE(std::fabs(toDouble(row[6]) - roof), 1e-12 * roof);
            EXPECT_EQ(toDouble(row[7]), e.bandwidthBytesPerS);
            EXPECT_EQ(toDouble(row[8]), e.flops);
            EXPECT_EQ(toDouble(row[9]), e.bytes);
            EXPECT_EQ(toDouble(row[12]), std::max(e.tMath, e.tComms));
            EXPECT_EQ(row[13], e.tMath > e.tComms ? "compute" : "bandwidth");
            EXPECT_EQ(row[20], computeUnitName(e.unit));
            EXPECT_EQ(toDouble(row[21]), *e.footprintBytes);
            EXPECT_EQ(toDouble(row[22]), *e.capacityBytes);
            EXPECT_EQ(row[23], "true");
        }
        EXPECT_EQ(mine[0][2], "big, \"square\""); // quoted on the way out, read back whole
        // One bf16 matrix ceiling at the chip's peak (and H100's bf16 CUDA-core ceiling); a slope per memory
        // level and link; their ridges.
        const auto count = [&](const std::string& kind, const std::string& unit = {}) {
            return std::count_if(mine.begin(), mine.end(),
                [&](const auto& row) { return row[1] == kind && (unit.empty() || row[20] == unit); });
        };
        EXPECT_EQ(count("ceiling", "matrix"), 1);
        EXPECT_EQ(count("ceiling", "vector"), chip->vectorPeakFlopsPerS.contains(Dtype::BF16) ? 1 : 0);
        const auto ceiling = std::find_if(
            mine.begin(), mine.end(), [](const auto& row) { return row[1] == "ceiling" && row[20] == "matrix"; });
        EXPECT_EQ(toDouble((*ceiling)[6]), chip->peakFlopsPerS.at(Dtype::BF16));
        EXPECT_EQ((*ceiling)[2], "peak");
        EXPECT_EQ(count("slope"), static_cast<long>(chip->memory.size() + chip->links.size()));
        const auto hbm = std::find_if(mine.begin(), mine.end(), [&](const auto& row) {
            return row[1] == "ridge" && row[3] == chip->memory.front().name && row[20] == "matrix";
        });
        ASSERT_NE(hbm, mine.end());
        EXPECT_EQ(toDouble((*hbm)[5]), chip->peakFlopsPerS.at(Dtype::BF16) / chip->memory.front().bytesPerS);
    }
}

TEST(SceneCsv, WhatTheLegendHidesIsNotExported)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&v5e, &h100};
    Project project = defaultProject();
    project.views.hidden.rooflineChips = {"h100-sxm"};
    project.views.hidden.rooflineOps = {1};
    project.views.hidden.linkSlopes = true;
    project.views.hidden.sweeps = {0};
    project.views.hidden.sweepChips = {"tpu-v5e"};

    const auto roofline = readCsv(rooflineCsv(project, chips));
    for (std::size_t i = 1; i < roofline.size(); ++i) {
        EXPECT_EQ(roofline[i][0], "tpu-v5e");
        if (roofline[i][1] == "slope") {
            EXPECT_EQ(roofline[i][2], "memory");
        }
    }
    std::vector<std::string> labels;
    for (const auto& row : roofline) {
        if (row[1] == "op")
            labels.push_back(row[2]);
    }
    EXPECT_EQ(labels, (std::vector<std::string> {"bf16 matmul", "dot product"}));

    const auto sweep = readCsv(batchSizeCsv(project, chips));
    ASSERT_GT(sweep.size(), 1u);
    for (std::size_t i = 1; i < sweep.size(); ++i) {
        EXPECT_EQ(sweep[i][0], "h100-sxm");
        EXPECT_NE(sweep[i][1].find("1024"), std::string::npos);
    }
}

TEST(SceneCsv, FieldsAreQuotedOnlyWhenTheyMustBe)
{
    EXPECT_EQ(csvField("HBM"), "HBM");
    EXPECT_EQ(csvField("a,b"), "\"a,b\"");
    EXPECT_EQ(csvField("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(csvField("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(csvField(" padded"), "\" padded\"");
    EXPECT_EQ(csvField("矩阵乘法"), "矩阵乘法");
}

} // namespace
} // namespace roofline::test
