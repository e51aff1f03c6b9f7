#pragma once

#include <filesystem>

namespace roofline {

// Where the app and the command line keep what a user saves. Both must agree, so the one rule lives
// here: $XDG_DATA_HOME/roofline-studio, else ~/.local/share/roofline-studio (the freedesktop.org base
// directory spec, which is also what QStandardPaths::AppDataLocation gives an app named
// "roofline-studio" with no organisation). Empty when neither variable is set.
std::filesystem::path userDataDirectory();

// Where the app keeps state that is not a user's document (autosaved recovery files):
// $XDG_STATE_HOME/roofline-studio, else ~/.local/state/roofline-studio. Empty when neither is set.
std::filesystem::path userStateDirectory();

// The folder custom chips are saved in: userDataDirectory()/chips. Empty when there is no data folder.
std::filesystem::path userChipDirectory();

// The folder user models are found in (docs/model.md §10): userDataDirectory()/models. Empty when there is no data
// folder.
std::filesystem::path userModelDirectory();

} // namespace roofline
