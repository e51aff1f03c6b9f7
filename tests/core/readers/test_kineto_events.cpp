// A PyTorch profiler trace read as it streams (readTraceEvents, core/readers/kineto_events.h) reads exactly as
// the reader that builds every event as a JSON value (testing::parseKinetoTraceByValues), which words every
// error: on every trace of tests/data/traces, plain and gzipped, on traces changed in the ways a file can be
// odd (escapes, strings for numbers, keys twice, nesting, bytes that are not UTF-8…), on hundreds of random
// changes of a trace, and across the windows a .json.gz is inflated in. The streaming reader takes every real
// trace itself, never handing it over.
#include "support/test_helpers.h"

#include "app/bench/trace_profile.h"
#include "core/files/gzip.h"
#include "core/readers/kineto_events.h"
#include "core/readers/kineto_trace.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kTraceData = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "traces";

std::string bytesOf(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream read;
    read << in.rdbuf();
    return read.str();
}

std::string exactly(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%a", value);
    return text;
}

void describeJoined(std::ostringstream& out, const JoinedTime& time)
{
    out << exactly(time.joinedSeconds) << ' ' << exactly(time.noLaunchSeconds) << ' ' << exactly(time.outsideOpsSeconds)
        << '\n';
}

// Everything a reading gives, numbers to the last bit, or the error it said.
std::string outcomeOf(const std::function<KinetoTrace()>& read)
{
    try {
        const KinetoTrace trace = read();
        std::ostringstream out;
        for (const MeasuredKernel& kernel : trace.kernels)
            out << kernel.name.str() << ' ' << exactly(kernel.flops) << ' ' << exactly(kernel.bytes) << ' '
                << exactly(kernel.seconds) << ' ' << (kernel.dtype ? static_cast<int>(*kernel.dtype) : -1) << ' '
                << kernel.link.str() << '\n';
        for (const GroupLaunches& group : trace.launches) {
            out << "launches " << group.group.str() << '\n';
            for (const LaunchedKernel& kernel : group.kernels)
                out << "  " << kernel.name.str() << ' ' << kernel.count << ' ' << exactly(kernel.seconds) << '\n';
        }
        for (const MeasuredShape& shape : trace.shapes)
            out << "shape " << shape.name << ' ' << exactly(shape.copies) << ' ' << shape.op.has_value() << '\n';
        out << exactly(trace.kernelSeconds) << ' ' << exactly(trace.unmodelledSeconds) << ' ' << trace.opsWithoutKernels
            << '\n';
        for (const UnmodelledTime& time : trace.unmodelled)
            out << "unmodelled " << time.op << ' ' << exactly(time.seconds) << ' ' << time.kernels << ' ' << time.reason
                << '\n';
        for (const ImportWarning& warning : trace.warnings)
            out << "warning " << static_cast<int>(warning.detail.code) << ' ' << warning.message << '\n';
        out << "device " << trace.join.device << '\n';
        describeJoined(out, trace.join.kernels);
        describeJoined(out, trace.join.copies);
        for (const DeviceTime& device : trace.join.devices) {
            out << "GPU " << device.device << '\n';
            describeJoined(out, device.kernels);
            describeJoined(out, device.copies);
        }
        return out.str();
    } catch (const Error& error) {
        return std::string("error ") + std::to_string(static_cast<int>(error.kind())) + ": " + error.what();
    }
}

// Both readers read `data` alike.
void expectReadAlike(const std::string& data, const std::string& what, std::optional<std::int64_t> device = {})
{
    const std::string streamed = outcomeOf([&] { return parseKinetoTrace(data, "t.json", device); });
    const std::string byValues = outcomeOf([&] { return testing::parseKinetoTraceByValues(data, "t.json", device); });
    EXPECT_EQ(streamed, byValues) << what;
}

// Whether the streaming reader reads `data` itself, without handing it to the reader by values.
bool streamsItself(std::string_view data)
{
    TextReading reading(data.size(), nullptr, nullptr);
    return readTraceEvents(data, "t.json", kMaxTraceTextBytes, reading, [](const TraceEvent&) {});
}

