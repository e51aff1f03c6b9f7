// docs/model.md §6–§9: vector units, memory capacity, links and collectives, attention. Every worked number of
// those sections, with literals from docs/model.md or formulas written here independently of core's.
#include "support/test_helpers.h"

#include "core/formats/chip_json.h"
#include "core/formulas/attention_cost.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/report/calc_report.h"
#include "core/scene/scene.h"

#include <algorithm>

namespace roofline::test {
namespace {

Op spec(std::string_view text)
{
    return parseOpSpec(text, "test");
}

// TPU v5e with the chapter's numbers and its four ICI links of 4.5e10 B/s each way.
Chip v5eWithLinks()
{
    Chip chip = exampleChip(1.97e14, 8.2e11);
    chip.memory.front().capacityBytes = 1.6e10;
    chip.links.push_back({"ICI", 4.5e10, std::nullopt, BandwidthKind::Link, {}, 4.0});
    return chip;
}

// ---- §6 vector units ------------------------------------------------------------------------------

TEST(ChapterVectorUnits, TheVpuFootnoteCriticalIntensityIsNearThree)
{
    // "TPU v5p's VPU: about 7e12 FLOPs/s, so a critical intensity near 3 against its 2.8e12 B/s HBM".
    Chip chip = exampleChip(4.59e14, 2.8e12);
    chip.vectorPeakFlopsPerS[Dtype::FP32] = 7e12;
    const Evaluation e = evaluate(chip, spec("elementwise N=1e8 flops=1 inputs=2 outputs=1 dtype=fp32"), Dims {});
    EXPECT_EQ(e.unit, ComputeUnit::Vector);
    EXPECT_EQ(e.peakFlopsPerS, 7e12);
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 7e12 / 2.8e12, 1e-12));
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 3.0, 0.2)); // "near 3"
    EXPECT_EQ(e.tMath, 1e8 / 7e12);
}

TEST(ChapterVectorUnits, DotAndElementwiseRunOnTheVectorUnitWhenTheChipHasOneForTheirPrecision)
{
    const Chip& v5p = shippedChip("tpu-v5p");
    const Evaluation dot = evaluate(v5p, spec("dot N=1000000 dtype=fp32"), Dims {});
    EXPECT_EQ(dot.unit, ComputeUnit::Vector);
    EXPECT_EQ(dot.peakFlopsPerS, 1.4e13); // two TensorCores of 7e12
    EXPECT_EQ(dot.tMath, (2e6 - 1.0) / 1.4e13);
    // No bf16 vector peak: a bf16 dot runs on the matrix peaks, as before.
    const Evaluation bf16 = evaluate(v5p, spec("dot N=1000000 dtype=bf16"), Dims {});
    EXPECT_EQ(bf16.unit, ComputeUnit::Matrix);
    EXPECT_EQ(bf16.peakFlopsPerS, 4.59e14);
    // A matmul never runs on the vector units, even in a precision only they have.
    EXPECT_ROOFLINE_ERROR(evaluate(v5p, spec("matmul B=8 D=8 F=8 x=fp32 w=fp32 z=fp32"), Dims {}),
        ErrorKind::UnknownName, "no fp32 peak", "bf16");
    // GPUs: the CUDA cores (H100 bf16 non-tensor 133.8 TFLOPS) under the tensor cores' 989.
    const Evaluation h100
        = evaluate(shippedChip("h100-sxm"), spec("elementwise N=1e9 flops=1 inputs=2 outputs=1 dtype=bf16"), Dims {});
    EXPECT_EQ(h100.unit, ComputeUnit::Vector);
    EXPECT_EQ(h100.peakFlopsPerS, 1.338e14);
}

TEST(ChapterVectorUnits, AchievableDeratesTheVectorPeakToo)
{
    const Chip& v5p = shippedChip("tpu-v5p");
    const Evaluation e = evaluate(v5p, spec("dot N=1000 dtype=fp32"), Dims {}, EvaluationOptions {true});
    EXPECT_TRUE(relativelyNear(e.peakFlopsPerS, 1.4e13 * 0.95, 1e-15));
}

