#include "app/subcommands.h"

#include "app/stdout_buffer.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/version.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string_view>

namespace roofline::app {

namespace {

struct Subcommand {
    std::string_view name;
    std::string_view usage; // its lines of the overall help
};

constexpr Subcommand kSubcommands[] = {
    {"calc", R"(  roofline-studio calc --chip <id|file.json> [--chip …] --op "<op spec>" [--op …] [--json]
                       [--B N] [--D N] [--F N] [--T N] [--S N] [--calibration FILE]
                                      evaluate ops on chips (T_math, T_comms, bound, critical B…;
                                      with a calibration, each op's calibrated time too)
)"},
    {"chips", R"(  roofline-studio chips [--json]      list the chip library
)"},
    {"model", R"(  roofline-studio model --model <id|file.json> --chip <id|file.json> --phase prefill|decode
                       --B N --S N [--T N] [--tp N | --ep N] [--link NAME] [--ring uni|bi] [--links K]
                       [--x DT] [--w DT] [--w-experts DT] [--kv DT] [--calibration FILE] [--json]
                                      a transformer step on a chip: its ops, step time, tokens/s,
                                      memory per chip (roofline-studio model --help)
)"},
    {"models", R"(  roofline-studio models [--json]     list the model library
)"},
    {"calibrate", R"(  roofline-studio calibrate PROFILE… --chip <id|file.json> [--json] [--out FILE]
                                      the chip's efficiency per op class and bound from
                                      measured kernels, each group predicted and measured, and
                                      the errors before and after (--out: a calibration file)
)"},
    {"measured", R"(  roofline-studio measured FILE [--chip <id|file.json>] [--compare AFTER] [--device N]
                       [--project-to <id|file.json>… [--calibration FILE]] [--json]
                                      what an import of measured kernels reads: the format,
                                      the kernels, those left out and why, warnings, and one
                                      group per kernel name (a CSV, ncu --csv, ERT roofline.json,
                                      a PyTorch trace .json[.gz], rocprofv3, XProf); --compare:
                                      each group's speed-up from FILE to AFTER; --device: a
                                      trace's GPU (default: the one with most kernel time);
                                      --project-to: the step on other chips (with --chip)
)"},
    {"screenshot", R"(  roofline-studio screenshot --out FILE.png [--size 1600x1000] [--chips id,id,…]
                       [--chip-layout overlay|side-by-side] [--sweep-layout overlay|side-by-side]
                       [--tabs] [--B N] [--theme system|light|dark|slide|slide-dark]
                       [--app-theme system|light|dark] [--measured FILE [--link NAME:OP]
                       [--compare AFTER]] [--ert roofline.json] [--lang en|zh_CN|ru]
                       [--model ID|file.json [--model-phase prefill|decode|both] [--tp N]
                       [--ep N] [--links K] [--ring uni|bi]] [--S N] [--T N] [--op "<op spec>"]…
                       [--sweep "<spec without B>"]… [--precision DTYPE|all] [--link-slopes one|all]
                       [--detail focused|full] [--only roofline|sweep|model|model-batch|model-pareto]
                                      render the window to a PNG without a display
)"},
    {"export", R"(  roofline-studio export [PROJECT.roofline.json] [--chip <id|file.json>]… [--op "<op spec>"]…
                       [--sweep "<matmul spec without B>"]… [--batch FROM:TO]
                       [--chart roofline|sweep|both|model-pareto|parity|projection]
                       --out FILE.{png,svg,pdf,csv}
                       [--size WxH] [--scale S] [--theme light|dark|slide|slide-dark]
                       [--transparent] [--title TEXT] [--subtitle TEXT] [--caption TEXT] [--B N] [--D N]
                       [--F N]
                       [--T N] [--S N] [--lang en|zh_CN|ru] [--chip-layout overlay|side-by-side]
                       [--sweep-layout overlay|side-by-side] [--layout-report FILE.json]
                       [--link-slopes one|all] [--detail focused|full]
                       [--model ID|file.json [--model-phase prefill|decode|both] [--tp N] [--ep N]
                       [--links K] [--ring uni|bi]] [--measured FILE [--compare AFTER]]
                       [--calibration FILE] [--achieved-ceilings]
                                      draw a chart to a file without a display; flags override
                                      the project's values (without a project: the app's default)
)"},
    {"bench", R"(  roofline-studio bench [--json] [--quick] [--steps N] [--runs N] [--scale N] [--no-processes]
                       [--write-scene FILE.roofline.json]
                       [--measured N [--ncu] [--names M] [--ungrouped]] [--ert-levels N]
                       [--trace FILE] [--write-trace FILE[.gz] [--trace-mb N]]
                                      time live updates in a heavy scene, the Q3 export, cold
                                      start and peak memory; or reading a PyTorch trace beside
                                      gzip -dc and json.load (docs/performance.md)
)"},
};

constexpr std::string_view kOpSpecHelp = R"(
Op specs: a kind, then key=value words; dtypes default to bf16.
  dot N=1000000 dtype=bf16
  matmul B=256 D=4096 F=4096 x=bf16 w=int8 z=bf16 [compute=bf16]
  batched-matmul B=64 D=1024 F=1024 x=int8 w=int8 z=int8
  tiled-matmul M=8192 K=8192 N=8192 bm=128 bk=512 bn=128 dtype=bf16
  sharded-matmul B=512 D=16384 F=4096 chips=2 link=ICI [ring=uni|bi] [links=1]
  all-reduce N=16777216 chips=4 dtype=bf16 link=ICI [ring=uni|bi] [links=1]
  attention B=8 T=1 S=4096 N=32 K=8 H=128 [causal=1] [flash=1] [x=bf16 kv=bf16 s=fp32]
  elementwise N=1e8 flops=1 inputs=2 outputs=1 dtype=bf16
  custom flops=1e12 bytes=1e9 compute=bf16 [footprint=8e10]
  experts B=16 D=4096 F=14336 E=8 k=2 [x=bf16 w=bf16 z=bf16]
Any op: link=NAME picks a memory level or link (default: the first memory level; for
sharded-matmul and all-reduce the first link); label="text" names it. A dimension given as
B, D, F, T or S follows the --B/--D/--F/--T/--S value (defaults 128, 4096, 4096, 1, 4096).
Dimensions are whole numbers up to 2^53 = 9007199254740992.
)";

constexpr std::string_view kExitHelp = R"(
Exit status: 0 success, 2 bad input (the message says what), 1 other failures.
)";

