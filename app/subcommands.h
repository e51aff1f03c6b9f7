#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace roofline::app {

// Exit statuses of every subcommand.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // something failed that is not the user's input
inline constexpr int kExitBadInput = 2; // the input was wrong; the message says what

// Dispatches `roofline-studio [subcommand] …`: the GUI without a subcommand.
int run(int argc, char** argv);

int runCalc(const std::vector<std::string>& arguments);
int runChips(const std::vector<std::string>& arguments);
// A step of a transformer on a chip (docs/model.md §10), and the model library.
int runModel(const std::vector<std::string>& arguments);
int runModels(const std::vector<std::string>& arguments);
// What an import of measurements read: format, kernels, what was left out and why, warnings, and one
// group per kernel name (docs/cli.md, "measured").
int runMeasured(const std::vector<std::string>& arguments);
// A chip calibrated from profiles measured on it (docs/model.md §15).
int runCalibrate(const std::vector<std::string>& arguments);
// What `model --help` says after its usage: the flags, the step and its ops.
std::string_view modelHelp();
int runGui(int argc, char** argv);
// The value of --lang: "en", "zh_CN", "ru" or "system". Throws Error(InvalidValue) naming the choices.
std::string checkedLanguage(const std::string& code);
// Renders the default window to a PNG without a display: for the docs and for looking at changes.
// Times live updates in the heavy scene, the Q3 export, cold start and memory.
int runBench(int argc, char** argv, const std::vector<std::string>& arguments);
int runScreenshot(int argc, char** argv, const std::vector<std::string>& arguments);
// Draws a chart (or both) of a project, or of chips and ops given as flags, to PNG, SVG, PDF or CSV
// without a display; see docs/cli.md "export".
int runExport(int argc, char** argv, const std::vector<std::string>& arguments);

} // namespace roofline::app
