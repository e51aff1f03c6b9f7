#pragma once

#include <string>

namespace roofline {

// A kernel a profiler measured: placed at its achieved FLOPs/s, beside the predictions.
struct MeasuredKernel {
    std::string name;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    std::string chipId; // empty: shown under every chip
    std::string link; // the memory level its bytes crossed; empty: the chip's first

    double intensity() const { return flops / bytes; }
    double achievedFlopsPerS() const { return flops / seconds; }

    bool operator==(const MeasuredKernel&) const = default;
};

} // namespace roofline