std::string gzippedText(std::string_view text)
{
    std::string data;
    GzipWriter writer([&data](std::string_view bytes) { data.append(bytes); });
    writer.write(text);
    writer.finish();
    return data;
}

TEST(KinetoEvents, EveryTraceOfTheTestDataReadsAlikeAndEveryRealOneStreams)
{
    std::size_t traces = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(kTraceData)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_regular_file() || !(name.ends_with(".json") || name.ends_with(".json.gz")))
            continue;
        const std::string data = bytesOf(entry.path());
        expectReadAlike(data, name);
        if (name == "two-gpus.pt.trace.json")
            for (const std::int64_t device : {0, 1, 2})
                expectReadAlike(data, name, device);
        if (name != "expected.json") {
            EXPECT_TRUE(streamsItself(data)) << name;
            ++traces;
        }
    }
    EXPECT_GE(traces, 13u);
}

// tests/data/traces/step.pt.trace.json with `from` replaced by `to` (the first time it is found).
std::string stepWith(const std::string& from, const std::string& to)
{
    std::string text = bytesOf(kTraceData / "step.pt.trace.json");
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos)
        text.replace(at, from.size(), to);
    return text;
}

TEST(KinetoEvents, TracesOddInEveryWayAFileCanBeReadAlike)
{
    const std::string op = R"("name": "aten::addmm")";
    const std::string kernel = R"("cat": "kernel")";
    const std::string pid = R"("pid": 4242, "tid": 4242)";
    const std::string args = R"("args": {"External id": 3,)";
    const std::pair<std::string, std::string> changes[] = {
        // names and strings
        {op, R"("name": "aten::add\u006dm")"},
        {op, R"("name": "aten::addmm\ud83d\ude00")"},
        {op, R"("name": "aten::addmm\ud83d")"},
        {op, R"("name": "aten::addmm\udc00")"},
        {op, R"("name": "aten::addmm\u0000")"},
        {op, R"("name": "aten::addmm\q")"},
        {op, "\"name\": \"aten::addmm\t\""},
        {op, "\"name\": \"aten::addmm\xC3\xA9\""},
        {op, "\"name\": \"aten::addmm\xC3\""},
        {op, "\"name\": \"aten::addmm\xED\xA0\x80\""},
        {op, "\"name\": \"aten::addmm\xF4\x90\x80\x80\""},
        {op, R"("name": 5)"},
        {op, R"("name": null)"},
        {op, R"("n\u0061me": "aten::addmm")"},
        // processes and threads
        {pid, R"("pid": "python", "tid": "main")"},
        {pid, R"("pid": "py\"thon", "tid": 1)"},
        {pid, R"("pid": -0, "tid": 4242)"},
        {pid, R"("pid": 4242.0, "tid": 4242)"},
        {pid, R"("pid": 4242, "tid": null)"},
        {pid, R"("pid": 12345678901234567890, "tid": 1)"},
        {pid, R"("tid": 4242)"},
        // categories and phases
        {R"("cat": "cpu_op")", R"("cat": "CPU_OP")"},
        {R"("cat": "cpu_op")", R"("cat": "Operator")"},
        {R"("cat": "cpu_op")", R"("cat": 7)"},
        {kernel, R"("cat": "KERNEL")"},
        {kernel, R"("cat": "Kern\u0065l")"},
        {R"("ph": "X")", R"("ph": "x")"},
        {R"("ph": "X")", R"("ph": "\u0058")"},
        {R"("ph": "X")", R"("ph": ["X"])"},
        {R"("ph": "s")", R"("ph": "S")"},
        // times and ids
        {R"("dur": 40.0)", R"("dur": "40")"},
        {R"("dur": 40.0)", R"("dur": -1)"},
        {R"("dur": 40.0)", R"("dur": 4e1)"},
        {R"("dur": 40.0)", R"("dur": 1e400)"},
        {R"("dur": 40.0)", R"("dur": 1e-400)"},
        {R"("dur": 40.0)", R"("dur": 2e18)"},
        {R"("dur": 40.0)", R"("dur": 040)"},
        {R"("dur": 40.0)", R"("dur": 40.)"},
        {R"("dur": 40.0)", R"("dur": null)"},
        {R"("ts": 1010.0)", R"("ts": "1010")"},
        {R"("ts": 1010.0)", R"("ts": true)"},
        {R"("ts": 1010.0)", R"("ts": 1.01e3)"},
        {args, R"("args": {"External id": 3.0,)"},
        {args, R"("args": {"External id": 3.5,)"},
        {args, R"("args": {"External id": "3",)"},
        {args, R"("args": {"External id": 1e16,)"},
        {args, R"("args": {"External id": null,)"},
        {args, R"("args": {"External id": 3, "External id": 4,)"},
        {args, R"("args": {"External id": 3, "Extra": {"a": 1, "a": 2},)"},
        {args, R"("args": {"External id": 3, "Extra": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],)"},
        {R"("args": {"External id": 3, "Record)", R"("args": 5, "x": {"External id": 3, "Record)"},
        {R"("correlation": 101})", R"("correlation": 101.0})"},
        {R"("correlation": 101})", R"("correlation": "101"})"},
        {R"("correlation": 101})", R"("correlation": 9007199254740993})"},
        {R"("device": 0,)", R"("device": "0",)"},
        {R"("device": 0,)", R"("device": 0.0,)"},
        {R"("device": 0,)", R"("device": 99999999999999999999,)"},
        {R"("id": 101, "pid": 4242)", R"("id": 101.0, "pid": 4242)"},
        {R"("id": 101, "pid": 4242)", R"("id": "101", "pid": 4242)"},
        {R"("id": 101, "pid": 4242)", R"("id": 90071992547409930, "pid": 4242)"},
        {R"("Input Dims": [[4096], [512, 1024], [1024, 4096], [], []])",
            R"("Input Dims": [[4096], [512, 1024.5], [1024, 4096], [], []])"},
        {R"("Input Dims": [[4096], [512, 1024], [1024, 4096], [], []])",
            R"("Input Dims": "[[4096], [512, 1024], [1024, 4096], [], []]")"},
        {R"("Input Dims": [[4096], [512, 1024], [1024, 4096], [], []])",
            R"("Input Dims": [[4096], [512, 1024], [1024, 4096], []])"},
        {R"("Input Dims": [[4096], [512, 1024], [1024, 4096], [], []])",
            R"("Input Dims": [[4096],[512,1024],[1024,4096],[],[]])"},
        {R"("Input type": ["c10::BFloat16", "c10::BFloat16")", R"("Input type": ["c10::BFloat16", "c10::Half")"},
        {R"("Input type": ["c10::BFloat16", "c10::BFloat16")", R"("Input type": ["c10::BFloat16", 5)"},
        {R"("Concrete Inputs": ["", "", "", "1", "1"])", R"("Concrete Inputs": ["", "", "", 1, true])"},
        {R"("Concrete Inputs": ["", "", "", "1", "1"])", R"("Concrete Inputs": null)"},
        // the document around the events
        {"{\n  \"schemaVersion\"", "\xEF\xBB\xBF{\n  \"schemaVersion\""},
        {"{\n  \"schemaVersion\"", "\xEF\xBB\xBF\xEF\xBB\xBF{\n  \"schemaVersion\""},
        {"{\n  \"schemaVersion\"", "\xFF\xFE{\n  \"schemaVersion\""},
        {"{\n  \"schemaVersion\": 1", "{\"traceEvents\": 5, \"schemaVersion\": 1"},
        {"{\n  \"schemaVersion\": 1", "{\"traceEvents\": [], \"schemaVersion\": 1"},
        {"{\n  \"schemaVersion\": 1", "{\"trace\\u0045vents\": [], \"schemaVersion\": 1"},
        {"{\n  \"schemaVersion\": 1", "{\"schemaVersion\": 1, \"schemaVersion\": 2"},
        {"\"traceEvents\": [", "\"traceEvents\": [7, "},
        {"\"traceEvents\": [", "\"traceEvents\": [[], "},
        {"\"traceEvents\": [", "\"traceEvents\": [{}, "},
        {"\"traceEvents\": [", "\"traceEvents\": [{\"ph\": \"X\", \"ph\": \"X\"}, "},
        {"\"traceEvents\": [", "\"traceEvents\" : \t[\r\n"},
        {"\"cupti_version\": 22", "\"cupti_version\": 1e999"},
        {"\"cupti_version\": 22", "\"cupti_version\": [1, {\"a\": [true, false, null]}]"},
        {"\"cupti_version\": 22", "\"cupti_version\": tru"},
        {"\"cupti_version\": 22", "\"cupti_version\": 22,"},
        {"\"cupti_version\": 22", "\"cupti_version\": \"\xC0\xAF\""},
    };
    for (const auto& [from, to] : changes)
        expectReadAlike(stepWith(from, to), to);
    const std::string step = bytesOf(kTraceData / "step.pt.trace.json");
    for (const std::string& text :
        {step + " \n", step + " x", step + std::string(1, '\0'), step.substr(0, step.size() - 3), std::string("{}"),
            std::string("{\"traceEvents\": []}"), std::string(""), std::string(" \t\n"), std::string("[]")})
        expectReadAlike(text, text.substr(0, 40));
}

TEST(KinetoEvents, HundredsOfRandomChangesOfATraceReadAlike)
{
    const std::string step = bytesOf(kTraceData / "step.pt.trace.json");
    static constexpr std::string_view kBytes = "\"{}[],:\\ 0123456789-+.eEtrufalsn\n\x80\xC3\xA9\xFFXsf";
    std::uint64_t seed = 37;
    const auto next = [&seed](std::size_t below) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::size_t>((seed >> 33) % below);
    };
    for (int round = 0; round < 400; ++round) {
        std::string text = step;
        const std::size_t changes = 1 + next(3);
        for (std::size_t c = 0; c < changes; ++c) {
            const std::size_t at = next(text.size());
            switch (next(4)) {
            case 0:
                text[at] = kBytes[next(kBytes.size())];
                break;
            case 1:
                text.insert(at, 1, kBytes[next(kBytes.size())]);
                break;
            case 2:
                text.erase(at, 1 + next(8));
                break;
            default:
                text.insert(at, text.substr(next(text.size()), 1 + next(40)));
                break;
            }
        }
        expectReadAlike(text, "round " + std::to_string(round));
    }
}

