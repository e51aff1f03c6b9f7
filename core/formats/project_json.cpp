#include "core/formats/project_json.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/json_values.h"
#include "core/formats/chip_json.h"
#include "core/formats/project_json_measured.h"
#include "core/formats/project_json_models.h"
#include "core/formats/project_json_style.h"
#include "core/formulas/op_spec.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace roofline {

namespace {

constexpr int kInvalidProject = static_cast<int>(ErrorKind::InvalidValue);
constexpr int kUnknown = static_cast<int>(ErrorKind::UnknownName);

// ---- small enums as words ----------------------------------------------------------------------

std::string_view chipLayoutName(ChipLayout layout)
{
    return layout == ChipLayout::Overlay ? "overlay" : "side-by-side";
}

std::string_view arrangementName(ChartArrangement arrangement)
{
    return arrangement == ChartArrangement::SideBySide ? "side-by-side" : "tabs";
}

std::string_view labelUnitsName(LabelUnits units)
{
    return units == LabelUnits::Scientific ? "scientific" : "si";
}

// ---- writing -----------------------------------------------------------------------------------

nlohmann::ordered_json opToJson(const Op& op)
{
    nlohmann::ordered_json object;
    object["spec"] = formatOpSpec(op);
    object["kind"] = std::string(opKindInfo(op.kind).name);
    object["label"] = op.label;
    nlohmann::ordered_json numbers = nlohmann::ordered_json::object();
    for (const NumberParam& param : opKindInfo(op.kind).numbers) {
        if (const auto it = op.numbers.find(param.key); it != op.numbers.end())
            numbers[std::string(param.key)] = number(it->second);
    }
    object["numbers"] = numbers;
    nlohmann::ordered_json bindings = nlohmann::ordered_json::object();
    for (const auto& [key, dim] : op.bindings)
        bindings[key] = std::string(dimName(dim));
    object["bindings"] = bindings;
    nlohmann::ordered_json dtypes = nlohmann::ordered_json::object();
    for (const auto& [key, dtype] : op.dtypes)
        dtypes[key] = std::string(dtypeName(dtype));
    object["dtypes"] = dtypes;
    if (!op.choices.empty()) {
        nlohmann::ordered_json choices = nlohmann::ordered_json::object();
        for (const auto& [key, word] : op.choices)
            choices[key] = word;
        object["choices"] = choices;
    }
    object["link"] = op.link;
    if (op.marker)
        object["marker"] = std::string(markerShapeName(*op.marker));
    return object;
}

nlohmann::ordered_json rangeToJson(const std::optional<AxisRange>& range)
{
    if (!range)
        return nullptr;
    return nlohmann::ordered_json::array({number(range->lower), number(range->upper)});
}

// ---- reading -----------------------------------------------------------------------------------

std::vector<std::string> stringList(const JsonCursor& array, bool unique)
{
    std::vector<std::string> values;
    std::set<std::string> seen;
    const std::size_t count = array.arraySize();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor item = array.at(i);
        std::string value = item.nonEmptyString();
        if (unique && !seen.insert(toLower(value)).second)
            item.fail(kInvalidProject, quoteForMessage(value) + " is listed twice", ErrorCode::ListedTwice,
                quoteForMessage(value));
        values.push_back(std::move(value));
    }
    return values;
}

// Indexes into a list of `count` ops, each once.
std::vector<int> indexList(const JsonCursor& array, std::size_t count, std::string_view what)
{
    std::vector<int> values;
    const std::size_t size = array.arraySize();
    for (std::size_t i = 0; i < size; ++i) {
        const JsonCursor item = array.at(i);
        const long long value = item.integer();
        if (value < 0 || static_cast<std::size_t>(value) >= count) {
            ErrorDetail detail;
            detail.code = ErrorCode::NotAnIndex;
            detail.value = std::to_string(value);
            detail.limit = count;
            detail.expected = std::string(what);
            item.fail(kInvalidProject,
                "must be the index of one of the " + std::to_string(count) + " " + std::string(what) + ", got "
                    + std::to_string(value),
                std::move(detail));
        }
        if (std::find(values.begin(), values.end(), static_cast<int>(value)) != values.end())
            item.fail(kInvalidProject, std::to_string(value) + " is listed twice", ErrorCode::ListedTwice,
                std::to_string(value));
        values.push_back(static_cast<int>(value));
    }
    return values;
}

