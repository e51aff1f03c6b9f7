#pragma once

#include <string>
#include <vector>

namespace roofline {

// Ceilings a benchmark measured on a real chip, drawn beside the datasheet's as "measured" ones: the
// peak FLOPs/s and the bandwidth of each memory level the Empirical Roofline Toolkit (ERT, Berkeley
// Lab's cs-roofline-toolkit) found. Kept in the project file under "empirical_rooflines".
struct EmpiricalCeiling {
    std::string name; // as ERT names it: "GFLOPs"
    double flopsPerS = 0.0;
    bool operator==(const EmpiricalCeiling&) const = default;
};

struct EmpiricalBandwidth {
    std::string name; // "L1", "L2", "DRAM"…
    double bytesPerS = 0.0;
    bool operator==(const EmpiricalBandwidth&) const = default;
};

struct EmpiricalRoofline {
    std::string chipId; // the chip it was measured on (compared without case)
    std::string source; // the file's name, for the legend and the Details panel
    std::vector<EmpiricalCeiling> ceilings;
    std::vector<EmpiricalBandwidth> bandwidths;
    bool operator==(const EmpiricalRoofline&) const = default;
};

} // namespace roofline
