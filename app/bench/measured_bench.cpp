// `roofline-studio bench --measured N [--ncu] [--names M]`: the heavy scene with a profile of N
// measured kernels over M names (forEachBenchKernel), written as a simple CSV or, with --ncu, as the
// Nsight Compute export of N launches, then imported the way a user imports it. This process writes
// the file and times core alone (reading, grouping, filtering, the scene); the window part (the import
// to its first frame, the UI thread's longest stalls, slider steps, peak memory, and for up to 100,000
// kernels the autosave, save and open of the project) runs in a process of its own
// (measured_window.cpp), so the peak memory is the app's. With more than 10,000 kernels the same
// profile cut to 10,000 is imported too, for the ratio of the two import times.
#include "app/bench/measured_bench.h"
#include "app/bench/bench_scratch.h"
#include "app/bench/bench_timing.h"
#include "app/bench/measured_window.h"
#include "app/subcommands.h"

#include "app/bench/heavy_scene.h"
#include "app/bench/measured_profile.h"
#include "app/bench/measured_targets.h"
#include "app/bench/ncu_profile.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/atomic_file.h"
#include "core/measured/measured_groups.h"
#include "core/readers/measured_csv.h"
#include "core/scene/scene.h"
#include "core/version.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStyleFactory>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace roofline::app {

namespace {

// Above this many kernels the project is not saved and opened: the target is for 100,000.
constexpr std::size_t kMostKernelsForFiles = 100000;
// The smaller profile whose import time the large one's is compared with.
constexpr std::size_t kRatioKernels = 10000;

std::size_t wholeNumber(const ParsedFlags& flags, std::string_view flag, std::size_t fallback)
{
    const std::optional<std::string> text = flags.single(flag);
    if (!text)
        return fallback;
    const std::optional<double> value = parseFiniteNumber(*text);
    if (!value || *value < 1 || *value > 1e6 || std::floor(*value) != *value)
        throw Error(ErrorKind::InvalidValue,
            std::string(flag) + " must be a whole number from 1 to 1000000, got " + quoteForMessage(*text));
    return static_cast<std::size_t>(*value);
}

// An ostream's bytes handed on to the atomic writer as they come (the profiles write about 1 MiB at a time).
class AppendStreamBuffer final : public std::streambuf {
public:
    explicit AppendStreamBuffer(const AppendBytes& append)
        : m_append(append)
    { }

protected:
    std::streamsize xsputn(const char* data, std::streamsize count) override
    {
        m_append(std::string_view(data, static_cast<std::size_t>(count)));
        return count;
    }
    int_type overflow(int_type c) override
    {
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            const char byte = traits_type::to_char_type(c);
            m_append(std::string_view(&byte, 1));
        }
        return traits_type::not_eof(c);
    }

private:
    const AppendBytes& m_append;
};

// The profile as a file: written as it is made, so a million launches never sit in memory, through the
// atomic writer (a full disk is said with its cause, and leaves no half-written profile).
void writeProfile(const QString& path, const Project& project, std::size_t kernels, std::size_t names, bool ncu)
{
    writeFileAtomicallyFrom(path.toStdString(), [&](const AppendBytes& append) {
        if (ncu) {
            AppendStreamBuffer buffer(append);
            std::ostream out(&buffer);
            out.exceptions(std::ios::badbit); // the writer's Error reaches the caller
            writeNcuProfile(out, project, kernels, names);
            return;
        }
        std::string text(kMeasuredCsvHeader);
        forEachBenchKernel(project, {kernels, names, {}}, [&](const MeasuredKernel& kernel) {
            appendMeasuredCsvRow(text, kernel);
            if (text.size() > (1u << 20)) {
                append(text);
                text.clear();
            }
        });
        append(text);
    });
}

// The window part in a process of its own; its JSON.
nlohmann::json runWindowProcess(const QString& profile, std::size_t kernels, int steps, const QStringList& extra)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QStringList arguments {QStringLiteral("bench"), QStringLiteral("--measured"), QString::number(kernels),
        QStringLiteral("--in-window"), profile, QStringLiteral("--steps"), QString::number(steps)};
    arguments += extra;
    process.start(QCoreApplication::applicationFilePath(), arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        throw Error(ErrorKind::Io,
            "bench: the window part did not finish: " + process.readAllStandardError().trimmed().toStdString());
    const QByteArray out = process.readAllStandardOutput().trimmed();
    try {
        return nlohmann::json::parse(out.mid(out.lastIndexOf('\n') + 1).toStdString());
    } catch (const nlohmann::json::exception&) {
        throw Error(ErrorKind::Io, "bench: the window part printed no figures: " + out.toStdString());
    }
}

