#pragma once

#include "core/scene/calibration.h"
#include "core/scene/parity_scene.h"
#include "core/scene/projection_scene.h"

#include <ostream>

namespace roofline {

// `calibrate` for people (docs/cli.md "calibrate"): the classes' efficiencies, the four error figures, then each group.
void writeCalibrationText(std::ostream& out, const Calibration& calibration, const std::string& chipName);

// The parity chart's CSV (`export --chart parity --format csv`): a header, then one row a group —
// group,class,bound,measured_s,nominal_s,calibrated_s,share — in the calibration's order.
std::string parityToCsv(const ParityScene& scene);

// The projection chart's CSV (`export --chart projection --format csv`): a header, then a row a bar —
// chip,measured,matmul_s,attention_s,vector_s,collective_s,other_s,unmodelled_s,step_s,efficiencies_of,
// compute_bound_groups,bandwidth_bound_groups (how its groups are bound on that chip).
std::string projectionToCsv(const ProjectionScene& scene);

} // namespace roofline