TEST(ChapterVectorUnits, TheRooflineCarriesVectorCeilingsAndRidgesButRegionsStayOnTheMatrixCeiling)
{
    const Chip& v5p = shippedChip("tpu-v5p");
    RooflineOptions options;
    options.precision = Dtype::FP32; // v5p has no fp32 matrix peak: its bf16 one is shown, with the VPU's fp32
    const ChipRoofline layer = buildChipRoofline(v5p, {}, Dims {}, options);
    ASSERT_EQ(layer.ceilings.size(), 2u);
    EXPECT_EQ(layer.ceilings[0].unit, ComputeUnit::Matrix);
    EXPECT_EQ(layer.ceilings[0].precision, Dtype::BF16);
    EXPECT_EQ(layer.ceilings[1].unit, ComputeUnit::Vector);
    EXPECT_EQ(layer.ceilings[1].precision, Dtype::FP32);
    EXPECT_EQ(layer.ceilings[1].flopsPerS, 1.4e13);
    const auto vectorRidge = std::find_if(layer.ridges.begin(), layer.ridges.end(),
        [](const RidgePoint& r) { return r.unit == ComputeUnit::Vector && r.levelName == "HBM"; });
    ASSERT_NE(vectorRidge, layer.ridges.end());
    EXPECT_TRUE(relativelyNear(vectorRidge->intensity, 1.4e13 / 2.8e12, 1e-12));
    // Regions: only the matrix ridge over HBM (the chip's only memory level) splits them.
    ASSERT_EQ(layer.regions.size(), 2u);
    EXPECT_TRUE(relativelyNear(layer.regions[0].toIntensity, 4.59e14 / 2.8e12, 1e-12));
    // Without them (the app's chart until it can label them): the matrix ceiling alone.
    options.vectorCeilings = false;
    const ChipRoofline matrixOnly = buildChipRoofline(v5p, {}, Dims {}, options);
    ASSERT_EQ(matrixOnly.ceilings.size(), 1u);
    EXPECT_EQ(matrixOnly.ceilings[0].unit, ComputeUnit::Matrix);
    options.vectorCeilings = true;
    // With the headline precision (bf16), no fp32 VPU line.
    options.precision = Dtype::BF16;
    const ChipRoofline bf16 = buildChipRoofline(v5p, {}, Dims {}, options);
    EXPECT_TRUE(std::none_of(bf16.ceilings.begin(), bf16.ceilings.end(),
        [](const CeilingLine& c) { return c.unit == ComputeUnit::Vector; }));
}

TEST(ChapterVectorUnits, ChipFilesReadAndWriteVectorPeaks)
{
    const Chip chip = parseChipJson(R"({"id": "v", "name": "V", "vendor": "X", "peak_flops_per_s": {"bf16": 1e14},
        "vector_peak_flops_per_s": {"fp32": 7e12, "bf16": 1.4e13},
        "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}]})",
        "v.json");
    EXPECT_EQ(chip.vectorPeakFlopsPerS.at(Dtype::FP32), 7e12);
    EXPECT_EQ(chip.vectorPeakFlopsPerS.at(Dtype::BF16), 1.4e13);
    Chip again = parseChipJson(chipToJson(chip).dump(), "v.json");
    again.origin = chip.origin;
    EXPECT_EQ(again, chip);
}

// ---- §7 memory capacity ---------------------------------------------------------------------------

TEST(ChapterMemoryCapacity, EveryKindHasTheFootprintOfTheTable)
{
    Chip chip = v5eWithLinks();
    for (const Dtype dtype : {Dtype::FP32, Dtype::FP16, Dtype::FP8})
        chip.peakFlopsPerS[dtype] = 1e14;
    const auto footprint = [&](std::string_view text) { return *evaluate(chip, spec(text), Dims {}).footprintBytes; };
    EXPECT_EQ(footprint("dot N=1000 dtype=fp32"), 2.0 * 1000 * 4 + 4); // 2N·s + s
    EXPECT_EQ(footprint("matmul B=3 D=5 F=7 x=bf16 w=int8 z=fp32"), 3.0 * 5 * 2 + 5.0 * 7 * 1 + 3.0 * 7 * 4);
    EXPECT_EQ(
        footprint("batched-matmul B=3 D=5 F=7 x=bf16 w=int8 z=fp32"), 3.0 * 5 * 2 + 3.0 * 5 * 7 * 1 + 3.0 * 7 * 4);
    // (M·K + K·N + M·N)·s, whatever the tiles.
    EXPECT_EQ(footprint("tiled-matmul M=300 K=500 N=700 bm=128 bk=64 bn=256 dtype=fp32"),
        (300.0 * 500 + 500.0 * 700 + 300.0 * 700) * 4);
    // Per chip: B·(D/n)·s_x + (D/n)·F·s_w + B·F·s_z.
    EXPECT_EQ(footprint("sharded-matmul B=3 D=40 F=7 chips=4 x=bf16 w=int8 z=fp32 link=ICI"),
        3.0 * 10 * 2 + 10.0 * 7 * 1 + 3.0 * 7 * 4);
    EXPECT_EQ(footprint("elementwise N=1000 flops=1 inputs=3 outputs=2 dtype=fp8"), 1000.0 * 5 * 1);
    EXPECT_EQ(footprint("custom flops=1 bytes=1 footprint=123456"), 123456.0);
    EXPECT_EQ(footprint("all-reduce N=1000 chips=4 dtype=fp32"), 1000.0 * 4);
}

