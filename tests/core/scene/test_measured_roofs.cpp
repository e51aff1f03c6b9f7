// Which peak a measured kernel's roof is of (docs/model.md §E): the precision it ran in — its file's (a
// trace's tensor types, a CSV's precision column), else its linked op's — and the chip's highest only when
// none is known, said so. Every peak and bandwidth below is the chip file's (hardware-profiles/*.json);
// every share is worked out here by hand.
#include "support/test_helpers.h"

#include "core/readers/measured_import.h"
#include "core/scene/scene.h"

#include <filesystem>
#include <tuple>

namespace roofline::test {
namespace {

const std::filesystem::path kTestData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR);

// An aten::mm of 4096×4096 by 4096×4096 in bf16: 2·4096³ = 137,438,953,472 FLOPs over 3·4096²·2 =
// 100,663,296 bytes (intensity 1365.3), at 8.6e14 FLOPs/s. On H100 SXM (hardware-profiles/h100-sxm.json)
// the HBM slope there is 3.35e12 × 1365.3 = 4.57e15, above every peak: the roof is the peak itself.
constexpr double kMmFlops = 137438953472.0;
constexpr double kMmBytes = 100663296.0;
constexpr double kMmSeconds = kMmFlops / 8.6e14;

MeasuredGroup groupOf(const MeasuredKernel& kernel, MeasuredDtype dtype)
{
    MeasuredGroup group;
    group.name = kernel.name;
    group.chipId = kernel.chipId;
    group.link = kernel.link;
    group.count = 1;
    group.flops = kernel.flops;
    group.bytes = kernel.bytes;
    group.seconds = kernel.seconds;
    group.dtype = dtype;
    return group;
}

TEST(MeasuredRoofs, ABf16KernelIsMeasuredAgainstTheBf16PeakNotTheChipsHighest)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const MeasuredKernel mm {"aten::mm", kMmFlops, kMmBytes, kMmSeconds, "", "", Dtype::BF16};
    ChipRoofline layer;
    placeMeasuredKernels(layer, h100, std::vector<MeasuredKernel> {mm});
    ASSERT_EQ(layer.measured.size(), 1u);
    const MeasuredPoint& p = layer.measured[0];
    // bf16 9.89e14: 8.6e14 / 9.89e14 = 86.96 %, not 8.6e14 / 1.979e15 = 43.46 % of the fp8 peak.
    EXPECT_EQ(p.roofPrecision, Dtype::BF16);
    EXPECT_EQ(p.peakFlopsPerS, 9.89e14);
    EXPECT_EQ(p.roofFlopsPerS, 9.89e14);
    EXPECT_TRUE(relativelyNear(p.fractionOfRoof, 0.8695652173913043, 1e-12));
    EXPECT_TRUE(p.roofIsItsDtype());
    EXPECT_TRUE(p.roofExact);
    EXPECT_EQ(p.dtype, (MeasuredDtype {Dtype::BF16, DtypeFrom::Kernels}));
    EXPECT_FALSE(p.aboveRoof);
}

TEST(MeasuredRoofs, AKernelOfNoKnownPrecisionIsMeasuredAgainstTheHighestPeakAndSaysSo)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const MeasuredKernel mm {"gemm", kMmFlops, kMmBytes, kMmSeconds, "", ""};
    ChipRoofline layer;
    placeMeasuredKernels(layer, h100, std::vector<MeasuredKernel> {mm});
    ASSERT_EQ(layer.measured.size(), 1u);
    const MeasuredPoint& p = layer.measured[0];
    // fp8 and int8 share the highest peak, 1.979e15; fp8 comes first of the two: 8.6e14 / 1.979e15.
    EXPECT_EQ(p.roofPrecision, Dtype::FP8);
    EXPECT_EQ(p.roofFlopsPerS, 1.979e15);
    EXPECT_TRUE(relativelyNear(p.fractionOfRoof, 0.43456291056088933, 1e-12));
    EXPECT_FALSE(p.roofIsItsDtype());
    EXPECT_FALSE(p.roofExact); // its own peak is at most fp8's: its share at least this
    EXPECT_EQ(p.dtype.from, DtypeFrom::Unknown);
    EXPECT_FALSE(p.dtype.dtype);
}

