#include "app/subcommands.h"

#include "app/cli_inputs.h"
#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/files/atomic_file.h"
#include "core/formats/calibration_json.h"
#include "core/formats/chip_library.h"
#include "core/readers/measured_import.h"
#include "core/report/calibration_report.h"
#include "core/scene/calibration.h"

#include <iostream>

namespace roofline::app {

// `calibrate PROFILE… --chip ID [--json] [--out FILE]` (docs/model.md §15): one calibration of the chip from
// every kernel the profiles measured on it.
int runCalibrate(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--chip", true, false, FlagRole::InputOrId}, {"--json", false, false},
            {"--out", true, false, FlagRole::Output}},
        "calibrate", 1000, "a profile");
    if (flags.positionals.empty())
        throw Error(ErrorKind::MissingKey,
            "needs one or more profiles measured on the chip: a PyTorch trace, an Nsight Compute export (ncu --csv) "
            "or a CSV of name, flops, bytes, seconds");
    const std::optional<std::string> id = flags.single("--chip");
    if (!id)
        throw Error(ErrorKind::MissingKey, "needs --chip ID: the chip the profiles were measured on");
    const Chip chip = resolveChipArgument(*id, chipLibrary());
    std::vector<MeasuredKernel> kernels;
    double unmodelled = 0.0;
    for (const std::string& path : flags.positionals) {
        MeasuredFile file = readMeasuredFile(path, nullptr, {});
        unmodelled += file.secondsInNoGroup();
        for (const ImportWarning& warning : file.warnings)
            std::cerr << "warning: " << warning.message << "\n";
        if (file.kernels.empty())
            throw Error(ErrorKind::MissingKey, path + " has no measured kernels to calibrate from");
        kernels.insert(
            kernels.end(), std::make_move_iterator(file.kernels.begin()), std::make_move_iterator(file.kernels.end()));
    }
    Calibration calibration = calibrate(chip, kernels);
    calibration.unmodelledS = unmodelled;
    for (const std::string& warning : calibration.warnings)
        std::cerr << "warning: " << warning << "\n";
    if (const std::optional<std::string> out = flags.single("--out")) {
        writeFileAtomically(*out, calibrationFileJson(calibration).dump(2) + "\n");
        std::cerr << "wrote " << *out << "\n";
    }
    if (flags.has("--json"))
        std::cout << calibrationToJson(calibration).dump(2) << "\n";
    else
        writeCalibrationText(std::cout, calibration, chip.name);
    return kExitOk;
}

} // namespace roofline::app
