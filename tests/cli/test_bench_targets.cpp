// The targets `bench --measured` prints beside its figures (app/bench/measured_targets.h): which apply to
// a run, and whether each is met, from a run's JSON written here by hand.
#include "app/bench/measured_targets.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace roofline::test::bench_targets_cli {
namespace {

// key → met, for the targets that apply.
std::map<std::string, bool> metByKey(const nlohmann::json& targets)
{
    std::map<std::string, bool> out;
    for (const nlohmann::json& target : targets)
        out[target["key"].get<std::string>()] = target["met"].get<bool>();
    return out;
}

TEST(BenchTargets, AMillionLaunchesOverAFewThousandNamesHaveTheImportRatioMemoryStallAndStepTargets)
{
    const nlohmann::json run = {{"format", "nsight-compute"}, {"kernels", 1000000}, {"names", 3000},
        {"import_to_first_frame_ms", 2999.0}, {"import_ratio", 20.5}, {"peak_rss_mib", 600.0},
        {"import_stall_ms", 51.0}, {"update_ms_median", 3.9}, {"update_ms_p95", 8.1}};
    const nlohmann::json targets = measuredTargets(run);
    EXPECT_EQ(metByKey(targets),
        (std::map<std::string, bool> {{"import_to_first_frame_ms", true}, {"import_ratio", false},
            {"peak_rss_mib", true}, {"import_stall_ms", false}, {"update_ms_median", true}, {"update_ms_p95", false}}));
    EXPECT_EQ(targets[0]["limit"], 3000.0);
    EXPECT_EQ(targets[0]["figure"], 2999.0);
    EXPECT_EQ(targets[0]["target"], "<= 3 s for 1,000,000 launches");
    EXPECT_EQ(targets[2]["limit"], 600.0);
}

TEST(BenchTargets, AMillionDistinctNamesHaveTheTenSecondsAndOneGibTargets)
{
    const nlohmann::json run = {{"format", "nsight-compute"}, {"kernels", 1000000}, {"names", 1000000},
        {"import_to_first_frame_ms", 10001.0}, {"peak_rss_mib", 1024.0}, {"update_ms_median", 1.0},
        {"update_ms_p95", 2.0}};
    const nlohmann::json targets = measuredTargets(run);
    EXPECT_EQ(metByKey(targets),
        (std::map<std::string, bool> {{"import_to_first_frame_ms", false}, {"peak_rss_mib", true},
            {"update_ms_median", true}, {"update_ms_p95", true}}));
    EXPECT_EQ(targets[0]["limit"], 10000.0);
    EXPECT_EQ(targets[1]["limit"], 1024.0);
}

TEST(BenchTargets, AHundredThousandKernelProjectHasAFiftyMillisecondStallTargetForEachFileTask)
{
    const nlohmann::json run = {{"format", "csv"}, {"kernels", 100000}, {"names", 200},
        {"import_to_first_frame_ms", 1400.0}, {"peak_rss_mib", 260.0}, {"import_stall_ms", 50.0},
        {"autosave_stall_ms", 12.0}, {"save_stall_ms", 49.9}, {"open_stall_ms", 50.1}};
    EXPECT_EQ(metByKey(measuredTargets(run)),
        (std::map<std::string, bool> {{"import_to_first_frame_ms", true}, {"peak_rss_mib", false},
            {"import_stall_ms", true}, {"autosave_stall_ms", true}, {"save_stall_ms", true},
            {"open_stall_ms", false}}));
}

TEST(BenchTargets, ASmallRunHasOnlyTheSliderTargets)
{
    const nlohmann::json run
        = {{"format", "csv"}, {"kernels", 3000}, {"names", 200}, {"import_to_first_frame_ms", 90000.0},
            {"peak_rss_mib", 5000.0}, {"import_stall_ms", 900.0}, {"update_ms_median", 4.0}, {"update_ms_p95", 8.0}};
    EXPECT_EQ(metByKey(measuredTargets(run)),
        (std::map<std::string, bool> {{"update_ms_median", true}, {"update_ms_p95", true}}));
}

} // namespace
} // namespace roofline::test::bench_targets_cli