TEST(ChapterMemoryCapacity, AnOpThatDoesNotFitIsStillEvaluatedAndSaysNeeds96GBOf80GBHbm)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const Evaluation e = evaluate(h100, spec("custom flops=1e12 bytes=1e9 footprint=9.6e10"), Dims {});
    EXPECT_EQ(e.footprintBytes, 9.6e10);
    EXPECT_EQ(e.capacityBytes, 8e10);
    EXPECT_EQ(e.capacityLevel, "HBM");
    ASSERT_TRUE(e.fits.has_value());
    EXPECT_FALSE(*e.fits);
    EXPECT_EQ(e.tMath, 1e12 / 9.89e14); // evaluated all the same
    EXPECT_EQ(describeMemoryFit(e), "needs 96 GB of 80 GB HBM");
    const Evaluation fits = evaluate(h100, spec("custom flops=1e12 bytes=1e9 footprint=8e10"), Dims {});
    EXPECT_EQ(fits.fits, std::optional<bool>(true)); // footprint == capacity fits
    EXPECT_EQ(describeMemoryFit(fits), "fits: 80 GB of 80 GB HBM");
}

TEST(ChapterMemoryCapacity, ALevelWithoutCapacityUsesTheFirstLevelWithOne)
{
    // The all-reduce's bytes cross ICI, which holds nothing: the partial sums live in HBM.
    const Chip chip = v5eWithLinks();
    const Evaluation e = evaluate(chip, spec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI"), Dims {});
    EXPECT_EQ(e.levelName, "ICI");
    EXPECT_EQ(e.capacityLevel, "HBM");
    EXPECT_EQ(e.capacityBytes, 1.6e10);
    // 512·8192·2 + 8192·4096·2 + 512·4096·2 bytes per chip.
    EXPECT_EQ(e.footprintBytes, 512.0 * 8192 * 2 + 8192.0 * 4096 * 2 + 512.0 * 4096 * 2);
    EXPECT_EQ(e.fits, std::optional<bool>(true));
}

TEST(ChapterMemoryCapacity, UnknownWithoutAFootprintOrWithoutAnyCapacity)
{
    const Evaluation noFootprint = evaluate(v5eWithLinks(), spec("custom flops=1e12 bytes=1e9"), Dims {});
    EXPECT_FALSE(noFootprint.footprintBytes);
    EXPECT_FALSE(noFootprint.fits);
    EXPECT_EQ(describeMemoryFit(noFootprint), "not checked (no footprint=)");
    const Evaluation noCapacity = evaluate(exampleChip(1e14, 1e12), spec("matmul B=1 D=1000 F=1000"), Dims {});
    EXPECT_EQ(noCapacity.footprintBytes, 2000.0 + 2e6 + 2000.0);
    EXPECT_FALSE(noCapacity.capacityBytes);
    EXPECT_FALSE(noCapacity.fits);
}

TEST(ChapterMemoryCapacity, APointMovedAlongBKeepsItsFitFlagTrue)
{
    // The slider fast path moves the footprint too: a matmul that grows past 16 GB stops fitting.
    const Chip chip = v5eWithLinks();
    const std::vector<Op> ops {spec("matmul B=B D=65536 F=65536")}; // w alone is 8.6 GB
    const std::vector<const Chip*> chips {&chip};
    RooflineScene scene = buildRooflineScene(chips, ops, Dims {128, 0, 0}, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, chips, ops, Dims {128, 0, 0});
    EXPECT_EQ(scene.chips[0].points[0].evaluation.fits, std::optional<bool>(true));
    updateOpPoints(scene, cache, chips, ops, Dims {65536, 0, 0}); // 3 · 65536² · 2 = 25.8 GB
    const Evaluation& moved = scene.chips[0].points[0].evaluation;
    EXPECT_EQ(moved.footprintBytes, 3.0 * 65536 * 65536 * 2);
    EXPECT_EQ(moved.fits, std::optional<bool>(false));
    const Evaluation full = evaluate(chip, ops[0], Dims {65536, 0, 0});
    EXPECT_EQ(moved.fits, full.fits);
    EXPECT_EQ(moved.flops, full.flops);
}

// ---- §8 links and collectives ---------------------------------------------------------------------

// D where 2BDF/n / 1.97e14 = 2(n-1)/n · 2BF / (4.5e10 · k · r): D = 2(n-1) · 1.97e14 / (4.5e10 · k · r).
double expectedCriticalD(double chips, double links, double ring)
{
    return 2.0 * (chips - 1.0) * 1.97e14 / (4.5e10 * links * ring);
}

TEST(ChapterLinks, CriticalDFor2And4And8ChipsOneWayAndBothWays)
{
    const Chip chip = v5eWithLinks();
    const struct {
        double chips;
        double uni, bi; // docs/model.md §8
    } rows[] = {{2, 8755.6, 4377.8}, {4, 26267, 13133}, {8, 61289, 30644}};
    for (const auto& row : rows) {
        SCOPED_TRACE(row.chips);
        const std::string n = std::to_string(static_cast<int>(row.chips));
        const std::optional<double> uni
            = criticalD(chip, spec("sharded-matmul B=512 D=D F=4096 link=ICI chips=" + n), Dims {});
        const std::optional<double> bi
            = criticalD(chip, spec("sharded-matmul B=512 D=D F=4096 link=ICI ring=bi chips=" + n), Dims {});
        ASSERT_TRUE(uni && bi);
        EXPECT_TRUE(relativelyNear(*uni, expectedCriticalD(row.chips, 1, 1), 1e-9));
        EXPECT_TRUE(relativelyNear(*bi, expectedCriticalD(row.chips, 1, 2), 1e-9));
        EXPECT_TRUE(relativelyNear(*uni, row.uni, 1e-4)); // docs/model.md prints them rounded
        EXPECT_TRUE(relativelyNear(*bi, row.bi, 1e-4));
    }
}

TEST(ChapterLinks, TCommsIsBytesOverBandwidthTimesLinksTimesTwoForABidirectionalRing)
{
    const Chip chip = v5eWithLinks();
    const double bytes = 2.0 * 7.0 / 8.0 * 512 * 4096 * 2; // 2(n-1)/n · |Z|
    for (const double k : {1.0, 2.0, 4.0}) {
        for (const bool bi : {false, true}) {
            const std::string text = "sharded-matmul B=512 D=16384 F=4096 chips=8 link=ICI links="
                + std::to_string(static_cast<int>(k)) + (bi ? " ring=bi" : " ring=uni");
            const Evaluation e = evaluate(chip, spec(text), Dims {});
            EXPECT_EQ(e.bytes, bytes) << text;
            EXPECT_TRUE(relativelyNear(e.tComms, bytes / (4.5e10 * k * (bi ? 2.0 : 1.0)), 1e-15)) << text;
            EXPECT_EQ(e.bandwidthBytesPerS, 4.5e10 * k * (bi ? 2.0 : 1.0)) << text;
        }
    }
    EXPECT_TRUE(relativelyNear(*criticalD(chip, spec("sharded-matmul B=1 D=D F=1 chips=2 link=ICI links=4"), Dims {}),
        expectedCriticalD(2, 4, 1), 1e-9));
}

TEST(ChapterLinks, MoreLinksThanTheChipHasOrAMemoryLevelIsAnErrorNamingTheLinks)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    EXPECT_ROOFLINE_ERROR(evaluate(v5e, spec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI links=5"), Dims {}),
        ErrorKind::InvalidValue, "links=5", "4 ICI links");
    try {
        evaluate(v5e, spec("sharded-matmul B=512 D=16384 F=4096 chips=2 link=HBM"), Dims {});
        ADD_FAILURE() << "a collective over HBM was evaluated";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::InvalidValue);
        EXPECT_NE(std::string(error.what()).find("ICI, PCIe, DCN"), std::string::npos) << error.what();
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::NeedsLink);
        EXPECT_EQ(error.detail()->value, "HBM");
        EXPECT_EQ(error.detail()->expected, "ICI, PCIe, DCN");
    }
    EXPECT_ROOFLINE_ERROR(
        evaluate(v5e, spec("all-reduce N=1000 chips=4 link=vmem"), Dims {}), ErrorKind::InvalidValue, "VMEM", "ICI");
    EXPECT_ROOFLINE_ERROR(evaluate(exampleChip(1e14, 1e12), spec("all-reduce N=1000 chips=4"), Dims {}),
        ErrorKind::UnknownName, "no chip-to-chip link");
}

