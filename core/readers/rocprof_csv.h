#pragma once

#include "core/readers/profiler_csv.h"

#include <string_view>

namespace roofline {

// Whether a text is rocprofv3's counter collection CSV: a header with "Counter_Name", "Counter_Value"
// and "Dispatch_Id".
bool looksLikeRocprofCounters(std::string_view text);
// Whether a text is rocprofv3's kernel trace CSV (--kernel-trace: "Dispatch_Id", "Kernel_Name",
// "Start_Timestamp", "End_Timestamp" and no counters), which parseRocprofCounters refuses saying what to
// collect instead.
bool looksLikeRocprofKernelTrace(std::string_view text);

// Reads the counter_collection.csv rocprofv3 writes (--pmc … --output-format csv; docs/file-formats.md
// "rocprofv3"): one row per kernel dispatch and counter, "Start_Timestamp" and "End_Timestamp" in
// nanoseconds. Each dispatch becomes one measured kernel named by "Kernel_Name", with the counters
// rocprof-compute's roofline reads:
//   FLOPs = 64 · Σ over F16, F32, F64 of (SQ_INSTS_VALU_ADD + MUL + TRANS + 2 · FMA)
//         + 512 · Σ SQ_INSTS_VALU_MFMA_MOPS_{F16, BF16, F32, F64, I8, F8, BF8, XF32}
//   bytes = HBM reads and writes: on MI300 (TCC_EA0_*) 128·BUBBLE + 64·(RDREQ − BUBBLE − RDREQ_32B)
//         + 32·RDREQ_32B + 64·WRREQ_64B + 32·(WRREQ − WRREQ_64B); on MI200 (TCC_EA_*) the same without
//         BUBBLE; else FETCH_SIZE + WRITE_SIZE (kilobytes, 1024 bytes).
// A counter may carry rocprof-compute's "_sum" suffix ("X" and "X_sum" are one counter, read once).
// Timestamps are read as 64-bit integers and a dispatch's time is their difference, exact. Passes of one
// run written into one file (the header again before each) add their counters to the dispatches of the
// first; a pass that collects no counter its run has not is another run (a file appended to itself with >>,
// or runs concatenated), and so is a dispatch and counter reported twice in one table (appended without
// its header): each run's dispatches are kernels of their own, and a warning (ErrorCode::AppendedRuns)
// says where the runs start. A dispatch without FLOP or byte
// counters, or with 0 FLOPs, is skipped with the reason. Throws Error naming the file, line, column and
// field; NoKernels when no dispatch can be placed (the message says what to collect); MissingKey for a
// kernel trace, which has no counters.
ProfilerExport parseRocprofCounters(std::string_view text, std::string_view source);

} // namespace roofline
