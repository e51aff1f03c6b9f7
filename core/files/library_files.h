#pragma once

#include "core/base/by_id.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// What the chip library and the model library share: both are built-in entries plus the user's own
// JSON files in a folder, keyed by an id.

// The folder's *.json files in name order; none when it is not a folder (or cannot be read).
std::vector<std::filesystem::path> jsonFilesIn(const std::filesystem::path& directory);

// Saved entries (in file-name order) that share an id: the later file replaces the
// earlier when they are merged, and the user is told which, never silently. `what` is "chip" or "model".
template<class Entry> std::vector<std::string> sharedIdWarnings(const std::vector<Entry>& saved, std::string_view what)
{
    std::vector<std::string> warnings;
    for (std::size_t i = 0; i < saved.size(); ++i) {
        for (std::size_t earlier = 0; earlier < i; ++earlier) {
            if (saved[earlier].id != saved[i].id)
                continue;
            warnings.push_back(saved[i].origin + ": the " + std::string(what) + " id \"" + saved[i].id
                + "\" is also the id of " + saved[earlier].origin + "; this file, the later by name, replaces it");
            break;
        }
    }
    return warnings;
}

} // namespace roofline
