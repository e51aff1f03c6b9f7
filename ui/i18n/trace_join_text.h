#pragma once

#include "core/readers/kineto_trace.h"

#include <QString>

namespace roofline::ui {

// How much of a trace's kernel time found the op that launched it, in the user's language (docs/gui.md,
// "Profiler traces"): "95.2 % of 104.5 µs of kernel time joined the op that launched it; 4.78 % did not:
// 5 µs with no launch found". Empty for a trace without kernel time.
QString traceCoverageText(const TraceJoin& join);

// The GPU kernels a measured group ran, for a tooltip (HTML, starting with a line break): the five with
// the most time, each with its runs and time ("ampere_bf16_s16816gemm… × 2, 42 µs"), then how many more.
// Empty when the group has none.
QString launchedKernelsText(const GroupLaunches& launches);

} // namespace roofline::ui