int runWindowPart(int argc, char** argv, const ParsedFlags& flags, int steps)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    MeasuredWindowRun run;
    run.profile = QString::fromStdString(flags.single("--in-window").value_or(""));
    run.steps = steps;
    run.ungrouped = flags.has("--ungrouped");
    run.importOnly = flags.has("--import-only");
    run.files = flags.has("--files");
    std::cout << runMeasuredWindow(run).dump() << "\n";
    return kExitOk;
}

void printTable(const nlohmann::json& result)
{
    const auto ms = [&](const char* key) {
        return result.contains(key) ? fixed(result[key].get<double>()) + " ms" : std::string("—");
    };
    const bool ncu = result["format"] == "nsight-compute";
    const std::size_t kernels = result["kernels"];
    std::cout << "Roofline Studio " << kVersion << " bench --measured " << kernels << (ncu ? " --ncu" : "")
              << ": the heavy scene and " << kernels << (ncu ? " Nsight Compute launches" : " measured kernels")
              << " over " << result["names"].get<std::size_t>() << " names ("
              << fixed(result["file_mib"].get<double>(), 1) << " MiB), "
              << (result["grouped"].get<bool>() ? "grouped" : "one by one") << " ("
              << result["measured_points_on_chart"].get<std::size_t>() << " points on the roofline); "
              << result["steps"].get<std::size_t>() << " B-slider steps\n\n";
    // Each row: what, its figure, a note, and the JSON key a target may be for (measuredTargets).
    std::vector<std::array<std::string, 4>> rows {
        {"core: read the file", ms("core_parse_csv_ms"), "", ""},
        {"core: group, share, rank", ms("core_group_ms"), "once per import or setting, never per step", ""},
        {"core: the same with a regex and a min. share", ms("core_group_and_regex_filter_ms"), "", ""},
        {"core: the roofline scene", ms("core_scene_ms"), "", ""},
        {"import to the first frame that shows them", ms("import_to_first_frame_ms"), "", "import_to_first_frame_ms"},
    };
    if (result.contains("import_ratio"))
        rows.push_back({"  the same profile cut to 10,000, and the ratio",
            ms("import_10000_to_first_frame_ms") + ", " + fixed(result["import_ratio"].get<double>(), 1) + "x", "",
            "import_ratio"});
    const auto stall = [&](const char* what, const std::string& key) {
        rows.push_back({std::string("  longest UI-thread stall ") + what + " (its CPU time)",
            ms((key + "_stall_ms").c_str()) + " (" + ms((key + "_stall_cpu_ms").c_str()) + ")", "", key + "_stall_ms"});
    };
    stall("while importing", "import");
    if (result.contains("save_ms")) {
        rows.push_back({"autosave", ms("autosave_ms"), "", ""});
        stall("while autosaving", "autosave");
        rows.push_back({"save", ms("save_ms"), "", ""});
        stall("while saving", "save");
        rows.push_back({"open to the first frame", ms("open_to_first_frame_ms"), "", ""});
        stall("while opening", "open");
    }
    rows.push_back({"live update with them shown, median", ms("update_ms_median"), "", "update_ms_median"});
    rows.push_back({"live update, p95", ms("update_ms_p95"), "", "update_ms_p95"});
    rows.push_back({"  CPU time of the process per update, median / p95",
        ms("update_cpu_ms_median") + " / " + ms("update_cpu_ms_p95"), "", ""});
    rows.push_back({"the same steps before the import, median / p95",
        ms("without_kernels_update_ms_median") + " / " + ms("without_kernels_update_ms_p95"), "", ""});
    rows.push_back({"same with every panel open, median / p95",
        ms("window_update_ms_median") + " / " + ms("window_update_ms_p95"), "", ""});
    rows.push_back({"peak memory with them shown (VmHWM)", fixed(result["peak_rss_mib"].get<double>(), 1) + " MiB", "",
        "peak_rss_mib"});
    int met = 0;
    int missed = 0;
    for (const auto& [what, measured, note, key] : rows) {
        std::string target = note;
        for (const nlohmann::json& t : result["targets"]) {
            if (!key.empty() && t["key"] == key) {
                const bool ok = t["met"].get<bool>();
                target = t["target"].get<std::string>() + (ok ? "   met" : "   NOT MET");
                (ok ? met : missed) += 1;
            }
        }
        std::cout << std::left << std::setw(50) << what << std::right << std::setw(22) << measured << "   " << target
                  << "\n";
    }
    std::cout << "\ntargets for this run: " << met << " met, " << missed << " not met\n";
    if (result["missed_frames"].get<int>() > 0)
        std::cout << "\n" << result["missed_frames"].get<int>() << " steps painted no frame\n";
}

} // namespace

