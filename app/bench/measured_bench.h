#pragma once

#include "app/flags/command_line.h"

namespace roofline::app {

// `bench --measured N [--ungrouped]`: the heavy scene with N measured kernels over 200 names (see
// app/bench/measured_bench.cpp); `steps` B-slider steps; JSON instead of a table when `json`.
int runMeasuredBench(int argc, char** argv, const ParsedFlags& flags, int steps, bool json);

} // namespace roofline::app
