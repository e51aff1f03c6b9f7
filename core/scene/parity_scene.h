#pragma once

#include "core/scene/calibration.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <span>
#include <string>
#include <vector>

namespace roofline {

// The parity chart (docs/model.md §15): each measured group's predicted time against its measured one, log–log,
// nominal (the roofline's t̂) and calibrated (t̃), around the y = x line and a band of ±kParityBand.

inline constexpr double kParityBand = 0.25;

struct ParityPoint {
    std::string name;
    OpClass opClass = OpClass::Other;
    bool computeBound = false;
    double measuredS = 0.0; // x: t, per run
    double nominalS = 0.0; // y of the hollow point: t̂
    double calibratedS = 0.0; // y of the filled point: t̃
    double share = 0.0; // n·t over the calibration's Σ n·t: what sizes the points
};

struct ParityScene {
    std::string chipId;
    std::string source; // the calibration's file; empty: computed in the app
    std::vector<ParityPoint> points; // the calibration's groups, in its order
    std::vector<OpClass> classes; // the classes that have a point, in OpClass order (the key's colours)
    AxisRange range; // both axes: every time drawn, a factor of 2 to spare each way
    double mapeNominal = 0.0;
    double mapeCalibrated = 0.0;
    double mapeLeaveOneOut = 0.0;
    double timeWeightedError = 0.0;
};

ParityScene parityScene(const Calibration& calibration);

// The calibration a parity chart of the project draws: that of the first chip in `chipIds` that has one, else the
// project's first; null when it holds none.
const Calibration* parityCalibration(const Project& project, std::span<const std::string> chipIds);

} // namespace roofline