TEST(ChapterLinks, AllReduceMovesTwoNMinusOneOverNOfTheTensorAndAddsNMinusOneOverN)
{
    const Chip chip = v5eWithLinks();
    const Evaluation e = evaluate(chip, spec("all-reduce N=1000000 chips=4 dtype=bf16 link=ICI"), Dims {});
    EXPECT_EQ(e.bytes, 2.0 * 3.0 / 4.0 * 1e6 * 2);
    EXPECT_EQ(e.flops, 3.0 / 4.0 * 1e6);
    EXPECT_EQ(e.levelName, "ICI");
    EXPECT_EQ(e.tComms, 3e6 / 4.5e10);
    EXPECT_EQ(e.bound, Bound::Bandwidth);
    // Two chips: 2·(1/2)·N·s = N·s, the chapter's 2BF for Z = bf16[B, F].
    EXPECT_EQ(evaluate(chip, spec("all-reduce N=1000 chips=2 dtype=bf16"), Dims {}).bytes, 2000.0);
    const Evaluation bi = evaluate(chip, spec("all-reduce N=1000000 chips=4 dtype=bf16 ring=bi links=2"), Dims {});
    EXPECT_EQ(bi.tComms, 3e6 / (4.5e10 * 2 * 2));
}

TEST(ChapterLinks, ChipFilesGiveLinksACountAndOldFilesLoadWithOneLink)
{
    const std::string old = R"({"id": "old", "name": "Old", "vendor": "X", "peak_flops_per_s": {"bf16": 1e14},
        "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}],
        "links": [{"name": "ICI", "bandwidth_bytes_per_s": 4.5e10}]})";
    const Chip chip = parseChipJson(old, "old.json");
    EXPECT_EQ(chip.links.at(0).count, 1.0);
    EXPECT_FALSE(chipToJson(chip)["links"][0].contains("count")); // written as it was read
    const Chip counted = parseChipJson(
        R"({"id": "new", "name": "New", "vendor": "X", "peak_flops_per_s": {"bf16": 1e14},
        "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}],
        "links": [{"name": "NVLink", "bandwidth_bytes_per_s": 2.5e10, "count": 18}]})",
        "new.json");
    EXPECT_EQ(counted.links.at(0).count, 18.0);
    EXPECT_EQ(chipToJson(counted)["links"][0]["count"], 18);
}

