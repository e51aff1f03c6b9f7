#include "app/cli_inputs.h"
#include "app/subcommands.h"

#include "core/base/number_format.h"
#include "core/io/chip_json.h"
#include "core/io/command_line.h"
#include "core/report/calc_report.h"

#include <iostream>

namespace roofline::app {

int runChips(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments, {{"--json", false, false}}, "chips");
    const std::vector<Chip> chips = chipLibrary();
    if (flags.has("--json")) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const Chip& chip : chips) {
            nlohmann::ordered_json entry = chipToJson(chip);
            entry["origin"] = chip.origin;
            array.push_back(std::move(entry));
        }
        std::cout << array.dump(2) << "\n";
        return kExitOk;
    }
    std::vector<std::vector<std::string>> table {
        {"id", "name", "vendor", "peak (headline)", "memory", "critical", "links"}};
    for (const Chip& chip : chips) {
        const Dtype precision = headlinePrecision(chip);
        const double peak = chip.peakFlopsPerS.at(precision);
        const BandwidthLevel& memory = defaultMemoryLevel(chip);
        std::string links;
        for (const BandwidthLevel& link : chip.links)
            links += (links.empty() ? "" : ", ") + link.name + " " + formatSI(link.bytesPerS, "B/s");
        table.push_back(
            {chip.id, chip.name, chip.vendor, std::string(dtypeName(precision)) + " " + formatSI(peak, "FLOPs/s"),
                memory.name + " " + formatSI(memory.bytesPerS, "B/s"), formatCompact(peak / memory.bytesPerS, 4),
                links.empty() ? "—" : links});
    }
    std::cout << alignedColumns(table);
    return kExitOk;
}

} // namespace roofline::app
