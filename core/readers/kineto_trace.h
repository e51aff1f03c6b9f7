#pragma once

#include "core/files/mapped_text.h"
#include "core/measured/aten_ops.h"
#include "core/measured/measured.h"
#include "core/measured/shape_links.h"
#include "core/readers/measured_csv.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
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

// The kernels of costed ops that do no FLOPs (an embedding lookup), by group: their bytes and time, and the
// bandwidth they reached, but no point on a roofline, whose axes are FLOPs (docs/model.md §E).
struct DataMovement {
    std::string name; // the group's: "aten::embedding bf16[32000,4096] i64[8,512]"
    std::size_t runs = 0;
    double bytes = 0.0; // of all its runs, each costed from its shapes
    double seconds = 0.0; // of all its runs' kernels
    bool overLink = false; // its bytes crossed a chip-to-chip link, not a memory level
    double bytesPerS() const { return bytes / seconds; }
};

// GPU time by whether it found the op that launched it (docs/file-formats.md, "How a kernel finds its op").
struct JoinedTime {
    double joinedSeconds = 0.0; // launched inside an op
    double noLaunchSeconds = 0.0; // no launch found (or launches of several processes sharing its ids)
    double outsideOpsSeconds = 0.0; // launched outside every op
    double unjoinedSeconds() const { return noLaunchSeconds + outsideOpsSeconds; }
    double seconds() const { return joinedSeconds + unjoinedSeconds(); } // all of it
};

// One GPU of a trace: its kernels' time and its memory copies' and sets', each by whether it joined an op.
struct DeviceTime {
    std::int64_t device = 0; // the activities' "args.device", else their "pid"
    JoinedTime kernels;
    JoinedTime copies; // gpu_memcpy, gpu_memset: joined like kernels, never counted as kernels
};

// Which GPU of a trace was read, how its kernels and copies joined their ops, and every GPU of the trace
// with kernels or copies, by number (the one read among them).
struct TraceJoin {
    std::int64_t device = 0;
    JoinedTime kernels;
    JoinedTime copies;
    std::vector<DeviceTime> devices;
};

struct KinetoTrace {
    // One per run of a modelled op that launched GPU kernels: named by op, shapes and dtypes (so runs of
    // one shape form one group), FLOPs and bytes from the shapes, seconds the sum of its kernels.
    std::vector<MeasuredKernel> kernels;
    std::vector<MeasuredShape> shapes; // one per group name, in the order first met
    std::vector<GroupLaunches> launches; // the GPU kernels each group's runs launched, in shapes' order
    double kernelSeconds = 0.0; // every kernel of the trace
    double unmodelledSeconds = 0.0; // kernels of ops the app cannot model, and of no op
    std::vector<UnmodelledTime> unmodelled; // the same by op, most time first
    double dataMovementSeconds = 0.0; // kernels of costed ops that do no FLOPs: neither points nor unmodelled
    std::vector<DataMovement> dataMovement; // the same by group, most time first
    std::size_t opsWithoutKernels = 0; // runs of modelled ops that launched no kernel (CPU work, or cut off)
    std::vector<ImportWarning> warnings; // each with its ErrorCode (UnmodelledShare…) for the GUI to word
    TraceJoin join; // the GPU read: everything above is its
};

// Whether a text (or .json.gz data) is a PyTorch profiler trace: a JSON object with "traceEvents" among
// its top-level keys, wherever it is among them (gzip data is taken to be one; reading it says when it is
// not). Only the keys and values before it are scanned, never built.
bool looksLikeKinetoTrace(std::string_view data);

// Reads the Chrome-trace JSON torch.profiler writes (export_chrome_trace, tensorboard_trace_handler;
// Kineto's layout, PyTorch 1.9 to 2.x, CUDA and ROCm; docs/file-formats.md "PyTorch profiler traces"),
// plain or gzip-compressed:
// - "cpu_op" (PyTorch 1.x: "Operator") events (ph "X"), and with record_shapes=True their args "Input
//   Dims", "Input type" and "Concrete Inputs": the ops, nested by time on each thread;
// - "kernel" events: GPU time, in microseconds; "gpu_memcpy" and "gpu_memset" are joined alike but kept
//   apart, never counted as kernels;
// - launches ("cuda_runtime", "cuda_driver", "hip_runtime", PyTorch 1.x's "Runtime") with "correlation",
//   and "ac2g" flow events from a launch to its kernel.
// A kernel finds its launch by its "correlation" (else by the ac2g flow that ends at it), and its op as
// the innermost op on the launching thread (same pid and tid) whose span holds the launch (trace_join.h).
// Ids are each process's own (every profiled process counts from 1); when several processes could have
// launched a kernel it joins no op, and a warning (ErrorCode::ProcessUnknown) says how many and which
// processes share the ids. A kernel counts for the outermost op enclosing its launch whose kind the app
// models (aten_ops.h): the op's run gets its time, and a modelled op inside another is part of it; a costed op that
// does no FLOPs (an embedding lookup) is data movement, its time and bytes by group, not a point. Kernels of other
// ops, of ops recorded without shapes (said once among the warnings), and of none are unmodelled time, summed by op.
// Only the kernels of one GPU are read: `device`, else the one with most kernel time.
// Every error names `source` and where: the line and column of malformed JSON, the key path of a bad
// event ("trace.json: traceEvents[12].args.Input Dims: expected an array, got a string"). Throws Error:
// Syntax (not JSON, not gzip), MissingKey ("traceEvents", an event's "dur"), WrongType, InvalidValue (a
// negative or non-finite time; a `device` that ran no kernel: UnknownName, the GPUs that did expected), Encoding,
// TooLarge, TooDeep, and NoGpuKernels for a trace without kernels.
// The trace is read as it streams (a .json.gz inflated a window at a time), each event without being built:
// time and memory go with its ops and kernels, not with the file (docs/performance.md, "Reading a PyTorch
// trace"). `reading` hears how far into `data` the reading got (progress, Cancel, mapped pages let go).
KinetoTrace parseKinetoTrace(
    std::string_view data, std::string_view source, std::optional<std::int64_t> device = std::nullopt);
KinetoTrace parseKinetoTrace(
    std::string_view data, std::string_view source, std::optional<std::int64_t> device, TextReading reading);
KinetoTrace loadKinetoTraceFile(const std::filesystem::path& path, std::optional<std::int64_t> device = std::nullopt);

namespace testing {
// The same trace read with the JSON parser, each event built as a value: what parseKinetoTrace falls back to
// for a text its streaming reader is not sure of, and what words every error. Tests check that both read
// every trace alike.
KinetoTrace parseKinetoTraceByValues(
    std::string_view data, std::string_view source, std::optional<std::int64_t> device = std::nullopt);
} // namespace testing

} // namespace roofline
