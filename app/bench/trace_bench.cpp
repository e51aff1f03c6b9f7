// `roofline-studio bench --trace FILE [--trace FILE…]`: each PyTorch profiler trace read as the app reads it
// (loadKinetoTraceFile), timed beside what the file costs anyway, `gzip -dc FILE >/dev/null` (for plain JSON,
// `cat FILE >/dev/null`), and beside Python's json.load of the same file, each the median of `runs` runs, every
// trace in turn in each run, after one pass over each file that warms the page cache. The reader's peak memory is that
// of a process of its own, `roofline-studio measured FILE --json >/dev/null`, from wait4. `bench --write-trace FILE`
// writes the trace (trace_profile.h) the figures in docs/performance.md are of.
#include "app/bench/trace_bench.h"
#include "app/bench/trace_profile.h"
#include "app/subcommands.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/atomic_file.h"
#include "core/files/gzip.h"
#include "core/files/mapped_text.h"
#include "core/readers/kineto_trace.h"
#include "core/readers/measured_import.h"
#include "core/version.h"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <vector>

extern char** environ; // NOLINT: POSIX's, for posix_spawnp

namespace roofline::app {

namespace {

constexpr double kMib = 1024.0 * 1024.0;
constexpr int kLargestTraceMib = 1000; // a trace file above 1 GiB is refused (kMaxTraceFileBytes)
constexpr std::size_t kMemoryTargetBytes = std::size_t {100} << 20;

double msBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

double medianOf(std::vector<double> samples)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    const std::size_t n = samples.size();
    return n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
}

std::string figure(double value, int decimals = 0)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

struct ChildRun {
    double ms = 0.0;
    std::string out; // what it printed, when asked for
};

// A program run to its end, what it prints thrown away or (`capture`) kept; nullopt when it could not start
// or failed. Its peak memory is what it says of itself: the resident set wait4 reports counts, for a child
// started by posix_spawn, the parent's pages it shared until it ran the program.
std::optional<ChildRun> runChild(const std::vector<std::string>& arguments, bool capture = false)
{
    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str())); // NOLINT: posix_spawn's type
    argv.push_back(nullptr);
    int output[2] = {-1, -1};
    if (capture && ::pipe(output) != 0)
        return std::nullopt;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (capture) {
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, output[0]);
        posix_spawn_file_actions_addclose(&actions, output[1]);
    } else {
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    }
    pid_t pid = 0;
    const auto start = std::chrono::steady_clock::now();
    const int spawned = posix_spawnp(&pid, argv.front(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ChildRun run;
    if (capture) {
        ::close(output[1]);
        std::array<char, 4096> chunk {};
        ssize_t got = 0;
        while (
            spawned == 0 && ((got = ::read(output[0], chunk.data(), chunk.size())) > 0 || (got < 0 && errno == EINTR)))
            if (got > 0)
                run.out.append(chunk.data(), static_cast<std::size_t>(got));
        ::close(output[0]);
    }
    if (spawned != 0)
        return std::nullopt;
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    run.ms = msBetween(start, std::chrono::steady_clock::now());
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return run;
}

// VmHWM: the most resident memory this process has had since its program started, in MiB.
double ownPeakRssMib()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.starts_with("VmHWM:"))
            return std::stod(line.substr(6)) / 1024.0; // kB
    return -1.0;
}

double oneMinuteLoad()
{
    std::ifstream file("/proc/loadavg");
    double load = -1.0;
    file >> load;
    return load;
}

std::string thisProgram()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string("roofline-studio") : self.string();
}

