// The trace `bench --write-trace` writes (app/bench/trace_profile.h) is a PyTorch profiler trace as Kineto
// writes one, and the reader finds in it what it wrote: its events counted by kind, every kernel joined to the
// op that launched it, each run of a modelled op one measured kernel, the rest of the kernel time unmodelled
// and the copies apart; the same from its .json.gz.
#include "support/test_helpers.h"

#include "app/bench/trace_profile.h"
#include "core/files/gzip.h"
#include "core/readers/kineto_trace.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace roofline::test {
namespace {

bool closeTo(double read, double written)
{
    return std::fabs(read - written) <= 1e-9 * written;
}

TEST(BenchTrace, AGeneratedTraceReadsBackWithTheEventsItWrote)
{
    std::string text;
    const BenchTraceCounts counts
        = writeBenchTrace([&text](std::string_view bytes) { text.append(bytes); }, std::size_t {5} << 20);
    EXPECT_EQ(counts.textBytes, text.size());
    EXPECT_GE(text.size(), std::size_t {5} << 20);
    EXPECT_GE(counts.steps, 2u);

    // Its events by kind, as a JSON parser counts them.
    const nlohmann::json parsed = nlohmann::json::parse(text);
    std::map<std::string, std::size_t> byKind;
    for (const nlohmann::json& event : parsed.at("traceEvents"))
        ++byKind[event.at("ph").get<std::string>() + " " + event.value("cat", std::string())];
    EXPECT_EQ(parsed.at("traceEvents").size(), counts.events);
    EXPECT_EQ(byKind["X cpu_op"], counts.ops);
    EXPECT_EQ(byKind["X kernel"], counts.kernels);
    EXPECT_EQ(byKind["X cuda_runtime"], counts.runtimeCalls);
    EXPECT_EQ(byKind["X gpu_memcpy"], counts.copies);
    EXPECT_EQ(byKind["s ac2g"] + byKind["f ac2g"], counts.flows);
    EXPECT_EQ(byKind["s ac2g"], byKind["f ac2g"]);
    EXPECT_EQ(counts.flows, 2 * (counts.kernels + counts.copies));

    for (const bool gzip : {false, true}) {
        SCOPED_TRACE(gzip ? "gzip" : "plain");
        std::string data;
        if (gzip) {
            GzipWriter writer([&data](std::string_view bytes) { data.append(bytes); });
            writer.write(text);
            writer.finish();
        }
        const KinetoTrace read = parseKinetoTrace(gzip ? data : text, "bench.pt.trace.json");
        EXPECT_EQ(read.kernels.size(), counts.modelledRuns);
        EXPECT_EQ(read.opsWithoutKernels, counts.opsWithoutKernels);
        EXPECT_PRED2(closeTo, read.kernelSeconds, counts.kernelSeconds);
        EXPECT_PRED2(closeTo, read.unmodelledSeconds, counts.kernelSeconds - counts.modelledSeconds);
        double measured = 0.0;
        for (const MeasuredKernel& kernel : read.kernels)
            measured += kernel.seconds;
        EXPECT_PRED2(closeTo, measured, counts.modelledSeconds);
        EXPECT_PRED2(closeTo, read.join.kernels.joinedSeconds, counts.kernelSeconds);
        EXPECT_EQ(read.join.kernels.unjoinedSeconds(), 0.0);
        EXPECT_PRED2(closeTo, read.join.copies.joinedSeconds, counts.copySeconds);
        EXPECT_EQ(read.join.device, 0);
    }
}

} // namespace
} // namespace roofline::test
