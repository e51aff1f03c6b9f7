// The project (core/scene/project): the state the app opens on; its view options, the one place the
// charts' scene options are made, which charts an option change touches and the zoom a change makes
// meaningless; and the series a legend hides.
#include "support/test_helpers.h"

#include "core/formulas/evaluation.h"
#include "core/report/scene_csv.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"
#include "core/scene/series.h"

namespace roofline::test {
namespace {

TEST(DefaultProject, ShowsTpuV5eAndH100WithTheChaptersOpsAndQ3Sweeps)
{
    const Project project = defaultProject();
    const ResolvedChips resolved = resolveProjectChips(project, builtinChips());
    EXPECT_TRUE(resolved.missing.empty());
    ASSERT_EQ(resolved.chips.size(), 2u);
    EXPECT_EQ(resolved.chips[0].id, "tpu-v5e");
    EXPECT_EQ(resolved.chips[1].id, "h100-sxm");
    ASSERT_EQ(project.ops.size(), 3u);
    EXPECT_EQ(project.ops[0].bindings.at("B"), Dim::B);
    EXPECT_EQ(project.ops[1].bindings.at("B"), Dim::B);
    EXPECT_EQ(dtypeValue(project.ops[1], "w"), Dtype::INT8);
    EXPECT_EQ(project.ops[2].kind, OpKind::Dot);

    std::vector<const Chip*> chips;
    for (const Chip& chip : resolved.chips)
        chips.push_back(&chip);
    const RooflineScene roofline = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project));
    for (const ChipRoofline& layer : roofline.chips) {
        EXPECT_EQ(layer.points.size(), 3u) << layer.chipId;
        EXPECT_TRUE(layer.problems.empty());
    }
    const BatchSizeScene sweep = buildBatchSizeScene(chips, project.sweeps, project.dims, sweepOptions(project));
    EXPECT_EQ(sweep.batch.size(), 511u);
    EXPECT_TRUE(relativelyNear(*sweep.chips[0].curves[0].criticalBatch, 136.09));
    EXPECT_TRUE(relativelyNear(*sweep.chips[0].curves[1].criticalBatch, 226.31));
}

// The matmul's intensity, written out (docs/model.md §2): 2BDF FLOPs over the bytes of x[B,D] and z[B,F]
// at 2 bytes each and of w[D,F] at `weightBytes` bytes.
double matmulIntensity(double b, double d, double f, double weightBytes)
{
    return 2.0 * b * d * f / (2.0 * b * d + weightBytes * d * f + 2.0 * b * f);
}

// Both matmuls follow the D and F sliders as they follow B (otherwise D and F move nothing in the
// project the app opens on), and at the sliders' defaults they are the chapter's D = F = 4096.
TEST(DefaultProject, TheMatmulsFollowBDAndFWithTheChaptersNumbersAtTheDefaults)
{
    const Project project = defaultProject();
    EXPECT_EQ(project.dims.b, 128.0);
    EXPECT_EQ(project.dims.d, 4096.0);
    EXPECT_EQ(project.dims.f, 4096.0);
    const Chip& v5e = *findChip(builtinChips(), "tpu-v5e");
    for (int i : {0, 1}) {
        const Op& op = project.ops[static_cast<std::size_t>(i)];
        const std::map<std::string, Dim, std::less<>> followsBdf {{"B", Dim::B}, {"D", Dim::D}, {"F", Dim::F}};
        EXPECT_EQ(op.bindings, followsBdf) << op.label;
        const double weightBytes = i == 0 ? 2.0 : 1.0;
        // The chapter's numbers at the defaults: 2·128·4096² = 4.29e9 FLOPs, intensity 120.47 in bf16.
        const Evaluation atDefaults = evaluate(v5e, op, project.dims);
        EXPECT_TRUE(relativelyNear(atDefaults.flops, 4.294967296e9)) << op.label;
        EXPECT_TRUE(relativelyNear(atDefaults.intensity, matmulIntensity(128, 4096, 4096, weightBytes), 1e-12));
        if (i == 0) {
            EXPECT_TRUE(relativelyNear(atDefaults.intensity, 120.47, 1e-4));
        }
        const Evaluation wideD = evaluate(v5e, op, Dims {128.0, 16384.0, 4096.0});
        EXPECT_TRUE(relativelyNear(wideD.flops, 2.0 * 128 * 16384 * 4096, 1e-12)) << op.label;
        EXPECT_TRUE(relativelyNear(wideD.intensity, matmulIntensity(128, 16384, 4096, weightBytes), 1e-12));
        const Evaluation narrowF = evaluate(v5e, op, Dims {128.0, 4096.0, 256.0});
        EXPECT_TRUE(relativelyNear(narrowF.flops, 2.0 * 128 * 4096 * 256, 1e-12)) << op.label;
        EXPECT_TRUE(relativelyNear(narrowF.intensity, matmulIntensity(128, 4096, 256, weightBytes), 1e-12));
    }
    // The dot product follows no slider.
    EXPECT_TRUE(project.ops[2].bindings.empty());
}