const Subcommand* findSubcommand(std::string_view name)
{
    for (const Subcommand& subcommand : kSubcommands) {
        if (subcommand.name == name)
            return &subcommand;
    }
    return nullptr;
}

void printHelp()
{
    std::cout << kApplicationName << " " << kVersion << R"( — roofline charts for ML accelerators

Usage:
  roofline-studio [--lang en|zh_CN|ru] [FILE.roofline.json]
                                      start the app (on a project file; in a language)
)";
    for (const Subcommand& subcommand : kSubcommands)
        std::cout << subcommand.usage;
    std::cout << "  roofline-studio help [SUBCOMMAND] | --help | --version\n" << kOpSpecHelp << kExitHelp;
}

// `roofline-studio calc --help`: that subcommand's usage alone.
void printSubcommandHelp(const Subcommand& subcommand)
{
    std::cout << "Usage:\n" << subcommand.usage;
    if (subcommand.name == "calc" || subcommand.name == "export")
        std::cout << kOpSpecHelp;
    if (subcommand.name == "model")
        std::cout << modelHelp();
    std::cout << kExitHelp;
}

bool asksForHelp(const std::vector<std::string>& arguments)
{
    return std::any_of(arguments.begin(), arguments.end(),
        [](const std::string& argument) { return argument == "--help" || argument == "-h"; });
}

std::string subcommandNames()
{
    std::string names;
    for (const Subcommand& subcommand : kSubcommands)
        names += (names.empty() ? "" : ", ") + std::string(subcommand.name);
    return names;
}

// Edits (insert, delete, replace, swap two neighbours) between two short words.
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i)
        d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j)
        d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.size()][b.size()];
}

