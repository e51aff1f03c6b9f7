#include "core/files/user_paths.h"

#include <cstdlib>

namespace roofline {

std::filesystem::path userDataDirectory()
{
    if (const char* dataHome = std::getenv("XDG_DATA_HOME"); dataHome && *dataHome)
        return std::filesystem::path(dataHome) / "roofline-studio";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "roofline-studio";
    return {};
}

std::filesystem::path userStateDirectory()
{
    if (const char* stateHome = std::getenv("XDG_STATE_HOME"); stateHome && *stateHome)
        return std::filesystem::path(stateHome) / "roofline-studio";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "state" / "roofline-studio";
    return {};
}

std::filesystem::path userChipDirectory()
{
    const std::filesystem::path data = userDataDirectory();
    return data.empty() ? data : data / "chips";
}

std::filesystem::path userModelDirectory()
{
    const std::filesystem::path data = userDataDirectory();
    return data.empty() ? data : data / "models";
}

} // namespace roofline
