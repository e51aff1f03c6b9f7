// The pieces of an exported slide's default title, subtitle and source line.
#include "support/test_helpers.h"

#include "core/formulas/op_spec.h"
#include "core/scene/slide_heading.h"

namespace roofline::test {
namespace {

std::vector<const Chip*> shown(const Project& project, const std::vector<Chip>& library)
{
    std::vector<const Chip*> chips;
    for (const std::string& id : project.chipIds) {
        for (const Chip& chip : library) {
            if (chip.id == id)
                chips.push_back(&chip);
        }
    }
    return chips;
}

TEST(SlideHeading, TheDefaultProjectIsTpuV5eAndH100WithABf16MatmulAtB128)
{
    const std::vector<Chip> library = builtinChips();
    const Project project = defaultProject();
    const SlideHeading heading = slideHeading(project, shown(project, library), SlideCharts::Both);
    EXPECT_EQ(heading.chipNames, (std::vector<std::string> {"TPU v5e", "H100 SXM"}));
    EXPECT_EQ(heading.op, "matmul");
    EXPECT_EQ(heading.precision, "bf16");
    ASSERT_TRUE(heading.batch.has_value());
    EXPECT_EQ(*heading.batch, 128.0);
    ASSERT_TRUE(heading.batchRange.has_value());
    EXPECT_EQ(heading.batchRange->from, 1.0);
    EXPECT_EQ(heading.batchRange->to, 511.0);
    // The roofline's matmuls follow D = F = 4096; the Q3 sweeps add 1024.
    EXPECT_EQ(heading.dims, (std::vector<SlideDim> {{"D", {4096.0, 1024.0}}, {"F", {4096.0, 1024.0}}}));
}

TEST(SlideHeading, NamesTheFirstOpByItsOwnLabelWhenItHasOne)
{
    const std::vector<Chip> library = builtinChips();
    Project project = defaultProject();
    EXPECT_EQ(slideHeading(project, shown(project, library), SlideCharts::Roofline).label, "bf16 matmul");
    project.ops = {parseOpSpec("matmul B=B D=8192 F=28672 label=\"MLP up\""), parseOpSpec("dot N=1e8")};
    EXPECT_EQ(slideHeading(project, shown(project, library), SlideCharts::Roofline).label, "MLP up");
    // An op without a label has none: the slide names it by its kind and precision.
    project.views.hidden.rooflineOps = {0};
    const SlideHeading heading = slideHeading(project, shown(project, library), SlideCharts::Roofline);
    EXPECT_EQ(heading.label, "");
    EXPECT_EQ(heading.op, "dot");
}

TEST(SlideHeading, FollowsTheSlidersAndLeavesOutWhatTheSlideDoesNotShow)
{
    const std::vector<Chip> library = builtinChips();
    Project project = defaultProject();
    project.dims.b = 256.0;
    project.dims.d = 8192.0;
    SlideHeading heading = slideHeading(project, shown(project, library), SlideCharts::Roofline);
    EXPECT_EQ(heading.batch, std::optional<double>(256.0));
    EXPECT_FALSE(heading.batchRange.has_value()); // no batch-size chart on this slide
    EXPECT_EQ(heading.dims, (std::vector<SlideDim> {{"D", {8192.0}}, {"F", {4096.0}}}));

    // The batch-size chart alone: B is its axis, not a value; the sweeps' own D and F.
    heading = slideHeading(project, shown(project, library), SlideCharts::BatchSize);
    EXPECT_FALSE(heading.batch.has_value());
    EXPECT_EQ(heading.op, "matmul");
    EXPECT_EQ(heading.precision, "bf16"); // x=bf16 w=int8 computes in the wider, bf16
    EXPECT_EQ(heading.dims, (std::vector<SlideDim> {{"D", {4096.0, 1024.0}}, {"F", {4096.0, 1024.0}}}));

    // Hidden in the legend: the first op shown is the dot product, which has no B, D or F.
    project.views.hidden.rooflineOps = {0, 1};
    heading = slideHeading(project, shown(project, library), SlideCharts::Roofline);
    EXPECT_EQ(heading.op, "dot");
    EXPECT_FALSE(heading.batch.has_value());
    EXPECT_TRUE(heading.dims.empty());

    project.ops = {parseOpSpec("matmul B=64 D=512 F=2048 x=fp32 w=fp32 z=fp32")};
    project.views.hidden.rooflineOps.clear();
    heading = slideHeading(project, shown(project, library), SlideCharts::Roofline);
    EXPECT_EQ(heading.precision, "fp32");
    EXPECT_EQ(heading.batch, std::optional<double>(64.0)); // its own B, not the slider's 256
    EXPECT_EQ(heading.dims, (std::vector<SlideDim> {{"D", {512.0}}, {"F", {2048.0}}}));

    project.ops.clear();
    heading = slideHeading(project, {}, SlideCharts::Roofline);
    EXPECT_TRUE(heading.chipNames.empty());
    EXPECT_TRUE(heading.op.empty());
    EXPECT_TRUE(heading.precision.empty());
}

TEST(SlideHeading, SourcesAreTheHostsOfEachChipFilesUrlsOnceTheMostCitedFirst)
{
    EXPECT_EQ(sourceHost("https://jax-ml.github.io/scaling-book/roofline"), "jax-ml.github.io");
    EXPECT_EQ(sourceHost("http://www.nvidia.com:443/en-us/h100?x=1#a"), "nvidia.com");
    EXPECT_EQ(sourceHost("https://user@example.org"), "example.org");
    EXPECT_EQ(sourceHost("  the vendor's datasheet "), "the vendor's datasheet");
    EXPECT_EQ(sourceHost(""), "");

    const std::vector<Chip> library = builtinChips();
    const Project project = defaultProject();
    const std::vector<ChipSources> sources = chipSources(shown(project, library));
    ASSERT_EQ(sources.size(), 2u);
    EXPECT_EQ(sources[0].chipName, "TPU v5e");
    // TPU v5e's file: jax-ml.github.io for 14 numbers, docs.cloud.google.com for 3, github.com for 1.
    EXPECT_EQ(sources[0].hosts, (std::vector<std::string> {"jax-ml.github.io", "docs.cloud.google.com", "github.com"}));
    EXPECT_EQ(sources[1].chipName, "H100 SXM");
    // H100 SXM's file cites jax-ml.github.io for 10 numbers, nvidia.com for 8 (NVIDIA's H100 page), github.com
    // for 4 (NCCL for the latencies of its 3 links, NVIDIA's MLPerf system description for NVLink's domain, cited
    // first), glennklockwood.com for 4, archive-lib.hpctech.co.jp for 2 and docs.nvidia.com for 1: of equals, the
    // first cited first.
    EXPECT_EQ(sources[1].hosts,
        (std::vector<std::string> {"jax-ml.github.io", "nvidia.com", "github.com", "glennklockwood.com",
            "archive-lib.hpctech.co.jp", "docs.nvidia.com"}));

    // The order is by citations, not by the file: one citation of a.org, then two of b.org.
    Chip cited = library.front();
    cited.sources = {{"x", "https://a.org/1", ""}, {"y", "https://b.org/1", ""}, {"z", "https://b.org/2", ""}};
    EXPECT_EQ(chipSources({&cited}).front().hosts, (std::vector<std::string> {"b.org", "a.org"}));

    Chip bare = library.front();
    bare.sources.clear();
    EXPECT_TRUE(chipSources({&bare}).empty()); // a chip that names no source adds nothing
}

} // namespace
} // namespace roofline::test