HiddenSeries hiddenFromJson(const JsonCursor& cursor, const Project& project)
{
    cursor.expectObject();
    HiddenSeries hidden;
    if (const auto chips = present(cursor, "roofline_chips"))
        hidden.rooflineChips = stringList(*chips, true);
    if (const auto ops = present(cursor, "roofline_ops"))
        hidden.rooflineOps = indexList(*ops, project.ops.size(), "ops");
    if (const auto memory = present(cursor, "memory_slopes"))
        hidden.memorySlopes = memory->boolean();
    if (const auto links = present(cursor, "link_slopes"))
        hidden.linkSlopes = links->boolean();
    if (const auto chips = present(cursor, "sweep_chips"))
        hidden.sweepChips = stringList(*chips, true);
    if (const auto sweeps = present(cursor, "sweeps"))
        hidden.sweeps = indexList(*sweeps, project.sweeps.size(), "sweeps");
    if (const auto measured = present(cursor, "measured"))
        hidden.measured = measured->boolean();
    if (const auto models = present(cursor, "models"))
        hidden.models = indexList(*models, project.models.size(), "models");
    return hidden;
}

// The keys of one sort of a kind's parameters (numbers, dtypes or choices), ", " between.
template<class Params> std::string keyList(const Params& params)
{
    std::string names;
    for (const auto& param : params)
        names += (names.empty() ? "" : ", ") + std::string(param.key);
    return names;
}

