#include "app/subcommands.h"

#include "app/cli_inputs.h"
#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/text.h"
#include "core/formats/calibration_json.h"
#include "core/formats/chip_library.h"
#include "core/formulas/op_spec.h"
#include "core/report/calc_report.h"

#include <iostream>

namespace roofline::app {

int runCalc(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--chip", true, true, FlagRole::InputOrId}, {"--op", true, true}, {"--json", false, false},
            {"--B", true, false}, {"--D", true, false}, {"--F", true, false}, {"--T", true, false},
            {"--S", true, false}, {"--calibration", true, false, FlagRole::Input}},
        "calc");
    if (flags.all("--chip").empty())
        throw Error(ErrorKind::MissingKey, "needs at least one --chip <id | path.json> (see roofline-studio chips)");
    if (flags.all("--op").empty())
        throw Error(
            ErrorKind::MissingKey, "needs at least one --op \"<op spec>\", e.g. --op \"matmul B=256 D=4096 F=4096\"");
    const Dims dims = dimsFromFlags(flags);
    const std::vector<Chip> library = chipLibrary();
    const std::vector<Chip> chips = chipsFromFlags(flags, library);
    std::vector<Op> ops;
    for (const std::string& spec : flags.all("--op"))
        ops.push_back(parseOpSpec(spec, "--op " + quoteForMessage(spec, 80)));
    const std::vector<CalcRow> rows = computeCalcRows(chips, ops, dims);
    // docs/model.md §15: each op's time also as the calibration predicts it.
    std::optional<Calibration> calibration;
    if (const std::optional<std::string> file = flags.single("--calibration"))
        calibration = loadCalibrationFile(*file);
    const Calibration* calibrated = calibration ? &*calibration : nullptr;
    if (flags.has("--json"))
        std::cout << calcRowsToJson(rows, dims, calibrated).dump(2) << "\n";
    else
        std::cout << calcRowsToTable(rows, dims, calibrated);
    return kExitOk;
}

} // namespace roofline::app
