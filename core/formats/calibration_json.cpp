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

double fractionIn(const JsonCursor& cursor, double low, double high)
{
    const double value = cursor.number();
    if (!(value >= low && value <= high))
        cursor.fail(
            kInvalid, "must be from " + formatPlain(low) + " to " + formatPlain(high) + ", got " + formatPlain(value));
    return value;
}

} // namespace

Calibration parseCalibrationJson(std::string_view text, std::string_view source)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxCalibrationFileBytes, 64});
    const JsonCursor root(document, std::string(source));
    root.expectObject();
    const JsonCursor format = root.require("format");
    if (format.number() != 1.0)
        format.fail(kInvalid, "this build reads calibration files of format 1, got " + formatPlain(format.number()));
    oneOf(root.require("kind"), {"roofline-calibration"});
    Calibration calibration;
    calibration.source = std::string(source);
    calibration.chipId = root.require("chip").nonEmptyString();
    const JsonCursor classes = root.require("classes");
    for (std::size_t i = 0; i < classes.arraySize(); ++i) {
        const JsonCursor entry = classes.at(i);
        entry.expectObject();
        ClassEfficiency bucket;
        const JsonCursor name = entry.require("class");
        const std::optional<OpClass> opClass
            = parseOpClass(oneOf(name, {"matmul", "attention", "vector", "collective", "other"}));
        bucket.opClass = *opClass;
        bucket.computeBound = oneOf(entry.require("bound"), {"compute", "bandwidth"}) == "compute";
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
        if (const auto seconds = present(entry, "seconds"))
            bucket.seconds = seconds->number();
        for (const ClassEfficiency& other : calibration.classes) {
            if (other.opClass == bucket.opClass && other.computeBound == bucket.computeBound)
                entry.fail(kInvalid,
                    std::string(opClassName(bucket.opClass)) + ", " + (bucket.computeBound ? "compute" : "bandwidth")
                        + " is listed twice");
        }
        calibration.classes.push_back(bucket);
    }
    for (const auto& [key, field] : {std::pair {"mape_nominal", &calibration.mapeNominal},
             std::pair {"mape_calibrated", &calibration.mapeCalibrated},
             std::pair {"mape_leave_one_out", &calibration.mapeLeaveOneOut},
             std::pair {"time_weighted_error", &calibration.timeWeightedError}}) {
        if (const auto value = present(root, key))
            *field = fractionIn(*value, 0.0, 1e6);
    }
    return calibration;
}

Calibration loadCalibrationFile(const std::filesystem::path& path)
{
    const std::string text = readTextFile(path, kMaxCalibrationFileBytes, "calibration file");
    return parseCalibrationJson(text, path.string());
}

} // namespace roofline
