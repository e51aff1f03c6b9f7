#include "core/formats/project_json_measured.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_values.h"
#include "core/formats/calibration_json.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>

namespace roofline {

namespace {

constexpr int kInvalidMeasured = static_cast<int>(ErrorKind::InvalidValue);

std::string_view aggregationName(Aggregation aggregation)
{
    switch (aggregation) {
    case Aggregation::On:
        return "on";
    case Aggregation::Off:
        return "off";
    case Aggregation::Auto:
        break;
    }
    return "auto";
}

Aggregation aggregationFromJson(const JsonCursor& cursor)
{
    const std::string word = toLower(cursor.string());
    if (word == "auto")
        return Aggregation::Auto;
    if (word == "on")
        return Aggregation::On;
    if (word == "off")
        return Aggregation::Off;
    cursor.fail(static_cast<int>(ErrorKind::UnknownName),
        "expected one of \"auto\", \"on\", \"off\", got " + quoteForMessage(cursor.string()), ErrorCode::UnknownName,
        quoteForMessage(cursor.string()), "\"auto\", \"on\", \"off\"");
}

MeasuredKernel measuredFromJson(const JsonCursor& cursor)
{
    cursor.expectObject();
    MeasuredKernel kernel;
    kernel.name = cursor.require("name").nonEmptyString();
    const auto quantity = [&](std::string_view key) {
        const JsonCursor value = cursor.require(key);
        const double number = value.positiveNumber();
        if (number > kMaxMeasuredNumber)
            value.fail(kInvalidMeasured,
                "must be at most " + formatPlain(kMaxMeasuredNumber) + ", got " + formatPlain(number));
        return number;
    };
    kernel.flops = quantity("flops");
    kernel.bytes = quantity("bytes");
    kernel.seconds = quantity("seconds");
    if (const auto chip = present(cursor, "chip"))
        kernel.chipId = chip->string();
    if (const auto link = present(cursor, "link"))
        kernel.link = link->string();
    if (const auto precision = present(cursor, "precision")) {
        const std::string text = precision->string();
        kernel.dtype = parseDtype(text);
        if (!kernel.dtype)
            precision->fail(static_cast<int>(ErrorKind::UnknownName),
                "unknown precision " + quoteForMessage(text) + "; expected one of " + dtypeNameList(),
                ErrorCode::UnknownName, quoteForMessage(text), dtypeNameList());
    }
    validateMeasuredKernel(kernel, cursor.describe());
    return kernel;
}

MeasuredSettings measuredViewFromJson(const JsonCursor& cursor)
{
    cursor.expectObject();
    MeasuredSettings view;
    if (const auto aggregate = present(cursor, "aggregate")) {
        view.aggregation = aggregationFromJson(*aggregate);
    }
    if (const auto top = present(cursor, "label_top"))
        view.labelTop = integerIn(*top, 0, kMaxLabelTop);
    if (const auto regex = present(cursor, "filter_regex"))
        view.filterIsRegex = regex->boolean();
    if (const auto filter = present(cursor, "filter")) {
        view.filter = filter->string();
        if (view.filterIsRegex) {
            try {
                (void)selectMeasured({}, view, filter->describe());
            } catch (const Error& error) {
                ErrorDetail detail = error.detail() ? *error.detail() : ErrorDetail {};
                filter->fail(static_cast<int>(error.kind()),
                    std::string(error.what()).substr(filter->describe().size() + 2), std::move(detail));
            }
        }
    }
    if (const auto share = present(cursor, "min_time_share")) {
        view.minTimeShare = share->number();
        if (view.minTimeShare < 0.0 || view.minTimeShare > 1.0) {
            ErrorDetail detail;
            detail.code = ErrorCode::NotInRange;
            detail.value = formatPlain(view.minTimeShare);
            detail.low = "0";
            detail.high = "1";
            share->fail(kInvalidMeasured,
                "must be from 0 to 1 (a share of the profile's time), got " + formatPlain(view.minTimeShare),
                std::move(detail));
        }
    }
    return view;
}

std::vector<MeasuredLink> measuredLinksFromJson(const JsonCursor& array, std::size_t opCount)
{
    std::vector<MeasuredLink> links;
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor entry = array.at(i);
        entry.expectObject();
        MeasuredLink link;
        link.name = entry.require("name").nonEmptyString();
        if (const auto chip = present(entry, "chip"))
            link.chipId = chip->string();
        const JsonCursor op = entry.require("op");
        const long long index = op.integer();
        if (index < 0 || static_cast<std::size_t>(index) >= opCount) {
            ErrorDetail detail;
            detail.code = ErrorCode::NotAnIndex;
            detail.value = std::to_string(index);
            detail.limit = opCount;
            detail.expected = "ops";
            op.fail(kInvalidMeasured,
                "must be the index of one of the " + std::to_string(opCount) + " ops, got " + std::to_string(index),
                std::move(detail));
        }
        link.op = static_cast<int>(index);
        const bool twice = std::any_of(links.begin(), links.end(), [&](const MeasuredLink& other) {
            return other.name == link.name && equalsIgnoreCase(other.chipId, link.chipId);
        });
        if (twice)
            entry.require("name").fail(kInvalidMeasured,
                quoteForMessage(link.name) + " on " + quoteForMessage(link.chipId) + " is linked twice",
                ErrorCode::ListedTwice, quoteForMessage(link.name));
        links.push_back(std::move(link));
    }
    return links;
}

// A rate of an empirical roofline: positive, finite and at most 1e30 like every rate of a chip file.
double empiricalRate(const JsonCursor& cursor)
{
    const double value = cursor.positiveNumber();
    if (value > 1e30)
        cursor.fail(kInvalidMeasured, "must be at most 1e30, got " + formatPlain(value));
    return value;
}

std::vector<EmpiricalRoofline> empiricalFromJson(const JsonCursor& array)
{
    std::vector<EmpiricalRoofline> rooflines;
    std::set<std::string> chips;
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor entry = array.at(i);
        entry.expectObject();
        EmpiricalRoofline roofline;
        const JsonCursor chip = entry.require("chip");
        roofline.chipId = chip.nonEmptyString();
        if (!chips.insert(toLower(roofline.chipId)).second)
            chip.fail(kInvalidMeasured, quoteForMessage(roofline.chipId) + " has two empirical rooflines; keep one",
                ErrorCode::ListedTwice, quoteForMessage(roofline.chipId));
        if (const auto source = present(entry, "source"))
            roofline.source = source->string();
        if (const auto ceilings = present(entry, "ceilings")) {
            for (std::size_t c = 0; c < ceilings->arraySize(); ++c) {
                const JsonCursor item = ceilings->at(c);
                item.expectObject();
                roofline.ceilings.push_back(
                    {item.require("name").nonEmptyString(), empiricalRate(item.require("flops_per_s"))});
            }
        }
        if (const auto bandwidths = present(entry, "bandwidths")) {
            for (std::size_t b = 0; b < bandwidths->arraySize(); ++b) {
                const JsonCursor item = bandwidths->at(b);
                item.expectObject();
                roofline.bandwidths.push_back(
                    {item.require("name").nonEmptyString(), empiricalRate(item.require("bytes_per_s"))});
            }
        }
        rooflines.push_back(std::move(roofline));
    }
    return rooflines;
}

} // namespace

