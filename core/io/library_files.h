#pragma once

#include "core/base/by_id.h"

#include <filesystem>
#include <string_view>
#include <vector>

namespace roofline {

// What the chip library and the model library share: both are built-in entries plus the user's own
// JSON files in a folder, keyed by an id.

// The folder's *.json files in name order; none when it is not a folder (or cannot be read).
std::vector<std::filesystem::path> jsonFilesIn(const std::filesystem::path& directory);

} // namespace roofline
