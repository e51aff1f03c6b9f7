#pragma once

#include "app/flags/command_line.h"

namespace roofline::app {

// `bench --write-trace FILE [--trace-mb N]`: writes a generated PyTorch profiler trace (trace_profile.h) of N
// MiB of text, gzip-compressed when FILE ends in .gz. `bench --trace FILE [--trace FILE…]`: times reading each
// FILE as the app reads it, `runs` times, beside `gzip -dc FILE` (`cat FILE` for plain JSON) and Python's
// json.load of the same file, with the reader's peak memory (app/bench/trace_bench.cpp). JSON instead of a
// table when `json`.
int runTraceBench(const ParsedFlags& flags, int runs, bool json);

} // namespace roofline::app