TEST(ChapterLinks, ShippedProfilesStoreOneLinkWithItsCount)
{
    const auto link = [](std::string_view id, std::string_view name) {
        const BandwidthLevel* level = findBandwidthLevel(shippedChip(id), name);
        if (!level)
            throw std::runtime_error(std::string(id) + " has no " + std::string(name));
        return std::pair {level->bytesPerS, level->count};
    };
    EXPECT_EQ(link("mi300x", "Infinity Fabric"), std::pair(6.4e10, 7.0));
    EXPECT_EQ(link("gaudi3", "RoCE"), std::pair(2.5e10, 24.0));
    EXPECT_EQ(link("h100-sxm", "NVLink"), std::pair(2.5e10, 18.0));
    EXPECT_EQ(link("h200", "NVLink"), std::pair(2.5e10, 18.0));
    EXPECT_EQ(link("b200", "NVLink"), std::pair(5e10, 18.0));
    EXPECT_EQ(link("a100-sxm-80gb", "NVLink"), std::pair(2.5e10, 12.0));
    EXPECT_EQ(link("v100", "NVLink"), std::pair(2.5e10, 6.0));
    EXPECT_EQ(link("tpu-v3", "ICI"), std::pair(1e11, 4.0));
    EXPECT_EQ(link("tpu-v4", "ICI"), std::pair(4.5e10, 6.0));
    EXPECT_EQ(link("tpu-v5e", "ICI"), std::pair(4.5e10, 4.0));
    EXPECT_EQ(link("tpu-v5p", "ICI"), std::pair(1e11, 6.0)); // Google Cloud: 1200 GBps a chip, both ways, over 6
    EXPECT_EQ(link("tpu-v6e", "ICI"), std::pair(1e11, 4.0)); // 800 GBps over 4
    EXPECT_EQ(link("tpu7x", "ICI"), std::pair(1e11, 6.0)); // 1200 GB/s over the 6 of a 3D torus
    // The vendors' totals, each way: 448 GB/s, 600 GB/s, 450 GB/s, 900 GB/s.
    EXPECT_EQ(link("mi300x", "Infinity Fabric").first * 7, 4.48e11);
    EXPECT_EQ(link("gaudi3", "RoCE").first * 24, 6e11);
    EXPECT_EQ(link("h100-sxm", "NVLink").first * 18, 4.5e11);
    EXPECT_EQ(link("b200", "NVLink").first * 18, 9e11);
}

TEST(ChapterLinks, TheRooflineShowsALinksSlopeForOneLinkOrForAllOfThem)
{
    const Chip& h100 = shippedChip("h100-sxm");
    RooflineOptions options;
    const auto nvlink = [&](const ChipRoofline& layer) {
        return *std::find_if(
            layer.slopes.begin(), layer.slopes.end(), [](const SlopeLine& s) { return s.name == "NVLink"; });
    };
    const SlopeLine one = nvlink(buildChipRoofline(h100, {}, Dims {}, options));
    EXPECT_EQ(one.bytesPerS, 2.5e10);
    EXPECT_EQ(one.links, 1.0);
    options.allLinks = true;
    const ChipRoofline all = buildChipRoofline(h100, {}, Dims {}, options);
    EXPECT_EQ(nvlink(all).bytesPerS, 2.5e10 * 18);
    EXPECT_EQ(nvlink(all).links, 18.0);
    const auto hbm
        = std::find_if(all.slopes.begin(), all.slopes.end(), [](const SlopeLine& s) { return s.name == "HBM"; });
    EXPECT_EQ(hbm->bytesPerS, 3.35e12); // memory levels are one memory
    const auto ridge = std::find_if(all.ridges.begin(), all.ridges.end(),
        [](const RidgePoint& r) { return r.levelName == "NVLink" && r.precision == Dtype::BF16; });
    EXPECT_TRUE(relativelyNear(ridge->intensity, 9.89e14 / 4.5e11, 1e-12));
}

// ---- §9 attention ---------------------------------------------------------------------------------

TEST(ChapterAttention, DecodeIntensityIsNSOverNPlusKSAbout3996WhateverTheBatch)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    for (const double b : {1.0, 8.0, 512.0}) {
        const Evaluation e
            = evaluate(v5e, spec("attention B=B T=1 S=4096 N=32 K=8 H=128 causal=1 flash=1"), Dims {b, 0, 0});
        EXPECT_TRUE(relativelyNear(e.intensity, 32.0 * 4096 / (32 + 8.0 * 4096), 1e-12));
        EXPECT_TRUE(relativelyNear(e.intensity, 3.996, 1e-3));
        // FLOPs 4·N·H·B·S; bytes 2·B·N·H·2 + 2·B·S·K·H·2.
        EXPECT_EQ(e.flops, 4.0 * 32 * 128 * b * 4096);
        EXPECT_EQ(e.bytes, 2.0 * b * 32 * 128 * 2 + 2.0 * b * 4096 * 8 * 128 * 2);
        EXPECT_EQ(e.bound, Bound::Bandwidth);
    }
}

