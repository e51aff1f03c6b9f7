#pragma once

#include <cstddef>
#include <functional>
#include <string_view>

namespace roofline {

// What `roofline-studio bench --write-trace FILE --trace-mb N` wrote: every event by kind, and what the
// trace reader must find in it (docs/file-formats.md, "PyTorch profiler traces").
struct BenchTraceCounts {
    std::size_t textBytes = 0; // the JSON text, before any compression
    std::size_t steps = 0; // training steps (ProfilerStep#n), each of `layers` layers forward and backward
    std::size_t layers = 0;
    std::size_t events = 0; // every element of traceEvents
    std::size_t ops = 0; // "cpu_op" events
    std::size_t runtimeCalls = 0; // "cuda_runtime" events, each with a correlation
    std::size_t kernels = 0; // "kernel" events
    std::size_t copies = 0; // "gpu_memcpy" events
    std::size_t flows = 0; // "ac2g" flow events, "s" and "f"
    // Runs of ops the app models (core/measured/aten_ops.h), costed from their arguments and outermost among
    // such ops, that launched kernels: one measured kernel each for the reader; and those that launched none.
    std::size_t modelledRuns = 0;
    std::size_t opsWithoutKernels = 0;
    double kernelSeconds = 0.0; // every kernel's time
    double modelledSeconds = 0.0; // of which the modelled runs' (the rest ran in ops the app does not model)
    double copySeconds = 0.0; // the memory copies' time
};

// A PyTorch profiler trace of a transformer's training steps, as torch.profiler 2.x with record_shapes=True
// and CUDA activities writes it (Kineto's Chrome-trace JSON, its own layout and white space): device
// properties and metadata, then per step a ProfilerStep annotation, a host-to-device copy, every layer's
// forward ops on the main thread and backward ops on the autograd thread, nested as the dispatcher nests
// them ("aten::linear" around "aten::t" and "aten::addmm"), each with "Input Dims", "Input type", "Input
// Strides" and "Concrete Inputs"; each kernel's cudaLaunchKernel with its correlation, the kernel on GPU 0's
// stream 7 with its launch configuration, and the ac2g flow between them; an optimizer step. Whole steps are
// written until the text holds at least `textBytes` (one step at least), then the process and thread names.
// The same every run; handed to `append` about a megabyte at a time.
BenchTraceCounts writeBenchTrace(const std::function<void(std::string_view bytes)>& append, std::size_t textBytes);

} // namespace roofline