Op opFromJson(const JsonCursor& cursor, const Dims& dims)
{
    cursor.expectObject();
    const JsonCursor kindCursor = cursor.require("kind");
    const std::string kindName = kindCursor.string();
    const std::optional<OpKind> kind = parseOpKind(kindName);
    if (!kind) {
        std::string kinds;
        for (const OpKindInfo& info : allOpKinds())
            kinds += (kinds.empty() ? "" : ", ") + std::string(info.name);
        kindCursor.fail(kUnknown, "unknown op kind " + quoteForMessage(kindName) + "; expected one of " + kinds,
            ErrorCode::UnknownOpKind, quoteForMessage(kindName), kinds);
    }
    const OpKindInfo& info = opKindInfo(*kind);
    Op op = makeOp(*kind);
    if (const auto label = present(cursor, "label"))
        op.label = label->string();
    if (const auto link = present(cursor, "link"))
        op.link = link->string();
    if (const auto marker = present(cursor, "marker"))
        op.marker = markerFromJson(*marker);

    // The number parameter a key of "numbers" or "bindings" names (never null): a key the kind has not is refused.
    const auto numberParam = [&](const JsonCursor& value, const std::string& key) -> const NumberParam* {
        const NumberParam* param = findNumberParam(*kind, key);
        if (!param)
            value.fail(kUnknown,
                std::string(info.name) + " has no parameter " + quoteForMessage(key) + "; its parameters are "
                    + keyList(info.numbers),
                ErrorCode::NoSuchParameter, quoteForMessage(key), keyList(info.numbers));
        return param;
    };
    if (const auto numbers = present(cursor, "numbers")) {
        std::set<std::string> seen;
        for (const std::string& key : numbers->keys()) {
            const JsonCursor value = numbers->require(key);
            const NumberParam* param = numberParam(value, key);
            if (!seen.insert(std::string(param->key)).second)
                value.fail(kInvalidProject, std::string(param->key) + " is given twice (keys are case-insensitive)",
                    ErrorCode::GivenTwice, std::string(param->key));
            const double number = value.number();
            // JSON keeps a whole number past 2^53 exactly; the double it becomes would not.
            if (param->integer && value.value().is_number_unsigned()
                && value.value().get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxWholeNumber)) {
                ErrorDetail detail = numberProblemDetail(*param, NumberProblem::AboveMaximum, number);
                detail.value = std::to_string(value.value().get<std::uint64_t>());
                const std::string problem = "must be at most " + formatPlain(kMaxWholeNumber) + ", got " + detail.value;
                value.fail(kInvalidProject, problem, std::move(detail));
            }
            if (const std::optional<std::string> problem = numberParamProblem(*param, number))
                value.fail(
                    kInvalidProject, *problem, numberProblemDetail(*param, *checkNumberParam(*param, number), number));
            op.numbers[std::string(param->key)] = number;
        }
    }
    if (const auto bindings = present(cursor, "bindings")) {
        for (const std::string& key : bindings->keys()) {
            const JsonCursor value = bindings->require(key);
            const NumberParam* param = numberParam(value, key);
            if (!canFollowSlider(*param))
                value.fail(kInvalidProject,
                    std::string(param->key) + " cannot follow a slider (only whole-number dimensions can)",
                    ErrorCode::CannotFollowSlider);
            const std::string dimText = value.string();
            const std::optional<Dim> dim = parseDim(dimText);
            if (!dim)
                value.fail(kUnknown,
                    "expected \"B\", \"D\", \"F\", \"T\" or \"S\" (the slider it follows), got "
                        + quoteForMessage(dimText),
                    ErrorCode::NotASlider, quoteForMessage(dimText));
            op.bindings[std::string(param->key)] = *dim;
        }
    }
    if (const auto dtypes = present(cursor, "dtypes")) {
        for (const std::string& key : dtypes->keys()) {
            const JsonCursor value = dtypes->require(key);
            const DtypeParam* param = findDtypeParam(*kind, key);
            if (!param) {
                const std::string names = keyList(info.dtypes);
                value.fail(kUnknown,
                    std::string(info.name) + " has no dtype parameter " + quoteForMessage(key) + "; it has " + names,
                    ErrorCode::NoSuchDtypeParameter, quoteForMessage(key), names);
            }
            const std::string dtypeText = value.string();
            const std::optional<Dtype> dtype = parseDtype(dtypeText);
            if (!dtype)
                value.fail(kUnknown,
                    "unknown dtype " + quoteForMessage(dtypeText) + "; expected one of " + dtypeNameList(),
                    ErrorCode::UnknownName, quoteForMessage(dtypeText), dtypeNameList());
            if (param->storage && !isStorageDtype(*dtype))
                value.fail(kInvalidProject,
                    std::string(dtypeName(*dtype)) + " is a compute format, not a storage format",
                    ErrorCode::ComputeFormat, std::string(dtypeName(*dtype)));
            op.dtypes[std::string(param->key)] = *dtype;
        }
    }
    if (const auto choices = present(cursor, "choices")) {
        for (const std::string& key : choices->keys()) {
            const JsonCursor value = choices->require(key);
            const ChoiceParam* param = findChoiceParam(*kind, key);
            if (!param) {
                const std::string names = keyList(info.choices);
                value.fail(kUnknown,
                    std::string(info.name) + " has no choice parameter " + quoteForMessage(key)
                        + (names.empty() ? std::string(" (it has none)") : "; it has " + names),
                    ErrorCode::NoSuchParameter, quoteForMessage(key), names);
            }
            const std::string text = value.string();
            const std::optional<std::string_view> word = matchChoice(*param, text);
            if (!word)
                value.fail(kUnknown, "expected one of " + choiceWordList(*param) + ", got " + quoteForMessage(text),
                    ErrorCode::NotAChoice, quoteForMessage(text), choiceWordList(*param));
            op.choices[std::string(param->key)] = std::string(*word);
        }
    }
    // The op's own numbers obey every rule; so do its cross-parameter rules at the file's sliders (an
    // attention op whose T and S follow sliders at T=8192, S=1024 is refused: T <= S everywhere).
    Op unbound = op;
    unbound.bindings.clear();
    validateOp(unbound, dims, cursor.describe());
    validateOpShape(op, dims, cursor.describe());
    return op;
}