// A trace whose events cross the windows a .json.gz is inflated in (1 MiB), one event larger than a window and
// metadata before its events larger than one: the same as its plain text, and as read by values.
TEST(KinetoEvents, AGzippedTraceReadsAcrossItsWindowsAsItsText)
{
    std::string text; // one step: 2.3 MiB
    writeBenchTrace([&text](std::string_view bytes) { text.append(bytes); }, 1);
    const std::string kernelName = "\"name\": \"sm90_xmma_gemm_bf16bf16";
    const std::size_t at = text.find(kernelName, text.size() / 2);
    ASSERT_NE(at, std::string::npos);
    text.insert(at + kernelName.size(), std::string(1100 * 1024, 'x'));
    text.insert(text.find("\"cupti_version\""), "\"padding\": [\"" + std::string(1050 * 1024, ' ') + "\"],\n  ");
    const std::string data = gzippedText(text);
    EXPECT_TRUE(streamsItself(data));
    const std::string plain = outcomeOf([&] { return parseKinetoTrace(text, "t.json"); });
    EXPECT_EQ(outcomeOf([&] { return parseKinetoTrace(data, "t.json"); }), plain);
    EXPECT_EQ(outcomeOf([&] { return testing::parseKinetoTraceByValues(data, "t.json"); }), plain);
    // Cut anywhere, and with bytes after its end, it is refused as the reader by values refuses it.
    for (const std::size_t cut : {std::size_t {10}, data.size() / 3, data.size() - 9, data.size() - 1})
        expectReadAlike(data.substr(0, cut), "cut at " + std::to_string(cut));
    expectReadAlike(data + "trailing", "trailing bytes");
    expectReadAlike(gzippedText(bytesOf(kTraceData / "step.pt.trace.json") + " x"), "text after the object");
}

} // namespace
} // namespace roofline::test
