#pragma once
// The app under test, run as a user would, with an empty data and config folder: the user's own saved
// chips and settings never change what a test sees. For the test executables that define
// ROOFLINE_STUDIO_EXECUTABLE (cli_tests).
#include "support/run_process.h"

#include <string>
#include <vector>

namespace roofline::test {

inline ProcessResult runStudio(const std::vector<std::string>& arguments, int timeoutSeconds = 60)
{
    return runProcess(ROOFLINE_STUDIO_EXECUTABLE, arguments,
        {"XDG_DATA_HOME=/nonexistent-roofline-test", "XDG_CONFIG_HOME=/nonexistent-roofline-test"}, timeoutSeconds);
}

} // namespace roofline::test