int runMeasuredBench(int argc, char** argv, const ParsedFlags& flags, int steps, bool json)
{
    const std::size_t count = wholeNumber(flags, "--measured", 0);
    const bool ncu = flags.has("--ncu");
    const std::size_t names = wholeNumber(flags, "--names", ncu ? 3000 : 200);
    const bool ungrouped = flags.has("--ungrouped");
    if (flags.has("--in-window"))
        return runWindowPart(argc, argv, flags, steps);

    QCoreApplication application(argc, argv);
    QTemporaryDir scratch;
    if (!scratch.isValid())
        throw Error(ErrorKind::Io, "cannot create a temporary folder for the bench");
    keepUserFoldersIn(scratch.path()); // for the window processes too
    Project project = heavyBenchProject();
    if (ungrouped)
        project.measuredView.aggregation = Aggregation::Off;
    // The profile alone, for a picture or a try by hand: the very file the bench imports.
    if (const std::optional<std::string> path = flags.single("--write-profile")) {
        writeProfile(QString::fromStdString(*path), project, count, names, ncu);
        std::cout << "wrote " << *path << "\n";
        return kExitOk;
    }
    const QString profile
        = scratch.path() + (ncu ? QStringLiteral("/profile-ncu.csv") : QStringLiteral("/profile.csv"));
    QElapsedTimer timer;
    timer.start();
    writeProfile(profile, project, count, names, ncu);
    const double generateMs = msSince(timer);

    // Core alone: the file read, grouped, filtered, placed. Let go before the window part starts.
    nlohmann::json result = {{"version", kVersion}, {"kernels", count}, {"names", names},
        {"format", ncu ? "nsight-compute" : "csv"}, {"generate_ms", generateMs},
        {"file_mib", static_cast<double>(QFileInfo(profile).size()) / (1024.0 * 1024.0)}};
    {
        timer.start();
        const MeasuredImport imported = loadMeasuredCsvFile(profile.toStdString());
        result["core_parse_csv_ms"] = msSince(timer);
        timer.start();
        const MeasuredSelection selection = selectMeasured(imported.kernels, project.measuredView);
        result["core_group_ms"] = msSince(timer);
        MeasuredSettings filtered = project.measuredView;
        filtered.filter = "gemm|attn";
        filtered.filterIsRegex = true;
        filtered.minTimeShare = 0.001;
        timer.start();
        result["core_filtered_groups"] = selectMeasured(imported.kernels, filtered).groups.size();
        result["core_group_and_regex_filter_ms"] = msSince(timer);
        std::vector<const Chip*> chips;
        for (const Chip& chip : project.customChips)
            chips.push_back(&chip);
        timer.start();
        const RooflineScene scene
            = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project), selection);
        result["core_scene_ms"] = msSince(timer);
    }

    QStringList extra;
    if (ungrouped)
        extra << QStringLiteral("--ungrouped");
    if (count <= kMostKernelsForFiles)
        extra << QStringLiteral("--files");
    result.update(runWindowProcess(profile, count, steps, extra));
    if (count > kRatioKernels) {
        const QString small = scratch.path() + QStringLiteral("/profile-10000.csv");
        writeProfile(small, project, kRatioKernels, names, ncu);
        const nlohmann::json cut = runWindowProcess(small, kRatioKernels, steps,
            extra.filter(QStringLiteral("--ungrouped")) << QStringLiteral("--import-only"));
        const double smallMs = cut["import_to_first_frame_ms"];
        result["import_10000_to_first_frame_ms"] = smallMs;
        result["import_ratio"] = result["import_to_first_frame_ms"].get<double>() / smallMs;
    }
    result["targets"] = measuredTargets(result);
    if (json)
        std::cout << result.dump(2) << "\n";
    else
        printTable(result);
    return kExitOk;
}

} // namespace roofline::app
