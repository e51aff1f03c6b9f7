#include "app/subcommands.h"

#include "app/cli_inputs.h"
#include "core/base/error.h"
#include "core/io/chip_library.h"
#include "core/io/command_line.h"
#include "core/io/measured_import.h"
#include "core/measured/measured_compare.h"
#include "core/report/compare_report.h"
#include "core/report/measured_report.h"

#include <iostream>

namespace roofline::app {

int runMeasured(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--chip", true, false, FlagRole::InputOrId}, {"--json", false, false},
            {"--compare", true, false, FlagRole::Input}},
        "measured", 1, "the measurements file");
    if (flags.positionals.empty())
        throw Error(ErrorKind::MissingKey,
            "needs a file of measurements: a CSV, an Nsight Compute export (ncu --csv) or an ERT roofline.json");
    std::optional<Chip> chip;
    if (const std::optional<std::string> id = flags.single("--chip"))
        chip = resolveChipArgument(*id, chipLibrary());
    const std::string& path = flags.positionals.front();
    const MeasuredFile file = readMeasuredFile(path);
    // --compare AFTER: the same workload measured again, group by group against FILE.
    if (const std::optional<std::string> after = flags.single("--compare")) {
        const MeasuredFile second = readMeasuredFile(*after);
        const MeasurementComparison comparison = compareMeasurements(file.kernels, second.kernels);
        if (flags.has("--json"))
            writeComparisonJson(std::cout, comparison, path, *after);
        else
            writeComparisonText(std::cout, comparison, path, *after);
        return kExitOk;
    }
    const MeasuredReport report = measuredReport(file, path, chip ? &*chip : nullptr);
    if (flags.has("--json"))
        writeMeasuredReportJson(std::cout, report);
    else
        writeMeasuredReportText(std::cout, report);
    return kExitOk;
}

} // namespace roofline::app
