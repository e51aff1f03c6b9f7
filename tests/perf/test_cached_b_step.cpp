// A guard, not a benchmark: a B-slider step through OpPointCache must stay much cheaper than
// evaluating every op again, or dragging B in a heavy scene stops following the mouse. Both sides are
// timed in the same process, interleaved, best of several rounds each, and only their ratio is
// checked, so a slow or busy machine (CI, a sanitizer build) slows both alike. The figures themselves
// come from `roofline-studio bench` and core_benchmarks (docs/performance.md), never from here.
#include "app/bench/heavy_scene.h"
#include "core/scene/scene.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace roofline::test {
namespace {

using Clock = std::chrono::steady_clock;

// What the bench measures (docs/performance.md: 215 µs against 30 µs in a release build, about 7×); a regression
// that loses the cached path brings the ratio to about 1.
constexpr double kMinimumSpeedup = 5.0;
constexpr int kRounds = 7;
constexpr int kStepsPerRound = 16;

struct HeavyScene {
    Project project = heavyBenchProject();
    std::vector<const Chip*> chips;
    RooflineScene scene;

    HeavyScene()
    {
        for (const Chip& chip : project.customChips)
            chips.push_back(&chip);
        scene = buildRooflineScene(chips, project.ops, project.dims, RooflineOptions {});
    }
};

// Seconds per step, for kStepsPerRound B steps of one round; B walks 1, 2, … from `start`.
template<typename Step> double secondsPerStep(Dims& dims, double start, Step step)
{
    const Clock::time_point begin = Clock::now();
    for (int i = 0; i < kStepsPerRound; ++i) {
        dims.b = start + i;
        step(dims);
    }
    return std::chrono::duration<double>(Clock::now() - begin).count() / kStepsPerRound;
}

TEST(CachedBStep, IsAtLeastFiveTimesFasterThanEvaluatingEveryOp)
{
    HeavyScene full;
    HeavyScene cached;
    OpPointCache cache;
    Dims fullDims = full.project.dims;
    Dims cachedDims = cached.project.dims;
    updateOpPoints(cached.scene, cache, cached.chips, cached.project.ops, cachedDims);
    ASSERT_TRUE(cache.valid);

    double bestFull = 1e30;
    double bestCached = 1e30;
    for (int round = 0; round < kRounds; ++round) {
        // Different B values every round, so no step is a no-op for the cache (B unchanged).
        const double start = 2.0 + round * kStepsPerRound;
        bestFull = std::min(bestFull, secondsPerStep(fullDims, start, [&](const Dims& dims) {
            for (std::size_t c = 0; c < full.chips.size(); ++c)
                updateOpPoints(full.scene.chips[c], *full.chips[c], full.project.ops, dims);
        }));
        bestCached = std::min(bestCached, secondsPerStep(cachedDims, start, [&](const Dims& dims) {
            updateOpPoints(cached.scene, cache, cached.chips, cached.project.ops, dims);
        }));
    }
    // Both paths ended at the same B with the same points: the guard times real work.
    ASSERT_EQ(fullDims.b, cachedDims.b);
    for (std::size_t c = 0; c < full.chips.size(); ++c) {
        ASSERT_EQ(full.scene.chips[c].points.size(), cached.scene.chips[c].points.size());
        for (std::size_t p = 0; p < full.scene.chips[c].points.size(); ++p)
            EXPECT_DOUBLE_EQ(
                cached.scene.chips[c].points[p].evaluation.flops, full.scene.chips[c].points[p].evaluation.flops);
    }
    const double speedup = bestFull / bestCached;
    std::printf("every op evaluated: %.1f us per step; cached B step: %.1f us; %.1fx\n", bestFull * 1e6,
        bestCached * 1e6, speedup);
    EXPECT_GE(speedup, kMinimumSpeedup) << "a B step takes " << bestCached * 1e6 << " us through OpPointCache and "
                                        << bestFull * 1e6 << " us evaluating every op";
}

} // namespace
} // namespace roofline::test
