#pragma once

#include "core/base/shared_text.h"

#include <cstddef>
#include <string_view>

namespace roofline {

// A kernel a profiler measured: placed at its achieved FLOPs/s, beside the predictions. A profile
// holds a million of these and a few thousand names: the texts are shared (SharedText), so a kernel
// costs its numbers and three references, and its name's characters are held once per name.
struct MeasuredKernel {
    SharedText name;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    SharedText chipId; // empty: shown under every chip
    SharedText link; // the memory level its bytes crossed; empty: the chip's first

    double intensity() const { return flops / bytes; }
    double achievedFlopsPerS() const { return flops / seconds; }

    bool operator==(const MeasuredKernel&) const = default;
};

// FLOPs, bytes and seconds are positive and at most this: beyond it the numbers are not a measurement.
inline constexpr double kMaxMeasuredNumber = 1e30;

// A kernel's name is at most this many bytes. The longest names profilers write, demangled C++ templates,
// run to a few thousand characters; a name of megabytes is a file's fields run together (an unclosed
// quote), and would cost every copy, label and filter of it.
inline constexpr std::size_t kMaxKernelNameBytes = 65536;

// Checks a kernel before it is drawn: a name of at most kMaxKernelNameBytes, FLOPs, bytes and seconds
// positive, finite and at most kMaxMeasuredNumber, and an intensity and achieved rate that are finite.
// Throws Error(InvalidValue / Meaningless / TooLarge) whose message starts with `context` ("kernels.csv:4")
// and names the field.
void validateMeasuredKernel(const MeasuredKernel& kernel, std::string_view context);

} // namespace roofline