namespace {

nlohmann::ordered_json kernelsToJson(const std::vector<MeasuredKernel>& kernels)
{
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const MeasuredKernel& kernel : kernels) {
        array.push_back({{"name", kernel.name}, {"flops", number(kernel.flops)}, {"bytes", number(kernel.bytes)},
            {"seconds", number(kernel.seconds)}, {"chip", kernel.chipId}, {"link", kernel.link}});
        if (kernel.dtype) // most profilers do not say: the key is left out then, not written empty
            array.back()["precision"] = std::string(dtypeName(*kernel.dtype));
    }
    return array;
}

void kernelsFromJson(const JsonCursor& array, std::vector<MeasuredKernel>& kernels)
{
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i)
        kernels.push_back(measuredFromJson(array.at(i)));
}

// measured_launches: [{"group": name, "kernels": [{"name", "count", "seconds"}]}].
std::vector<GroupLaunches> launchesFromJson(const JsonCursor& array)
{
    std::vector<GroupLaunches> launches;
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor entry = array.at(i);
        entry.expectObject();
        GroupLaunches group {entry.require("group").nonEmptyString(), {}};
        const JsonCursor kernels = entry.require("kernels");
        const std::size_t kernelCount = kernels.arraySize();
        for (std::size_t k = 0; k < kernelCount; ++k) {
            const JsonCursor kernel = kernels.at(k);
            kernel.expectObject();
            const JsonCursor runs = kernel.require("count");
            const long long times = runs.integer();
            if (times < 1)
                runs.fail(kInvalidMeasured, "must be a whole number of at least 1, got " + std::to_string(times));
            const JsonCursor seconds = kernel.require("seconds");
            const double total = seconds.number();
            if (total < 0.0 || total > kMaxMeasuredNumber)
                seconds.fail(kInvalidMeasured, "must be from 0 to 1e30 seconds, got " + formatPlain(total));
            group.kernels.push_back({kernel.require("name").string(), static_cast<std::size_t>(times), total});
        }
        launches.push_back(std::move(group));
    }
    return launches;
}

} // namespace

