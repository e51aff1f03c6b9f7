#pragma once

#include <filesystem>

namespace roofline {

// Where the app and the command line keep what a user saves. Both must agree, so the one rule lives
// here: $XDG_DATA_HOME/roofline-studio, else ~/.local/share/roofline-studio (the freedesktop.org base
// directory spec, which is also what QStandardPaths::AppDataLocation gives an app named
// "roofline-studio" with no organisation). Empty when neither variable is set.
std::filesystem::path userDataDirectory();

// The folder custom chips are saved in: userDataDirectory()/chips. Empty when there is no data folder.
std::filesystem::path userChipDirectory();

} // namespace roofline
