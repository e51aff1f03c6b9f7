#include "app/subcommands.h"

#include "app/cli_inputs.h"
#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/calibration_json.h"
#include "core/formats/chip_library.h"
#include "core/measured/measured_compare.h"
#include "core/readers/measured_import.h"
#include "core/report/compare_report.h"
#include "core/report/measured_report.h"
#include "core/scene/calibration.h"

#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

// A side of a comparison must hold kernels: with none there is nothing to compare, and a comparison of
// nothing would print "0 in both" as if it had compared.
void requireKernels(const MeasuredFile& file, const std::string& path, const char* side)
{
    if (!file.kernels.empty())
        return;
    std::string why;
    if (file.ceilings)
        why = ": it is an Empirical Roofline Toolkit roofline.json, which holds ceilings, not kernels";
    else if (file.unmodelledSeconds) {
        std::vector<std::string> parts;
        if (*file.unmodelledSeconds > 0.0)
            parts.push_back("ops the app cannot model (" + formatDuration(*file.unmodelledSeconds) + ")");
        if (file.dataMovementSeconds > 0.0)
            parts.push_back("ops that do no FLOPs (" + formatDuration(file.dataMovementSeconds) + ")");
        why = ": every kernel of the trace ran in " + (parts.empty() ? std::string("no op") : parts.front())
            + (parts.size() > 1 ? " or in " + parts.back() : std::string());
    }
    ErrorDetail detail;
    detail.code = ErrorCode::NoKernels;
    detail.source = path;
    throw Error(
        ErrorKind::MissingKey, path + " (" + side + ") has no measured kernels to compare" + why, std::move(detail));
}

// --device N: a GPU of a PyTorch trace, a whole number as Kineto numbers them (0 up).
MeasuredReadOptions readOptions(const ParsedFlags& flags)
{
    MeasuredReadOptions options;
    const std::optional<std::string> device = flags.single("--device");
    if (!device)
        return options;
    const std::optional<double> value = parseFiniteNumber(*device);
    if (!value || *value < 0.0 || *value > 1e6 || std::floor(*value) != *value)
        throw Error(ErrorKind::InvalidValue,
            "--device must be a GPU's number, a whole number from 0 to 1000000, got " + quoteForMessage(*device));
    options.traceDevice = static_cast<std::int64_t>(*value);
    return options;
}

// --device picks a GPU of a PyTorch trace: of any other file it would be silently ignored.
void requireTrace(const MeasuredFile& file, const std::string& path, const MeasuredReadOptions& options)
{
    if (options.traceDevice && file.format != "pytorch-trace")
        throw Error(ErrorKind::InvalidValue,
            "--device picks a GPU of a PyTorch profiler trace; " + path + " is a " + file.format + " file");
}

ComparedSide sideOf(const MeasuredFile& file)
{
    return ComparedSide {{file.format}, file.secondsInNoGroup()};
}

} // namespace

int runMeasured(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--chip", true, false, FlagRole::InputOrId}, {"--json", false, false},
            {"--compare", true, false, FlagRole::Input}, {"--device", true, false},
            {"--project-to", true, true, FlagRole::InputOrId}, {"--calibration", true, false, FlagRole::Input}},
        "measured", 1, "the measurements file");
    if (flags.positionals.empty())
        throw Error(ErrorKind::MissingKey,
            "needs a file of measurements: a CSV, an Nsight Compute export (ncu --csv) or an ERT roofline.json");
    std::optional<Chip> chip;
    if (const std::optional<std::string> id = flags.single("--chip"))
        chip = resolveChipArgument(*id, chipLibrary());
    const std::string& path = flags.positionals.front();
    const MeasuredReadOptions options = readOptions(flags);
    const MeasuredFile file = readMeasuredFile(path, nullptr, options);
    requireTrace(file, path, options);
    // --compare AFTER: the same workload measured again, group by group against FILE.
    if (const std::optional<std::string> after = flags.single("--compare")) {
        requireKernels(file, path, "before");
        const MeasuredFile second = readMeasuredFile(*after, nullptr, options);
        requireTrace(second, *after, options);
        requireKernels(second, *after, "after");
        const MeasurementComparison comparison
            = compareMeasurements(file.kernels, second.kernels, sideOf(file), sideOf(second));
        // What each reader noticed, then what the comparison must say: on stderr, and in the JSON.
        std::vector<std::string> warnings;
        for (const MeasuredFile* read : {&file, &second})
            for (const ImportWarning& warning : read->warnings)
                warnings.push_back(warning.message);
        for (const std::string& warning : warnings)
            std::cerr << "warning: " << warning << "\n";
        for (const std::string& warning : comparisonWarnings(comparison, path, *after))
            std::cerr << "warning: " << warning << "\n";
        if (flags.has("--json"))
            writeComparisonJson(std::cout, comparison, path, *after, warnings);
        else
            writeComparisonText(std::cout, comparison, path, *after);
        return kExitOk;
    }
    MeasuredReport report = measuredReport(file, path, chip ? &*chip : nullptr);
    // --project-to (docs/model.md §15): the profile's step on other chips.
    if (!flags.all("--project-to").empty()) {
        if (!chip)
            throw Error(ErrorKind::MissingKey, "--project-to needs --chip: the chip the profile was measured on");
        const Calibration measured = calibrate(*chip, file.kernels);
        Calibration efficiencies = measured;
        if (const std::optional<std::string> calibrationFile = flags.single("--calibration")) {
            efficiencies = loadCalibrationFile(*calibrationFile);
            report.calibrationSource = *calibrationFile;
        }
        for (const std::string& id : flags.all("--project-to")) {
            const Chip target = resolveChipArgument(id, chipLibrary());
            report.projections.push_back(projectOnto(target, measured, efficiencies, file.secondsInNoGroup()));
            for (const std::string& warning : report.projections.back().warnings)
                std::cerr << "warning: " << warning << "\n";
        }
    } else if (flags.has("--calibration")) {
        throw Error(
            ErrorKind::InvalidValue, "--calibration goes with --project-to: the chips a profile is projected to");
    }
    if (flags.has("--json"))
        writeMeasuredReportJson(std::cout, report);
    else
        writeMeasuredReportText(std::cout, report);
    return kExitOk;
}

} // namespace roofline::app
