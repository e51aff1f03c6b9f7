#include "app/cli_inputs.h"
#include "app/subcommands.h"

#include "core/calc_report.h"
#include "core/chip_json.h"
#include "core/command_line.h"
#include "core/number_format.h"

#include <algorithm>
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
    std::vector<std::size_t> widths(table.front().size(), 0);
    for (const auto& row : table) {
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    for (const auto& row : table) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            std::cout << row[c];
            if (c + 1 < row.size())
                std::cout << std::string(widths[c] - displayWidth(row[c]) + 2, ' ');
        }
        std::cout << "\n";
    }
    return kExitOk;
}

} // namespace roofline::app
