#pragma once

#include <string>
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
int runGui(int argc, char** argv);

} // namespace roofline::app
