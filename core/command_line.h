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

ParsedFlags parseFlags(const std::vector<std::string>& arguments, const std::vector<FlagSpec>& specs,
    std::string_view command, std::size_t maxPositionals = 0);

} // namespace roofline