TEST(MeasuredRoofs, UnderTheSlopeBelowEveryPeakTheRoofIsExactWhateverThePrecision)
{
    // H100's lowest peak is fp64's and fp32's, 6.7e13. An add of 1e9 FLOPs over 1.2e10 bytes (intensity
    // 1/12: the HBM slope there is 2.79e11) has that slope for its roof at every precision: exact. A kernel
    // at intensity 100 (slope 3.35e14, above the fp32 peak) does not: its roof depends on its precision.
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<MeasuredKernel> kernels {
        {"add", 1e9, 1.2e10, 1e-2, "", ""}, {"mid", 1e11, 1e9, 1e-2, "", ""}, {"edge", 2e10, 1e9, 1e-2, "", ""}};
    ChipRoofline layer;
    placeMeasuredKernels(layer, h100, kernels);
    ASSERT_EQ(layer.measured.size(), 3u);
    EXPECT_TRUE(relativelyNear(layer.measured[0].roofFlopsPerS, 3.35e12 / 12.0, 1e-12));
    EXPECT_TRUE(layer.measured[0].roofExact);
    EXPECT_FALSE(layer.measured[1].roofExact);
    // At intensity 20 the slope is 6.7e13, exactly the lowest peak: still under every peak, exact.
    EXPECT_EQ(layer.measured[2].roofFlopsPerS, 6.7e13);
    EXPECT_TRUE(layer.measured[2].roofExact);
}

TEST(MeasuredRoofs, APrecisionTheChipHasNoPeakOfFallsBackToItsHighest)
{
    // TPU v5e (hardware-profiles/tpu-v5e.json) has bf16 1.97e14, int8 3.94e14 and int4 7.88e14: no fp32.
    // 1e12 FLOPs over 1e9 bytes (intensity 1000; HBM 8.2e11 × 1000 = 8.2e14, above every peak) in 10 ms:
    // 1e14 FLOPs/s of the int4 peak, 7.88e14: 12.69 %.
    const Chip& tpu = shippedChip("tpu-v5e");
    const MeasuredKernel fp32 {"matmul", 1e12, 1e9, 1e-2, "", "", Dtype::FP32};
    ChipRoofline layer;
    placeMeasuredKernels(layer, tpu, std::vector<MeasuredKernel> {fp32});
    ASSERT_EQ(layer.measured.size(), 1u);
    const MeasuredPoint& p = layer.measured[0];
    EXPECT_EQ(p.roofPrecision, Dtype::INT4);
    EXPECT_EQ(p.roofFlopsPerS, 7.88e14);
    EXPECT_TRUE(relativelyNear(p.fractionOfRoof, 1e14 / 7.88e14, 1e-12));
    EXPECT_EQ(p.dtype.dtype, Dtype::FP32); // what it ran in is still said
    EXPECT_FALSE(p.roofIsItsDtype());
}