TEST(DefaultProject, AChipThatExistsNowhereIsReportedAsMissing)
{
    Project project = defaultProject();
    project.chipIds.push_back("gone-chip");
    Chip custom = *findChip(builtinChips(), "l4");
    custom.id = "my-l4";
    project.customChips.push_back(custom);
    project.chipIds.push_back("my-l4");
    const ResolvedChips resolved = resolveProjectChips(project, builtinChips());
    EXPECT_EQ(resolved.missing, std::vector<std::string> {"gone-chip"});
    ASSERT_EQ(resolved.chips.size(), 3u);
    EXPECT_EQ(resolved.chips[2].id, "my-l4");
}

TEST(ViewOptions, TheChartsSceneOptionsAreTheProjectsOptions)
{
    Project project = defaultProject();
    project.viewOptions.precision = Dtype::INT8;
    project.viewOptions.showAchievable = true;
    project.viewOptions.hiddenLevels = {"ICI"};
    project.viewOptions.batchRange = BatchRange {2.0, 300.0, 100, true};
    const RooflineOptions roofline = rooflineOptions(project);
    EXPECT_EQ(roofline.precision, Dtype::INT8);
    EXPECT_TRUE(roofline.showAchievable);
    EXPECT_EQ(roofline.hiddenLevels, std::vector<std::string> {"ICI"});
    EXPECT_FALSE(roofline.allLinks); // the chapter's one link, as files from before
    project.viewOptions.allLinkSlopes = true;
    EXPECT_TRUE(rooflineOptions(project).allLinks);
    EXPECT_EQ(rooflineOptions(project).detail, Detail::Focused); // the app's default: what the question needs
    project.viewOptions.detail = Detail::Full;
    project.viewOptions.shownLevels = {"PCIe"};
    EXPECT_EQ(rooflineOptions(project).detail, Detail::Full);
    EXPECT_EQ(rooflineOptions(project).shownLevels, std::vector<std::string> {"PCIe"});
    const SweepOptions sweep = sweepOptions(project);
    EXPECT_EQ(sweep.range, (BatchRange {2.0, 300.0, 100, true}));
    EXPECT_FALSE(sweep.achievable); // the batch-size chart draws nominal peaks
    // "Every precision" stays every precision.
    project.viewOptions.precision.reset();
    EXPECT_EQ(rooflineOptions(project).precision, std::nullopt);
}

