#include "core/formats/chip_library.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/files/library_files.h"
#include "core/files/safe_paths.h"
#include "core/formats/builtin_files.h"
#include "core/formats/chip_json.h"

#include <algorithm>
#include <map>

namespace roofline {

void sortChips(std::vector<Chip>& chips)
{
    std::stable_sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) {
        if (a.vendor != b.vendor)
            return a.vendor < b.vendor;
        return a.name < b.name;
    });
}

namespace {

struct Builtins {
    std::vector<Chip> chips;
    std::map<std::string, std::string, std::less<>> files; // id → "hardware-profiles/h100-sxm.json"
};

const Builtins& builtins()
{
    static const Builtins parsed = [] {
        Builtins result;
        for (const BuiltinFile& embedded : builtinChipFiles()) {
            const std::string file = "hardware-profiles/" + std::string(embedded.fileName);
            Chip chip = parseChipJson(embedded.json, file);
            chip.origin = "built-in";
            result.files.emplace(chip.id, file);
            result.chips.push_back(std::move(chip));
        }
        sortChips(result.chips);
        return result;
    }();
    return parsed;
}

// Where a chip comes from, for messages: its file, or the built-in profile it was compiled from.
std::string chipFileForMessage(const Chip& chip)
{
    if (chip.origin != "built-in")
        return chip.origin.empty() ? std::string("(no file)") : chip.origin;
    const std::string file = builtinChipFile(chip.id);
    return "built-in " + (file.empty() ? chip.id : file);
}

} // namespace

const std::vector<Chip>& builtinChips()
{
    return builtins().chips;
}

std::string builtinChipFile(std::string_view id)
{
    const auto& files = builtins().files;
    const auto it = files.find(id);
    return it == files.end() ? std::string() : it->second;
}

std::vector<std::string> replacedBuiltinWarnings(const std::vector<Chip>& saved)
{
    std::vector<std::string> warnings;
    for (const Chip& chip : saved) {
        if (const Chip* builtin = findChip(builtinChips(), chip.id))
            warnings.push_back(chip.origin + ": the chip id " + quoteForMessage(chip.id) + " is the id of the built-in "
                + builtin->name + " (" + builtinChipFile(builtin->id) + "); this saved chip replaces it");
    }
    return warnings;
}

std::vector<Chip> resolveChipArguments(const std::vector<std::string>& arguments, const std::vector<Chip>& library,
    std::vector<std::string>& warnings, std::string_view flag)
{
    std::vector<Chip> chips;
    std::vector<std::string> given; // the argument each chip came from
    for (const std::string& argument : arguments) {
        Chip chip = resolveChipArgument(argument, library);
        const Chip* earlier = findChip(chips, chip.id);
        if (earlier) {
            const std::size_t index = static_cast<std::size_t>(earlier - chips.data());
            std::string id;
            for (int n = 2; id.empty() || findChip(chips, id); ++n)
                id = chip.id + "-" + std::to_string(n);
            warnings.push_back(std::string(flag) + " " + quoteForMessage(given[index]) + " and " + std::string(flag)
                + " " + quoteForMessage(argument) + " are both the chip id " + quoteForMessage(chip.id) + " ("
                + chipFileForMessage(*earlier) + "; " + chipFileForMessage(chip) + "); the second is called "
                + quoteForMessage(id) + " here");
            chip.id = id;
        }
        chips.push_back(std::move(chip));
        given.push_back(argument);
    }
    return chips;
}

std::vector<std::string> builtinProfileFileNames()
{
    std::vector<std::string> names;
    for (const BuiltinFile& embedded : builtinChipFiles())
        names.emplace_back(embedded.fileName);
    return names;
}

ChipDirectoryLoad loadChipDirectory(const std::filesystem::path& directory)
{
    ChipDirectoryLoad result;
    for (const std::filesystem::path& file : jsonFilesIn(directory)) {
        try {
            result.chips.push_back(loadChipFile(file));
        } catch (const Error& error) {
            result.errors.emplace_back(error.what());
        }
    }
    result.warnings = sharedIdWarnings(result.chips, "chip");
    return result;
}

std::vector<Chip> mergeChips(const std::vector<Chip>& base, const std::vector<Chip>& extra)
{
    std::vector<Chip> merged = mergeById(base, extra);
    sortChips(merged);
    return merged;
}

Chip resolveChipArgument(std::string_view argument, const std::vector<Chip>& library)
{
    const std::string_view trimmed = trim(argument);
    if (trimmed.empty())
        throw Error(ErrorKind::MissingKey, "--chip needs a chip id or a path to a chip file");
    if (looksLikeFilePath(trimmed))
        return loadChipFile(std::filesystem::path(std::string(trimmed)));
    if (const Chip* chip = findChip(library, trimmed))
        return *chip;
    std::string ids;
    for (const Chip& chip : library)
        ids += (ids.empty() ? "" : ", ") + chip.id;
    throw Error(ErrorKind::UnknownName,
        "--chip: no chip with id " + quoteForMessage(trimmed) + "; known chips: " + ids
            + " (or give a path to a chip file)");
}

} // namespace roofline
