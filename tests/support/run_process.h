#pragma once

#include <string>
#include <vector>

namespace roofline::test {

struct ProcessResult {
    int exitCode = -1; // -1 when killed by a signal
    std::string out;
    std::string err;
    bool timedOut = false; // killed after timeoutSeconds
};

// Runs a program with arguments (no shell), capturing stdout and stderr. extraEnvironment's
// "NAME=value" entries replace the variables of the same name ("NAME=" empties one). With a
// timeout, a program still running after it is killed (a hang is a failure, not a stuck suite).
ProcessResult runProcess(const std::string& program, const std::vector<std::string>& arguments,
    const std::vector<std::string>& extraEnvironment = {}, int timeoutSeconds = 0);

} // namespace roofline::test
