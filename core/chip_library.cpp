#include "core/chip_library.h"

#include "core/builtin_profiles.h"
#include "core/chip_json.h"
#include "core/error.h"
#include "core/text.h"

#include <algorithm>

namespace roofline {

void sortChips(std::vector<Chip>& chips)
{
    std::stable_sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) {
        if (a.vendor != b.vendor)
            return a.vendor < b.vendor;
        return a.name < b.name;
    });
}

const std::vector<Chip>& builtinChips()
{
    static const std::vector<Chip> chips = [] {
        std::vector<Chip> parsed;
        for (const BuiltinProfile& profile : builtinProfiles()) {
            Chip chip = parseChipJson(profile.json, "hardware-profiles/" + std::string(profile.fileName));
            chip.origin = "built-in";
            parsed.push_back(std::move(chip));
        }
        sortChips(parsed);
        return parsed;
    }();
    return chips;
}

std::vector<std::string> builtinProfileFileNames()
{
    std::vector<std::string> names;
    for (const BuiltinProfile& profile : builtinProfiles())
        names.emplace_back(profile.fileName);
    return names;
}

ChipDirectoryLoad loadChipDirectory(const std::filesystem::path& directory)
{
    ChipDirectoryLoad result;
    std::error_code ec;
    if (!std::filesystem::is_directory(directory, ec))
        return result;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(directory, ec)) {
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        try {
            result.chips.push_back(loadChipFile(file));
        } catch (const Error& error) {
            result.errors.emplace_back(error.what());
        }
    }
    return result;
}

std::vector<Chip> mergeChips(const std::vector<Chip>& base, const std::vector<Chip>& extra)
{
    std::vector<Chip> merged = base;
    for (const Chip& chip : extra) {
        const auto same = std::find_if(merged.begin(), merged.end(), [&](const Chip& c) { return c.id == chip.id; });
        if (same != merged.end())
            *same = chip;
        else
            merged.push_back(chip);
    }
    sortChips(merged);
    return merged;
}

const Chip* findChip(const std::vector<Chip>& chips, std::string_view id)
{
    for (const Chip& chip : chips) {
        if (equalsIgnoreCase(chip.id, id))
            return &chip;
    }
    return nullptr;
}

Chip resolveChipArgument(std::string_view argument, const std::vector<Chip>& library)
{
    const std::string_view trimmed = trim(argument);
    if (trimmed.empty())
        throw Error(ErrorKind::MissingKey, "--chip needs a chip id or a path to a chip file");
    const bool looksLikePath = trimmed.find('/') != std::string_view::npos || trimmed.ends_with(".json");
    if (looksLikePath)
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
