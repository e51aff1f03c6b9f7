#pragma once

#include "core/formulas/chip.h"
#include "core/scene/calibration.h"
#include "core/scene/project.h"

#include <array>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// A measured step on other chips (docs/model.md §15), as the projection chart stacks it: a bar for the chip it
// was measured on, then one per target, each split by class, with the unmodelled time carried over on top.

inline constexpr std::size_t kOpClassCount = 5; // OpClass::Matmul … OpClass::Other

struct ProjectionBar {
    std::string chipId;
    bool measured = false; // the chip the kernels ran on: its measured times
    std::array<double, kOpClassCount> byClass {}; // seconds of each class's groups, OpClass order
    double unmodelledS = 0.0; // carried over as measured
    double stepS = 0.0; // Σ byClass + unmodelled
    // Whose efficiencies priced it: the measured chip's, or the target's own calibration.
    std::string efficienciesOf;
    std::size_t computeBound = 0; // its groups bound by compute on this chip, and by bandwidth
    std::size_t bandwidthBound = 0;
    std::vector<std::string> warnings; // groups the target cannot place (their time carried over)
};

struct ProjectionScene {
    std::string sourceChipId;
    std::string source; // the calibration's file; empty: calibrated from the project's kernels
    std::vector<ProjectionBar> bars; // the measured chip first, then the targets in order
};

// `measured`: the calibration of the chip the kernels ran on (its groups, their classes and measured times);
// `targets`: the chips to project onto. With `ownEfficiencies`, a target the project holds a calibration of is
// priced with that one's efficiencies; any other with the measured chip's.
ProjectionScene projectionScene(
    const Calibration& measured, std::span<const Chip* const> targets, const Project& project, bool ownEfficiencies);

} // namespace roofline
