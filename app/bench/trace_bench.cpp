// `roofline-studio bench --trace FILE`: a PyTorch profiler trace read as the app reads it (loadKinetoTraceFile),
// timed beside what the file costs anyway, `gzip -dc FILE >/dev/null` (for plain JSON, `cat FILE >/dev/null`),
// and beside Python's json.load of the same file, each the median of `runs` runs taken in turn, after one pass
// over the file that warms the page cache. The reader's peak memory is that of a process of its own,
// `roofline-studio measured FILE --json >/dev/null`, from wait4. `bench --write-trace FILE` writes the trace
// (trace_profile.h) the figures in docs/performance.md are of.
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
#include "core/version.h"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <filesystem>
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
    double peakRssMib = 0.0; // its largest resident set (ru_maxrss)
};

// A program run to its end with its output thrown away; nullopt when it could not start or failed.
std::optional<ChildRun> runChild(const std::vector<std::string>& arguments)
{
    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str())); // NOLINT: posix_spawn's type
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const auto start = std::chrono::steady_clock::now();
    const int spawned = posix_spawnp(&pid, argv.front(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return std::nullopt;
    int status = 0;
    rusage usage {};
    while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) { }
    const auto end = std::chrono::steady_clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return ChildRun {msBetween(start, end), static_cast<double>(usage.ru_maxrss) / 1024.0};
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
            {"flows", counts.flows}, {"modelled_runs", counts.modelledRuns}, {"kernel_seconds", counts.kernelSeconds},
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
    const char* what;
    const char* key;
    std::string words;
    double limit;
};

void printTraceTable(const nlohmann::json& result)
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
              << " MiB (" << figure(result["text_mib"].get<double>(), 1) << " MiB of JSON text), "
              << result["runs"].get<int>() << " runs; " << result["op_runs"].get<std::size_t>() << " op runs measured, "
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
    std::cout << "\ntargets for this run: " << met << " met, " << missed << " not met\n";
}

} // namespace

int runTraceBench(const ParsedFlags& flags, int runs, bool json)
{
    if (const std::optional<std::string> out = flags.single("--write-trace")) {
        if (flags.has("--trace"))
            throw Error(ErrorKind::InvalidValue, "--write-trace and --trace are two runs: give one of them");
        return writeTrace(flags, *out, json);
    }
    if (flags.has("--trace-mb"))
        throw Error(ErrorKind::InvalidValue, "--trace-mb is the size of the trace --write-trace FILE writes: give it");
    const std::string path = flags.single("--trace").value_or("");
    // The first pass: the file opened as the reader opens it (a missing file or one that is no trace is said
    // here, before any run), its text measured and the page cache warm.
    std::size_t textBytes = 0;
    std::size_t fileBytes = 0;
    bool gzip = false;
    {
        const MappedText mapped(path, "PyTorch profiler trace");
        fileBytes = mapped.text().size();
        gzip = isGzip(mapped.text());
        textBytes = textBytesOf(mapped, path);
    }
    const KinetoTrace read = loadKinetoTraceFile(path);
    const std::string baseline = gzip ? "gzip -dc" : "cat";
    const std::vector<std::string> baselineCommand
        = gzip ? std::vector<std::string> {"gzip", "-dc", path} : std::vector<std::string> {"cat", path};
    const std::string python = gzip ? "import gzip, json, sys; json.load(gzip.open(sys.argv[1], 'rb'))"
                                    : "import json, sys; json.load(open(sys.argv[1], 'rb'))";
    std::vector<double> readMs;
    std::vector<double> baselineMs;
    std::vector<double> pythonMs;
    std::optional<double> pythonRss;
    for (int run = 0; run < runs; ++run) {
        const auto start = std::chrono::steady_clock::now();
        const KinetoTrace again = loadKinetoTraceFile(path);
        readMs.push_back(msBetween(start, std::chrono::steady_clock::now()));
        if (const std::optional<ChildRun> child = runChild(baselineCommand))
            baselineMs.push_back(child->ms);
        if (const std::optional<ChildRun> child = runChild({"python3", "-c", python, path})) {
            pythonMs.push_back(child->ms);
            pythonRss = std::max(pythonRss.value_or(0.0), child->peakRssMib);
        }
    }
    const std::optional<ChildRun> measured = runChild({thisProgram(), "measured", path, "--json"});
    if (!measured)
        throw Error(ErrorKind::Io, "bench: `roofline-studio measured " + path + " --json` did not finish");

    const auto orNull = [](const std::vector<double>& samples) {
        return samples.empty() ? nlohmann::json(nullptr) : nlohmann::json(medianOf(samples));
    };
    nlohmann::json result = {{"version", kVersion}, {"trace", path}, {"gzip", gzip},
        {"file_mib", static_cast<double>(fileBytes) / kMib}, {"text_mib", static_cast<double>(textBytes) / kMib},
        {"runs", runs}, {"op_runs", read.kernels.size()}, {"unmodelled_ops", read.unmodelled.size()},
        {"kernel_seconds", read.kernelSeconds}, {"read_ms_median", medianOf(readMs)}, {"read_ms_runs", readMs},
        {"baseline", baseline}, {"baseline_ms_median", orNull(baselineMs)}, {"baseline_ms_runs", baselineMs},
        {"python_ms_median", orNull(pythonMs)}, {"python_ms_runs", pythonMs},
        {"python_peak_rss_mib", pythonRss ? nlohmann::json(*pythonRss) : nlohmann::json(nullptr)},
        {"peak_rss_mib", measured->peakRssMib}, {"measured_process_ms", measured->ms}};
    result["read_to_baseline"]
        = baselineMs.empty() ? nlohmann::json(nullptr) : nlohmann::json(medianOf(readMs) / medianOf(baselineMs));
    result["read_to_python"]
        = pythonMs.empty() ? nlohmann::json(nullptr) : nlohmann::json(medianOf(readMs) / medianOf(pythonMs));
    // The targets: the read at the speed of the decompression, far below a DOM's, in memory that follows what
    // is kept, not the file (below its text's size).
    const std::vector<TraceTarget> targets {
        {"read / the baseline", "read_to_baseline", "<= 3x " + baseline, 3.0},
        {"read / json.load", "read_to_python", "<= 0.1x json.load", 0.1},
        {"peak memory", "peak_rss_mib", "< the text (" + figure(static_cast<double>(textBytes) / kMib) + " MiB)",
            static_cast<double>(textBytes) / kMib},
    };
    result["targets"] = nlohmann::json::array();
    for (const TraceTarget& target : targets) {
        if (!result[target.key].is_number())
            continue;
        const double value = result[target.key].get<double>();
        result["targets"].push_back({{"what", target.what}, {"key", target.key}, {"figure", value},
            {"target", target.words}, {"limit", target.limit}, {"met", value <= target.limit}});
    }
    if (json)
        std::cout << result.dump(2) << "\n";
    else
        printTraceTable(result);
    return kExitOk;
}

} // namespace roofline::app
