#pragma once

#include "core/measured/aten_ops.h"
#include "core/measured/measured.h"
#include "core/measured/shape_links.h"
#include "core/readers/measured_csv.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A PyTorch profiler trace is refused above this size (compressed or not), before it is read, and a
// .json.gz once it inflates past kMaxTraceTextBytes.
inline constexpr std::size_t kMaxTraceFileBytes = std::size_t {1} << 30;
inline constexpr std::size_t kMaxTraceTextBytes = std::size_t {2} << 30;

// The GPU time of kernels the app cannot place, by the op that launched them ("aten::_softmax"), or
// "(no op)" for kernels launched outside any recorded op.
struct UnmodelledTime {
    std::string op;
    double seconds = 0.0;
    std::size_t kernels = 0;
    std::string reason; // for an op of a modelled kind that could not be costed: why; empty otherwise
};

struct KinetoTrace {
    // One per run of a modelled op that launched GPU kernels: named by op, shapes and dtypes (so runs of
    // one shape form one group), FLOPs and bytes from the shapes, seconds the sum of its kernels.
    std::vector<MeasuredKernel> kernels;
    std::vector<MeasuredShape> shapes; // one per group name, in the order first met
    double kernelSeconds = 0.0; // every kernel of the trace
    double unmodelledSeconds = 0.0; // kernels of ops the app cannot model, and of no op
    std::vector<UnmodelledTime> unmodelled; // the same by op, most time first
    std::size_t opsWithoutKernels = 0; // runs of modelled ops that launched no kernel (CPU work, or cut off)
    std::vector<ImportWarning> warnings; // each with its ErrorCode (UnmodelledShare…) for the GUI to word
};

// Whether a text (or .json.gz data) is a PyTorch profiler trace: a JSON object with "traceEvents" among
// its top-level keys, wherever it is among them (gzip data is taken to be one; reading it says when it is
// not). Only the keys and values before it are scanned, never built.
bool looksLikeKinetoTrace(std::string_view data);

// Reads the Chrome-trace JSON torch.profiler writes (export_chrome_trace, tensorboard_trace_handler;
// Kineto's layout, docs/file-formats.md "PyTorch profiler traces"), plain or gzip-compressed:
// - "cpu_op" events (ph "X") with args "External id", and with record_shapes=True "Input Dims", "Input
//   type" and "Concrete Inputs": the ops, nested by time on each thread;
// - "kernel" events with "External id" and "correlation": GPU time, in microseconds;
// - "cuda_runtime" (and "cuda_driver") launches with "correlation" and "External id", which join a
//   kernel that carries no External id of its own to the op that launched it.
// Ids are each process's own (every profiled process counts from 1): an op and a launch are keyed by
// their "pid", and a kernel (whose "pid" is its GPU's) joins the process whose launch or op carries its
// ids; when several processes could have launched it, it is counted as unmodelled, in no op, and a
// warning (ErrorCode::ProcessUnknown) says how many and which processes share the ids.
// A kernel belongs to the innermost op enclosing its launch whose kind the app models (aten_ops.h): the
// op's run gets its time. Kernels of other ops, and of none, are unmodelled time, summed by op.
// Every error names `source` and where: the line and column of malformed JSON, the key path of a bad
// event ("trace.json: traceEvents[12].args.Input Dims: expected an array, got a string"). Throws Error:
// Syntax (not JSON, not gzip), MissingKey ("traceEvents", an event's "dur"), WrongType, InvalidValue (a
// negative or non-finite time), Encoding, TooLarge, TooDeep, and NoGpuKernels for a trace without
// kernels, NoShapes for modelled ops recorded without shapes.
KinetoTrace parseKinetoTrace(std::string_view data, std::string_view source);
KinetoTrace loadKinetoTraceFile(const std::filesystem::path& path);

} // namespace roofline