AxisRange rangeFromJson(const JsonCursor& cursor, bool logarithmic)
{
    if (cursor.arraySize() != 2)
        cursor.fail(kInvalidProject, "expected [lower, upper], an array of two numbers", ErrorCode::BoundsNotPair);
    const double lower = cursor.at(0).number();
    const double upper = cursor.at(1).number();
    if (std::fabs(lower) > 1e300 || std::fabs(upper) > 1e300)
        cursor.fail(kInvalidProject, "the bounds must lie within ±1e300", ErrorCode::BoundsTooLarge);
    if (!(lower < upper)) {
        ErrorDetail detail;
        detail.code = ErrorCode::BoundsOrder;
        detail.low = formatPlain(lower);
        detail.high = formatPlain(upper);
        cursor.fail(kInvalidProject,
            "the lower bound must be below the upper one, got [" + formatPlain(lower) + ", " + formatPlain(upper) + "]",
            std::move(detail));
    }
    if (logarithmic && lower <= 0.0)
        cursor.fail(kInvalidProject, "a logarithmic axis needs a positive lower bound, got " + formatPlain(lower),
            ErrorCode::LogNeedsPositive, formatPlain(lower));
    return AxisRange {lower, upper};
}

std::optional<AxisRange> optionalRange(const JsonCursor& parent, std::string_view key, bool logarithmic)
{
    if (const auto range = parent.optional(key))
        return rangeFromJson(*range, logarithmic);
    return std::nullopt;
}

ExportSettings exportFromJson(const JsonCursor& cursor)
{
    cursor.expectObject();
    ExportSettings settings;
    if (const auto chart = present(cursor, "chart"))
        settings.chart = oneOf(*chart, {"roofline", "sweep", "both", "model-pareto", "parity", "projection"});
    if (const auto format = present(cursor, "format"))
        settings.format = oneOf(*format, {"png", "svg", "pdf", "csv"});
    if (const auto width = present(cursor, "width"))
        settings.width = integerIn(*width, kMinExportPixels, kMaxExportPixels);
    if (const auto height = present(cursor, "height"))
        settings.height = integerIn(*height, kMinExportPixels, kMaxExportPixels);
    if (const auto scale = present(cursor, "scale")) {
        settings.scale = scale->number();
        if (settings.scale < kMinExportScale || settings.scale > kMaxExportScale)
            scale->fail(kInvalidProject,
                "must be from " + formatPlain(kMinExportScale) + " to " + formatPlain(kMaxExportScale) + ", got "
                    + formatPlain(settings.scale));
    }
    if (const auto theme = present(cursor, "theme"))
        settings.theme = oneOf(*theme, {"light", "dark", "slide", "slide-dark"});
    if (const auto transparent = present(cursor, "transparent"))
        settings.transparent = transparent->boolean();
    if (const auto title = present(cursor, "title"))
        settings.title = title->string();
    if (const auto subtitle = present(cursor, "subtitle"))
        settings.subtitle = subtitle->string();
    if (const auto caption = present(cursor, "caption"))
        settings.caption = caption->string();
    return settings;
}

// A helpful word when the file is JSON but not a project.
std::string whatThisFileIs(const JsonCursor& root)
{
    if (root.has("peak_flops_per_s") && root.has("memory"))
        return " (this looks like a chip file: add it to the library instead)";
    return " (is this a Roofline Studio project file?)";
}

} // namespace

