#include "app/subcommands.h"

#include "core/error.h"
#include "core/version.h"

#include <cstring>
#include <iostream>

namespace roofline::app {

namespace {

void printHelp()
{
    std::cout << kApplicationName << " " << kVersion << R"( — roofline charts for ML accelerators

Usage:
  roofline-studio [--lang en|zh_CN|ru] [FILE.roofline.json]
                                      start the app (on a project file; in a language)
  roofline-studio calc --chip <id|file.json> [--chip …] --op "<op spec>" [--op …] [--json]
                       [--B N] [--D N] [--F N] [--T N] [--S N]
                                      evaluate ops on chips (T_math, T_comms, bound, critical B…)
  roofline-studio chips [--json]      list the chip library
  roofline-studio screenshot --out FILE.png [--size 1600x1000] [--chips id,id,…]
                       [--chip-layout overlay|side-by-side] [--sweep-layout overlay|side-by-side]
                       [--tabs] [--B N] [--only roofline|sweep] [--theme system|light|dark|slide]
                       [--app-theme system|light|dark] [--measured KERNELS.csv] [--lang en|zh_CN|ru]
                                      render the window to a PNG without a display
  roofline-studio export [PROJECT.roofline.json] [--chip <id|file.json>]… [--op "<op spec>"]…
                       [--sweep "<matmul spec without B>"]… [--batch FROM:TO]
                       [--chart roofline|sweep|both] --out FILE.{png,svg,pdf,csv}
                       [--size WxH] [--scale S] [--theme light|dark|slide] [--transparent]
                       [--title TEXT] [--subtitle TEXT] [--caption TEXT] [--B N] [--D N] [--F N]
                       [--T N] [--S N] [--lang en|zh_CN|ru]
                                      draw a chart to a file without a display; flags override
                                      the project's values (without a project: the app's default)
  roofline-studio bench [--json] [--quick] [--steps N] [--runs N] [--scale N] [--no-processes]
                       [--write-scene FILE.roofline.json] [--measured N [--ungrouped]]
                                      time live updates in a heavy scene, the Q3 export, cold
                                      start and peak memory (see README, Performance)
  roofline-studio --help | --version

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
Any op: link=NAME picks a memory level or link (default: the first memory level; for
sharded-matmul and all-reduce the first link); label="text" names it. A dimension given as
B, D, F, T or S follows the --B/--D/--F/--T/--S value (defaults 128, 4096, 4096, 1, 4096).

Exit status: 0 success, 2 bad input (the message says what), 1 other failures.
)";
}

} // namespace

int run(int argc, char** argv)
{
    std::vector<std::string> arguments;
    for (int i = 1; i < argc; ++i)
        arguments.emplace_back(argv[i]);
    if (arguments.empty())
        return runGui(argc, argv);
    const std::string command = arguments.front();
    const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
    try {
        if (command == "--help" || command == "-h" || command == "help") {
            printHelp();
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
        if (command == "bench")
            return runBench(argc, argv, rest);
        if (command == "screenshot")
            return runScreenshot(argc, argv, rest);
        if (command == "export")
            return runExport(argc, argv, rest);
        if (!command.starts_with("-") || command == "--lang")
            return runGui(argc, argv);
        std::cerr << "roofline-studio: unknown option \"" << command << "\" (see roofline-studio --help)\n";
        return kExitBadInput;
    } catch (const Error& error) {
        std::cerr << "roofline-studio " << command << ": " << error.what() << "\n";
        return error.kind() == ErrorKind::Io ? kExitFailure : kExitBadInput;
    } catch (const std::exception& error) {
        std::cerr << "roofline-studio " << command << ": internal error: " << error.what() << "\n";
        return kExitFailure;
    }
}

} // namespace roofline::app
