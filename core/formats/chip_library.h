#pragma once

#include "core/formulas/chip.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The chips shipped in hardware-profiles/, compiled into the binary so the app finds them wherever it
// is installed. Sorted by vendor, then name. Parsed once.
const std::vector<Chip>& builtinChips();

// The file a built-in chip was compiled from ("hardware-profiles/h100-sxm.json"), or empty.
std::string builtinChipFile(std::string_view id);

// Names of the built-in profile files, for tests that compare them with the source directory.
std::vector<std::string> builtinProfileFileNames();

struct ChipDirectoryLoad {
    std::vector<Chip> chips;
    std::vector<std::string> errors; // one message per file that could not be loaded
    std::vector<std::string> warnings; // saved chips that share an id: the later file replaces the earlier
};

// Loads every *.json in a directory (not recursive). A bad file is reported, not fatal.
ChipDirectoryLoad loadChipDirectory(const std::filesystem::path& directory);

// Built-in chips plus extra ones; an extra chip with the id of a built-in one replaces it.
std::vector<Chip> mergeChips(const std::vector<Chip>& base, const std::vector<Chip>& extra);

// One warning for each saved chip that has the id of a built-in chip (and so replaces it in
// mergeChips), naming the saved file and the built-in one.
std::vector<std::string> replacedBuiltinWarnings(const std::vector<Chip>& saved);

// A --chip argument: a path to a chip file (contains '/' or ends in .json), or the id of a chip in
// `library`. Throws Error naming the argument; an unknown id lists the ids that exist.
Chip resolveChipArgument(std::string_view argument, const std::vector<Chip>& library);

// Every --chip argument resolved, with ids kept unique: a chip whose id an earlier one already has
// (a file with a built-in chip's id, or the same chip twice) is called "<id>-2" (then -3…), and a
// warning names both arguments (as `flag` gave them) and the files they come from. Every command that
// takes several chips resolves them here, so each keeps them apart the same way.
std::vector<Chip> resolveChipArguments(const std::vector<std::string>& arguments, const std::vector<Chip>& library,
    std::vector<std::string>& warnings, std::string_view flag = "--chip");

void sortChips(std::vector<Chip>& chips);

} // namespace roofline