nlohmann::ordered_json projectToJson(const Project& project)
{
    nlohmann::ordered_json json;
    json["format"] = kProjectFormat;
    json["app"] = std::string(kProjectApp);
    json["chips"] = project.chipIds;
    nlohmann::ordered_json customChips = nlohmann::ordered_json::array();
    for (const Chip& chip : project.customChips)
        customChips.push_back(chipToJson(chip));
    json["custom_chips"] = customChips;
    json["chip_colors"] = chipColorsToJson(project.chipColors);
    nlohmann::ordered_json ops = nlohmann::ordered_json::array();
    for (const Op& op : project.ops)
        ops.push_back(opToJson(op));
    json["ops"] = ops;
    nlohmann::ordered_json sweeps = nlohmann::ordered_json::array();
    for (const Op& sweep : project.sweeps)
        sweeps.push_back(opToJson(sweep));
    json["sweeps"] = sweeps;
    writeMeasuredKeys(json, project);
    writeModelKeys(json, project);
    json["dims"] = {{"B", number(project.dims.b)}, {"D", number(project.dims.d)}, {"F", number(project.dims.f)},
        {"T", number(project.dims.t)}, {"S", number(project.dims.s)}};
    const ViewOptions& view = project.viewOptions;
    json["batch_range"] = {{"from", number(view.batchRange.from)}, {"to", number(view.batchRange.to)},
        {"max_points", view.batchRange.maxPoints}, {"log_spacing", view.batchRange.logSpacing}};
    json["precision"] = view.precision ? std::string(dtypeName(*view.precision)) : std::string("all");
    json["show_achievable"] = view.showAchievable;
    json["hidden_levels"] = view.hiddenLevels;
    json["detail"] = view.detail == Detail::Full ? "full" : "focused";
    json["shown_levels"] = view.shownLevels;
    json["link_slopes"] = view.allLinkSlopes ? "all" : "one";
    json["chip_layout"] = std::string(chipLayoutName(view.chipLayout));
    json["chart_arrangement"] = std::string(arrangementName(view.arrangement));
    json["label_units"] = std::string(labelUnitsName(view.labelUnits));
    json["views"] = {{"roofline_intensity", rangeToJson(project.views.rooflineIntensity)},
        {"roofline_flops", rangeToJson(project.views.rooflineFlops)},
        {"sweep_batch", rangeToJson(project.views.sweepBatch)}, {"sweep_flops", rangeToJson(project.views.sweepFlops)},
        {"sweep_log_batch", view.sweepLogBatch}, {"sweep_log_flops", view.sweepLogFlops},
        {"sweep_chip_layout", std::string(chipLayoutName(view.sweepChipLayout))},
        {"sweep_shared_flops", view.sweepSharedFlops}};
    const HiddenSeries& hidden = project.views.hidden;
    json["views"]["hidden"] = {{"roofline_chips", hidden.rooflineChips}, {"roofline_ops", hidden.rooflineOps},
        {"memory_slopes", hidden.memorySlopes}, {"link_slopes", hidden.linkSlopes}, {"sweep_chips", hidden.sweepChips},
        {"sweeps", hidden.sweeps}, {"measured", hidden.measured}, {"models", hidden.models}};
    json["theme"] = view.theme;
    const ExportSettings& e = project.exportSettings;
    json["export"] = {{"chart", e.chart}, {"format", e.format}, {"width", e.width}, {"height", e.height},
        {"scale", number(e.scale)}, {"theme", e.theme}, {"transparent", e.transparent}, {"title", e.title},
        {"subtitle", e.subtitle}, {"caption", e.caption}};
    return json;
}