void writeMeasuredKeys(nlohmann::ordered_json& json, const Project& project)
{
    json["measured"] = kernelsToJson(project.measured);
    const MeasuredSettings& view = project.measuredView;
    json["measured_view"] = {{"aggregate", std::string(aggregationName(view.aggregation))},
        {"label_top", view.labelTop}, {"filter", view.filter}, {"filter_regex", view.filterIsRegex},
        {"min_time_share", number(view.minTimeShare)}};
    nlohmann::ordered_json links = nlohmann::ordered_json::array();
    for (const MeasuredLink& link : project.measuredLinks)
        links.push_back({{"name", link.name}, {"chip", link.chipId}, {"op", link.op}});
    json["measured_links"] = links;
    nlohmann::ordered_json launches = nlohmann::ordered_json::array();
    for (const GroupLaunches& group : project.measuredLaunches) {
        nlohmann::ordered_json kernels = nlohmann::ordered_json::array();
        for (const LaunchedKernel& kernel : group.kernels)
            kernels.push_back(
                {{"name", kernel.name.str()}, {"count", kernel.count}, {"seconds", number(kernel.seconds)}});
        launches.push_back({{"group", group.group.str()}, {"kernels", kernels}});
    }
    json["measured_launches"] = launches;
    nlohmann::ordered_json empirical = nlohmann::ordered_json::array();
    for (const EmpiricalRoofline& roofline : project.empiricalRooflines) {
        nlohmann::ordered_json ceilings = nlohmann::ordered_json::array();
        for (const EmpiricalCeiling& ceiling : roofline.ceilings)
            ceilings.push_back({{"name", ceiling.name}, {"flops_per_s", number(ceiling.flopsPerS)}});
        nlohmann::ordered_json bandwidths = nlohmann::ordered_json::array();
        for (const EmpiricalBandwidth& bandwidth : roofline.bandwidths)
            bandwidths.push_back({{"name", bandwidth.name}, {"bytes_per_s", number(bandwidth.bytesPerS)}});
        empirical.push_back({{"chip", roofline.chipId}, {"source", roofline.source}, {"ceilings", ceilings},
            {"bandwidths", bandwidths}});
    }
    json["empirical_rooflines"] = empirical;
    json["compared_path"] = project.comparedPath;
    json["compared"] = kernelsToJson(project.compared);
    json["measured_formats"] = project.measuredFormats;
    json["compared_format"] = project.comparedFormat;
    // Written only when there is one, as "ep" is: a project without calibrations reads as it always did.
    if (!project.calibrations.empty()) {
        nlohmann::ordered_json calibrations = nlohmann::ordered_json::array();
        for (const Calibration& calibration : project.calibrations) {
            nlohmann::ordered_json entry {{"source", calibration.source}};
            const nlohmann::ordered_json keys = calibrationToJson(calibration);
            for (const auto& [key, value] : keys.items())
                entry[key] = value;
            calibrations.push_back(std::move(entry));
        }
        json["calibrations"] = std::move(calibrations);
    }
    if (project.viewOptions.showAchievedCeilings)
        json["achieved_ceilings"] = true;
}

void readMeasuredKeys(const JsonCursor& root, Project& project)
{
    if (const auto measured = present(root, "measured"))
        kernelsFromJson(*measured, project.measured);
    if (const auto view = present(root, "measured_view"))
        project.measuredView = measuredViewFromJson(*view);
    if (const auto links = present(root, "measured_links"))
        project.measuredLinks = measuredLinksFromJson(*links, project.ops.size());
    if (const auto launches = present(root, "measured_launches"))
        project.measuredLaunches = launchesFromJson(*launches);
    if (const auto empirical = present(root, "empirical_rooflines"))
        project.empiricalRooflines = empiricalFromJson(*empirical);
    if (const auto path = present(root, "compared_path"))
        project.comparedPath = path->string();
    if (const auto compared = present(root, "compared"))
        kernelsFromJson(*compared, project.compared);
    if (const auto formats = present(root, "measured_formats")) {
        const std::size_t count = formats->arraySize();
        for (std::size_t i = 0; i < count; ++i)
            project.measuredFormats.push_back(formats->at(i).string());
    }
    if (const auto format = present(root, "compared_format"))
        project.comparedFormat = format->string();
    if (const auto calibrations = present(root, "calibrations")) {
        for (std::size_t i = 0; i < calibrations->arraySize(); ++i) {
            const JsonCursor entry = calibrations->at(i);
            entry.expectObject();
            const auto source = present(entry, "source");
            Calibration calibration = calibrationFromJson(entry, source ? source->string() : std::string());
            if (calibrationOf(project, calibration.chipId))
                entry.require("chip").fail(
                    kInvalidMeasured, "two calibrations of the chip " + quoteForMessage(calibration.chipId));
            project.calibrations.push_back(std::move(calibration));
        }
    }
    if (const auto achieved = present(root, "achieved_ceilings"))
        project.viewOptions.showAchievedCeilings = achieved->boolean();
}

} // namespace roofline
