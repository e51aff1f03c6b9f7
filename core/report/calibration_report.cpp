#include "core/report/calibration_report.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/report/calc_report.h"

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

} // namespace

nlohmann::ordered_json calibrationToJson(const Calibration& calibration)
{
    nlohmann::ordered_json classes = nlohmann::ordered_json::array();
    for (const ClassEfficiency& bucket : calibration.classes)
        classes.push_back(
            {{"class", std::string(opClassName(bucket.opClass))}, {"bound", boundName(bucket.computeBound)},
                {"groups", bucket.groups}, {"efficiency", bucket.efficiency}, {"seconds", bucket.seconds}});
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const CalibratedGroup& group : calibration.groups)
        groups.push_back({{"name", group.name}, {"class", std::string(opClassName(group.opClass))},
            {"bound", boundName(group.computeBound)}, {"runs", group.runs}, {"predicted_s", group.predictedS},
            {"measured_s", group.measuredS}, {"calibrated_s", group.calibratedS}, {"error", group.error}});
    return {{"chip", calibration.chipId}, {"classes", std::move(classes)}, {"groups", std::move(groups)},
        {"mape_nominal", calibration.mapeNominal}, {"mape_calibrated", calibration.mapeCalibrated},
        {"mape_leave_one_out", calibration.mapeLeaveOneOut}, {"time_weighted_error", calibration.timeWeightedError},
        {"warnings", calibration.warnings}};
}

nlohmann::ordered_json calibrationFileJson(const Calibration& calibration)
{
    nlohmann::ordered_json file {{"format", 1}, {"kind", "roofline-calibration"}};
    const nlohmann::ordered_json keys = calibrationToJson(calibration); // items() does not keep a temporary alive
    for (const auto& [key, value] : keys.items())
        file[key] = value;
    return file;
}

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

} // namespace roofline
