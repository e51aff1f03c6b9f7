#include "app/flags/command_line.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/safe_paths.h"
#include "core/formulas/op.h"

#include <algorithm>
#include <cmath>

namespace roofline {

bool ParsedFlags::has(std::string_view flag) const
{
    return switches.contains(std::string(flag)) || values.contains(std::string(flag));
}

std::optional<std::string> ParsedFlags::single(std::string_view flag) const
{
    const auto it = values.find(std::string(flag));
    if (it == values.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

const std::vector<std::string>& ParsedFlags::all(std::string_view flag) const
{
    static const std::vector<std::string> none;
    const auto it = values.find(std::string(flag));
    return it == values.end() ? none : it->second;
}

double parseDimFlagValue(std::string_view flag, std::string_view text)
{
    const std::string rule = " must be a whole number from 1 to " + formatPlain(kMaxDimValue) + ", got ";
    const std::optional<double> value = parseFiniteNumber(text);
    if (!value)
        throw Error(looksNumeric(text) ? ErrorKind::InvalidValue : ErrorKind::WrongType,
            std::string(flag) + rule + quoteForMessage(text)
                + (looksNumeric(text) ? " (not a finite number)" : " (not a number)"));
    if (*value < 1.0 || *value > kMaxDimValue || std::floor(*value) != *value || !isExactWholeNumber(text, *value))
        throw Error(ErrorKind::InvalidValue, std::string(flag) + rule + quoteForMessage(text));
    return *value;
}

namespace {

// The files of a parsed command line by their roles, checked before anything is read.
void checkFlagPaths(const ParsedFlags& parsed, const std::vector<FlagSpec>& specs, std::string_view positionalName)
{
    std::vector<NamedPath> inputs;
    std::vector<NamedPath> outputs;
    for (const std::string& positional : parsed.positionals)
        inputs.push_back({std::string(positionalName), positional});
    for (const FlagSpec& spec : specs) {
        for (const std::string& value : parsed.all(spec.name)) {
            if (spec.role == FlagRole::Input)
                inputs.push_back({spec.name, value});
            else if (spec.role == FlagRole::InputOrId && looksLikeFilePath(value))
                inputs.push_back({spec.name, std::string(trim(value))}); // as the chip or model is read
            else if (spec.role == FlagRole::Output && !value.empty()) // an empty name is the command's to refuse
                outputs.push_back({spec.name, value});
        }
    }
    checkOutputPaths(outputs, inputs);
}

} // namespace

ParsedFlags parseFlags(const std::vector<std::string>& arguments, const std::vector<FlagSpec>& specs,
    std::string_view command, std::size_t maxPositionals, std::string_view positionalName)
{
    ParsedFlags parsed;
    const std::string where(command);
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.size() < 2 || argument.rfind("--", 0) != 0) {
            if (argument.size() > 1 && argument.front() == '-' && !parseFiniteNumber(argument))
                throw Error(ErrorKind::UnknownName, where + ": unknown option " + quoteForMessage(argument));
            if (parsed.positionals.size() >= maxPositionals)
                throw Error(ErrorKind::Syntax, where + ": unexpected argument " + quoteForMessage(argument));
            parsed.positionals.push_back(argument);
            continue;
        }
        std::string name = argument;
        std::optional<std::string> inlineValue;
        if (const std::size_t equals = argument.find('='); equals != std::string::npos) {
            name = argument.substr(0, equals);
            inlineValue = argument.substr(equals + 1);
        }
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const FlagSpec& s) { return s.name == name; });
        if (spec == specs.end()) {
            std::string known;
            for (const FlagSpec& s : specs)
                known += (known.empty() ? "" : ", ") + s.name;
            throw Error(ErrorKind::UnknownName,
                where + ": unknown option " + quoteForMessage(name) + " (options: " + known + ")");
        }
        if (!spec->takesValue) {
            if (inlineValue)
                throw Error(ErrorKind::Syntax, where + ": " + name + " takes no value");
            parsed.switches.insert(name);
            continue;
        }
        std::string value;
        if (inlineValue) {
            value = *inlineValue;
        } else {
            if (i + 1 >= arguments.size())
                throw Error(ErrorKind::MissingKey, where + ": " + name + " needs a value");
            value = arguments[++i];
        }
        auto& list = parsed.values[name];
        if (!list.empty() && !spec->repeatable)
            throw Error(ErrorKind::Syntax, where + ": " + name + " is given more than once");
        list.push_back(value);
    }
    checkFlagPaths(parsed, specs, positionalName);
    return parsed;
}

} // namespace roofline