int writeTrace(const ParsedFlags& flags, const std::string& path, bool json)
{
    std::size_t mib = 500;
    if (const std::optional<std::string> text = flags.single("--trace-mb")) {
        const std::optional<double> value = parseFiniteNumber(*text);
        if (!value || *value < 1 || *value > kLargestTraceMib || std::floor(*value) != *value)
            throw Error(ErrorKind::InvalidValue,
                "--trace-mb must be a whole number of MiB from 1 to " + std::to_string(kLargestTraceMib) + ", got "
                    + quoteForMessage(*text));
        mib = static_cast<std::size_t>(*value);
    }
    const bool gzip = path.ends_with(".gz");
    BenchTraceCounts counts;
    writeFileAtomicallyFrom(path, [&](const AppendBytes& append) {
        if (!gzip) {
            counts = writeBenchTrace(append, mib << 20);
            return;
        }
        GzipWriter compressed(append);
        counts = writeBenchTrace([&compressed](std::string_view bytes) { compressed.write(bytes); }, mib << 20);
        compressed.finish();
    });
    if (json) {
        const nlohmann::json written = {{"file", path}, {"gzip", gzip}, {"text_bytes", counts.textBytes},
            {"steps", counts.steps}, {"layers", counts.layers}, {"events", counts.events}, {"ops", counts.ops},
            {"runtime_calls", counts.runtimeCalls}, {"kernels", counts.kernels}, {"copies", counts.copies},
            {"flows", counts.flows}, {"modelled_runs", counts.modelledRuns},
            {"ops_without_kernels", counts.opsWithoutKernels}, {"kernel_seconds", counts.kernelSeconds},
            {"modelled_seconds", counts.modelledSeconds}, {"copy_seconds", counts.copySeconds}};
        std::cout << written.dump(2) << "\n";
        return kExitOk;
    }
    std::cout << "wrote " << path << ": " << figure(static_cast<double>(counts.textBytes) / kMib, 1)
              << " MiB of JSON text" << (gzip ? ", gzip-compressed" : "") << "; " << counts.steps << " steps of "
              << counts.layers << " layers, " << counts.events << " events: " << counts.ops << " ops, "
              << counts.kernels << " kernels, " << counts.copies << " copies, " << counts.runtimeCalls
              << " runtime calls, " << counts.flows << " flows\n";
    return kExitOk;
}

// The JSON text a file holds: the file's size, or for gzip data what it inflates to (read once, which also
// brings the file into the page cache for the runs).
std::size_t textBytesOf(const MappedText& mapped, const std::string& path)
{
    if (!isGzip(mapped.text()))
        return mapped.text().size();
    GunzipStream stream(mapped.text(), path, kMaxTraceTextBytes);
    std::vector<char> window(std::size_t {1} << 20);
    std::size_t total = 0;
    while (const std::size_t got = stream.read(window.data(), window.size()))
        total += got;
    return total;
}

struct TraceTarget {
    std::string what;
    const char* key;
    const char* unit; // of the figure: "ratio", "MiB"
    std::string words;
    double limit;
};

void printTraceTable(const nlohmann::json& result, int runs)
{
    const auto ms = [&](const char* key) {
        return result[key].is_number() ? figure(result[key].get<double>()) + " ms" : std::string("n/a");
    };
    const auto times = [&](const char* key) {
        return result[key].is_number() ? figure(result[key].get<double>(), 3) + "x" : std::string("n/a");
    };
    const std::string baseline = result["baseline"];
    std::cout << "Roofline Studio " << kVersion << " bench --trace " << result["trace"].get<std::string>() << ": "
              << (result["gzip"].get<bool>() ? "gzip data, " : "") << figure(result["file_mib"].get<double>(), 1)
              << " MiB (" << figure(result["text_mib"].get<double>(), 1) << " MiB of JSON text), " << runs << " runs; "
              << result["op_runs"].get<std::size_t>() << " op runs measured, "
              << result["unmodelled_ops"].get<std::size_t>() << " ops unmodelled\n\n";
    std::vector<std::array<std::string, 3>> rows {
        {"read as the app reads it (loadKinetoTraceFile), median", ms("read_ms_median"), "read_ms_median"},
        {baseline + " FILE >/dev/null, median", ms("baseline_ms_median"), ""},
        {"python3 json.load of the same file, median", ms("python_ms_median"), ""},
        {"read / " + baseline, times("read_to_baseline"), "read_to_baseline"},
        {"read / json.load", times("read_to_python"), "read_to_python"},
        {"peak memory of `measured FILE --json` (its own process)",
            figure(result["peak_rss_mib"].get<double>(), 1) + " MiB", "peak_rss_mib"},
        {"  that process, whole", ms("measured_process_ms"), ""},
        {"python3 json.load's peak memory",
            result["python_peak_rss_mib"].is_number() ? figure(result["python_peak_rss_mib"].get<double>(), 1) + " MiB"
                                                      : std::string("n/a"),
            ""},
    };
    int met = 0;
    int missed = 0;
    for (const auto& [what, measured, key] : rows) {
        std::string target;
        for (const nlohmann::json& t : result["targets"]) {
            if (!key.empty() && t["key"] == key) {
                const bool ok = t["met"].get<bool>();
                target = t["target"].get<std::string>() + (ok ? "   met" : "   NOT MET");
                (ok ? met : missed) += 1;
            }
        }
        std::cout << std::left << std::setw(58) << what << std::right << std::setw(14) << measured << "   " << target
                  << "\n";
    }
    std::cout << "\ntargets for this trace: " << met << " met, " << missed << " not met\n\n";
}

} // namespace

