#include "core/scene/parity_scene.h"

#include <algorithm>
#include <limits>

namespace roofline {

ParityScene parityScene(const Calibration& calibration)
{
    ParityScene scene;
    scene.chipId = calibration.chipId;
    scene.source = calibration.source;
    scene.mapeNominal = calibration.mapeNominal;
    scene.mapeCalibrated = calibration.mapeCalibrated;
    scene.mapeLeaveOneOut = calibration.mapeLeaveOneOut;
    scene.timeWeightedError = calibration.timeWeightedError;
    double total = 0.0;
    for (const CalibratedGroup& group : calibration.groups)
        total += group.runs * group.measuredS;
    double low = std::numeric_limits<double>::infinity();
    double high = 0.0;
    std::vector<OpClass> seen;
    for (const CalibratedGroup& group : calibration.groups) {
        ParityPoint point;
        point.name = group.name;
        point.opClass = group.opClass;
        point.computeBound = group.computeBound;
        point.measuredS = group.measuredS;
        point.nominalS = group.predictedS;
        point.calibratedS = group.calibratedS;
        point.share = total > 0.0 ? group.runs * group.measuredS / total : 0.0;
        for (const double seconds : {point.measuredS, point.nominalS, point.calibratedS}) {
            if (seconds > 0.0) {
                low = std::min(low, seconds);
                high = std::max(high, seconds);
            }
        }
        seen.push_back(group.opClass);
        scene.points.push_back(std::move(point));
    }
    for (const OpClass opClass :
        {OpClass::Matmul, OpClass::Attention, OpClass::Vector, OpClass::Collective, OpClass::Other}) {
        if (std::find(seen.begin(), seen.end(), opClass) != seen.end())
            scene.classes.push_back(opClass);
    }
    // A factor of 2 to spare each way keeps the band's edges and the largest points inside the frame.
    scene.range = high > 0.0 ? AxisRange {low / 2.0, high * 2.0} : AxisRange {1e-6, 1e-3};
    return scene;
}

const Calibration* parityCalibration(const Project& project, std::span<const std::string> chipIds)
{
    for (const std::string& chipId : chipIds) {
        if (const Calibration* calibration = calibrationOf(project, chipId))
            return calibration;
    }
    return project.calibrations.empty() ? nullptr : &project.calibrations.front();
}

} // namespace roofline
