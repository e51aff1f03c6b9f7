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
struct FlagSpec {
    std::string name; // "--chip"
    bool takesValue = true;
    bool repeatable = false;
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

ParsedFlags parseFlags(const std::vector<std::string>& arguments, const std::vector<FlagSpec>& specs,
    std::string_view command, std::size_t maxPositionals = 0);

} // namespace roofline