Project projectFromJson(const JsonCursor& root)
{
    root.expectObject();
    if (!root.has("format"))
        root.fail(static_cast<int>(ErrorKind::MissingKey), "missing key \"format\"" + whatThisFileIs(root));
    const JsonCursor formatCursor = root.require("format");
    // A whole number above this build's format is a newer file, however large (1e20 is no less whole than 2).
    if (const double written = formatCursor.number();
        std::floor(written) == written && written > static_cast<double>(kProjectFormat)) {
        ErrorDetail detail;
        detail.code = ErrorCode::NewerFormat;
        detail.source = root.source();
        detail.keyPath = "format";
        detail.value = formatPlain(written);
        detail.limit = static_cast<unsigned long long>(kProjectFormat);
        throw Error(ErrorKind::UnsupportedVersion,
            root.source() + ": format: the file is project format " + formatPlain(written)
                + ", written by a newer Roofline Studio; this build reads format " + std::to_string(kProjectFormat)
                + " and older",
            std::move(detail));
    }
    const long long format = formatCursor.integer();
    if (format < 1) {
        ErrorDetail detail;
        detail.code = ErrorCode::AtLeast;
        detail.value = std::to_string(format);
        detail.low = "1";
        formatCursor.fail(kInvalidProject, "must be 1 or more, got " + std::to_string(format), std::move(detail));
    }
    if (const auto app = present(root, "app"); app && app->string() != kProjectApp)
        app->fail(kInvalidProject,
            "expected \"" + std::string(kProjectApp) + "\", got " + quoteForMessage(app->string())
                + whatThisFileIs(root));

    Project project;
    if (const auto dims = present(root, "dims")) {
        dims->expectObject();
        for (const Dim dim : kAllDims) { // a file from before the T and S sliders keeps their defaults
            if (const auto value = present(*dims, dimName(dim))) {
                const double number = value->number();
                if (number < 1.0 || number > kMaxDimValue || std::floor(number) != number)
                    value->fail(kInvalidProject,
                        "must be a whole number from 1 to " + formatPlain(kMaxDimValue) + ", got "
                            + formatPlain(number));
                project.dims[dim] = number;
            }
        }
    }
    if (const auto chips = present(root, "chips"))
        project.chipIds = stringList(*chips, true);
    if (const auto customChips = present(root, "custom_chips")) {
        std::set<std::string> ids;
        const std::size_t count = customChips->arraySize();
        for (std::size_t i = 0; i < count; ++i) {
            const JsonCursor entry = customChips->at(i);
            Chip chip = chipFromJson(entry);
            if (!ids.insert(toLower(chip.id)).second)
                entry.require("id").fail(kInvalidProject, "two custom chips have the id " + quoteForMessage(chip.id));
            project.customChips.push_back(std::move(chip));
        }
    }
    if (const auto colors = present(root, "chip_colors"))
        project.chipColors = chipColorsFromJson(*colors);
    const auto ops = [&](std::string_view key, bool sweeps) {
        std::vector<Op> list;
        if (const auto array = present(root, key)) {
            const std::size_t count = array->arraySize();
            for (std::size_t i = 0; i < count; ++i) {
                const JsonCursor entry = array->at(i);
                Op op = opFromJson(entry, project.dims);
                if (sweeps && !isSweepable(op))
                    entry.require("kind").fail(kInvalidProject,
                        std::string(opKindInfo(op.kind).name)
                            + " cannot be swept over B (matmul, batched-matmul, sharded-matmul and attention can)");
                list.push_back(std::move(op));
            }
        }
        return list;
    };
    project.ops = ops("ops", false);
    project.sweeps = ops("sweeps", true);
    readMeasuredKeys(root, project);
    readModelKeys(root, project);
    ViewOptions& view = project.viewOptions;
    if (const auto range = present(root, "batch_range")) {
        range->expectObject();
        if (const auto from = present(*range, "from"))
            view.batchRange.from = from->number();
        if (const auto to = present(*range, "to"))
            view.batchRange.to = to->number();
        if (const auto points = present(*range, "max_points"))
            view.batchRange.maxPoints = integerIn(*points, 2, 1'000'000);
        if (const auto log = present(*range, "log_spacing"))
            view.batchRange.logSpacing = log->boolean();
        validateBatchRange(view.batchRange, range->describe());
    }
    if (root.has("precision")) {
        if (const auto precision = root.optional("precision")) {
            const std::string text = precision->string();
            if (equalsIgnoreCase(text, "all")) {
                view.precision = std::nullopt;
            } else {
                const std::optional<Dtype> dtype = parseDtype(text);
                if (!dtype)
                    precision->fail(kUnknown,
                        "unknown precision " + quoteForMessage(text) + "; expected \"all\" or one of "
                            + dtypeNameList());
                view.precision = dtype;
            }
        } else {
            view.precision = std::nullopt; // null: every precision
        }
    }
    if (const auto achievable = present(root, "show_achievable"))
        view.showAchievable = achievable->boolean();
    if (const auto hidden = present(root, "hidden_levels"))
        view.hiddenLevels = stringList(*hidden, false);
    if (const auto detail = present(root, "detail"))
        view.detail = oneOf(*detail, {"focused", "full"}) == "full" ? Detail::Full : Detail::Focused;
    else if (!view.hiddenLevels.empty())
        view.detail = Detail::Full; // a file from before the key whose levels were chosen by hand keeps them all
    if (const auto shown = present(root, "shown_levels"))
        view.shownLevels = stringList(*shown, false);
    if (const auto links = present(root, "link_slopes"))
        view.allLinkSlopes = oneOf(*links, {"one", "all"}) == "all";
    if (const auto layout = present(root, "chip_layout"))
        view.chipLayout
            = oneOf(*layout, {"overlay", "side-by-side"}) == "overlay" ? ChipLayout::Overlay : ChipLayout::SideBySide;
    if (const auto arrangement = present(root, "chart_arrangement"))
        view.arrangement = oneOf(*arrangement, {"side-by-side", "tabs"}) == "tabs" ? ChartArrangement::Tabs
                                                                                   : ChartArrangement::SideBySide;
    if (const auto units = present(root, "label_units"))
        view.labelUnits = oneOf(*units, {"scientific", "si"}) == "si" ? LabelUnits::SI : LabelUnits::Scientific;
    if (const auto views = present(root, "views")) {
        views->expectObject();
        ChartViews& v = project.views;
        if (const auto logBatch = present(*views, "sweep_log_batch"))
            view.sweepLogBatch = logBatch->boolean();
        if (const auto logFlops = present(*views, "sweep_log_flops"))
            view.sweepLogFlops = logFlops->boolean();
        if (const auto layout = present(*views, "sweep_chip_layout"))
            view.sweepChipLayout = oneOf(*layout, {"overlay", "side-by-side"}) == "overlay" ? ChipLayout::Overlay
                                                                                            : ChipLayout::SideBySide;
        if (const auto shared = present(*views, "sweep_shared_flops"))
            view.sweepSharedFlops = shared->boolean();
        v.rooflineIntensity = optionalRange(*views, "roofline_intensity", true);
        v.rooflineFlops = optionalRange(*views, "roofline_flops", true);
        v.sweepBatch = optionalRange(*views, "sweep_batch", view.sweepLogBatch);
        v.sweepFlops = optionalRange(*views, "sweep_flops", view.sweepLogFlops);
        if (const auto hidden = present(*views, "hidden"))
            v.hidden = hiddenFromJson(*hidden, project);
    }
    if (const auto theme = present(root, "theme"))
        view.theme = oneOf(*theme, {"system", "light", "dark", "slide", "slide-dark"});
    if (const auto exportSettings = present(root, "export"))
        project.exportSettings = exportFromJson(*exportSettings);
    return project;
}