TEST(ViewOptions, TheCsvExportDrawsWithTheProjectsOptions)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&h100};
    Project project = defaultProject();
    project.viewOptions.precision = Dtype::FP8;
    project.viewOptions.showAchievable = true;
    // Every unit (focused, the default project's bf16 dot product would add the CUDA cores' bf16 ceiling).
    project.viewOptions.detail = Detail::Full;
    std::vector<std::string> ceilings;
    const std::string csv = rooflineCsv(project, chips);
    std::size_t at = 0;
    while ((at = csv.find(",ceiling,", at)) != std::string::npos) {
        const std::size_t end = csv.find('\n', at);
        ceilings.push_back(csv.substr(at + 1, end - at - 1));
        at = end;
    }
    // The fp8 peak of the H100 SXM (1979 TFLOPs/s dense) and its achievable fraction (0.85).
    ASSERT_EQ(ceilings.size(), 2u) << csv;
    EXPECT_EQ(ceilings[0], "ceiling,peak,,fp8,,1.979e+15,,,,,,,,,,,,,,matrix,,,,");
    EXPECT_EQ(ceilings[1].substr(0, 24), "ceiling,achievable,,fp8,");
}

// View → Link Slopes for All Links reaches the scene the chart and the CSV export draw from.
TEST(ViewOptions, TheCsvExportDrawsLinkSlopesForAllLinksWhenTheProjectSaysSo)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&h100};
    Project project = defaultProject();
    project.viewOptions.detail = Detail::Full; // no op crosses NVLink: only full detail draws it
    const auto nvlink = [&] {
        const std::string csv = rooflineCsv(project, chips);
        const std::size_t at = csv.find("slope,link,NVLink,");
        EXPECT_NE(at, std::string::npos) << csv;
        const std::size_t end = csv.find('\n', at);
        return csv.substr(at, end - at);
    };
    // H100 SXM NVLink 4: 18 links of 25 GB/s each way (docs/model.md §8).
    EXPECT_NE(nvlink().find(",2.5e+10,"), std::string::npos) << nvlink();
    project.viewOptions.allLinkSlopes = true;
    EXPECT_NE(nvlink().find(",4.5e+11,"), std::string::npos) << nvlink();
}

TEST(ViewOptions, AnOptionChangeSaysWhichChartItRedraws)
{
    Project project = defaultProject();
    ViewOptions options = project.viewOptions;
    options.precision = Dtype::INT8;
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, false, false, false}));
    EXPECT_EQ(project.viewOptions.precision, Dtype::INT8);

    options.chipLayout = ChipLayout::SideBySide;
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, false, false, false}));
    options.allLinkSlopes = true; // the roofline's link slopes; the batch-size chart has none
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, false, false, false}));
    EXPECT_TRUE(project.viewOptions.allLinkSlopes);
    options.detail = Detail::Full; // the roofline's levels, links and vector units
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, false, false, false}));
    options.shownLevels = {"ICI"};
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, false, false, false}));
    options.sweepChipLayout = ChipLayout::Overlay;
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {false, true, false, false}));
    options.sweepSharedFlops = true;
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {false, true, false, false}));
    options.labelUnits = LabelUnits::SI; // both charts' ticks and labels
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {true, true, false, false}));
    options.theme = "dark";
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {false, false, false, true}));
    options.arrangement = ChartArrangement::Tabs;
    EXPECT_EQ(setViewOptions(project, options), (ViewOptionsChange {false, false, true, false}));
    EXPECT_EQ(setViewOptions(project, options), ViewOptionsChange {});
    EXPECT_EQ(project.viewOptions, options);
}

TEST(ViewOptions, ANewBatchRangeOrAxisScaleForgetsTheBatchSizeChartsZoomOnly)
{
    Project project = defaultProject();
    const auto zoomed = [&project] {
        project.views.rooflineIntensity = AxisRange {1.0, 1e3};
        project.views.rooflineFlops = AxisRange {1e12, 1e15};
        project.views.sweepBatch = AxisRange {10.0, 300.0};
        project.views.sweepFlops = AxisRange {1e13, 2e14};
    };
    const auto sweepZoomForgotten = [&project] {
        return !project.views.sweepBatch && !project.views.sweepFlops && project.views.rooflineIntensity
            && project.views.rooflineFlops;
    };
    ViewOptions options = project.viewOptions;
    zoomed();
    options.batchRange.to = 1023.0;
    EXPECT_TRUE(setViewOptions(project, options).sweep);
    EXPECT_TRUE(sweepZoomForgotten());
    zoomed();
    options.sweepLogBatch = true;
    setViewOptions(project, options);
    EXPECT_TRUE(sweepZoomForgotten());
    zoomed();
    options.sweepLogFlops = true;
    setViewOptions(project, options);
    EXPECT_TRUE(sweepZoomForgotten());
    // The same axes, drawn another way: the zoom still means what it meant.
    zoomed();
    options.sweepSharedFlops = true;
    options.precision = Dtype::FP8;
    setViewOptions(project, options);
    EXPECT_EQ(project.views.sweepBatch, (AxisRange {10.0, 300.0}));
    EXPECT_EQ(project.views.sweepFlops, (AxisRange {1e13, 2e14}));
    EXPECT_EQ(project.views.rooflineFlops, (AxisRange {1e12, 1e15}));
}