TEST(ChapterAttention, PrefillIntensityIs2048NonCausalAnd1024Point25Causal)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const Evaluation full = evaluate(v5e, spec("attention B=2 T=4096 S=4096 N=16 K=16 H=128 causal=0"), Dims {});
    EXPECT_TRUE(relativelyNear(full.intensity, 2048.0, 1e-12)); // T/2
    const Evaluation causal = evaluate(v5e, spec("attention B=2 T=4096 S=4096 N=16 K=16 H=128 causal=1"), Dims {});
    EXPECT_TRUE(relativelyNear(causal.intensity, 1024.25, 1e-12)); // (T+1)/4
    // P = B·(T·S − T(T−1)/2) query–key pairs.
    EXPECT_EQ(causal.flops, 4.0 * 16 * 128 * 2 * (4096.0 * 4096 - 4096.0 * 4095 / 2));
    EXPECT_EQ(causal.bound, Bound::Compute);
}

TEST(ChapterAttention, WithoutFlashTheWholeScoreMatrixIsComputedAndCrossesHbmFourTimes)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const double b = 2, t = 64, s = 256, n = 8, k = 2, h = 64;
    const Evaluation e
        = evaluate(v5e, spec("attention B=2 T=64 S=256 N=8 K=2 H=64 causal=1 flash=0 x=bf16 kv=int8 s=fp32"), Dims {});
    EXPECT_EQ(e.flops, 4.0 * n * h * b * t * s); // masked pairs are computed too
    EXPECT_EQ(e.bytes, 2.0 * b * t * n * h * 2 + 2.0 * b * s * k * h * 1 + 4.0 * b * n * t * s * 4);
    EXPECT_EQ(e.footprintBytes, 2.0 * b * t * n * h * 2 + 2.0 * b * s * k * h * 1 + b * n * t * s * 4);
    EXPECT_EQ(e.precision, Dtype::BF16); // the wider of x and kv
    const Evaluation flash
        = evaluate(v5e, spec("attention B=2 T=64 S=256 N=8 K=2 H=64 causal=0 flash=1 x=bf16 kv=bf16"), Dims {});
    EXPECT_EQ(flash.footprintBytes, 2.0 * b * t * n * h * 2 + 2.0 * b * s * k * h * 2);
}

TEST(ChapterAttention, TheShapeRulesAreChecked)
{
    EXPECT_ROOFLINE_ERROR(spec("attention B=1 T=8 S=4 N=8 K=2 H=64"), ErrorKind::InvalidValue, "T", "S");
    EXPECT_ROOFLINE_ERROR(spec("attention B=1 T=1 S=4 N=8 K=3 H=64"), ErrorKind::InvalidValue, "multiple of K");
    EXPECT_ROOFLINE_ERROR(
        spec("attention B=1 T=1 S=4 N=8 K=2 H=64 causal=2"), ErrorKind::InvalidValue, "causal", "at most 1");
    EXPECT_ROOFLINE_ERROR(
        spec("attention B=1 T=1 S=4 N=8 K=2 H=64 flash=-1"), ErrorKind::InvalidValue, "flash", "at least 0");
    EXPECT_ROOFLINE_ERROR(spec("attention B=1 T=1 S=4 N=8 K=2 H=64 flash=B"), ErrorKind::InvalidValue, "flash",
        "cannot follow the B slider");
    // A T slider dragged above S: the op cannot be evaluated, and says why.
    const Op op = spec("attention B=1 T=T S=1024 N=8 K=2 H=64");
    Dims dims;
    dims.t = 2048;
    EXPECT_ROOFLINE_ERROR(evaluate(shippedChip("tpu-v5e"), op, dims), ErrorKind::InvalidValue, "T=2048", "S=1024");
}

TEST(ChapterAttention, TheBatchSweepIsFlatInDecodeAndSolvesNeverOrAlways)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const Op decode = parseOpSpec("attention T=1 S=4096 N=32 K=8 H=128", "sweep", rules);
    ASSERT_TRUE(isSweepable(decode));
    std::vector<double> flopsPerS;
    sweepBatch(v5e, decode, Dims {}, batchPoints(BatchRange {1, 511, 4096, false}), flopsPerS);
    const double flat = 8.2e11 * 32.0 * 4096 / (32 + 8.0 * 4096); // bandwidth × intensity
    for (const double value : flopsPerS)
        EXPECT_TRUE(relativelyNear(value, flat, 1e-12));
    const std::optional<Crossover> never = crossoverAlong(v5e, decode, Dims {}, "B");
    ASSERT_TRUE(never);
    EXPECT_EQ(never->kind, Crossover::Kind::Never);
    EXPECT_FALSE(criticalBatch(v5e, decode, Dims {}));
    const Op prefill = parseOpSpec("attention T=4096 S=4096 N=32 K=32 H=128", "sweep", rules);
    const std::optional<Crossover> always = crossoverAlong(v5e, prefill, Dims {}, "B");
    ASSERT_TRUE(always);
    EXPECT_EQ(always->kind, Crossover::Kind::Always);
    EXPECT_EQ(criticalBatch(v5e, prefill, Dims {}), std::optional<double>(0.0));
}

