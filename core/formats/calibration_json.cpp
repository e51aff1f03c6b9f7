#include "core/formats/calibration_json.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_reader.h"
#include "core/files/json_values.h"

namespace roofline {

namespace {

constexpr int kInvalid = static_cast<int>(ErrorKind::InvalidValue);
// An efficiency is the share of the measured time the roofline accounts for: above 1 a kernel beat its roof
// (a wrong peak or uncounted bytes), which a file may still hold; past 1e3 or at 0 it is no efficiency.
constexpr double kMaxEfficiency = 1e3;

std::string boundName(bool computeBound)
{
    return computeBound ? "compute" : "bandwidth";
}

double fractionIn(const JsonCursor& cursor, double low, double high)
{
    const double value = cursor.number();
    if (!(value >= low && value <= high))
        cursor.fail(
            kInvalid, "must be from " + formatPlain(low) + " to " + formatPlain(high) + ", got " + formatPlain(value));
    return value;
}

OpClass classOf(const JsonCursor& entry)
{
    return *parseOpClass(oneOf(entry.require("class"), {"matmul", "attention", "vector", "collective", "other"}));
}

bool computeBoundOf(const JsonCursor& entry)
{
    return oneOf(entry.require("bound"), {"compute", "bandwidth"}) == "compute";
}

double nonNegative(const JsonCursor& entry, std::string_view key)
{
    const auto value = present(entry, key);
    if (!value)
        return 0.0;
    const double number = value->number();
    if (number < 0.0)
        value->fail(kInvalid, "must be 0 or more, got " + formatPlain(number));
    return number;
}

ClassEfficiency classFromJson(const JsonCursor& entry)
{
    entry.expectObject();
    ClassEfficiency bucket;
    bucket.opClass = classOf(entry);
    bucket.computeBound = computeBoundOf(entry);
    const long long groups = entry.require("groups").integer();
    if (groups < 0)
        entry.require("groups").fail(kInvalid, "must be 0 or more, got " + std::to_string(groups));
    bucket.groups = static_cast<std::size_t>(groups);
    const JsonCursor efficiency = entry.require("efficiency");
    bucket.efficiency = efficiency.positiveNumber();
    if (bucket.efficiency > kMaxEfficiency)
        efficiency.fail(kInvalid, "must be above 0 and at most 1000, got " + formatPlain(bucket.efficiency));
    bucket.fitted = bucket.groups >= kMinGroupsToCalibrate;
    if (!bucket.fitted && bucket.efficiency != 1.0)
        efficiency.fail(kInvalid,
            "a class of " + std::to_string(groups) + " group(s) keeps an efficiency of 1, got "
                + formatPlain(bucket.efficiency));
    bucket.seconds = nonNegative(entry, "seconds");
    return bucket;
}

// A group's row: its times must be above 0 (a parity chart is log–log), the rest as calibrate wrote it.
CalibratedGroup groupFromJson(const JsonCursor& entry)
{
    entry.expectObject();
    CalibratedGroup group;
    group.name = entry.require("name").nonEmptyString();
    group.opClass = classOf(entry);
    group.computeBound = computeBoundOf(entry);
    group.runs = entry.require("runs").positiveNumber();
    group.predictedS = entry.require("predicted_s").positiveNumber();
    group.measuredS = entry.require("measured_s").positiveNumber();
    group.calibratedS = entry.require("calibrated_s").positiveNumber();
    group.error = std::abs(group.calibratedS - group.measuredS) / group.measuredS;
    group.flops = nonNegative(entry, "flops");
    group.bytes = nonNegative(entry, "bytes");
    group.peakFlopsPerS = nonNegative(entry, "peak_flops_per_s");
    group.bandwidthBytesPerS = nonNegative(entry, "bandwidth_bytes_per_s");
    if (const auto dtype = entry.optional("dtype")) {
        const std::string name = dtype->string();
        const std::optional<Dtype> parsed = parseDtype(name);
        if (!parsed)
            dtype->fail(static_cast<int>(ErrorKind::UnknownName), "unknown precision \"" + name + "\"");
        group.dtype = kernelDtype(parsed);
    }
    if (const auto link = entry.optional("link"))
        group.link = link->string();
    return group;
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
            {"measured_s", group.measuredS}, {"calibrated_s", group.calibratedS}, {"error", group.error},
            {"flops", group.flops}, {"bytes", group.bytes}, {"peak_flops_per_s", group.peakFlopsPerS},
            {"bandwidth_bytes_per_s", group.bandwidthBytesPerS},
            {"dtype", group.dtype.dtype ? nlohmann::ordered_json(std::string(dtypeName(*group.dtype.dtype))) : nullptr},
            {"link", group.link}});
    return {{"chip", calibration.chipId}, {"classes", std::move(classes)}, {"groups", std::move(groups)},
        {"mape_nominal", calibration.mapeNominal}, {"mape_calibrated", calibration.mapeCalibrated},
        {"mape_leave_one_out", calibration.mapeLeaveOneOut}, {"time_weighted_error", calibration.timeWeightedError},
        {"warnings", calibration.warnings}, {"unmodelled_s", calibration.unmodelledS}};
}

