#include "core/report/calibration_report.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/report/calc_report.h"
#include "core/report/scene_csv.h"

#include <array>
#include <charconv>

namespace roofline {

namespace {

std::string boundName(bool computeBound)
{
    return computeBound ? "compute" : "bandwidth";
}

std::string percent(double fraction)
{
    return formatCompact(fraction * 100.0, 3) + " %";
}

// The shortest text that reads back as the same double, as every CSV of the app writes numbers.
std::string shortestNumber(double value)
{
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

} // namespace

void writeCalibrationText(std::ostream& out, const Calibration& calibration, const std::string& chipName)
{
    out << chipName << " (" << calibration.chipId << "), calibrated from " << calibration.groups.size()
        << " measured group(s)\n";
    std::vector<std::vector<std::string>> classes {{"class", "bound", "groups", "efficiency", "measured"}};
    for (const ClassEfficiency& bucket : calibration.classes)
        classes.push_back(
            {std::string(opClassName(bucket.opClass)), boundName(bucket.computeBound), std::to_string(bucket.groups),
                bucket.fitted ? formatCompact(bucket.efficiency, 4) : std::string("1 (too few)"),
                formatDuration(bucket.seconds)});
    out << alignedColumns(classes, "  ");
    out << "  error: nominal " << percent(calibration.mapeNominal) << ", calibrated "
        << percent(calibration.mapeCalibrated) << ", leave one out " << percent(calibration.mapeLeaveOneOut)
        << ", time-weighted " << percent(calibration.timeWeightedError) << "\n";
    std::vector<std::vector<std::string>> groups {
        {"group", "class", "runs", "predicted", "measured", "calibrated", "error"}};
    for (const CalibratedGroup& group : calibration.groups)
        groups.push_back({quoteForMessage(group.name, 60).substr(1) /* no opening quote */,
            std::string(opClassName(group.opClass)), formatCompact(group.runs), formatDuration(group.predictedS),
            formatDuration(group.measuredS), formatDuration(group.calibratedS), percent(group.error)});
    for (std::size_t r = 1; r < groups.size(); ++r)
        groups[r][0].pop_back(); // nor its closing one
    out << alignedColumns(groups, "  ");
    for (const std::string& warning : calibration.warnings)
        out << "  note: " << warning << "\n";
}

std::string parityToCsv(const ParityScene& scene)
{
    const auto number = &shortestNumber;
    std::string out = "group,class,bound,measured_s,nominal_s,calibrated_s,share\n";
    for (const ParityPoint& point : scene.points) {
        out += csvField(point.name) + ',' + std::string(opClassName(point.opClass)) + ','
            + (point.computeBound ? "compute" : "bandwidth") + ',' + number(point.measuredS) + ','
            + number(point.nominalS) + ',' + number(point.calibratedS) + ',' + number(point.share) + '\n';
    }
    return out;
}

std::string projectionToCsv(const ProjectionScene& scene)
{
    std::string out = "chip,measured,matmul_s,attention_s,vector_s,collective_s,other_s,unmodelled_s,step_s,"
                      "efficiencies_of,compute_bound_groups,bandwidth_bound_groups\n";
    for (const ProjectionBar& bar : scene.bars) {
        out += csvField(bar.chipId) + ',' + (bar.measured ? "true" : "false");
        for (const double seconds : bar.byClass)
            out += ',' + shortestNumber(seconds);
        out += ',' + shortestNumber(bar.unmodelledS) + ',' + shortestNumber(bar.stepS) + ','
            + csvField(bar.efficienciesOf) + ',' + std::to_string(bar.computeBound) + ','
            + std::to_string(bar.bandwidthBound) + '\n';
    }
    return out;
}

} // namespace roofline