namespace {

// One trace of a run: what the first pass found, and each run's times.
struct TraceTimes {
    std::string path;
    bool gzip = false;
    std::size_t fileBytes = 0;
    std::size_t textBytes = 0;
    std::size_t opRuns = 0;
    std::size_t unmodelledOps = 0;
    double kernelSeconds = 0.0;
    std::vector<double> readMs, baselineMs, pythonMs;
    std::optional<double> pythonRss;

    std::string baseline() const { return gzip ? "gzip -dc" : "cat"; }
    std::vector<std::string> baselineCommand() const
    {
        return gzip ? std::vector<std::string> {"gzip", "-dc", path} : std::vector<std::string> {"cat", path};
    }
    std::string python() const
    {
        // Then its own peak memory, in KiB (VmHWM, as ownPeakRssMib reads it).
        return std::string(gzip ? "import gzip, json, sys; json.load(gzip.open(sys.argv[1], 'rb'))"
                                : "import json, sys; json.load(open(sys.argv[1], 'rb'))")
            + "; print(next(l for l in open('/proc/self/status') if l.startswith('VmHWM:')).split()[1])";
    }
};

// The first pass over a trace: opened as the reader opens it (a missing file or one that is no trace is said
// here, before any run), its text measured, read once, and the page cache warm.
TraceTimes firstPass(const std::string& path)
{
    TraceTimes trace;
    trace.path = path;
    {
        const MappedText mapped(path, "PyTorch profiler trace");
        trace.fileBytes = mapped.text().size();
        trace.gzip = isGzip(mapped.text());
        trace.textBytes = textBytesOf(mapped, path);
    }
    const KinetoTrace read = loadKinetoTraceFile(path);
    trace.opRuns = read.kernels.size();
    trace.unmodelledOps = read.unmodelled.size();
    trace.kernelSeconds = read.kernelSeconds;
    return trace;
}

// One run of a trace: the read as the app reads it, then the baseline and json.load, each in turn.
void timeOnce(TraceTimes& trace)
{
    const auto start = std::chrono::steady_clock::now();
    const KinetoTrace read = loadKinetoTraceFile(trace.path);
    trace.readMs.push_back(msBetween(start, std::chrono::steady_clock::now()));
    if (const std::optional<ChildRun> child = runChild(trace.baselineCommand()))
        trace.baselineMs.push_back(child->ms);
    if (const std::optional<ChildRun> child = runChild({"python3", "-c", trace.python(), trace.path}, true)) {
        trace.pythonMs.push_back(child->ms);
        if (const std::optional<double> kib = parseFiniteNumber(child->out))
            trace.pythonRss = std::max(trace.pythonRss.value_or(0.0), *kib / 1024.0);
    }
}

nlohmann::json figuresOf(const TraceTimes& trace)
{
    // The reader's peak memory: the trace read as `measured` reads it, in a process of its own that says its
    // own peak; and the time of the whole `measured --json`, grouping and report included.
    const std::optional<ChildRun> reader = runChild({thisProgram(), "bench", "--read-trace", trace.path}, true);
    const std::optional<double> peak = reader ? parseFiniteNumber(reader->out) : std::nullopt;
    const std::optional<ChildRun> measured = runChild({thisProgram(), "measured", trace.path, "--json"});
    if (!peak || !measured)
        throw Error(ErrorKind::Io, "bench: reading " + trace.path + " in a process of its own did not finish");
    const auto orNull = [](const std::vector<double>& samples) {
        return samples.empty() ? nlohmann::json(nullptr) : nlohmann::json(medianOf(samples));
    };
    const double text = static_cast<double>(trace.textBytes) / kMib;
    nlohmann::json result = {{"trace", trace.path}, {"gzip", trace.gzip},
        {"file_mib", static_cast<double>(trace.fileBytes) / kMib}, {"text_mib", text}, {"op_runs", trace.opRuns},
        {"unmodelled_ops", trace.unmodelledOps}, {"kernel_seconds", trace.kernelSeconds},
        {"read_ms_median", medianOf(trace.readMs)}, {"read_ms_runs", trace.readMs}, {"baseline", trace.baseline()},
        {"baseline_ms_median", orNull(trace.baselineMs)}, {"baseline_ms_runs", trace.baselineMs},
        {"python_ms_median", orNull(trace.pythonMs)}, {"python_ms_runs", trace.pythonMs},
        {"python_peak_rss_mib", trace.pythonRss ? nlohmann::json(*trace.pythonRss) : nlohmann::json(nullptr)},
        {"peak_rss_mib", *peak}, {"measured_process_ms", measured->ms}};
    result["read_to_baseline"] = trace.baselineMs.empty()
        ? nlohmann::json(nullptr)
        : nlohmann::json(medianOf(trace.readMs) / medianOf(trace.baselineMs));
    result["read_to_python"] = trace.pythonMs.empty()
        ? nlohmann::json(nullptr)
        : nlohmann::json(medianOf(trace.readMs) / medianOf(trace.pythonMs));
    // The read at the speed of the decompression and far below a DOM's; and, for a trace of 100 MiB of text or
    // more, in less memory than its text (a smaller trace is smaller than the process): memory follows what is
    // kept, not the file.
    std::vector<TraceTarget> targets {
        {"read / " + trace.baseline(), "read_to_baseline", "ratio", "<= 3x " + trace.baseline(), 3.0},
        {"read / json.load", "read_to_python", "ratio", "<= 0.1x json.load", 0.1},
    };
    if (trace.textBytes >= kMemoryTargetBytes)
        targets.push_back({"peak memory", "peak_rss_mib", "MiB", "< the text (" + figure(text) + " MiB)", text});
    result["targets"] = nlohmann::json::array();
    for (const TraceTarget& target : targets) {
        if (!result[target.key].is_number())
            continue;
        const double value = result[target.key].get<double>();
        result["targets"].push_back({{"what", target.what}, {"key", target.key}, {"figure", value},
            {"unit", target.unit}, {"target", target.words}, {"limit", target.limit}, {"met", value <= target.limit}});
    }
    return result;
}

} // namespace