nlohmann::ordered_json calibrationFileJson(const Calibration& calibration)
{
    nlohmann::ordered_json file {{"format", 1}, {"kind", "roofline-calibration"}};
    const nlohmann::ordered_json keys = calibrationToJson(calibration); // items() does not keep a temporary alive
    for (const auto& [key, value] : keys.items())
        file[key] = value;
    return file;
}

Calibration calibrationFromJson(const JsonCursor& root, std::string source)
{
    root.expectObject();
    Calibration calibration;
    calibration.source = std::move(source);
    calibration.chipId = root.require("chip").nonEmptyString();
    const JsonCursor classes = root.require("classes");
    for (std::size_t i = 0; i < classes.arraySize(); ++i) {
        const ClassEfficiency bucket = classFromJson(classes.at(i));
        for (const ClassEfficiency& other : calibration.classes) {
            if (other.opClass == bucket.opClass && other.computeBound == bucket.computeBound)
                classes.at(i).fail(kInvalid,
                    std::string(opClassName(bucket.opClass)) + ", " + boundName(bucket.computeBound)
                        + " is listed twice");
        }
        calibration.classes.push_back(bucket);
    }
    if (const auto groups = root.optional("groups")) {
        for (std::size_t i = 0; i < groups->arraySize(); ++i)
            calibration.groups.push_back(groupFromJson(groups->at(i)));
    }
    for (const auto& [key, field] : {std::pair {"mape_nominal", &calibration.mapeNominal},
             std::pair {"mape_calibrated", &calibration.mapeCalibrated},
             std::pair {"mape_leave_one_out", &calibration.mapeLeaveOneOut},
             std::pair {"time_weighted_error", &calibration.timeWeightedError}}) {
        if (const auto value = present(root, key))
            *field = fractionIn(*value, 0.0, 1e6);
    }
    calibration.unmodelledS = nonNegative(root, "unmodelled_s");
    if (const auto warnings = root.optional("warnings")) {
        for (std::size_t i = 0; i < warnings->arraySize(); ++i)
            calibration.warnings.push_back(warnings->at(i).string());
    }
    return calibration;
}

Calibration parseCalibrationJson(std::string_view text, std::string_view source)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxCalibrationFileBytes, 64});
    const JsonCursor root(document, std::string(source));
    root.expectObject();
    const JsonCursor format = root.require("format");
    if (format.number() != 1.0)
        format.fail(kInvalid, "this build reads calibration files of format 1, got " + formatPlain(format.number()));
    oneOf(root.require("kind"), {"roofline-calibration"});
    return calibrationFromJson(root, std::string(source));
}

Calibration loadCalibrationFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxCalibrationFileBytes, "calibration file");
    return parseCalibrationJson(text, path.string());
}

Calibration asInCalibrationFile(const Calibration& calibration)
{
    const nlohmann::json text = nlohmann::json::parse(calibrationToJson(calibration).dump());
    return calibrationFromJson(JsonCursor(text, calibration.source), calibration.source);
}

} // namespace roofline