TEST(HiddenSeries, OneAnswerForEverySeriesAndTogglingTwiceChangesNothing)
{
    HiddenSeries hidden;
    const std::vector<Series> every {Series::rooflineChip("tpu-v5e"), Series::rooflineOp(2),
        Series {Series::Kind::MemorySlopes, {}, 0}, Series {Series::Kind::LinkSlopes, {}, 0},
        Series {Series::Kind::Measured, {}, 0}, Series::sweepChip("h100-sxm"), Series::sweep(1), Series::model(3)};
    for (const Series& series : every) {
        EXPECT_FALSE(isSeriesHidden(hidden, series));
        setSeriesHidden(hidden, series, true);
        EXPECT_TRUE(isSeriesHidden(hidden, series));
        setSeriesHidden(hidden, series, true); // twice is once
    }
    EXPECT_EQ(hidden, (HiddenSeries {{"tpu-v5e"}, {2}, true, true, {"h100-sxm"}, {1}, true, {3}}));
    // Each kind is its own: the roofline's chip is not the batch-size chart's, op 2 is not sweep 2.
    EXPECT_FALSE(isSeriesHidden(hidden, Series::sweepChip("tpu-v5e")));
    EXPECT_FALSE(isSeriesHidden(hidden, Series::rooflineChip("h100-sxm")));
    EXPECT_FALSE(isSeriesHidden(hidden, Series::sweep(2)));
    EXPECT_FALSE(isSeriesHidden(hidden, Series::rooflineOp(1)));
    EXPECT_FALSE(isSeriesHidden(hidden, Series::model(2)));
    for (const Series& series : every)
        setSeriesHidden(hidden, series, false);
    EXPECT_EQ(hidden, HiddenSeries {});
}

TEST(HiddenSeries, ChipsAreKnownByIdInAnyCaseAndOpsStayInOrder)
{
    // As a project file may have them: upper case, unsorted.
    HiddenSeries hidden {{"TPU-V5E"}, {4, 1}, false, false, {}, {}, false, {}};
    EXPECT_TRUE(isSeriesHidden(hidden, Series::rooflineChip("tpu-v5e")));
    setSeriesHidden(hidden, Series::rooflineChip("tpu-v5e"), false);
    EXPECT_TRUE(hidden.rooflineChips.empty());
    setSeriesHidden(hidden, Series::rooflineOp(2), true);
    EXPECT_EQ(hidden.rooflineOps, (std::vector<int> {1, 2, 4}));
    setSeriesHidden(hidden, Series::rooflineOp(4), false);
    EXPECT_EQ(hidden.rooflineOps, (std::vector<int> {1, 2}));
    EXPECT_EQ(chartOf(Series::Kind::Sweep), ChartKind::BatchSize);
    EXPECT_EQ(chartOf(Series::Kind::SweepChip), ChartKind::BatchSize);
    EXPECT_EQ(chartOf(Series::Kind::RooflineChip), ChartKind::Roofline);
    EXPECT_EQ(chartOf(Series::Kind::Measured), ChartKind::Roofline);
    EXPECT_EQ(chartOf(Series::Kind::Model), ChartKind::Roofline);
}

} // namespace
} // namespace roofline::test