Project parseProjectJson(std::string_view text, std::string_view source)
{
    const nlohmann::json document = parseJson(text, source, JsonLimits {kMaxProjectFileBytes, kMaxProjectDepth});
    return projectFromJson(JsonCursor(document, std::string(source)));
}

Project loadProjectFile(const std::filesystem::path& path, Progress* progress)
{
    reportProgress(progress, 0.0);
    const std::string text = readTextFile(path, kMaxProjectFileBytes, "project file");
    reportProgress(progress, 0.2);
    Project project = parseProjectJson(text, path.string());
    reportProgress(progress, 1.0);
    return project;
}

std::string projectJsonToText(nlohmann::ordered_json json)
{
    // Invalid UTF-8 in a label (from a command line) becomes U+FFFD instead of failing the save.
    constexpr auto replace = nlohmann::ordered_json::error_handler_t::replace;
    // A measured kernel per line: a profile of 100,000 kernels is 12 MB so, not 25 MB of one key a line.
    // The same for the kernels of a comparison.
    std::vector<std::pair<std::string, nlohmann::ordered_json>> kernelKeys;
    for (const char* key : {"measured", "compared"}) {
        const auto it = json.find(key);
        if (it != json.end() && it->is_array() && !it->empty()) {
            kernelKeys.emplace_back(key, nlohmann::ordered_json::array());
            std::swap(kernelKeys.back().second, *it);
        }
    }
    std::string text = json.dump(2, ' ', false, replace) + "\n";
    for (const auto& [key, kernels] : kernelKeys) {
        const std::string placeholder = "\n  \"" + key + "\": []";
        const std::size_t at = text.find(placeholder);
        std::string lines = "\n  \"" + key + "\": [";
        for (std::size_t i = 0; i < kernels.size(); ++i) {
            lines += i == 0 ? "\n    " : ",\n    ";
            lines += kernels[i].dump(-1, ' ', false, replace);
        }
        lines += "\n  ]";
        text.replace(at, placeholder.size(), lines);
    }
    return text;
}

std::string projectToText(const Project& project)
{
    return projectJsonToText(projectToJson(project));
}

} // namespace roofline
