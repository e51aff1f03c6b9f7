// docs/model.md §12: a link's latency. A ring collective over n chips takes 2(n−1) hops, each latency_s, before its
// bytes: T_comms = 2(n−1)·latency_s + bytes/bandwidth. Worked by hand on a chip with a 1 µs link, for an all-reduce,
// a sharded matmul's critical D, a B step of the roofline and a sweep over B; and the chip file's key.
#include "support/test_helpers.h"

#include "core/formats/chip_json.h"
#include "core/formulas/collective.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/scene/scene.h"

namespace roofline::test {
namespace {

constexpr double kTight = 1e-9;

// TPU v5e's numbers (1.97e14, 8.2e11 HBM, ICI 4.5e10 per link each way, 4 links) with a made-up hop of 1 µs.
Chip chipWithLatency(double latencyS = 1e-6)
{
    Chip chip = exampleChip(1.97e14, 8.2e11);
    chip.links.push_back({"ICI", 4.5e10, std::nullopt, BandwidthKind::Link, {}, 4.0, latencyS});
    return chip;
}

TEST(LinkLatency, ARingTakesTwoHopsPerChipBeyondTheFirst)
{
    EXPECT_EQ(ringLatency(2, 1e-6), 2e-6);
    EXPECT_TRUE(relativelyNear(ringLatency(8, 6e-7), 8.4e-6, kTight));
    EXPECT_EQ(ringLatency(4, 0.0), 0.0);
}

TEST(LinkLatency, IsAddedToAnAllReducesTimeButNotToItsIntensity)
{
    const Chip chip = chipWithLatency();
    // 1e6 bf16 elements over 4 chips: 2·3/4·2e6 = 3e6 bytes, 7.5e5 additions, 6 hops.
    const Evaluation e = evaluate(chip, parseOpSpec("all-reduce N=1000000 chips=4 dtype=bf16"), Dims {});
    EXPECT_EQ(e.bytes, 3e6);
    EXPECT_EQ(e.latencyS, 6e-6);
    EXPECT_TRUE(relativelyNear(e.tComms, 6e-6 + 3e6 / 4.5e10, kTight));
    EXPECT_TRUE(relativelyNear(e.intensity, 7.5e5 / 3e6, kTight));
    EXPECT_TRUE(relativelyNear(e.criticalIntensity, 1.97e14 / 4.5e10, kTight));
    EXPECT_TRUE(relativelyNear(e.attainableFlopsPerS, 7.5e5 / e.tLower, kTight));
    // Both ways over two links: the bytes go four times as fast, the hops take as long.
    const Evaluation fast
        = evaluate(chip, parseOpSpec("all-reduce N=1000000 chips=4 dtype=bf16 links=2 ring=bi"), Dims {});
    EXPECT_TRUE(relativelyNear(fast.tComms, 6e-6 + 3e6 / 1.8e11, kTight));
    // An op over a memory level pays none, even on a chip whose links have one.
    EXPECT_EQ(evaluate(chip, parseOpSpec("matmul B=1 D=1 F=1"), Dims {}).latencyS, 0.0);
    // The pure roofline adds it to T_comms alone: T_upper = T_math + T_comms.
    const Evaluation pure = evaluateCost(10.0, 20.0, 5.0, 10.0, 3.0);
    EXPECT_EQ(pure.tComms, 5.0);
    EXPECT_EQ(pure.tUpper, 7.0);
    EXPECT_EQ(pure.bound, Bound::Bandwidth);
    EXPECT_EQ(pure.intensity, 0.5);
}

TEST(LinkLatency, MovesASharedMatmulsCriticalD)
{
    // Two chips, B = 512, F = 4096: T_math = B·D·F/P, T_comms = 2·1 µs + 2·512·4096 B / 4.5e10, so
    // D* = (2e-6 + 4194304/4.5e10)·1.97e14 / (512·4096) = 8943.5 instead of the chapter's 8755.6.
    const Chip chip = chipWithLatency();
    const Op op = parseOpSpec("sharded-matmul B=512 D=D F=4096 chips=2 link=ICI");
    const double expected = (2e-6 + 4194304.0 / 4.5e10) * 1.97e14 / (512.0 * 4096);
    EXPECT_TRUE(relativelyNear(*criticalD(chip, op, Dims {}), expected, kTight));
    EXPECT_TRUE(relativelyNear(*criticalD(chipWithLatency(0.0), op, Dims {}), 8755.6, 1e-4));
    // Along B the latency is a time of its own: compute-bound above B* where B·D·F/P = 2 µs + B·F·2/4.5e10.
    const Op alongB = parseOpSpec("sharded-matmul B=B D=16384 F=4096 chips=2 link=ICI");
    const double slope = 16384.0 * 4096 / 1.97e14 - 4096.0 * 2 / 4.5e10;
    EXPECT_TRUE(relativelyNear(*criticalBatch(chip, alongB, Dims {}), 2e-6 / slope, kTight));
}

TEST(LinkLatency, ABStepAndASweepKeepIt)
{
    const Chip chip = chipWithLatency();
    const std::vector<const Chip*> chips {&chip};
    const std::vector<Op> ops {parseOpSpec("all-reduce N=B chips=8 dtype=bf16")};
    RooflineScene scene = buildRooflineScene(chips, ops, Dims {1000, 0, 0}, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, chips, ops, Dims {1000, 0, 0});
    updateOpPoints(scene, cache, chips, ops, Dims {4000, 0, 0});
    const Evaluation& moved = scene.chips[0].points[0].evaluation;
    EXPECT_TRUE(relativelyNear(moved.tComms, 14e-6 + 2.0 * 7 / 8 * 4000 * 2 / 4.5e10, kTight));
    EXPECT_EQ(moved.latencyS, 14e-6);
    // A sweep over B: FLOPs/s = FLOPs / max(T_math, 2 µs + bytes/W) at each B, and its curve bends, so it is not
    // flat in B although FLOPs and bytes both grow as B.
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {parseOpSpec("sharded-matmul D=16384 F=4096 chips=2 link=ICI", "", rules)};
    SweepOptions options;
    options.range = BatchRange {1, 64, 64, false};
    const BatchSizeScene sweep = buildBatchSizeScene(chips, sweeps, Dims {8, 0, 0}, options);
    const SweepCurve& curve = sweep.chips[0].curves[0];
    EXPECT_EQ(curve.latencyS, 2e-6);
    EXPECT_EQ(curve.flatIntensity, std::nullopt);
    const auto rate = [](double b) {
        const double flops = 2.0 * b * 16384 * 4096 / 2;
        return flops / std::max(flops / 1.97e14, 2e-6 + b * 4096 * 2 / 4.5e10);
    };
    EXPECT_TRUE(relativelyNear(curve.flopsPerS[0], rate(1), kTight));
    EXPECT_TRUE(relativelyNear(curve.flopsPerS[63], rate(64), kTight));
    EXPECT_TRUE(relativelyNear(curve.flopsAtCurrentBatch, rate(8), kTight));
    EXPECT_TRUE(relativelyNear(flopsPerSAtBatch(chip, sweeps[0], Dims {}, 5, {}), rate(5), kTight));
    BatchSizeScene stepped = sweep;
    updateBatchSizeMarkers(stepped, chips, sweeps, Dims {20, 0, 0}, options);
    EXPECT_TRUE(relativelyNear(stepped.chips[0].curves[0].flopsAtCurrentBatch, rate(20), kTight));
    // Without a hop's time FLOPs and bytes through the origin make a flat curve.
    const Chip plain = chipWithLatency(0.0);
    const std::vector<const Chip*> plainChips {&plain};
    EXPECT_TRUE(buildBatchSizeScene(plainChips, sweeps, Dims {8, 0, 0}, options).chips[0].curves[0].flatIntensity);
}

TEST(LinkLatency, IsALinksKeyInAChipFile)
{
    const std::string base = R"({"id": "x", "name": "X", "vendor": "V", "peak_flops_per_s": {"bf16": 1e15},
        "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12)";
    const Chip chip = parseChipJson(
        base + R"(}], "links": [{"name": "L", "bandwidth_bytes_per_s": 1e11, "latency_s": 5e-7}]})", "x.json");
    EXPECT_EQ(chip.links[0].latencyS, 5e-7);
    EXPECT_EQ(chipToJson(chip)["links"][0]["latency_s"], 5e-7);
    EXPECT_EQ(parseChipJson(chipToJson(chip).dump(), "x.json"), chip);
    // Absent: none, and none written.
    const Chip none = parseChipJson(base + R"(}], "links": [{"name": "L", "bandwidth_bytes_per_s": 1e11}]})", "x.json");
    EXPECT_EQ(none.links[0].latencyS, 0.0);
    EXPECT_FALSE(chipToJson(none)["links"][0].contains("latency_s"));
    // A second at most, not negative; a memory level has none.
    EXPECT_NO_THROW(parseChipJson(
        base + R"(}], "links": [{"name": "L", "bandwidth_bytes_per_s": 1e11, "latency_s": 1}]})", "x.json"));
    EXPECT_ROOFLINE_ERROR(parseChipJson(base + R"(}], "links": [{"name": "L", "bandwidth_bytes_per_s": 1e11,
        "latency_s": 1.5}]})",
                              "x.json"),
        ErrorKind::InvalidValue, "x.json: links[0].latency_s: must be a number of seconds from 0 to 1, got 1.5");
    EXPECT_ROOFLINE_ERROR(parseChipJson(base + R"(}], "links": [{"name": "L", "bandwidth_bytes_per_s": 1e11,
        "latency_s": -1e-9}]})",
                              "x.json"),
        ErrorKind::InvalidValue, "links[0].latency_s");
    try {
        parseChipJson(base + R"(, "latency_s": 1e-6}]})", "x.json");
        ADD_FAILURE() << "a memory level with a latency was read";
    } catch (const Error& error) {
        EXPECT_NE(std::string(error.what()).find("memory[0].latency_s: only links have a latency"), std::string::npos)
            << error.what();
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::LatencyOnMemoryLevel);
    }
}

} // namespace
} // namespace roofline::test