// What Details and the batch-size chart say of attention: "memory-bound at any B: intensity ≈ N/K = 4
// in decode" (docs/model.md §9); the limit as S grows is 4·N·H / (2·K·H·|kv| + (flash ? 0 : 4·N·|s|)).
TEST(ChapterAttention, DecodeIntensityTendsToNOverKAndTheNumbersBehindTheDetailsWords)
{
    const AttentionIntensity decode
        = attentionIntensity(spec("attention B=B T=1 S=4096 N=32 K=8 H=128 causal=1 flash=1"), Dims {7, 0, 0});
    EXPECT_TRUE(decode.decode);
    EXPECT_FALSE(decode.prefill);
    EXPECT_TRUE(relativelyNear(decode.intensity, 32.0 * 4096 / (32 + 8.0 * 4096), 1e-12));
    EXPECT_EQ(decode.decodeLimit, 4.0); // N/K
    EXPECT_TRUE(decode.limitIsNOverK);
    // An fp8 cache halves the bytes read: twice N/K.
    const AttentionIntensity fp8 = attentionIntensity(spec("attention B=2 T=1 S=4096 N=32 K=8 H=128 kv=fp8"), Dims {});
    EXPECT_EQ(fp8.decodeLimit, 8.0);
    EXPECT_FALSE(fp8.limitIsNOverK);
    // Without flash the fp32 scores cross HBM four times: 4·32·128 / (2·8·128·2 + 4·32·4) = 16384 / 4608.
    const AttentionIntensity naive
        = attentionIntensity(spec("attention B=2 T=1 S=4096 N=32 K=8 H=128 flash=0"), Dims {});
    EXPECT_TRUE(relativelyNear(naive.decodeLimit, 16384.0 / 4608.0, 1e-12));
    EXPECT_FALSE(naive.limitIsNOverK);
    // Prefill: (T + 1)/4 causal, and no decode limit.
    const AttentionIntensity prefill
        = attentionIntensity(spec("attention B=3 T=4096 S=4096 N=32 K=32 H=128 causal=1"), Dims {});
    EXPECT_TRUE(prefill.prefill);
    EXPECT_FALSE(prefill.decode);
    EXPECT_TRUE(relativelyNear(prefill.intensity, 1024.25, 1e-12));
    EXPECT_EQ(prefill.decodeLimit, 0.0);
}

// The batch-size chart draws attention's curve flat and says so: its scene carries the intensity that
// holds at every B (bandwidth × intensity is the curve), and a matmul's bending curve has none.
TEST(ChapterAttention, TheBatchSizeSceneMarksADecodeAttentionCurveFlatAtItsIntensity)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("attention T=1 S=4096 N=32 K=8 H=128", "sweep", rules),
        parseOpSpec("matmul D=4096 F=4096", "sweep", rules)};
    const std::vector<const Chip*> chips {&v5e};
    const BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, Dims {}, SweepOptions {});
    ASSERT_EQ(scene.chips.size(), 1u);
    ASSERT_EQ(scene.chips[0].curves.size(), 2u);
    const SweepCurve& attention = scene.chips[0].curves[0];
    ASSERT_TRUE(attention.flatIntensity);
    EXPECT_TRUE(relativelyNear(*attention.flatIntensity, 32.0 * 4096 / (32 + 8.0 * 4096), 1e-12));
    EXPECT_FALSE(attention.criticalBatch);
    for (const double value : attention.flopsPerS)
        EXPECT_TRUE(relativelyNear(value, 8.2e11 * 32.0 * 4096 / (32 + 8.0 * 4096), 1e-12));
    EXPECT_FALSE(scene.chips[0].curves[1].flatIntensity);
}

TEST(ChapterAttention, TAndSFollowTheSequenceSliders)
{
    const Op op = spec("attention B=4 T=T S=S N=32 K=8 H=128");
    const Dims defaults;
    EXPECT_EQ(defaults.t, 1.0);
    EXPECT_EQ(defaults.s, 4096.0);
    Dims prefill;
    prefill.t = 2048;
    prefill.s = 2048;
    const Evaluation e = evaluate(shippedChip("tpu-v5e"), op, prefill);
    EXPECT_EQ(e.flops, 4.0 * 32 * 128 * 4 * (2048.0 * 2048 - 2048.0 * 2047 / 2));
    EXPECT_EQ(formatOpSpec(op).find("T=T S=S") != std::string::npos, true);
    EXPECT_EQ(parseOpSpec(formatOpSpec(op)), op);
}

