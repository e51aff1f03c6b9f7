#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A strict parser for subcommand flags: --name value, --name=value, repeated flags, positionals.
// Unknown flags and missing values are errors (Error(UnknownName / MissingKey)) naming the flag.

// What a flag's value is to the files of the command: the one rule for inputs and outputs. Every file a
// command reads is an input no output may replace; every output is checked before anything is read
// (checkOutputPaths, safe_paths.h). A new flag that reads a file is one FlagSpec with FlagRole::Input.
enum class FlagRole {
    Option, // names no file
    Input, // a file the command reads (--measured, --compare, --ert)
    InputOrId, // an id, or a file when it looks like a path (looksLikeFilePath): --chip, --model
    Output, // a file the command writes (--out, --layout-report, --write-profile, --write-scene)
};

struct FlagSpec {
    std::string name; // "--chip"
    bool takesValue = true;
    bool repeatable = false;
    FlagRole role = FlagRole::Option;
};

struct ParsedFlags {
    std::map<std::string, std::vector<std::string>> values; // flag → values in order
    std::set<std::string> switches; // flags without values that were given
    std::vector<std::string> positionals;

    bool has(std::string_view flag) const;
    std::optional<std::string> single(std::string_view flag) const; // last value
    const std::vector<std::string>& all(std::string_view flag) const;
};

// The value of --B, --D or --F: a whole number from 1 to 1e12 (kMaxDimValue). Throws Error naming the
// flag and the text: WrongType when it is not a number, InvalidValue for 0, -3, 2.5, 1e400 or nan.
double parseDimFlagValue(std::string_view flag, std::string_view text);

// Parses `arguments`, then checks the outputs against the inputs (checkOutputPaths, safe_paths.h) before the
// command reads anything: an output that is an input, another output, a folder, a FIFO, a device or a socket
// is an Error(InvalidValue) naming both flags. Positionals (at most maxPositionals) are files the command
// reads, named `positionalName` in those messages ("the project file").
ParsedFlags parseFlags(const std::vector<std::string>& arguments, const std::vector<FlagSpec>& specs,
    std::string_view command, std::size_t maxPositionals = 0, std::string_view positionalName = "the file");

} // namespace roofline
