#pragma once

#include "core/scene/calibration.h"

#include <nlohmann/json.hpp>
#include <ostream>

namespace roofline {

// `calibrate --json` (docs/model.md §15, docs/cli.md "calibrate"): {"chip", "classes": [{"class", "bound",
// "groups", "efficiency", "seconds"}], "groups": [{"name", "class", "bound", "runs", "predicted_s", "measured_s",
// "calibrated_s", "error"}], "mape_nominal", "mape_calibrated", "mape_leave_one_out", "time_weighted_error",
// "warnings"}. A bound is "compute" or "bandwidth"; the groups' times are per run, a class's seconds its measured
// total.
nlohmann::ordered_json calibrationToJson(const Calibration& calibration);

// The calibration file `calibrate --out` writes: {"format": 1, "kind": "roofline-calibration", then the keys above}.
nlohmann::ordered_json calibrationFileJson(const Calibration& calibration);

// The same for people: the classes' efficiencies, the four error figures, then each group.
void writeCalibrationText(std::ostream& out, const Calibration& calibration, const std::string& chipName);

} // namespace roofline
