// Micro-benchmarks of core's update paths in the heavy scene. Not a test: run by hand,
//   build/release/tests/perf/core_benchmarks
// (ctest only runs it once, briefly, to see that it still works).
#include "app/bench/heavy_scene.h"
#include "core/scene/scene.h"

#include <benchmark/benchmark.h>

namespace {

using namespace roofline;

struct Heavy {
    Project project = heavyBenchProject();
    std::vector<const Chip*> chips;
    Heavy()
    {
        for (const Chip& chip : project.customChips)
            chips.push_back(&chip);
    }
};

// A B step the slow way: every op on every chip evaluated from its parameters.
void EvaluateEveryOp(benchmark::State& state)
{
    Heavy heavy;
    RooflineScene scene
        = buildRooflineScene(heavy.chips, heavy.project.ops, heavy.project.dims, rooflineOptions(heavy.project));
    Dims dims = heavy.project.dims;
    for (auto _ : state) {
        dims.b = dims.b >= 4096 ? 1 : dims.b + 1;
        for (std::size_t c = 0; c < heavy.chips.size(); ++c)
            updateOpPoints(scene.chips[c], *heavy.chips[c], heavy.project.ops, dims);
        benchmark::DoNotOptimize(scene.chips[0].points.data());
    }
}
BENCHMARK(EvaluateEveryOp);

// The same step through OpPointCache: only the ops that follow B, from their coefficients.
void CachedBStep(benchmark::State& state)
{
    Heavy heavy;
    RooflineScene scene
        = buildRooflineScene(heavy.chips, heavy.project.ops, heavy.project.dims, rooflineOptions(heavy.project));
    OpPointCache cache;
    Dims dims = heavy.project.dims;
    updateOpPoints(scene, cache, heavy.chips, heavy.project.ops, dims);
    for (auto _ : state) {
        dims.b = dims.b >= 4096 ? 1 : dims.b + 1;
        updateOpPoints(scene, cache, heavy.chips, heavy.project.ops, dims);
        benchmark::DoNotOptimize(scene.chips[0].points.data());
    }
}
BENCHMARK(CachedBStep);

void SweepMarkers(benchmark::State& state)
{
    Heavy heavy;
    const SweepOptions options = sweepOptions(heavy.project);
    BatchSizeScene scene = buildBatchSizeScene(heavy.chips, heavy.project.sweeps, heavy.project.dims, options);
    Dims dims = heavy.project.dims;
    for (auto _ : state) {
        dims.b = dims.b >= 4096 ? 1 : dims.b + 1;
        updateBatchSizeMarkers(scene, heavy.chips, heavy.project.sweeps, dims, options);
        benchmark::DoNotOptimize(scene.chips[0].curves.data());
    }
}
BENCHMARK(SweepMarkers);

// What D or F moving under every sweep costs: the 32 curves of 4096 points again.
void BuildBatchSizeScene(benchmark::State& state)
{
    Heavy heavy;
    const SweepOptions options = sweepOptions(heavy.project);
    for (auto _ : state) {
        BatchSizeScene scene = buildBatchSizeScene(heavy.chips, heavy.project.sweeps, heavy.project.dims, options);
        benchmark::DoNotOptimize(scene.chips.data());
    }
}
BENCHMARK(BuildBatchSizeScene)->Unit(benchmark::kMicrosecond);

void BuildRooflineScene(benchmark::State& state)
{
    Heavy heavy;
    for (auto _ : state) {
        RooflineScene scene
            = buildRooflineScene(heavy.chips, heavy.project.ops, heavy.project.dims, rooflineOptions(heavy.project));
        benchmark::DoNotOptimize(scene.chips.data());
    }
}
BENCHMARK(BuildRooflineScene)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
