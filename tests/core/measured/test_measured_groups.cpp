// Measured kernels at profile scale: grouped by name and chip with exact totals, sized by their share
// of the profile's time, the top N marked for labels, filtered by name and share; the roofline scene
// and its CSV show the groups. Expected values are worked out by hand in the comments.
#include "support/csv_cells.h"
#include "support/test_helpers.h"

#include "core/base/text.h"
#include "core/measured/measured_groups.h"
#include "core/report/scene_csv.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace roofline::test {
namespace {

// On H100 SXM: gemm twice and attention once; on TPU v5e: gemm once.
std::vector<MeasuredKernel> smallProfile()
{
    return {
        {"gemm", 1e9, 1e6, 0.001, "h100-sxm", ""},
        {"attention", 2e9, 4e6, 0.004, "h100-sxm", ""},
        {"gemm", 3e9, 2e6, 0.003, "H100-SXM", ""}, // the same chip, written in capitals
        {"gemm", 5e9, 1e6, 0.002, "tpu-v5e", ""},
    };
}

MeasuredSettings grouped()
{
    MeasuredSettings settings;
    settings.aggregation = Aggregation::On;
    return settings;
}

const MeasuredGroup* groupOf(const MeasuredSelection& selection, std::string_view name, std::string_view chip)
{
    for (const MeasuredGroup& group : selection.groups) {
        if (group.name == name && equalsIgnoreCase(group.chipId, chip))
            return &group;
    }
    return nullptr;
}

TEST(MeasuredGroups, KernelsOfOneNameOnOneChipAreOnePointAtTheirTotals)
{
    const std::vector<MeasuredKernel> kernels = smallProfile();
    const MeasuredSelection selection = selectMeasured(kernels, grouped());
    EXPECT_TRUE(selection.aggregated);
    ASSERT_EQ(selection.groups.size(), 3u);
    const MeasuredGroup* gemm = groupOf(selection, "gemm", "h100-sxm");
    ASSERT_NE(gemm, nullptr);
    EXPECT_EQ(gemm->count, 2u);
    EXPECT_EQ(gemm->flops, 4e9); // 1e9 + 3e9
    EXPECT_EQ(gemm->bytes, 3e6); // 1e6 + 2e6
    EXPECT_EQ(gemm->seconds, 0.004); // 0.001 + 0.003
    EXPECT_EQ(gemm->intensity(), 4e9 / 3e6);
    EXPECT_EQ(gemm->achievedFlopsPerS(), 1e12); // 4e9 / 0.004
    const auto members = selection.membersOf(*gemm);
    EXPECT_EQ(std::vector<std::size_t>(members.begin(), members.end()), (std::vector<std::size_t> {0, 2}));
    // The TPU's gemm is another group: another chip.
    const MeasuredGroup* tpu = groupOf(selection, "gemm", "tpu-v5e");
    ASSERT_NE(tpu, nullptr);
    EXPECT_EQ(tpu->count, 1u);
    EXPECT_EQ(tpu->flops, 5e9);
    EXPECT_EQ(selection.kernelsShown, 4u);
    EXPECT_EQ(selection.kernelsFilteredOut, 0u);
}

TEST(MeasuredGroups, TotalsAreExactWhateverTheOrder)
{
    // Summed left to right, 0.1 + 0.2 + 0.3 is 0.6000000000000001; the group's time is 0.6, and ten
    // kernels of 0.1 s take 1 s, not 0.9999999999999999.
    std::vector<MeasuredKernel> kernels {
        {"k", 1.0, 1.0, 0.1, "", ""}, {"k", 2.0, 1.0, 0.2, "", ""}, {"k", 3.0, 1.0, 0.3, "", ""}};
    EXPECT_EQ(selectMeasured(kernels, grouped()).groups.at(0).seconds, 0.6);
    std::reverse(kernels.begin(), kernels.end());
    EXPECT_EQ(selectMeasured(kernels, grouped()).groups.at(0).seconds, 0.6);
    const std::vector<MeasuredKernel> tenths(10, MeasuredKernel {"t", 1.0, 1.0, 0.1, "", ""});
    EXPECT_EQ(selectMeasured(tenths, grouped()).groups.at(0).seconds, 1.0);
    // 1e16 + 1 + 1 − … : large and small FLOP counts together lose nothing.
    const std::vector<MeasuredKernel> mixed {
        {"m", 1e16, 1.0, 1.0, "", ""}, {"m", 1.0, 1.0, 1.0, "", ""}, {"m", 1.0, 1.0, 1.0, "", ""}};
    EXPECT_EQ(selectMeasured(mixed, grouped()).groups.at(0).flops, 1e16 + 2.0);
}

TEST(MeasuredGroups, TimeShareIsOfTheProfileOfTheSameChip)
{
    const MeasuredSelection selection = selectMeasured(smallProfile(), grouped());
    // H100's profile: 0.001 + 0.004 + 0.003 = 0.008 s, half of it gemm and half attention; the TPU's
    // one kernel is all of its profile.
    EXPECT_EQ(groupOf(selection, "gemm", "h100-sxm")->timeShare, 0.5);
    EXPECT_EQ(groupOf(selection, "attention", "h100-sxm")->timeShare, 0.5);
    EXPECT_EQ(groupOf(selection, "gemm", "tpu-v5e")->timeShare, 1.0);
    // Largest share first; a tie goes to more seconds, then the name.
    EXPECT_EQ(selection.groups[0].chipId, "tpu-v5e");
    EXPECT_EQ(selection.groups[1].name, "attention");
    EXPECT_EQ(selection.groups[2].name, "gemm");
}

TEST(MeasuredGroups, AProfileThatTakesNoTimeGivesShareZeroAndStaysShown)
{
    // Kernels of 0 s (the scene reports them as problems) have no share of a 0 s profile: 0, not
    // 0 / 0, so that they are kept (share ≥ 0) and reach the scene to be reported, not dropped.
    const std::vector<MeasuredKernel> idle {{"idle", 1e9, 1e6, 0.0, "", ""}, {"idle", 1e9, 1e6, 0.0, "", ""}};
    const MeasuredSelection selection = selectMeasured(idle, grouped());
    ASSERT_EQ(selection.groups.size(), 1u);
    EXPECT_EQ(selection.groups[0].timeShare, 0.0);
    EXPECT_EQ(selection.kernelsShown, 2u);
}

TEST(MeasuredGroups, OnlyTheTopNByTimeAreLabelled)
{
    // 12 names, name i taking i + 1 ms: shares (i + 1) / 78.
    std::vector<MeasuredKernel> kernels;
    for (int i = 0; i < 12; ++i)
        kernels.push_back({"k" + std::to_string(i), 1e9, 1e6, (i + 1) * 1e-3, "", ""});
    MeasuredSettings settings = grouped();
    settings.labelTop = 3;
    const MeasuredSelection selection = selectMeasured(kernels, settings);
    ASSERT_EQ(selection.groups.size(), 12u);
    std::vector<std::string> labelled;
    for (const MeasuredGroup& group : selection.groups) {
        if (group.labelled)
            labelled.push_back(group.name);
    }
    EXPECT_EQ(labelled, (std::vector<std::string> {"k11", "k10", "k9"}));
    EXPECT_TRUE(relativelyNear(selection.groups[0].timeShare, 12.0 / 78.0, 1e-15));
    // One by one, the kernels keep their order and the same three are labelled.
    settings.aggregation = Aggregation::Off;
    const MeasuredSelection alone = selectMeasured(kernels, settings);
    EXPECT_EQ(alone.groups.front().name, "k0");
    EXPECT_TRUE(alone.groups[11].labelled && alone.groups[10].labelled && alone.groups[9].labelled);
    EXPECT_FALSE(alone.groups[8].labelled);
    settings.labelTop = 0;
    for (const MeasuredGroup& group : selectMeasured(kernels, settings).groups)
        EXPECT_FALSE(group.labelled);
    // Default: 8.
    EXPECT_EQ(MeasuredSettings {}.labelTop, 8);
}

TEST(MeasuredGroups, GroupingIsOnByDefaultAboveFiftyKernels)
{
    std::vector<MeasuredKernel> kernels(50, MeasuredKernel {"same", 1e9, 1e6, 1e-3, "", ""});
    MeasuredSettings settings; // auto
    MeasuredSelection selection = selectMeasured(kernels, settings);
    EXPECT_FALSE(selection.aggregated);
    ASSERT_EQ(selection.groups.size(), 50u); // each kernel alone, a group of one
    EXPECT_EQ(selection.groups[0].count, 1u);
    EXPECT_EQ(selection.groups[0].timeShare, 0.02); // 1 of 50 equal kernels
    kernels.push_back(kernels.back());
    selection = selectMeasured(kernels, settings);
    EXPECT_TRUE(selection.aggregated);
    ASSERT_EQ(selection.groups.size(), 1u);
    EXPECT_EQ(selection.groups[0].count, 51u);
    settings.aggregation = Aggregation::Off;
    EXPECT_EQ(selectMeasured(kernels, settings).groups.size(), 51u);
    settings.aggregation = Aggregation::On;
    EXPECT_EQ(selectMeasured(std::span(kernels).first(2), settings).groups.size(), 1u);
}

TEST(MeasuredGroups, FiltersByNameAndByTimeShare)
{
    const std::vector<MeasuredKernel> kernels = smallProfile();
    MeasuredSettings settings = grouped();
    settings.filter = "GEMM"; // a substring, without case
    MeasuredSelection selection = selectMeasured(kernels, settings);
    ASSERT_EQ(selection.groups.size(), 2u);
    EXPECT_EQ(selection.kernelsFilteredOut, 1u);
    EXPECT_EQ(selection.groupsFilteredOut, 1u);
    EXPECT_EQ(selection.kernelsShown, 3u);
    // A share is of the whole profile: filtering attention out leaves gemm at half of H100's time.
    EXPECT_EQ(groupOf(selection, "gemm", "h100-sxm")->timeShare, 0.5);

    settings.filter = "^att|^gem$";
    settings.filterIsRegex = true;
    selection = selectMeasured(kernels, settings);
    ASSERT_EQ(selection.groups.size(), 1u);
    EXPECT_EQ(selection.groups[0].name, "attention");
    EXPECT_TRUE(selection.groups[0].labelled); // labels go to the top N of what is shown

    settings.filter.clear();
    settings.minTimeShare = 0.6;
    selection = selectMeasured(kernels, settings);
    ASSERT_EQ(selection.groups.size(), 1u);
    EXPECT_EQ(selection.groups[0].chipId, "tpu-v5e");
    settings.minTimeShare = 0.5; // at least: 0.5 is kept
    EXPECT_EQ(selectMeasured(kernels, settings).groups.size(), 3u);
}

TEST(MeasuredGroups, AnInvalidFilterIsAnErrorOrIgnoredWhereAChartMustDraw)
{
    MeasuredSettings settings = grouped();
    settings.filter = "gemm(";
    settings.filterIsRegex = true;
    EXPECT_ROOFLINE_ERROR(selectMeasured(smallProfile(), settings), ErrorKind::Syntax, "measured_view.filter",
        "\"gemm(\"", "character 5");
    const MeasuredSelection lenient = selectMeasuredLeniently(smallProfile(), settings);
    EXPECT_EQ(lenient.groups.size(), 3u); // nothing filtered
    EXPECT_NE(lenient.filterProblem.find("gemm("), std::string::npos);
    // The same text as a substring is fine.
    settings.filterIsRegex = false;
    EXPECT_EQ(selectMeasured(smallProfile(), settings).groups.size(), 0u);
    settings.minTimeShare = 1.5;
    EXPECT_ROOFLINE_ERROR(validateMeasuredSettings(settings, "view"), ErrorKind::InvalidValue, "view.min_time_share");
    settings.minTimeShare = 0.0;
    settings.labelTop = -1;
    EXPECT_ROOFLINE_ERROR(validateMeasuredSettings(settings, "view"), ErrorKind::InvalidValue, "view.label_top");
}

TEST(MeasuredGroups, SettingsAtTheEndsOfTheirRangesAreValid)
{
    // label_top is 0 … kMaxLabelTop and min_time_share 0 … 1, both ends included: no labels, and
    // only a group that is the whole of its profile's time.
    MeasuredSettings settings;
    for (const int top : {0, kMaxLabelTop}) {
        settings.labelTop = top;
        EXPECT_NO_THROW(validateMeasuredSettings(settings, "view")) << top;
    }
    settings.labelTop = kMaxLabelTop + 1;
    EXPECT_ROOFLINE_ERROR(validateMeasuredSettings(settings, "view"), ErrorKind::InvalidValue, "view.label_top");
    settings.labelTop = 8;
    for (const double share : {0.0, 1.0}) {
        settings.minTimeShare = share;
        EXPECT_NO_THROW(validateMeasuredSettings(settings, "view")) << share;
    }
    settings.minTimeShare = std::nextafter(1.0, 2.0);
    EXPECT_ROOFLINE_ERROR(validateMeasuredSettings(settings, "view"), ErrorKind::InvalidValue, "view.min_time_share");
    settings.minTimeShare = -0.01;
    EXPECT_ROOFLINE_ERROR(validateMeasuredSettings(settings, "view"), ErrorKind::InvalidValue, "view.min_time_share");
}

TEST(MeasuredGroups, TheSceneShowsGroupsWithCountShareAndLabel)
{
    const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    RooflineOptions options;
    options.measured = grouped();
    options.measured.labelTop = 2;
    const RooflineScene scene = buildRooflineScene(chips, {}, Dims {}, options, smallProfile());
    EXPECT_TRUE(scene.measured.aggregated);
    EXPECT_EQ(scene.measured.groupsShown, 3u);
    ASSERT_EQ(scene.chips[1].measured.size(), 2u); // H100: gemm and attention
    const auto gemm = std::find_if(scene.chips[1].measured.begin(), scene.chips[1].measured.end(),
        [](const MeasuredPoint& p) { return p.name == "gemm"; });
    ASSERT_NE(gemm, scene.chips[1].measured.end());
    EXPECT_EQ(gemm->count, 2u);
    EXPECT_EQ(gemm->timeShare, 0.5);
    EXPECT_EQ(gemm->kernelIndex, 0u); // its first kernel
    EXPECT_EQ(gemm->intensity, 4e9 / 3e6);
    EXPECT_EQ(gemm->achievedFlopsPerS, 1e12);
    EXPECT_EQ(gemm->seconds, 0.004);
    // Top 2 by time: the TPU's gemm (all of its profile) and attention (a tie with gemm, which it wins by name).
    EXPECT_FALSE(gemm->labelled);
    ASSERT_EQ(scene.chips[0].measured.size(), 1u);
    EXPECT_TRUE(scene.chips[0].measured[0].labelled);
    // H100's roof at intensity 1333.3 is its highest peak (fp8, 1.979e15): 1e12 is 0.0505 % of it.
    EXPECT_TRUE(relativelyNear(gemm->fractionOfRoof, 1e12 / 1.979e15, 1e-12));
}

// The rows of one kind ("measured") of the roofline CSV, each a column name → text map.
std::vector<std::map<std::string, std::string>> measuredRows(const std::string& csv, std::string_view kind = "measured")
{
    std::istringstream lines(csv);
    std::string line;
    std::getline(lines, line);
    const std::vector<std::string> header = csvCells(line);
    std::vector<std::map<std::string, std::string>> rows;
    while (std::getline(lines, line)) {
        std::vector<std::string> fields = csvCells(line);
        if (line.ends_with(','))
            fields.emplace_back();
        EXPECT_EQ(fields.size(), header.size()) << line;
        if (fields.size() != header.size() || fields[1] != kind)
            continue;
        std::map<std::string, std::string>& row = rows.emplace_back();
        for (std::size_t c = 0; c < header.size(); ++c)
            row[header[c]] = fields[c];
    }
    return rows;
}

// Every column of a measured row, worked out from the kernels and the chip files: TPU v5e's roof is its
// highest peak, int4 7.88e14, its HBM 8.2e11 B/s; H100 SXM's fp8 1.979e15 and 3.35e12 B/s.
TEST(MeasuredGroups, TheCsvExportAppliesTheFilterAndHasEveryColumnOfEachGroup)
{
    Project project = defaultProject();
    project.ops.clear();
    project.measured = smallProfile();
    project.measuredView = grouped();
    project.measuredView.filter = "gemm";
    const std::vector<const Chip*> chips {&shippedChip("tpu-v5e"), &shippedChip("h100-sxm")};
    const auto rows = measuredRows(rooflineCsv(project, chips));
    ASSERT_EQ(rows.size(), 2u); // attention filtered out
    const auto numberIn = [](const std::map<std::string, std::string>& row, const std::string& column) {
        return std::stod(row.at(column));
    };
    const struct {
        const char* chip;
        const char* precision;
        double flops, bytes, seconds, bandwidth, roof;
        const char* count;
        double share;
    } expected[] {
        // gemm on TPU v5e: 5e9 FLOPs, 1e6 bytes in 2 ms, its profile's only kernel.
        {"tpu-v5e", "int4", 5e9, 1e6, 0.002, 8.2e11, 7.88e14, "1", 1.0},
        // gemm twice on H100: 1e9 + 3e9 FLOPs, 1e6 + 2e6 bytes, 1 + 3 ms of its profile's 8 ms.
        {"h100-sxm", "fp8", 4e9, 3e6, 0.004, 3.35e12, 1.979e15, "2", 0.5},
    };
    for (std::size_t i = 0; i < 2; ++i) {
        const auto& row = rows[i];
        const auto& e = expected[i];
        SCOPED_TRACE(e.chip);
        EXPECT_EQ(row.at("chip"), e.chip);
        EXPECT_EQ(row.at("label"), "gemm");
        EXPECT_EQ(row.at("level"), "HBM");
        EXPECT_EQ(row.at("precision"), e.precision);
        EXPECT_TRUE(relativelyNear(numberIn(row, "flops"), e.flops, 1e-15));
        EXPECT_TRUE(relativelyNear(numberIn(row, "bytes"), e.bytes, 1e-15));
        EXPECT_TRUE(relativelyNear(numberIn(row, "seconds"), e.seconds, 1e-15));
        EXPECT_TRUE(relativelyNear(numberIn(row, "intensity"), e.flops / e.bytes, 1e-15));
        EXPECT_TRUE(relativelyNear(numberIn(row, "flops_per_s"), e.flops / e.seconds, 1e-15));
        EXPECT_TRUE(relativelyNear(numberIn(row, "bandwidth_bytes_per_s"), e.bandwidth, 1e-15));
        // Both intensities (5000 and 1333) are past their ridges: the roof is the peak, compute-bound.
        EXPECT_TRUE(relativelyNear(
            numberIn(row, "roof_flops_per_s"), std::min(e.roof, e.flops / e.bytes * e.bandwidth), 1e-15));
        EXPECT_EQ(row.at("bound"), "compute");
        EXPECT_TRUE(relativelyNear(numberIn(row, "fraction_of_roof"), e.flops / e.seconds / e.roof, 1e-12));
        EXPECT_EQ(row.at("above_roof"), "false");
        EXPECT_EQ(row.at("count"), e.count);
        EXPECT_TRUE(relativelyNear(numberIn(row, "time_share"), e.share, 1e-15));
        // The CSV does not say its precision: the dtype is empty, the precision the chip's highest peak's.
        EXPECT_EQ(row.at("dtype"), "");
        // Columns a measured row does not have are empty.
        for (const char* column :
            {"t_math_s", "t_comms_s", "t_lower_s", "unit", "footprint_bytes", "capacity_bytes", "fits"})
            EXPECT_EQ(row.at(column), "") << column;
    }
}

// Two profiles: H100 SXM's a (5 ms), b (3 ms) and c twice (1 + 1 ms), 10 ms in all; and kernels with
// no chip, d (4 ms) and e (1 ms), 5 ms in all.
std::vector<MeasuredKernel> twoProfiles()
{
    return {
        {"a", 1e9, 1e6, 0.005, "h100-sxm", ""},
        {"b", 2e9, 1e6, 0.003, "h100-sxm", ""},
        {"c", 4e9, 2e6, 0.001, "h100-sxm", ""},
        {"c", 1e9, 1e6, 0.001, "H100-SXM", ""},
        {"d", 8e9, 4e6, 0.004, "", ""},
        {"e", 1e9, 1e6, 0.001, "", ""},
    };
}

struct ExpectedRest {
    const char* chip;
    std::size_t groups;
    std::size_t count;
    double flops, bytes, seconds, share;
};

void expectRest(const MeasuredRest& rest, const ExpectedRest& e)
{
    SCOPED_TRACE(e.chip);
    EXPECT_EQ(rest.chipId, e.chip);
    EXPECT_EQ(rest.groups, e.groups);
    EXPECT_EQ(rest.count, e.count);
    EXPECT_EQ(rest.flops, e.flops);
    EXPECT_EQ(rest.bytes, e.bytes);
    EXPECT_DOUBLE_EQ(rest.seconds, e.seconds);
    EXPECT_DOUBLE_EQ(rest.timeShare, e.share);
}

TEST(MeasuredDrawn, TheGroupsWithTheMostTimeAreDrawnAndEachProfilesRestIsOnePoint)
{
    // Shares: d 4/5 = 0.8, a 5/10 = 0.5, b 0.3, c 2/10 = 0.2 and e 1/5 = 0.2 (c first: more seconds).
    const std::vector<MeasuredKernel> kernels = twoProfiles();
    const MeasuredSelection selection = selectMeasured(kernels, grouped(), "view", 2);
    ASSERT_EQ(selection.groups.size(), 5u); // every group is still in the selection (the table's rows)
    EXPECT_EQ(selection.groups[0].name, "d");
    EXPECT_EQ(selection.groups[1].name, "a");
    EXPECT_EQ(selection.drawn, (std::vector<std::size_t> {0, 1}));
    EXPECT_EQ(selection.groupsNotDrawn(), 3u);
    ASSERT_EQ(selection.rest.size(), 2u);
    // H100's b and c: 2 groups of 3 kernels, 2e9 + 5e9 FLOPs, 1e6 + 3e6 bytes, 3 + 2 ms of 10.
    const MeasuredRest& h100 = selection.rest[0];
    expectRest(h100, {"h100-sxm", 2, 3, 7e9, 4e6, 0.005, 0.5});
    // No chip: e alone, 1 ms of 5.
    expectRest(selection.rest[1], {"", 1, 1, 1e9, 1e6, 0.001, 0.2});
    const MeasuredKernel point = h100.asKernel();
    EXPECT_EQ(point.intensity(), 1750.0); // 7e9 / 4e6
    EXPECT_EQ(point.link, "");
}

TEST(MeasuredDrawn, KernelsShownOneByOneAreDrawnByTimeInFileOrder)
{
    // Each kernel its own group, in file order: a .5, b .3, c .1, c .1, d .8, e .2 of their profiles.
    MeasuredSettings settings = grouped();
    settings.aggregation = Aggregation::Off;
    const std::vector<MeasuredKernel> kernels = twoProfiles();
    const MeasuredSelection selection = selectMeasured(kernels, settings, "view", 2);
    ASSERT_EQ(selection.groups.size(), 6u);
    EXPECT_EQ(selection.drawn, (std::vector<std::size_t> {0, 4})); // a and d
    ASSERT_EQ(selection.rest.size(), 2u);
    EXPECT_EQ(selection.rest[0].groups, 3u); // b and both c
    EXPECT_EQ(selection.rest[0].count, 3u);
    EXPECT_EQ(selection.rest[0].flops, 7e9);
    EXPECT_EQ(selection.rest[1].groups, 1u); // e
}

TEST(MeasuredDrawn, WhatTheFilterLeavesOutIsInNoRestAndFewGroupsAreAllDrawn)
{
    // At least 25 %: d, a and b are kept, c and e filtered out; one is drawn, a and b are H100's rest.
    MeasuredSettings settings = grouped();
    settings.minTimeShare = 0.25;
    const std::vector<MeasuredKernel> kernels = twoProfiles();
    const MeasuredSelection selection = selectMeasured(kernels, settings, "view", 1);
    EXPECT_EQ(selection.drawn, (std::vector<std::size_t> {0}));
    ASSERT_EQ(selection.rest.size(), 1u);
    expectRest(selection.rest[0], {"h100-sxm", 2, 2, 3e9, 2e6, 0.008, 0.8});
    // As many groups as may be drawn: all of them, and no rest.
    const MeasuredSelection all = selectMeasured(kernels, grouped(), "view", 5);
    EXPECT_EQ(all.drawn, (std::vector<std::size_t> {0, 1, 2, 3, 4}));
    EXPECT_TRUE(all.rest.empty());
    EXPECT_EQ(all.groupsNotDrawn(), 0u);
    EXPECT_EQ(kMaxDrawnGroups, 1000u);
    EXPECT_EQ(selectMeasured(kernels, grouped()).drawn.size(), 5u);
}

// 1002 kernels of distinct names on H100 SXM, kernel i taking i + 1 ms: the chart draws 1000, and the two
// shortest (1 and 2 ms) are its "other" point, a row of its own in the CSV.
TEST(MeasuredDrawn, TheCsvExportHasTheRestAsOneRowOfItsOwnKind)
{
    Project project = defaultProject();
    project.ops.clear();
    for (int i = 0; i < 1002; ++i)
        project.measured.push_back({"k" + std::to_string(i), 1e9, 1e6, (i + 1) * 1e-3, "h100-sxm", ""});
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    const std::string csv = rooflineCsv(project, chips);
    EXPECT_EQ(measuredRows(csv).size(), 1000u);
    const auto rest = measuredRows(csv, "measured-other");
    ASSERT_EQ(rest.size(), 1u);
    const auto& row = rest[0];
    EXPECT_EQ(row.at("label"), "other: 2 groups");
    EXPECT_EQ(row.at("level"), "HBM");
    EXPECT_EQ(row.at("count"), "2");
    EXPECT_EQ(std::stod(row.at("flops")), 2e9);
    EXPECT_EQ(std::stod(row.at("bytes")), 2e6);
    EXPECT_TRUE(relativelyNear(std::stod(row.at("seconds")), 0.003, 1e-15));
    // The profile's time: 1 + 2 + … + 1002 ms = 1002 × 1003 / 2 ms = 502.503 s.
    EXPECT_TRUE(relativelyNear(std::stod(row.at("time_share")), 0.003 / 502.503, 1e-12));
}

TEST(MeasuredGroups, AGroupRanInThePrecisionEveryKernelSaysElseItIsAMixOrNotKnown)
{
    // mm: bf16 twice; mixed: bf16 then fp8; partly: bf16 then not said; plain: never said.
    const std::vector<MeasuredKernel> kernels {{"mm", 1e9, 1e6, 1e-3, "", "", Dtype::BF16},
        {"mixed", 1e9, 1e6, 2e-3, "", "", Dtype::BF16}, {"mm", 1e9, 1e6, 3e-3, "", "", Dtype::BF16},
        {"mixed", 1e9, 1e6, 4e-3, "", "", Dtype::FP8}, {"partly", 1e9, 1e6, 5e-3, "", "", Dtype::BF16},
        {"partly", 1e9, 1e6, 6e-3, "", ""}, {"plain", 1e9, 1e6, 7e-3, "", ""}};
    const MeasuredSelection selection = selectMeasured(kernels, grouped());
    EXPECT_EQ(groupOf(selection, "mm", "")->dtype, (MeasuredDtype {Dtype::BF16, DtypeFrom::Kernels}));
    EXPECT_EQ(groupOf(selection, "mixed", "")->dtype, (MeasuredDtype {std::nullopt, DtypeFrom::Mixed}));
    EXPECT_EQ(groupOf(selection, "partly", "")->dtype, (MeasuredDtype {std::nullopt, DtypeFrom::Mixed}));
    EXPECT_EQ(groupOf(selection, "plain", "")->dtype, (MeasuredDtype {std::nullopt, DtypeFrom::Unknown}));
    // Whatever order the launches come in.
    const std::vector<MeasuredKernel> reversed(kernels.rbegin(), kernels.rend());
    const MeasuredSelection again = selectMeasured(reversed, grouped());
    EXPECT_EQ(groupOf(again, "mm", "")->dtype, (MeasuredDtype {Dtype::BF16, DtypeFrom::Kernels}));
    EXPECT_EQ(groupOf(again, "partly", "")->dtype.from, DtypeFrom::Mixed);
    // The groups a chart does not draw, as one point: a mix of theirs, or their one precision.
    const MeasuredSelection rest = selectMeasured(kernels, grouped(), "measured_view.filter", 1);
    ASSERT_EQ(rest.rest.size(), 1u);
    EXPECT_EQ(rest.rest[0].dtype.from, DtypeFrom::Mixed);
    const std::vector<MeasuredKernel> allBf16 {{"a", 1e9, 1e6, 1e-3, "", "", Dtype::BF16},
        {"b", 1e9, 1e6, 2e-3, "", "", Dtype::BF16}, {"c", 1e9, 1e6, 3e-3, "", "", Dtype::BF16}};
    const MeasuredSelection oneRest = selectMeasured(allBf16, grouped(), "measured_view.filter", 1);
    ASSERT_EQ(oneRest.rest.size(), 1u);
    EXPECT_EQ(oneRest.rest[0].dtype, (MeasuredDtype {Dtype::BF16, DtypeFrom::Kernels}));
    // And by name alone (the measured command's groups).
    const std::vector<KernelNameGroup> names = groupByName(kernels);
    for (const KernelNameGroup& group : names) {
        if (group.name == "mm") {
            EXPECT_EQ(group.dtype.dtype, Dtype::BF16);
        } else {
            EXPECT_FALSE(group.dtype.dtype) << group.name;
        }
    }
}

TEST(MeasuredGroups, TheCsvExportSaysEachGroupsPrecisionAndThePeakOfItsRoof)
{
    // On H100 SXM: a bf16 gemm is measured against bf16's 9.89e14, a mix against the highest (fp8).
    Project project = defaultProject();
    project.ops.clear();
    project.measured = {{"gemm", 1e12, 1e9, 2e-2, "h100-sxm", "", Dtype::BF16},
        {"mix", 1e12, 1e9, 2e-2, "h100-sxm", "", Dtype::BF16}, {"mix", 1e12, 1e9, 2e-2, "h100-sxm", "", Dtype::FP16}};
    project.measuredView = grouped();
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    const auto rows = measuredRows(rooflineCsv(project, chips));
    ASSERT_EQ(rows.size(), 2u);
    for (const auto& row : rows) {
        SCOPED_TRACE(row.at("label"));
        const bool gemm = row.at("label") == "gemm";
        EXPECT_EQ(row.at("dtype"), gemm ? "bf16" : "mixed");
        EXPECT_EQ(row.at("precision"), gemm ? "bf16" : "fp8");
        // 5e13 FLOPs/s (1e12 in 20 ms; the mix: 2e12 in 40 ms) of 9.89e14, or of 1.979e15.
        EXPECT_TRUE(relativelyNear(std::stod(row.at("fraction_of_roof")), 5e13 / (gemm ? 9.89e14 : 1.979e15), 1e-12));
    }
}

TEST(KernelNameGroups, EveryLaunchOfANameIsOneGroupMostTimeFirst)
{
    const std::vector<MeasuredKernel> kernels {{"a", 1, 2, 0.125, "h100-sxm", ""}, {"b", 3, 4, 0.5, "", ""},
        {"a", 5, 6, 0.25, "tpu-v5e", "HBM"}, {"c", 1, 1, 0.3125, "", ""}};
    const std::vector<KernelNameGroup> groups = groupByName(kernels);
    ASSERT_EQ(groups.size(), 3u);
    EXPECT_EQ(groups[0].name, "b");
    EXPECT_EQ(groups[0].count, 1u);
    EXPECT_EQ(groups[1].name, "a"); // its chips and levels differ: one name, one group
    EXPECT_EQ(groups[1].count, 2u);
    EXPECT_EQ(groups[1].flops, 6.0);
    EXPECT_EQ(groups[1].bytes, 8.0);
    EXPECT_EQ(groups[1].seconds, 0.375);
    EXPECT_EQ(groups[1].firstKernel, 0u);
    EXPECT_EQ(groups[2].name, "c");
    EXPECT_EQ(groups[2].firstKernel, 3u);
    // Equal times: by name.
    const std::vector<MeasuredKernel> tied {{"y", 1, 1, 1, "", ""}, {"x", 1, 1, 1, "", ""}};
    EXPECT_EQ(groupByName(tied)[0].name, "x");
    EXPECT_TRUE(groupByName({}).empty());
}

} // namespace
} // namespace roofline::test
