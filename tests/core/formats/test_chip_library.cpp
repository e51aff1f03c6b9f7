// The shipped chip library: every profile loads, is sourced number by number, and gives finite results.
#include "support/test_helpers.h"

#include "core/formats/chip_json.h"
#include "core/formats/chip_library.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/report/calc_report.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h>

namespace roofline::test {
namespace {

const std::filesystem::path kProfileDir = ROOFLINE_PROFILE_DIR;

std::vector<std::filesystem::path> profileFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(kProfileDir)) {
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Every numeric key path of a chip, in the notation of Source::field.
std::vector<std::string> numericFields(const Chip& chip)
{
    std::vector<std::string> fields;
    for (const auto& [dtype, peak] : chip.peakFlopsPerS)
        fields.push_back("peak_flops_per_s." + std::string(dtypeName(dtype)));
    for (const auto& [dtype, peak] : chip.vectorPeakFlopsPerS)
        fields.push_back("vector_peak_flops_per_s." + std::string(dtypeName(dtype)));
    for (const BandwidthLevel& level : chip.memory) {
        fields.push_back("memory." + level.name + ".bandwidth_bytes_per_s");
        if (level.capacityBytes)
            fields.push_back("memory." + level.name + ".capacity_bytes");
    }
    for (const BandwidthLevel& link : chip.links) {
        fields.push_back("links." + link.name + ".bandwidth_bytes_per_s");
        if (link.count != 1.0) // a link count is a number of the file like any other (one link needs none)
            fields.push_back("links." + link.name + ".count");
        if (link.capacityBytes)
            fields.push_back("links." + link.name + ".capacity_bytes");
        if (link.latencyS != 0.0) // a hop's latency, where a vendor or a collective library states one
            fields.push_back("links." + link.name + ".latency_s");
        if (link.domain) // how many chips it joins (docs/model.md §14)
            fields.push_back("links." + link.name + ".domain");
    }
    if (chip.achievableFraction)
        fields.push_back("achievable_fraction");
    return fields;
}

TEST(ChipLibrary, ShipsEveryChipTheChapterAndTheCommonGpusNeed)
{
    for (const char* id : {"tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e", "tpu7x", "a100-sxm-80gb", "h100-sxm", "h100-pcie",
             "h200", "b200", "l4", "mi300x", "mi325x", "gaudi3"}) {
        EXPECT_TRUE(findChip(builtinChips(), id)) << id;
    }
}

TEST(ChipLibrary, ShipsTheSystemsOf2026AndTheChaptersOwnFigures)
{
    // docs/model.md §14: MI355X and GB200 NVL72 (a B200 in a rack whose NVLink joins 72); and the figures the
    // chapter's questions give, as variants: Q1's 8.1e11 B/s, Q5's 1e15 dense, the 9.1e14 of its v6e example.
    EXPECT_EQ(findBandwidthLevel(shippedChip("gb200-nvl72"), "NVLink")->domain, 72.0);
    EXPECT_EQ(findBandwidthLevel(shippedChip("mi355x"), "Infinity Fabric")->domain, 8.0);
    EXPECT_EQ(defaultMemoryLevel(shippedChip("tpu-v5e-q1")).bytesPerS, 8.1e11);
    EXPECT_EQ(defaultMemoryLevel(shippedChip("tpu-v5e")).bytesPerS, 8.2e11);
    EXPECT_EQ(shippedChip("h100-chapter").peakFlopsPerS.at(Dtype::BF16), 1e15);
    EXPECT_EQ(shippedChip("tpu-v6e-chapter").peakFlopsPerS.at(Dtype::BF16), 9.1e14);
    // The footnote's VPU: one TensorCore's 7e12 beside the chip's HBM; the shipped v5p's VPU has both cores'.
    EXPECT_EQ(shippedChip("tpu-v5p-chapter").vectorPeakFlopsPerS.at(Dtype::BF16), 7e12);
    EXPECT_EQ(shippedChip("tpu-v5p").vectorPeakFlopsPerS.at(Dtype::FP32), 1.4e13);
    // Google Cloud's current figures on the shipped chips; B200 as DGX and HGX boards ship it.
    EXPECT_EQ(shippedChip("tpu-v6e").peakFlopsPerS.at(Dtype::BF16), 9.18e14);
    EXPECT_EQ(*defaultMemoryLevel(shippedChip("tpu-v5p")).capacityBytes, 95.0 * 1024 * 1024 * 1024);
    EXPECT_EQ(*defaultMemoryLevel(shippedChip("b200")).capacityBytes, 1.8e11);
}

TEST(ChipLibrary, BuiltInProfilesAreExactlyTheFilesInHardwareProfiles)
{
    std::vector<std::string> onDisk;
    for (const auto& file : profileFiles())
        onDisk.push_back(file.filename().string());
    std::vector<std::string> embedded = builtinProfileFileNames();
    std::sort(embedded.begin(), embedded.end());
    EXPECT_EQ(embedded, onDisk);
    EXPECT_EQ(builtinChips().size(), onDisk.size());
}

TEST(ChipLibrary, EveryProfileLoadsAndItsIdMatchesItsFileName)
{
    std::set<std::string> ids;
    for (const auto& file : profileFiles()) {
        SCOPED_TRACE(file.string());
        const Chip chip = loadChipFile(file);
        EXPECT_EQ(chip.id + ".json", file.filename().string());
        EXPECT_TRUE(ids.insert(chip.id).second) << "duplicate id " << chip.id;
        EXPECT_FALSE(chip.memory.empty());
        EXPECT_FALSE(chip.peakFlopsPerS.empty());
    }
}

TEST(ChipLibrary, EveryNumberOfEveryProfileNamesItsSource)
{
    for (const Chip& chip : builtinChips()) {
        SCOPED_TRACE(chip.id);
        std::set<std::string> sourced;
        for (const Source& source : chip.sources) {
            EXPECT_TRUE(source.url.starts_with("https://")) << source.field << ": " << source.url;
            sourced.insert(source.field);
        }
        const std::vector<std::string> fields = numericFields(chip);
        for (const std::string& field : fields)
            EXPECT_TRUE(sourced.contains(field)) << field << " has no source";
        for (const std::string& field : sourced)
            EXPECT_NE(std::find(fields.begin(), fields.end(), field), fields.end())
                << "source for " << field << ", which is not a number of the chip";
    }
}

TEST(ChipLibrary, NvidiaLinksCarryNcclsHopLatency)
{
    // docs/model.md §12: one ring step of NCCL's low-latency protocol, per NCCL's tuning model: 0.6 µs over NVLink,
    // 1 µs over PCIe, 2.7 µs over the network.
    for (const char* id : {"a100-sxm-80gb", "b200", "h100-pcie", "h100-sxm", "h200", "v100"})
        EXPECT_EQ(findBandwidthLevel(shippedChip(id), "NVLink")->latencyS, 6e-7) << id;
    EXPECT_EQ(findBandwidthLevel(shippedChip("h100-sxm"), "PCIe")->latencyS, 1e-6);
    EXPECT_EQ(findBandwidthLevel(shippedChip("h100-sxm"), "NIC")->latencyS, 2.7e-6);
    // No vendor or collective library states one for TPU ICI: none, so the chapter's two-chip numbers stand.
    EXPECT_EQ(findBandwidthLevel(shippedChip("tpu-v5e"), "ICI")->latencyS, 0.0);
}

TEST(ChipLibrary, EveryChipGivesFiniteResultsOverEveryLevel)
{
    for (const Chip& chip : builtinChips()) {
        SCOPED_TRACE(chip.id);
        const std::string precision(dtypeName(headlinePrecision(chip)));
        for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
            const Op op
                = parseOpSpec("custom flops=1e12 bytes=1e9 compute=" + precision + " link=\"" + level->name + "\"");
            const Evaluation e = evaluate(chip, op, Dims {});
            EXPECT_TRUE(std::isfinite(e.intensity) && e.intensity > 0);
            EXPECT_TRUE(std::isfinite(e.criticalIntensity) && e.criticalIntensity > 0);
            EXPECT_TRUE(std::isfinite(e.tLower) && e.tLower > 0);
            EXPECT_TRUE(std::isfinite(e.attainableFlopsPerS) && e.attainableFlopsPerS <= e.peakFlopsPerS);
        }
    }
}

TEST(ChipLibrary, PeaksAreDenseAndInAPlausibleRange)
{
    for (const Chip& chip : builtinChips()) {
        SCOPED_TRACE(chip.id);
        for (const auto& [dtype, peak] : chip.peakFlopsPerS) {
            EXPECT_GT(peak, 1e11);
            EXPECT_LT(peak, 2e16); // above that it is a sparse or a multi-chip figure
        }
        EXPECT_GT(defaultMemoryLevel(chip).bytesPerS, 1e11);
        EXPECT_LT(defaultMemoryLevel(chip).bytesPerS, 2e13);
        ASSERT_TRUE(chip.achievableFraction);
        EXPECT_GE(*chip.achievableFraction, 0.8);
        EXPECT_LE(*chip.achievableFraction, 0.95);
    }
}

TEST(ChipLibrary, WellKnownCriticalIntensitiesMatchTheBook)
{
    const auto critical = [](std::string_view id) {
        const Chip& chip = shippedChip(id);
        return chip.peakFlopsPerS.at(Dtype::BF16) / defaultMemoryLevel(chip).bytesPerS;
    };
    EXPECT_TRUE(relativelyNear(critical("tpu-v5e"), 240.24));
    EXPECT_TRUE(relativelyNear(critical("h100-sxm"), 295.2));
    EXPECT_TRUE(relativelyNear(critical("b200"), 281.25));
    EXPECT_TRUE(relativelyNear(critical("a100-sxm-80gb"), 153.0, 2e-3));
}

TEST(ChipLibrary, ChipJsonRoundTripsEveryField)
{
    for (const Chip& chip : builtinChips()) {
        SCOPED_TRACE(chip.id);
        Chip reread = parseChipJson(chipToJson(chip).dump(), "round-trip");
        reread.origin = chip.origin;
        EXPECT_EQ(reread, chip);
    }
}

TEST(ChipLibrary, AUserChipReplacesTheBuiltInOneWithTheSameId)
{
    Chip mine = shippedChip("tpu-v5e");
    mine.name = "My v5e";
    const std::vector<Chip> merged = mergeChips(builtinChips(), {mine});
    EXPECT_EQ(merged.size(), builtinChips().size());
    EXPECT_EQ(findChip(merged, "tpu-v5e")->name, "My v5e");
}

TEST(ChipLibrary, TwoSavedChipsWithOneIdAreSaidAndTheLaterFileIsUsed)
{
    const std::filesystem::path dir
        = std::filesystem::temp_directory_path() / ("roofline-saved-chips-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    Chip chip = exampleChip(1e12, 1e10);
    chip.id = "mine";
    for (const char* name : {"a.json", "b.json"}) {
        chip.name = name;
        std::ofstream(dir / name) << chipToJson(chip).dump();
    }
    const ChipDirectoryLoad load = loadChipDirectory(dir);
    std::filesystem::remove_all(dir);
    ASSERT_EQ(load.chips.size(), 2u);
    ASSERT_EQ(load.warnings.size(), 1u);
    EXPECT_EQ(load.warnings[0],
        (dir / "b.json").string() + ": the chip id \"mine\" is also the id of " + (dir / "a.json").string()
            + "; this file, the later by name, replaces it");
    EXPECT_EQ(findChip(mergeChips(builtinChips(), load.chips), "mine")->name, "b.json");
}

TEST(ChipLibrary, ChipArgumentsResolveIdsAndPathsAndNameUnknownIds)
{
    EXPECT_EQ(resolveChipArgument("TPU-V5E", builtinChips()).id, "tpu-v5e");
    EXPECT_EQ(resolveChipArgument((kProfileDir / "h100-sxm.json").string(), builtinChips()).id, "h100-sxm");
    EXPECT_ROOFLINE_ERROR(resolveChipArgument("tpu-v9", builtinChips()), ErrorKind::UnknownName, "tpu-v9", "tpu-v5e");
    EXPECT_ROOFLINE_ERROR(resolveChipArgument("/nonexistent/chip.json", builtinChips()), ErrorKind::Io,
        "/nonexistent/chip.json", "no such chip file");
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
    const std::vector<Op> ops {opFromSpec("matmul B=128 D=4096 F=4096")};
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
