#include "app/cli_inputs.h"
#include "app/subcommands.h"

#include "app/flags/command_line.h"
#include "core/base/number_format.h"
#include "core/formats/chip_json.h"
#include "core/report/calc_report.h"

#include <iostream>

namespace roofline::app {

namespace {

// "NVLink 25 GB/s ×18 = 450 GB/s [8 chips]": a link's bandwidth each way is per link (docs/file-formats.md, "Chip
// files"), so how many such links the chip has, and what they carry at once, go beside it.
std::string linkText(const BandwidthLevel& link)
{
    std::string text = link.name + " " + formatSI(link.bytesPerS, "B/s");
    if (link.count != 1.0)
        text += " ×" + formatPlain(link.count) + " = " + formatSI(link.totalBytesPerS(), "B/s");
    // How many chips it joins (docs/model.md §14): "[8 chips]", "[host]" for a link to the host only.
    if (link.domain)
        text += *link.domain == 1.0 ? " [host]" : " [" + formatPlain(*link.domain) + " chips]";
    return text;
}

} // namespace

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
        {"id", "name", "vendor", "peak (headline)", "memory", "critical", "links (each way)"}};
    for (const Chip& chip : chips) {
        const Dtype precision = headlinePrecision(chip);
        const double peak = chip.peakFlopsPerS.at(precision);
        const BandwidthLevel& memory = defaultMemoryLevel(chip);
        std::string links;
        for (const BandwidthLevel& link : chip.links)
            links += (links.empty() ? "" : ", ") + linkText(link);
        table.push_back(
            {chip.id, chip.name, chip.vendor, std::string(dtypeName(precision)) + " " + formatSI(peak, "FLOPs/s"),
                memory.name + " " + formatSI(memory.bytesPerS, "B/s"), formatCompact(peak / memory.bytesPerS, 4),
                links.empty() ? "—" : links});
    }
    std::cout << alignedColumns(table);
    return kExitOk;
}

} // namespace roofline::app
