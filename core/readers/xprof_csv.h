#pragma once

#include "core/readers/profiler_csv.h"

#include <string_view>

namespace roofline {

// Whether a text is XProf's roofline-model table as CSV: a header with "Operation" and "Normalized FLOP
// Rate (GFLOP/s)" (or the column ids, "operation" and "measured_flop_rate").
bool looksLikeXprofRoofline(std::string_view text);

// Reads the Roofline Model tool's table that XProf (TensorBoard's profile plugin) exports as CSV: the
// columns of roofline_model_proto_to_gviz.py, by label or by id (docs/file-formats.md "XProf"). Each op's
// row becomes one measured kernel named by "Operation":
//   seconds = "Total self time (us)" · 1e-6
//   FLOPs   = "Normalized FLOP Rate (GFLOP/s)" · 1e9 · seconds
//   bytes   = "HBM BW (GiB/s)" · 2^30 · seconds (XProf's bandwidths are in GiB/s)
// Only the rows of the whole profile ("Step" Total) are read when the run has them, else the rows of
// each step; "Total (HW)" and "Average" would count the same ops again. The row XProf puts first in each
// step, the sum of the others, is told by its name, "Program" (or its category, "Program"), whether or
// not the file has a Category column. A run holds each (step, program, op) once: a row met again, or a
// header again, starts another run (a file appended to another with >>), whose ops are kernels of their
// own, with a warning (ErrorCode::AppendedRuns) saying where the runs start. An op with 0 FLOPs (a copy,
// a collective) or no HBM traffic is skipped with the reason. Throws Error naming the file, line, column
// and field; NoKernels when no op can be placed.
ProfilerExport parseXprofRoofline(std::string_view text, std::string_view source);

} // namespace roofline