TEST(MeasuredRoofs, AGroupWithoutAPrecisionTakesItsLinkedOpsComputeDtype)
{
    // gemm is linked to a matmul of fp32 inputs: its roof is H100's fp32 peak, 6.7e13. 1e12 FLOPs over
    // 1e9 bytes (HBM slope 3.35e15 at intensity 1000) in 20 ms: 5e13 FLOPs/s, 74.63 % of 6.7e13.
    const Chip& h100 = shippedChip("h100-sxm");
    Op matmul = makeOp(OpKind::Matmul);
    matmul.dtypes["x"] = Dtype::FP32;
    matmul.dtypes["w"] = Dtype::FP32;
    matmul.dtypes["z"] = Dtype::FP32;
    const std::vector<Op> ops {makeOp(OpKind::Elementwise), matmul};
    const std::vector<MeasuredLink> links {{"gemm", "", 1}};
    const MeasuredGroup gemm = groupOf({"gemm", 1e12, 1e9, 2e-2, "", ""}, {});
    const std::optional<MeasuredPoint> linked = placeMeasuredGroup(h100, gemm, MeasuredLinks {links, ops});
    ASSERT_TRUE(linked);
    EXPECT_EQ(linked->roofPrecision, Dtype::FP32);
    EXPECT_EQ(linked->roofFlopsPerS, 6.7e13);
    EXPECT_TRUE(relativelyNear(linked->fractionOfRoof, 5e13 / 6.7e13, 1e-12));
    EXPECT_EQ(linked->dtype, (MeasuredDtype {Dtype::FP32, DtypeFrom::LinkedOp}));
    EXPECT_TRUE(linked->roofIsItsDtype());
    // Unlinked it is the chip's highest again: 5e13 / 1.979e15.
    const std::optional<MeasuredPoint> alone = placeMeasuredGroup(h100, gemm);
    ASSERT_TRUE(alone);
    EXPECT_EQ(alone->roofPrecision, Dtype::FP8);
    EXPECT_TRUE(relativelyNear(alone->fractionOfRoof, 5e13 / 1.979e15, 1e-12));
    // What the kernels say comes first: bf16 kernels linked to the fp32 op are measured against bf16.
    const MeasuredGroup bf16 = groupOf({"gemm", 1e12, 1e9, 2e-2, "", ""}, {Dtype::BF16, DtypeFrom::Kernels});
    const std::optional<MeasuredPoint> own = placeMeasuredGroup(h100, bf16, MeasuredLinks {links, ops});
    ASSERT_TRUE(own);
    EXPECT_EQ(own->roofPrecision, Dtype::BF16);
    EXPECT_EQ(own->dtype.from, DtypeFrom::Kernels);
    // A link to an op that is not there (an index past the list) says nothing.
    const std::vector<MeasuredLink> dangling {{"gemm", "", 2}};
    EXPECT_EQ(placeMeasuredGroup(h100, gemm, MeasuredLinks {dangling, ops})->roofPrecision, Dtype::FP8);
}

TEST(MeasuredRoofs, TheSceneUsesThePrecisionsOfTheGroupsItDraws)
{
    // Grouped, two bf16 launches of one name keep bf16; one bf16 and one fp8 launch of another are a mix,
    // measured against the highest peak; the same name linked through the options takes its op's.
    const std::vector<MeasuredKernel> kernels {{"mm", kMmFlops, kMmBytes, kMmSeconds, "", "", Dtype::BF16},
        {"mm", kMmFlops, kMmBytes, kMmSeconds, "", "", Dtype::BF16},
        {"mixed", kMmFlops, kMmBytes, kMmSeconds, "", "", Dtype::BF16},
        {"mixed", kMmFlops, kMmBytes, kMmSeconds, "", "", Dtype::FP8}, {"plain", 1e12, 1e9, 2e-2, "", ""}};
    Op fp16 = makeOp(OpKind::Matmul);
    fp16.dtypes["x"] = Dtype::FP16;
    fp16.dtypes["w"] = Dtype::FP16;
    const std::vector<Op> ops {fp16};
    RooflineOptions options;
    options.measured.aggregation = Aggregation::On;
    options.measuredLinks = {{"plain", "", 0}, {"mixed", "", 0}};
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    const RooflineScene scene = buildRooflineScene(chips, ops, Dims {}, options, kernels);
    const auto point = [&](std::string_view name) {
        for (const MeasuredPoint& p : scene.chips[0].measured)
            if (p.name == name)
                return p;
        ADD_FAILURE() << "no point " << name;
        return MeasuredPoint {};
    };
    EXPECT_EQ(point("mm").roofPrecision, Dtype::BF16);
    EXPECT_TRUE(relativelyNear(point("mm").fractionOfRoof, 8.6e14 / 9.89e14, 1e-12));
    // A mix is not made one by a link: its kernels said two things.
    EXPECT_EQ(point("mixed").dtype.from, DtypeFrom::Mixed);
    EXPECT_EQ(point("mixed").roofPrecision, Dtype::FP8);
    EXPECT_EQ(point("plain").dtype, (MeasuredDtype {Dtype::FP16, DtypeFrom::LinkedOp}));
    EXPECT_EQ(point("plain").roofFlopsPerS, 9.89e14); // H100's fp16 peak
}