TEST(ChapterAttention, AttentionsSAndTheScoresDtypeSAreDifferentKeys)
{
    const Op op = spec("attention B=1 T=1 S=512 N=8 K=8 H=64 s=bf16 flash=0");
    EXPECT_EQ(op.numbers.at("S"), 512.0);
    EXPECT_EQ(op.dtypes.at("s"), Dtype::BF16);
    EXPECT_ROOFLINE_ERROR(spec("attention B=1 T=1 S=512 S=4 N=8 K=8 H=64"), ErrorKind::Syntax, "twice");
}

} // namespace
} // namespace roofline::test

namespace roofline::test {
namespace {

// The chapter's Q3 code, for the batch-size chart's markers.
double chapterQ3(double b, double d, double f)
{
    const double flops = 2 * b * d * f;
    return flops / std::max(flops / 1.97e14, (2 * b * d + d * f + 2 * b * f) / 8.2e11);
}

TEST(ChapterSceneEdges, Q3MarkersSitOnTheChaptersCurveAtBuildAfterABStepAndAfterADStep)
{
    const Chip& v5e = shippedChip("tpu-v5e");
    const std::vector<const Chip*> chips {&v5e};
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "sweep", rules),
        parseOpSpec("matmul D=D F=1024 x=bf16 w=int8 z=bf16", "sweep", rules)};
    Dims dims {128, 1024, 0};
    BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, dims, SweepOptions {});
    const auto marker = [&](std::size_t curve) { return scene.chips[0].curves[curve].flopsAtCurrentBatch; };
    EXPECT_TRUE(relativelyNear(marker(0), chapterQ3(128, 4096, 4096), 1e-12));
    EXPECT_TRUE(relativelyNear(marker(1), chapterQ3(128, 1024, 1024), 1e-12));
    dims.b = 200;
    updateBatchSizeMarkers(scene, chips, sweeps, dims, SweepOptions {});
    EXPECT_TRUE(relativelyNear(marker(0), chapterQ3(200, 4096, 4096), 1e-12));
    EXPECT_TRUE(relativelyNear(marker(1), chapterQ3(200, 1024, 1024), 1e-12));
    dims.d = 2048; // the second sweep follows D: its cached cost along B is stale
    updateBatchSizeMarkers(scene, chips, sweeps, dims, SweepOptions {});
    EXPECT_TRUE(relativelyNear(marker(0), chapterQ3(200, 4096, 4096), 1e-12));
    EXPECT_TRUE(relativelyNear(marker(1), chapterQ3(200, 2048, 1024), 1e-12));
}

TEST(ChapterSceneEdges, AFootprintExactlyAtCapacityFitsAfterABStep)
{
    // bf16 matmul B×1×1: footprint 2B + 2 + 2B = 4B + 2; 402 bytes of HBM fit B = 100 exactly.
    Chip chip = exampleChip(1e14, 1e12);
    chip.memory.front().capacityBytes = 402.0;
    const std::vector<const Chip*> chips {&chip};
    const std::vector<Op> ops {parseOpSpec("matmul B=B D=1 F=1")};
    RooflineScene scene = buildRooflineScene(chips, ops, Dims {50, 0, 0}, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, chips, ops, Dims {50, 0, 0});
    updateOpPoints(scene, cache, chips, ops, Dims {100, 0, 0});
    EXPECT_EQ(scene.chips[0].points[0].evaluation.footprintBytes, 402.0);
    EXPECT_EQ(scene.chips[0].points[0].evaluation.fits, std::optional<bool>(true));
    updateOpPoints(scene, cache, chips, ops, Dims {101, 0, 0});
    EXPECT_EQ(scene.chips[0].points[0].evaluation.fits, std::optional<bool>(false));
}

TEST(ChapterSceneEdges, TheAchievableVectorCeilingIsDeratedLikeTheMatrixOne)
{
    RooflineOptions options;
    options.precision = Dtype::FP32;
    options.showAchievable = true;
    const ChipRoofline layer = buildChipRoofline(shippedChip("tpu-v5p"), {}, Dims {}, options);
    const auto achievableVector = std::find_if(layer.ceilings.begin(), layer.ceilings.end(),
        [](const CeilingLine& c) { return c.achievable && c.unit == ComputeUnit::Vector; });
    ASSERT_NE(achievableVector, layer.ceilings.end());
    EXPECT_EQ(achievableVector->flopsPerS, 1.4e13 * 0.95);
}

TEST(ChapterSceneEdges, AnAttentionSweepIsNamedWithoutItsB)
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const Op decode = parseOpSpec("attention T=1 S=4096 N=32 K=8 H=128", "sweep", rules);
    EXPECT_EQ(describeSweep(decode, Dims {}), "attention T=1 S=4096 N=32 K=8 H=128 bf16");
}

} // namespace
} // namespace roofline::test
