#pragma once

#include <cstddef>
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

// A chart draws at most this many of an empirical roofline's ceilings, and as many of its slopes. ERT
// measures a handful of levels (L1, L2, DRAM); a file of thousands is not a run's output, and more lines
// than the plot has pixels for would only cost each frame.
inline constexpr std::size_t kMaxDrawnErtLevels = 256;

// The levels a chart draws of `rates` (the ceilings' FLOPs/s, or the slopes' bytes/s), as indexes in their
// order: every one up to kMaxDrawnErtLevels; beyond, the slowest (the first of equal ones) and the fastest
// of each of kMaxDrawnErtLevels − 1 equal spans of log(rate) from the slowest to the fastest, so the
// slowest and the fastest are drawn and a level left out lies within one span (1/255 of the decades
// between them) of a line drawn.
std::vector<std::size_t> drawnErtLevels(const std::vector<double>& rates);
// How many of a roofline's ceilings and slopes together a chart draws.
std::size_t drawnErtLevelCount(const EmpiricalRoofline& roofline);

} // namespace roofline