TEST(MeasuredRoofs, ATracesMatmulReachesItsShareOfTheBf16Peak)
{
    // tests/data/traces/before-after/README.md: before, aten::mm [4096,4096]·[4096,16384] in bf16 ran four
    // times for 1500 + 1510 + 1495 + 1505 = 6010 µs. Each run is 2·4096·4096·16384 = 549,755,813,888 FLOPs
    // over (4096·4096 + 2·4096·16384)·2 = 301,989,888 bytes (intensity 1820.4, compute-bound on H100):
    // 4 · 549,755,813,888 / 6.01e-3 = 3.6589e14 FLOPs/s, 36.996 % of bf16's 9.89e14.
    const MeasuredFile before = readMeasuredFile(kTestData / "traces" / "before-after" / "before.pt.trace.json");
    RooflineOptions options;
    options.measured.aggregation = Aggregation::On;
    const std::vector<const Chip*> chips {&shippedChip("h100-sxm")};
    const RooflineScene scene = buildRooflineScene(chips, {}, Dims {}, options, before.kernels);
    const MeasuredPoint* mm = nullptr;
    for (const MeasuredPoint& p : scene.chips[0].measured)
        if (p.name == "aten::mm bf16[4096,4096] bf16[4096,16384]")
            mm = &p;
    ASSERT_TRUE(mm);
    EXPECT_EQ(mm->count, 4u);
    EXPECT_EQ(mm->roofPrecision, Dtype::BF16);
    const double achieved = 4.0 * 549755813888.0 / 6.01e-3;
    EXPECT_TRUE(relativelyNear(mm->achievedFlopsPerS, achieved, 1e-12));
    EXPECT_TRUE(relativelyNear(mm->fractionOfRoof, achieved / 9.89e14, 1e-12));
    EXPECT_NEAR(mm->fractionOfRoof, 0.36996, 1e-5);
}

TEST(MeasuredRoofs, ACollectiveFromATraceIsMeasuredAgainstTheChipsFirstLink)
{
    // A trace's all-reduce of 2,049,000 fp32 elements over 2 chips (tests/data/traces/real, nccl-allreduce-ddp):
    // (n−1)/n·N = 1,024,500 FLOPs over 2(n−1)/n·N·4 = 8,196,000 bytes (intensity 0.125) in 3.306963 ms. Its
    // link is "link": H100 SXM's first link, NVLink, 18 × 2.5e10 B/s each way (hardware-profiles/h100-sxm.json);
    // TPU v5e's, ICI, 4 × 4.5e10. The roof is the slope there, far under every peak.
    const MeasuredKernel allReduce {
        "allreduce fp32[2049000] over 2 chips", 1024500.0, 8196000.0, 3.306963e-3, "", "link", Dtype::FP32};
    const double achieved = 1024500.0 / 3.306963e-3;
    for (const auto& [id, level, bandwidth] : {std::tuple {"h100-sxm", "NVLink", 4.5e11}, {"tpu-v5e", "ICI", 1.8e11}}) {
        SCOPED_TRACE(id);
        ChipRoofline layer;
        placeMeasuredKernels(layer, shippedChip(id), std::vector<MeasuredKernel> {allReduce});
        ASSERT_EQ(layer.measured.size(), 1u);
        const MeasuredPoint& p = layer.measured[0];
        EXPECT_EQ(p.levelName, level);
        EXPECT_EQ(p.bandwidthBytesPerS, bandwidth);
        EXPECT_TRUE(relativelyNear(p.roofFlopsPerS, bandwidth * 0.125, 1e-15));
        EXPECT_TRUE(relativelyNear(p.fractionOfRoof, achieved / (bandwidth * 0.125), 1e-12));
        EXPECT_FALSE(p.aboveRoof);
    }
    // A chip without any link says it has none: the kernel is not placed, and the problem is kept.
    Chip noLinks = shippedChip("h100-sxm");
    noLinks.links.clear();
    ChipRoofline layer;
    placeMeasuredKernels(layer, noLinks, std::vector<MeasuredKernel> {allReduce});
    EXPECT_TRUE(layer.measured.empty());
    ASSERT_EQ(layer.measuredProblems.size(), 1u);
    EXPECT_NE(layer.measuredProblems[0].message.find("has no memory level or link named \"link\""), std::string::npos)
        << layer.measuredProblems[0].message;
}

} // namespace
} // namespace roofline::test
