#pragma once

#include "app/flags/command_line.h"

namespace roofline::app {

// `bench --ert-levels N`: the heavy scene with an Empirical Roofline Toolkit file of N memory levels
// imported on its first chip (see app/bench/ert_bench.cpp); `steps` B-slider steps; JSON instead of a
// table when `json`.
int runErtBench(int argc, char** argv, const ParsedFlags& flags, int steps, bool json);

} // namespace roofline::app