int runTraceBench(const ParsedFlags& flags, int runs, bool json)
{
    // The reading whose peak memory a run reports: as `measured` reads a file, then the process's own peak.
    if (const std::optional<std::string> path = flags.single("--read-trace")) {
        const MeasuredFile read = readMeasuredFile(*path);
        std::cout << figure(ownPeakRssMib(), 1) << "\n";
        return kExitOk;
    }
    if (const std::optional<std::string> out = flags.single("--write-trace")) {
        if (flags.has("--trace"))
            throw Error(ErrorKind::InvalidValue, "--write-trace and --trace are two runs: give one of them");
        return writeTrace(flags, *out, json);
    }
    if (flags.has("--trace-mb"))
        throw Error(ErrorKind::InvalidValue, "--trace-mb is the size of the trace --write-trace FILE writes: give it");
    std::vector<TraceTimes> traces;
    for (const std::string& path : flags.all("--trace"))
        traces.push_back(firstPass(path));
    const double loadBefore = oneMinuteLoad();
    // Run by run, every trace in turn: each trace's runs meet the machine as the others' do.
    for (int run = 0; run < runs; ++run)
        for (TraceTimes& trace : traces)
            timeOnce(trace);
    nlohmann::json result = {{"version", kVersion}, {"runs", runs}, {"traces", nlohmann::json::array()}};
    for (const TraceTimes& trace : traces)
        result["traces"].push_back(figuresOf(trace));
    result["load_average_1m"] = {{"before", loadBefore}, {"after", oneMinuteLoad()}};
    if (json) {
        std::cout << result.dump(2) << "\n";
        return kExitOk;
    }
    for (const nlohmann::json& trace : result["traces"])
        printTraceTable(trace, runs);
    std::cout << "load average (1 min): " << figure(result["load_average_1m"]["before"].get<double>(), 2) << " before, "
              << figure(result["load_average_1m"]["after"].get<double>(), 2) << " after\n";
    return kExitOk;
}

} // namespace roofline::app