// A word such as "modle" or "calcs": letters, digits, '-' and '_', no '.' or '/' as a file name has.
bool looksLikeSubcommand(std::string_view word)
{
    return !word.empty() && std::isalpha(static_cast<unsigned char>(word.front()))
        && std::all_of(word.begin(), word.end(),
            [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}

[[noreturn]] void unknownSubcommand(const std::string& word)
{
    std::string message = "unknown subcommand " + quoteForMessage(word);
    for (const Subcommand& subcommand : kSubcommands) {
        if (editDistance(toLower(word), subcommand.name) <= 2) {
            message += " (did you mean " + std::string(subcommand.name) + "?)";
            break;
        }
    }
    throw Error(ErrorKind::UnknownName,
        message + "; the subcommands are " + subcommandNames()
            + ", and a project file opens in the app (see roofline-studio --help)");
}

// The subcommand `command` names, or the app.
int dispatch(int argc, char** argv)
{
    std::vector<std::string> arguments;
    for (int i = 1; i < argc; ++i)
        arguments.emplace_back(argv[i]);
    const std::string command = arguments.empty() ? std::string() : arguments.front();
    const std::vector<std::string> rest(arguments.empty() ? arguments.begin() : arguments.begin() + 1, arguments.end());
    try {
        if (arguments.empty())
            return runGui(argc, argv);
        if (command == "--help" || command == "-h") {
            printHelp();
            return kExitOk;
        }
        if (command == "help") {
            if (rest.empty()) {
                printHelp();
                return kExitOk;
            }
            if (const Subcommand* subcommand = findSubcommand(rest.front())) {
                printSubcommandHelp(*subcommand);
                return kExitOk;
            }
            unknownSubcommand(rest.front());
        }
        if (const Subcommand* subcommand = findSubcommand(command); subcommand && asksForHelp(rest)) {
            printSubcommandHelp(*subcommand);
            return kExitOk;
        }
        if (command == "--version" || command == "-v") {
            std::cout << "roofline-studio " << kVersion << "\n";
            return kExitOk;
        }
        if (command == "calc")
            return runCalc(rest);
        if (command == "chips")
            return runChips(rest);
        if (command == "model")
            return runModel(rest);
        if (command == "models")
            return runModels(rest);
        if (command == "measured")
            return runMeasured(rest);
        if (command == "calibrate")
            return runCalibrate(rest);
        if (command == "bench")
            return runBench(argc, argv, rest);
        if (command == "screenshot")
            return runScreenshot(argc, argv, rest);
        if (command == "export")
            return runExport(argc, argv, rest);
        // Anything else is the app, on the files named; a word that is no file is a mistyped subcommand.
        if (looksLikeSubcommand(command) && !std::filesystem::exists(command))
            unknownSubcommand(command);
        if (!command.starts_with("-") || command == "--lang")
            return runGui(argc, argv);
        std::cerr << "roofline-studio: unknown option \"" << command << "\" (see roofline-studio --help)\n";
        return kExitBadInput;
    } catch (const Error& error) {
        std::cerr << "roofline-studio"
                  << (command.empty() || command.starts_with("-") || !findSubcommand(command) ? "" : " " + command)
                  << ": " << error.what() << "\n";
        return error.kind() == ErrorKind::Io ? kExitFailure : kExitBadInput;
    } catch (const std::exception& error) {
        std::cerr << "roofline-studio " << command << ": internal error: " << error.what() << "\n";
        return kExitFailure;
    }
}

} // namespace

int run(int argc, char** argv)
{
    // Every byte a command prints goes through one buffer, flushed and checked at the end: output that could
    // not be written is a failure said with its cause, never an exit status alone.
    static StdoutBuffer out;
    std::streambuf* const previous = std::cout.rdbuf(&out);
    const int status = dispatch(argc, argv);
    std::cout.flush();
    std::cout.rdbuf(previous);
    if (out.error() == 0)
        return status;
    const std::string command = argc > 1 ? argv[1] : "";
    std::cerr << "roofline-studio" << (findSubcommand(command) ? " " + command : std::string())
              << ": cannot write to stdout (" << std::strerror(out.error()) << "): the output is incomplete\n";
    return status == kExitOk ? kExitFailure : status;
}

} // namespace roofline::app
