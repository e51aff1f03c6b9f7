#pragma once

#include <string>
#include <vector>

namespace roofline::test {

struct ProcessResult {
    int exitCode = -1; // -1 when killed by a signal
    std::string out;
    std::string err;
};

// Runs a program with arguments (no shell), capturing stdout and stderr.
ProcessResult runProcess(const std::string& program, const std::vector<std::string>& arguments,
    const std::vector<std::string>& extraEnvironment = {});

} // namespace roofline::test
